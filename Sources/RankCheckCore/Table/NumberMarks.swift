/// How a table writes numbers besides the way JSON does: with a decimal comma (`92,5`), as
/// spreadsheets write them where the comma is the decimal mark, and with a mark between
/// thousands (`11,830`, `1.234,5`, `1 234`), as web pages and exports do, and with a unit
/// before or after them (`$114,000,000`, `20.5%`, `12,5 €`). The configuration's
/// `"table": {"decimal": ",", "thousands": ".", "units": ["€"]}`. A space between thousands, or
/// between a number and its unit, is also written as French typography writes it, a no-break
/// space (U+00A0) or a narrow one (U+202F).
public struct NumberMarks: Sendable, Equatable {
    /// The mark before a number's fraction: `.` (JSON's) or `,`.
    public var decimal = UInt8(ascii: ".")
    /// The mark between a number's thousands, if the table writes one.
    public var thousands: UInt8?
    /// Text written before or after a number, a space between them or not (a currency's
    /// symbol, a percent sign), each as UTF-8: the number is read without it.
    public var units: [[UInt8]] = []

    public init(decimal: UInt8 = UInt8(ascii: "."), thousands: UInt8? = nil, units: [String] = []) {
        self.decimal = decimal
        self.thousands = thousands
        self.units = units.map { Array($0.utf8) }
    }

    /// JSON's way alone: numbers are read as JSON reads them.
    public var isJSONs: Bool { decimal == UInt8(ascii: ".") && thousands == nil && units.isEmpty }

    /// The most units a table names, and the most characters each has.
    static let mostUnits = 8, longestUnit = 8

    /// The units a table is likely to write numbers with: currencies' symbols and a percent sign.
    static let likelyUnits = ["$", "€", "£", "¥", "₹", "%"]

    /// The marks a table separated by `delimiter` is likely to write numbers with, each alone
    /// and then with `units` (and JSON's marks with them), the marks alone first. A table not
    /// separated by commas may write a decimal comma, with a point or a space between
    /// thousands; one separated by commas writes a comma between thousands in quotes.
    static func likely(delimiter: UInt8, units: [[UInt8]]) -> [NumberMarks] {
        let comma = UInt8(ascii: ","), point = UInt8(ascii: "."), space = UInt8(ascii: " ")
        let marks = delimiter == comma ? [NumberMarks(thousands: comma)]
            : [NumberMarks(decimal: comma), NumberMarks(decimal: comma, thousands: point), NumberMarks(decimal: comma, thousands: space),
               NumberMarks(thousands: comma)]
        return units.isEmpty ? marks : marks + ([NumberMarks()] + marks).map { var marks = $0; marks.units = units; return marks }
    }

    /// The likely units a text starts or ends with (and holds more than).
    static func likelyUnits(around text: String) -> [String] {
        likelyUnits.filter { text.count > 1 && (text.hasPrefix($0) || text.hasSuffix($0)) }
    }

    /// The likely marks, and likely units, under which `text` reads as a number in a table
    /// separated by `delimiter`; nil when none does.
    static func reading(_ text: String, delimiter: UInt8) -> NumberMarks? {
        let units = likelyUnits(around: text).map { Array($0.utf8) }
        return Array(text.utf8).withUnsafeBufferPointer { bytes in
            likely(delimiter: delimiter, units: units).first { $0.hasFraction(0..<bytes.count, in: bytes) != nil }
        }
    }

    /// The marks `thousands` may be: a comma, a point, a space or an apostrophe.
    static let thousandsMarks: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "'")]

    /// Whether the bytes are a number written with these marks,
    /// `-?(0|[1-9][0-9]*|[1-9][0-9]{0,2}(T[0-9]{3})+)(D[0-9]+)?` (T the thousands mark, D the
    /// decimal one), and if so whether it has a fraction; nil for any other text.
    func hasFraction(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
        let content = withoutUnit(content, in: bytes)
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
        return thousands == UInt8(ascii: " ") ? Self.noBreakSpaceLength(at: index, in: bytes, end: end) : 0
    }

    /// How many bytes a no-break space (U+00A0) or a narrow one (U+202F) at `index` takes, 0
    /// where there is none.
    private static func noBreakSpaceLength(at index: Int, in bytes: UnsafeBufferPointer<UInt8>, end: Int) -> Int {
        if index + 1 < end, bytes[index] == 0xC2, bytes[index + 1] == 0xA0 { return 2 }
        if index + 2 < end, bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xAF { return 3 }
        return 0
    }

    /// The bytes without a unit written before or after them, and a space between (a plain or
    /// a no-break one); the bytes themselves when they have none.
    private func withoutUnit(_ content: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        for unit in units where content.count > unit.count {
            if bytes[content.prefix(unit.count)].elementsEqual(unit) {
                let rest = content.dropFirst(unit.count)
                return rest.first.map { bytes[$0] == UInt8(ascii: " ") } == true ? rest.dropFirst()
                    : rest.dropFirst(Self.noBreakSpaceLength(at: rest.lowerBound, in: bytes, end: rest.upperBound))
            }
            if bytes[content.suffix(unit.count)].elementsEqual(unit) {
                let rest = content.dropLast(unit.count)
                if rest.last.map({ bytes[$0] == UInt8(ascii: " ") }) == true { return rest.dropLast() }
                for length in [2, 3] where rest.count > length && Self.noBreakSpaceLength(at: rest.upperBound - length, in: bytes, end: rest.upperBound) == length {
                    return rest.dropLast(length)
                }
                return rest
            }
        }
        return content
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
        let content = withoutUnit(content, in: bytes)
        var index = content.lowerBound
        while index < content.upperBound {
            let mark = thousandsMarkLength(at: index, in: bytes, end: content.upperBound)
            if mark == 0 { body(bytes[index] == decimal ? UInt8(ascii: ".") : bytes[index]) }
            index += max(1, mark)
        }
    }

    /// The marks as the configuration's `"table"` writes them: `"decimal"`, `"thousands"` and
    /// `"units"` where they are not JSON's.
    var configuration: [String: JSONOutput] {
        var members: [String: JSONOutput] = [:]
        if decimal != UInt8(ascii: ".") { members["decimal"] = .string(String(decoding: [decimal], as: UTF8.self)) }
        if let thousands { members["thousands"] = .string(String(decoding: [thousands], as: UTF8.self)) }
        if !units.isEmpty { members["units"] = .array(units.map { .string(String(decoding: $0, as: UTF8.self)) }) }
        return members
    }
}
