/// A table behind a document read from it (`TableTranscoder`): it maps the document's places
/// back to the table's bytes, so findings point at cells, and fixes edit cells.
///
/// It keeps, per row, where the row is in the document and in the table, and where every
/// 64th record starts (for row numbers); where a cell is inside its row is found again, by
/// reading that one row, only for a place that is printed or fixed.
public final class TableSource: Sendable {
    struct RowPlace: Sendable {
        /// The offset of the row's object in the document.
        let json: Int
        /// The offset of its record in the table.
        let source: Int
    }

    /// The table's own bytes.
    public let bytes: SourceBytes
    let format: TableFormat
    let columns: TableColumns
    /// What is wrong with the table's text; problem `i` is the document's `i`th byte (a space).
    /// The header's keys follow them (`TableColumns.keyArea`), then the lists.
    public let problems: [TableProblem]
    /// Every row written to the document, in document order.
    let rows: [RowPlace]
    /// How many of the first rows are written as a prior list's, their rank and identity cells
    /// alone (`TableColumns.priorHolds`).
    let priorRows: Int
    /// Where its records start (the header first).
    let records: RecordMarks
    /// Where each row that holds values but does not read starts (RC008), in table order: the
    /// whole table's, whichever lists the document holds.
    let unreadRowStarts: [Int]
    /// How many lists the whole table holds (a document may hold a run of them).
    public let listCount: Int
    /// The rows last read again: one finding's places are moved one at a time, and a wide
    /// row's thousands of findings point into the same one or two rows.
    private let recentRows = RecentValues<Int, RowReading>()
    /// The records last read for printed places: a wide row's findings are printed a block at
    /// a time.
    private let recentRecords = RecentValues<Int, PlacedRecord>()

    init(bytes: SourceBytes, format: TableFormat, columns: TableColumns, problems: [TableProblem], rows: [RowPlace], priorRows: Int = 0,
         records: RecordMarks, unreadRowStarts: [Int] = [], listCount: Int) {
        self.bytes = bytes
        self.format = format
        self.columns = columns
        self.problems = problems
        self.rows = rows
        self.priorRows = priorRows
        self.records = records
        self.unreadRowStarts = unreadRowStarts
        self.listCount = listCount
    }

    /// The same table for findings whose places are in it already (their words made): it names
    /// the rows and columns of printed places, and keeps no map from the document.
    func placingCellsOnly() -> TableSource {
        TableSource(bytes: bytes, format: format, columns: columns, problems: [], rows: [], records: records, listCount: listCount)
    }

    /// The place in the document that stands for problem `index`.
    public static func documentRange(ofProblem index: Int) -> ByteRange { ByteRange(index, index + 1) }

    /// The header's column names.
    public var columnNames: [String] { columns.names }

    // MARK: - Places

    /// The table's bytes that a range of the document stands for.
    public func sourceRange(_ range: ByteRange) -> ByteRange {
        sourceRanges([range])[0]
    }

    /// The same for many ranges at once: each row they fall in is read once.
    public func sourceRanges(_ ranges: [ByteRange]) -> [ByteRange] {
        // Each end of each range, with the row it falls in; visited row by row.
        let rowOf = ranges.flatMap { [rowIndex(containing: $0.start), rowIndex(containing: $0.end)] }
        let order = rowOf.indices.sorted { rowOf[$0] < rowOf[$1] }
        var offsets = [Int](repeating: 0, count: rowOf.count)
        var reading: (index: Int, row: RowReading)?
        for query in order {
            let range = ranges[query / 2], isEnd = query % 2 == 1
            let row = rowOf[query]
            if row >= 0, reading?.index != row { reading = (row, read(row: row)) }
            offsets[query] = sourceOffset(isEnd ? range.end : range.start, isEnd: isEnd, in: row >= 0 ? reading?.row : nil)
        }
        return ranges.indices.map { index in
            let start = offsets[2 * index]
            let end = ranges[index].end == ranges[index].start ? start : offsets[2 * index + 1]
            return ByteRange(start, max(start, end))
        }
    }

    /// The cell a row's value (`node`, a member of the row's object) is read from: where its
    /// record starts in the table, and its column, found from the value's key and row without
    /// reading the row (nil: not a row's value).
    public func cell(ofValue node: JSONNode) -> (record: Int, column: Int)? {
        guard node.hasKey, let column = columns.column(atKeyAreaOffset: Int(node.keyStart) - problems.count) else { return nil }
        let row = rowIndex(containing: Int(node.start))
        return row >= 0 ? (rows[row].source, column) : nil
    }

    /// How many rows that do not read (RC008) are all that lies between the rows of the values
    /// `earlier` and `later` (nil: from the header, in a table of one list), which are then
    /// one list's with only those rows between: 0 when a row that reads lies between them too,
    /// or when `later`'s row is not after `earlier`'s. For the first row of a list among
    /// several (`earlier` nil), the rows that do not read right before it, one after another:
    /// which list such a row is in is not known, and the list's first ranks are taken to be
    /// theirs.
    public func unreadRows(between earlier: JSONNode?, and later: JSONNode) -> Int {
        guard !unreadRowStarts.isEmpty, let after = cell(ofValue: later)?.record else { return 0 }
        if earlier == nil, listCount > 1 { return unreadRows(rightBefore: after) }
        guard let before = earlier.map({ cell(ofValue: $0)?.record }) ?? records.mark(before: 0)?.start, before < after
        else { return 0 }
        let unread = unreadRowStarts.partitionPoint { $0 >= after } - unreadRowStarts.partitionPoint { $0 > before }
        guard unread > 0, let first = record(holding: before, after: nil), let last = record(holding: after, after: first) else { return 0 }
        return last.number - first.number - 1 == unread ? unread : 0
    }

    /// How many rows that do not read lie right before the record that starts at `start`, one
    /// after another (counted up to `most`).
    private func unreadRows(rightBefore start: Int, most: Int = 64) -> Int {
        guard let last = record(holding: start, after: nil) else { return 0 }
        var (count, index) = (0, unreadRowStarts.partitionPoint { $0 >= start })
        while index > 0, count < most, let row = record(holding: unreadRowStarts[index - 1], after: nil), row.number == last.number - count - 1 {
            (count, index) = (count + 1, index - 1)
        }
        return count
    }

    /// How a rank is written in a cell: a number, or a shared rank as a tie marker (`=3`) or a band (`21–25`, `51+`).
    public enum RankWriting: Sendable {
        case number, tieMarker, band
    }

    /// How the rank value `node` is written, read again from its cell.
    public func rankWriting(_ node: JSONNode) -> RankWriting {
        readingCell(of: node) { content, buffer in
            if RankText.isBand(content, in: buffer) { return .band }
            return TableColumns.number(content, in: buffer) == nil && RankText.withoutMarker(content, in: buffer) != nil ? .tieMarker : .number
        } ?? .number
    }

    /// The ranks the band in the rank cell of `node` spans (`3–5`: 3…5), read again from its
    /// cell; nil when the cell holds no band with a last rank.
    public func bandRanks(_ node: JSONNode) -> ClosedRange<Int>? {
        readingCell(of: node) { content, buffer in RankText.bandRanks(content, in: buffer) } ?? nil
    }

    /// `read` of the content of the cell a row's value is read from, read again; nil when the
    /// value is not a row's.
    private func readingCell<Result>(of node: JSONNode, _ read: (Range<Int>, UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        guard let (record, column) = cell(ofValue: node) else { return nil }
        let range = cellRange(record: record, column: column)
        return bytes.withUnsafeBufferPointer { buffer in read(Self.cell(at: range, in: buffer).content, buffer) }
    }

    /// Where the cell of `column` is in the record that starts at `record`, read again.
    public func cellRange(record start: Int, column: Int) -> ByteRange {
        bytes.withUnsafeBufferPointer { buffer in
            let cells = self.record(at: start, in: buffer).cells
            return column < cells.count ? ByteRange(cells[column].start, cells[column].end) : ByteRange(start, start)
        }
    }

    /// A fix of the document as a fix of the table: each of its edits of `path` as an edit of
    /// the same cell (`cellEdit`). Where a value is written as its cell or column writes such
    /// values (`+1`, `▲1`, `4th`, nothing for no change), the summary says the value so, and the
    /// advice says what the fix writes ("Change the movement to `+1`").
    func sourceFix(_ fix: Fix, path: String) -> Fix {
        var moved = fix
        for (index, edit) in fix.edits.enumerated() where edit.location.path == path {
            let (placed, written) = cellEdit(edit)
            moved.edits[index] = placed
            if let written {
                moved.summary = moved.summary.replacingOccurrences(of: "`\(edit.replacement)`", with: written.isEmpty ? "an empty cell (no change)" : "`\(written)`")
            }
        }
        return moved
    }

    /// An edit of the document as an edit of the table: the same cell, its new value written
    /// as a cell (quoted when the cell was, or when the value needs it). A rank is written as the
    /// cell writes one (`4th`, `04`, `4.`: `RankText.written`), no change as the rows beside it
    /// write it (`=`, `0`, or nothing), else as the cell writes a move
    /// of its sign (`MoveWriting`), or, where the cell writes none (`=`, a new entry's `NEW`, a
    /// move the other way), as the rows beside it do, so a column stays written one way
    /// (`written`: the value so written, when it differs from the document's).
    private func cellEdit(_ edit: TextEdit) -> (edit: TextEdit, written: String?) {
        let range = sourceRange(edit.range)
        // A problem's place taken out whole goes as it is, no cell written in it, and with its
        // line break when it is a whole line (a blank row's): no empty line is left behind.
        if edit.replacement.isEmpty, edit.range.end <= problems.count {
            var taken = edit
            taken.location.range = bytes.withUnsafeBufferPointer { Self.withLineBreak(range, in: $0) }
            return (taken, nil)
        }
        let (wasQuoted, content) = bytes.withUnsafeBufferPointer { buffer in
            let cell = Self.cell(at: range, in: buffer)
            return (cell.quoted, cell.content)
        }
        var text = edit.replacement
        var written: String?
        if text.hasPrefix("\""), case .success(let literal) = JSONParser().parse(SourceBytes(Array(text.utf8))) {
            text = literal.string(literal.root)
        } else if text == "null" {
            text = format.nulls.first ?? ""
        } else if let places = Int(text), String(places) == text {
            let negative = places < 0
            let (rank, own) = bytes.withUnsafeBufferPointer {
                (RankText.written(places, like: content, in: $0), MoveWriting(content, negative: negative, in: $0))
            }
            if let rank {
                text = rank
            } else if places == 0, let noChange = noChangeBeside(edit.range) {
                text = noChange
            } else {
                switch own ?? moveWritingBeside(edit.range, negative: negative) {
                case .plus where places > 0: text = "+" + text
                case .minusSign: text = "−" + String(places.magnitude)
                case .arrows(let triangle, let spaced):
                    text = MoveArrow.written(places, positiveIsUp: format.signedMovePositiveIsUp, triangle: triangle, spaced: spaced)
                default: break
                }
            }
            if text != edit.replacement { written = text }
        }
        let delimiter = Character(Unicode.Scalar(format.delimiter))
        if wasQuoted || text.contains(where: { $0 == delimiter || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            text = "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        var mapped = edit
        mapped.location.range = range
        mapped.replacement = text
        return (mapped, written)
    }

    /// How a signed move's cell writes a move of one sign, as far as the cell tells: a positive
    /// one with a `+` (`+3`) or without (`3`), a negative one with `-` (`-2`) or the minus sign
    /// (`−2`), either with arrows (`▲3`, `↓ 2`).
    private enum MoveWriting {
        case plain, plus, minusSign
        case arrows(triangle: Bool, spaced: Bool)

        /// How the cell `content` writes a move of the sign `negative`; nil when it does not
        /// tell (`0`, `=`, `NEW`, or a number of the other sign).
        init?(_ content: Range<Int>, negative: Bool, in buffer: UnsafeBufferPointer<UInt8>) {
            if let arrow = MoveArrow.read(content, in: buffer) {
                guard arrow.digits != nil else { return nil }
                self = .arrows(triangle: arrow.triangle, spaced: arrow.spaced)
                return
            }
            guard let first = content.first, let number = TableColumns.number(content, in: buffer), buffer[first] != UInt8(ascii: "0") else { return nil }
            switch (negative, number.minusSign, buffer[first]) {
            case (true, true, _): self = .minusSign
            case (true, false, UInt8(ascii: "-")): self = .plain
            case (false, false, UInt8(ascii: "+")): self = .plus
            case (false, false, let digit) where digit != UInt8(ascii: "-"): self = .plain
            default: return nil
            }
        }
    }

    /// How the column of signed moves (`TableFormat.signedMoveColumn`) writes a move of the sign
    /// `negative` in the rows beside the row of the value at a document range (`signedMoveBeside`).
    private func moveWritingBeside(_ range: ByteRange, negative: Bool) -> MoveWriting? {
        signedMoveBeside(range, within: 8) { MoveWriting($0, negative: negative, in: $1) }
    }

    /// How the column of signed moves writes no change in the rows beside the row of the value
    /// at a document range (`signedMoveBeside`): `0`, `=`, a dash, `▬`, or nothing where the
    /// empty value is no null. Entries that keep their place are fewer than those that move:
    /// where an empty cell may be one, the rows looked at reach further.
    private func noChangeBeside(_ range: ByteRange) -> String? {
        signedMoveBeside(range, within: format.nulls.contains("") ? 8 : 64) { content, buffer in
            let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[content]), as: UTF8.self)
            let isNoChange = text == "0" || !format.nulls.contains(text) && (text.isEmpty || TableColumns.isNoChangeMark(content, in: buffer))
                || MoveArrow.read(content, in: buffer).map { $0.digits == nil } == true
            return isNoChange ? text : nil
        }
    }

    /// What `read` tells of the nearest cell of the column of signed moves that tells anything,
    /// up to `within` rows before or after the row of the value at a document range; nil when
    /// the value is no signed move, or none of those cells tells.
    private func signedMoveBeside<Told>(_ range: ByteRange, within: Int, _ read: (Range<Int>, UnsafeBufferPointer<UInt8>) -> Told?) -> Told? {
        let row = rowIndex(containing: range.start)
        guard row >= 0, let signed = format.signedMoveColumn else { return nil }
        let reading = self.read(row: row)
        guard let at = reading.member(at: range.start - reading.json), columns.names[reading.members[at].column] == signed else { return nil }
        let column = reading.members[at].column
        return bytes.withUnsafeBufferPointer { buffer in
            for distance in 1...within {
                for neighbour in [row - distance, row + distance] where rows.indices.contains(neighbour) {
                    let cells = record(at: rows[neighbour].source, in: buffer).cells
                    if column < cells.count, let told = read(cells[column].content, buffer) { return told }
                }
            }
            return nil
        }
    }

    /// A cell read as null, as a message says what was found: "an empty cell", or its text
    /// and why it is null.
    public func nullCell(at range: ByteRange) -> String {
        let range = sourceRange(range)
        let text = bytes.withUnsafeBufferPointer { TableColumns.text(of: Self.cell(at: range, in: $0), in: $0) }
        return text.isEmpty ? "an empty cell" : "'\(text)' (a value the configuration reads as null)"
    }

    /// `range` with the line break after it, when it is a whole line; else `range`.
    private static func withLineBreak(_ range: ByteRange, in buffer: UnsafeBufferPointer<UInt8>) -> ByteRange {
        let isBreak = { (byte: UInt8) in byte == 0x0A || byte == 0x0D }
        guard range.start == 0 || isBreak(buffer[range.start - 1]), range.end < buffer.count, isBreak(buffer[range.end]) else { return range }
        let end = buffer[range.end] == 0x0D && range.end + 1 < buffer.count && buffer[range.end + 1] == 0x0A ? range.end + 2 : range.end + 1
        return ByteRange(range.start, end)
    }

    /// The cell whose bytes are `range`, quoted when it starts with a quote.
    private static func cell(at range: ByteRange, in buffer: UnsafeBufferPointer<UInt8>) -> TableScanner.Cell {
        TableScanner.Cell(start: range.start, end: range.end, quoted: range.end > range.start && buffer[range.start] == UInt8(ascii: "\""))
    }

    /// The row (1 is the header) and the column's name of the cell at each offset in the table;
    /// the records they fall in are read once, in table order. A cell of a column the header
    /// leaves without a name has no column name.
    public func cells(at offsets: [Int]) -> [(row: Int, column: String?)?] {
        var result = [(row: Int, column: String?)?](repeating: nil, count: offsets.count)
        var record: PlacedRecord?
        for query in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
            let offset = offsets[query]
            if record.map({ !$0.holds(offset) }) ?? true { record = self.record(holding: offset, after: record) }
            guard let record else { return result }
            // The last cell that starts at or before the offset, if the offset is inside it.
            let cells = record.cells
            let at = cells.partitionPoint { $0.start > offset } - 1
            let column = at >= 0 && offset <= cells[at].end && at < columns.names.count && !columns.names[at].isEmpty ? columns.names[at] : nil
            result[query] = (record.number + 1, column)
        }
        return result
    }

    /// A record read again: its number (0 is the header), where it and the next start, and its cells.
    private struct PlacedRecord: Sendable {
        let number: Int
        let start: Int
        let next: Int
        let cells: [TableScanner.Cell]
        /// Whether a place at `offset` is in it: from its start to the next's (the header
        /// also holds a byte order mark before it, the last record the end of the table).
        let isFirst: Bool, isLast: Bool

        func holds(_ offset: Int) -> Bool { (isFirst || start <= offset) && (isLast || offset < next) }
    }

    /// The record a place at `offset` is in: read from the mark before it, or on from `known`
    /// when that is between the mark and the place (nil: the table has no records).
    private func record(holding offset: Int, after known: PlacedRecord?) -> PlacedRecord? {
        guard let mark = records.mark(before: offset) else { return nil }
        return recentRecords.value(where: { $0.holds(offset) }) {
            bytes.withUnsafeBufferPointer { buffer in
                var (number, start) = (mark.record, mark.start)
                if let known, known.start >= mark.start, known.next <= offset, !known.isLast { (number, start) = (known.number + 1, known.next) }
                var scanner = TableScanner(format.dialect, from: start)
                var read = TableScanner.Record()
                _ = scanner.next(&read, in: buffer)
                var placed = PlacedRecord(number: number, start: start, next: scanner.position, cells: read.cells, isFirst: number == 0,
                                          isLast: number + 1 >= records.count || scanner.position >= buffer.count)
                while !placed.holds(offset), scanner.next(&read, in: buffer) {
                    number += 1
                    placed = PlacedRecord(number: number, start: read.start, next: scanner.position, cells: read.cells, isFirst: false,
                                          isLast: number + 1 >= records.count || scanner.position >= buffer.count)
                }
                return (number, placed)
            }
        }
    }

    /// The record that starts at `start`, read again.
    private func record(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> TableScanner.Record {
        TableScanner.record(at: start, in: buffer, dialect: format.dialect)
    }

    /// A row of the document read again: where its values are in the document (relative to
    /// the row's start, in order), its cells and the end of its record.
    private struct RowReading: Sendable {
        var members: [(column: Int, value: Range<Int>)] = []
        var length = 0
        var cells: [TableScanner.Cell] = []
        var end = 0
        var json = 0
        var source = 0

        /// The last member whose value starts at or before `inRow` (an offset from the row's
        /// start); nil before the first, at the row's `{`.
        func member(at inRow: Int) -> Int? {
            let at = members.partitionPoint { $0.value.lowerBound > inRow } - 1
            return at >= 0 ? at : nil
        }
    }

    private func read(row index: Int) -> RowReading {
        recentRows.value(for: index) { readAgain(row: index) }
    }

    private func readAgain(row index: Int) -> RowReading {
        bytes.withUnsafeBufferPointer { buffer in
            let record = self.record(at: rows[index].source, in: buffer)
            var json = ByteWriter(capacity: record.end - record.start + 3 * columns.written.count + 2)
            var reading = RowReading(cells: record.cells, end: record.end, json: rows[index].json, source: rows[index].source)
            columns.write(record.cells, in: buffer, to: &json, keysAt: problems.count, asPrior: index < priorRows) { reading.members.append(($0.column, $0.range)) }
            reading.length = json.count
            return reading
        }
    }

    /// The row whose object starts at or before a document offset (-1: none; the problems'
    /// spaces and the list before the first row).
    private func rowIndex(containing offset: Int) -> Int {
        offset < problems.count ? -1 : rows.partitionPoint { $0.json > offset } - 1
    }

    /// The table offset a document offset stands for, given the row it falls in: a range's
    /// start maps forward (to the next cell or row), its end backward.
    private func sourceOffset(_ offset: Int, isEnd: Bool, in row: RowReading?) -> Int {
        let problemCount = problems.count
        if !isEnd, offset < problemCount { return problems[offset].range.start }
        if isEnd, offset > 0, offset <= problemCount { return problems[offset - 1].range.end }
        // A key: the column's name in the header (an end is one past its key's last byte); a
        // table without one has its key placed at its start.
        if let column = columns.column(atKeyAreaOffset: offset - problemCount - (isEnd ? 1 : 0)), column < columns.cells.count {
            let named = columns.cells[column]
            return isEnd ? named.end : named.start
        }
        let header = columns.headerRange
        guard let row else { return isEnd ? header.end : rows.first?.source ?? header.start }
        let inRow = offset - row.json
        guard inRow <= row.length else {
            // Between rows (or lists): the next row's start, or this row's end.
            let next = rows.partitionPoint { $0.json > offset }
            return isEnd || next == rows.count ? row.end : rows[next].source
        }
        guard let at = row.member(at: inRow) else { return row.source }  // the row's `{`
        let member = row.members[at], cell = row.cells[member.column]
        if inRow == member.value.lowerBound { return cell.start }
        if inRow < member.value.upperBound { return min(cell.end, cell.start + (inRow - member.value.lowerBound)) }
        if inRow == member.value.upperBound || isEnd { return cell.end }
        // The comma after the value, or the `}`.
        return at + 1 < row.members.count ? row.cells[row.members[at + 1].column].start : row.end
    }
}
