/// The score: a number that never gets worse as the rank does, or but for the few times
/// RC104 would report.
extension ShapeInference {
    /// The score chosen from `fields`, its choice and its configuration; nil when no field
    /// follows the rank.
    func score(from fields: [String], in sampled: [ListCandidate], rank: String, ties: Bool) -> (field: String, choice: Choice, configuration: JSONOutput)? {
        // The score with the fewest inversions (what RC104 would report: with shared ranks, also
        // an equal score beside another rank and a different one at a shared rank, as a golf
        // round's strokes are beside the total), then the fewest ties (points rather than games
        // won), then the one the rank is named for (`market_cap` beside `market_cap_rank`), then
        // one named like a score (a league table's points rather than its goal difference,
        // which ties as often); the first of those.
        let reported = { (order: Order) in order.inversions + (ties ? order.tieMismatches : 0) }
        let rankedBy = Self.words(ofName: rank).filter { $0 != "rank" && $0 != "ranking" }
        let preference = { (field: String) in (!rankedBy.isEmpty && Self.words(ofName: field) == rankedBy ? 0 : 2) + (Self.isScoreName(field) ? 0 : 1) }
        let fitting = fields.compactMap { [self] field in scoreOrder(field, sampled, rank: rank).map { (field: field, order: $0) } }
        let fit = { (found: (field: String, order: Order)) in (reported(found.order), -found.order.differing) }
        guard let (field, order) = fitting.min(by: { (fit($0).0, fit($0).1, preference($0.field)) < (fit($1).0, fit($1).1, preference($1.field)) }) else { return nil }
        // A field that follows the rank as closely, beside the one its name prefers.
        let alternative = fitting.first { $0.field != field && fit($0) == fit((field, order)) && $0.order.descending == order.descending }
        let direction = order.descending ? "descending" : "ascending"
        let follows = order.inversions == 0 ? "never \(order.descending ? "rises" : "falls") as the rank falls"
            : "\(order.descending ? "rises" : "falls") as the rank falls only \(Self.times(order.inversions)) in \(order.differing) steps (RC104 reports \(order.inversions == 1 ? "it" : "them"))"
        let choice = Choice(key: "score", value: "/\(field), \(direction)",
                            evidence: order.unscored + order.gaps == 0 ? "a number in every entry that \(follows)"
                                : "a number that \(follows), in every entry but \(Self.unscoredEntries(order)) none",
                            alternative: alternative.map { "/\($0.field) also follows the rank as closely" })
        return (field, choice, .object(["pointer": .string("/" + field), "order": .string(direction)]))
    }

    /// The entries without a score, as the evidence names them: "one at the end of its list,
    /// which writes", "2 between others, which write".
    private static func unscoredEntries(_ order: Order) -> String {
        let count = order.unscored + order.gaps
        let places = [(order.unscored, "at the end of \(order.unscored == 1 ? "its list" : "their lists")"), (order.gaps, "between others")]
            .filter { $0.0 > 0 }
        let which = count == 1 ? "which writes" : "which write"
        guard places.count == 2 else { return "\(count == 1 ? "one" : String(count)) \(places[0].1), \(which)" }
        return "\(count): \(order.unscored) \(places[0].1) and \(order.gaps) \(places[1].1), \(which)"
    }

    /// How a numeric field follows the rank: descending (higher is better) or ascending, how
    /// many times it gets worse as the rank does, how many neighbouring entries' values differ
    /// (the rest are ties), how many ties of one differ from ties of the other, how many
    /// entries below the scored ones write null, and how many between them do.
    typealias Order = (descending: Bool, inversions: Int, differing: Int, tieMismatches: Int, unscored: Int, gaps: Int)

    /// At most one entry in this many with a score may have none between scored ones.
    private static let entriesPerGap = 20

    /// Whether a numeric field never gets worse as the rank does: descending (higher is
    /// better) or ascending, how many times it does, and how many neighbouring entries' values
    /// differ (the rest are ties); nil when it does not follow the rank, or is constant. A
    /// list's entries below every one with a number may write null (a score published for the
    /// first places alone, `n/a` below them, read as null); between them, one in
    /// `entriesPerGap` at most may (a score withheld), so a column mostly empty is no score.
    func scoreOrder(_ field: String, _ lists: [ListCandidate], rank: String) -> Order? {
        var rises = 0, falls = 0, tieMismatches = 0, unscored = 0, gaps = 0, scored = 0
        for list in lists {
            let document = sources[list.file].document
            var pairs: [(rank: Int64, score: Double)] = []
            var unscoredRanks: [Int64] = []
            for entry in list.entries {
                if let rankNode = value(of: rank, in: entry, list.file), isUnranked(rankNode, in: document) { continue }
                guard let rankNode = value(of: rank, in: entry, list.file), let position = document.boundedWholeNumber(rankNode),
                      let node = value(of: field, in: entry, list.file) else { return nil }
                if document.kind(node) == .null {
                    unscoredRanks.append(position)
                    continue
                }
                guard document.kind(node) == .number, let score = Double(document.sourceText(document[node].range)) else { return nil }
                pairs.append((position, score))
            }
            pairs.sort { $0.rank < $1.rank }
            scored += pairs.count
            let between = unscoredRanks.count { $0 < pairs.last?.rank ?? .min }
            gaps += between
            unscored += unscoredRanks.count - between
            for (a, b) in zip(pairs, pairs.dropFirst()) {
                if b.score > a.score { rises += 1 }
                if b.score < a.score { falls += 1 }
                if (a.rank == b.rank) != (a.score == b.score) { tieMismatches += 1 }
            }
        }
        // Nearly monotone: the few inversions (one, or one in fifty at most) are what RC104 reports.
        let total = rises + falls
        guard total > 0, gaps * Self.entriesPerGap <= scored else { return nil }
        if rises <= 1 || rises * 50 <= total, rises < falls { return (true, rises, total, tieMismatches, unscored, gaps) }
        if falls <= 1 || falls * 50 <= total, falls < rises { return (false, falls, total, tieMismatches, unscored, gaps) }
        return nil
    }
}
