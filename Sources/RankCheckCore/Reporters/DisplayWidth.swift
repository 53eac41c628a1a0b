/// Terminal column widths, so carets line up under full-width (Japanese) text.
public enum DisplayWidth {
    /// What a tab expands to in snippets, and so the columns it takes.
    static let tabSpaces: StaticString = "    "
    public static let tabWidth = tabSpaces.utf8CodeUnitCount

    /// 2 for East Asian Wide/Fullwidth characters, 0 for combining marks, else 1.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if scalar == "\t" { return tabWidth }
        // Printable ASCII (most of a snippet's line) is one column, without a Unicode look-up.
        if v >= 0x20 && v < 0x7F { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1100...0x115F).contains(v) || (0x2E80...0x303E).contains(v) || (0x3041...0x33FF).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xA000...0xA4CF).contains(v)
            || (0xAC00...0xD7A3).contains(v) || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v)
            || (0xFF00...0xFF60).contains(v) || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1F64F).contains(v)
            || (0x1F900...0x1F9FF).contains(v) || (0x20000...0x3FFFD).contains(v) {
            return 2
        }
        return 1
    }

    public static func of<S: Sequence>(_ scalars: S) -> Int where S.Element == Unicode.Scalar {
        scalars.reduce(0) { $0 + of($1) }
    }

    public static func of(_ text: String) -> Int { of(text.unicodeScalars) }

    /// Cut to at most `width` columns, ending in an ellipsis when anything was cut.
    public static func truncated(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        var kept = "", used = 0
        for character in text {
            let columns = of(character.unicodeScalars)
            guard used + columns <= width - 1 else { break }
            kept.append(character)
            used += columns
        }
        return kept + "…"
    }

    /// Pads to `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }
}
