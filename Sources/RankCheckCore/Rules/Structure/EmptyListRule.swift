/// RC007: a list with no entries.
public struct EmptyListRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC007", name: "empty-list", defaultSeverity: .warning,
        summary: "a list with no entries",
        rationale: """
        A published ranking with an empty list usually means the list was not filled in before \
        the file was committed. Remove the member or fill it.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}], "townRankingsForBuy": []}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForBuy": [{"rank": 1, "townName": "勝どき", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        return file.lists.filter { file.document.children($0.node).isEmpty }.map { list in
            let name = list.name
            return finding(context, at: file.document[list.node].range, list: name) { FindingText(message: "list '\(name)' has no entries") }
        }
    }
}
