/// One problem in the data: plain data that every reporter formats.
public struct Finding: Hashable, Sendable {
    public var ruleID: String
    public var ruleName: String
    public var severity: Severity
    /// Lowercase, no trailing period, user values quoted.
    public var message: String
    public var location: Location
    public var related: [RelatedLocation]
    /// A suggestion that is not a fix ("did you mean 'rankFluctuation'?").
    public var help: String?
    public var fix: Fix?
    /// The list and the entry's identity (town name), when the finding is about one:
    /// baselines and SARIF fingerprints use these instead of line numbers.
    public var list: String?
    public var identity: String?

    public init(
        ruleID: String, ruleName: String, severity: Severity, message: String, location: Location,
        related: [RelatedLocation] = [], help: String? = nil, fix: Fix? = nil,
        list: String? = nil, identity: String? = nil
    ) {
        self.ruleID = ruleID
        self.ruleName = ruleName
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.help = help
        self.fix = fix
        self.list = list
        self.identity = identity
    }

    /// `findings` in report order, stable: their indexes are sorted, so each finding is moved
    /// once rather than at every step of the sort (a finding is a few hundred bytes).
    public static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        if zip(findings, findings.dropFirst()).allSatisfy({ !reportOrder($1, $0) }) { return findings }
        let order = findings.indices.sorted { a, b in
            reportOrder(findings[a], findings[b]) || (!reportOrder(findings[b], findings[a]) && a < b)
        }
        return order.map { findings[$0] }
    }

    /// Deterministic report order: path, position, rule, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location.path != b.location.path { return a.location.path < b.location.path }
        if a.location.range.start != b.location.range.start { return a.location.range.start < b.location.range.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}
