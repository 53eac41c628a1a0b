/// RC401: the claimed move differs from the one recomputed from last year's file.
public struct MovementMismatchRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC401", name: "movement-mismatch", defaultSeverity: .error,
        summary: "the claimed movement differs from the one recomputed from the prior period",
        rationale: """
        When last year's file lists the same town in the same list at rank p, the true move to \
        rank r is p − r (positive is up). A different `isRankUp` / `rankFluctuation` misinforms \
        readers. The fix rewrites just those two values; `rankcheck validate --fix` applies it. \
        A list none of whose entries writes its previous rank (a table without that column) \
        claims every entry new: the help says how to leave an edition from before the ranking \
        wrote them out of the rule (`"per-file-ignores"`, which `rankcheck init` writes for such \
        files).
        """,
        fix: .every, needsPriorPeriod: true,
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
        guard let prior = context.prior, let document = context.file?.document else { return [] }
        let counts = context.comparisons.map { $0.count(.mismatch) }
        let shared = Shared(document: document, context: context, prior: prior, counts: counts)
        // Every movement of a big file may be wrong: room for all their findings is made at once.
        return .filled(reserving: counts.reduce(0, +)) { findings, written in
            for (comparisonIndex, comparison) in context.comparisons.enumerated() where counts[comparisonIndex] > 0 {
                written(findings.count)
                for index in 0..<comparison.comparedCount where comparison.kind(at: index) == .mismatch {
                    var details = Details(shared: shared, comparison: comparisonIndex, index: index)
                    guard let mismatch = details.mismatch, let name = comparison.list.name(of: mismatch.entry),
                          let (range, edits, _) = details.correction(mismatch, makingEdits: false) else { continue }
                    details.hasSafeFix = edits != nil
                    // Two indexes, not sentences: the words and the fix are made if a report prints them.
                    findings.append(finding(context, at: range, list: comparison.list.name, identity: name, source: details))
                }
            }
        }
    }

    /// What this rule's findings in one file share, read once rather than per finding: the
    /// file, its list comparisons, last year's file, and the flag encoding's field names as the
    /// fix summary spells them.
    private final class Shared: Sendable {
        let path: String
        let document: JSONDocument
        /// Where the previous rank, signed move or direction is, for entries whose claim is new
        /// (a null, or a missing previous rank).
        let movementPointer: JSONPointer?
        /// The words a direction is written with (none in the other encodings).
        let directionWords: RankingShape.DirectionWords?
        /// Where the size beside a direction is (the `direction` encoding's `magnitude`).
        let sizePointer: JSONPointer?
        /// The names of the flag and its size, or of a direction and its size, as the fix's summary says them.
        let fieldNames: (flag: String, size: String)
        /// The file's list comparisons, as findings look them up (by index: no copy per list).
        let comparisons: [ListComparison]
        /// Last year, as messages name it (a series names each list's previous period instead).
        let prior: PriorPeriod
        /// For each comparison with a wrong claim, whether no entry of its list writes the
        /// previous rank (a table without its column): each entry then claims to be new, as an
        /// edition from before the ranking wrote last period's ranks does.
        let writesNoPreviousRank: [Bool]

        init(document: JSONDocument, context: RuleContext, prior: PriorPeriod, counts: [Int]) {
            path = context.path
            self.document = document
            switch context.file?.shape.movement {
            case .previousRank(let pointer)?, .signed(let pointer, _)?: (movementPointer, directionWords, sizePointer) = (pointer, nil, nil)
            case .direction(let pointer, let words, let size)?: (movementPointer, directionWords, sizePointer) = (pointer, words, size)
            default: (movementPointer, directionWords, sizePointer) = (nil, nil, nil)
            }
            comparisons = context.comparisons
            self.prior = prior
            if case .previousRank(let pointer)? = context.file?.shape.movement {
                writesNoPreviousRank = zip(context.comparisons, counts).map { comparison, count in
                    count > 0 && !comparison.list.entries.contains { pointer.resolve(in: document, from: $0.node) != nil }
                }
            } else {
                writesNoPreviousRank = counts.map { _ in false }
            }
            switch context.file?.shape.movement {
            case .flag(let f, let m)?, .direction(let f, _, let m?)?: fieldNames = (f.tokens.last ?? "isRankUp", m.tokens.last ?? "rankFluctuation")
            default: fieldNames = ("isRankUp", "rankFluctuation")
            }
        }
    }

    /// One wrong claim: which list's comparison, which compared entry, and whether it has a
    /// fix (so that counting fixes looks nothing up).
    private struct Details: MessageSource {
        let shared: Shared
        let comparison: Int32
        let index: Int32
        var hasSafeFix = false

        init(shared: Shared, comparison: Int, index: Int) {
            self.shared = shared
            self.comparison = Int32(truncatingIfNeeded: comparison)
            self.index = Int32(truncatingIfNeeded: index)
        }

        typealias Mismatch = (entry: RankingEntry, found: PriorPeriodIndex.Entry, truth: Movement)

        /// The entry, last year's entry of the same name, and the true move.
        var mismatch: Mismatch? {
            let compared = shared.comparisons[Int(comparison)].compared(at: Int(index))
            guard case .mismatch(let found, let truth) = compared.status else { return nil }
            return (compared.entry, found, truth)
        }

        /// Where last year's entry is.
        private func priorPlace(_ mismatch: Mismatch) -> Location { Location(path: shared.prior.path, range: mismatch.found.range) }

        var relatedPlaces: [Location] { mismatch.map { [priorPlace($0)] } ?? [] }

        var fix: Fix? {
            mismatch.flatMap { correction($0, makingEdits: true)?.edits }.map { Fix(summary: "", edits: $0) }
        }

        func message() -> FindingMessage {
            guard let mismatch, let name = shared.comparisons[Int(comparison)].list.shownName(of: mismatch.entry) else { return FindingMessage("") }
            let (entry, found, truth) = mismatch
            let label = shared.prior.label(of: shared.comparisons[Int(comparison)])
            let message: Sentence = "\(MovementClaim(entry).sentence) but '\(name)' was rank \(found.rank) in \(label): \(truth)"
            let related: Sentence = "\(label): '\(name)' at rank \(found.rank)"
            let fix = correction(mismatch, makingEdits: true).flatMap { correction in
                correction.edits.map { edits in
                    let summary = MovementMismatchRule.fixSummary(entry.encoding, truth: truth, priorRank: found.rank, fieldNames: shared.fieldNames,
                                                                  word: shared.directionWords?.word(for: truth.delta), changes: correction.changes)
                    return Fix(summary: summary?.text ?? "", edits: edits)
                }
            }
            return FindingMessage(message, help: entry.claimsNew ? firstEditionHelp : nil, related: [RelatedLocation(priorPlace(mismatch), related.text)], fix: fix)
        }

        /// What to do when the list writes no previous rank at all: an edition from before the
        /// ranking wrote them is left out of the rule by name.
        private var firstEditionHelp: Sentence? {
            guard shared.writesNoPreviousRank[Int(comparison)], let field = shared.movementPointer?.tokens.last else { return nil }
            return "No entry of this list writes '\(field)', so each claims to be new. If this is an edition from before the ranking wrote last period's ranks, \(leaveOutHelp(shared.path, of: "RC401"))"
        }

        /// Where the wrong claim is and, when `makingEdits`, the edits that write the true move
        /// in the entry's own encoding (nil when there is nothing to rewrite); of a move written
        /// in two fields (a flag or direction, and a size), which of them the edits change.
        func correction(_ mismatch: Mismatch, makingEdits: Bool) -> (range: ByteRange, edits: [TextEdit]?, changes: Changes)? {
            let (entry, found, truth) = mismatch
            var edits: [TextEdit] = []
            func edit(_ range: ByteRange, _ replacement: @autoclosure () -> String) {
                if makingEdits { edits.append(TextEdit(Location(path: shared.path, range: range), replacement())) }
            }
            switch entry.encoding {
            case .flag:
                guard let flag = entry.isRankUp, let size = entry.rankFluctuation, let claimedUp = flag.value, let claimedSize = size.value else { return nil }
                if makingEdits { edits.reserveCapacity(2) }
                let changes = Changes(flag: claimedUp != truth.isRankUp, size: claimedSize != truth.fluctuation)
                if changes.flag { edit(shared.document.range(of: flag), truth.isRankUp ? "true" : "false") }
                if changes.size { edit(shared.document.range(of: size), String(truth.fluctuation)) }
                // Point at the value that is wrong; the flag when both are.
                return (changes.flag ? shared.document.range(of: flag) : shared.document.range(of: size), edits, changes)
            case .signedUp, .signedDown:
                // A `null` (new entry) is rewritten too.
                guard let node = entry.signedMovement?.node ?? shared.movementPointer?.resolve(in: shared.document, from: entry.node) else { return nil }
                let range = shared.document[node].range
                edit(range, String(entry.encoding == .signedUp ? truth.delta : -truth.delta))
                return (range, edits, .one)
            case .previousRank:
                // A `null` (new entry) is rewritten too; a missing field has nothing to rewrite.
                let node = entry.previousRank?.node ?? shared.movementPointer?.resolve(in: shared.document, from: entry.node)
                guard let node else { return (shared.document[entry.node].range, nil, .one) }
                // A previous rank written as a string (`"textRanks"`) stays one.
                edit(shared.document[node].range, shared.document.kind(node) == .string ? "\"\(found.rank)\"" : String(found.rank))
                return (shared.document[node].range, edits, .one)
            case .direction:
                // A `null` (new entry) is rewritten too; with no word for the true direction (no
                // move, where the shape names no word for it) there is no fix.
                guard let node = entry.direction?.node ?? shared.movementPointer?.resolve(in: shared.document, from: entry.node) else { return nil }
                let range = shared.document[node].range
                guard let word = shared.directionWords?.word(for: truth.delta) else { return (range, nil, .one) }
                edit(range, word.json.rendered(pretty: false))
                return (range, edits, .one)
            case .sizedDirection:
                // A `null` (new entry) is rewritten too, with its size; with no word for the true
                // direction, or no size to rewrite, there is no fix.
                let document = shared.document
                guard let node = entry.sizedMovement?.node ?? shared.movementPointer?.resolve(in: document, from: entry.node) else { return nil }
                let range = document[node].range
                guard let word = shared.directionWords?.word(for: truth.delta),
                      let size = shared.sizePointer?.resolve(in: document, from: entry.node) else { return (range, nil, .one) }
                // The claimed move is the model's (none where the entry claims to be new).
                let changes = Changes(flag: entry.sizedMovement?.value.map { $0.signum() != truth.delta.signum() } ?? true,
                                      size: document.integer(size) != Int64(truth.fluctuation))
                if changes.flag { edit(range, word.json.rendered(pretty: false)) }
                if changes.size { edit(document[size].range, String(truth.fluctuation)) }
                // Point at the value that is wrong; the direction when both are.
                return (changes.flag ? range : document[size].range, edits, changes)
            case .none:
                return nil
            }
        }
    }

    /// Of a move written in two fields, a flag or direction and a size: which a fix changes.
    struct Changes {
        let flag: Bool, size: Bool

        /// A move written in one field: the fix changes it.
        static let one = Changes(flag: true, size: false)
    }

    /// The fix's sentence, in the entry's own encoding; of a move written in two fields, it names
    /// the fields the fix changes. Fields are named by their names alone, which read the same in
    /// a table's header and in a JSON entry.
    private static func fixSummary(_ encoding: RankingEntry.MovementField, truth: Movement, priorRank: Int,
                                   fieldNames: (flag: String, size: String), word: RankingShape.MovementValue?, changes: Changes) -> Sentence? {
        func set(flag: String) -> Sentence {
            let settings = [changes.flag ? "'\(fieldNames.flag)' to `\(flag)`" : nil, changes.size ? "'\(fieldNames.size)' to `\(truth.fluctuation)`" : nil]
            return "Set \(settings.compactMap { $0 }.joined(separator: " and "))."
        }
        switch encoding {
        case .flag: return set(flag: String(truth.isRankUp))
        case .signedUp: return "Change the movement to `\(truth.delta)`."
        case .signedDown: return "Change the movement to `\(-truth.delta)`."
        case .previousRank: return "Change the previous rank to `\(priorRank)`."
        case .direction: return word.map { "Change the movement to `\($0.text)`." }
        case .sizedDirection: return word.map { set(flag: $0.text) }
        case .none: return nil
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
    /// A direction without a size: 1 up, -1 down.
    private let direction: Int?

    init(_ entry: RankingEntry) {
        movement = entry.claimedMovement
        priorRank = entry.claimedPriorRank
        isNew = entry.claimsNew
        flag = entry.isRankUp?.value
        size = entry.rankFluctuation?.value
        direction = entry.direction?.value
    }

    /// "claims up 3 (prior rank 4)", "claims to be new", or the contradictory pair spelled out.
    var text: String { sentence.text }

    var sentence: Sentence {
        if let movement, let priorRank { return "claims \(movement) (prior rank \(priorRank))" }
        if isNew { return "claims to be new" }
        if let direction { return direction > 0 ? "claims a move up" : "claims a move down" }
        return "claims 'isRankUp' \(flag.map(String.init) ?? "?") with 'rankFluctuation' \(size.map(String.init) ?? "?")"
    }
}
