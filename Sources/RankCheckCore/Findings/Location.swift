/// Where a finding (or a related place, or a fix edit) is: a file and a byte range,
/// with line/column filled in by `PositionResolver` once the rules have run.
public struct Location: Hashable, Sendable {
    /// The path as the user gave it (relative paths stay relative).
    public var path: String
    public var range: ByteRange
    /// 1-based; columns in Unicode code points. Zero until resolved.
    public var start = LineColumn(line: 0, column: 0)
    public var end = LineColumn(line: 0, column: 0)
    /// The text of the start line, for snippets; for a very long line, an excerpt around the start.
    public var lineText: String?
    /// The column (in the whole line) where `lineText` begins: 1 unless it is an excerpt.
    public var lineTextStartColumn = 1
    /// Whether `lineText` stops before the end of the line.
    public var lineTextIsCut = false

    public init(path: String, range: ByteRange) {
        self.path = path
        self.range = range
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
