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

    /// A finding for each of the checked table's problems of `kind`, said as the problem says
    /// it (with `help`, when given, instead of the problem's). A table can have a problem in
    /// every row: each finding keeps its problem's number, and its words are made when printed.
    func findings(ofTableProblems kind: TableProblem.Kind, _ context: RuleContext, help: String? = nil) -> [Finding] {
        guard let problems = context.file?.document.table?.problems else { return [] }
        let message = MessageMaker<UInt32>(related: { _ in [] }) { FindingMessage(problems[Int($0)].message, help: help ?? problems[Int($0)].help) }
        return problems.indices.filter { problems[$0].kind == kind }.map { index in
            finding(context, at: TableSource.documentRange(ofProblem: index), source: message.source(UInt32(truncatingIfNeeded: index)))
        }
    }
}
