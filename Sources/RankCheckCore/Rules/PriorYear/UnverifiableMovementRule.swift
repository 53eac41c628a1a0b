/// RC403: a new town claims a prior rank beyond last year's list: consistent, not provable.
public struct UnverifiableMovementRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC403", name: "unverifiable-movement", defaultSeverity: .note,
        summary: "a town absent from the prior file claims a prior rank beyond the prior list's length",
        rationale: """
        Published rankings list only the top N, so a town that enters the list usually claims a \
        prior rank beyond N (up 191 from rank 210). That claim is consistent with last year's \
        file but cannot be proven from it. This note records that the move was taken on trust; \
        it never fails a run. Human output shows notes with `--show-notes`.
        """,
        needsPriorYear: true,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "牛込柳町", "isRankUp": true, "rankFluctuation": 191}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let prior = context.prior else { return [] }
        return context.comparisons.flatMap { comparison in
            comparison.entries(.unverifiable).compactMap { compared -> Finding? in
                guard case .unverifiable = compared.status, let name = compared.entry.name else { return nil }
                return finding(
                    context, "'\(name)' is new to '\(comparison.list.name)' and \(claimText(compared.entry)); \(prior.label(of: comparison.list.key))'s list has \(comparison.prior?.length ?? 0) entries, so the move cannot be checked",
                    at: context.movementRange(of: compared.entry) ?? context.range(of: compared.entry), list: comparison.list.name, identity: name)
            }
        }
    }
}
