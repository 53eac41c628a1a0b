/// RC003: an entry lacks a required field.
public struct MissingFieldRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC003", name: "missing-field", defaultSeverity: .error,
        summary: "an entry lacks a required field",
        rationale: """
        Every entry needs `rank`, `townName`, `isRankUp` and `rankFluctuation`: without them the \
        ranking cannot be displayed or compared with last year. The finding points at the entry \
        and names the missing field.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        var findings: [Finding] = []
        // Only the few irregular entries are looked at: 100,000 regular lists cost a test each.
        for list in file.lists where !list.irregular.isEmpty {
            for entry in list.irregularEntries where !entry.hasAllRequiredFields {
                // Point at the opening brace: the entry is the offending value.
                let brace = context.range(of: entry).start
                for field in file.missingFields(entry) {
                    let who = list.name(of: entry).map { "entry for '\($0)'" } ?? "entry \(entry.index + 1)"
                    findings.append(finding(context, "\(who) is missing required field '\(field)'",
                                            at: ByteRange(brace, brace + 1), list: list.name, identity: list.name(of: entry)))
                }
            }
        }
        return findings
    }
}
