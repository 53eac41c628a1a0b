/// Reads a table (CSV, TSV) once (`read`, a `TableReading`), and from that writes the document
/// every rule reads, the whole table's or a run of its lists': rows become entry objects
/// whose members are the columns, grouped into lists and put in rank order:
///
///     [{"label": "2021-01-02", "rows": [{"date": "2021-01-02", "title": "…", "current": 1, …}, …]}, …]
///
/// Its text starts with a space for each problem found (which `TableSource` maps to the
/// problem's place) and the header's keys, written once (`TableColumns`); each row's text is
/// then its values alone. The tape is written with the text, and is the tape of that JSON.
/// Lists come in the order their first row does; each is named by its `listBy` value, or by
/// the file when the table is one list. A row that cannot be read is a problem and is left
/// out; the others are checked.
public struct TableTranscoder: Sendable {
    /// The members of each list object of the document.
    static let labelMember = "label", rowsMember = "rows"

    public let format: TableFormat
    /// The most a document may hold: its text's bytes (node offsets are 32 bits; the margin is
    /// for the brackets that close the lists after the last row is checked) and values.
    let capacity: (bytes: Int, values: Int)

    public init(format: TableFormat) {
        self.init(format: format, capacity: (Int(UInt32.max) - 64, JSONNode.maximumCount))
    }

    init(format: TableFormat, capacity: (bytes: Int, values: Int)) {
        self.format = format
        self.capacity = capacity
    }

    /// The document of `bytes`, with its `table` set to map its places back to the table.
    public func document(of bytes: SourceBytes) -> Result<JSONDocument, JSONSyntaxError> {
        let document = read(bytes).wholeDocument()
        // Every rule reads the document; the table is read again only where a finding is
        // placed, printed or fixed. Its memory is given back meanwhile (a mapped file's pages are
        // read from the file again when touched).
        bytes.evict(before: bytes.count)
        return .success(document)
    }

    /// The document's text and tape, and the table behind them.
    struct Transcoded {
        let json: [UInt8]
        let nodes: ContiguousArray<JSONNode>
        let source: TableSource

        var document: JSONDocument { JSONDocument(bytes: SourceBytes(json), nodes: nodes, lines: .none, table: source) }
    }

    /// The whole table's document, as its text and tape.
    func transcode(_ bytes: SourceBytes) -> Transcoded {
        var reading = read(bytes)
        return reading.wholeTranscoded()
    }

    /// A row that reads, as the first pass finds it.
    private struct Row {
        let start: Int
        let list: Int
        let rank: Int
    }

    /// Rows between two reports to the warmers, less one: a mask.
    static let progressMask = 1_023
    /// How far the first pass reads between giving back the table's memory it has read.
    private static let evictionSpacing = 4 << 20

    /// The first pass over a table: its header, which rows read, their lists and ranks, and
    /// what is wrong with its text. Documents are written from it (`TableReading`).
    public func read(_ bytes: SourceBytes) -> TableReading {
        bytes.withUnsafeBufferPointer { buffer in read(buffer, bytes: bytes) }
    }

    private func read(_ buffer: UnsafeBufferPointer<UInt8>, bytes: SourceBytes) -> TableReading {
        var problems: [TableProblem] = []
        var start = 0
        if buffer.count >= 3, buffer[0] == 0xEF, buffer[1] == 0xBB, buffer[2] == 0xBF {
            problems.append(TableProblem(.invalidTable, "the file starts with a UTF-8 byte order mark (BOM); a table must not begin with one", at: ByteRange(0, 3),
                                         help: "Save the file as UTF-8 without a byte order mark."))
            start = 3
        }
        var scanner = TableScanner(delimiter: format.delimiter, from: start)
        var record = TableScanner.Record()
        var recordStarts: [Int] = []
        // The header: its names, read even where a record could not be.
        var header: TableScanner.Record?
        var names: [String] = []
        if scanner.next(&record, in: buffer) {
            header = record
            recordStarts.append(record.start)
            if let flaw = record.flaw { problems.append(Self.problem(flaw, record: record)) }
            if let invalid = UTF8Sequence.firstInvalid(in: buffer, record.start..<record.end) {
                problems.append(TableProblem(.invalidTable, "the header is not valid UTF-8: \(invalid.fault.reason)", at: invalid.range))
            }
            names = record.cells.map { TableColumns.text(of: $0, in: buffer) }
            var first = [String: Int](minimumCapacity: names.count)
            for (column, name) in names.enumerated() {
                if let earlier = first[name] {
                    let cell = record.cells[column]
                    problems.append(TableProblem(.duplicateColumn, "duplicate column '\(name)' in the header: columns \(earlier + 1) and \(column + 1) have that name",
                                                 at: ByteRange(cell.start, cell.end)))
                } else {
                    first[name] = column
                }
            }
        } else {
            problems.append(TableProblem(.invalidTable, "the table is empty: it needs a header row that names its columns", at: ByteRange(start, start)))
        }
        let columns = TableColumns(header: header, names: names, format: format)
        // Rows without the column that groups them are in no list: checked as one, every list's
        // ranks would repeat.
        let groupsNoRows = header != nil && format.listByColumn != nil && columns.listByColumn == nil
        if groupsNoRows, let listBy = format.listByColumn {
            let near = closestName(to: listBy, among: names)
            problems.append(TableProblem(.missingField, "the header has no column '\(listBy)' to group the rows into lists by (the shape's \"listBy\"); its columns are \(names.prefix(8).joined(separator: ", "))\(names.count > 8 ? ", …" : "")",
                                         at: columns.headerRange,
                                         help: near.map { "Did you mean '\($0)'? Names are matched exactly, letter case included." } ?? "Name the column that holds each row's period in \"listBy\", or leave \"listBy\" out to check the table as one list."))
        }
        // A header of one column that another delimiter splits: said once, at the first row that cannot be read.
        var delimiterHelp = names.count == 1 ? Self.delimiterHelp(header: names[0], delimiter: format.delimiter) : nil

        // Which rows read, their lists and ranks. Room is reserved for a row per 32 bytes, or
        // fewer when the header is wider (a row that reads has a delimiter or line break per
        // cell); a table of shorter rows grows it as usual. Its pages are faulted in on the other
        // core while this one reads, and pages never reached take no memory.
        let mostRows = min(buffer.count / max(1, names.count), buffer.count / 32) + 1
        var rows: [Row] = []
        rows.reserveCapacity(mostRows)
        recordStarts.reserveCapacity(mostRows)
        let rowsWarmer = PageWarmer.warming(reservedBy: &rows, capacity: rows.capacity)
        let recordStartsWarmer = PageWarmer.warming(reservedBy: &recordStarts, capacity: recordStarts.capacity)
        var listOfLabel: [String: Int] = [:]
        var labels: [String] = []
        var lastLabelCell: Range<Int>?
        // Whether each list's rows are one run of the table's: a row's list is the one before's or new.
        var listsAreRuns = true
        var evictedUpTo = 0
        while scanner.next(&record, in: buffer) {
            recordStarts.append(record.start)
            if record.start - evictedUpTo >= Self.evictionSpacing {
                bytes.evict(before: record.start)
                evictedUpTo = record.start
            }
            if let flaw = record.flaw {
                var problem = Self.problem(flaw, record: record)
                problem.help = delimiterHelp.take()
                problems.append(problem)
                continue
            }
            guard record.cells.count == names.count else {
                problems.append(TableProblem(.invalidTable, .fieldCount(row: recordStarts.count, fields: record.cells.count, header: names.count, blank: record.start == record.end),
                                             at: ByteRange(record.start, record.end), help: delimiterHelp.take()))
                continue
            }
            if let invalid = UTF8Sequence.firstInvalid(in: buffer, record.start..<record.end) {
                problems.append(TableProblem(.invalidTable, .notUTF8(row: recordStarts.count, fault: invalid.fault), at: invalid.range))
                continue
            }
            if Self.repeatsHeader(record, names: names, in: buffer) {
                problems.append(TableProblem(.invalidTable, .repeatsHeader(row: recordStarts.count), at: ByteRange(record.start, record.end)))
                continue
            }
            var list = 0
            if let listByColumn = columns.listByColumn {
                // A row whose cell is written as the row before's is in its list: most tables
                // keep a list's rows together, and its label is then neither decoded nor hashed.
                let cell = record.cells[listByColumn]
                if let before = lastLabelCell, ByteWord.equal(before, cell.start..<cell.end, in: buffer) {
                    list = rows[rows.count - 1].list
                } else if columns.isNull(cell, in: buffer) {
                    problems.append(TableProblem(.missingField, .noListLabel(row: recordStarts.count, column: names[listByColumn]),
                                                 at: ByteRange(cell.start, cell.end)))
                    continue
                } else {
                    let label = TableColumns.text(of: cell, in: buffer)
                    if let known = listOfLabel[label] {
                        list = known
                        if known != rows.last?.list { listsAreRuns = false }
                    } else {
                        list = labels.count
                        listOfLabel[label] = list
                        labels.append(label)
                    }
                }
                lastLabelCell = cell.start..<cell.end
            }
            if rows.count & Self.progressMask == 0 {
                rowsWarmer?.advance(past: rows.count)
                recordStartsWarmer?.advance(past: recordStarts.count)
            }
            rows.append(Row(start: record.start, list: list, rank: columns.rankValue(of: record.cells, in: buffer) ?? .max))
        }
        rowsWarmer?.finish()
        recordStartsWarmer?.finish()
        // Each list's rows, in rank order (stable: equal ranks keep the table's order).
        if groupsNoRows { rows = [] }
        if labels.isEmpty, !groupsNoRows { labels = [format.fileListName] }
        let listCount = labels.count
        var firstRow = [Int](repeating: 0, count: listCount + 1)
        var lastRank = [Int](repeating: .min, count: listCount)
        var unordered: [Int] = []
        for row in rows {
            firstRow[row.list + 1] += 1
            if row.rank < lastRank[row.list], unordered.last != row.list { unordered.append(row.list) }
            lastRank[row.list] = row.rank
        }
        for list in 0..<listCount { firstRow[list + 1] += firstRow[list] }
        var rowStarts = [Int](repeating: 0, count: rows.count)
        var ranks = unordered.isEmpty ? [] : [Int](repeating: 0, count: rows.count)
        var next = firstRow
        for row in rows {
            rowStarts[next[row.list]] = row.start
            if !ranks.isEmpty { ranks[next[row.list]] = row.rank }
            next[row.list] += 1
        }
        rows = []
        for list in Set(unordered) {
            let span = firstRow[list]..<firstRow[list + 1]
            let order = span.sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }
            let starts = order.map { rowStarts[$0] }
            rowStarts.replaceSubrange(span, with: starts)
        }
        var reading = TableReading(bytes: bytes, format: format, columns: columns, problems: problems, labels: labels, firstRow: firstRow,
                                   rowStarts: rowStarts, recordStarts: recordStarts, listsAreRuns: listsAreRuns, groupsNoRows: groupsNoRows, capacity: capacity)
        // A table is refused when the JSON it stands for (each row with the header's names)
        // would pass what a document can hold: that bounds the work that reads a row's keys.
        // It is found before anything of that size is allocated, and none of its rows is read.
        if reading.wholeSize(keysInEveryRow: true) > capacity.bytes || reading.wholeNodeCount > capacity.values { reading.refuse() }
        return reading
    }

    /// A size in words: "4 GiB", "12 MiB", "900 bytes" (rounded).
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? "\((bytes + (1 << 29)) >> 30) GiB" : bytes >= 1 << 20 ? "\((bytes + (1 << 19)) >> 20) MiB" : "\(bytes) bytes"
    }

    /// Whether a record holds the header's names again (two tables joined into one file).
    private static func repeatsHeader(_ record: TableScanner.Record, names: [String], in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        // An unquoted first cell is the first name only if it has the name's length.
        guard let first = names.first, !first.isEmpty, record.cells[0].quoted || record.cells[0].end - record.cells[0].start == first.utf8.count,
              TableColumns.text(of: record.cells[0], in: buffer) == first else { return false }
        return zip(record.cells, names).allSatisfy { TableColumns.text(of: $0, in: buffer) == $1 }
    }

    /// How to read a header of one column that holds another delimiter, or nil when it holds none.
    private static func delimiterHelp(header: String, delimiter: UInt8) -> String? {
        guard let other = TableFormat.likelyDelimiters.first(where: { $0 != delimiter && header.utf8.contains($0) }) else { return nil }
        let spelled = String(decoding: JSONText.string(String(UnicodeScalar(other))), as: UTF8.self)
        return "The header is one column; if its fields are separated by \(spelled), say so in the shape: \"table\": {\"delimiter\": \(spelled)} (`rankcheck init` finds it)."
    }

    private static func problem(_ flaw: TableScanner.Flaw, record: TableScanner.Record) -> TableProblem {
        switch flaw {
        case .unterminatedQuote(let at):
            TableProblem(.invalidTable, "a quoted field is never closed: the rest of the file is inside its quotes", at: ByteRange(at, at + 1))
        case .quoteInUnquotedField(let at):
            TableProblem(.invalidTable, "a quote inside an unquoted field; quote the whole field and write the quote twice", at: ByteRange(at, at + 1))
        case .textAfterClosingQuote(let at):
            TableProblem(.invalidTable, "text after a quoted field's closing quote; a quote inside a quoted field is written twice", at: ByteRange(at, at + 1))
        }
    }
}
