/// RC102: the same rank twice in a list when ties are not allowed.
public struct DuplicateRankRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC102", name: "duplicate-rank", defaultSeverity: .error,
        summary: "the same rank twice in a list (when ties are not allowed)",
        rationale: """
        With the default `"ties": "none"`, each rank belongs to one entry. Two entries with the \
        same rank are usually a copy-and-paste slip. If the ranking really has ties, set \
        `"ties": "competition"` in `.rankcheck.json` (1, 2, 2, 4) and this rule stays silent. \
        When a table writes the rank as shared — a tie marker (`=3`) or a band (`21–25`) — the \
        finding's help says to set it.
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
            // Made at the list's first repeat: most lists have none.
            var message: MessageMaker<Repeat>?
            // By position, not `for entry in`: a copy moves the whole entry and counts a reference to its details.
            for position in list.entries.indices {
                guard let field = list.entries[position].rank, let rank = field.value,
                      let firstPosition = firstByRank.record(rank, position: position) else { continue }
                let first = list.entries[firstPosition]
                let firstPlace = first.rank.map(context.range) ?? context.range(of: first)
                let maker = message ?? messageMaker(list, path: context.path, labelField: context.file?.labelField, document: context.file?.document)
                message = maker
                findings.append(finding(context, at: context.range(of: field), list: list.name, identity: list.name(of: list.entries[position]),
                                        source: maker.source((Int32(truncatingIfNeeded: position), Int32(truncatingIfNeeded: firstPosition), CompactRange(firstPlace)))))
            }
        }
        return findings
    }

    /// The words of a list's findings, made from the list when printed: a list of a million
    /// equal ranks allocates nothing for each finding.
    /// A table's rank written as shared (`=3`, `21–25`) is told how to allow shared ranks.
    private func messageMaker(_ list: RankingList, path: String, labelField: String?, document: JSONDocument?) -> MessageMaker<Repeat> {
        MessageMaker(related: { [Location(path: path, range: $0.firstPlace.range)] }) { repeated in
            let field = list.entries[Int(repeated.position)].rank
            let rank = field?.value ?? 0
            let first = list.entries[Int(repeated.first)]
            let other = list.shownName(of: first).map { "'\($0)'" } ?? "entry \(first.index + 1)"
            let writing = field.flatMap { field in document.flatMap { document in document.table?.rankWriting(document[field.node]) } }
            let help: String? = switch writing {
            case .tieMarker?: #"The rank is written as shared (a tie marker): if the ranking shares ranks, say so in .rankcheck.json with "ties": "competition"."#
            case .band?: #"The rank is written as a band of ranks, which its entries share: say so in .rankcheck.json with "ties": "competition"."#
            case .number?, nil: nil
            }
            return FindingMessage("rank \(rank) appears twice in \(list.spokenName(labelField: labelField)): \(other) has it too", help: help,
                                  related: [RelatedLocation(Location(path: path, range: repeated.firstPlace.range), "\(other) has rank \(rank) here")])
        }
    }

    /// A rank met again: the entry's position, the first entry's, and where the first entry's
    /// rank (or, without one, the entry) is.
    private typealias Repeat = (position: Int32, first: Int32, firstPlace: CompactRange)
}
