/// Something wrong with a table's text: a record that cannot be read (RC008), a column the
/// header names twice (RC006), or the column that groups rows into lists missing from the
/// header or a row's value in it missing (RC003). `range` is where it is in the table.
public struct TableProblem: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case invalidTable
        case duplicateColumn
        case missingField
    }

    /// What the problem says. A table can have a problem in every row: those keep their numbers,
    /// and their sentences are made when printed.
    enum Words: Sendable, Equatable {
        case text(String)
        /// A row with more or fewer fields than the header (`blank`: an empty line).
        case fieldCount(row: Int, fields: Int, header: Int, blank: Bool)
        case notUTF8(row: Int, fault: UTF8Sequence.Fault)
        case repeatsHeader(row: Int)
        /// A row whose cell in the column that groups rows into lists is empty (or null).
        case noListLabel(row: Int, column: String)
    }

    public var kind: Kind
    var words: Words
    public var range: ByteRange
    /// What to do about it, when that is known.
    public var help: String?

    public init(_ kind: Kind, _ message: String, at range: ByteRange, help: String? = nil) {
        self.init(kind, .text(message), at: range, help: help)
    }

    init(_ kind: Kind, _ words: Words, at range: ByteRange, help: String? = nil) {
        self.kind = kind
        self.words = words
        self.range = range
        self.help = help
    }

    public var message: String {
        switch words {
        case .text(let text): text
        case .fieldCount(let row, let fields, let header, let blank):
            "row \(row) has \(fields) field\(fields == 1 ? "" : "s")\(blank ? " (a blank line)" : ""); the header has \(header)"
        case .notUTF8(let row, let fault): "row \(row) is not valid UTF-8: \(fault.reason)"
        case .repeatsHeader(let row): "row \(row) repeats the header row"
        case .noListLabel(let row, let column): "row \(row) has no '\(column)', the column that groups the rows into lists; it is in no list"
        }
    }
}
