/// RC104: a better-ranked entry never has a worse score.
public struct ScoreOrderRule: Rule {
    public init() {}

    static let shape = #"{"lists": ["/players"], "rank": "/rank", "identity": "/name", "movement": "none", "score": {"pointer": "/points", "order": "descending"}}"#

    public let description = RuleDescription(
        id: "RC104", name: "score-order", defaultSeverity: .error,
        summary: "a better rank with a worse score, or (with competition ties) equal scores that do not share a rank",
        rationale: """
        Rankings that publish a score (tour points, votes, an index) are ordered by it: an entry \
        ranked above another never has a worse score. Equal scores with different ranks are \
        tie-breaks and allowed with `"ties": "none"`; with `"ties": "competition"`, equal \
        scores share a rank and a shared rank has equal scores — but for a table's band of ranks \
        (`21–25`), whose entries hold the band's ranks in an order it does not give, each with \
        its own score. The finding is on the later \
        entry's score and names the other entry. The shape's `"score"` says where the score is \
        and which way is better (`"descending"`: higher is better); without it the rule does nothing.
        """,
        triggeringExamples: [
            RuleExample(#"{"players": [{"rank": 1, "name": "A", "points": 900}, {"rank": 2, "name": "B", "points": 950}]}"#, shape: shape,
                        caption: "rank 2 has more points than rank 1"),
            RuleExample(#"{"players": [{"rank": 1, "name": "A", "points": 900}, {"rank": 2, "name": "B", "points": 900}]}"#, ties: .competition,
                        shape: shape, caption: "equal points must share a rank with competition ties"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"players": [{"rank": 1, "name": "A", "points": 950}, {"rank": 2, "name": "B", "points": 900}]}"#, shape: shape),
            RuleExample(#"{"players": [{"rank": 1, "name": "A", "points": 900}, {"rank": 2, "name": "B", "points": 900}]}"#, shape: shape,
                        caption: "a tie-break: equal points, different ranks"),
            RuleExample(#"{"players": [{"rank": 1, "name": "A", "points": 900}, {"rank": 1, "name": "B", "points": 900}, {"rank": 3, "name": "C", "points": 800}]}"#,
                        ties: .competition, shape: shape),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file, let score = file.shape.score else { return [] }
        let document = file.document
        var findings: [Finding] = []
        for list in file.lists {
            var previous: (position: Int, rank: Int, score: Double, node: Int, rankNode: Int)?
            // Made at the list's first finding: most lists have none.
            var message: MessageMaker<OutOfOrder>?
            for position in list.entries.indices {
                let entry = list.entries[position]
                guard let rank = entry.rank?.value, let node = score.pointer.resolve(in: document, from: entry.node),
                      let value = Self.score(at: node, in: document) else { continue }
                let rankNode = entry.rank?.node ?? node
                defer { previous = (position, rank, value, node, rankNode) }
                guard let before = previous, before.rank <= rank,
                      let problem = Self.problem(rank: rank, score: value, before: (before.rank, before.score), descending: score.descending, ties: context.ties),
                      problem != .differentScoreSameRank || !Self.areInABand(rankNode, before.rankNode, document) else { continue }
                let maker = message ?? messageMaker(list, document: document, score: score, context: context)
                message = maker
                let found = OutOfOrder(position: UInt32(truncatingIfNeeded: position), node: UInt32(truncatingIfNeeded: node),
                                       before: UInt32(truncatingIfNeeded: before.position), beforeNode: UInt32(truncatingIfNeeded: before.node))
                findings.append(finding(context, at: document[node].range, list: list.name, identity: list.name(of: entry), source: maker.source(found)))
            }
        }
        return findings
    }

    /// A score that does not follow the ranks: its entry's position and score's node, and the
    /// entry before's (the last one with a rank and a score).
    private struct OutOfOrder {
        let position: UInt32
        let node: UInt32
        let before: UInt32
        let beforeNode: UInt32
    }

    /// How an entry's score disagrees with its rank and the entry before's.
    private enum Problem {
        case betterScoreBelow, sameScoreBelow, differentScoreSameRank
    }

    private static func problem(rank: Int, score: Double, before: (rank: Int, score: Double), descending: Bool, ties: TiePolicy) -> Problem? {
        if before.rank < rank && (descending ? score > before.score : score < before.score) { return .betterScoreBelow }
        if ties == .competition && before.rank < rank && score == before.score { return .sameScoreBelow }
        if before.rank == rank && score != before.score { return .differentScoreSameRank }
        return nil
    }

    /// Whether two ranks are read from a table's bands (`21–25`), not from one rank written twice.
    private static func areInABand(_ rank: Int, _ other: Int, _ document: JSONDocument) -> Bool {
        guard let table = document.table else { return false }
        return table.rankWriting(document[rank]) == .band && table.rankWriting(document[other]) == .band
    }

    /// A score's value, when it is a number.
    private static func score(at node: Int, in document: JSONDocument) -> Double? {
        document.kind(node) == .number ? Double(document.sourceText(document[node].range)) : nil
    }

    /// The words of a list's findings, made from the list and the document when printed.
    private func messageMaker(_ list: RankingList, document: JSONDocument, score: RankingShape.Score, context: RuleContext) -> MessageMaker<OutOfOrder> {
        let path = context.path, ties = context.ties
        let help = "Ranks follow the score (\(score.descending ? "higher" : "lower") is better): check the rank or the score."
        return MessageMaker(related: { [Location(path: path, range: document[Int($0.beforeNode)].range)] }) { found in
            let entry = list.entries[Int(found.position)], earlier = list.entries[Int(found.before)]
            let node = Int(found.node), beforeNode = Int(found.beforeNode)
            let rank = entry.rank?.value ?? 0, beforeRank = earlier.rank?.value ?? 0
            let text = { (node: Int) in document.writtenNumber(node) }
            let other = list.shownName(of: earlier).map { "'\($0)'" } ?? "entry \(earlier.index + 1)"
            let this = list.shownName(of: entry).map { "'\($0)'" } ?? "entry \(entry.index + 1)"
            let words = switch Self.problem(rank: rank, score: Self.score(at: node, in: document) ?? 0,
                                            before: (beforeRank, Self.score(at: beforeNode, in: document) ?? 0), descending: score.descending, ties: ties) {
            case .betterScoreBelow?: "\(this) (rank \(rank)) has a better score, \(text(node)), than \(other) (rank \(beforeRank)), \(text(beforeNode))"
            case .sameScoreBelow?: "\(this) (rank \(rank)) and \(other) (rank \(beforeRank)) have the same score, \(text(node)); with competition ties they share a rank"
            case .differentScoreSameRank?, nil: "\(this) shares rank \(rank) with \(other) but its score, \(text(node)), differs from \(text(beforeNode))"
            }
            return FindingMessage(words, help: help,
                                  related: [RelatedLocation(Location(path: path, range: document[beforeNode].range), "\(other) has \(text(beforeNode)) at rank \(beforeRank)")])
        }
    }
}
