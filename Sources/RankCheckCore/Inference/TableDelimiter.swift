/// The delimiter `rankcheck init` reads tables with when their extension's reads the first
/// table's header as one column and another reads it as several: a `.csv` file written with
/// semicolons (as spreadsheets do where the comma is the decimal mark), tabs or bars.
struct TableDelimiter: Sendable, Equatable {
    let byte: UInt8
    /// "the header reads as 3 columns separated by ';' (one with ',')"
    let evidence: String

    /// How a choice shows it: `";"`, or `tab`.
    var shown: String { byte == UInt8(ascii: "\t") ? "tab" : "\"\(Character(UnicodeScalar(byte)))\"" }

    private static let candidates: [UInt8] = [UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|"), UInt8(ascii: ",")]

    /// Another delimiter for the table at `path`, or nil when its extension's reads its header as
    /// more than one column (or no other delimiter reads its rows with as many fields as its header).
    static func inferred(path: String, bytes: SourceBytes) -> TableDelimiter? {
        let implied = TableInference.format(path, nil, listBy: nil, rank: nil).delimiter
        guard let asImplied = read(bytes, path: path, with: implied), asImplied.columnNames.count == 1 else { return nil }
        // Only a delimiter the header holds can split it: the table is read again for that one alone.
        for candidate in candidates where candidate != implied && asImplied.columnNames[0].utf8.contains(candidate) {
            guard let table = read(bytes, path: path, with: candidate), table.columnNames.count > 1 else { continue }
            // Rows that break under it say it is not the table's delimiter: one in ten at most.
            let broken = table.problems.filter { $0.kind == .invalidTable }.count
            guard broken * 10 <= table.recordStarts.count else { continue }
            let name = { (byte: UInt8) in byte == UInt8(ascii: "\t") ? "tabs" : "'\(Character(UnicodeScalar(byte)))'" }
            return TableDelimiter(byte: candidate, evidence: "the header reads as \(table.columnNames.count) columns separated by \(name(candidate)) (one with \(name(implied)))")
        }
        return nil
    }

    private static func read(_ bytes: SourceBytes, path: String, with delimiter: UInt8) -> TableSource? {
        var format = TableInference.format(path, nil, listBy: nil, rank: nil)
        format.delimiter = delimiter
        return (try? TableTranscoder(format: format).document(of: bytes).get())?.table
    }
}
