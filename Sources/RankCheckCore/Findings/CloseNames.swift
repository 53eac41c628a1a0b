/// The candidate nearest to `name` by edit distance, if it is close enough to be a typo.
public func closestName(to name: String, among candidates: [String]) -> String? {
    CloseNames(candidates).closest(to: name)
}

/// Names to suggest for a misspelt one, each lower-cased once for the many names compared with them.
struct CloseNames: Sendable {
    private let candidates: [(name: String, lowered: [Character])]

    init(_ candidates: [String]) {
        self.candidates = candidates.map { ($0, Array($0.lowercased())) }
    }

    /// The candidate nearest to `name` by edit distance, if it is close enough to be a typo.
    func closest(to name: String) -> String? {
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            // The distance is at least the difference in length, and a name more than 3 away
            // is never close enough (the limit below): its distance is not worked out.
            guard abs(candidate.lowered.count - lowered.count) <= 3 else { continue }
            let distance = editDistance(lowered, candidate.lowered)
            if distance < best?.distance ?? .max { best = (candidate.name, distance) }
        }
        guard let best else { return nil }
        let limit = max(1, min(3, max(name.count, best.name.count) / 3))
        return best.distance <= limit ? best.name : nil
    }
}

/// Levenshtein distance over characters.
private func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
