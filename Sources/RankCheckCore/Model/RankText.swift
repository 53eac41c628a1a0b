/// A rank as text writes it: digits (`3`, or `03` with leading zeros), an ordinal (`3rd`, as
/// standings copied from a web page write places), a numbered list's number (`3.`, `#3`, as a
/// ranking copied from a web page writes it), a shared rank's tie marker (`T3`, `=3`, `3=`), or
/// a band of ranks shared the way a tie is (`201-250`, `201–250`, `1001+`). A table's rank cells
/// are read so, and a JSON rank's string under `"textRanks"`.
enum RankText {
    /// The rank the bytes hold, its marker or band left out: at most 18 digits; nil for any
    /// other text.
    static func rank(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let digits = digits(content, in: bytes), digits.count <= 18 else { return nil }
        return integer(digits, in: bytes)
    }

    /// The digits of the rank the bytes hold, its ordinal's suffix, marker or band left out,
    /// however many; nil for any other text.
    static func digits(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        if isInteger(content, in: bytes) { return content }
        return ordinalDigits(content, in: bytes) ?? withoutMarker(content, in: bytes) ?? zeroPaddedDigits(content, in: bytes)
            ?? numberedDigits(content, in: bytes)
    }

    /// A positive rank written as the rank in `content` is: an ordinal (`4th`, for a cell written
    /// `4rd` too), with leading zeros to its width (`04`), or as a numbered list numbers it (`4.`,
    /// `#4`); nil for a rank written otherwise (plain digits, a tie marker, a band), and for a
    /// number below 1.
    static func written(_ rank: Int, like content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard rank > 0 else { return nil }
        if isWrittenAsOrdinal(content, in: bytes) { return ordinal(rank) }
        let digits = "\(rank)"
        if zeroPaddedDigits(content, in: bytes) != nil { return String(repeating: "0", count: max(0, content.count - digits.count)) + digits }
        guard numberedDigits(content, in: bytes) != nil else { return nil }
        return bytes[content.lowerBound] == UInt8(ascii: "#") ? "#" + digits : digits + "."
    }

    /// The digits of a rank written as a numbered list numbers its items, `3.` or `#3`; nil for
    /// any other text.
    static func numberedDigits(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard content.count > 1 else { return nil }
        let digits = bytes[content.upperBound - 1] == UInt8(ascii: ".") ? content.dropLast()
            : bytes[content.lowerBound] == UInt8(ascii: "#") ? content.dropFirst() : nil
        return digits.flatMap { isInteger($0, in: bytes) ? $0 : nil }
    }

    /// The digits of a rank written with leading zeros (`01`, `007`, as a list numbered to one
    /// width writes them), the zeros left out; nil for any other text, and for zeros alone.
    static func zeroPaddedDigits(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard content.count > 1, bytes[content.lowerBound] == UInt8(ascii: "0") else { return nil }
        let digits = content.drop { bytes[$0] == UInt8(ascii: "0") }
        return !digits.isEmpty && isInteger(digits, in: bytes) ? digits : nil
    }

    /// The digits of an ordinal, `1st`, `2nd`, `3rd`, `4th`, `11th`, `22nd` (its suffix in
    /// either case, and the one English gives the number: `2th` is no ordinal); nil for any
    /// other text.
    static func ordinalDigits(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard let (digits, suffix) = writtenAsOrdinal(content, in: bytes), bytes[digits.lowerBound] != UInt8(ascii: "0") else { return nil }
        return suffix == ordinalSuffix(lastDigits: integer(digits.suffix(2), in: bytes)) ? digits : nil
    }

    /// Whether the bytes are written as an ordinal is: digits and `st`, `nd`, `rd` or `th` in
    /// either case, the suffix the number's or not (`2th`, which a fix writes `2nd`).
    static func isWrittenAsOrdinal(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        writtenAsOrdinal(content, in: bytes) != nil
    }

    /// The digits of bytes written as an ordinal is, and its suffix lowercased (`st`, `nd`,
    /// `rd` or `th`, the number's or not); nil for any other text.
    private static func writtenAsOrdinal(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (digits: Range<Int>, suffix: String)? {
        guard content.count >= 3, isInteger(content.dropLast(2), in: bytes) else { return nil }
        let suffix = String(decoding: bytes[content.upperBound - 2..<content.upperBound].map { $0 | 0x20 }, as: UTF8.self)
        return ordinalSuffixes.contains(suffix) ? (content.dropLast(2), suffix) : nil
    }

    /// The suffixes English writes an ordinal with (`1st`, `2nd`, `3rd`, `4th`), lowercased.
    static let ordinalSuffixes: Set<String> = ["st", "nd", "rd", "th"]

    /// Whether two bytes are an ordinal's suffix, in either case.
    static func isOrdinalSuffix(_ first: UInt8, _ second: UInt8) -> Bool {
        ordinalSuffixes.contains(String(decoding: [first | 0x20, second | 0x20], as: UTF8.self))
    }

    /// Whether a text is a number written with leading zeros (`zeroPaddedDigits`).
    static func isZeroPadded(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { zeroPaddedDigits(0..<$0.count, in: $0) != nil }
    }

    /// Whether a text is an ordinal (`ordinalDigits`).
    static func isOrdinal(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { ordinalDigits(0..<$0.count, in: $0) != nil }
    }

    /// Whether a text is a numbered list's number (`numberedDigits`).
    static func isNumbered(_ text: String) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { numberedDigits(0..<$0.count, in: $0) != nil }
    }

    /// A positive number written as an ordinal: `1st`, `12th`, `23rd`.
    static func ordinal(_ number: Int) -> String {
        "\(number)" + ordinalSuffix(lastDigits: number % 100)
    }

    /// The suffix English gives a number whose last two digits are these.
    private static func ordinalSuffix(lastDigits: Int) -> String {
        if (11...13).contains(lastDigits) { return "th" }
        return switch lastDigits % 10 {
        case 1: "st"
        case 2: "nd"
        case 3: "rd"
        default: "th"
        }
    }

    /// The rank in a text that marks a tie (`T3`, `T-3`, `=3`, `3=`), or a band of ranks shared the
    /// way a tie is (`201-250` or `201–250`, and `1001+` for the last): the digits alone, of the
    /// band's first rank. A band holds as many entries as it has ranks, so a band read as its
    /// first rank, shared, is checked as competition ranks are (the next starts after it).
    static func withoutMarker(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard content.count > 1 else { return nil }
        let first = bytes[content.lowerBound], last = bytes[content.upperBound - 1]
        if first == UInt8(ascii: "T") || first == UInt8(ascii: "=") {
            var rest = content.dropFirst()
            // `T-3`, as some leaderboards write a tie.
            if first == UInt8(ascii: "T"), rest.count > 1, bytes[rest.lowerBound] == UInt8(ascii: "-") { rest = rest.dropFirst() }
            return isInteger(rest, in: bytes) ? rest : nil
        }
        if last == UInt8(ascii: "=") || last == UInt8(ascii: "+") {
            let rest = content.dropLast()
            return isInteger(rest, in: bytes) ? rest : nil
        }
        return bandStart(content, in: bytes)
    }

    /// Whether a rank's text is a band (`201–250`, `1001+`), not a tie marker or a number.
    static func isBand(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = content.last.map({ bytes[$0] }) else { return false }
        return last == UInt8(ascii: "+") ? isInteger(content.dropLast(), in: bytes) : bandStart(content, in: bytes) != nil
    }

    /// The first rank's digits of a band written `201-250` or `201–250` (an en dash), whose
    /// last rank is not below its first; nil for any other text.
    private static func bandStart(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        bandDigits(content, in: bytes)?.first
    }

    /// The ranks of a band written `201-250` or `201–250` (not `1001+`, which has no last).
    static func bandRanks(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> ClosedRange<Int>? {
        bandDigits(content, in: bytes).map { integer($0.first, in: bytes)...integer($0.last, in: bytes) }
    }

    /// The digits of a band's first and last ranks, the last not below the first.
    private static func bandDigits(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (first: Range<Int>, last: Range<Int>)? {
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        var dash = content.lowerBound
        while dash < content.upperBound, digit.contains(bytes[dash]) { dash += 1 }
        let firstRank = content.lowerBound..<dash
        let enDash: [UInt8] = [0xE2, 0x80, 0x93]
        let dashLength = dash < content.upperBound && bytes[dash] == UInt8(ascii: "-") ? 1
            : dash + 3 <= content.upperBound && bytes[dash..<dash + 3].elementsEqual(enDash) ? 3 : 0
        let lastRank = dash + dashLength..<content.upperBound
        guard dashLength > 0, isInteger(firstRank, in: bytes), isInteger(lastRank, in: bytes), firstRank.count <= 18, lastRank.count <= 18,
              integer(firstRank, in: bytes) <= integer(lastRank, in: bytes) else { return nil }
        return (firstRank, lastRank)
    }

    /// The value of at most 18 digits.
    static func integer(_ digits: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        digits.reduce(0) { $0 * 10 + Int(bytes[$1] - UInt8(ascii: "0")) }
    }

    /// `0` or a nonzero digit followed by digits (no sign).
    static func isInteger(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = range.first else { return false }
        if bytes[first] == UInt8(ascii: "0") { return range.count == 1 }
        return range.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0]) }
    }
}
