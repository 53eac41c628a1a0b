/// How a table writes numbers besides the way JSON does: with a decimal comma (`92,5`), as
/// spreadsheets write them where the comma is the decimal mark, and with a mark between
/// thousands (`11,830`, `1.234,5`, `1 234`), as web pages and exports do. The configuration's
/// `"table": {"decimal": ",", "thousands": "."}`.
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
        if let thousands, i < end, bytes[i] == thousands {
            guard leading <= 3 else { return nil }
            while i < end, bytes[i] == thousands {
                guard (i + 1...i + 3).allSatisfy({ $0 < end && digit.contains(bytes[$0]) }) else { return nil }
                i += 4
            }
        }
        guard i < end else { return false }
        guard bytes[i] == decimal, i + 1 < end else { return nil }
        i += 1
        while i < end, digit.contains(bytes[i]) { i += 1 }
        return i == end ? true : nil
    }

    /// Writes a number `hasFraction` reads as JSON writes it (`jsonByte`).
    func write(_ content: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteWriter) {
        for index in content {
            if let byte = jsonByte(bytes[index]) { out.append(byte) }
        }
    }

    /// A number's byte as JSON writes it: a thousands mark left out (nil), the decimal mark a point.
    func jsonByte(_ byte: UInt8) -> UInt8? {
        byte == thousands ? nil : byte == decimal ? UInt8(ascii: ".") : byte
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
