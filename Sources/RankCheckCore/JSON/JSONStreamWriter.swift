/// Writes JSON as it goes, laid out exactly as `JSONOutput.rendered()` lays it out (two-space
/// indentation, `"key": value`), so a report streams the bytes it would otherwise have built.
/// Callers give an object's keys in sorted order, as `JSONOutput` sorts them. `compact` writes
/// the same document on one line (JSON Lines).
struct JSONStreamWriter: ~Copyable {
    let compact: Bool
    /// How many containers are open, and for each (bit `level`) whether something has been
    /// written into it: a word, not an array, since it is read at every member.
    private(set) var depth = 0
    private var hasMembers: UInt64 = 0
    /// Bytes on their way to the output (kept in this value, written through a pointer).
    private var bytes: OutputBuffer

    init(_ out: ReportOutput, compact: Bool = false) {
        bytes = OutputBuffer(out)
        self.compact = compact
    }

    /// A writer that goes on inside an array open at `depth` (written elsewhere), after
    /// `afterElements` elements or none: a block of a report's findings written on its own.
    init(_ out: ReportOutput, compact: Bool = false, insideArrayAt depth: Int, afterElements: Bool) {
        self.init(out, compact: compact)
        self.depth = depth
        if afterElements { hasMembers |= 1 << UInt64(depth) }
    }

    /// Notes that elements of the open array were written elsewhere (by the writers above).
    mutating func elementsWrittenElsewhere(_ any: Bool) {
        if any { hasMembers |= 1 << UInt64(depth) }
    }

    /// Hands what is written to the output: at the end, and before anything is written to it directly.
    mutating func flush() { bytes.flush() }

    /// Text that is already JSON (or a line break between documents), written as it is.
    mutating func raw(_ text: String) { bytes.append(text) }

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
        bytes.append(UInt8(ascii: "\""))
        bytes.append(key)
        bytes.append(compact ? "\":" : "\": ")
    }

    /// Starts an element of the open array; the caller writes it.
    mutating func element() { next() }

    mutating func string(_ text: String) {
        appendJSONStringLiteral(text, to: &bytes)
    }

    mutating func int(_ value: Int) { bytes.appendDecimal(value) }

    mutating func bool(_ value: Bool) { bytes.append(value ? "true" : "false") }
    mutating func null() { bytes.append("null") }

    /// A whole value at the current place, at the current indentation.
    mutating func value(_ value: JSONOutput) {
        // Small values (summaries, file lists): rendered as text, then copied.
        var text = ""
        value.write(to: &text, indent: compact ? nil : depth)
        bytes.append(text)
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
        precondition(depth < 63, "report nested too deeply")
        bytes.append(bracket)
        depth += 1
        hasMembers &= ~(1 << UInt64(depth))
    }

    private mutating func close(_ bracket: UInt8) {
        let hadMembers = hasMembers & (1 << UInt64(depth)) != 0
        depth -= 1
        if hadMembers { newline() }
        bytes.append(bracket)
    }

    private mutating func next() {
        let bit: UInt64 = 1 << UInt64(depth)
        if hasMembers & bit == 0 {
            hasMembers |= bit
        } else {
            bytes.append(UInt8(ascii: ","))
        }
        newline()
    }

    private mutating func newline() {
        if compact { return }
        // A line break and the indentation in one copy.
        let width = 1 + 2 * depth
        if width <= Self.indentation.utf8CodeUnitCount {
            bytes.append(UnsafeBufferPointer(start: Self.indentation.utf8Start, count: width))
        } else {
            bytes.append(UInt8(ascii: "\n"))
            for _ in 0..<(2 * depth) { bytes.append(UInt8(ascii: " ")) }
        }
    }

    private static let indentation: StaticString = "\n                                                                "
}
