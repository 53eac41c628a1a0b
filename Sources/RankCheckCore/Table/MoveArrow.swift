/// A signed move written with an arrow, as tables copied from a web page write a change
/// column: `▲2` (up two places), `▼1` (down one), `▬` (no move), or with `↑` and `↓`, a space
/// after the arrow or not. A table's column of signed moves reads them as its numbers, each in
/// the shape's `positiveIs` sign; the arrow says the direction whatever the sign means.
enum MoveArrow: Sendable, Equatable {
    case up, down, level

    /// The arrows read, each as UTF-8; `▬` is the level mark of the triangles, `=` of the others.
    private static let marks: [(bytes: [UInt8], arrow: MoveArrow, triangle: Bool)] = [
        ([0xE2, 0x96, 0xB2], .up, true), ([0xE2, 0x96, 0xBC], .down, true), ([0xE2, 0x96, 0xAC], .level, true),
        ([0xE2, 0x86, 0x91], .up, false), ([0xE2, 0x86, 0x93], .down, false),
    ]

    /// A move read from a cell: its direction, the digits of how many places (nil for no
    /// move), and whether it is written with triangles (`▲`, `▼`, `▬`).
    struct Reading: Sendable, Equatable {
        let arrow: MoveArrow
        let digits: Range<Int>?
        let triangle: Bool
        /// A space is written between the arrow and the number (`▲ 2`).
        let spaced: Bool
    }

    /// The move the bytes hold: an up or down arrow and an integer (a space between them or
    /// not), or `▬` alone; nil for any other text.
    static func read(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Reading? {
        guard content.count >= 3, bytes[content.lowerBound] == 0xE2,
              let mark = marks.first(where: { $0.bytes.elementsEqual(bytes[content.lowerBound..<content.lowerBound + 3]) })
        else { return nil }
        var digits = content.lowerBound + 3..<content.upperBound
        if mark.arrow == .level { return digits.isEmpty ? Reading(arrow: .level, digits: nil, triangle: mark.triangle, spaced: false) : nil }
        let spaced = digits.first.map { bytes[$0] == UInt8(ascii: " ") } == true
        if spaced { digits = digits.dropFirst() }
        return RankText.isInteger(digits, in: bytes) ? Reading(arrow: mark.arrow, digits: digits, triangle: mark.triangle, spaced: spaced) : nil
    }

    /// `read` of a text.
    static func read(_ text: String) -> Reading? {
        Array(text.utf8).withUnsafeBufferPointer { read(0..<$0.count, in: $0) }
    }

    /// A move of `places` (a number in the shape's sign, `positiveIsUp`) written with arrows:
    /// triangles (`▲2`, `▼1`, `▬`) or the plain arrows (`↑2`, `↓1`, and `=` for none), with a
    /// space after the arrow when `spaced`.
    static func written(_ places: Int, positiveIsUp: Bool, triangle: Bool, spaced: Bool) -> String {
        guard places != 0 else { return triangle ? "▬" : "=" }
        let up = (places > 0) == positiveIsUp
        let arrow = triangle ? (up ? "▲" : "▼") : (up ? "↑" : "↓")
        return arrow + (spaced ? " " : "") + String(places.magnitude)
    }
}
