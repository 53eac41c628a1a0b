/// A column the header leaves without a name whose cells are ranks: a spreadsheet's rank
/// column whose header cell was left empty (`,City,Score` over `1,Tokyo,98.5`). Its cells are
/// not read as the header names it (RC008); `init` leaves the header out and names the columns,
/// that one `rank`.
enum UnnamedRankColumn {
    /// The names for the table whose first lines are `head`, read with `format` (its header
    /// `header`, which leaves a column unnamed): the header's, with the first unnamed column
    /// whose cells are ranks named `rank` (`position` when a column is named so already) and
    /// any other unnamed one by its place; nil when no unnamed column's cells are ranks.
    static func inferred(head: SourceBytes, format: TableFormat, header: [String]) -> HeaderlessColumns? {
        guard header.count > 1, header.contains("") else { return nil }
        var byPlace = format
        byPlace.columnNames = header.indices.map { "\($0 + 1)" }
        byPlace.skippedRows += 1
        guard let document = try? TableTranscoder(format: byPlace).document(of: head).get(),
              let rows = TableInference.firstListsRows(of: document) else { return nil }
        // The unnamed columns' cells are followed row by row, each row read once however wide.
        var runs = Dictionary(uniqueKeysWithValues: header.indices.filter { header[$0].isEmpty }.map { ($0, HeaderlessColumns.RankRun()) })
        for row in document.children(rows).prefix(ShapeInference.fieldsRead) {
            var values: [Int: Int64] = [:]
            for cell in document.children(row) {
                guard let place = Int(document.key(cell)), runs[place - 1] != nil, let value = document.boundedInteger(cell) else { continue }
                values[place - 1] = value
            }
            for column in runs.keys { runs[column]!.read(values[column]) }
        }
        // Ranks that run past 1 (a column of 1s alone may be a count or a flag).
        guard let rank = runs.filter({ $0.value.holds && $0.value.count >= 2 && $0.value.passesOne }).keys.min() else { return nil }
        let lowered = Set(header.map { $0.lowercased() })
        let rankName = ["rank", "position", "place"].first { !lowered.contains($0) } ?? "rank \(rank + 1)"
        let names = header.indices.map { column in column == rank ? rankName : header[column].isEmpty ? "column\(column + 1)" : header[column] }
        guard Set(names).count == names.count else { return nil }
        return HeaderlessColumns(names: names, evidence: "column \(rank + 1) has no name in the header, and its cells run 1…N: named \(rankName)")
    }
}
