/// The delimiter `rankcheck init` reads tables with when their extension's reads the first
/// table's header as one column and another reads it as several: a `.csv` file written with
/// semicolons (as spreadsheets do where the comma is the decimal mark), tabs or bars.
struct TableDelimiter: Sendable, Equatable {
    let byte: UInt8
    /// "the header reads as 3 columns separated by ';' (one with ',')"
    let evidence: String

    /// How a choice shows it: `";"`, or `tab`.
    var shown: String { byte == UInt8(ascii: "\t") ? "tab" : "\"\(Character(UnicodeScalar(byte)))\"" }

    /// Another delimiter for a table whose header, read with `format`'s, is the one column
    /// `header`, and the table read with it; nil when no delimiter the header holds reads it as
    /// several columns with at most one row in ten broken.
    static func inferred(header: String, format: TableFormat, bytes: SourceBytes) -> (delimiter: TableDelimiter, document: JSONDocument)? {
        // Only a delimiter the header holds can split it: the table is read again for that one alone.
        for candidate in TableFormat.likelyDelimiters where candidate != format.delimiter && header.utf8.contains(candidate) {
            var candidateFormat = format
            candidateFormat.delimiter = candidate
            guard let document = try? TableTranscoder(format: candidateFormat).document(of: bytes).get(), let table = document.table,
                  table.columnNames.count > 1 else { continue }
            // Rows that break under it say it is not the table's delimiter: one in ten at most.
            // The header's problems break no row (a byte order mark, spreadsheets write one
            // with semicolons; a column left unnamed by a delimiter that ends every line), and a
            // row whose text is not UTF-8 breaks under every delimiter (a spreadsheet saving in
            // Windows-1252 writes a semicolon table's accented rows so).
            let broken = table.unreadRowStarts.count - table.problems.filter(\.isRowNotUTF8).count
            guard broken * 10 <= table.records.count else { continue }
            let name = { (byte: UInt8) in byte == UInt8(ascii: "\t") ? "tabs" : "'\(Character(UnicodeScalar(byte)))'" }
            let evidence = "the header reads as \(table.columnNames.count) columns separated by \(name(candidate)) (one with \(name(format.delimiter)))"
            return (TableDelimiter(byte: candidate, evidence: evidence), document)
        }
        return nil
    }
}

/// Numbers written with a decimal comma or a thousands mark in a table's first rows (`92,5` in
/// `Punkte`, as spreadsheets write them where the comma is the decimal mark; `11,830` in
/// `Points`): `rankcheck init` reads the tables with those marks.
struct WrittenNumbers: Sendable, Equatable {
    let marks: NumberMarks
    /// A cell that reads as a number with the marks alone, and its column.
    let example: String
    let column: String

    /// The example as JSON writes it (`92.5`, `11830`).
    var exampleRead: String { marks.jsonText(example) }
}
