/// A strict RFC 8259 parser that records the byte range of every value.
///
/// It is iterative (no recursion, so deep nesting cannot overflow the stack), scans
/// bytes in a contiguous buffer, and allocates nothing per value: the result is a
/// flat tape of 16-byte `JSONNode`s over the original bytes.
public struct JSONParser: Sendable {
    /// The deepest nesting accepted; deeper documents are reported, not parsed.
    public static let defaultMaximumDepth = 512

    public var maximumDepth: Int

    public init(maximumDepth: Int = JSONParser.defaultMaximumDepth) {
        self.maximumDepth = maximumDepth
    }

    public func parse(_ bytes: SourceBytes) -> Result<JSONDocument, JSONSyntaxError> {
        var tape = TapeSink()
        // Room for a value per 8 bytes: pretty-printed ranking data has one per 24, a minified
        // chart one per 14, and growing the tape copies it whole on the one core that parses.
        // Pages never written are never taken from the system, so the room costs no memory.
        tape.nodes.reserveCapacity(max(16, bytes.count / 8))
        // A big file's tape pages are faulted in on the other core while this one parses.
        let warmer = PageWarmer.warming(reservedBy: &tape.nodes, capacity: tape.nodes.capacity)
        tape.warmer = warmer
        let error = parse(bytes, into: &tape)
        tape.warmer?.finish()
        if let error { return .failure(error) }
        return .success(JSONDocument(bytes: bytes, nodes: tape.nodes, lines: LineCheckpoints(tape.checkpoints)))
    }

    /// Validates `bytes` and hands each value to `sink` in document order (no tape is kept
    /// unless the sink keeps one); nil when the document is valid.
    func parse<Sink: JSONSink>(_ bytes: SourceBytes, into sink: inout Sink) -> JSONSyntaxError? {
        guard bytes.count < Int(UInt32.max) else {
            return JSONSyntaxError("file is larger than 4 GiB, the most rankcheck can address", at: ByteRange(0, 0))
        }
        let depthLimit = maximumDepth
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner<Sink>(buffer: buffer, maximumDepth: depthLimit)
            return scanner.run(into: &sink)
        }
    }
}

private let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")

private struct Scanner<Sink: JSONSink> {
    let buffer: UnsafeBufferPointer<UInt8>
    /// The buffer's length, read from the buffer (not a copy): then `k + 8 <= n` before a word's
    /// load is the load's own bounds check, and the compiler drops the second one.
    var n: Int { buffer.count }
    let maximumDepth: Int
    var i = 0
    /// The line `i` is on (from 1) and where it starts: values are reported with them, so a
    /// sink can note places and line checkpoints without counting lines again. JSON has line
    /// breaks only in white space, so only the white-space skips move them.
    var line = 1
    var lineStart = 0

    init(buffer: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.buffer = buffer
        self.maximumDepth = maximumDepth
    }

    /// Open containers: the sink's token and whether it is an object.
    private var stack: [(token: Int, isObject: Bool)] = []

    mutating func run(into sink: inout Sink) -> JSONSyntaxError? {
        do {
            try checkEncoding()
            try parseDocument(into: &sink)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Document structure

    private mutating func parseDocument(into sink: inout Sink) throws(JSONSyntaxError) {
        var key = KeySpan.none
        skipWhitespace()
        if i >= n { throw error("expected a JSON value, found an empty file", at: i, length: 0) }
        valueLoop: while true {
            // Expecting a value here.
            skipWhitespace()
            guard i < n else { throw error("expected a value, found end of file", at: i, length: 0) }
            let c = buffer[i]
            var opened = false
            if sink.valueCount >= JSONNode.maximumCount {
                throw error("document holds more than \(JSONNode.maximumCount) values, the most rankcheck accepts", at: i)
            }
            switch c {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isObject = c == UInt8(ascii: "{")
                if stack.count >= maximumDepth {
                    throw error("nesting is deeper than \(maximumDepth) levels, the most rankcheck accepts", at: i)
                }
                stack.append((sink.open(isObject: isObject, start: i, key: key, source: buffer), isObject))
                i += 1
                skipLineBreakAndIndent()
                let closer = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                if i < n && buffer[i] == closer {
                    closeContainer(&sink)
                } else if isObject {
                    key = try parseKey(after: "'{'")
                    continue valueLoop
                } else {
                    key = .none
                    opened = true
                }
            case quote:
                let start = i
                let escaped = try scanString()
                sink.scalar(.string, start: start, end: i, key: key, flag: escaped, line: line, lineStart: lineStart, source: buffer)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = i
                let fractional = try scanNumber()
                sink.scalar(.number, start: start, end: i, key: key, flag: fractional, line: line, lineStart: lineStart, source: buffer)
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                let start = i
                let kind = try scanLiteral()
                sink.scalar(kind, start: start, end: i, key: key, flag: false, line: line, lineStart: lineStart, source: buffer)
            default:
                throw unexpectedValue()
            }
            if opened { continue valueLoop }
            // A value is complete: find what follows it.
            while true {
                skipLineBreakAndIndent()
                guard let top = stack.last else {
                    if i < n {
                        var after = error("expected end of file after the top-level value, found \(describe(at: i))", at: i)
                        after.valuesOnLines = i == lineStart && (buffer[i] == UInt8(ascii: "{") || buffer[i] == UInt8(ascii: "["))
                        throw after
                    }
                    return
                }
                guard i < n else {
                    throw error("expected \(top.isObject ? "',' or '}' after object member" : "',' or ']' after array element"), found end of file", at: i, length: 0)
                }
                let c = buffer[i]
                if c == UInt8(ascii: ",") {
                    let comma = i
                    i += 1
                    skipLineBreakAndIndent()
                    if i < n, buffer[i] == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                        throw error("trailing comma before '\(top.isObject ? "}" : "]")' is not allowed", at: comma)
                    }
                    key = top.isObject ? try parseKey(after: "','") : .none
                    continue valueLoop
                } else if c == (top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    closeContainer(&sink)
                } else if top.isObject {
                    throw error("expected ',' or '}' after object member, found \(describe(at: i))", at: i)
                } else {
                    throw error("expected ',' or ']' after array element, found \(describe(at: i))", at: i)
                }
            }
        }
    }

    @inline(__always)  // like parseKey and scanNumber: once per value or container, cheaper than a call
    private mutating func closeContainer(_ sink: inout Sink) {
        let open = stack.removeLast()
        i += 1
        sink.close(open.token, end: i, source: buffer)
    }

    /// Reads `"key"` and the `:` after it; returns where the key is. Both callers have skipped
    /// the white space before the key already.
    @inline(__always)
    private mutating func parseKey(after what: String) throws(JSONSyntaxError) -> KeySpan {
        guard i < n else { throw error("expected a string key after \(what), found end of file", at: i, length: 0) }
        guard buffer[i] == quote else {
            throw error("expected a string key after \(what), found \(describe(at: i))", at: i)
        }
        let start = i
        if !skipPlainKey() { _ = try scanString() }
        let end = i
        // The colon usually follows the key at once.
        if !(i < n && buffer[i] == UInt8(ascii: ":")) {
            skipWhitespace()
            guard i < n else { throw error("expected ':' after object key, found end of file", at: i, length: 0) }
            guard buffer[i] == UInt8(ascii: ":") else {
                throw error("expected ':' after object key, found \(describe(at: i))", at: i)
            }
        }
        i += 1
        return KeySpan(start: UInt32(truncatingIfNeeded: start), end: UInt32(truncatingIfNeeded: end))
    }

    /// Most keys are short plain ASCII: when the first byte in the sixteen after the opening
    /// quote at `i` that is special to a string scan is the closing quote, the key ends there
    /// (skipped here, with no call); otherwise false, and `scanString` reads the key.
    @inline(__always)
    private mutating func skipPlainKey() -> Bool {
        guard i + 17 <= n else { return false }
        var special = specialStringBytes(ByteWord.load(buffer, at: i + 1))
        var offset = i + 1
        if special == 0 {
            special = specialStringBytes(ByteWord.load(buffer, at: i + 9))
            offset = i + 9
        }
        guard special != 0 else { return false }
        let close = offset + special.trailingZeroBitCount >> 3
        guard buffer[close] == quote else { return false }
        i = close + 1
        return true
    }

    // MARK: - Scalars

    /// Scans a string starting at its opening quote; returns whether it holds escapes.
    private mutating func scanString() throws(JSONSyntaxError) -> Bool {
        let open = i
        i += 1
        var escaped = false
        while true {
            // Fast path: eight bytes at a time while none is a quote, backslash, control or
            // non-ASCII byte, then straight to the first one; the last few bytes one at a time.
            if i + 8 <= n {
                let special = specialStringBytes(ByteWord.load(buffer, at: i))
                if special == 0 {
                    i += 8
                    continue
                }
                i += special.trailingZeroBitCount >> 3
            } else {
                while i < n {
                    let b = buffer[i]
                    if b == quote || b == backslash || b < 0x20 || b >= 0x80 { break }
                    i += 1
                }
                guard i < n else {
                    throw JSONSyntaxError("unterminated string: expected '\"' before end of file", at: ByteRange(open, n))
                }
            }
            let b = buffer[i]
            if b == quote {
                i += 1
                return escaped
            } else if b == backslash {
                escaped = true
                try scanEscape()
            } else if b < 0x20 {
                throw error("control character \(codePoint(UInt32(b))) must be escaped in a string\(b == 0x0A ? " (unterminated string?)" : "")", at: i)
            } else if isPlainThreeByteSequence(at: i) {
                // Kana and kanji come in runs: stay here while they last, two at a time.
                i += 3
                while i + 8 <= n && areTwoPlainThreeByteSequences(ByteWord.load(buffer, at: i)) { i += 6 }
                while isPlainThreeByteSequence(at: i) { i += 3 }
            } else {
                try scanUTF8Sequence()
            }
        }
    }

    /// A three-byte UTF-8 sequence with no special case to check (most kana and kanji): a lead
    /// byte E1–EF other than ED (whose range includes surrogates) and two continuation bytes.
    @inline(__always)
    private func isPlainThreeByteSequence(at k: Int) -> Bool {
        guard k + 2 < n else { return false }
        let lead = buffer[k]
        return lead >= 0xE1 && lead <= 0xEF && lead != 0xED && buffer[k + 1] & 0xC0 == 0x80 && buffer[k + 2] & 0xC0 == 0x80
    }

    private mutating func scanEscape() throws(JSONSyntaxError) {
        let start = i
        i += 1
        guard i < n else { throw error("unterminated escape sequence at end of file", at: start, length: 1) }
        switch buffer[i] {
        case quote, backslash, UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            i += 1
        case UInt8(ascii: "u"):
            i += 1
            let unit = try scanHex4(escapeStart: start)
            if (0xDC00...0xDFFF).contains(unit) {
                throw JSONSyntaxError("lone low surrogate \(escapeText(unit)) in string", at: ByteRange(start, i))
            }
            if (0xD800...0xDBFF).contains(unit) {
                guard i + 1 < n, buffer[i] == backslash, buffer[i + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError("lone high surrogate \(escapeText(unit)) in string: expected a low surrogate escape after it", at: ByteRange(start, i))
                }
                let lowStart = i
                i += 2
                let low = try scanHex4(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError("high surrogate \(escapeText(unit)) is followed by \(escapeText(low)), not a low surrogate", at: ByteRange(start, i))
                }
            }
        default:
            throw JSONSyntaxError("invalid escape \(describe(at: i, quotedWithBackslash: true)) in string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: ByteRange(start, min(n, i + 1)))
        }
    }

    private mutating func scanHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard i < n else { throw JSONSyntaxError("incomplete \\u escape: expected 4 hex digits, found end of file", at: ByteRange(escapeStart, n)) }
            let b = buffer[i]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default:
                throw JSONSyntaxError("incomplete \\u escape: expected 4 hex digits, found \(describe(at: i))", at: ByteRange(escapeStart, i + 1))
            }
            value = value << 4 | digit
            i += 1
        }
        return value
    }

    /// Validates one multi-byte UTF-8 sequence and moves past it.
    private mutating func scanUTF8Sequence() throws(JSONSyntaxError) {
        switch UTF8Sequence.check(at: i, in: buffer, end: n) {
        case .valid(let length): i += length
        case .invalid(let range, let fault): throw JSONSyntaxError("invalid UTF-8: \(fault.reason)", at: range, encoding: .notUTF8)
        }
    }

    /// Scans a number; returns whether it has a fraction or an exponent.
    @inline(__always)
    private mutating func scanNumber() throws(JSONSyntaxError) -> Bool {
        let start = i
        if buffer[i] == UInt8(ascii: "-") {
            i += 1
            guard i < n, isDigit(buffer[i]) else {
                throw error("expected a digit after '-', found \(i < n ? describe(at: i) : "end of file")", at: i, length: i < n ? 1 : 0)
            }
        }
        if buffer[i] == UInt8(ascii: "0") {
            i += 1
            if i < n, isDigit(buffer[i]) {
                throw JSONSyntaxError("numbers must not have leading zeros", at: ByteRange(start, i + 1))
            }
        } else {
            while i < n, isDigit(buffer[i]) { i += 1 }
        }
        // Most numbers (ranks and moves) end here, with no fraction or exponent.
        guard i < n, buffer[i] == UInt8(ascii: ".") || buffer[i] | 0x20 == UInt8(ascii: "e") else { return false }
        if buffer[i] == UInt8(ascii: ".") {
            i += 1
            guard i < n, isDigit(buffer[i]) else {
                throw error("expected a digit after the decimal point, found \(i < n ? describe(at: i) : "end of file")", at: i, length: i < n ? 1 : 0)
            }
            while i < n, isDigit(buffer[i]) { i += 1 }
        }
        if i < n, buffer[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < n, buffer[i] == UInt8(ascii: "+") || buffer[i] == UInt8(ascii: "-") { i += 1 }
            guard i < n, isDigit(buffer[i]) else {
                throw error("expected a digit in the exponent, found \(i < n ? describe(at: i) : "end of file")", at: i, length: i < n ? 1 : 0)
            }
            while i < n, isDigit(buffer[i]) { i += 1 }
        }
        return true
    }

    private mutating func scanLiteral() throws(JSONSyntaxError) -> JSONKind {
        // The usual case: the literal's first four bytes compared at once, then the byte after it
        // (a literal must not run on into another word).
        if i + 6 <= n {
            let four = UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt32.self)  // i + 6 <= n: in the buffer
            if four == 0x6575_7274, !isWordByte(buffer[i + 4]) {  // "true"
                i += 4
                return .true
            }
            if four == 0x736C_6166, buffer[i + 4] == UInt8(ascii: "e"), !isWordByte(buffer[i + 5]) {  // "fals" "e"
                i += 5
                return .false
            }
            if four == 0x6C6C_756E, !isWordByte(buffer[i + 4]) {  // "null"
                i += 4
                return .null
            }
        }
        let start = i
        var end = i
        while end < n, isWordByte(buffer[end]) { end += 1 }
        // Compared as bytes: a String for each of a million booleans was a tenth of the parse.
        let kind: JSONKind? = isLiteral("true", from: start, to: end) ? .true
            : isLiteral("false", from: start, to: end) ? .false : isLiteral("null", from: start, to: end) ? .null : nil
        if let kind {
            i = end
            return kind
        }
        let word = String(decoding: buffer[start..<end], as: UTF8.self)
        let expected = ["true", "false", "null"].first { $0.first == word.first } ?? "true"
        throw JSONSyntaxError("invalid literal '\(word)': expected '\(expected)'", at: ByteRange(start, end))
    }

    private func isLiteral(_ literal: StaticString, from start: Int, to end: Int) -> Bool {
        guard end - start == literal.utf8CodeUnitCount else { return false }
        for k in 0..<(end - start) where buffer[start + k] != literal.utf8Start[k] { return false }
        return true
    }

    private func unexpectedValue() -> JSONSyntaxError {
        let c = buffer[i]
        switch c {
        case UInt8(ascii: "+"):
            return error("expected a value, found '+': numbers must not start with '+'", at: i)
        case UInt8(ascii: "."):
            return error("expected a value, found '.': numbers must start with a digit", at: i)
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            return error("expected a value, found \(describe(at: i))", at: i)
        default:
            if isWordByte(c) {
                var end = i
                while end < n, isWordByte(buffer[end]) { end += 1 }
                let word = String(decoding: buffer[i..<end], as: UTF8.self)
                let hint = ["NaN", "Infinity", "-Infinity"].contains(word) ? ": JSON has no NaN or Infinity"
                    : readsLikeTableHeader(wordEnd: end) ? ": this reads like a table's header, and a table is read as one when its name ends in .csv or .tsv"
                    : ""
                return JSONSyntaxError("expected a value, found '\(word)'\(hint)", at: ByteRange(i, end))
            }
            return error("expected a value, found \(describe(at: i))", at: i)
        }
    }

    /// Whether the word just read opens the text and a delimiter follows it, as a CSV or TSV
    /// header's first name does.
    private func readsLikeTableHeader(wordEnd end: Int) -> Bool {
        guard end < n, [UInt8(ascii: ","), UInt8(ascii: "\t"), UInt8(ascii: ";")].contains(buffer[end]) else { return false }
        return (0..<i).allSatisfy { [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(buffer[$0]) }
    }

    // MARK: - Encoding at the start of the file

    private mutating func checkEncoding() throws(JSONSyntaxError) {
        if let mark = UTF8Sequence.byteOrderMark(atStartOf: buffer) {
            throw JSONSyntaxError("file starts with a UTF-8 byte order mark (BOM); JSON text must not begin with one", at: mark, encoding: .byteOrderMark)
        }
        if let other = UTF8Sequence.otherEncoding(atStartOf: buffer) {
            throw JSONSyntaxError("file \(other.words); JSON must be UTF-8", at: other.range, encoding: .utf16)
        }
        if let workbook = UTF8Sequence.workbook(atStartOf: buffer) {
            throw JSONSyntaxError("file \(workbook.words), not JSON text", at: workbook.range, encoding: .workbook)
        }
    }

    // MARK: - Helpers

    /// Bytes above 0x20 are never white space: most calls find a token at once, or after the
    /// one space that follows a colon (both checked where the call is, with no call).
    @inline(__always)
    private mutating func skipWhitespace() {
        if i < n && buffer[i] > 0x20 { return }
        if i + 1 < n && buffer[i] == 0x20 && buffer[i + 1] > 0x20 {
            i += 1
            return
        }
        skipWhitespaceRun()
    }

    /// White space where pretty-printed files end a line (after an opening bracket, a value or
    /// a comma): none, or a line feed and spaces of indentation, skipped where the call is.
    /// Anything else goes to `skipWhitespace`.
    @inline(__always)
    private mutating func skipLineBreakAndIndent() {
        if i < n && buffer[i] > 0x20 { return }
        guard i + 1 < n, buffer[i] == 0x0A else { return skipWhitespace() }
        let k = Self.spacesEnd(in: buffer, from: i + 1)
        guard k < n && buffer[k] > 0x20 else { return skipWhitespace() }
        line += 1
        lineStart = i + 1
        i = k
    }

    /// Where the spaces from `start` end, or a position before the buffer's last eight bytes
    /// from which to go on byte by byte: compared eight at a time with eight spaces (the first
    /// byte that differs ends them).
    @inline(__always)
    private static func spacesEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var k = start
        while k + 8 <= buffer.count {
            let others = ByteWord.load(buffer, at: k) ^ 0x2020_2020_2020_2020
            if others != 0 { return k + others.trailingZeroBitCount >> 3 }
            k += 8
        }
        return k
    }

    private mutating func skipWhitespaceRun() {
        // Worked on in locals (registers), stored back once.
        let buffer = buffer, n = buffer.count
        var k = i, line = line, lineStart = lineStart
        defer {
            i = k
            self.line = line
            self.lineStart = lineStart
        }
        // The usual layout between values: a line feed, then spaces of indentation.
        while k < n && buffer[k] == 0x0A {
            k += 1
            line += 1
            lineStart = k
            k = Self.spacesEnd(in: buffer, from: k)
            if k < n && buffer[k] > 0x20 { return }
        }
        while true {
            // Any other white space: test eight bytes at a time, count the line feeds before
            // the first byte that is not white space, and jump to it. A word with a CR goes
            // byte by byte (a CRLF is one line break).
            if k + 8 <= n {
                let word = ByteWord.load(buffer, at: k)
                let feeds = ByteWord.bytes(of: word, equalTo: 0x0A)
                let returns = ByteWord.bytes(of: word, equalTo: 0x0D)
                if returns == 0 {
                    let other = ~(ByteWord.bytes(of: word, equalTo: 0x20) | feeds | ByteWord.bytes(of: word, equalTo: 0x09)) & ByteWord.highBits
                    let skipped = other == 0 ? 64 : other.trailingZeroBitCount
                    let breaks = skipped == 64 ? feeds : feeds & ((1 << skipped) - 1)
                    if breaks != 0 {
                        line += breaks.nonzeroBitCount
                        lineStart = k + (63 - breaks.leadingZeroBitCount) / 8 + 1  // after the last LF
                    }
                    k += skipped >> 3
                    if other != 0 { return }
                    continue
                }
            }
            guard k < n else { return }
            switch buffer[k] {
            case 0x20, 0x09:
                k += 1
            case 0x0A:
                k += 1
                line += 1
                lineStart = k
            case 0x0D:
                k += 1
                if k < n && buffer[k] == 0x0A { continue }  // the LF ends the line
                line += 1
                lineStart = k
            default:
                return
            }
        }
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func isWordByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || isDigit(b) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
    }

    private func error(_ message: String, at offset: Int, length: Int = 1) -> JSONSyntaxError {
        JSONSyntaxError(message, at: ByteRange(offset, min(n, offset + length)))
    }

    /// Names the byte (or character) at `offset` for a message: `']'`, `'本'`, `U+0009`, `byte 0xFF`.
    private func describe(at offset: Int, quotedWithBackslash: Bool = false) -> String {
        guard offset < n else { return "end of file" }
        let b = buffer[offset]
        // The two slips people make most when writing JSON by hand get a reason.
        if b == UInt8(ascii: "/") && !quotedWithBackslash { return "'/' (comments are not allowed in JSON)" }
        if b == UInt8(ascii: "'") && !quotedWithBackslash { return "''' (JSON strings use double quotes)" }
        if b >= 0x21 && b < 0x7F {
            return quotedWithBackslash ? "'\\\(Character(UnicodeScalar(b)))'" : "'\(Character(UnicodeScalar(b)))'"
        }
        if b < 0x80 { return codePoint(UInt32(b)) }
        var decoder = UTF8()
        var iterator = buffer[offset..<min(n, offset + 4)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return "'\(Character(scalar))' (\(codePoint(scalar.value)))"
        }
        return "byte \(hex(b)) (not valid UTF-8)"
    }
}

/// Whether the first six bytes of the word are two sequences `isPlainThreeByteSequence`
/// accepts: lead bytes E1–EF but ED at 0 and 3, continuation bytes at 1, 2, 4 and 5.
@inline(__always)
private func areTwoPlainThreeByteSequences(_ word: UInt64) -> Bool {
    guard word & 0x0000_C0C0_F0C0_C0F0 == 0x0000_8080_E080_80E0 else { return false }
    let first = word & 0xFF, second = word >> 24 & 0xFF
    return first != 0xE0 && first != 0xED && second != 0xE0 && second != 0xED
}

/// The high bit of the bytes of the word that are `"`, `\`, below 0x20 or at least 0x80 (SWAR: no
/// branches per byte). Exact for the lowest one (a test's borrow can only mark a byte above a
/// match), so the lowest set bit is the first byte a string scan must look at.
@inline(__always)
private func specialStringBytes(_ word: UInt64) -> UInt64 {
    ByteWord.anyByteJSONEscapes(in: word) | (word & ByteWord.highBits)
}

private func hex(_ b: UInt8) -> String { UTF8Sequence.hex(b) }

func codePoint(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - text.count)) + text
}

private func escapeText(_ unit: UInt32) -> String {
    "\\u" + codePoint(unit).dropFirst(2)
}
