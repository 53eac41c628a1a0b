/// What checking one target produced.
public struct CheckOutcome: Sendable {
    /// The file's report, then its prior file's when that one could not be used (not JSON).
    public var reports: [FileReport] = []
    /// The bytes checked, when they are read to be fixed or diffed (`CheckOptions.readsCopies`).
    public var bytes: SourceBytes?
    /// The file, or its prior file, could not be read.
    public var error: FileError?
    public var notices: [String] = []
    /// A walked file that holds no ranking list (not checked).
    public var skipped: SkippedFile?

    public init() {}
}

/// A walked file that is not ranking data, and why: what the shape looks for and it lacks.
public struct SkippedFile: Sendable, Equatable {
    public let path: String
    /// "no list found", "its header has no 'current' column".
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
}
