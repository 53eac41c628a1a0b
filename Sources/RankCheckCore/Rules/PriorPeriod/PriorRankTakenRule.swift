/// RC402: a new town claims a prior rank that last year's file gives to another town.
public struct PriorRankTakenRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC402", name: "prior-rank-taken", defaultSeverity: .error,
        summary: "an entry absent from the prior period claims a prior rank that the prior period gives to another entry",
        rationale: """
        A town that is not in last year's list cannot have held a rank that last year's list \
        gives to someone else. Either the claimed move is wrong (a new entry usually moves up \
        from beyond the list), or the town's name differs from last year's spelling.
        """,
        needsPriorPeriod: true,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}, {"rank": 2, "townName": "目黒", "isRankUp": false, "rankFluctuation": 1}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#,
                        caption: "目黒 was not ranked, yet claims rank 1, which was 柏's"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}, {"rank": 2, "townName": "目黒", "isRankUp": true, "rankFluctuation": 5}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let prior = context.prior else { return [] }
        return context.comparisons.flatMap { comparison in
            comparison.entries(.taken).compactMap { compared -> Finding? in
                guard case .taken(let holder) = compared.status, let name = comparison.list.name(of: compared.entry),
                      let holderName = comparison.prior?.name(of: holder), let priorRank = compared.entry.claimedPriorRank else { return nil }
                return finding(
                    context, "'\(name)' is not in \(prior.list(of: comparison)) but \(MovementClaim(compared.entry).text), which was '\(holderName)''s",
                    at: context.movementRange(of: compared.entry) ?? context.range(of: compared.entry), list: comparison.list.name, identity: name,
                    related: [RelatedLocation(Location(path: prior.path, range: holder.range), "\(prior.label(of: comparison)): '\(holderName)' at rank \(priorRank)")],
                    help: "An entry new to the list usually moved up from beyond the \(comparison.prior?.length ?? 0) entries of \(context.priorName); check the move and the entry's spelling.")
            }
        }
    }
}
