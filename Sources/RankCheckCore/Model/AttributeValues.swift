/// A list's distinct attribute values, each numbered by its exact source bytes as the list is
/// read: a million entries of a big file hold a few dozen line names, so two entries' values
/// are then compared by number, without reading the file at two far-apart places (RC301).
///
/// Open addressing over a power-of-two array that doubles when half full; each slot packs the
/// value's `SeededHash` with its number.
public struct AttributeValues: Sendable {
    /// Each value's literal (quotes included) where it first appears; value `n` is at `n - 1`.
    private var literals: [ByteRange] = []
    /// hash << 32 | value number; 0 marks an empty slot. Made with the first value: most lists
    /// have none, and a file of 100,000 short lists should not make 100,000 empty tables.
    private var slots: [UInt64] = []

    public init() {}

    /// The number of distinct values.
    public var count: Int { literals.count }

    /// The number (from 1) of the value whose literal is `range` of `bytes`, numbered now if new.
    mutating func number(_ range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        if slots.isEmpty { slots = [UInt64](repeating: 0, count: 16) }
        let (hash, slot, found) = probe(range, in: bytes)
        if let found { return found }
        literals.append(range)
        let number = UInt32(literals.count)
        slots[slot] = UInt64(hash) << 32 | UInt64(number)
        if literals.count * 2 > slots.count { grow() }
        return number
    }

    /// The number this table gives the literal at `range` of `bytes`, if it holds that value.
    func number(of range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> UInt32? {
        slots.isEmpty ? nil : probe(range, in: bytes).number
    }

    /// The value's hash, and the number of the slot that holds its number or, when it has none,
    /// the empty slot where it would go (literals are in the same `bytes`).
    private func probe(_ range: ByteRange, in bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt32, slot: Int, number: UInt32?) {
        let value = UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
        let hash = SeededHash.hash(value)
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 {
            if UInt32(truncatingIfNeeded: slots[slot] >> 32) == hash {
                let number = UInt32(truncatingIfNeeded: slots[slot])
                let literal = literals[Int(number) - 1]
                if ByteWord.equal(UnsafeBufferPointer(rebasing: bytes[literal.start..<literal.end]), value) { return (hash, slot, number) }
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (hash, slot, nil)
    }

    /// For each of this list's value numbers (index 0 unused), the number `other` (a list of
    /// the same file) gives the same value, or 0 when it has none.
    public func numbers(in other: AttributeValues, bytes: SourceBytes) -> [UInt32] {
        bytes.withUnsafeBufferPointer { buffer in
            [0] + literals.map { other.number(of: $0, in: buffer) ?? 0 }
        }
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
}

/// Whether an entry's `availableLine` (the reference format's one attribute) is the same value
/// as an entry's of an earlier list of the file, by the numbers each list gives its values:
/// the two lists' values are matched once, not each pair of entries' bytes.
struct SameAvailableLine {
    private let lists: [RankingList]
    private let entryLists: [[RankingEntry]]  // one reference per list, not one per look-up
    private let bytes: SourceBytes
    /// For the list last asked of: the number each earlier list gives its values, and the
    /// earlier list last asked of with its numbers (most files pair a list with one or two).
    private var list = -1
    private var numbersByEarlier: [Int: [UInt32]] = [:]
    private var lastEarlier = -1, lastNumbers: [UInt32] = []

    init(_ lists: [RankingList], bytes: SourceBytes) {
        self.lists = lists
        entryLists = lists.map(\.entries)
        self.bytes = bytes
    }

    /// Whether the entry at `position` of list `list` and the one at `earlierPosition` of list
    /// `earlierList` have the same bytes as their line; false when it cannot tell (either has none).
    mutating func callAsFunction(_ list: Int, _ position: Int, _ earlierList: Int, _ earlierPosition: Int) -> Bool {
        if list != self.list { (self.list, numbersByEarlier, lastEarlier) = (list, [:], -1) }
        let value = Int(entryLists[list][position].availableLineNumber)
        guard value != 0 else { return false }
        if earlierList != lastEarlier {
            if let known = numbersByEarlier[earlierList] {
                lastNumbers = known
            } else {
                lastNumbers = lists[list].attributeValues.numbers(in: lists[earlierList].attributeValues, bytes: bytes)
                numbersByEarlier[earlierList] = lastNumbers
            }
            lastEarlier = earlierList
        }
        // Values numbered alike are the same bytes (numbers differ for any other pair).
        return lastNumbers[value] != 0 && lastNumbers[value] == entryLists[earlierList][earlierPosition].availableLineNumber
    }
}
