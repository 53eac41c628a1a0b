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
            claimsByPrior.reset(forListOf: list.entries.count)
            for claim in claims {
                if let first = claimsByPrior.record(claim.prior, position: claim.position), context.ties == .none {
                    findings.append(collision(context, list, list.entries[claim.position], list.entries[first], claim.prior, because: nil))
                }
            }
            guard context.ties == .competition else { continue }
            // k entries tied at prior rank p leave ranks p+1 … p+k−1 empty last year.
            for claim in claims {
                for skipped in 1..<max(1, claim.prior) {
                    let tied = claimsByPrior.count(claim.prior - skipped)
                    if tied > skipped, let first = claimsByPrior.first(claim.prior - skipped) {
                        findings.append(collision(context, list, list.entries[claim.position], list.entries[first], claim.prior,
                                                  because: (claim.prior - skipped, tied)))
                        break
                    }
                    if skipped >= 64 { break }  // ties longer than this are not plausible ranking data
                }
            }
        }
        return findings
    }

    private func collision(
        _ context: RuleContext, _ list: RankingList, _ entry: RankingEntry, _ first: RankingEntry, _ prior: Int,
        because tie: (rank: Int, count: Int)?
    ) -> Finding {
        let name = list.name(of: entry) ?? "entry \(entry.index + 1)"
        let other = list.name(of: first) ?? "entry \(first.index + 1)"
        let claim = "\(entry.rank?.value ?? 0), \(entry.claimedMovement?.description ?? "")"
        let firstClaim = "\(first.rank?.value ?? 0), \(first.claimedMovement?.description ?? "")"
        let message = tie.map {
            "'\(name)' (rank \(claim)) implies prior rank \(prior), which the \($0.count)-way tie at prior rank \($0.rank) skipped"
        } ?? "'\(name)' (rank \(claim)) and '\(other)' (rank \(firstClaim)) both imply prior rank \(prior)"
        let range = context.movementRange(of: entry) ?? context.range(of: entry)
        return finding(
            context, message, at: range, list: list.name, identity: list.name(of: entry),
            related: [RelatedLocation(context.location(context.movementRange(of: first) ?? context.range(of: first)),
                                      "'\(other)' (rank \(firstClaim)) implies prior rank \(tie?.rank ?? prior) here")],
            help: "At most one of these moves can be right; compare with \(context.priorName).")
    }
}
