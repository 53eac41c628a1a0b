/// The first position recorded for each whole number (a rank, a prior rank), and how many
/// times it was recorded: arrays for the numbers ranking data uses (0 … a little past the list's
/// length), a dictionary for the rest, so a million ranks cost no hashing.
struct NumberTable: Sendable {
    private var firsts: [Int32]
    /// Empty when the table only finds numbers (`counting: false`).
    private var counts: [Int32]
    private var outliers: [Int: (first: Int, count: Int)] = [:]
    /// For a reusable table, the numbers recorded in the arrays since it was made or reset: the
    /// next list clears what the last one set, so 100,000 short lists fill one table, not 100,000.
    private let reusable: Bool
    private var recorded: [Int32] = []

    /// A table sized for a list of `length` entries; a `reusable` one can be `reset` for the next.
    init(forListOf length: Int = 0, counting: Bool = true, reusable: Bool = false) {
        let size = length + 64
        self.reusable = reusable
        firsts = [Int32](repeating: -1, count: size)
        counts = counting ? [Int32](repeating: 0, count: size) : []
    }

    /// Empties a reusable table for a list of `length` entries, keeping its storage.
    mutating func reset(forListOf length: Int) {
        precondition(reusable, "only a reusable table knows what to clear")
        for number in recorded {
            firsts[Int(number)] = -1
            if !counts.isEmpty { counts[Int(number)] = 0 }
        }
        recorded.removeAll(keepingCapacity: true)
        if !outliers.isEmpty { outliers.removeAll() }
        let size = length + 64
        if size > firsts.count {
            firsts.append(contentsOf: repeatElement(-1, count: size - firsts.count))
            if !counts.isEmpty { counts.append(contentsOf: repeatElement(0, count: size - counts.count)) }
        }
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
        if reusable { recorded.append(Int32(truncatingIfNeeded: number)) }
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
