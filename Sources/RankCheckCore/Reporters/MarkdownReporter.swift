/// `--format markdown`: a summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
        let counts = [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }.map { plural($0.0, $0.1) }
        let verdict = errors > 0 ? "❌ **rankcheck failed**" : warnings > 0 ? "⚠️ **rankcheck passed with warnings**" : "✅ **rankcheck passed**"
        out.write("## rankcheck\n\n\(verdict): \(counts.isEmpty ? "no problems" : counts.joined(separator: ", ")) in \(plural(report.files.count, "file")).\n\n")
        // Counted from the findings as found; only the table rows need positions.
        var perRule: [String: (name: String, severity: Severity, count: Int)] = [:]
        for file in report.files {
            for finding in file.findings { perRule[finding.ruleID, default: (finding.ruleName, finding.severity, 0)].count += 1 }
        }
        if !perRule.isEmpty {
            out.write("| rule | name | severity | count |\n|---|---|---|---:|\n")
            for (id, rule) in perRule.sorted(by: { $0.key < $1.key }) {
                out.write("| \(id) | \(rule.name) | \(rule.severity.rawValue) | \(rule.count) |\n")
            }
            out.write("\n### Findings\n\n| location | rule | severity | message |\n|---|---|---|---|\n")
            report.forEachFinding(detail: .ownPlace) { finding in
                let location = "\(finding.location.path):\(finding.location.start.line):\(finding.location.start.column)"
                out.write("| \(markdownEscaped(location)) | \(finding.ruleID) \(finding.ruleName) | \(finding.severity.rawValue) | \(markdownEscaped(finding.message)) |\n")
            }
            out.write("\n")
        }
        for notice in report.notices { out.write("> \(markdownEscaped(notice))\n\n") }
        for file in report.files where !file.comparisons.isEmpty {
            out.write(file.priorPath == file.path ? "### Movements between the periods of `\(markdownEscaped(file.path))`\n\n"
                : "### Movements in `\(markdownEscaped(file.path))` against \(markdownEscaped(file.priorLabel ?? "the prior year"))\n\n")
            if file.comparisons.count > MovementTable.seriesThreshold {
                out.write(MovementTable.seriesMarkdown(file.comparisons.map(MovementTable.init), entry: file.entryHeading, nested: true) + "\n")
            } else {
                for comparison in file.comparisons { out.write(MovementTable(comparison).markdown(entry: file.entryHeading).replacingFirstHeading() + "\n") }
            }
        }
    }
}

extension String {
    /// Movement tables inside the validate summary sit one heading level lower.
    func replacingFirstHeading() -> String {
        hasPrefix("### ") ? "#### " + dropFirst(4) : self
    }
}

extension MarkdownReporter {
    public static let format = ReportFormat("markdown", "a job summary or pull-request comment") { _ in MarkdownReporter() }
}
