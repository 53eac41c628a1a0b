/// A half-open range of byte offsets into a file's original bytes.
///
/// Every value the parser reads, every finding and every fix edit is expressed in
/// byte offsets; line and column are derived only when something is reported.
public struct ByteRange: Hashable, Sendable, Comparable {
    public var start: Int
    public var end: Int

    public init(_ start: Int, _ end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    public var count: Int { end - start }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }
}

/// A byte range in eight bytes, for a place kept for every entry or every finding: a document is
/// smaller than 4 GiB (the parser and the table reader refuse larger), so its offsets fit 32 bits.
public struct CompactRange: Sendable, Equatable {
    private let start: UInt32
    private let end: UInt32

    public init(_ range: ByteRange) {
        start = UInt32(truncatingIfNeeded: range.start)
        end = UInt32(truncatingIfNeeded: range.end)
    }

    public var range: ByteRange { ByteRange(Int(start), Int(end)) }
}
