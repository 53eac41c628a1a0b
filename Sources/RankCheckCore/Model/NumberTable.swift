/// The first position recorded for each whole number (a rank, a prior rank), and how many
/// times it was recorded: arrays for the numbers ranking data uses (0 … a little past the list's
/// length), a dictionary for the rest, so a million ranks cost no hashing.
struct NumberTable: Sendable {
    private var firsts: [Int32]
    /// Empty when the table only finds numbers (`counting: false`).
    private var counts: [Int32]
    private var outliers: [Int: (first: Int, count: Int)] = [:]

    /// A table sized for a list of `length` entries.
    init(forListOf length: Int, counting: Bool = true) {
        let size = length + 64
        firsts = [Int32](repeating: -1, count: size)
        counts = counting ? [Int32](repeating: 0, count: size) : []
    }

    /// Records `position` for `number`; returns the first position recorded before, if any.
    mutating func record(_ number: Int, position: Int) -> Int? {
        guard number >= 0, number < firsts.count else {
            if let existing = outliers[number] {
                outliers[number] = (existing.first, existing.count + 1)
                return existing.first
            }
            outliers[number] = (position, 1)
            return nil
        }
        if !counts.isEmpty { counts[number] += 1 }
        if firsts[number] >= 0 { return Int(firsts[number]) }
        firsts[number] = Int32(truncatingIfNeeded: position)
        return nil
    }

    func first(_ number: Int) -> Int? {
        guard number >= 0, number < firsts.count else { return outliers[number]?.first }
        return firsts[number] >= 0 ? Int(firsts[number]) : nil
    }

    /// How many times `number` was recorded (for a table that is not counting: 0 or 1).
    func count(_ number: Int) -> Int {
        guard number >= 0, number < firsts.count else { return outliers[number]?.count ?? 0 }
        guard !counts.isEmpty else { return firsts[number] >= 0 ? 1 : 0 }
        return Int(counts[number])
    }
}
