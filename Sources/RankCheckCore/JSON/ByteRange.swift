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
