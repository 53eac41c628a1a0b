import Testing
@testable import RankCheckCore

/// The language server's positions, counted from notes along long lines, agree with counting
/// each line's characters from its start, in every encoding, on lines shorter and many times
/// longer than the notes' spacing (a small one here, so that every place is tried).
@Suite struct TextLinesTests {
    /// Characters of one, two, three and four UTF-8 bytes (the last two UTF-16 units).
    static let characters = ["a", "é", "町", "𝔸", " ", "\""]

    /// Lines of every kind: empty, short, CRLF-ended, and longer than several notes apart,
    /// built from characters that fall on every side of a note's offset.
    static let spacing = 64

    static func text(seed: UInt64) -> String {
        var generator = SeededGenerator(state: seed)
        var lines: [String] = ["", "ab", "町𝔸\r"]
        for length in [spacing / 2, spacing * 3 + 7, spacing * 5 / 2, spacing * 40 + 3] {
            lines.append(String((0..<length).map { _ in Character(characters[Int(generator.next() % UInt64(characters.count))]) }))
        }
        lines.shuffle(using: &generator)
        return lines.joined(separator: "\n") + (seed % 2 == 0 ? "\n" : "")
    }

    /// The units of a character in `encoding`, as Swift's own UTF-8 and UTF-16 count them.
    static func width(_ scalar: Unicode.Scalar, _ encoding: PositionEncoding) -> Int {
        encoding == .utf8 ? UTF8.width(scalar) : encoding == .utf16 ? UTF16.width(scalar) : 1
    }

    @Test(arguments: [PositionEncoding.utf8, .utf16, .utf32], [UInt64(1), 2, 3, 4, 5, 6])
    func positionsAndOffsetsAgreeWithCountingFromTheLineStart(_ encoding: PositionEncoding, _ seed: UInt64) {
        let text = Self.text(seed: seed)
        let bytes = Array(text.utf8)
        let lines = TextLines(bytes, spacing: Self.spacing)
        // Each character's place counted from its line's start, one character after another.
        var line = 0, character = 0, offset = 0
        for scalar in text.unicodeScalars {
            let expected = (line, character)
            let position = lines.position(of: offset, encoding)
            #expect(position == expected, "offset \(offset)")
            // Between a CR and its LF is inside the line break: the line's end is before both.
            let inLineBreak = scalar == "\n" && offset > 0 && bytes[offset - 1] == 13
            #expect(lines.offset(line: expected.0, character: expected.1, encoding) == (inLineBreak ? offset - 1 : offset), "line \(line), character \(character)")
            offset += UTF8.width(scalar)
            character += Self.width(scalar, encoding)
            if scalar == "\n" { (line, character) = (line + 1, 0) }
        }
        #expect(lines.position(of: bytes.count, encoding).line == line)
    }

    /// A character past a line's end is the line's end, before its line break (CR LF or LF).
    @Test func aCharacterPastTheEndOfALineIsItsEnd() {
        let lines = TextLines(Array("ab\r\n町\nxyz".utf8))
        #expect(lines.offset(line: 0, character: 9, .utf16) == 2)
        #expect(lines.offset(line: 1, character: 9, .utf8) == 7)
        #expect(lines.offset(line: 2, character: 9, .utf32) == 11)
        #expect(lines.offset(line: 3, character: 0, .utf16) == 11 && lines.offset(line: 4, character: 0, .utf16) == nil)
    }
}
