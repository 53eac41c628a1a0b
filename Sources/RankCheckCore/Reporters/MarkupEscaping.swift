/// Text for HTML and XML content and attribute values (the HTML page, JUnit): markup characters
/// escaped, and the characters XML 1.0 cannot hold (control characters other than tab and line
/// breaks, U+FFFE, U+FFFF) written as `\u{…}`, so a name with a stray control byte stays visible
/// and the document stays well-formed.
func markupEscaped(_ text: String) -> String {
    let plain = text.utf8.allSatisfy { byte in
        byte >= 0x20 && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">")
            && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != 0xEF  // 0xEF: U+FFFE/U+FFFF start with it
    }
    if plain { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
            out += TerminalText.escape(scalar)
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
