/// A list's distinct attribute values, each numbered by its exact source bytes as the list is
/// read: a million entries of a big file hold a few dozen line names, so two entries' values
/// are then compared by number, without reading the file at two far-apart places (RC301).
///
/// Open addressing over a power-of-two array that doubles when half full; each slot packs the
/// value's `SeededHash` with its number.
public struct AttributeValues: Sendable {
    /// Each value's literal (quotes included) where it first appears; value `n` is at `n - 1`.
    private var literals: [ByteRange] = []
    /// hash << 32 | value number; 0 marks an empty slot.
    private var slots = [UInt64](repeating: 0, count: 16)

    public init() {}

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

    private func hash(_ range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        SeededHash.hash(UnsafeBufferPointer(rebasing: bytes[range.start..<range.end]))
    }
}
