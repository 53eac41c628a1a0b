/// Something wrong with a table's text: a record that cannot be read (RC008), or a column the
/// header names twice (RC006). `range` is where it is in the table.
public struct TableProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case invalidTable
        case duplicateColumn
    }

    public var kind: Kind
    public var message: String
    public var range: ByteRange

    public init(_ kind: Kind, _ message: String, at range: ByteRange) {
        self.kind = kind
        self.message = message
        self.range = range
    }
}

/// Where UTF-8 goes wrong in some bytes, if it does (RFC 3629: no overlongs, no surrogates,
/// nothing beyond U+10FFFF).
enum UTF8Check {
    /// The offset and length of the first invalid sequence in `bytes[range]`, or nil.
    static func firstInvalid(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> ByteRange? {
        var i = range.lowerBound
        let end = range.upperBound
        while i < end {
            let lead = bytes[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            var second: ClosedRange<UInt8> = 0x80...0xBF
            let length: Int
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return ByteRange(i, i + 1)
            }
            guard i + length <= end, second.contains(bytes[i + 1]) else { return ByteRange(i, min(end, i + 2)) }
            for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return ByteRange(i, i + k + 1) }
            i += length
        }
        return nil
    }
}
