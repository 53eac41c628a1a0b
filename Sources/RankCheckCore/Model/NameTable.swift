/// Positions by exact town name, byte for byte, for lists of up to millions of towns.
///
/// Open addressing over a power-of-two array: each slot packs the name's 32-bit hash with the
/// position, so a probe compares names only on a probable match, and a million names take
/// 16 MB. The table keeps no names itself: callers say how to compare a candidate position.
/// Hashes are seeded per process (`SeededHash`), so crafted names cannot force collisions;
/// callers compute each name's hash once (`NameTable.hash`) and reuse it.
public struct NameTable: Sendable {
    /// hash << 32 | (position + 1); 0 marks an empty slot.
    private var slots: [UInt64]
    private let mask: Int

    /// A table for up to `count` names (at most half full, so probes stay short).
    /// A table for no names has no slots (50,000 empty lists allocate nothing here); one for
    /// one name has two (there may be 100,000 one-entry lists).
    public init(capacity count: Int) {
        var size = count == 0 ? 0 : 2
        while size < count * 2 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = max(0, size - 1)
    }

    /// The hash of a name's UTF-8 bytes (not of its Unicode normal form, which `String` hashes);
    /// 32 bits, so a million names' hashes take 4 MB.
    public static func hash(_ name: String) -> UInt32 {
        withBytes(of: name, SeededHash.hash)
    }

    /// Whether two names are the same bytes (`String ==` compares Unicode canonical forms).
    public static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        return withBytes(of: a) { x in withBytes(of: b) { y in ByteWord.equal(x, y) } }
    }

    /// A name's UTF-8 bytes, read where a native or small string keeps them (`withUTF8` would
    /// copy the string first); any other string is copied.
    @inline(__always)
    static func withBytes<R>(of name: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        name.utf8.withContiguousStorageIfAvailable(body) ?? Array(name.utf8).withUnsafeBufferPointer(body)
    }

    /// The first position stored under `hash` for which `isName` holds.
    public func position(hash: UInt32, where isName: (Int) -> Bool) -> Int? {
        slots.isEmpty ? nil : probe(hash, from: slots[Int(hash) & mask], where: isName)
    }

    /// The probe sequence of `hash`, whose first slot holds `first`.
    private func probe(_ hash: UInt32, from first: UInt64, where isName: (Int) -> Bool) -> Int? {
        let tag = UInt64(hash) << 32
        var slot = Int(hash) & mask
        var value = first
        while value != 0 {
            if value & 0xFFFF_FFFF_0000_0000 == tag, isName(Int(value & 0xFFFF_FFFF) - 1) {
                return Int(value & 0xFFFF_FFFF) - 1
            }
            slot = (slot + 1) & mask
            value = slots[slot]
        }
        return nil
    }

    /// Records `position` under `hash` unless a position for which `isName` holds is there
    /// already; returns that earlier position (one probe sequence for the look-up and the insert).
    public mutating func record(hash: UInt32, position: Int, where isName: (Int) -> Bool) -> Int? {
        let tag = UInt64(hash) << 32
        var slot = Int(hash) & mask
        while true {
            let value = slots[slot]
            if value == 0 {
                slots[slot] = tag | UInt64(UInt32(truncatingIfNeeded: position + 1))
                return nil
            }
            if value & 0xFFFF_FFFF_0000_0000 == tag, isName(Int(value & 0xFFFF_FFFF) - 1) {
                return Int(value & 0xFFFF_FFFF) - 1
            }
            slot = (slot + 1) & mask
        }
    }

    // Whole lists at once. A table for a big list is bigger than the processor's caches, so
    // each probe's first read waits on memory; reading the first slots of a batch of names
    // before examining any lets those waits overlap instead of adding up (the processor can
    // only look a few dozen instructions ahead on its own).

    /// Names looked up or recorded per batch: enough memory reads in flight, few enough to
    /// stay in registers.
    static let batch = 16

    /// `position(hash:where:)` for names `0..<count`: `found(name, position)` for each name in
    /// the table, in order. `hash(name)` is nil for a name to skip; `isName(name, position)`
    /// says whether the entry at `position` is that name.
    public func positions(count: Int, hash: (Int) -> UInt32?, where isName: (_ name: Int, _ position: Int) -> Bool,
                          _ found: (_ name: Int, _ position: Int) -> Void) {
        guard !slots.isEmpty else { return }
        Self.inBatches(count: count, hash: hash, firstSlot: { slots[Int($0) & mask] }) { name, hash, first in
            if let position = probe(hash, from: first, where: { isName(name, $0) }) { found(name, position) }
        }
    }

    /// `record(hash:position:where:)` for names `0..<count`, each recorded at position
    /// `firstPosition + name` (a table shared by several lists numbers their entries one after
    /// another): `repeated(name, first)` for each name whose position `first` was there already.
    public mutating func record(count: Int, firstPosition: Int = 0, hash: (Int) -> UInt32?,
                                where isName: (_ name: Int, _ position: Int) -> Bool,
                                repeated: (_ name: Int, _ first: Int) -> Void) {
        let mask = mask
        Self.inBatches(count: count, hash: hash, firstSlot: { slots[Int($0) & mask] }) { name, hash, first in
            let slot = Int(hash) & mask
            // An empty first slot that no earlier name of the batch has taken: nothing to compare.
            if first == 0, slots[slot] == 0 {
                slots[slot] = UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: firstPosition + name + 1))
            } else if let earlier = record(hash: hash, position: firstPosition + name, where: { isName(name, $0) }) {
                repeated(name, earlier)
            }
        }
    }

    /// Calls `body(name, hash, first)` for names `0..<count` in order, where `first` is what
    /// `firstSlot(hash)` read for the name together with the rest of its batch.
    private static func inBatches(count: Int, hash: (Int) -> UInt32?, firstSlot: (UInt32) -> UInt64,
                                  _ body: (Int, UInt32, UInt64) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: batch) { first in
            var start = 0
            while start < count {
                let end = min(start + batch, count)
                for name in start..<end {
                    if let hash = hash(name) { first[name - start] = firstSlot(hash) }
                }
                for name in start..<end {
                    if let hash = hash(name) { body(name, hash, first[name - start]) }
                }
                start = end
            }
        }
    }
}
