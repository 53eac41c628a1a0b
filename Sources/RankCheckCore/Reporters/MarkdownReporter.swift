/// `--format markdown`: a summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: RunReport) -> String {
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
        let counts = [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }.map { plural($0.0, $0.1) }
        let verdict = errors > 0 ? "❌ **rankcheck failed**" : warnings > 0 ? "⚠️ **rankcheck passed with warnings**" : "✅ **rankcheck passed**"
        var out = "## rankcheck\n\n\(verdict): \(counts.isEmpty ? "no problems" : counts.joined(separator: ", ")) in \(plural(report.files.count, "file")).\n\n"
        let findings = report.findings
        if !findings.isEmpty {
            var perRule: [String: (name: String, severity: Severity, count: Int)] = [:]
            for finding in findings { perRule[finding.ruleID, default: (finding.ruleName, finding.severity, 0)].count += 1 }
            out += "| rule | name | severity | count |\n|---|---|---|---:|\n"
            for id in perRule.keys.sorted() {
                let rule = perRule[id]!
                out += "| \(id) | \(rule.name) | \(rule.severity.rawValue) | \(rule.count) |\n"
            }
            out += "\n### Findings\n\n| location | rule | severity | message |\n|---|---|---|---|\n"
            for finding in findings {
                let location = "\(finding.location.path):\(finding.location.start.line):\(finding.location.start.column)"
                out += "| \(markdownEscaped(location)) | \(finding.ruleID) \(finding.ruleName) | \(finding.severity.rawValue) | \(markdownEscaped(finding.message)) |\n"
            }
            out += "\n"
        }
        for notice in report.notices { out += "> \(markdownEscaped(notice))\n\n" }
        for file in report.files where !file.comparisons.isEmpty {
            out += "### Movements in `\(markdownEscaped(file.path))` against \(markdownEscaped(file.priorLabel ?? "the prior year"))\n\n"
            for comparison in file.comparisons { out += MovementTable(comparison).markdown().replacingFirstHeading() + "\n" }
        }
        return out
    }
}

extension String {
    /// Movement tables inside the validate summary sit one heading level lower.
    func replacingFirstHeading() -> String {
        hasPrefix("### ") ? "#### " + dropFirst(4) : self
    }
}
