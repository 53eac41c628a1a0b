/// Positions by exact town name, byte for byte, for lists of up to millions of towns.
///
/// Open addressing over a power-of-two array: each slot packs the name's 32-bit hash with the
/// position, so a probe compares names only on a probable match, and a million names take
/// 16 MB. The table keeps no names itself: callers say how to compare a candidate position.
/// Hashes come from the standard library's seeded `Hasher`, so crafted names cannot force
/// collisions; callers compute each name's hash once (`NameTable.hash`) and reuse it.
public struct NameTable: Sendable {
    /// hash << 32 | (position + 1); 0 marks an empty slot.
    private var slots: [UInt64]
    private let mask: Int

    /// A table for up to `count` names (at most half full, so probes stay short).
    public init(capacity count: Int) {
        var size = 16
        while size < count * 2 { size <<= 1 }
        slots = HugePages.zeros(count: size)
        mask = size - 1
    }

    /// The hash of a name's UTF-8 bytes (not of its Unicode normal form, which `String` hashes);
    /// 32 bits, so a million names' hashes take 4 MB.
    public static func hash(_ name: String) -> UInt32 {
        var name = name
        var hasher = Hasher()
        name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return UInt32(truncatingIfNeeded: hasher.finalize())
    }

    /// Whether two names are the same bytes (`String ==` compares Unicode canonical forms).
    public static func sameBytes(_ a: String, _ b: String) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        var a = a, b = b
        return a.withUTF8 { x in b.withUTF8 { y in x.elementsEqual(y) } }
    }

    /// The first position stored under `hash` for which `isName` holds.
    public func position(hash: UInt32, where isName: (Int) -> Bool) -> Int? {
        let tag = UInt64(hash) << 32
        var slot = Int(hash) & mask
        while true {
            let value = slots[slot]
            if value == 0 { return nil }
            if value & 0xFFFF_FFFF_0000_0000 == tag, isName(Int(value & 0xFFFF_FFFF) - 1) {
                return Int(value & 0xFFFF_FFFF) - 1
            }
            slot = (slot + 1) & mask
        }
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
}
