/// Text from the data (a name, a value, a file's name, a source line) as the plain-text
/// reports write it: a control character written as an escape (`\n`, `\u{1B}`), so that no
/// value starts a line of its own in a CI log (where a line that starts with `::` is a
/// workflow command) or moves a terminal's cursor or colour. A tab stays a tab.
public enum TerminalText {
    public static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: isControl) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x80 && isControl(UInt8(scalar.value)): out += escape(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A path as a line of a plain-text report starts with it: escaped, and after `./` where it
    /// would start the line with `::` (a file the pull request names `::stop-commands::x.json`).
    public static func path(_ path: String) -> String {
        let shown = escaped(path)
        return shown.hasPrefix("::") ? "./" + shown : shown
    }

    /// A character as its escape, `\u{1B}`: how the reports write one that would not show
    /// (here, and in markup: `markupEscaped`).
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// A C0 control character other than a tab, or DEL.
    private static func isControl(_ byte: UInt8) -> Bool { (byte < 0x20 && byte != 0x09) || byte == 0x7F }
}
