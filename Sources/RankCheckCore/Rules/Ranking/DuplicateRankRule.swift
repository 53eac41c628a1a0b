/// RC102: the same rank twice in a list when ties are not allowed.
public struct DuplicateRankRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC102", name: "duplicate-rank", defaultSeverity: .error,
        summary: "the same rank twice in a list (when ties are not allowed)",
        rationale: """
        With the default `"ties": "none"`, each rank belongs to one entry. Two entries with the \
        same rank are usually a copy-and-paste slip. If the ranking really has ties, set \
        `"ties": "competition"` in `.rankcheck.json` (1, 2, 2, 4) and this rule stays silent.
        """,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 1, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 1, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#, ties: .competition),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard context.ties == .none else { return [] }
        var findings: [Finding] = []
        var firstByRank = NumberTable(counting: false, reusable: true)  // one table, emptied for each list
        for list in context.lists {
            firstByRank.reset(forListOf: list.entries.count)
            // By position, not `for entry in`: a copy moves the whole entry and counts a reference to its details.
            for position in list.entries.indices {
                guard let field = list.entries[position].rank, let rank = field.value,
                      let firstPosition = firstByRank.record(rank, position: position) else { continue }
                let entry = list.entries[position], first = list.entries[firstPosition]
                let other = list.name(of: first).map { "'\($0)'" } ?? "entry \(first.index + 1)"
                findings.append(finding(
                    context, "rank \(rank) appears twice in '\(list.name)': \(other) has it too", at: context.range(of: field),
                    list: list.name, identity: list.name(of: entry),
                    related: [RelatedLocation(context.location(first.rank.map(context.range) ?? context.range(of: first)), "\(other) has rank \(rank) here")]))
            }
        }
        return findings
    }
}
