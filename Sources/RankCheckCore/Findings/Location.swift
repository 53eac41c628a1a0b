/// Where a finding (or a related place, or a fix edit) is: a file and a byte range,
/// with line/column filled in by `PositionResolver` once the rules have run.
public struct Location: Hashable, Sendable {
    /// The path as the user gave it (relative paths stay relative).
    public var path: String
    public var range: ByteRange
    /// Filled in when the location is printed; nil until then, so an unprinted finding's
    /// places cost their path and range only.
    private var place: ResolvedPlace?

    public init(path: String, range: ByteRange) {
        self.path = path
        self.range = range
    }

    /// 1-based; columns in Unicode code points. Zero until resolved.
    public var start: LineColumn {
        get { place?.fields.start ?? LineColumn(line: 0, column: 0) }
        set { update { $0.start = newValue } }
    }

    public var end: LineColumn {
        get { place?.fields.end ?? LineColumn(line: 0, column: 0) }
        set { update { $0.end = newValue } }
    }

    /// 1-based columns of the start and the (exclusive) end in UTF-8 bytes, as reviewdog counts
    /// them (SARIF and the other reports count code points). Zero until resolved.
    public var byteColumns: (start: Int, end: Int) {
        (place?.fields.startByteColumn ?? 0, place?.fields.endByteColumn ?? 0)
    }

    /// The text of the start line, for snippets; for a very long line, an excerpt around the start.
    public var lineText: String? {
        get { place?.fields.lineText }
        set { update { $0.lineText = newValue } }
    }

    /// The column (in the whole line) where `lineText` begins: 1 unless it is an excerpt.
    public var lineTextStartColumn: Int {
        get { place?.fields.lineTextStartColumn ?? 1 }
        set { update { $0.lineTextStartColumn = newValue } }
    }

    /// Whether `lineText` stops before the end of the line.
    public var lineTextIsCut: Bool {
        get { place?.fields.lineTextIsCut ?? false }
        set { update { $0.lineTextIsCut = newValue } }
    }

    /// In a table: the place's row (1 is the header) and its column's name. Nil for JSON, and
    /// until resolved.
    public var tableRow: Int? { place?.fields.tableRow }
    public var tableColumn: String? { place?.fields.tableColumn }

    mutating func setTableCell(row: Int, column: String?) {
        update {
            $0.tableRow = row
            $0.tableColumn = column
        }
    }

    /// Sets the line and columns together: one out-of-line place, not one per field.
    mutating func setPosition(start: LineColumn, end: LineColumn, startByteColumn: Int, endByteColumn: Int) {
        update {
            $0.start = start
            $0.end = end
            $0.startByteColumn = startByteColumn
            $0.endByteColumn = endByteColumn
        }
    }

    /// Sets the snippet's text, its first column and whether it is cut, together.
    mutating func setSnippet(_ text: String, startColumn: Int, isCut: Bool) {
        update {
            $0.lineText = text
            $0.lineTextStartColumn = startColumn
            $0.lineTextIsCut = isCut
        }
    }

    private mutating func update(_ change: (inout ResolvedPlace.Fields) -> Void) {
        var fields = place?.fields ?? ResolvedPlace.Fields()
        change(&fields)
        place = ResolvedPlace(fields)
    }

    public static func == (a: Location, b: Location) -> Bool {
        a.path == b.path && a.range == b.range && a.place?.fields == b.place?.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(range)
        hasher.combine(place?.fields)
    }
}

/// A location's line, columns and snippet, out of line: one reference in every location.
private final class ResolvedPlace: Sendable {
    struct Fields: Hashable, Sendable {
        var start = LineColumn(line: 0, column: 0)
        var end = LineColumn(line: 0, column: 0)
        var startByteColumn = 0
        var endByteColumn = 0
        var lineText: String?
        var lineTextStartColumn = 1
        var lineTextIsCut = false
        var tableRow: Int?
        var tableColumn: String?
    }

    let fields: Fields

    init(_ fields: Fields) {
        self.fields = fields
    }
}

/// A second place that explains a finding ("also claims prior rank 20 here").
public struct RelatedLocation: Hashable, Sendable {
    public var location: Location
    public var message: String

    public init(_ location: Location, _ message: String) {
        self.location = location
        self.message = message
    }
}
