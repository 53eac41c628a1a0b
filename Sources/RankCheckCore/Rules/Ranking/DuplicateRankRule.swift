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
            let shared = Shared(list: list, path: context.path)
            // By position, not `for entry in`: a copy moves the whole entry and counts a reference to its details.
            for position in list.entries.indices {
                guard let field = list.entries[position].rank, let rank = field.value,
                      let firstPosition = firstByRank.record(rank, position: position) else { continue }
                let first = list.entries[firstPosition]
                let firstPlace = first.rank.map(context.range) ?? context.range(of: first)
                findings.append(finding(context, at: context.range(of: field), list: list.name, identity: list.name(of: list.entries[position]),
                                        source: Message(shared: shared, position: position, first: firstPosition, firstPlace: firstPlace)))
            }
        }
        return findings
    }

    /// What every finding in one list shares.
    private final class Shared: Sendable {
        let list: RankingList
        let path: String

        init(list: RankingList, path: String) {
            self.list = list
            self.path = path
        }
    }

    /// The message, made from the list when printed: held in the finding, so a list of a
    /// million equal ranks allocates nothing for each beyond the finding.
    private struct Message: MessageSource {
        let shared: Shared
        let position: Int32
        let first: Int32
        /// Where the first entry's rank (or, without one, the entry) is.
        let firstStart: UInt32
        let firstEnd: UInt32

        init(shared: Shared, position: Int, first: Int, firstPlace: ByteRange) {
            self.shared = shared
            self.position = Int32(truncatingIfNeeded: position)
            self.first = Int32(truncatingIfNeeded: first)
            firstStart = UInt32(truncatingIfNeeded: firstPlace.start)
            firstEnd = UInt32(truncatingIfNeeded: firstPlace.end)
        }

        private var firstLocation: Location { Location(path: shared.path, range: ByteRange(Int(firstStart), Int(firstEnd))) }
        var relatedPlaces: [Location] { [firstLocation] }
        var fix: Fix? { nil }
        var hasSafeFix: Bool { false }

        func message() -> FindingMessage {
            let list = shared.list
            let rank = list.entries[Int(position)].rank?.value ?? 0
            let first = list.entries[Int(first)]
            let other = list.name(of: first).map { "'\($0)'" } ?? "entry \(first.index + 1)"
            let text = "rank \(rank) appears twice in '\(list.name)': \(other) has it too"
            return FindingMessage(text, related: [RelatedLocation(firstLocation, "\(other) has rank \(rank) here")])
        }
    }
}
