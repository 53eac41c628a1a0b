/// `--format xcode`: clang-style diagnostics, `path:line:col: error: message (RC203 name)`, that
/// Xcode's issue navigator and SwiftPM's build output recognise; related places follow as
/// `note:` lines. The build tool plugin uses it.
public struct XcodeReporter: Reporter {
    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        report.forEachFinding(detail: .allPlaces) { finding in
            var text = Self.place(finding.location) + " \(finding.severity.rawValue): \(TerminalText.escaped(finding.message)) (\(finding.ruleID) \(finding.ruleName))\n"
            for related in finding.related {
                text += Self.place(related.location) + " note: \(TerminalText.escaped(related.message))\n"
            }
            out.write(text)
        }
        for item in report.unreadable { out.write("\(TerminalText.path(item.path)): error: \(TerminalText.escaped(item.message))\n") }
    }

    /// `path:line:col:`; a place without a line (an unreadable file) is the path alone.
    static func place(_ location: Location) -> String {
        let path = TerminalText.path(location.path)
        return location.start.line > 0 ? "\(path):\(location.start.line):\(location.start.column):" : "\(path):"
    }
}

extension XcodeReporter {
    public static let format = ReportFormat("xcode", "clang-style lines, for Xcode and SwiftPM", carriesNotices: false) { _ in XcodeReporter() }
}
