/// A header written on two lines, as a spreadsheet writes a group of columns under one name:
/// `Rank,Team,2024,,` over `,,Points,Change,Prev`. Read with its first line as the header, the
/// table leaves columns unnamed and takes the second line for a row; `init` leaves both lines
/// out (`"skipRows": 2`) and names the columns by the two together (`"columns"`): a name of the
/// first line alone, a name of the second alone, or the second's under the group the first
/// line names above it or to its left (`2024 Points`, `2024 Change`).
struct TwoLineHeader: Sendable, Equatable {
    let names: [String]
    /// "the first 2 lines are the header, the first naming groups of the second's columns (Rank, Team, 2024)"
    let evidence: String

    /// The header of the table whose first lines are `head`, read with `format` (its first line
    /// as the header, which leaves a column unnamed); nil when its second line does not name
    /// every column the first leaves unnamed with words.
    static func inferred(head: SourceBytes, format: TableFormat, columns: Int) -> TwoLineHeader? {
        var lines = format
        lines.columnNames = (1...max(1, columns)).map { "\($0)" }
        guard columns > 1, let document = try? TableTranscoder(format: lines).document(of: head).get(),
              let rows = TableInference.firstListsRows(of: document) else { return nil }
        let firstRows = Array(document.children(rows).prefix(2))
        guard firstRows.count == 2 else { return nil }
        // Each row's cells by column, read in one pass (the columns are named by their place).
        let cells = firstRows.map { row in
            var cells = [String](repeating: "", count: columns)
            for cell in document.children(row) {
                guard let place = Int(document.key(cell)), (1...columns).contains(place), document.kind(cell) != .null else { continue }
                cells[place - 1] = document.string(cell)
            }
            return cells
        }
        let (first, second) = (cells[0], cells[1])
        // Every column named, the second line only with words, and naming a column the first leaves unnamed.
        guard zip(first, second).allSatisfy({ !$0.isEmpty || !$1.isEmpty }),
              second.allSatisfy({ $0.isEmpty || !TableColumns.readsAsNumber($0) }),
              zip(first, second).contains(where: { $0.isEmpty && !$1.isEmpty }) else { return nil }
        var names: [String] = [], group = ""
        for (above, below) in zip(first, second) {
            if !above.isEmpty { group = above }
            names.append(below.isEmpty ? above : group.isEmpty ? below : "\(group) \(below)")
        }
        guard Set(names).count == names.count else { return nil }
        let groups = first.filter { !$0.isEmpty }.joined(separator: ", ")
        return TwoLineHeader(names: names, evidence: "the first 2 lines are the header, the first naming groups of the second's columns (\(DisplayWidth.truncated(groups, to: 41)))")
    }
}
