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

    init(format: TableFormat, capacity: (bytes: Int, values: Int), stretching: (fewestBytes: Int, most: Int) = (8 << 20, Parallel.cores)) {
        self.format = format
        self.capacity = capacity
        self.stretching = stretching
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
        let text: SourceBytes
        let nodes: ContiguousArray<JSONNode>
        let source: TableSource

        var document: JSONDocument { JSONDocument(bytes: text, nodes: nodes, lines: .none, table: source) }
    }

    /// The whole table's document, as its text and tape.
    func transcode(_ bytes: SourceBytes) -> Transcoded {
        var reading = read(bytes)
        return reading.wholeTranscoded()
    }

    /// How a table's body is split into stretches read at once: none shorter than `fewestBytes`,
    /// and at most `most` (one a core).
    let stretching: (fewestBytes: Int, most: Int)

    /// How many stretches a body of `length` bytes is read in.
    private func stretchCount(of length: Int) -> Int { max(1, min(stretching.most, length / stretching.fewestBytes)) }

    /// The first pass over a table: its header, which rows read, their lists and ranks, and
    /// what is wrong with its text. Documents are written from it (`TableReading`).
    public func read(_ bytes: SourceBytes) -> TableReading {
        bytes.withUnsafeBufferPointer { buffer in read(buffer, bytes: bytes) }
    }

    /// What comes before a table's first record, each a problem: a UTF-8 byte order mark, a
    /// spreadsheet's first line `sep=;` (the table is read with the delimiter it names), or the
    /// start of a file in UTF-16 or of a spreadsheet's workbook (nothing of it is read). Where
    /// the first record starts.
    private func preamble(of buffer: UnsafeBufferPointer<UInt8>) -> (format: TableFormat, start: Int, isNoText: Bool, problems: [TableProblem]) {
        var problems: [TableProblem] = []
        var start = 0
        if let mark = UTF8Sequence.byteOrderMark(atStartOf: buffer) {
            problems.append(TableProblem(.invalidTable, .byteOrderMark, at: mark))
            start = mark.end
        }
        var format = format
        if let line = Self.separatorLine(in: buffer, from: start) {
            problems.append(TableProblem(.invalidTable, .separatorLine(delimiter: line.delimiter), at: ByteRange(start, line.end),
                                         help: "Take the line out, and name the delimiter in the shape: \"table\": {\"delimiter\": \(Self.spelled(line.delimiter))}."))
            format.delimiter = line.delimiter
            start = line.next
        }
        // A file in UTF-16 (a spreadsheet's "Unicode text"), or a workbook given a table's name,
        // reads as no table at all: said once, and nothing of it read, not a finding for every
        // row of NUL bytes.
        var notText: TableProblem?
        if let other = UTF8Sequence.otherEncoding(atStartOf: buffer, tableDelimiter: format.delimiter) {
            notText = TableProblem(.invalidTable, .otherEncoding(other.words), at: other.range,
                                   help: UTF8Sequence.saveUTF16AsUTF8Help(named: TableProblem.spreadsheetUTF8))
        } else if let workbook = UTF8Sequence.workbook(atStartOf: buffer) {
            notText = TableProblem(.invalidTable, .workbook(workbook.words), at: workbook.range, help: UTF8Sequence.saveSheetAsTableHelp)
        }
        if let notText {
            problems.append(notText)
            start = buffer.count
        }
        return (format, start, notText != nil, problems)
    }

    private func read(_ buffer: UnsafeBufferPointer<UInt8>, bytes: SourceBytes) -> TableReading {
        var (format, start, isNoText, problems) = preamble(of: buffer)
        var scanner = TableScanner(format.dialect, from: start)
        var record = TableScanner.Record()
        var records = RecordMarks()
        // The lines above the table the configuration leaves out (a title, a publisher's note):
        // each is a record, counted in the rows' numbers, and not read.
        while records.count < format.skippedRows, scanner.next(&record, in: buffer) { records.append(record.start) }
        // The header: its names, read even where a record could not be. A table configured
        // with its columns' names has none: its first line is a row.
        var header: TableScanner.Record?
        var names: [String] = format.columnNames ?? []
        if format.columnNames != nil {
            if scanner.position >= buffer.count, !isNoText {
                problems.append(TableProblem(.invalidTable, "the table is empty: it has no row", at: ByteRange(start, start)))
            }
        } else if scanner.next(&record, in: buffer) {
            header = record
            records.append(record.start)
            if let flaw = record.flaw { problems.append(TableProblem(flaw)) }
            if let invalid = UTF8Sequence.firstInvalid(in: buffer, record.start..<record.end) {
                problems.append(TableProblem(.invalidTable, .headerNotUTF8(fault: invalid.fault), at: invalid.range))
            }
            names = record.cells.map { TableColumns.text(of: $0, in: buffer) }
        } else if !isNoText {
            problems.append(TableProblem(.invalidTable, "the table is empty: it needs a header row that names its columns", at: ByteRange(start, start)))
        }
        let columns = TableColumns(header: header, names: names, format: format)
        // Where a header cell is (the names a table without a header is given have none: the
        // configuration that gives them names each column once).
        let place = { (column: Int) in column < columns.cells.count ? ByteRange(columns.cells[column].start, columns.cells[column].end) : columns.headerRange }
        for (column, earlier) in columns.repeatedNames {
            problems.append(TableProblem(.duplicateColumn, "duplicate column '\(names[column])' in the header: columns \(earlier + 1) and \(column + 1) have that name",
                                         at: place(column)))
        }
        if let first = columns.unnamed.first {
            let said = Self.unnamedColumns(columns.unnamed, of: names.count)
            problems.append(TableProblem(.invalidTable, .unnamedColumns(said.message), at: place(first), help: said.help))
        }
        // Rows without the column that groups them are in no list: checked as one, every list's
        // ranks would repeat.
        let groupsNoRows = !names.isEmpty && !format.listByColumns.isEmpty && columns.listByColumns.isEmpty
        if groupsNoRows, let listBy = format.listByColumns.first(where: { !names.contains($0) }) {
            let near = closestName(to: listBy, among: names)
            problems.append(TableProblem(.missingField, "\(columns.namedByHeader ? "the header has" : "the shape's \"columns\" names") no column '\(listBy)' to group the rows into lists by (the shape's \"listBy\"); its columns are \(names.prefix(8).joined(separator: ", "))\(names.count > 8 ? ", …" : "")",
                                         at: columns.headerRange,
                                         help: near.map { "Did you mean '\($0)'? Names are matched exactly, letter case included." } ?? "Name the column that holds each row's period in \"listBy\", or leave \"listBy\" out to check the table as one list."))
        }
        // A header of one column that another delimiter splits, or a title above the real header:
        // said once, at the first row that cannot be read.
        var oneColumnHelp: ((TableProblem) -> String?)? = names.count != 1 || !columns.namedByHeader ? nil : { [format] problem in
            Self.delimiterHelp(header: names[0], delimiter: format.delimiter) ?? Self.titleHelp(problem, in: buffer, dialect: format.dialect)
        }

        // Which rows read, their lists and ranks: the body is read in stretches, one a core.
        let bodyStart = scanner.position
        let starts = TableStretch.starts(of: buffer, from: bodyStart, count: stretchCount(of: buffer.count - bodyStart))
        let limits = Array(starts.dropFirst()) + [buffer.count]
        let dialect = format.dialect
        var stretches = TableStretch.joined(Parallel.map(starts.count, fallback: TableStretch(unreadAt: buffer.count)) { [names] index in
            bytes.withUnsafeBufferPointer { TableStretch($0, bytes: bytes, from: starts[index], to: limits[index], columns: columns, names: names, dialect: dialect) }
        }, from: bodyStart, limits: limits) { from, to in
            TableStretch(buffer, bytes: bytes, from: from, to: to, columns: columns, names: names, dialect: dialect)
        }

        // The stretches joined: their problems and lists.
        var listOfLabel: [String: Int] = [:]
        var labels: [String] = []
        var unreadRowStarts: [Int] = []
        // Each stretch's lists as the table's.
        var tableLists: [[Int]] = []
        // Whether each list's rows are one run of the table's: a row's list is the one before's or new.
        var listsAreRuns = true
        var lastList: Int?
        for stretch in stretches {
            for var problem in stretch.problems {
                problem.numberRows(after: records.count)
                problems.append(problem)
            }
            if let first = stretch.firstUnreadable, let help = oneColumnHelp.take() {
                let index = problems.count - stretch.problems.count + first
                problems[index].help = help(problems[index])
            }
            records.append(stretch.records)
            unreadRowStarts.append(contentsOf: stretch.unreadRowStarts)
            let lists = columns.listByColumns.isEmpty ? [0] : stretch.labels.enumerated().map { local, label in
                if let known = listOfLabel[label] {
                    // A list named again further on, unless it goes on from the stretch before.
                    if local > 0 || known != lastList { listsAreRuns = false }
                    return known
                }
                listOfLabel[label] = labels.count
                labels.append(label)
                return labels.count - 1
            }
            listsAreRuns = listsAreRuns && stretch.listsAreRuns
            if let last = stretch.listIndices.last { lastList = lists[last] }
            tableLists.append(lists)
        }
        // A table in another encoding breaks row after row: what to do is said once, at the first.
        if let first = problems.firstIndex(where: \.isNotUTF8) {
            problems[first].help = TableProblem.encodingHelp
        }
        if labels.isEmpty, !groupsNoRows { labels = [format.fileListName] }
        let (firstRow, rowStarts) = Self.rowsByList(&stretches, lists: groupsNoRows ? [] : tableLists, listCount: labels.count)
        var reading = TableReading(bytes: bytes, format: format, columns: columns, problems: problems, labels: labels, firstRow: firstRow,
                                   rowStarts: rowStarts, records: records, unreadRowStarts: unreadRowStarts, listsAreRuns: listsAreRuns, groupsNoRows: groupsNoRows, capacity: capacity)
        // A table is refused when the JSON it stands for (each row with the header's names)
        // would pass what a document can hold: that bounds the work that reads a row's keys.
        // It is found before anything of that size is allocated, and none of its rows is read.
        if reading.wholeSize(keysInEveryRow: true) > capacity.bytes || reading.wholeNodeCount > capacity.values { reading.refuse() }
        return reading
    }

    /// Each list's rows, in rank order (stable: equal ranks keep the table's order), from the
    /// stretches' rows and `lists`, each stretch's lists as the table's: where each list's rows
    /// start (`firstRow`, one more than the lists, the last the row count) and each row's start
    /// in the table. Each stretch's rows are grouped by its lists: they are counted and moved a
    /// list at a time, and each stretch's rows are released once moved.
    private static func rowsByList(_ stretches: inout [TableStretch], lists tableLists: [[Int]], listCount: Int) -> (firstRow: [Int], rowStarts: [Int]) {
        var firstRow = [Int](repeating: 0, count: listCount + 1)
        var lastRank = [Int](repeating: .min, count: listCount)
        var unordered = Set<Int>()
        for (stretch, lists) in zip(stretches, tableLists) {
            for local in stretch.listIndices {
                let list = lists[local], rows = stretch.rows(ofList: local)
                firstRow[list + 1] += rows.count
                if !stretch.ranksAreInOrder(ofList: local) || stretch.rows[rows.lowerBound].rank < lastRank[list] { unordered.insert(list) }
                lastRank[list] = stretch.rows[rows.upperBound - 1].rank
            }
        }
        for list in 0..<listCount { firstRow[list + 1] += firstRow[list] }
        let rowCount = firstRow[listCount]
        var rowStarts = [Int](repeating: 0, count: rowCount)
        var ranks = unordered.isEmpty ? [] : [Int](repeating: 0, count: rowCount)
        var next = firstRow
        for (index, lists) in tableLists.enumerated() {
            let stretch = stretches[index]
            stretches[index].releaseRows()
            for local in stretch.listIndices {
                let list = lists[local], rows = stretch.rows[stretch.rows(ofList: local)]
                let placed = next[list]..<next[list] + rows.count
                rowStarts.replaceSubrange(placed, with: rows.lazy.map(\.start))
                if !ranks.isEmpty { ranks.replaceSubrange(placed, with: rows.lazy.map(\.rank)) }
                next[list] = placed.upperBound
            }
        }
        for list in unordered {
            let span = firstRow[list]..<firstRow[list + 1]
            // A row whose rank does not read stays after the row before it (an empty cell
            // below a rank, as a tie written once leaves it), not at the list's end.
            for row in span.dropFirst() where ranks[row] == .max { ranks[row] = ranks[row - 1] }
            let order = span.sorted { ranks[$0] != ranks[$1] ? ranks[$0] < ranks[$1] : $0 < $1 }
            let starts = order.map { rowStarts[$0] }
            rowStarts.replaceSubrange(span, with: starts)
        }
        return (firstRow, rowStarts)
    }

    /// What a header of `count` columns says when it leaves `columns` (0-based, in order)
    /// without a name, and what to do: most often a delimiter ends every line (as spreadsheets
    /// write the empty columns beside their data), or the first column is pandas' index.
    static func unnamedColumns(_ columns: [Int], of count: Int) -> (message: String, help: String) {
        if count == 1 { return ("the header row is blank; a table's first line names its columns", "Take out the blank line before the header.") }
        let numbers = columns.map { $0 + 1 }
        let first = numbers[0], last = numbers[numbers.count - 1]
        // Columns in a run are its ends; others are named, up to eight.
        let spelled = numbers.count > 2 && last - first == numbers.count - 1 ? "\(first) to \(last)"
            : numbers.count > 8 ? numbers.prefix(8).map(String.init).joined(separator: ", ") + " and \(numbers.count - 8) more"
            : numbers.dropLast().map(String.init).joined(separator: ", ") + " and \(last)"
        let message = numbers.count == 1 ? "column \(first) has no name in the header; its cells are not read"
            : "columns \(spelled) have no name in the header; their cells are not read"
        let cause = first == 1 ? "pandas writes its index as a first column without a name (`to_csv(path, index=False)` leaves it out)"
            : "a delimiter at the end of a line, or two in a row, makes a column without a name"
        return (message, "Name each column, or take it out of the header and the rows: \(cause).")
    }

    /// A first line `sep=;` (Excel's hint for the delimiter) at `start`: the delimiter, where the
    /// line's text ends and where the next line starts.
    private static func separatorLine(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> (delimiter: UInt8, end: Int, next: Int)? {
        guard buffer.count - start >= 5, buffer[start..<start + 4].elementsEqual("sep=".utf8) || buffer[start..<start + 4].elementsEqual("SEP=".utf8) else { return nil }
        let delimiter = buffer[start + 4]
        guard ![UInt8(ascii: "\""), 0x0A, 0x0D].contains(delimiter) else { return nil }
        var next = start + 5
        if next < buffer.count, buffer[next] == 0x0D { next += 1 }
        guard next == buffer.count || buffer[next] == 0x0A else { return nil }
        return (delimiter, start + 5, min(buffer.count, next + 1))
    }

    /// A size in words: "4 GiB", "12 MiB", "900 bytes" (rounded).
    static func size(_ bytes: Int) -> String {
        bytes >= 1 << 30 ? "\((bytes + (1 << 29)) >> 30) GiB" : bytes >= 1 << 20 ? "\((bytes + (1 << 19)) >> 20) MiB" : "\(bytes) bytes"
    }

    /// What to do when the first line is a title above the header (a report's export: `Top
    /// Cities 2024`, a blank line, then `Rank,City,Score`): `problem`, a row with more fields
    /// than the one-column header, reads like a header when its every cell is a word, not a
    /// number. Nil for any other problem or row.
    private static func titleHelp(_ problem: TableProblem, in buffer: UnsafeBufferPointer<UInt8>, dialect: TableScanner.Dialect) -> String? {
        guard case .fieldCount(let row, let fields, _, _, false) = problem.words, fields > 1 else { return nil }
        let record = TableScanner.record(at: problem.range.start, in: buffer, dialect: dialect)
        guard record.flaw == nil, !record.cells.isEmpty,
              record.cells.allSatisfy({ !$0.content.isEmpty && TableColumns.number($0.content, in: buffer) == nil }) else { return nil }
        let names = record.cells.prefix(4).map { TableColumns.text(of: $0, in: buffer) }.joined(separator: ", ") + (fields > 4 ? ", …" : "")
        return "Row \(row) reads like the header (\(names)): a table's first line is its header, so take out the lines above it, such as a title, "
            + "or say how many there are in the shape: \"table\": {\"skipRows\": \(row - 1)} (`rankcheck init` finds it)."
    }

    /// How to read a header of one column that holds another delimiter, or nil when it holds none.
    private static func delimiterHelp(header: String, delimiter: UInt8) -> String? {
        guard let other = TableFormat.likelyDelimiters.first(where: { $0 != delimiter && header.utf8.contains($0) }) else { return nil }
        let spelled = spelled(other)
        return "The header is one column; if its fields are separated by \(spelled), say so in the shape: \"table\": {\"delimiter\": \(spelled)} (`rankcheck init` finds it)."
    }

    /// A delimiter as the configuration writes it, a JSON string: `";"`, `"\t"`.
    private static func spelled(_ delimiter: UInt8) -> String {
        String(decoding: JSONText.string(String(UnicodeScalar(delimiter))), as: UTF8.self)
    }
}
