/// A table read once (`TableTranscoder.read`): its header's columns, which rows read and the
/// lists they make, each list's rows in rank order, and what is wrong with its text. The
/// documents every rule reads are written from it, the whole table's or a run of its lists'
/// (`TableRuns`): a row is read again from the table as its document is written.
public struct TableReading: Sendable {
    public let bytes: SourceBytes
    let format: TableFormat
    let columns: TableColumns
    /// What is wrong with the table's text; the first run's document holds them.
    public private(set) var problems: [TableProblem]
    /// Each list's label (its `listBy` value, or the file's name for a table of one list), in
    /// the order of its first row.
    public private(set) var labels: [String]
    /// Where each list's rows are in `rowStarts`: list `i`'s are `firstRow[i]..<firstRow[i + 1]`.
    private(set) var firstRow: [Int]
    /// Where the record of each row that reads starts, list after list, each list's in rank order.
    private(set) var rowStarts: [Int]
    /// Where its records start (the header first).
    let records: RecordMarks
    /// Where each row that holds values but does not read starts, in table order.
    let unreadRowStarts: [Int]
    /// Whether each list's rows are one run of the table's rows, and the lists come in the
    /// table in their order: then a run of lists is a run of the table.
    public let listsAreRuns: Bool
    /// Whether the header lacks the `listBy` column: then no row is in a list.
    let groupsNoRows: Bool
    /// The most a document may hold (`TableTranscoder.capacity`).
    let capacity: (bytes: Int, values: Int)

    init(bytes: SourceBytes, format: TableFormat, columns: TableColumns, problems: [TableProblem], labels: [String], firstRow: [Int],
         rowStarts: [Int], records: RecordMarks, unreadRowStarts: [Int], listsAreRuns: Bool, groupsNoRows: Bool, capacity: (bytes: Int, values: Int)) {
        self.bytes = bytes
        self.format = format
        self.columns = columns
        self.problems = problems
        self.labels = labels
        self.firstRow = firstRow
        self.rowStarts = rowStarts
        self.records = records
        self.unreadRowStarts = unreadRowStarts
        self.listsAreRuns = listsAreRuns
        self.groupsNoRows = groupsNoRows
        self.capacity = capacity
    }

    /// How far a reader of the table reads between giving back the table's memory it has read.
    static let evictionSpacing = 1 << 20

    /// How many rows read, in every list.
    public var rowCount: Int { rowStarts.count }

    /// The rows of list `list`, as a range of `rowStarts`.
    func rows(ofList list: Int) -> Range<Int> { firstRow[list]..<firstRow[list + 1] }

    /// How many rows the lists `lists` hold.
    func rowCount(of lists: [Int]) -> Int { lists.reduce(0) { $0 + rows(ofList: $1).count } }

    /// Where the first of a list's rows is in the table (its rows are in rank order here).
    func tableStart(ofList list: Int) -> Int { rowStarts[rows(ofList: list)].min() ?? bytes.count }

    /// The rank and identity columns of `shape` the header does not name (a walked table
    /// without them is not ranking data).
    public func missingRankingColumns(_ shape: RankingShape) -> [String] { columns.missingRankingColumns(shape) }

    /// Whether the file is no UTF-8 text at all (UTF-16 or a workbook, by its start): no header, nor any row, is read.
    public var isNoText: Bool { problems.contains(where: \.isNoText) }

    /// Whether the file holds no header to tell its columns by: an empty file.
    public var hasNoHeader: Bool { columns.names.isEmpty }

    // MARK: - Size

    private var perRow: Int { 2 + 3 * columns.written.count }  // braces, commas and a string's quotes

    /// The bytes of the whole table's document (with the header's names in every row, the JSON it
    /// stands for); escapes can make the text longer than that reckons.
    func wholeSize(keysInEveryRow: Bool) -> Int {
        size(lists: labels.indices, rows: rowCount, keysInEveryRow: keysInEveryRow)
    }

    /// The bytes of a document of the lists `lists`, which hold `rows` rows: their share of
    /// the table's bytes, and their rows' and labels' JSON.
    private func size(lists: some Collection<Int>, rows: Int, keysInEveryRow: Bool) -> Int {
        let keys = keysInEveryRow ? columns.keyArea.count + columns.written.count : 0
        let share = rows == rowCount ? bytes.count : bytes.count / max(1, rowCount) * rows + 4_096
        return problems.count + columns.keyArea.count + share + rows * (perRow + keys) + lists.reduce(64) { $0 + labels[$1].utf8.count + 32 }
    }

    /// The values of the whole table's document.
    var wholeNodeCount: Int { nodeCount(lists: labels.count, rows: rowCount) }

    private func nodeCount(lists: Int, rows: Int) -> Int { 1 + 3 * max(1, lists) + rows * (1 + columns.written.count) }

    /// Leaves every row out, and says why: the table's document would pass what one can hold.
    mutating func refuse() {
        problems.append(TableProblem(.invalidTable, "the table is too large to check: its \(rowCount) rows, each with the header's names, come to more than rankcheck can hold (\(TableTranscoder.size(capacity.bytes)), or \(capacity.values) values); no row is checked",
                                     at: columns.headerRange))
        rowStarts = []
        labels = groupsNoRows ? [] : [format.fileListName]
        firstRow = [Int](repeating: 0, count: labels.count + 1)
    }

    /// The reading with each list's first `count` rows alone: the top of each list, when the
    /// rank column is known (its rows are then in rank order), else its first rows in the table.
    func keepingFirstRows(_ count: Int) -> TableReading {
        var kept = self
        kept.rowStarts = []
        kept.firstRow = [0]
        for list in labels.indices {
            kept.rowStarts += rowStarts[rows(ofList: list).prefix(count)]
            kept.firstRow.append(kept.rowStarts.count)
        }
        return kept
    }

    // MARK: - Documents

    /// The whole table's document.
    func wholeDocument() -> JSONDocument {
        var reading = self
        return reading.wholeTranscoded().document
    }

    /// The whole table's text and tape; a table whose text passes what a document can hold
    /// after a row is refused (its rows left out).
    mutating func wholeTranscoded() -> TableTranscoder.Transcoded {
        if let whole = transcoded(lists: Array(labels.indices), withProblems: true) { return whole }
        refuse()
        return transcoded(lists: Array(labels.indices), withProblems: true)!
    }

    /// The document of the lists `lists`, in that order, with the table's problems first when
    /// `withProblems` (one document of a table holds them); nil when its text passes what a
    /// document can hold. When `firstIsPrior`, the first list is read only as the next one's
    /// prior period, and its rows hold their rank and identity cells alone (`priorHolds`).
    func document(lists: [Int], withProblems: Bool, firstIsPrior: Bool = false) -> JSONDocument? {
        transcoded(lists: lists, withProblems: withProblems, firstIsPrior: firstIsPrior)?.document
    }

    /// Each row of the lists read again from the table, in their lists' order, and each value
    /// put on the tape as it is written (the tape of the JSON the text stands for).
    /// Rows that are runs of the table are read where they are; rows spread through it are
    /// copied out of it first, in table order (`GatheredRecords`). Either way the table's memory
    /// is given back as it is read.
    func transcoded(lists: [Int], withProblems: Bool, firstIsPrior: Bool = false) -> TableTranscoder.Transcoded? {
        bytes.withUnsafeBufferPointer { table in
            if listsAreRuns {
                return transcoded(lists: lists, withProblems: withProblems, firstIsPrior: firstIsPrior, records: table, recordStarts: nil)
            }
            let starts = lists.flatMap { rowStarts[rows(ofList: $0)] }
            let gathered = GatheredRecords(rowStarts: starts, in: table, source: bytes, expectedBytes: table.count / max(1, rowCount) * starts.count * 9 / 8)
            return gathered.bytes.withUnsafeBufferPointer { records in
                transcoded(lists: lists, withProblems: withProblems, firstIsPrior: firstIsPrior, records: records, recordStarts: gathered.starts)
            }
        }
    }

    /// Rows between two reports to the document's warmers, less one: a mask.
    private static let progressMask = 1_023

    /// `records` holds the rows' records: the table, or the run's gathered records, row `i`
    /// of the run's at `recordStarts[i]`.
    private func transcoded(lists: [Int], withProblems: Bool, firstIsPrior: Bool, records buffer: UnsafeBufferPointer<UInt8>,
                            recordStarts: [Int]?) -> TableTranscoder.Transcoded? {
        let runRows = rowCount(of: lists)
        let problemCount = withProblems ? problems.count : 0
        var json = ByteWriter(capacity: size(lists: lists, rows: runRows, keysInEveryRow: false))
        json.append(repeating: UInt8(ascii: " "), count: problemCount)
        let keysAt = json.count
        json.append(columns.keyArea)
        var tape = TapeSink()
        tape.nodes.reserveCapacity(nodeCount(lists: lists.count, rows: runRows))
        var places: [TableSource.RowPlace] = []
        places.reserveCapacity(runRows)
        // A big document's pages are faulted in on the other core while this one writes it,
        // as a parse's tape is.
        tape.warmer = PageWarmer.warming(reservedBy: &tape.nodes, capacity: tape.nodes.capacity)
        let textWarmer = PageWarmer.warming(json.reserved)
        let placesWarmer = PageWarmer.warming(reservedBy: &places, capacity: places.capacity)
        defer { for warmer in [tape.warmer, textWarmer, placesWarmer] { warmer?.finish() } }
        func key(at start: Int) -> KeySpan { KeySpan(start: UInt32(truncatingIfNeeded: start), end: JSONNode.noKey) }
        var record = TableScanner.Record()
        // The rows read since their memory was last given back.
        var (readFrom, readTo) = (Int.max, 0)
        let root = tape.open(isObject: false, start: json.count, key: .none, source: buffer)
        json.append(UInt8(ascii: "["))
        for (number, list) in lists.enumerated() {
            if number > 0 { json.append(UInt8(ascii: ",")) }
            let label = labels[list]
            let labelKey = json.count + 1
            let listObject = tape.open(isObject: true, start: json.count, key: .none, source: buffer)
            json.append(#"{"\#(TableTranscoder.labelMember)":"#)
            let labelText = JSONText.string(label)
            tape.scalar(.string, start: json.count, end: json.count + labelText.count, key: key(at: labelKey),
                        flag: labelText.count != label.utf8.count + 2, line: 1, lineStart: 0, source: buffer)
            json.append(labelText)
            let rowsKey = json.count + 1
            json.append(#","\#(TableTranscoder.rowsMember)":"#)
            let rowsArray = tape.open(isObject: false, start: json.count, key: key(at: rowsKey), source: buffer)
            let asPrior = firstIsPrior && number == 0
            json.append(UInt8(ascii: "["))
            for position in firstRow[list]..<firstRow[list + 1] {
                if position > firstRow[list] { json.append(UInt8(ascii: ",")) }
                let start = rowStarts[position], recordStart = recordStarts?[places.count] ?? start
                var reader = TableScanner(format.dialect, from: recordStart)
                _ = reader.next(&record, in: buffer)
                (readFrom, readTo) = (min(readFrom, start), max(readTo, start + record.end - recordStart))
                if places.count & Self.progressMask == 0 {
                    textWarmer?.advance(past: json.count)
                    placesWarmer?.advance(past: places.count)
                }
                places.append(TableSource.RowPlace(json: json.count, source: start))
                let object = tape.open(isObject: true, start: json.count, key: .none, source: buffer)
                columns.write(record.cells, in: buffer, to: &json, keysAt: keysAt, asPrior: asPrior) { value in
                    tape.scalar(value.kind, start: value.range.lowerBound, end: value.range.upperBound, key: key(at: value.keyStart),
                                flag: value.flag, line: 1, lineStart: 0, source: buffer)
                }
                tape.close(object, end: json.count, source: buffer)
                if json.count > capacity.bytes { return nil }
            }
            // Where each list is a run of the table, its rows are read again only where a
            // finding is placed: their memory is given back once they are written.
            if listsAreRuns, readTo - readFrom >= Self.evictionSpacing || number == lists.count - 1, readFrom < readTo {
                bytes.evict(readFrom..<readTo)
                (readFrom, readTo) = (Int.max, 0)
            }
            json.append(UInt8(ascii: "]"))
            tape.close(rowsArray, end: json.count, source: buffer)
            json.append(UInt8(ascii: "}"))
            tape.close(listObject, end: json.count, source: buffer)
        }
        json.append(UInt8(ascii: "]"))
        tape.close(root, end: json.count, source: buffer)
        let source = TableSource(bytes: bytes, format: format, columns: columns, problems: withProblems ? problems : [], rows: places,
                                 priorRows: firstIsPrior ? lists.first.map { rows(ofList: $0).count } ?? 0 : 0, records: records,
                                 unreadRowStarts: unreadRowStarts, listCount: labels.count)
        return TableTranscoder.Transcoded(text: json.finish(), nodes: tape.nodes, source: source)
    }
}
