/// How a table file is read: its delimiter, the cell values that mean null, and the columns
/// whose meaning shapes the table's lists (`listBy`) or its cells (tie markers in the rank).
public struct TableFormat: Sendable, Equatable {
    /// One byte: `,` for `.csv`, a tab for `.tsv`, or the configuration's `table.delimiter`.
    public var delimiter: UInt8
    /// Whether the spaces after a delimiter are left out of the field (`table.skipInitialSpace`).
    public var skipsInitialSpace = false
    /// How the scanner separates fields.
    var dialect: TableScanner.Dialect { TableScanner.Dialect(delimiter: delimiter, skipsInitialSpace: skipsInitialSpace) }
    /// The delimiters tables are written with, the comma last: a header read as one column that
    /// holds one of the others is most likely separated by it (a spreadsheet where the comma is
    /// the decimal mark writes `;` into a `.csv`).
    static let likelyDelimiters: [UInt8] = [UInt8(ascii: ";"), UInt8(ascii: "\t"), UInt8(ascii: "|"), UInt8(ascii: ",")]
    /// Why a value beside a space does not read (a table written with `, ` between fields), and
    /// what to do: for a space after a delimiter (`leading`), the setting that leaves it out.
    static func spaceIsPartOfTheField(leading: Bool) -> String {
        "in CSV a space beside a delimiter is part of the field. " + (leading
            ? "Write the header and the rows without spaces after the delimiters, or say so in the shape: `\"table\": {\"skipInitialSpace\": true}`."
            : "Write the header and the rows without spaces around their fields.")
    }
    /// Cell values read as null (default: the empty cell).
    public var nulls: [String]
    /// How numbers may be written besides JSON's way (`92,5`, `11,830`).
    public var numberMarks = NumberMarks()
    /// The columns' names when the table has no header row (every line is a row); nil: its
    /// first line names them.
    public var columnNames: [String]?
    /// The records above the table that are not read (a title, a publisher's note).
    public var skippedRows = 0
    /// The columns whose values name each row's list, the period's last (the lists with the
    /// same values in the others are one series, `RankingShape.seriesBy`); none: the file is
    /// one list.
    public var listByColumns: [String]
    /// The rank column, whose cells may carry a tie marker (`T3`, `=3`, `3=`) or be a band (`601-650`).
    public var rankColumn: String?
    /// The column of last period's ranks, whose cells are written as the rank's are (a
    /// university table's `2024 RANK` beside its `2025 RANK`: `=4`, `601-650`).
    public var previousRankColumn: String?
    /// The column of signed moves, whose cells may write no change as `=` (read as 0), as
    /// charts write a change column `+3`, `-2`, `=`, or write moves with arrows (`▲2`, `▼1`, `▬`: `MoveArrow`).
    public var signedMoveColumn: String?
    /// Whether a positive signed move is a move up (the shape's `positiveIs`): how an arrow's move is written as a number.
    public var signedMovePositiveIsUp = true
    /// The columns that name each row's entry (the shape's identity).
    public var identityColumns: [String]
    /// The columns messages name each row's entry by (the shape's `displayName`).
    public var displayNameColumns: [String] = []
    /// The name of the one list of a file without `listBy`: the file name without its extension.
    public var fileListName: String
    /// The columns each row's entry holds; nil: every column. Under open fields no rule reads a
    /// column the shape does not name but as an attribute (`attributeCells`).
    public var entryColumns: Set<String>?
    /// Whether a cell outside `entryColumns` is kept when it reads as a string: every other
    /// string field is an attribute while the shape configures none.
    public var attributeCells: Bool

    public init(delimiter: UInt8, nulls: [String] = [""], listByColumns: [String] = [], rankColumn: String? = nil, previousRankColumn: String? = nil, signedMoveColumn: String? = nil,
                identityColumns: [String] = [], fileListName: String = "", entryColumns: Set<String>? = nil, attributeCells: Bool = false,
                displayNameColumns: [String] = []) {
        self.delimiter = delimiter
        self.nulls = nulls
        self.listByColumns = listByColumns
        self.rankColumn = rankColumn
        self.previousRankColumn = previousRankColumn
        self.signedMoveColumn = signedMoveColumn
        self.identityColumns = identityColumns
        self.fileListName = fileListName
        self.entryColumns = entryColumns
        self.attributeCells = attributeCells
        self.displayNameColumns = displayNameColumns
    }
}

/// What a file is read as: JSON, or a table of rows.
public enum DataFormat: Sendable, Equatable {
    case json
    case table(TableFormat)

    /// The format of the file at `path` under `shape`: a table for `.csv` and `.tsv` (any case),
    /// else JSON. A table's one list (without `listBy`) is named `listName`, by default the
    /// file's name without its extension.
    public init(path: String, shape: RankingShape, listName: String? = nil) {
        guard let delimiter = Self.tableDelimiter(ofPath: path) else {
            self = .json
            return
        }
        let stem = listName ?? PathText.stem(of: path)
        var format = TableFormat(delimiter: shape.table.delimiter ?? delimiter, nulls: shape.table.nulls,
                                  listByColumns: shape.listByColumns, rankColumn: shape.rank.firstToken,
                                  previousRankColumn: shape.movement.previousRankPointer?.firstToken, signedMoveColumn: shape.movement.signedPointer?.firstToken,
                                  identityColumns: shape.identity.compactMap(\.firstToken), fileListName: stem,
                                  entryColumns: shape.closedFields ? nil : shape.entryFields, attributeCells: shape.everyOtherStringIsAttribute,
                                  displayNameColumns: shape.displayName.compactMap(\.firstToken))
        format.numberMarks = shape.table.numberMarks
        if case .signed(_, let positiveIsUp) = shape.movement { format.signedMovePositiveIsUp = positiveIsUp }
        format.columnNames = shape.table.columns
        format.skippedRows = shape.table.skipRows
        format.skipsInitialSpace = shape.table.skipInitialSpace
        self = .table(format)
    }

    /// The delimiter a table file's extension implies, or nil when the path is not a table's.
    public static func tableDelimiter(ofPath path: String) -> UInt8? {
        let lower = path.lowercased()
        if lower.hasSuffix(".csv") { return UInt8(ascii: ",") }
        if lower.hasSuffix(".tsv") { return UInt8(ascii: "\t") }
        return nil
    }

    /// The extensions of the files ranking data is read from.
    public static let extensions = ["json", "csv", "tsv"]

    /// Whether a walk checks a file of this name: JSON, CSV or TSV.
    public static func isDataFile(named name: String) -> Bool {
        name.hasSuffix(".json") || tableDelimiter(ofPath: name) != nil
    }

    public var isTable: Bool { if case .table = self { true } else { false } }
}

/// A table's own settings in the shape (`"table": {"delimiter": ";", "nulls": ["", "-"], "decimal": ",", "thousands": "."}`).
public struct TableSettings: Sendable, Equatable {
    /// Overrides the delimiter the extension implies.
    public var delimiter: UInt8?
    public var nulls: [String] = [""]
    /// How numbers are written: the decimal mark and the thousands mark.
    public var numberMarks = NumberMarks()
    /// The columns' names of a table without a header row, whose first line is a row (a
    /// top-sites list's `1,google.com`); nil: the first line names them.
    public var columns: [String]?
    /// The lines above the table that are not read: a title, or a publisher's note (Spotify's
    /// daily charts start with one).
    public var skipRows = 0
    /// Whether the spaces after a delimiter are left out of the field that follows (a table
    /// typed by hand, `rank, city, score`), as CSV readers' `skipinitialspace` does.
    public var skipInitialSpace = false

    public init(delimiter: UInt8? = nil, nulls: [String] = [""]) {
        self.delimiter = delimiter
        self.nulls = nulls
    }
}
