/// A list's distinct attribute values, each numbered by its exact source bytes as the list is
/// read: a million entries of a big file hold a few dozen line names, so two entries' values
/// are then compared by number, without reading the file at two far-apart places (RC301).
///
/// Open addressing over a power-of-two array that doubles when half full; each slot packs the
/// value's 32-bit hash (seeded per process, so crafted values cannot force collisions) with
/// its number.
public struct AttributeValues: Sendable {
    /// Each value's literal (quotes included) where it first appears; value `n` is at `n - 1`.
    private var literals: [ByteRange] = []
    /// hash << 32 | value number; 0 marks an empty slot.
    private var slots = [UInt64](repeating: 0, count: 16)
    private let seed: UInt64

    public init() {
        var hasher = Hasher()
        hasher.combine(0x5EED)
        seed = UInt64(truncatingIfNeeded: hasher.finalize())
    }

    /// The number of distinct values.
    public var count: Int { literals.count }

    /// The number (from 1) of the value whose literal is `range` of `bytes`, numbered now if new.
    mutating func number(_ range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let hash = hash(range, in: bytes)
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 {
            if let number = match(slots[slot], hash: hash, range, in: bytes) { return number }
            slot = (slot + 1) & (slots.count - 1)
        }
        literals.append(range)
        let number = UInt32(literals.count)
        slots[slot] = UInt64(hash) << 32 | UInt64(number)
        if literals.count * 2 > slots.count { grow() }
        return number
    }

    /// The number this table gives the literal at `range` of `bytes`, if it holds that value.
    func number(of range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        let hash = hash(range, in: bytes)
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 {
            if let number = match(slots[slot], hash: hash, range, in: bytes) { return number }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }

    /// For each of this list's value numbers (index 0 unused), the number `other` (a list of
    /// the same file) gives the same value, or 0 when it has none.
    public func numbers(in other: AttributeValues, bytes: SourceBytes) -> [UInt32] {
        bytes.withUnsafeBufferPointer { buffer in
            [0] + literals.map { other.number(of: $0, in: buffer) ?? 0 }
        }
    }

    /// The number in `slot` if it holds the value at `range` (literals are in the same `bytes`).
    private func match(_ slot: UInt64, hash: UInt32, _ range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        guard UInt32(truncatingIfNeeded: slot >> 32) == hash else { return nil }
        let number = UInt32(truncatingIfNeeded: slot)
        let literal = literals[Int(number) - 1]
        let same = ByteWord.equal(UnsafeBufferPointer(rebasing: bytes[literal.start..<literal.end]),
                                  UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]))
        return same ? number : nil
    }

    private mutating func grow() {
        var larger = [UInt64](repeating: 0, count: slots.count * 2)
        for value in slots where value != 0 {
            var slot = Int(truncatingIfNeeded: value >> 32) & (larger.count - 1)
            while larger[slot] != 0 { slot = (slot + 1) & (larger.count - 1) }
            larger[slot] = value
        }
        slots = larger
    }

    /// A seeded multiply-and-shift hash over the literal's bytes eight at a time: several times
    /// cheaper than `Hasher` on a value read for each of a million entries. The seed is drawn
    /// from `Hasher`'s per-process random seed, so values cannot be crafted to collide.
    private func hash(_ range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var h = seed ^ UInt64(range.end - range.start) &* multiplier
        var i = range.start
        while i + 8 <= range.end {
            h = (h ^ ByteWord.load(bytes, at: i)) &* multiplier
            h ^= h >> 29
            i += 8
        }
        if i < range.end {
            // The last bytes as one word: overlapping the previous word, or byte by byte in a short literal.
            var last: UInt64 = 0
            if range.end - range.start >= 8 {
                last = ByteWord.load(bytes, at: range.end - 8)
            } else {
                for k in i..<range.end { last |= UInt64(bytes[k]) << (8 * (k - i)) }
            }
            h = (h ^ last) &* multiplier
            h ^= h >> 29
        }
        // Final mix (MurmurHash3's), so every bit of the state reaches the 32 bits kept.
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return UInt32(truncatingIfNeeded: h)
    }
}
