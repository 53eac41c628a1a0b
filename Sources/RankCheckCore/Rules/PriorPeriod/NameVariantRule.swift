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
        let comparisons = context.comparisons, priorName = context.priorName, entryWord = context.entryWord, path = context.path
        // A composite identity spans several values: no single edit renames it.
        let renames = context.file?.shape.identity.count == 1
        // The words and the rename are made when printed, from which comparison, which compared
        // entry and where its name is.
        let message = MessageMaker<(comparison: Int32, index: Int32, namePlace: CompactRange)>(related: { found in
            guard case .renamed(let spelled) = comparisons[Int(found.comparison)].compared(at: Int(found.index)).status else { return [] }
            return [Location(path: prior.path, range: spelled.range)]
        }) { found in
            let comparison = comparisons[Int(found.comparison)], compared = comparison.compared(at: Int(found.index))
            guard case .renamed(let spelled) = compared.status, let movement = compared.trueMovement else { return FindingMessage("") }
            let name = comparison.list.name(of: compared.entry) ?? "", foundName = comparison.prior?.name(of: spelled) ?? ""
            let agrees = compared.entry.claimIsReadable && compared.entry.claimAgrees(with: movement) ? "the claimed move agrees" : "which would make the move \(movement), not the claimed one"
            let namePlace = Location(path: path, range: found.namePlace.range)
            return FindingMessage(
                "'\(name)' is not in \(prior.list(of: comparison)), but '\(foundName)' (rank \(spelled.rank)) is: the same \(entryWord) spelled differently? (\(agrees))",
                related: [RelatedLocation(Location(path: prior.path, range: spelled.range), "\(prior.label(of: comparison)): '\(foundName)' at rank \(spelled.rank)")],
                fix: renames ? Fix(summary: "Use the spelling of \(priorName), \"\(foundName)\".", edits: [TextEdit(namePlace, jsonStringLiteral(foundName))], isSafe: false) : nil)
        }
        var findings: [Finding] = []
        for (comparisonIndex, comparison) in comparisons.enumerated() {
            for index in 0..<comparison.comparedCount where comparison.kind(at: index) == .renamed {
                let compared = comparison.compared(at: index)
                guard case .renamed(let spelled) = compared.status, let name = comparison.list.name(of: compared.entry),
                      comparison.prior?.name(of: spelled) != nil, let field = compared.entry.townName, compared.trueMovement != nil else { continue }
                let namePlace = context.range(of: field)
                findings.append(finding(context, at: namePlace, list: comparison.list.name, identity: name,
                                        source: message.source((Int32(truncatingIfNeeded: comparisonIndex), Int32(truncatingIfNeeded: index),
                                                                CompactRange(namePlace)))))
            }
        }
        return findings
    }
}
