/// The columns' names `rankcheck init` gives a table whose first line is a row, not a header:
/// a top-sites list's `1,google.com` above `2,youtube.com`. The column whose first line's 1
/// is followed by 2, 3 (or 1, shared) on the next lines is the rank; one of dates is the date, one of
/// host names the domain; the others are named by their place.
struct HeaderlessColumns: Sendable, Equatable {
    let names: [String]
    /// "the first line, 1,google.com, is a row: its 1 is followed by 2 on the next line"
    let evidence: String

    /// The names for a table whose first rows, read with their first line as the header, are
    /// `document`; nil when the first line names the columns.
    static func inferred(from document: JSONDocument) -> HeaderlessColumns? {
        guard let table = document.table, let rows = TableInference.firstListsRows(of: document), !document.children(rows).isEmpty else { return nil }
        let header = table.columnNames
        let firstRows = Array(document.children(rows).prefix(ShapeInference.fieldsRead))
        // The rank's column: its first line's 1 is followed by ranks that never fall and are at
        // most their line's place in the list (2, 3, 4, or 1, 1, 3 shared), or by 1 where the
        // next list starts; a league table's column named for round 1 (`2, 1, 5`) is not one.
        guard let rank = header.firstIndex(where: { name in
            name == "1" && readsAsRanks(firstRows.prefix(8).map { document.member($0, name).flatMap(document.integer) }, after: (1, 1))
        }) else { return nil }
        var names: [String] = []
        for (column, name) in header.enumerated() {
            let values = [name] + firstRows.compactMap { row in document.member(row, name).map(document.string) }
            let named = column == rank ? "rank" : values.allSatisfy(isDate) ? "date" : values.allSatisfy(isHostName) ? "domain" : "column\(column + 1)"
            names.append(names.contains(named) ? "column\(column + 1)" : named)
        }
        let line = header.joined(separator: String(UnicodeScalar(table.format.delimiter)))
        let next = document.member(firstRows[0], header[rank]).flatMap(document.integer) ?? 2
        return HeaderlessColumns(names: names, evidence: "the first line, \(DisplayWidth.truncated(line, to: 41)), is a row, not a header: its 1 is followed by \(next) on the next line")
    }

    /// Whether `values`, a column's down its first rows, read as ranks after `above` (the last
    /// rank above them and its place in its list; none by default): each never below the one
    /// before it and at most one past the place before it (2, 3, 4, or 1, 1, 3 shared), or 1
    /// where the next list starts.
    static func readsAsRanks(_ values: [Int64?], after above: (last: Int64, place: Int64) = (0, 0)) -> Bool {
        var run = RankRun(after: above)
        for value in values { run.read(value) }
        return run.holds
    }

    /// Values read down a column one at a time, and whether they still read as ranks
    /// (`readsAsRanks`), so many columns can be followed in one pass over the rows.
    struct RankRun {
        private var (last, place): (Int64, Int64)
        private(set) var holds = true
        /// How many values were read, and whether one of them was past 1.
        private(set) var count = 0, passesOne = false

        init(after above: (last: Int64, place: Int64) = (0, 0)) { (last, place) = above }

        mutating func read(_ value: Int64?) {
            count += 1
            guard holds, let value else { return holds = false }
            if value == 1 {
                (last, place) = (1, 1)
                return
            }
            passesOne = passesOne || value > 1
            guard value >= last, value <= place + 1 else { return holds = false }
            (last, place) = (value, place + 1)
        }
    }

    /// Whether `text` is a date alone (`20000110`, `2024-11-24`, `24/11/2024`).
    private static func isDate(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x30...0x39).contains($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ".") }
            && SeriesOrder.period(text)?.isDate == true
    }

    /// Whether `text` is written as a host name is (`google.com`, `bbc.co.uk`).
    private static func isHostName(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && labels.allSatisfy { label in
            !label.isEmpty && label.utf8.allSatisfy { $0 == UInt8(ascii: "-") || (0x30...0x39).contains($0) || (0x61...0x7A).contains($0 | 0x20) }
        }
    }
}
