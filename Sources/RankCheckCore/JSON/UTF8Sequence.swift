/// One multi-byte UTF-8 sequence checked (RFC 3629: no overlongs, no surrogates, nothing beyond
/// U+10FFFF): the parser's strings and a table's cells are read with it.
enum UTF8Sequence {
    /// What to do about a file that is not UTF-8, said once: editors and spreadsheets save in
    /// the system's encoding unless told otherwise. `named` is what the program that saved it
    /// calls UTF-8, when known.
    static func saveAsUTF8Help(named: String? = nil) -> String {
        "The file is read as UTF-8: if it is in another encoding, such as Shift_JIS or Windows-1252, save it as UTF-8\(named.map { " (\($0))" } ?? "")."
    }

    /// What to do about a file in UTF-16 (`otherEncoding`), as a spreadsheet's "Unicode text"
    /// is saved: save it as UTF-8, or convert it.
    static func saveUTF16AsUTF8Help(named: String? = nil) -> String {
        "Save it as UTF-8\(named.map { " (\($0))" } ?? ""), or convert it: `iconv -f UTF-16 -t UTF-8 FILE > NEW`."
    }

    /// The minus sign `−` (U+2212) in UTF-8, as typeset tables and web pages write `−2`: read
    /// as a number's sign where a rank or a move is written as text.
    static let minusSign: [UInt8] = [0xE2, 0x88, 0x92]

    /// The bytes of the UTF-8 sequence whose first byte is `lead` (1 for a continuation byte).
    static func length(ofLead lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The bytes of a UTF-8 byte order mark at the start of `buffer` (`EF BB BF`), or nil. JSON
    /// and tables must not begin with one; both report it.
    static func byteOrderMark(atStartOf buffer: UnsafeBufferPointer<UInt8>) -> ByteRange? {
        buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? ByteRange(0, 3) : nil
    }

    /// How a file that is no UTF-8 text shows it at its start: UTF-16 by its byte order mark, a
    /// NUL byte first (UTF-16 big-endian without one, or binary data), or a NUL byte after each
    /// of its first two bytes (UTF-16 little-endian: `R\0a\0`; one NUL alone is a byte of the
    /// text). The words follow "file " (`is UTF-16 (byte order mark 0xFF 0xFE)`); nil for any
    /// other start. For a table written with `tableDelimiter`, the NUL bytes are looked for in
    /// its first line that holds more than delimiters and quotes, after a UTF-8 byte order
    /// mark: what a fix takes out (the mark, blank rows, empty lines, and lines below) never
    /// decides it, so a fixed table is read as the table it was.
    static func otherEncoding(atStartOf buffer: UnsafeBufferPointer<UInt8>, tableDelimiter: UInt8? = nil) -> (words: String, range: ByteRange)? {
        guard buffer.count >= 2 else { return nil }
        if (buffer[0] == 0xFF && buffer[1] == 0xFE) || (buffer[0] == 0xFE && buffer[1] == 0xFF) {
            return ("is UTF-16 (byte order mark \(hex(buffer[0])) \(hex(buffer[1])))", ByteRange(0, 2))
        }
        var (start, end) = (0, buffer.count)
        if let delimiter = tableDelimiter {
            start = byteOrderMark(atStartOf: buffer)?.end ?? 0
            while true {
                var next = start
                while next < buffer.count, buffer[next] == delimiter || buffer[next] == UInt8(ascii: "\"") || buffer[next] == 0x0D { next += 1 }
                guard next < buffer.count, buffer[next] == 0x0A else { break }
                start = next + 1
            }
            end = buffer[start...].firstIndex(of: 0x0A) ?? buffer.count
        }
        guard start < end else { return nil }
        if buffer[start] == 0 { return ("starts with a NUL byte: it looks like UTF-16 or binary data", ByteRange(start, start + 1)) }
        if end - start >= 2, buffer[start + 1] == 0, end - start < 4 || buffer[start + 3] == 0 {
            return ("has a NUL byte after each of its first characters: it looks like UTF-16", ByteRange(start + 1, start + 2))
        }
        return nil
    }

    /// What a file that starts as a spreadsheet's workbook is, said after "the file ", and the
    /// bytes that show it: a ZIP archive (`.xlsx`, `.ods`, `.numbers`) or an OLE compound file
    /// (Excel 97–2003's `.xls`); nil for any other start.
    static func workbook(atStartOf buffer: UnsafeBufferPointer<UInt8>) -> (words: String, range: ByteRange)? {
        if buffer.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
            return ("is a ZIP archive, as a spreadsheet's workbook is (.xlsx, .ods, .numbers)", ByteRange(0, 4))
        }
        if buffer.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
            return ("is an OLE compound file, as an Excel 97–2003 workbook (.xls) is", ByteRange(0, 8))
        }
        return nil
    }

    /// Whether the file's start shows it is no UTF-8 text at all: UTF-16, or a workbook.
    static func isNoText(atStartOf buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        otherEncoding(atStartOf: buffer) != nil || workbook(atStartOf: buffer) != nil
    }

    /// What to do with a spreadsheet's workbook: its sheet saved as a table.
    static let saveSheetAsTableHelp = "rankcheck reads JSON, CSV and TSV: save the sheet as CSV (a spreadsheet's \"CSV UTF-8\") and check that file."

    enum Outcome {
        case valid(length: Int)
        /// The bytes that show it and why.
        case invalid(ByteRange, Fault)
    }

    /// Why a sequence is not UTF-8, kept without words until a message says it.
    enum Fault: Sendable, Equatable {
        case overlong(lead: UInt8?)
        case unexpectedContinuation(UInt8)
        case neverInUTF8(UInt8)
        case truncated(length: Int)
        case surrogate
        case beyondUnicode

        /// As a message says it after "invalid UTF-8: ".
        var reason: String {
            switch self {
            case .overlong(let lead): lead.map { "overlong encoding (byte \(hex($0)))" } ?? "overlong encoding"
            case .unexpectedContinuation(let byte): "unexpected continuation byte \(hex(byte))"
            case .neverInUTF8(let byte): "byte \(hex(byte)) never appears in UTF-8"
            case .truncated(let length): "truncated \(length)-byte sequence"
            case .surrogate: "encoded surrogate (UTF-16 surrogates are not valid in UTF-8)"
            case .beyondUnicode: "code point beyond U+10FFFF"
            }
        }
    }

    /// The sequence whose lead byte (not ASCII) is at `i`, in `buffer[..<n]`.
    @inline(__always)
    static func check(at i: Int, in buffer: UnsafeBufferPointer<UInt8>, end n: Int) -> Outcome {
        let lead = buffer[i]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xC0, 0xC1: return .invalid(ByteRange(i, i + 1), .overlong(lead: lead))
        case 0x80...0xBF: return .invalid(ByteRange(i, i + 1), .unexpectedContinuation(lead))
        default: return .invalid(ByteRange(i, i + 1), .neverInUTF8(lead))
        }
        guard i + 1 < n, (0x80...0xBF).contains(buffer[i + 1]) else {
            return .invalid(ByteRange(i, min(n, i + 1)), .truncated(length: length))
        }
        guard secondRange.contains(buffer[i + 1]) else {
            return .invalid(ByteRange(i, i + 2), lead == 0xED ? .surrogate : lead == 0xF4 ? .beyondUnicode : .overlong(lead: nil))
        }
        for k in 2..<length {
            guard i + k < n, (0x80...0xBF).contains(buffer[i + k]) else {
                return .invalid(ByteRange(i, min(n, i + k)), .truncated(length: length))
            }
        }
        return .valid(length: length)
    }

    /// The first invalid sequence in `buffer[range]`, if any.
    static func firstInvalid(in buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (range: ByteRange, fault: Fault)? {
        var i = range.lowerBound
        while i < range.upperBound {
            // Most text is ASCII: eight such bytes are passed at once.
            if i + 8 <= range.upperBound, ByteWord.load(buffer, at: i) & ByteWord.highBits == 0 {
                i += 8
                continue
            }
            if buffer[i] < 0x80 {
                i += 1
                continue
            }
            switch check(at: i, in: buffer, end: range.upperBound) {
            case .valid(let length): i += length
            case .invalid(let bytes, let fault): return (bytes, fault)
            }
        }
        return nil
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}
