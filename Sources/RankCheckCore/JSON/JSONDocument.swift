/// A parsed document: the original bytes and the tape of values over them.
public struct JSONDocument: Sendable {
    public let bytes: SourceBytes
    public let nodes: ContiguousArray<JSONNode>
    /// Line starts noted by the parser every few KiB, where finding positions are counted from.
    public let lines: LineCheckpoints
    /// The table the document was read from (CSV, TSV), which its places map back to; nil for JSON.
    public let table: TableSource?

    public init(bytes: SourceBytes, nodes: ContiguousArray<JSONNode>, lines: LineCheckpoints = .none, table: TableSource? = nil) {
        self.bytes = bytes
        self.nodes = nodes
        self.lines = lines
        self.table = table
    }

    /// The bytes of the file as it is on disk: the table's, for a document read from one.
    public var sourceBytes: SourceBytes { table?.bytes ?? bytes }

    /// The memory its text and tape take (a model read from it takes more).
    public var heldBytes: Int { bytes.count + nodes.count * MemoryLayout<JSONNode>.stride }

    /// The top-level value is always node 0.
    public var root: Int { 0 }

    public subscript(_ index: Int) -> JSONNode { nodes[index] }

    public func kind(_ index: Int) -> JSONKind { nodes[index].kind }

    /// The direct children of a container, in order (for objects: the member values).
    public func children(_ index: Int) -> JSONChildren {
        JSONChildren(nodes: nodes, first: index + 1, end: nodes[index].childrenEnd(at: index))
    }

    /// The array element at `index` (elements are linked on the tape: reached in `index` steps).
    public func element(_ array: Int, at index: Int) -> Int? {
        var remaining = index
        for child in children(array) {
            if remaining == 0 { return child }
            remaining -= 1
        }
        return nil
    }

    /// The object member with this key (the first one, if the key is duplicated).
    public func member(_ object: Int, _ key: String) -> Int? {
        children(object).first { keyEquals($0, key) }
    }

    /// The value as text: decoded string contents, or the source text of anything else.
    public func string(_ index: Int) -> String {
        let node = nodes[index]
        if node.kind == .string { return text(ofStringAt: node.range, escaped: node.flag) }
        return sourceText(node.range)
    }

    /// The text of the string literal at `range` (quotes included): without escapes, the bytes
    /// between the quotes, with no scan for the closing one.
    func text(ofStringAt range: ByteRange, escaped: Bool) -> String {
        escaped ? decodeString(from: range.start, escaped: true).text : sourceText(ByteRange(range.start + 1, range.end - 1))
    }

    /// A number's text as the file writes it: a table's cell (`9,010`, `92,5`, where the
    /// document writes 9010 and 92.5), else the document's text.
    public func writtenNumber(_ index: Int) -> String {
        guard let table else { return sourceText(nodes[index].range) }
        let cell = table.sourceRange(nodes[index].range)
        var text = table.bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[cell.start..<cell.end]), as: UTF8.self) }
        // A quoted cell (`"9,010"`): a number holds no quote, so its content is between them.
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = String(text.dropFirst().dropLast()) }
        return text
    }

    /// Where each of `ranges` of the document is in the file as written: the same ranges in
    /// JSON, the bytes of the cells and rows they stand for in a table.
    public func sourceRanges(_ ranges: [ByteRange]) -> [ByteRange] {
        table?.sourceRanges(ranges) ?? ranges
    }

    public func sourceText(_ range: ByteRange) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range.start..<range.end]), as: UTF8.self) }
    }

    public func bool(_ index: Int) -> Bool? {
        switch nodes[index].kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    // MARK: - Keys

    /// The decoded key of an object member.
    public func key(_ index: Int) -> String {
        let node = nodes[index]
        guard node.hasKey else { return "" }
        return decodeString(from: Int(node.keyStart), escaped: true).text
    }

    /// The byte range of a member's key, quotes included.
    public func keyRange(_ index: Int) -> ByteRange {
        let node = nodes[index]
        guard node.hasKey else { return node.range }
        return ByteRange(Int(node.keyStart), decodeString(from: Int(node.keyStart), escaped: false).end)
    }

    /// Compares a member's key with `key` without building a `String` for plain keys.
    public func keyEquals(_ index: Int, _ key: String) -> Bool {
        var key = key
        return key.withUTF8 { keyEquals(index, utf8: $0) }
    }

    /// Compares a member's key with UTF-8 bytes; escaped keys are decoded first.
    public func keyEquals(_ index: Int, utf8 key: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { Self.keyEquals(nodes[index], utf8: key, in: $0) } ?? self.key(index).utf8.elementsEqual(key)
    }

    /// `keyEquals` on the bytes as written, for loops that hold the source as a buffer: nil when
    /// the key holds an escape where the bytes differ, and only its decoded text can tell.
    @inline(__always)
    static func keyEquals(_ node: JSONNode, utf8 key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard node.hasKey else { return false }
        let start = Int(node.keyStart) + 1
        let end = start + key.count
        // The key's bytes, then exactly the closing quote.
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""), ByteWord.equal(UnsafeBufferPointer(rebasing: bytes[start..<end]), key) {
            return true
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]).contains(UInt8(ascii: "\\")) ? nil : false
    }

    /// The byte range of a member's key between its quotes, escapes left as written.
    func keyBody(_ index: Int) -> Range<Int>? {
        let node = nodes[index]
        guard node.hasKey else { return nil }
        return bytes.withUnsafeBufferPointer { Self.keyBody(of: node, in: $0) }
    }

    /// `keyBody` of a member node that has a key, for loops that hold the source as a buffer.
    @inline(__always)
    static func keyBody(of node: JSONNode, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let start = Int(node.keyStart) + 1
        // JSON writes a key before its value: the closing quote is found back from the value over
        // white space and the colon, so the key itself is not scanned.
        var close = min(Int(node.start), bytes.count) - 1
        while close > start, isWhitespace(bytes[close]) { close -= 1 }
        guard close > start, bytes[close] == UInt8(ascii: ":") else { return keyBody(from: start, in: bytes) }
        close -= 1
        while close > start, isWhitespace(bytes[close]) { close -= 1 }
        return start..<max(start, close)
    }

    /// A key read forward from `start` (after its opening quote), eight bytes at a time, to its
    /// closing quote, stepping over escapes: a table's rows share keys written apart from them
    /// (`TableColumns.keyArea`).
    @inline(never)
    private static func keyBody(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var close = start
        while true {
            close = ByteWord.firstIndex(of: quote, backslash, quote, backslash, from: close, in: bytes)
            guard close < bytes.count, bytes[close] == backslash else { break }
            close += 2
        }
        return start..<max(start, min(close, bytes.count))
    }

    private static func isWhitespace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }

    /// True when the object's keys hold no escapes and are pairwise different, decided by
    /// comparing bytes, without building strings: pairwise for small objects, through a table of
    /// the keys' hashes for large ones (50,000 lists in one object, 200,000 keys in one entry).
    /// False means "look closer" (a duplicate or an escape).
    func hasDistinctPlainKeys(_ object: Int) -> Bool {
        // Run for every object of the file: the tape and source are read as buffers, and a small
        // object's keys are kept on the stack; an array is made only past 16 members.
        nodes.withUnsafeBufferPointer { nodes in
            bytes.withUnsafeBufferPointer { bytes in
                withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 16) { few in
                    var count = 0
                    var many: [(body: Range<Int>, hash: UInt32)] = []
                    for member in TapeChildren(of: object, in: nodes) {
                        let value = nodes[member]
                        guard value.hasKey else { return false }
                        let body = Self.keyBody(of: value, in: bytes)
                        if bytes[body].contains(UInt8(ascii: "\\")) { return false }
                        if count < few.count {
                            for other in few[0..<count] where ByteWord.equal(UnsafeBufferPointer(rebasing: bytes[other]),
                                                                             UnsafeBufferPointer(rebasing: bytes[body])) { return false }
                            (few.baseAddress! + count).initialize(to: body)
                        } else {
                            if many.isEmpty { many = few.map { ($0, SeededHash.hash(UnsafeBufferPointer(rebasing: bytes[$0]))) } }
                            many.append((body, SeededHash.hash(UnsafeBufferPointer(rebasing: bytes[body]))))
                        }
                        count += 1
                    }
                    return many.isEmpty || Self.areDistinct(many, in: bytes)
                }
            }
        }
    }

    /// Whether keys (their bodies and hashes) are pairwise different: each put once into an
    /// open-addressed table of key numbers, keys with the same hash compared byte for byte.
    private static func areDistinct(_ keys: [(body: Range<Int>, hash: UInt32)], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // At most half full: a power of two at least twice the key count.
        var slots = [Int](repeating: -1, count: max(16, 1 << (Int.bitWidth - (keys.count * 2 - 1).leadingZeroBitCount)))
        let mask = slots.count - 1
        for (index, key) in keys.enumerated() {
            var slot = Int(key.hash) & mask
            while slots[slot] >= 0 {
                let other = keys[slots[slot]]
                if other.hash == key.hash,
                   ByteWord.equal(UnsafeBufferPointer(rebasing: bytes[other.body]), UnsafeBufferPointer(rebasing: bytes[key.body])) {
                    return false
                }
                slot = (slot + 1) & mask
            }
            slots[slot] = index
        }
        return true
    }

    /// Whether two ranges of the source hold the same bytes.
    func sameBytes(_ a: ByteRange, _ b: ByteRange) -> Bool {
        let count = a.end - a.start
        guard count == b.end - b.start else { return false }
        precondition(a.start >= 0 && b.start >= 0 && a.end <= bytes.count && b.end <= bytes.count, "range outside the source")
        return bytes.withUnsafeBufferPointer { buffer in
            ByteWord.equal(UnsafeBufferPointer(rebasing: buffer[a.start..<a.end]), UnsafeBufferPointer(rebasing: buffer[b.start..<b.end]))
        }
    }

    /// Whether two string values hold the same text: their bytes when neither has escapes.
    public func sameText(_ a: Int, _ b: Int) -> Bool {
        let x = nodes[a], y = nodes[b]
        if x.kind == .string, y.kind == .string, !x.flag, !y.flag {
            return sameBytes(x.range, y.range)
        }
        return string(a).utf8.elementsEqual(string(b).utf8)
    }

    /// Whether a string value's text is `text`, byte for byte: read where it is when it has no
    /// escapes (nothing is made).
    public func hasText(_ index: Int, _ text: ArraySlice<UInt8>) -> Bool {
        let node = nodes[index]
        guard node.kind == .string else { return false }
        guard !node.flag else { return string(index).utf8.elementsEqual(text) }
        let body = ByteRange(node.range.start + 1, node.range.end - 1)
        guard body.end - body.start == text.count else { return false }
        return text.withUnsafeBufferPointer { text in
            bytes.withUnsafeBufferPointer { ByteWord.equal(UnsafeBufferPointer(rebasing: $0[body.start..<body.end]), text) }
        }
    }

    /// Appends a string value's text (decoded) to `text`.
    public func appendText(of index: Int, to text: inout [UInt8]) {
        let node = nodes[index]
        guard node.kind == .string, !node.flag else { return text.append(contentsOf: string(index).utf8) }
        bytes.withUnsafeBufferPointer { text.append(contentsOf: UnsafeBufferPointer(rebasing: $0[node.range.start + 1..<node.range.end - 1])) }
    }

    // MARK: - Numbers

    /// The value of an integer written without fraction or exponent, if it fits in `Int64`.
    public func integer(_ index: Int) -> Int64? {
        let node = nodes[index]
        guard node.kind == .number, !node.flag else { return nil }
        return integer(in: ByteRange(Int(node.start), Int(node.end)))
    }

    /// The value of the integer literal (no fraction or exponent) written at `range`, if it fits.
    func integer(in range: ByteRange) -> Int64? {
        bytes.withUnsafeBufferPointer { Self.integer(in: range, of: $0) }
    }

    /// The same, in a buffer of the source (for loops that hold one).
    @inline(__always)
    static func integer(in range: ByteRange, of bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        // One check for the whole literal instead of one per digit.
        precondition(range.start >= 0 && range.start < range.end && range.end <= bytes.count, "number outside the source")
        var i = range.start
        let end = range.end
        let negative = bytes[i] == UInt8(ascii: "-")
        if negative { i += 1 }
        var value: Int64 = 0
        while i < end {
            let digit = Int64(bytes[i] &- UInt8(ascii: "0"))
            let (shifted, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = sum
            i += 1
        }
        return value
    }

    // MARK: - Strings

    /// Decodes the string literal whose opening quote is at `start`; returns the text and
    /// the offset one past the closing quote. The parser has already validated it.
    func decodeString(from start: Int, escaped: Bool) -> (text: String, end: Int) {
        bytes.withUnsafeBufferPointer { bytes in
            let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
            var i = start + 1
            let count = bytes.count
            // Find the closing quote, skipping escaped characters.
            var sawEscape = false
            while i < count, bytes[i] != quote {
                if bytes[i] == backslash { sawEscape = true; i += 1 }
                i += 1
            }
            let end = min(count, i + 1)
            let body = UnsafeBufferPointer(rebasing: bytes[min(start + 1, count)..<min(i, count)])
            guard escaped && sawEscape else {
                return (String(decoding: body, as: UTF8.self), end)
            }
            // Decoded into UTF-8 bytes and made a string once, each run between escapes copied
            // whole: a text of many lines (an editor's buffer) is mostly such runs.
            var out: [UInt8] = []
            out.reserveCapacity(body.count)
            func hex4(_ at: Int) -> UInt32 {
                var value: UInt32 = 0
                for k in at..<min(at + 4, body.count) {
                    let b = body[k]
                    let digit: UInt8 = b <= UInt8(ascii: "9") ? b &- UInt8(ascii: "0") : (b | 0x20) &- UInt8(ascii: "a") &+ 10
                    value = value << 4 | UInt32(digit & 0xF)
                }
                return value
            }
            var j = 0
            while j < body.count {
                var next = j
                while next < body.count && body[next] != backslash { next += 1 }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: body[j..<next]))
                j = next
                guard j < body.count else { break }
                guard j + 1 < body.count else {
                    out.append(backslash)
                    j += 1
                    continue
                }
                let e = body[j + 1]
                j += 2
                switch e {
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var value = hex4(j)
                    j += 4
                    if (0xD800...0xDBFF).contains(value), j + 5 < body.count, body[j] == backslash {
                        let low = hex4(j + 2)
                        value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                        j += 6
                    }
                    out.append(contentsOf: UTF8.encode(UnicodeScalar(value) ?? "\u{FFFD}")!)
                case 0..<0x80: out.append(e)
                default: out.append(contentsOf: UTF8.encode(UnicodeScalar(e))!)
                }
            }
            return (String(decoding: out, as: UTF8.self), end)
        }
    }
}

/// `JSONChildren` on a tape held as a buffer: a loop that holds the tape for a whole run of
/// lists (or an object's 50,000 members) walks it without counting a reference per step.
struct TapeChildren: Sequence {
    let nodes: UnsafeBufferPointer<JSONNode>
    let first: Int
    let end: Int

    init(of index: Int, in nodes: UnsafeBufferPointer<JSONNode>) {
        self.nodes = nodes
        first = index + 1
        end = nodes[index].childrenEnd(at: index)
    }

    func makeIterator() -> Iterator { Iterator(nodes: nodes, current: first, end: end) }

    struct Iterator: IteratorProtocol {
        let nodes: UnsafeBufferPointer<JSONNode>
        var current: Int
        let end: Int

        mutating func next() -> Int? {
            guard current < end else { return nil }
            defer { current = nodes[current].next }
            return current
        }
    }
}

/// The children of one container, walked by following each child's `next`.
public struct JSONChildren: Sequence, Sendable {
    let nodes: ContiguousArray<JSONNode>
    let first: Int
    let end: Int

    public var isEmpty: Bool { first >= end }

    public func makeIterator() -> Iterator { Iterator(nodes: nodes, current: first, end: end) }

    public struct Iterator: IteratorProtocol {
        let nodes: ContiguousArray<JSONNode>
        var current: Int
        let end: Int

        public mutating func next() -> Int? {
            guard current < end else { return nil }
            defer { current = nodes[current].next }
            return current
        }
    }
}
