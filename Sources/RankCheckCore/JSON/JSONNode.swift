/// The JSON type of a parsed value.
public enum JSONKind: UInt8, Sendable, CustomStringConvertible {
    case object = 0, array, string, number, `true`, `false`, null

    /// The name used in messages ("expected an integer, found string").
    public var description: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .true, .false: "boolean"
        case .null: "null"
        }
    }
}

/// One value on the parser's tape: 16 bytes, no pointers, no per-value allocation.
///
/// Values are stored in document order. A container's children follow it directly;
/// `next` is the index of the first node after the container's whole subtree, so
/// siblings can be walked without recursion.
public struct JSONNode: Sendable, Equatable {
    /// Byte offset of the value's first byte.
    public var start: UInt32
    /// Byte offset one past the value's last byte.
    public var end: UInt32
    /// For an object member: byte offset of the key's opening quote; otherwise `noKey`.
    public var keyStart: UInt32
    /// kind (3 bits) | flag (1 bit) | next (28 bits)
    var bits: UInt32

    static let noKey = UInt32.max
    static let nextMask: UInt32 = (1 << 28) - 1
    static let flagBit: UInt32 = 1 << 28
    /// The most nodes one document may hold (the `next` field has 28 bits).
    public static let maximumCount = Int(nextMask)

    init(kind: JSONKind, start: Int, end: Int, keyStart: UInt32, flag: Bool, next: Int) {
        self.start = UInt32(truncatingIfNeeded: start)
        self.end = UInt32(truncatingIfNeeded: end)
        self.keyStart = keyStart
        self.bits = UInt32(kind.rawValue) << 29 | (flag ? Self.flagBit : 0) | UInt32(truncatingIfNeeded: next)
    }

    public var kind: JSONKind { JSONKind(rawValue: UInt8(bits >> 29)) ?? .null }
    /// Strings: the text holds escapes. Numbers: the text has a fraction or exponent.
    public var flag: Bool { bits & Self.flagBit != 0 }
    /// Index of the first node after this value's subtree.
    public var next: Int { Int(bits & Self.nextMask) }
    /// Where the children of this node, at `index` on the tape, end (right after it when it
    /// is not a container: then it has none).
    func childrenEnd(at index: Int) -> Int { kind == .object || kind == .array ? next : index + 1 }
    public var hasKey: Bool { keyStart != Self.noKey }
    public var range: ByteRange { ByteRange(Int(start), Int(end)) }

    mutating func setNext(_ next: Int) {
        bits = (bits & ~Self.nextMask) | UInt32(truncatingIfNeeded: next)
    }
}
