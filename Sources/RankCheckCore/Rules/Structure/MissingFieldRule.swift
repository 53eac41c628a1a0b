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
        return file.lists.flatMap { list in
            list.irregularEntries.filter { !$0.hasAllRequiredFields }.flatMap { entry in
                // Point at the opening brace: the entry is the offending value.
                let brace = context.range(of: entry).start
                return file.missingFields(entry).map { field in
                    let who = entry.name.map { "entry for '\($0)'" } ?? "entry \(entry.index + 1)"
                    return finding(context, "\(who) is missing required field '\(field)'",
                                   at: ByteRange(brace, brace + 1),
                                   list: list.name, identity: entry.name)
                }
            }
        }
    }
}
