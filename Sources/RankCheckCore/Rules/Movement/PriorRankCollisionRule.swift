/// RC203: two entries of one list imply the same rank last year.
public struct PriorRankCollisionRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC203", name: "prior-rank-collision", defaultSeverity: .error,
        summary: "two entries of one list imply the same prior rank",
        rationale: """
        Each claimed move implies where the entry was last year: up k from rank r means rank \
        r + k, down k means r − k, keep means r. Two entries cannot both have held the same rank \
        last year, so at least one of the two claims is wrong. The finding is on the later \
        entry and names both towns; compare with last year's file to see which is right. With \
        `"ties": "competition"` two entries may share a prior rank (they were tied), but then \
        the ranks the tie skipped cannot be claimed by anyone. When last year's file is \
        available, claims it can check are left to the exact rules (RC401, RC402) and this rule \
        only weighs claims it cannot check.
        """,
        readsPriorPeriod: true,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "both claim prior rank 2"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 1}]}"#, caption: "a swap of ranks 1 and 2"),
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#, ties: .competition, caption: "tied at 2 last year"),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let document = context.file?.document else { return [] }
        var findings: [Finding] = []
        // Scratch kept across lists: a file of many short lists allocates these once.
        var checked: [Bool] = []
        var claims: [(position: Int, prior: Int)] = []
        var claimsByPrior = NumberTable(reusable: true)
        for (listIndex, list) in context.lists.enumerated() where !list.entries.isEmpty {
            // Entries whose claim last year's file checks (RC401/RC402 say exactly what is wrong).
            checked.removeAll(keepingCapacity: true)
            checked.append(contentsOf: repeatElement(false, count: list.entries.count))
            if let comparison = context.comparison(forList: listIndex) {
                for index in 0..<comparison.comparedCount {
                    switch comparison.kind(at: index) {
                    case .new, .unverifiable, .ambiguous: break
                    default: checked[comparison.position(at: index)] = true
                    }
                }
            }
            claims.removeAll(keepingCapacity: true)
            // By position, not `for entry in`: a copy moves the whole entry and counts a reference to its details.
            for position in list.entries.indices where !checked[position] {
                if let prior = list.entries[position].claimedPriorRank, prior >= 1 { claims.append((position, prior)) }
            }
            // Made at the list's first collision: most lists have none.
            var message: MessageMaker<Collision>?
            func collision(_ claim: (position: Int, prior: Int), with first: Int, skipped: Int = 0, tied: Int = 0) {
                let maker = message ?? messageMaker(list, document: document, path: context.path, priorName: context.priorName)
                message = maker
                let entry = list.entries[claim.position]
                findings.append(finding(context, at: Self.claimRange(of: entry, in: document), list: list.name, identity: list.name(of: entry),
                                        source: maker.source(Collision(position: UInt32(truncatingIfNeeded: claim.position), first: UInt32(truncatingIfNeeded: first),
                                                                       skipped: UInt32(truncatingIfNeeded: skipped), tied: UInt32(truncatingIfNeeded: tied)))))
            }
            claimsByPrior.reset(forListOf: list.entries.count)
            for claim in claims {
                if let first = claimsByPrior.record(claim.prior, position: claim.position), context.ties == .none {
                    collision(claim, with: first)
                }
            }
            guard context.ties == .competition else { continue }
            // k entries tied at prior rank p leave ranks p+1 … p+k−1 empty last year.
            for claim in claims {
                for skipped in 1..<max(1, claim.prior) {
                    let tied = claimsByPrior.count(claim.prior - skipped)
                    if tied > skipped, let first = claimsByPrior.first(claim.prior - skipped) {
                        collision(claim, with: first, skipped: skipped, tied: tied)
                        break
                    }
                    if skipped >= 64 { break }  // ties longer than this are not plausible ranking data
                }
            }
        }
        return findings
    }

    /// A claim that collides: its entry's position and the first entry's with that prior rank;
    /// under competition ranking, how far below the claimed prior rank the tie that skipped it
    /// is, and how many entries it holds (0 and 0: the two claim the same prior rank).
    private struct Collision {
        let position: UInt32
        let first: UInt32
        let skipped: UInt32
        let tied: UInt32
    }

    /// Where an entry states its move (or the entry, without a value that states it).
    private static func claimRange(of entry: RankingEntry, in document: JSONDocument) -> ByteRange {
        entry.movementNode.map { document[$0].range } ?? document[entry.node].range
    }

    /// The words of a list's findings, made from the list when printed.
    private func messageMaker(_ list: RankingList, document: JSONDocument, path: String, priorName: String) -> MessageMaker<Collision> {
        MessageMaker(related: { [Location(path: path, range: Self.claimRange(of: list.entries[Int($0.first)], in: document))] }) { collision in
            let entry = list.entries[Int(collision.position)], first = list.entries[Int(collision.first)]
            let prior = entry.claimedPriorRank ?? 0
            let name = list.shownName(of: entry) ?? "entry \(entry.index + 1)"
            let other = list.shownName(of: first) ?? "entry \(first.index + 1)"
            let claim = "\(entry.rank?.value ?? 0), \(entry.claimedMovement?.description ?? "")"
            let firstClaim = "\(first.rank?.value ?? 0), \(first.claimedMovement?.description ?? "")"
            let tieRank = prior - Int(collision.skipped)
            let text = collision.skipped > 0
                ? "'\(name)' (rank \(claim)) implies prior rank \(prior), which the \(collision.tied)-way tie at prior rank \(tieRank) skipped"
                : "'\(name)' (rank \(claim)) and '\(other)' (rank \(firstClaim)) both imply prior rank \(prior)"
            return FindingMessage(text, help: "At most one of these moves can be right; compare with \(priorName).",
                                  related: [RelatedLocation(Location(path: path, range: Self.claimRange(of: first, in: document)),
                                                            "'\(other)' (rank \(firstClaim)) implies prior rank \(tieRank) here")])
        }
    }
}
