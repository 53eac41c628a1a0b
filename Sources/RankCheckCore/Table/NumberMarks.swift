/// How a table writes numbers besides the way JSON does: with a decimal comma (`92,5`), as
/// spreadsheets write them where the comma is the decimal mark, and with a mark between
/// thousands (`11,830`, `1.234,5`, `1 234`), as web pages and exports do. The configuration's
/// `"table": {"decimal": ",", "thousands": "."}`. A space between thousands is also written as
/// French typography writes it, a no-break space (U+00A0) or a narrow one (U+202F).
public struct NumberMarks: Sendable, Equatable {
    /// The mark before a number's fraction: `.` (JSON's) or `,`.
    public var decimal = UInt8(ascii: ".")
    /// The mark between a number's thousands, if the table writes one.
    public var thousands: UInt8?

    public init(decimal: UInt8 = UInt8(ascii: "."), thousands: UInt8? = nil) {
        self.decimal = decimal
        self.thousands = thousands
    }

    /// JSON's way alone: numbers are read as JSON reads them.
    public var isJSONs: Bool { decimal == UInt8(ascii: ".") && thousands == nil }

    /// The marks `thousands` may be: a comma, a point, a space or an apostrophe.
    static let thousandsMarks: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "'")]

    /// Whether the bytes are a number written with these marks,
    /// `-?(0|[1-9][0-9]*|[1-9][0-9]{0,2}(T[0-9]{3})+)(D[0-9]+)?` (T the thousands mark, D the
    /// decimal one), and if so whether it has a fraction; nil for any other text.
    func hasFraction(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        var i = content.lowerBound
        let end = content.upperBound
        if i < end, bytes[i] == UInt8(ascii: "-") { i += 1 }
        // The whole part: its digits, and each group of three after a thousands mark.
        let start = i
        while i < end, digit.contains(bytes[i]) { i += 1 }
        let leading = i - start
        guard leading > 0, leading == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        if thousandsMarkLength(at: i, in: bytes, end: end) > 0 {
            guard leading <= 3 else { return nil }
            while case let mark = thousandsMarkLength(at: i, in: bytes, end: end), mark > 0 {
                guard (i + mark..<i + mark + 3).allSatisfy({ $0 < end && digit.contains(bytes[$0]) }) else { return nil }
                i += mark + 3
            }
        }
        guard i < end else { return false }
        guard bytes[i] == decimal, i + 1 < end else { return nil }
        i += 1
        while i < end, digit.contains(bytes[i]) { i += 1 }
        return i == end ? true : nil
    }

    /// How many bytes the thousands mark at `index` takes, 0 where there is none.
    private func thousandsMarkLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        guard let thousands, index < end else { return 0 }
        if bytes[index] == thousands { return 1 }
        guard thousands == UInt8(ascii: " ") else { return 0 }
        // U+00A0 and U+202F in UTF-8.
        if index + 1 < end, bytes[index] == 0xC2, bytes[index + 1] == 0xA0 { return 2 }
        if index + 2 < end, bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xAF { return 3 }
        return 0
    }

    /// Writes a number `hasFraction` reads as JSON writes it: its thousands marks left out, its
    /// decimal mark a point.
    func write(_ content: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        forEachJSONByte(content, of: bytes) { out.append($0) }
    }

    /// A number `hasFraction` reads, as JSON writes it (`92,5` is `92.5`).
    func jsonText(_ number: String) -> String {
        var json: [UInt8] = []
        Array(number.utf8).withUnsafeBufferPointer { bytes in forEachJSONByte(0..<bytes.count, of: bytes) { json.append($0) } }
        return String(decoding: json, as: UTF8.self)
    }

    private func forEachJSONByte(_ content: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, _ body: (UInt8) -> Void) {
        var index = content.lowerBound
        while index < content.upperBound {
            let mark = thousandsMarkLength(at: index, in: bytes, end: content.upperBound)
            if mark == 0 { body(bytes[index] == decimal ? UInt8(ascii: ".") : bytes[index]) }
            index += max(1, mark)
        }
    }

    /// The marks as the configuration's `"table"` writes them: `"decimal"` and `"thousands"`
    /// where they are not JSON's.
    var configuration: [String: JSONOutput] {
        var members: [String: JSONOutput] = [:]
        if decimal != UInt8(ascii: ".") { members["decimal"] = .string(String(decoding: [decimal], as: UTF8.self)) }
        if let thousands { members["thousands"] = .string(String(decoding: [thousands], as: UTF8.self)) }
        return members
    }
}
