/// The bytes of one input, read-only: an array, or memory someone else owns, such as a big
/// file mapped by the command line tool (no copy into fresh memory, whose every page the
/// kernel would have to hand over).
///
/// Every index is checked, as on an array; `withUnsafeBufferPointer` is how scans read it.
public struct SourceBytes: Sendable, RandomAccessCollection, Equatable {
    private let owned: [UInt8]
    private let region: Region?
    public let count: Int

    /// Memory handed over with the function that gives it back, called once it is no longer used.
    private final class Region: Sendable {
        nonisolated(unsafe) let base: UnsafePointer<UInt8>
        let count: Int
        let release: @Sendable (UnsafeRawBufferPointer) -> Void
        let evict: (@Sendable (UnsafeRawBufferPointer) -> Void)?

        init(base: UnsafePointer<UInt8>, count: Int, release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
             evict: (@Sendable (UnsafeRawBufferPointer) -> Void)?) {
            self.base = base
            self.count = count
            self.release = release
            self.evict = evict
        }

        deinit { release(UnsafeRawBufferPointer(start: base, count: count)) }
    }

    public init(_ bytes: [UInt8]) {
        owned = bytes
        region = nil
        count = bytes.count
    }

    /// Bytes the caller owns and never changes; `release` is called when the last copy of
    /// this value is gone (to unmap or free them). `evict`, if given, is called with a stretch
    /// whose memory may be given back for now: the bytes must read the same when touched again
    /// (a mapped file's pages are read from the file again).
    public init(unsafeOwning bytes: UnsafeRawBufferPointer, release: @escaping @Sendable (UnsafeRawBufferPointer) -> Void,
                evict: (@Sendable (UnsafeRawBufferPointer) -> Void)? = nil) {
        owned = []
        count = bytes.count
        region = bytes.baseAddress.map { Region(base: $0.assumingMemoryBound(to: UInt8.self), count: bytes.count, release: release, evict: evict) }
    }

    /// Says that the bytes before `offset` will probably not be read again, so their memory
    /// can be given back (a reader that streams through a big file keeps little of it in
    /// memory). They still read the same if they are; for an array this does nothing.
    public func evict(before offset: Int) {
        evict(0..<offset)
    }

    /// Says that the bytes of `range` will probably not be read again (`evict(before:)`).
    public func evict(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        guard let region, let evict = region.evict, !range.isEmpty else { return }
        evict(UnsafeRawBufferPointer(start: region.base + range.lowerBound, count: range.count))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    @inline(__always)
    public subscript(position: Int) -> UInt8 {
        guard let region else { return owned[position] }
        precondition(position >= 0 && position < count, "index outside the source")
        return region.base[position]
    }

    public func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        guard let region else { return try owned.withUnsafeBufferPointer(body) }
        return try withExtendedLifetime(region) { () throws(E) -> R in try body(UnsafeBufferPointer(start: region.base, count: count)) }
    }

    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    /// A copy as an array (fixes and diffs edit arrays).
    public var array: [UInt8] {
        region == nil ? owned : withUnsafeBufferPointer { Array($0) }
    }

    public static func == (lhs: SourceBytes, rhs: SourceBytes) -> Bool {
        lhs.withUnsafeBufferPointer { a in rhs.withUnsafeBufferPointer { b in ByteWord.equal(a, b) } }
    }
}
