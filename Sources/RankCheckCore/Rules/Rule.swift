/// A rule: a description and a pure function from a checked file to findings.
///
/// Adding a rule means one file with one type, and one line in `RuleRegistry`.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    /// A finding of this rule at `range` of the file being checked, with the default severity.
    func finding(
        _ context: RuleContext, _ message: String, at range: ByteRange,
        list: String? = nil, identity: String? = nil, related: [RelatedLocation] = [],
        help: String? = nil, fix: Fix? = nil
    ) -> Finding {
        Finding(
            ruleID: description.id, ruleName: description.name, severity: description.defaultSeverity,
            message: message, location: context.location(range), related: related,
            help: help, fix: fix, list: list, identity: identity
        )
    }

    /// The same, its message, related places and fix made by `source` when a report prints them.
    func finding(_ context: RuleContext, at range: ByteRange, list: String? = nil, identity: String? = nil,
                 source: some MessageSource) -> Finding {
        Finding(ruleID: description.id, ruleName: description.name, severity: description.defaultSeverity,
                location: context.location(range), list: list, identity: identity, source: source)
    }
}
