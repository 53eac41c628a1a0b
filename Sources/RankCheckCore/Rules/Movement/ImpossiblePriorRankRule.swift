/// RC202: a move down that would put last year's rank below 1.
public struct ImpossiblePriorRankRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC202", name: "impossible-prior-rank", defaultSeverity: .error,
        summary: "a move down by k from rank r with r − k < 1",
        rationale: """
        An entry at rank r that moved down by k was at rank r − k last year. If that is below 1, \
        the claimed move is impossible: the size is wrong, or the move was up, not down.
        """,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 5}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 1}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        let mover = context.entryWord == "town" ? "A town" : "An entry"
        // The words are made when printed, from the rank and the move down.
        let message = MessageMaker<(rank: Int, down: Int)>(related: { _ in [] }) { claim in
            FindingMessage("rank \(claim.rank) down \(claim.down) implies prior rank \(claim.rank - claim.down), but ranks start at 1" as Sentence,
                           help: "\(mover) at rank \(claim.rank) can have moved down by at most \(claim.rank - 1).")
        }
        var findings: [Finding] = []
        for list in context.lists {
            // By position: a copy moves the whole entry and counts a reference to its details, and few entries are findings.
            for position in list.entries.indices {
                guard let rank = list.entries[position].rank?.value, let movement = list.entries[position].claimedMovement,
                      case .down(let k) = movement, rank - k < 1,
                      let range = context.movementRange(of: list.entries[position]) else { continue }
                findings.append(finding(context, at: range, list: list.name, identity: list.name(of: list.entries[position]),
                                        source: message.source((rank, k))))
            }
        }
        return findings
    }
}
