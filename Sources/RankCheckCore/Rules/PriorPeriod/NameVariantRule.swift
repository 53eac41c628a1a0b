/// RC404: a new town whose name matches a prior name after normalisation.
public struct NameVariantRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC404", name: "name-variant", defaultSeverity: .warning,
        summary: "an entry absent from the prior period whose name matches a prior name after normalisation",
        rationale: """
        Towns are matched with last year's by exact name, so a change of spelling (霞ヶ関 → \
        霞ケ関, a full-width letter, an extra space) makes a returning town look new and its \
        movement unchecked. Names are compared after NFKC normalisation, removing white space, \
        and folding the connector kana that place names write interchangeably between kanji \
        (ヶ/ケ/ヵ/か/が, ノ/の). The old spelling is looked for among last year's towns that \
        this year's list does not name exactly. The fix, shown but not applied, restores last \
        year's spelling.
        """,
        needsPriorPeriod: true,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "霞ケ関", "isRankUp": true, "rankFluctuation": 1}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "霞ヶ関", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "霞ヶ関", "isRankUp": true, "rankFluctuation": 1}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "霞ヶ関", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let prior = context.prior else { return [] }
        return context.comparisons.flatMap { comparison in
            comparison.entries(.renamed).compactMap { compared -> Finding? in
                guard case .renamed(let found) = compared.status, let name = comparison.list.name(of: compared.entry),
                      let foundName = comparison.prior?.name(of: found),
                      let field = compared.entry.townName, let movement = compared.trueMovement else { return nil }
                let agrees = compared.entry.claimedMovement == movement ? "the claimed move agrees" : "which would make the move \(movement), not the claimed one"
                return finding(
                    context, "'\(name)' is not in \(prior.list(of: comparison)), but '\(foundName)' (rank \(found.rank)) is: the same \(context.entryWord) spelled differently? (\(agrees))",
                    at: context.range(of: field), list: comparison.list.name, identity: name,
                    related: [RelatedLocation(Location(path: prior.path, range: found.range), "\(prior.label(of: comparison)): '\(foundName)' at rank \(found.rank)")],
                    // A composite identity spans several values: no single edit renames it.
                    fix: context.file?.shape.identity.count == 1
                        ? Fix(summary: "Use the spelling of \(context.priorName), \"\(foundName)\".", edits: [TextEdit(context.location(context.range(of: field)), jsonStringLiteral(foundName))], isSafe: false)
                        : nil)
            }
        }
    }
}
