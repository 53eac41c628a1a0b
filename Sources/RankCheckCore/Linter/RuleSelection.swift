/// Which rules run and at what severity: from the config file and the command line.
public struct RuleSelection: Sendable, Equatable {
    /// Rule ids that run; nil means every rule.
    public var selected: Set<String>?
    public var ignored: Set<String> = []
    public var severityOverrides: [String: Severity] = [:]

    public init(selected: Set<String>? = nil, ignored: Set<String> = [], severityOverrides: [String: Severity] = [:]) {
        self.selected = selected
        self.ignored = ignored
        self.severityOverrides = severityOverrides
    }

    public func isEnabled(_ id: String) -> Bool {
        (selected?.contains(id) ?? true) && !ignored.contains(id)
    }

    public func severity(for rule: RuleDescription) -> Severity {
        severityOverrides[rule.id] ?? rule.defaultSeverity
    }
}
