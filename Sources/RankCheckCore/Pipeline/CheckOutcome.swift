/// What checking one target produced.
public struct CheckOutcome: Sendable {
    /// The file's report, then its prior file's when that one could not be used (not JSON).
    public var reports: [FileReport] = []
    /// The bytes checked, when they are read to be fixed or diffed (`CheckOptions.readsCopies`).
    public var bytes: SourceBytes?
    /// The file, or its prior file, could not be read.
    public var error: FileError?
    public var notices: [String] = []
    /// The path of a walked file that holds no ranking list (not checked).
    public var skipped: String?

    public init() {}
}
