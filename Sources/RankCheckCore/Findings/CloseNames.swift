/// The candidate nearest to `name` by edit distance, if it is close enough to be a typo.
public func closestName(to name: String, among candidates: [String]) -> String? {
    CloseNames(candidates).closest(to: name)
}

/// Names to suggest for a misspelt one, each lower-cased once for the many names compared with them.
struct CloseNames: Sendable {
    /// Each candidate with its lower-cased characters as numbers: equal numbers, equal characters.
    private let candidates: [(name: String, lowered: [Int32])]
    /// The number of each character the candidates hold.
    private let characterNumbers: [Character: Int32]

    init(_ candidates: [String]) {
        var numbers: [Character: Int32] = [:]
        self.candidates = candidates.map { candidate in
            (candidate, candidate.lowercased().map { character in
                if let number = numbers[character] { return number }
                let number = Int32(numbers.count)
                numbers[character] = number
                return number
            })
        }
        characterNumbers = numbers
    }

    /// The candidate nearest to `name` by edit distance, if it is close enough to be a typo.
    func closest(to name: String) -> String? {
        // A character no candidate holds matches none of theirs: -1 for each.
        let lowered = name.lowercased().map { characterNumbers[$0] ?? -1 }
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

/// Levenshtein distance over characters, each given as its number.
private func editDistance(_ a: [Int32], _ b: [Int32]) -> Int {
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
