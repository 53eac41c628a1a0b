/// A table behind a document read from it (`TableTranscoder`): it maps the document's places
/// back to the table's bytes, so findings point at cells, and fixes edit cells.
///
/// It keeps, per row, where the row is in the document and in the table, and where every
/// record starts (for row numbers); where a cell is inside its row is found again, by reading
/// that one row, only for a place that is printed or fixed.
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
    public let problems: [TableProblem]
    /// Every row written to the document, in document order.
    let rows: [RowPlace]
    /// Where each record starts (the header first), in table order.
    let recordStarts: [Int]

    init(bytes: SourceBytes, format: TableFormat, columns: TableColumns, problems: [TableProblem], rows: [RowPlace], recordStarts: [Int]) {
        self.bytes = bytes
        self.format = format
        self.columns = columns
        self.problems = problems
        self.rows = rows
        self.recordStarts = recordStarts
    }

    /// The place in the document that stands for problem `index`.
    public static func documentRange(ofProblem index: Int) -> ByteRange { ByteRange(index, index + 1) }

    /// The header's column names.
    public var columnNames: [String] { columns.names }

    /// Whether the header names the rank and every identity column of `shape` (a walked table
    /// without them is not ranking data).
    public func holdsRanking(_ shape: RankingShape) -> Bool {
        ([shape.rank] + shape.identity).allSatisfy { pointer in pointer.firstToken.map(columns.names.contains) ?? false }
    }

    // MARK: - Places

    /// The table's bytes that a range of the document stands for.
    public func sourceRange(_ range: ByteRange) -> ByteRange {
        let start = sourceOffset(range.start, isEnd: false)
        let end = range.end == range.start ? start : sourceOffset(range.end, isEnd: true)
        return ByteRange(start, max(start, end))
    }

    /// An edit of the document as an edit of the table: the same cell, its new value written
    /// as a cell (quoted when the cell was, or when the value needs it).
    public func sourceEdit(_ edit: TextEdit) -> TextEdit {
        let range = sourceRange(edit.range)
        let wasQuoted = range.start < bytes.count && range.end > range.start && bytes[range.start] == UInt8(ascii: "\"")
        var text = edit.replacement
        if text.hasPrefix("\""), case .success(let literal) = JSONParser().parse(SourceBytes(Array(text.utf8))) {
            text = literal.string(literal.root)
        } else if text == "null" {
            text = format.nulls.first ?? ""
        }
        let delimiter = Character(Unicode.Scalar(format.delimiter))
        if wasQuoted || text.contains(where: { $0 == delimiter || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            text = "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
        }
        var mapped = edit
        mapped.location.range = range
        mapped.replacement = text
        return mapped
    }

    /// The row (1 is the header) and the column's name of the cell at `offset` in the table.
    public func cell(at offset: Int) -> (row: Int, column: String?)? {
        guard !recordStarts.isEmpty else { return nil }
        // A place before the header (its byte order mark) is the header's row.
        let record = max(0, recordStarts.partitionPoint { $0 > offset } - 1)
        let cells = bytes.withUnsafeBufferPointer { buffer in
            var scanner = TableScanner(delimiter: format.delimiter, from: recordStarts[record])
            var read = TableScanner.Record()
            _ = scanner.next(&read, in: buffer)
            return read.cells
        }
        let column = cells.firstIndex { $0.start <= offset && offset <= $0.end }
        return (record + 1, column.flatMap { $0 < columns.names.count ? columns.names[$0] : nil })
    }

    /// The row `index` of the document read again: where its members are in the document
    /// (relative to the row's start), its cells and the end of its record.
    private func row(_ index: Int) -> (members: [(column: Int, key: Int, value: Range<Int>)], length: Int, cells: [TableScanner.Cell], end: Int) {
        bytes.withUnsafeBufferPointer { buffer in
            var scanner = TableScanner(delimiter: format.delimiter, from: rows[index].source)
            var record = TableScanner.Record()
            _ = scanner.next(&record, in: buffer)
            var json: [UInt8] = []
            var members: [(column: Int, key: Int, value: Range<Int>)] = []
            columns.write(record.cells, in: buffer, to: &json) { members.append(($0, $1, $2)) }
            return (members, json.count, record.cells, record.end)
        }
    }

    /// The table offset a document offset stands for: a range's start maps forward (to the
    /// next cell or row), its end backward.
    private func sourceOffset(_ offset: Int, isEnd: Bool) -> Int {
        let problemCount = problems.count
        if !isEnd, offset < problemCount { return problems[offset].range.start }
        if isEnd, offset > 0, offset <= problemCount { return problems[offset - 1].range.end }
        let header = columns.headerRange
        let before = rows.partitionPoint { $0.json > offset } - 1
        guard before >= 0 else { return isEnd ? header.end : rows.first?.source ?? header.start }
        let row = row(before)
        let inRow = offset - rows[before].json
        guard inRow <= row.length else {
            // Between rows (or lists): the next row's start, or this row's end.
            return isEnd || before + 1 == rows.count ? row.end : rows[before + 1].source
        }
        var previousEnd = rows[before].source
        for member in row.members {
            let cell = row.cells[member.column]
            if inRow < member.key { return isEnd ? previousEnd : cell.start }
            if inRow < member.value.lowerBound {
                // The member's key: the column's name in the header.
                let named = columns.cells[member.column]
                return isEnd ? named.end : named.start
            }
            if inRow <= member.value.upperBound {
                if inRow == member.value.lowerBound { return cell.start }
                if inRow == member.value.upperBound { return cell.end }
                return min(cell.end, cell.start + (inRow - member.value.lowerBound))
            }
            previousEnd = cell.end
        }
        return row.end
    }
}
