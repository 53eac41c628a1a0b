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

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .string(let s): out += jsonStringLiteral(s)
        case .int(let i): out += String(i)
        case .bool(let b): out += b ? "true" : "false"
        case .null: out += "null"
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "["
            for (n, item) in items.enumerated() {
                if n > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                item.write(to: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{"
            for (n, key) in members.keys.sorted().enumerated() {
                if n > 0 { out += "," }
                newline(&out, indent.map { $0 + 1 })
                out += jsonStringLiteral(key)
                out += indent == nil ? ":" : ": "
                members[key]!.write(to: &out, indent: indent.map { $0 + 1 })
            }
            newline(&out, indent)
            out += "}"
        }
    }

    private func newline(_ out: inout String, _ indent: Int?) {
        guard let indent else { return }
        out += "\n"
        out += String(repeating: "  ", count: indent)
    }
}

/// The JSON string literal for `text`: quotes, backslashes and control characters escaped,
/// everything else (Japanese included) written as is.
public func jsonStringLiteral(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{08}": out += "\\b"
        case "\u{0C}": out += "\\f"
        case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
            out += "\\u" + codePoint(scalar.value).dropFirst(2)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}
