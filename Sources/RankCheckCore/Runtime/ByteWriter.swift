/// Text written one piece after another into memory the writer owns, grown by doubling, and
/// handed over as `SourceBytes` without a copy (`finish`).
///
/// A document written from a table is millions of short pieces (a value, a comma, a brace).
/// Appending to an array checks at every piece that its storage is not shared; the writer owns
/// its memory alone, so a piece is a bounds check, a copy and a count.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    /// A writer with room for `capacity` bytes before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The memory reserved and not yet written, for a `PageWarmer` to fault in ahead of the
    /// writer (moved when the writer grows: the warmer then only touches memory given back).
    var reserved: UnsafeMutableRawBufferPointer { UnsafeMutableRawBufferPointer(start: base, count: capacity) }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if bytes.count > capacity - count { grow(toHold: bytes.count) }
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// The bytes of `range` of `source`.
    @inline(__always)
    mutating func append(_ range: Range<Int>, of source: UnsafeBufferPointer<UInt8>) {
        append(UnsafeBufferPointer(rebasing: source[range]))
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil { append(Array(text.utf8)) }
    }

    mutating func append(repeating byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        if repeats > capacity - count { grow(toHold: repeats) }
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    private mutating func grow(toHold more: Int) {
        let (needed, overflow) = count.addingReportingOverflow(more)
        precondition(!overflow, "a written text passes what memory can hold")
        let larger = max(needed, capacity > Int.max / 2 ? needed : 2 * capacity)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.initialize(from: base, count: count)
        base.deallocate()
        (base, capacity) = (moved, larger)
    }

    /// The bytes written, owned from now on by the value returned.
    consuming func finish() -> SourceBytes {
        let (base, count) = (self.base, self.count)
        discard self
        return SourceBytes(unsafeOwning: UnsafeRawBufferPointer(start: base, count: count)) { $0.baseAddress?.deallocate() }
    }
}
