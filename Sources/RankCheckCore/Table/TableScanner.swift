/// Reads the records of an RFC 4180 table: fields separated by one delimiter byte, records
/// ended by LF, CRLF or a lone CR, fields quoted with `"` (a quote inside written `""`).
/// Line breaks and delimiters inside quotes are data. A dialect that skips initial space
/// (`rank, city, score`, as tables typed by hand are written) starts each field after a
/// delimiter at its first byte that is no space, as Python's `csv` does with `skipinitialspace`.
///
/// It notes where each cell is and what is wrong with a record; it decodes nothing (the
/// transcoder reads a cell's text when it writes it).
struct TableScanner {
    /// One cell: its bytes as written (quotes included when `quoted`).
    struct Cell: Sendable, Equatable {
        var start: Int
        var end: Int
        var quoted: Bool
        /// The cell's bytes, quotes included.
        var range: Range<Int> { start..<end }
        /// The cell's bytes without its quotes.
        var content: Range<Int> { quoted ? start + 1..<max(start + 1, end - 1) : start..<end }
    }

    /// What makes a record unreadable, at the byte where it is seen.
    enum Flaw: Sendable, Equatable {
        /// A quoted field whose closing quote never comes (the rest of the file is in it).
        case unterminatedQuote(at: Int)
        /// A quote inside a field that does not start with one.
        case quoteInUnquotedField(at: Int)
        /// Bytes after a quoted field's closing quote, before the delimiter or line break.
        case textAfterClosingQuote(at: Int)
    }

    /// One record: its cells, where it starts and ends (line break excluded), and its first flaw.
    struct Record {
        var start = 0
        var end = 0
        var cells: [Cell] = []
        var flaw: Flaw?
    }

    /// How fields are separated.
    struct Dialect: Sendable, Equatable {
        var delimiter: UInt8
        /// Whether the spaces after a delimiter are left out of the field that follows.
        var skipsInitialSpace = false
    }

    let dialect: Dialect
    /// Where the next record starts.
    private(set) var position: Int

    init(_ dialect: Dialect, from position: Int = 0) {
        self.dialect = dialect
        self.position = position
    }

    /// The first `records` records of `bytes` (all of them when it has no more).
    static func head(of bytes: SourceBytes, records: Int, dialect: Dialect) -> SourceBytes {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = TableScanner(dialect)
            var record = Record()
            var read = 0
            while read < records, scanner.next(&record, in: buffer) { read += 1 }
            return scanner.position >= buffer.count ? bytes : SourceBytes(Array(buffer[..<scanner.position]))
        }
    }

    /// The text of each cell of each record of `bytes`, as written (quotes included).
    static func cellTexts(of bytes: SourceBytes, dialect: Dialect) -> [[String]] {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = TableScanner(dialect)
            var record = Record()
            var texts: [[String]] = []
            while scanner.next(&record, in: buffer) {
                texts.append(record.cells.map { String(decoding: buffer[$0.range], as: UTF8.self) })
            }
            return texts
        }
    }

    /// The record that starts at `start`, read on its own (a row read again where a finding is
    /// placed or a help line looks at it).
    static func record(at start: Int, in bytes: UnsafeBufferPointer<UInt8>, dialect: Dialect) -> Record {
        var scanner = TableScanner(dialect, from: start)
        var record = Record()
        _ = scanner.next(&record, in: bytes)
        return record
    }

    /// Reads the record at `position` into `record` (its cell array reused) and moves past its
    /// line break; false at the end of the bytes.
    mutating func next(_ record: inout Record, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let n = bytes.count
        var i = position
        guard i < n else { return false }
        record.start = i
        record.cells.removeAll(keepingCapacity: true)
        record.flaw = nil
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r"), delimiter = dialect.delimiter
        while true {
            let cellStart = i
            if i < n, bytes[i] == quote {
                i += 1
                var closed = false
                while true {
                    i = ByteWord.firstIndex(of: quote, quote, quote, quote, from: i, in: bytes)
                    guard i < n else { break }
                    if i + 1 < n, bytes[i + 1] == quote {
                        i += 2
                        continue
                    }
                    i += 1
                    closed = true
                    break
                }
                if !closed {
                    record.flaw = record.flaw ?? .unterminatedQuote(at: cellStart)
                    record.cells.append(Cell(start: cellStart, end: n, quoted: true))
                    record.end = n
                    position = n
                    return true
                }
                if i < n, bytes[i] != delimiter, bytes[i] != lf, bytes[i] != cr {
                    record.flaw = record.flaw ?? .textAfterClosingQuote(at: i)
                    i = ByteWord.firstIndex(of: delimiter, lf, cr, cr, from: i, in: bytes)
                    record.cells.append(Cell(start: cellStart, end: i, quoted: false))
                } else {
                    record.cells.append(Cell(start: cellStart, end: i, quoted: true))
                }
            } else {
                i = Self.unquotedCells(from: i, dialect: dialect, into: &record, in: bytes)
            }
            if i < n, bytes[i] == delimiter {
                i = Self.fieldStart(after: i, dialect: dialect, in: bytes)
                continue
            }
            record.end = i
            if i < n, bytes[i] == cr { i += 1 }
            if i < n, bytes[i] == lf, i == record.end || bytes[i - 1] == cr { i += 1 }
            position = i
            return true
        }
    }

    /// Where the record at `start` ends, its line break included: where `next` moves to, for a
    /// record without a flaw (a row that reads), found without noting its cells.
    static func recordEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let n = bytes.count
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var i = start
        while true {
            i = ByteWord.firstIndex(of: quote, lf, cr, cr, from: i, in: bytes)
            guard i < n, bytes[i] == quote else { break }
            // A quoted field's text, to its closing quote (a doubled quote closes and opens again).
            i = ByteWord.firstIndex(of: quote, quote, quote, quote, from: i + 1, in: bytes) + 1
        }
        if i < n, bytes[i] == cr { i += 1 }
        if i < n, bytes[i] == lf { i += 1 }
        return min(i, n)
    }

    /// Where the field after the delimiter at `delimiter` starts: the next byte, or under a
    /// dialect that skips initial space, the first byte after it that is no space.
    private static func fieldStart(after delimiter: Int, dialect: Dialect, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var start = delimiter + 1
        if dialect.skipsInitialSpace {
            while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        }
        return start
    }

    /// Appends the unquoted cells of a record from `start` (where one starts) until its line
    /// break or the end of the bytes, or until a cell that starts with a quote; returns where
    /// the last cell appended ends (at a line break, the end, or the delimiter before a quoted
    /// cell). Each word of eight bytes is loaded once, however many cells end in it.
    private static func unquotedCells(from start: Int, dialect: Dialect, into record: inout Record, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let n = bytes.count
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r"), delimiter = dialect.delimiter
        var cellStart = start
        var base = start
        // What the byte at `at` does: true when the record's unquoted cells end there.
        func ends(at: Int) -> Bool {
            let byte = bytes[at]
            if byte == delimiter {
                record.cells.append(Cell(start: cellStart, end: at, quoted: false))
                cellStart = fieldStart(after: at, dialect: dialect, in: bytes)
                return cellStart < n && bytes[cellStart] == quote
            }
            if byte == quote {
                if record.flaw == nil { record.flaw = .quoteInUnquotedField(at: at) }
                return false
            }
            record.cells.append(Cell(start: cellStart, end: at, quoted: false))
            return true
        }
        while base + 8 <= n {
            let word = ByteWord.load(bytes, at: base)
            var found = ByteWord.bytes(of: word, equalTo: delimiter) | ByteWord.bytes(of: word, equalTo: lf)
                | ByteWord.bytes(of: word, equalTo: cr) | ByteWord.bytes(of: word, equalTo: quote)
            while found != 0 {
                let at = base + found.trailingZeroBitCount >> 3
                found &= found - 1
                if ends(at: at) { return at }
            }
            base += 8
        }
        for at in base..<n where bytes[at] == delimiter || bytes[at] == lf || bytes[at] == cr || bytes[at] == quote {
            if ends(at: at) { return at }
        }
        record.cells.append(Cell(start: cellStart, end: n, quoted: false))
        return n
    }
}
