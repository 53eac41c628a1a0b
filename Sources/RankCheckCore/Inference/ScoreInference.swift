/// The score: a number that never gets worse as the rank does, or but for the few times
/// RC104 would report.
extension ShapeInference {
    /// Whether a numeric field never gets worse as the rank does: descending (higher is
    /// better) or ascending, how many times it does, and how many neighbouring entries' values
    /// differ (the rest are ties); nil when it does not follow the rank, or is constant.
    func scoreOrder(_ field: String, _ lists: [ListCandidate], rank: String) -> (descending: Bool, inversions: Int, differing: Int, tieMismatches: Int)? {
        var rises = 0, falls = 0, tieMismatches = 0
        for list in lists {
            let document = sources[list.file].document
            var pairs: [(rank: Int64, score: Double)] = []
            for entry in list.entries {
                if let rankNode = value(of: rank, in: entry, list.file), isUnranked(rankNode, in: document) { continue }
                guard let rankNode = value(of: rank, in: entry, list.file), let position = document.wholeNumber(rankNode),
                      let node = value(of: field, in: entry, list.file), document.kind(node) == .number,
                      let score = Double(document.sourceText(document[node].range)) else { return nil }
                pairs.append((position, score))
            }
            pairs.sort { $0.rank < $1.rank }
            for (a, b) in zip(pairs, pairs.dropFirst()) {
                if b.score > a.score { rises += 1 }
                if b.score < a.score { falls += 1 }
                if (a.rank == b.rank) != (a.score == b.score) { tieMismatches += 1 }
            }
        }
        // Nearly monotone: the few inversions (one, or one in fifty at most) are what RC104 reports.
        let total = rises + falls
        guard total > 0 else { return nil }
        if rises <= 1 || rises * 50 <= total, rises < falls { return (true, rises, total, tieMismatches) }
        if falls <= 1 || falls * 50 <= total, falls < rises { return (false, falls, total, tieMismatches) }
        return nil
    }
}
