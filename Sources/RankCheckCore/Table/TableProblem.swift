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
        /// A row with more or fewer fields than the header, or than the configuration's
        /// `columns` where the table has no header (`byHeader` false) (`blank`: an empty line).
        case fieldCount(row: Int, fields: Int, columns: Int, byHeader: Bool, blank: Bool)
        case notUTF8(row: Int, fault: UTF8Sequence.Fault)
        case headerNotUTF8(fault: UTF8Sequence.Fault)
        /// The file's start shows it is no UTF-8 text at all, said after "the file ": nothing of
        /// it is read. In UTF-16 (`UTF8Sequence.otherEncoding`):
        case otherEncoding(String)
        /// A spreadsheet's workbook (`UTF8Sequence.workbook`):
        case workbook(String)
        /// A row that holds the columns' names: the header's again, or (`byHeader` false) the
        /// configuration's, which names them for a table without a header.
        case repeatsHeader(row: Int, byHeader: Bool)
        /// A row whose every field is empty (`,,,`, as spreadsheets write below their data).
        case blankRow(row: Int)
        /// A row whose cell in the column that groups rows into lists is empty (or null).
        case noListLabel(row: Int, column: String)
        /// The file starts with a UTF-8 byte order mark: every row still reads.
        case byteOrderMark
        /// The first line is a spreadsheet's `sep=;`, which names the delimiter: every row still
        /// reads (with it), but other readers take the line for the header.
        case separatorLine(delimiter: UInt8)
        /// Columns the header leaves without a name (said in full): their cells are not read,
        /// and every row still reads without them.
        case unnamedColumns(String)
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

    /// A record the scanner cannot read, at the byte where its flaw is.
    init(_ flaw: TableScanner.Flaw) {
        switch flaw {
        case .unterminatedQuote(let at):
            self.init(.invalidTable, "a quoted field is never closed: the rest of the file is inside its quotes", at: ByteRange(at, at + 1))
        case .quoteInUnquotedField(let at):
            self.init(.invalidTable, "a quote inside an unquoted field; quote the whole field and write the quote twice", at: ByteRange(at, at + 1))
        case .textAfterClosingQuote(let at):
            self.init(.invalidTable, "text after a quoted field's closing quote; a quote inside a quoted field is written twice", at: ByteRange(at, at + 1))
        }
    }

    /// Numbers its row as in the whole table, when it was numbered from a stretch of it that
    /// follows `records` records.
    mutating func numberRows(after records: Int) {
        switch words {
        case .text: break
        case .fieldCount(let row, let fields, let columns, let byHeader, let blank):
            words = .fieldCount(row: records + row, fields: fields, columns: columns, byHeader: byHeader, blank: blank)
        case .notUTF8(let row, let fault): words = .notUTF8(row: records + row, fault: fault)
        case .headerNotUTF8, .otherEncoding, .workbook: break
        case .repeatsHeader(let row, let byHeader): words = .repeatsHeader(row: records + row, byHeader: byHeader)
        case .blankRow(let row): words = .blankRow(row: records + row)
        case .noListLabel(let row, let column): words = .noListLabel(row: records + row, column: column)
        case .byteOrderMark, .separatorLine, .unnamedColumns: break
        }
    }

    public var message: String {
        switch words {
        case .text(let text), .unnamedColumns(let text): text
        case .fieldCount(let row, let fields, let columns, let byHeader, let blank):
            "row \(row) has \(fields) field\(fields == 1 ? "" : "s")\(blank ? " (a blank line)" : ""); the \(byHeader ? "header has" : "shape's \"columns\" names") \(columns)"
        case .notUTF8(let row, let fault): "row \(row) is not valid UTF-8: \(fault.reason)"
        case .headerNotUTF8(let fault): "the header is not valid UTF-8: \(fault.reason)"
        case .otherEncoding(let words): "the file \(words); a table must be UTF-8"
        case .workbook(let words): "the file \(words), not a table's text"
        case .repeatsHeader(let row, let byHeader):
            byHeader ? "row \(row) repeats the header row"
                : "row \(row) holds the names the shape's \"columns\" gives the columns, as a header would; \"columns\" is for a table without a header row"
        case .blankRow(let row): "row \(row) is blank: every field is empty"
        case .noListLabel(let row, let column): "row \(row) has no '\(column)', the column that groups the rows into lists; it is in no list"
        case .byteOrderMark: "the file starts with a UTF-8 byte order mark (BOM); a table must not begin with one"
        case .separatorLine(let delimiter):
            "the first line, sep=\(Character(UnicodeScalar(delimiter))), is a spreadsheet's hint for the delimiter, not part of a CSV table: "
                + "the table is read with it, but other CSV readers take the line for the header"
        }
    }

    /// What `--fix` says when it takes the problem's text out, which changes no value: the byte
    /// order mark at the file's start, and a blank row, an empty line or the header again (as
    /// tables joined end to end repeat it), each with its line break; nil for others.
    var takenOutBy: String? {
        switch words {
        case .byteOrderMark: "Take out the byte order mark."
        case .blankRow: "Take out the blank row."
        case .fieldCount(_, _, _, _, blank: true): "Take out the blank line."
        case .repeatsHeader(_, byHeader: true): "Take out the repeated header."
        default: nil
        }
    }

    /// Whether every row reads despite it: the byte order mark and a spreadsheet's `sep=` line,
    /// which are before the header, a blank row, an empty line or the header again, which hold
    /// no value, and columns the header leaves unnamed, whose cells no fix edits. A table whose
    /// problems are these alone may be rewritten.
    public var leavesRowsReadable: Bool {
        switch words {
        case .byteOrderMark, .separatorLine, .unnamedColumns, .blankRow, .fieldCount(_, _, _, _, blank: true), .repeatsHeader(_, byHeader: true): true
        default: false
        }
    }

    /// Whether it is an RC008 problem that leaves text unread: every one but those that leave
    /// every row readable.
    var leavesTextUnread: Bool { kind == .invalidTable && !leavesRowsReadable }

    /// Whether it says the file is no UTF-8 text at all (UTF-16, or a workbook), so nothing of it is read.
    public var isNoText: Bool {
        switch words {
        case .otherEncoding, .workbook: true
        default: false
        }
    }

    /// Whether it is a row, or the header, that is not UTF-8.
    var isNotUTF8: Bool {
        switch words {
        case .notUTF8, .headerNotUTF8: true
        default: false
        }
    }

    /// Whether it is the header that is not UTF-8.
    var isHeaderNotUTF8: Bool {
        if case .headerNotUTF8 = words { true } else { false }
    }

    /// Whether it is a row, not the header, that is not UTF-8 (and does not read).
    var isRowNotUTF8: Bool {
        if case .notUTF8 = words { true } else { false }
    }

    /// What to do about a table that is not UTF-8, said at its first such row: spreadsheets
    /// save CSV in the system's encoding unless told otherwise.
    static let encodingHelp = UTF8Sequence.saveAsUTF8Help(named: spreadsheetUTF8)
    /// What spreadsheets call UTF-8 where they save a table.
    static let spreadsheetUTF8 = "a spreadsheet's \"CSV UTF-8\""
}
