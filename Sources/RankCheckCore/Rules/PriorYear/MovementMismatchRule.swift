/// RC401: the claimed move differs from the one recomputed from last year's file.
public struct MovementMismatchRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC401", name: "movement-mismatch", defaultSeverity: .error,
        summary: "the claimed movement differs from the one recomputed from the prior year's file",
        rationale: """
        When last year's file lists the same town in the same list at rank p, the true move to \
        rank r is p − r (positive is up). A different `isRankUp` / `rankFluctuation` misinforms \
        readers. The fix rewrites just those two values; `rankcheck validate --fix` applies it.
        """,
        fixable: true, needsPriorYear: true,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "本厚木", "isRankUp": true, "rankFluctuation": 3}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}, {"rank": 3, "townName": "東京", "isRankUp": false, "rankFluctuation": 0}, {"rank": 4, "townName": "目黒", "isRankUp": false, "rankFluctuation": 0}, {"rank": 5, "townName": "本厚木", "isRankUp": false, "rankFluctuation": 0}]}"#,
                        caption: "本厚木 was rank 5 last year: up 4, not up 3"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "柏", "isRankUp": true, "rankFluctuation": 1}, {"rank": 2, "townName": "蕨", "isRankUp": false, "rankFluctuation": 1}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let prior = context.prior else { return [] }
        // The flag encoding's field names, as the fix summary spells them (read once, not per entry).
        let fieldNames = { () -> (String, String) in
            if case .flag(let f, let m) = context.file?.shape.movement { return (f.tokens.last ?? "isRankUp", m.tokens.last ?? "rankFluctuation") }
            return ("isRankUp", "rankFluctuation")
        }()
        var findings: [Finding] = []
        for comparison in context.comparisons {
            let label = prior.label(of: comparison.list.key)
            for compared in comparison.entries(.mismatch) {
                guard case .mismatch(let found, let truth) = compared.status, let name = compared.entry.name,
                      let (range, edits) = correction(context, compared.entry, found: found, truth: truth) else { continue }
                // Values, not sentences: the words are rendered if a report prints them.
                let claim = MovementClaim(compared.entry), encoding = compared.entry.encoding, rank = found.rank
                findings.append(finding(
                    context, at: range, list: comparison.list.name, identity: name,
                    related: [Location(path: prior.path, range: found.range)],
                    fix: edits.map { Fix(summary: "", edits: $0) }) {
                        FindingText(
                            message: "\(claim.sentence) but '\(name)' was rank \(rank) in \(label): \(truth)",
                            related: ["\(label): '\(name)' at rank \(rank)"],
                            fixSummary: Self.fixSummary(encoding, truth: truth, priorRank: rank, fieldNames: fieldNames))
                    })
            }
        }
        return findings
    }

    /// Where the wrong claim is, and the edits that write the true move in the entry's own encoding.
    private func correction(_ context: RuleContext, _ entry: RankingEntry, found: PriorYearIndex.Entry, truth: Movement) -> (ByteRange, [TextEdit]?)? {
        switch entry.encoding {
        case .flag:
            guard let flag = entry.isRankUp, let size = entry.rankFluctuation, let claimedUp = flag.value, let claimedSize = size.value else { return nil }
            var edits: [TextEdit] = []
            if claimedUp != truth.isRankUp { edits.append(TextEdit(context.location(context.range(of: flag)), truth.isRankUp ? "true" : "false")) }
            if claimedSize != truth.fluctuation { edits.append(TextEdit(context.location(context.range(of: size)), String(truth.fluctuation))) }
            // Point at the value that is wrong; the flag when both are.
            return (claimedUp != truth.isRankUp ? context.range(of: flag) : context.range(of: size), edits)
        case .signedUp, .signedDown:
            guard let field = entry.signedMovement else { return nil }
            let value = String(entry.encoding == .signedUp ? truth.delta : -truth.delta)
            return (context.range(of: field), [TextEdit(context.location(context.range(of: field)), value)])
        case .previousRank:
            // A `null` (new entry) is rewritten too; a missing field has nothing to rewrite.
            let node = entry.previousRank?.node ?? context.file.flatMap { file -> Int? in
                guard case .previousRank(let pointer) = file.shape.movement else { return nil }
                return pointer.resolve(in: file.document, from: entry.node)
            }
            guard let node, let doc = context.file?.document else { return (context.range(of: entry), nil) }
            return (doc[node].range, [TextEdit(context.location(doc[node].range), String(found.rank))])
        case .none:
            return nil
        }
    }

    /// The fix's sentence, in the entry's own encoding.
    private static func fixSummary(_ encoding: RankingEntry.MovementField, truth: Movement, priorRank: Int,
                                   fieldNames: (flag: String, size: String)) -> Sentence? {
        switch encoding {
        case .flag: "Change to `\"\(fieldNames.flag)\": \(truth.isRankUp), \"\(fieldNames.size)\": \(truth.fluctuation)`."
        case .signedUp: "Change the movement to `\(truth.delta)`."
        case .signedDown: "Change the movement to `\(-truth.delta)`."
        case .previousRank: "Change the previous rank to `\(priorRank)`."
        case .none: nil
        }
    }
}

/// What an entry claims about its move, kept as values until a message is printed.
struct MovementClaim: Sendable {
    private let movement: Movement?
    private let priorRank: Int?
    private let isNew: Bool
    private let flag: Bool?
    private let size: Int?

    init(_ entry: RankingEntry) {
        movement = entry.claimedMovement
        priorRank = entry.claimedPriorRank
        isNew = entry.encoding == .previousRank && entry.previousRankIsNew
        flag = entry.isRankUp?.value
        size = entry.rankFluctuation?.value
    }

    /// "claims up 3 (prior rank 4)", "claims to be new", or the contradictory pair spelled out.
    var text: String { sentence.text }

    var sentence: Sentence {
        if let movement, let priorRank { return "claims \(movement) (prior rank \(priorRank))" }
        if isNew { return "claims to be new" }
        return "claims 'isRankUp' \(flag.map(String.init) ?? "?") with 'rankFluctuation' \(size.map(String.init) ?? "?")"
    }
}
