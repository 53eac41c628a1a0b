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
                        caption: "目黒 was not ranked, yet claims rank 1, which 柏 held"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}, {"rank": 2, "townName": "目黒", "isRankUp": true, "rankFluctuation": 5}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let prior = context.prior else { return [] }
        let comparisons = context.comparisons, priorName = context.priorName
        // The words are made when printed, from which comparison and which compared entry.
        let message = MessageMaker<(comparison: Int32, index: Int32)>(related: { found in
            guard case .taken(let holder) = comparisons[Int(found.comparison)].compared(at: Int(found.index)).status else { return [] }
            return [Location(path: prior.path, range: holder.range)]
        }) { found in
            let comparison = comparisons[Int(found.comparison)], compared = comparison.compared(at: Int(found.index))
            guard case .taken(let holder) = compared.status else { return FindingMessage("") }
            let name = comparison.list.shownName(of: compared.entry) ?? "", holderName = comparison.prior?.shownName(of: holder) ?? ""
            return FindingMessage(
                "'\(name)' is not in \(prior.list(of: comparison)) but \(MovementClaim(compared.entry).text), which '\(holderName)' held",
                help: "An entry new to the list usually moved up from beyond the \(comparison.prior?.length ?? 0) entries of \(priorName); check the move and the entry's spelling.",
                related: [RelatedLocation(Location(path: prior.path, range: holder.range),
                                          "\(prior.label(of: comparison)): '\(holderName)' at rank \(compared.entry.claimedPriorRank ?? 0)")])
        }
        var findings: [Finding] = []
        for (comparisonIndex, comparison) in comparisons.enumerated() {
            for index in 0..<comparison.comparedCount where comparison.kind(at: index) == .taken {
                let compared = comparison.compared(at: index)
                guard case .taken(let holder) = compared.status, let name = comparison.list.name(of: compared.entry),
                      comparison.prior?.name(of: holder) != nil, compared.entry.claimedPriorRank != nil else { continue }
                findings.append(finding(context, at: context.movementRange(of: compared.entry) ?? context.range(of: compared.entry),
                                        list: comparison.list.name, identity: name,
                                        source: message.source((Int32(truncatingIfNeeded: comparisonIndex), Int32(truncatingIfNeeded: index)))))
            }
        }
        return findings
    }
}
