/// `--format markdown`: a summary for `$GITHUB_STEP_SUMMARY` or a pull-request comment. It stays
/// under `byteBudget` whatever the run (GitHub refuses a job summary over 1,024 KiB): the verdict
/// and the count of each rule always, then findings and movements while they fit, then how many
/// were left out and which report has them.
public struct MarkdownReporter: Reporter {
    /// The most the report writes, with a margin below GitHub's limit.
    public static let byteBudget = 1_000_000
    /// What the findings table may take of it; the movements take what is left.
    public static let findingsBudget = 700_000

    public init() {}

    /// Counts what is written, so the report knows when it is full.
    private final class Budget {
        let out: ReportOutput
        var used = 0
        init(_ out: ReportOutput) { self.out = out }

        func write(_ text: String) {
            used += text.utf8.count
            out.write(text)
        }

        /// Writes `text` if it fits within `limit` bytes in all, keeping `reserve` for what follows.
        func write(_ text: String, within limit: Int, reserve: Int = 2_000) -> Bool {
            guard used + text.utf8.count + reserve <= limit else { return false }
            write(text)
            return true
        }
    }

    public func write(_ report: RunReport, to output: ReportOutput) {
        let out = Budget(output)
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
            var left = 0
            report.forEachFinding(detail: .ownPlace) { finding in
                guard left == 0 else { left += 1; return }
                let location = "\(finding.location.path):\(finding.location.start.line):\(finding.location.start.column)"
                let row = "| \(markdownEscaped(location)) | \(finding.ruleID) \(finding.ruleName) | \(finding.severity.rawValue) | \(markdownEscaped(finding.message)) |\n"
                if !out.write(row, within: Self.findingsBudget) { left = 1 }
            }
            out.write(left > 0 ? "\n\(plural(left, "more finding")): see the SARIF or JSON report.\n\n" : "\n")
        }
        var noticesLeft = 0
        for notice in report.notices where noticesLeft > 0 || !out.write("> \(markdownEscaped(notice))\n\n", within: Self.findingsBudget) {
            noticesLeft += 1
        }
        if noticesLeft > 0 { out.write("> \(plural(noticesLeft, "more notice")): see the JSON report.\n\n") }
        for file in report.files where !file.comparisons.isEmpty {
            out.write(file.priorPath == file.path ? "### Movements between the periods of \(markdownCode(file.path))\n\n"
                : "### Movements in \(markdownCode(file.path)) against \(markdownEscaped(file.priorLabel ?? "the prior year"))\n\n")
            let parts = file.comparisons.count > MovementTable.seriesThreshold
                ? MovementTable.seriesMarkdownParts(file.comparisons.map(MovementTable.init), entry: file.entryHeading, nested: true) + ["\n"]
                : file.comparisons.map { MovementTable($0).markdown(entry: file.entryHeading).replacingFirstHeading() + "\n" }
            for part in parts where !out.write(part, within: Self.byteBudget) {
                out.write("\nThe movements stop here to keep this summary under 1 MiB: `rankcheck diff --format markdown` prints them all.\n")
                return
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
