/// Every report format, in the order `--help` and the documentation list them. Adding a
/// format is one reporter file and one line here.
public enum ReporterRegistry {
    public static let formats: [ReportFormat] = [
        HumanReporter.format,
        JSONReporter.format,
        JSONLinesReporter.format,
        SARIFReporter.format,
        GitHubReporter.format,
        MarkdownReporter.format,
        ReviewdogReporter.format,
        ReviewdogReporter.linesFormat,
        GitLabReporter.format,
        JUnitReporter.format,
        XcodeReporter.format,
        HTMLReporter.format,
    ]

    public static var names: [String] { formats.map { $0.name } }

    public static func format(named name: String) -> ReportFormat? {
        formats.first { $0.name == name }
    }
}
