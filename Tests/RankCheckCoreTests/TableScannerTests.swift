import Testing
@testable import RankCheckCore

/// The scanner and the UTF-8 check pass eight bytes at a time; on generated tables whose quotes,
/// delimiters, line breaks and multi-byte characters fall on every side of an eight-byte
/// boundary, they agree with a plain reading of one byte at a time.
@Suite struct TableScannerTests {
    /// Bytes a table's text is made of here: the bytes the scanner stops at, others, and the
    /// pieces of UTF-8 sequences (whole, cut short, or stray).
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("7".utf8), Array(" ".utf8), Array(",".utf8), Array("\t".utf8), Array("\"".utf8), Array("\"\"".utf8),
        Array("\n".utf8), Array("\r".utf8), Array("\r\n".utf8), Array("é".utf8), Array("本".utf8), Array("😀".utf8), [0xE6], [0x80], [0xFF], [0],
    ]

    /// One record as the scanner documents it, read a byte at a time.
    static func reference(_ bytes: [UInt8], from start: Int, delimiter: UInt8, skipsInitialSpace: Bool) -> (record: TableScanner.Record, next: Int) {
        let quote = UInt8(ascii: "\""), lf = UInt8(ascii: "\n"), cr = UInt8(ascii: "\r")
        var record = TableScanner.Record()
        record.start = start
        var i = start
        let n = bytes.count
        func endsCell(_ byte: UInt8) -> Bool { byte == delimiter || byte == lf || byte == cr }
        while true {
            let cellStart = i
            if i < n, bytes[i] == quote {
                i += 1
                var closed = false
                while i < n {
                    if bytes[i] == quote, i + 1 < n, bytes[i + 1] == quote {
                        i += 2
                    } else if bytes[i] == quote {
                        i += 1
                        closed = true
                        break
                    } else {
                        i += 1
                    }
                }
                guard closed else {
                    record.flaw = record.flaw ?? .unterminatedQuote(at: cellStart)
                    record.cells.append(.init(start: cellStart, end: n, quoted: true))
                    record.end = n
                    return (record, n)
                }
                if i < n, !endsCell(bytes[i]) {
                    record.flaw = record.flaw ?? .textAfterClosingQuote(at: i)
                    while i < n, !endsCell(bytes[i]) { i += 1 }
                    record.cells.append(.init(start: cellStart, end: i, quoted: false))
                } else {
                    record.cells.append(.init(start: cellStart, end: i, quoted: true))
                }
            } else {
                while i < n, !endsCell(bytes[i]) {
                    if bytes[i] == quote, record.flaw == nil { record.flaw = .quoteInUnquotedField(at: i) }
                    i += 1
                }
                record.cells.append(.init(start: cellStart, end: i, quoted: false))
            }
            if i < n, bytes[i] == delimiter {
                i += 1
                while skipsInitialSpace, i < n, bytes[i] == UInt8(ascii: " ") { i += 1 }
                continue
            }
            record.end = i
            if i < n, bytes[i] == cr { i += 1 }
            if i < n, bytes[i] == lf, i == record.end || bytes[i - 1] == cr { i += 1 }
            return (record, i)
        }
    }

    @Test func recordsAndUTF8ChecksAgreeWithAReadingOfOneByteAtATime() {
        var rng = SeededGenerator(state: 20_261_126)
        var records = 0, invalid = 0, flawless = 0
        for round in 0..<3000 {
            let delimiter = round % 3 == 0 ? UInt8(ascii: "\t") : UInt8(ascii: ",")
            // Every other table skips the spaces after a delimiter.
            let dialect = TableScanner.Dialect(delimiter: delimiter, skipsInitialSpace: round % 2 == 1)
            let bytes = (0..<Int.random(in: 0...60, using: &rng)).flatMap { _ in Self.pieces.randomElement(using: &rng)! }
            bytes.withUnsafeBufferPointer { buffer in
                var scanner = TableScanner(dialect)
                var record = TableScanner.Record()
                var expectedStart = 0
                while scanner.next(&record, in: buffer) {
                    // Every record moves past at least one byte: a scanner that stalls fails here.
                    guard scanner.position > record.start else {
                        Issue.record("no progress at \(record.start) in \(bytes)")
                        break
                    }
                    let (expected, next) = Self.reference(bytes, from: expectedStart, delimiter: delimiter, skipsInitialSpace: dialect.skipsInitialSpace)
                    #expect(record.start == expected.start && record.end == expected.end && record.flaw == expected.flaw, "\(bytes)")
                    #expect(record.cells == expected.cells, "\(bytes)")
                    #expect(scanner.position == next, "\(bytes)")
                    // A row that reads ends where the scanner moves to, found without its cells.
                    if expected.flaw == nil {
                        #expect(TableScanner.recordEnd(from: record.start, in: buffer) == next, "\(bytes)")
                        flawless += 1
                    }
                    expectedStart = next
                    records += 1
                }
                #expect(expectedStart == bytes.count, "\(bytes)")

                let found = UTF8Sequence.firstInvalid(in: buffer, 0..<buffer.count)
                #expect((found == nil) == (String(validating: bytes, as: UTF8.self) != nil), "\(bytes)")
                if let found {
                    // Everything before the reported sequence is valid; the sequence itself is not.
                    #expect(String(validating: bytes[..<found.range.start], as: UTF8.self) != nil, "\(bytes)")
                    #expect(String(validating: bytes[found.range.start...], as: UTF8.self) == nil, "\(bytes)")
                    invalid += 1
                }
            }
        }
        // The generated tables hold many records, and both valid and invalid text.
        #expect(records > 10_000 && invalid > 500 && invalid < 2900 && flawless > 5_000)
    }
}
