import Testing
@testable import RankCheckCore

/// A table's body is read in stretches at once, each from a line feed it takes for a record's
/// end. Read in any number of stretches, a table reads as in one: the same records, rows,
/// lists, ranks, problems (their rows numbered in the whole table) and hints.
@Suite struct TableStretchTests {
    /// Rows of a weekly table, with what splits a table wrongly: line breaks inside quotes,
    /// CRLF, rows that cannot be read, the header again, a week named again further on.
    static func table(seed: UInt64) -> [UInt8] {
        var random = SeededGenerator(state: seed)
        func next(_ below: Int) -> Int { Int.random(in: 0..<below, using: &random) }
        var text = Array("date,rank,title\n".utf8)
        var week = 0
        for row in 0..<400 {
            if next(100) < 8 { week += 1 }
            let date = next(100) < 3 ? "2021-01-\(next(week + 1))" : "2021-01-\(week)"
            switch next(40) {
            case 0: text += "\(date),\(row),\"two\nlines, and \"\"quotes\"\"\"\n".utf8
            case 1: text += "\(date),\(row),crlf\r\n".utf8
            case 2: text += "\(date),\(row)\n".utf8
            case 3: text += "\(date),\(row),\"a quote \"here\n".utf8
            case 4: text += "date,rank,title\n".utf8
            case 5: text += ",\(row),no date\n".utf8
            case 6: text += "\(date),\(row),\"\n\n\n\"\n".utf8
            case 7: text += Array("\(date),\(row),not UTF-8 ".utf8) + [0xFF, 0x0A]
            default: text += "\(date),\(next(50)),song \(row)\n".utf8
            }
        }
        return text
    }

    static func reading(_ text: [UInt8], stretching: (fewestBytes: Int, most: Int), format: TableFormat? = nil) -> TableReading {
        let format = format ?? TableFormat(delimiter: UInt8(ascii: ","), listByColumns: ["date"], rankColumn: "rank")
        return TableTranscoder(format: format, capacity: (1 << 30, 1 << 30), stretching: stretching).read(SourceBytes(text))
    }

    /// What one reading differs in from another, or nil when they are the same.
    static func difference(_ a: TableReading, _ b: TableReading) -> String? {
        if a.labels != b.labels { return "labels" }
        if a.firstRow != b.firstRow { return "firstRow" }
        if a.rowStarts != b.rowStarts { return "rowStarts" }
        if a.records.starts(in: a.bytes) != b.records.starts(in: b.bytes) || a.records.count != b.records.count { return "records" }
        if a.problems != b.problems { return "problems: \(zip(a.problems, b.problems).first { $0 != $1 }.map { "\($0.message) / \($1.message)" } ?? "count")" }
        if a.listsAreRuns != b.listsAreRuns { return "listsAreRuns" }
        return nil
    }

    @Test func aTableReadInStretchesReadsAsInOne() {
        for seed in 1...60 as ClosedRange<UInt64> {
            let text = Self.table(seed: seed)
            let whole = Self.reading(text, stretching: (Int.max, 1))
            for (fewestBytes, most) in [(16, 2), (64, 7), (7, 100), (1_000, 3)] {
                let stretched = Self.reading(text, stretching: (fewestBytes, most))
                #expect(Self.difference(whole, stretched) == nil, "seed \(seed), \(most) stretches of at least \(fewestBytes) bytes")
            }
        }
    }

    /// The rows of a run copied out in table order, whatever order they are asked for in:
    /// each copy is its record, line break included, and reads as the record in the table.
    @Test func rowsGatheredInTableOrderAreTheirRecords() {
        for seed in 1...40 as ClosedRange<UInt64> {
            var random = SeededGenerator(state: seed)
            let text = Self.table(seed: seed) + (seed % 2 == 0 ? Array("2021-01-9,1,no line break at the end".utf8) : [])
            let reading = Self.reading(text, stretching: (Int.max, 1))
            let asked = Array(reading.rowStarts.shuffled(using: &random).prefix(reading.rowCount * 2 / 3))
            text.withUnsafeBufferPointer { table in
                let gathered = GatheredRecords(rowStarts: asked, in: table, source: SourceBytes(text), expectedBytes: 16)
                let inTableOrder = asked.indices.sorted { asked[$0] < asked[$1] }.map { gathered.starts[$0] }
                #expect(inTableOrder == inTableOrder.sorted() && inTableOrder.first == 0, "seed \(seed): copies in table order")
                gathered.bytes.withUnsafeBufferPointer { copies in
                    for (index, start) in asked.enumerated() {
                        var inTable = TableScanner(TableScanner.Dialect(delimiter: UInt8(ascii: ",")), from: start)
                        var inCopies = TableScanner(TableScanner.Dialect(delimiter: UInt8(ascii: ",")), from: gathered.starts[index])
                        var (tableRecord, copyRecord) = (TableScanner.Record(), TableScanner.Record())
                        _ = inTable.next(&tableRecord, in: table)
                        _ = inCopies.next(&copyRecord, in: copies)
                        let cells = { (record: TableScanner.Record, bytes: UnsafeBufferPointer<UInt8>) in record.cells.map { Array(bytes[$0.start..<$0.end]) } }
                        #expect(cells(tableRecord, table) == cells(copyRecord, copies), "seed \(seed), the row at \(start)")
                        #expect(Array(table[start..<tableRecord.end]) == Array(copies[gathered.starts[index]..<copyRecord.end]), "seed \(seed), the row at \(start)")
                    }
                }
            }
        }
    }

    @Test func anyBytesReadInStretchesReadAsInOne() {
        // Quotes, delimiters, every line break and pieces of UTF-8, after a header: wherever a
        // stretch is started, the join reads what one pass reads.
        var random = SeededGenerator(state: 42)
        for _ in 0..<400 {
            let body = (0..<Int.random(in: 0...300, using: &random)).flatMap { _ in TableScannerTests.pieces.randomElement(using: &random)! }
            let text = Array("date,rank,title\n".utf8) + body
            let whole = Self.reading(text, stretching: (Int.max, 1))
            for stretching in [(1, 64), (5, 9), (16, 3)] {
                #expect(Self.difference(whole, Self.reading(text, stretching: stretching)) == nil, "\(text) in \(stretching)")
            }
        }
    }

    @Test func aStretchThatReadNothingIsReadAgainFromWhereTheOneBeforeStopped() {
        let text = Array(Self.table(seed: 7))
        let bytes = SourceBytes(text)
        let bodyStart = text.firstIndex(of: UInt8(ascii: "\n"))! + 1
        let columns = TableColumns(header: nil, names: ["date", "rank", "title"], format: TableFormat(delimiter: UInt8(ascii: ","), listByColumns: ["date"], rankColumn: "rank"))
        bytes.withUnsafeBufferPointer { buffer in
            func read(_ from: Int, _ to: Int) -> TableStretch {
                TableStretch(buffer, bytes: bytes, from: from, to: to, columns: columns, names: ["date", "rank", "title"], dialect: TableScanner.Dialect(delimiter: UInt8(ascii: ",")))
            }
            let limits = [text.count / 2, text.count]
            let joined = TableStretch.joined([TableStretch(unreadAt: text.count), TableStretch(unreadAt: text.count)], from: bodyStart, limits: limits, reading: read)
            let one = read(bodyStart, text.count)
            #expect(joined.flatMap { $0.records.starts(in: bytes) } == one.records.starts(in: bytes) && joined.last?.end == text.count && one.records.count > 300)
        }
    }

    /// A place's row and column are found from the record mark before it: every offset of
    /// random tables (quoted line breaks, short rows, a byte order mark) gets the row of the last
    /// record that starts at or before it and the column of the cell it is in, as one reading
    /// of every record from the start finds them, whatever order the offsets are asked in.
    @Test func aPlacesRowAndColumnAreFoundFromTheMarkBeforeIt() throws {
        var random = SeededGenerator(state: 7)
        for round in 0..<12 {
            let rows = (0..<Int.random(in: 1...400, using: &random)).map { row in
                (0..<Int.random(in: 1...4, using: &random)).map { _ in
                    [Array("w\(row % 3)".utf8), Array("\"a\nb\"".utf8), Array("\"\"\"\"".utf8), Array("7".utf8), []].randomElement(using: &random)!
                }.joined(separator: [UInt8(ascii: ",")])
            }
            let body = rows.map(Array.init).joined(separator: [UInt8(ascii: "\n")])
            let text = (round % 4 == 0 ? [0xEF, 0xBB, 0xBF] : []) + Array("date,rank,title\n".utf8) + body + (round % 2 == 0 ? [UInt8(ascii: "\n")] : [])
            let document = try TableTranscoder(format: TableFormat(delimiter: UInt8(ascii: ","), rankColumn: "rank")).document(of: SourceBytes(text)).get()
            let table = try #require(document.table)
            // One reading of every record from the start.
            var records: [TableScanner.Record] = []
            text.withUnsafeBufferPointer { buffer in
                var scanner = TableScanner(TableScanner.Dialect(delimiter: UInt8(ascii: ",")), from: round % 4 == 0 ? 3 : 0)
                var record = TableScanner.Record()
                while scanner.next(&record, in: buffer) { records.append(record) }
            }
            let names = ["date", "rank", "title"]
            let offsets = Array(0...text.count).shuffled(using: &random)
            let found = table.cells(at: offsets)
            for (offset, place) in zip(offsets, found) {
                let row = max(0, (records.lastIndex { $0.start <= offset } ?? 0))
                let cells = records[row].cells
                let at = (cells.lastIndex { $0.start <= offset }).flatMap { offset <= cells[$0].end && $0 < names.count ? $0 : nil }
                #expect(place?.row == row + 1 && place?.column == at.map { names[$0] }, "round \(round), offset \(offset) of \(text.count)")
            }
            #expect(table.records.count == records.count && records.count > RecordMarks.spacing || rows.count < 100)
        }
    }

    @Test func aQuoteOpenedBeforeAStretchStartsTakesTheRestOfTheTableAsInOneReading() {
        let text = Array(("date,rank,title\nw1,1,a\nw1,2,\"never closed\n" + (3...200).map { "w1,\($0),t\n" }.joined()).utf8)
        let whole = Self.reading(text, stretching: (Int.max, 1))
        #expect(whole.problems.map(\.message) == ["a quoted field is never closed: the rest of the file is inside its quotes"])
        #expect(Self.difference(whole, Self.reading(text, stretching: (10, 16))) == nil)
    }

    @Test func aListNamedAgainInALaterStretchIsNotARunOfTheTable() {
        let rows = (1...100).map { "w1,\($0),t\n" }.joined() + (1...100).map { "w2,\($0),t\n" }.joined()
        // Stretches of a few rows, and of one row each (a week named again starts one).
        for stretching in [(64, 8), (1, 1_000)] {
            let runs = Self.reading(Array(("date,rank,title\n" + rows).utf8), stretching: stretching)
            #expect(runs.listsAreRuns && runs.labels == ["w1", "w2"])
            let again = Self.reading(Array(("date,rank,title\n" + rows + "w1,101,t\n").utf8), stretching: stretching)
            #expect(!again.listsAreRuns && again.labels == ["w1", "w2"] && again.rowCount == 201)
        }
    }

    @Test func theDelimiterHintIsGivenOnceAtTheFirstRowThatCannotBeRead() {
        let text = Array(("date;rank;title\n" + (1...300).map { $0 % 50 == 0 ? "a,b\n" : "w1;\($0);t\n" }.joined()).utf8)
        let format = TableFormat(delimiter: UInt8(ascii: ","), rankColumn: "rank")
        let readings = [(Int.max, 1), (32, 9)].map { Self.reading(text, stretching: $0, format: format) }
        #expect(readings[0].problems.count == 6 && readings[0].problems.compactMap(\.help).count == 1)
        #expect(readings[0].problems.first?.message == "row 51 has 2 fields; the header has 1")
        #expect(Self.difference(readings[0], readings[1]) == nil)
    }

    @Test func aRankCellsTieMarkerOrBandIsLeftOutOfItsNumber() {
        let cells = ["T3": "3", "=3": "3", "3=": "3", "201-250": "201", "201–250": "201", "1001+": "1001", "7-7": "7",
                     "3": nil, "=": nil, "250-201": nil, "201-": nil, "-250": nil, "201—250": nil, "+3": nil, "3-4-5": nil, "03-4": nil,
                     "12345678901234567890-12345678901234567891": nil]
        for (cell, rank) in cells {
            let bytes = Array(cell.utf8)
            let digits = bytes.withUnsafeBufferPointer { buffer in
                RankText.withoutMarker(0..<buffer.count, in: buffer).map { String(decoding: buffer[$0], as: UTF8.self) }
            }
            #expect(digits == rank, "\(cell)")
        }
    }

    @Test func columnsWithoutANameAreOneProblemAndAreNotWritten() {
        let format = TableFormat(delimiter: UInt8(ascii: ","), rankColumn: "rank")
        let cases = [(",rank,name\n0,1,a\n", "column 1 has no name in the header; its cells are not read", 0),
                     ("rank,,name,,,\n1,x,a,,,\n", "columns 2, 4, 5 and 6 have no name in the header; their cells are not read", 5),
                     ("rank,name,,,\n1,a,,,\n", "columns 3 to 5 have no name in the header; their cells are not read", 10),
                     ("rank" + (0..<10).map { ",,name\($0)" }.joined() + "\n1" + String(repeating: ",,a", count: 10) + "\n",
                      "columns 2, 4, 6, 8, 10, 12, 14, 16 and 2 more have no name in the header; their cells are not read", 5),
                     ("rank,name,\"\"\n1,a,\n", "column 3 has no name in the header; its cells are not read", 10),
                     ("\nrank,name\n1,a\n", "the header row is blank; a table's first line names its columns", 0)]
        for (text, message, offset) in cases {
            let reading = Self.reading(Array(text.utf8), stretching: (Int.max, 1), format: format)
            #expect(reading.problems.first?.message == message && reading.problems.first?.range.start == offset, "\(text)")
            let named = text.hasPrefix("\n") ? [] : text.hasPrefix(",") ? [1, 2] : [0, text.hasPrefix("rank,,") ? 2 : 1]
            #expect(reading.columns.written.map(\.column).prefix(2) == named[...], "\(text)")
            #expect(reading.problems.first?.help?.contains("pandas") == text.hasPrefix(","), "\(text)")
        }
    }
}

extension RecordMarks {
    /// Where every record starts, read again from each mark up to the next (comma-separated).
    func starts(in bytes: SourceBytes) -> [Int] {
        bytes.withUnsafeBufferPointer { buffer in
            var starts: [Int] = []
            for (index, mark) in marks.enumerated() {
                let end = index + 1 < marks.count ? marks[index + 1].record : count
                var scanner = TableScanner(TableScanner.Dialect(delimiter: UInt8(ascii: ",")), from: mark.start)
                var record = TableScanner.Record()
                for _ in mark.record..<end where scanner.next(&record, in: buffer) { starts.append(record.start) }
            }
            return starts
        }
    }
}
