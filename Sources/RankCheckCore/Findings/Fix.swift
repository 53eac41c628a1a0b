/// Replace the bytes of `range` in the original source with `replacement`.
public struct TextEdit: Hashable, Sendable {
    public var location: Location
    public var replacement: String

    public init(_ location: Location, _ replacement: String) {
        self.location = location
        self.replacement = replacement
    }

    public var range: ByteRange { location.range }
}

/// A correction for a finding: edits on the original bytes.
public struct Fix: Hashable, Sendable {
    /// A full sentence for `help:` lines ("Set 'isRankUp' to `true` and 'rankFluctuation' to `4`.").
    public var summary: String
    public var edits: [TextEdit]
    /// Safe fixes are applied by `--fix`; unsafe ones are only shown.
    public var isSafe: Bool

    public init(summary: String, edits: [TextEdit], isSafe: Bool = true) {
        self.summary = summary
        self.edits = edits
        self.isSafe = isSafe
    }
}
