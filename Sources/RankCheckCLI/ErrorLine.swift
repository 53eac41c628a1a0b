import RankCheckCore

/// A line a command writes to standard error: `rankcheck: error: …` or `note: …`. Its message
/// names files and values a pull request chose, so it is escaped as the plain-text reports
/// escape the data (`TerminalText`): a line break in a file's name cannot start a line of a CI
/// log.
enum ErrorLine {
    static func error(_ message: String) -> String { "rankcheck: error: \(TerminalText.escaped(message))\n" }
    static func note(_ message: String) -> String { "note: \(TerminalText.escaped(message))\n" }
}
