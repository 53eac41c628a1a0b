/// A reporter's bytes on their way to a `ReportOutput`: written through a pointer into a block
/// of their own and handed over a block at a time.
///
/// An array's `append` checks its capacity and uniqueness on every call, and a report makes a
/// few dozen writes per finding; here a write is a bounds check and a copy. Not copyable: two copies would write into the same block.
struct OutputBuffer: ~Copyable {
    private let out: ReportOutput
    private let base: UnsafeMutablePointer<UInt8>
    private var count = 0
    /// A block's size; a larger single write goes to `out` whole.
    static let capacity = 1 << 16

    init(_ out: ReportOutput) {
        self.out = out
        base = .allocate(capacity: Self.capacity)
    }

    deinit {
        if count > 0 { out.write(bytes: UnsafeBufferPointer(start: base, count: count)) }
        base.deallocate()
    }

    /// Hands what is written to `out`: at the end, and before anything is written to `out` itself.
    mutating func flush() {
        guard count > 0 else { return }
        out.write(bytes: UnsafeBufferPointer(start: base, count: count))
        count = 0
    }

    /// Makes room for `size` more bytes (at most `capacity`).
    @inline(__always)
    private mutating func reserve(_ size: Int) {
        if count + size > Self.capacity { flush() }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        if count + bytes.count > Self.capacity {
            flush()
            if bytes.count > Self.capacity { out.write(bytes: bytes); return }
        }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// `value` in decimal, written straight into the block: no String per number.
    mutating func appendDecimal(_ value: Int) {
        reserve(20)
        var magnitude = value.magnitude
        if value < 0 { base[count] = UInt8(ascii: "-"); count += 1 }
        // Digits are written backwards after counting them, so no scratch buffer is needed.
        let digits = Self.decimalDigits(of: magnitude)
        var index = count + digits - 1
        repeat {
            base[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
        count += digits
    }

    /// How many decimal digits `magnitude` has.
    static func decimalDigits(of magnitude: UInt) -> Int {
        var digits = 1, rest = magnitude / 10
        while rest > 0 { digits += 1; rest /= 10 }
        return digits
    }
}

/// Where escaping functions write: an array (strings built for later) or an `OutputBuffer`
/// (reports as they stream), with the same code.
protocol ByteAppending: ~Copyable {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func appendDecimal(_ value: Int)
}

extension ByteAppending where Self: ~Copyable {
    mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    mutating func appendDecimal(_ value: Int) {
        var text = String(value)
        text.withUTF8 { append($0) }
    }

    mutating func appendRepeated(_ byte: UInt8, count: Int) {
        for _ in 0..<max(0, count) { append(byte) }
    }

    /// `text` with each byte `replacement` names written as that replacement (escapes, tabs):
    /// runs of the bytes it leaves alone are copied whole.
    mutating func append(_ text: String, replacing replacement: (UInt8) -> StaticString?) {
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                guard let replaced = replacement(utf8[index]) else { continue }
                append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                append(replaced)
                runStart = index + 1
            }
            append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }
}

extension OutputBuffer: ByteAppending {}

extension Array: ByteAppending where Element == UInt8 {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}
