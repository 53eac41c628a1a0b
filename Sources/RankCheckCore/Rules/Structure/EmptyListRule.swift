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
        // A table with no columns (an empty file, one in UTF-16) has no list to be empty: RC008 says why.
        guard let file = context.file, file.document.table.map({ !$0.columnNames.isEmpty }) ?? true else { return [] }
        let isEmpty = { (list: RankingList) in file.document.children(list.node).isEmpty }
        // Counted first: 100,000 findings are written once into an array of their size, not
        // copied on through every doubling.
        var findings: [Finding] = []
        findings.reserveCapacity(file.lists.reduce(0) { $0 + (isEmpty($1) ? 1 : 0) })
        for list in file.lists where isEmpty(list) {
            findings.append(finding(context, at: file.document[list.node].range, list: list.name, source: Message(list: list.name)))
        }
        return findings
    }

    /// The message, made from the list's name when printed: held in the finding, so 50,000
    /// empty lists allocate nothing for it (a closure would capture the name in a box of its own).
    struct Message: MessageSource {
        let list: String
        var relatedPlaces: [Location] { [] }
        var fix: Fix? { nil }
        var hasSafeFix: Bool { false }

        func message() -> FindingMessage { FindingMessage("list '\(list)' has no entries" as Sentence) }
    }
}
