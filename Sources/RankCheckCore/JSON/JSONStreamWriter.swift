/// Writes JSON as it goes, laid out exactly as `JSONOutput.rendered()` lays it out (two-space
/// indentation, `"key": value`), so a report streams the bytes it would otherwise have built.
/// Callers give an object's keys in sorted order, as `JSONOutput` sorts them. `compact` writes
/// the same document on one line (JSON Lines).
struct JSONStreamWriter {
    let out: ReportOutput
    let compact: Bool
    /// For each open container, whether nothing has been written into it yet.
    private var isEmpty: [Bool] = []

    init(_ out: ReportOutput, compact: Bool = false) {
        self.out = out
        self.compact = compact
    }

    private var depth: Int { isEmpty.count }

    mutating func beginObject() { open("{") }
    mutating func endObject() { close("}") }
    mutating func beginArray() { open("[") }
    mutating func endArray() { close("]") }

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

    /// Starts a member of the open object: its key, then the caller writes its value.
    mutating func key(_ key: String) {
        next()
        out.writeJSONString(key)
        out.write(compact ? ":" : ": ")
    }

    /// Starts an element of the open array; the caller writes it.
    mutating func element() { next() }

    func string(_ text: String) { out.writeJSONString(text) }
    func int(_ value: Int) { out.write(String(value)) }
    func bool(_ value: Bool) { out.write(value ? "true" : "false") }
    func null() { out.write("null") }
    /// A whole value at the current place, at the current indentation.
    func value(_ value: JSONOutput) {
        var out = out
        value.write(to: &out, indent: compact ? nil : depth)
    }

    mutating func member(_ key: String, _ text: String) {
        self.key(key)
        string(text)
    }

    mutating func member(_ key: String, _ number: Int) {
        self.key(key)
        int(number)
    }

    mutating func member(_ key: String, _ value: JSONOutput) {
        self.key(key)
        self.value(value)
    }

    mutating func member(_ key: String, optional text: String?) {
        self.key(key)
        if let text { string(text) } else { null() }
    }

    private mutating func open(_ bracket: String) {
        out.write(bracket)
        isEmpty.append(true)
    }

    private mutating func close(_ bracket: String) {
        if !isEmpty.removeLast() { newline() }
        out.write(bracket)
    }

    private mutating func next() {
        if isEmpty[isEmpty.count - 1] {
            isEmpty[isEmpty.count - 1] = false
        } else {
            out.write(",")
        }
        newline()
    }

    private func newline() {
        if compact { return }
        out.write(JSONOutput.indentation(depth))
    }
}
