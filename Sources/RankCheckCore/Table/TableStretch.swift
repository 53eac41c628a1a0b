/// A stretch of a table's records after its header, read on its own by the first pass
/// (`TableTranscoder.read`): which records read, the lists they name and their ranks, and what
/// is wrong with the others.
///
/// A stretch other than the first starts after a line break taken to end a record, which a
/// quoted field can hold: the stretches are joined only where each starts at the record the
/// one before stopped at, and one that does not is read again from there (`joined`).
struct TableStretch: Sendable {
    /// A row that reads: where its record starts, its list (an index into `labels`) and rank
    /// (`Int.max` when its rank cell holds no rank).
    struct Row: Sendable {
        let start: Int
        let list: Int
        let rank: Int
    }

    /// Where its first record starts.
    let start: Int
    /// Where the record after its last starts: the first at or after the next stretch's start
    /// (or the table's end).
    private(set) var end: Int
    /// Where its records start, numbered from its first (0).
    private(set) var records = RecordMarks()
    /// Its rows that read, grouped by list (`rows(ofList:)`), each list's in table order.
    private(set) var rows: [Row] = []
    /// Where each list's rows are in `rows`: list `i`'s are `listStarts[i]..<listStarts[i + 1]`.
    private var listStarts: [Int] = [0]
    /// For each list, whether its ranks here never go down in table order.
    private var ranksInOrder: [Bool] = []
    /// The labels its rows name, in the order of their first row here; none when the table
    /// has no column that groups its rows (every row is in list 0).
    private(set) var labels: [String] = []
    /// What is wrong with its records; rows are numbered from its first record (1).
    private(set) var problems: [TableProblem] = []
    /// The first of `problems` that is a record that cannot be read, where a hint about the
    /// delimiter goes.
    private(set) var firstUnreadable: Int?
    /// Where each row that holds values but does not read starts (a flaw, too many or too few
    /// fields, text not UTF-8), in table order: its rank is unknown.
    private(set) var unreadRowStarts: [Int] = []
    /// Whether each list's rows here are one run, and the row before a list's first is in
    /// another list.
    private(set) var listsAreRuns = true

    /// Reads the records of `buffer` (the bytes of `bytes`) from `start` until one starts at
    /// or after `limit`.
    init(_ buffer: UnsafeBufferPointer<UInt8>, bytes: SourceBytes, from start: Int, to limit: Int, columns: TableColumns, names: [String], dialect: TableScanner.Dialect) {
        self.start = start
        end = start
        var scanner = TableScanner(dialect, from: start)
        var record = TableScanner.Record()
        // Room for a row per 32 bytes, or fewer when the header is wider (a row that reads has
        // a delimiter or line break per cell); a stretch of shorter rows grows it as usual.
        let length = max(0, limit - start)
        let mostRows = min(length / max(1, names.count), length / 32) + 1
        rows.reserveCapacity(mostRows)
        var listOfLabel: [String: Int] = [:]
        // The cells of the label of the last row read into a list (`hasLastLabel`: once one is).
        var lastLabelCells = [Range<Int>](repeating: 0..<0, count: columns.listByColumns.count), hasLastLabel = false
        var evictedUpTo = start
        while scanner.position < limit, scanner.next(&record, in: buffer) {
            records.append(record.start)
            if record.start - evictedUpTo >= TableReading.evictionSpacing {
                bytes.evict(evictedUpTo..<record.start)
                evictedUpTo = record.start
            }
            let row = records.count
            if let flaw = record.flaw {
                noteUnreadable(TableProblem(flaw))
                unreadRowStarts.append(record.start)
                continue
            }
            guard record.cells.count == names.count else {
                noteUnreadable(TableProblem(.invalidTable, .fieldCount(row: row, fields: record.cells.count, columns: names.count, byHeader: columns.namedByHeader,
                                                                                 blank: record.start == record.end),
                                            at: ByteRange(record.start, record.end)))
                if record.start != record.end { unreadRowStarts.append(record.start) }
                continue
            }
            // A row with no value holds no entry (`,,,`: spreadsheets write one for a cell once
            // edited below the data); one finding, not one per field the shape needs.
            if record.cells.allSatisfy({ $0.content.isEmpty }) {
                problems.append(TableProblem(.invalidTable, .blankRow(row: row), at: ByteRange(record.start, record.end)))
                continue
            }
            if let invalid = UTF8Sequence.firstInvalid(in: buffer, record.start..<record.end) {
                problems.append(TableProblem(.invalidTable, .notUTF8(row: row, fault: invalid.fault), at: invalid.range))
                unreadRowStarts.append(record.start)
                continue
            }
            if Self.repeatsHeader(record, names: names, in: buffer) {
                problems.append(TableProblem(.invalidTable, .repeatsHeader(row: row, byHeader: columns.namedByHeader), at: ByteRange(record.start, record.end)))
                continue
            }
            var list = 0
            if !columns.listByColumns.isEmpty {
                // A row whose cells are written as the row before's is in its list: most tables
                // keep a list's rows together, and its label is then neither decoded nor hashed.
                let labelColumns = columns.listByColumns
                if hasLastLabel, labelColumns.indices.allSatisfy({ ByteWord.equal(lastLabelCells[$0], record.cells[labelColumns[$0]].range, in: buffer) }) {
                    list = rows[rows.count - 1].list
                } else if let period = labelColumns.last, columns.isNull(record.cells[period], in: buffer) {
                    problems.append(TableProblem(.missingField, .noListLabel(row: row, column: names[period]), at: ByteRange(record.cells[period].start, record.cells[period].end)))
                    continue
                } else {
                    // Its values joined by `SeriesOrder.seriesSeparator` (appended: no array a row).
                    var label = ""
                    for (index, column) in labelColumns.enumerated() {
                        if index > 0 { label += SeriesOrder.seriesSeparator }
                        label += Self.seriesValue(record.cells[column], of: names[column], in: buffer, columns: columns)
                    }
                    if let known = listOfLabel[label] {
                        list = known
                        if known != rows.last?.list { listsAreRuns = false }
                    } else {
                        list = labels.count
                        listOfLabel[label] = list
                        labels.append(label)
                    }
                }
                for (index, column) in labelColumns.enumerated() { lastLabelCells[index] = record.cells[column].range }
                hasLastLabel = true
            }
            rows.append(Row(start: record.start, list: list, rank: columns.rankValue(of: record.cells, in: buffer) ?? .max))
        }
        end = scanner.position
        groupRowsByList(listCount: columns.listByColumns.isEmpty ? min(1, rows.count) : labels.count)
    }

    /// The lists its rows are in (of `labels`, or the one list of a table without `listBy`).
    var listIndices: Range<Int> { 0..<listStarts.count - 1 }

    /// Where list `list`'s rows are in `rows`.
    func rows(ofList list: Int) -> Range<Int> { listStarts[list]..<listStarts[list + 1] }

    /// Whether list `list`'s ranks here never go down in table order.
    func ranksAreInOrder(ofList list: Int) -> Bool { ranksInOrder[list] }

    /// Puts each list's rows together, in table order within each, and notes where each list's
    /// are and whether their ranks go down. Done here, on the stretch's own core, so that
    /// joining the stretches moves a list's rows at a time, not a row at a time. Rows whose
    /// lists are runs are grouped already.
    private mutating func groupRowsByList(listCount: Int) {
        var counts = [Int](repeating: 0, count: listCount + 1)
        var lastRank = [Int](repeating: .min, count: listCount)
        ranksInOrder = [Bool](repeating: true, count: listCount)
        for row in rows {
            counts[row.list + 1] += 1
            if row.rank < lastRank[row.list] { ranksInOrder[row.list] = false }
            lastRank[row.list] = row.rank
        }
        for list in 0..<listCount { counts[list + 1] += counts[list] }
        listStarts = counts
        guard !listsAreRuns else { return }
        var grouped = rows
        var next = counts
        for row in rows {
            grouped[next[row.list]] = row
            next[row.list] += 1
        }
        rows = grouped
    }

    /// The value a row's cell gives its list's label. A series' cell left empty is a series of
    /// its own, `(no country)`: a table of each country's daily chart keeps the global chart's
    /// rows with no country (as Kaggle's daily Spotify table does). Only the period, the last
    /// of the columns, must be written.
    private static func seriesValue(_ cell: TableScanner.Cell, of name: String, in buffer: UnsafeBufferPointer<UInt8>, columns: TableColumns) -> String {
        columns.isNull(cell, in: buffer) ? "(no \(name))" : TableColumns.text(of: cell, in: buffer)
    }

    /// A stretch that has read nothing from `position`: one the join reads again, as it does
    /// any stretch that does not start where the one before stopped.
    init(unreadAt position: Int) {
        start = position
        end = position
    }

    private mutating func noteUnreadable(_ problem: TableProblem) {
        if firstUnreadable == nil { firstUnreadable = problems.count }
        problems.append(problem)
    }

    /// Whether a record holds the header's names again (two tables joined into one file).
    private static func repeatsHeader(_ record: TableScanner.Record, names: [String], in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        // An unquoted first cell is the first name only if it has the name's length.
        guard let first = names.first, !first.isEmpty, record.cells[0].quoted || record.cells[0].end - record.cells[0].start == first.utf8.count,
              TableColumns.text(of: record.cells[0], in: buffer) == first else { return false }
        return zip(record.cells, names).allSatisfy { TableColumns.text(of: $0, in: buffer) == $1 }
    }

    /// Where `count` stretches of `buffer[start...]` start: even shares, each moved on to just
    /// after a line feed (a record's end, unless a quoted field holds it).
    static func starts(of buffer: UnsafeBufferPointer<UInt8>, from start: Int, count: Int) -> [Int] {
        let length = buffer.count - start
        return (0..<count).map { stretch in
            guard stretch > 0 else { return start }
            let share = start + length * stretch / count
            return min(buffer.count, ByteWord.firstIndex(of: 0x0A, 0x0A, 0x0A, 0x0A, from: share, in: buffer) + 1)
        }
    }

    /// The stretches of a body that starts at `start`, each read until the next's start
    /// (`limits`), and each that does not start where the one before stopped read again from
    /// there: the records of the whole body, in order, as one reading in one stretch finds them.
    static func joined(_ stretches: [TableStretch], from start: Int, limits: [Int], reading: (_ from: Int, _ to: Int) -> TableStretch) -> [TableStretch] {
        var stretches = stretches
        for index in stretches.indices {
            let stopped = index == 0 ? start : stretches[index - 1].end
            if stretches[index].start != stopped { stretches[index] = reading(stopped, limits[index]) }
        }
        return stretches
    }

    /// Lets go of its rows once they are in the whole table's lists.
    mutating func releaseRows() {
        rows = []
        listStarts = [0]
    }
}
