/// Writes JSON as it goes, laid out exactly as `JSONOutput.rendered()` lays it out (two-space
/// indentation, `"key": value`), so a report streams the bytes it would otherwise have built.
/// Callers give an object's keys in sorted order, as `JSONOutput` sorts them. `compact` writes
/// the same document on one line (JSON Lines).
struct JSONStreamWriter {
    let out: ReportOutput
    let compact: Bool
    /// For each open container, whether nothing has been written into it yet.
    private var isEmpty: [Bool] = []
    /// Bytes not yet handed to `out`, in blocks. Kept in this value, not in `out`: a class's
    /// stored array is checked for exclusive access at every write, which took a third of the
    /// json report's time at a few dozen writes per finding.
    private var pending: [UInt8] = []
    private static let blockSize = 1 << 16

    init(_ out: ReportOutput, compact: Bool = false) {
        self.out = out
        self.compact = compact
    }

    /// Hands what is pending to `out`: at the end, and before anything is written to `out` itself.
    mutating func flush() {
        guard !pending.isEmpty else { return }
        out.write(bytes: pending)
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func flushWhenFull() {
        if pending.count >= Self.blockSize { flush() }
    }

    /// Text that is already JSON (or a line break between documents), written as it is.
    mutating func raw(_ text: String) {
        pending.append(contentsOf: text.utf8)
        flushWhenFull()
    }

    private var depth: Int { isEmpty.count }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// An object whose members `body` writes.
    mutating func object(_ body: (inout JSONStreamWriter) -> Void) {
        beginObject()
        body(&self)
        endObject()
    }

    /// An array with one element per item, each written by `element`.
    mutating func array<Items: Sequence>(_ items: Items, _ element: (inout JSONStreamWriter, Items.Element) -> Void) {
        beginArray()
        for item in items {
            self.element()
            element(&self, item)
        }
        endArray()
    }

    /// Starts a member of the open object: its key, then the caller writes its value. Keys are
    /// the report's own names (plain ASCII, nothing to escape): their bytes are copied as they are.
    mutating func key(_ key: StaticString) {
        next()
        pending.append(UInt8(ascii: "\""))
        pending.append(contentsOf: UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount))
        pending.append(UInt8(ascii: "\""))
        pending.append(UInt8(ascii: ":"))
        if !compact { pending.append(UInt8(ascii: " ")) }
    }

    /// Starts an element of the open array; the caller writes it.
    mutating func element() { next() }

    mutating func string(_ text: String) {
        appendJSONStringLiteral(text, to: &pending)
        flushWhenFull()
    }

    mutating func int(_ value: Int) {
        // Digits straight into the buffer: no String per number.
        if value < 0 { pending.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { digits in
            repeat {
                digits[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            pending.append(contentsOf: digits[(20 - count)...])
        }
    }

    mutating func bool(_ value: Bool) { raw(value ? "true" : "false") }
    mutating func null() { raw("null") }

    /// A whole value at the current place, at the current indentation.
    mutating func value(_ value: JSONOutput) {
        var stream = ByteStream(bytes: pending)
        pending = []
        value.write(to: &stream, indent: compact ? nil : depth)
        pending = stream.bytes
        flushWhenFull()
    }

    mutating func member(_ key: StaticString, _ text: String) {
        self.key(key)
        string(text)
    }

    mutating func member(_ key: StaticString, _ number: Int) {
        self.key(key)
        int(number)
    }

    mutating func member(_ key: StaticString, _ value: JSONOutput) {
        self.key(key)
        self.value(value)
    }

    mutating func member(_ key: StaticString, optional text: String?) {
        self.key(key)
        if let text { string(text) } else { null() }
    }

    private mutating func open(_ bracket: UInt8) {
        pending.append(bracket)
        isEmpty.append(true)
    }

    private mutating func close(_ bracket: UInt8) {
        if !isEmpty.removeLast() { newline() }
        pending.append(bracket)
        flushWhenFull()
    }

    private mutating func next() {
        if isEmpty[isEmpty.count - 1] {
            isEmpty[isEmpty.count - 1] = false
        } else {
            pending.append(UInt8(ascii: ","))
        }
        newline()
    }

    private mutating func newline() {
        if compact { return }
        // A line break and the indentation in one copy.
        let width = 1 + 2 * depth
        if width <= Self.indentation.utf8CodeUnitCount {
            pending.append(contentsOf: UnsafeBufferPointer(start: Self.indentation.utf8Start, count: width))
        } else {
            pending.append(UInt8(ascii: "\n"))
            pending.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
        }
    }

    private static let indentation: StaticString = "\n                                                                "
}

/// Bytes as a text stream, for `JSONOutput.write`.
private struct ByteStream: TextOutputStream {
    var bytes: [UInt8]

    mutating func write(_ string: String) { bytes.append(contentsOf: string.utf8) }
}
