/// A format a run can be reported in: its name on the command line, a line saying what it is
/// for, and how its reporter is made.
public struct ReportFormat: Sendable {
    public let name: String
    public let summary: String
    public let make: @Sendable (ReporterSettings) -> any Reporter
    /// Whether the format has a place for the run's notices (`RunReport.notices`); where it has
    /// none, the command line writes them to standard error.
    public let carriesNotices: Bool

    public init(_ name: String, _ summary: String, carriesNotices: Bool = true, make: @escaping @Sendable (ReporterSettings) -> any Reporter) {
        self.name = name
        self.summary = summary
        self.carriesNotices = carriesNotices
        self.make = make
    }
}

/// What the command line decides for the reporters that look at it.
public struct ReporterSettings: Sendable {
    /// ANSI colour (human).
    public var color = false
    /// Note-level findings shown (human).
    public var showNotes = false
    /// Only the summary line (human).
    public var quiet = false
    /// Walked files skipped as not ranking data listed (human).
    public var showSkipped = false
    /// When the run started (JUnit).
    public var timestamp = "1970-01-01T00:00:00"
    /// The machine's name (JUnit).
    public var hostname = "localhost"

    public init() {}
}
