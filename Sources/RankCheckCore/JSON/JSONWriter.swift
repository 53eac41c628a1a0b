/// A JSON value to write (reports, baselines): objects keep their keys sorted so output is stable.
public indirect enum JSONOutput: Sendable, Equatable {
    case object([String: JSONOutput])
    case array([JSONOutput])
    case string(String)
    case int(Int)
    case bool(Bool)
    case null

    /// Serialises with two-space indentation and sorted keys; a trailing newline is added by callers.
    public func rendered(pretty: Bool = true) -> String {
        var out = ""
        write(to: &out, indent: pretty ? 0 : nil)
        return out
    }

    /// Writes the value at nesting level `indent` (nil: on one line).
    func write<Out: TextOutputStream>(to out: inout Out, indent: Int?) {
        switch self {
        case .string(let s): out.write(jsonStringLiteral(s))
        case .int(let i): out.write(String(i))
        case .bool(let b): out.write(b ? "true" : "false")
        case .null: out.write("null")
        case .array(let items):
            if items.isEmpty { out.write("[]"); return }
            out.write("[")
            for (n, item) in items.enumerated() {
                if n > 0 { out.write(",") }
                newline(&out, indent.map { $0 + 1 })
                item.write(to: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.write("]")
        case .object(let members):
            if members.isEmpty { out.write("{}"); return }
            out.write("{")
            for (n, (key, value)) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                if n > 0 { out.write(",") }
                newline(&out, indent.map { $0 + 1 })
                out.write(jsonStringLiteral(key))
                out.write(indent == nil ? ":" : ": ")
                value.write(to: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out.write("}")
        }
    }

    private func newline<Out: TextOutputStream>(_ out: inout Out, _ indent: Int?) {
        guard let indent else { return }
        out.write(Self.indentation(indent))
    }

    /// A line break and the indentation of nesting level `level`.
    static func indentation(_ level: Int) -> String {
        level < indentations.count ? indentations[level] : "\n" + String(repeating: "  ", count: level)
    }

    private static let indentations = (0..<16).map { "\n" + String(repeating: "  ", count: $0) }
}

/// The JSON string literal for `text`: quotes, backslashes and control characters escaped,
/// everything else (Japanese included) written as is.
public func jsonStringLiteral(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    appendJSONStringLiteral(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
}

/// `jsonStringLiteral(text)`'s UTF-8, appended to `bytes`: runs that need no escape are copied
/// whole, so reports write strings at memory speed.
func appendJSONStringLiteral<Bytes: ByteAppending & ~Copyable>(_ text: String, to bytes: inout Bytes) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
        var runStart = 0, i = 0
        let count = utf8.count
        while i < count {
            // Eight bytes at a time while none needs a look (no control byte, quote, backslash or 0xE2).
            if i + 8 <= count {
                let word = ByteWord.load(utf8, at: i)
                if ByteWord.anyByteJSONEscapes(in: word) | ByteWord.anyBytes(of: word, equalTo: 0xE2) == 0 {
                    i += 8
                    continue
                }
            }
            let byte = utf8[i]
            // Most bytes need no escape: one comparison chain, not the switch below.
            if byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != 0xE2 {
                i += 1
                continue
            }
            var escape: String?
            var width = 1
            switch byte {
            case UInt8(ascii: "\""): escape = "\\\""
            case UInt8(ascii: "\\"): escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00..<0x20: escape = "\\u" + codePoint(UInt32(byte)).dropFirst(2)
            case 0xE2 where i + 2 < count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                // U+2028 and U+2029 end lines in JavaScript.
                escape = utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                width = 3
            default: break
            }
            guard let escape else {
                i += 1
                continue
            }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
            bytes.append(escape)
            i += width
            runStart = i
        }
        bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
    }
    bytes.append(UInt8(ascii: "\""))
}
