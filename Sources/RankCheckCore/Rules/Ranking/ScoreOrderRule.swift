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
        scores share a rank and a shared rank has equal scores. The finding is on the later \
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
            var previous: (entry: RankingEntry, rank: Int, score: Double, node: Int)?
            for position in list.entries.indices {
                let entry = list.entries[position]
                guard let rank = entry.rank?.value, let node = score.pointer.resolve(in: document, from: entry.node),
                      document.kind(node) == .number,
                      let value = Double(document.sourceText(document[node].range)) else { continue }
                defer { previous = (entry, rank, value, node) }
                guard let before = previous, before.rank <= rank else { continue }
                let text = { (node: Int) in document.sourceText(document[node].range) }
                let other = list.name(of: before.entry).map { "'\($0)'" } ?? "entry \(before.entry.index + 1)"
                let this = list.name(of: entry).map { "'\($0)'" } ?? "entry \(entry.index + 1)"
                let better = score.descending ? value > before.score : value < before.score
                var message: String?
                if before.rank < rank && better {
                    message = "\(this) (rank \(rank)) has a better score, \(text(node)), than \(other) (rank \(before.rank)), \(text(before.node))"
                } else if context.ties == .competition && before.rank < rank && value == before.score {
                    message = "\(this) (rank \(rank)) and \(other) (rank \(before.rank)) have the same score, \(text(node)); with competition ties they share a rank"
                } else if before.rank == rank && value != before.score {
                    message = "\(this) shares rank \(rank) with \(other) but its score, \(text(node)), differs from \(text(before.node))"
                }
                guard let message else { continue }
                findings.append(finding(context, message, at: document[node].range, list: list.name, identity: list.name(of: entry),
                                        related: [RelatedLocation(context.location(document[before.node].range), "\(other) has \(text(before.node)) at rank \(before.rank)")],
                                        help: "Ranks follow the score (\(score.descending ? "higher" : "lower") is better): check the rank or the score."))
            }
        }
        return findings
    }
}
