/// `--format junit`: JUnit XML as the Ant schema has it (Jenkins, GitLab and Azure read it): a
/// testsuite per checked file, a testcase per rule that ran on it, and a failure carrying each
/// of the rule's findings (place and message) when it found errors or warnings. A clean file is
/// a passing suite; notes are listed in the suite's output without failing it. (A test count
/// has to come before its cases, so this format is written a file at a time, not streamed.)
public struct JUnitReporter: Reporter {
    /// When the run started (`YYYY-MM-DDTHH:MM:SS`, no time zone, as the schema has it).
    public var timestamp: String
    public var hostname: String

    public init(timestamp: String, hostname: String) {
        self.timestamp = timestamp
        self.hostname = hostname
    }

    public func write(_ report: RunReport, to out: ReportOutput) {
        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n")
        var suite = 0
        for file in report.files {
            // A rule's findings are positioned a block at a time as they are written: a file
            // with a million findings never has them all positioned at once.
            let foundRules = Set(file.findings.map(\.ruleID))
            let rules = file.rulesRun + foundRules.filter { !file.rulesRun.contains($0) }.sorted()
            let failing = Set(file.findings.filter { $0.severity != .note }.map(\.ruleID))
            let positions = RunReport.blockPositions(of: file)
            func writePositioned(_ chosen: [Int]) {
                for start in stride(from: 0, to: chosen.count, by: RunReport.positionBlock) {
                    let block = chosen[start..<min(chosen.count, start + RunReport.positionBlock)].map { file.findings[$0] }
                    for finding in positions?.resolve(block, detail: .ownPlace) ?? block { out.write(Self.escaped(Self.line(finding)) + "\n") }
                }
            }
            out.write("  <testsuite name=\"\(Self.escaped(file.path))\" package=\"rankcheck\" id=\"\(suite)\" timestamp=\"\(timestamp)\" "
                + "hostname=\"\(Self.escaped(hostname))\" tests=\"\(rules.count)\" failures=\"\(failing.count)\" errors=\"0\" time=\"0\">\n")
            suite += 1
            out.write("    <properties>\n")
            if let prior = file.priorPath { out.write("      <property name=\"prior\" value=\"\(Self.escaped(prior))\"/>\n") }
            out.write("    </properties>\n")
            var notes: [Int] = []
            for rule in rules {
                let name = RuleRegistry.rule(named: rule).map { "\(rule) \($0.description.name)" } ?? rule
                let own = foundRules.contains(rule) ? file.findings.indices.filter { file.findings[$0].ruleID == rule } : []
                notes += own.filter { file.findings[$0].severity == .note }
                let failures = own.filter { file.findings[$0].severity != .note }
                let opening = "    <testcase name=\"\(Self.escaped(name))\" classname=\"\(Self.escaped(file.path))\" time=\"0\""
                guard let first = failures.first.map({ file.findings[$0] }) else {
                    out.write(opening + "/>\n")
                    continue
                }
                let severity = failures.contains { file.findings[$0].severity == .error } ? "error" : "warning"
                let message = failures.count == 1 ? first.message : "\(failures.count) findings; the first: \(first.message)"
                out.write(opening + ">\n      <failure message=\"\(Self.escaped(message))\" type=\"\(severity)\">")
                writePositioned(failures)
                out.write("</failure>\n    </testcase>\n")
            }
            out.write("    <system-out>")
            writePositioned(notes)
            out.write("</system-out>\n    <system-err></system-err>\n  </testsuite>\n")
        }
        for item in report.unreadable {
            out.write("  <testsuite name=\"\(Self.escaped(item.path))\" package=\"rankcheck\" id=\"\(suite)\" timestamp=\"\(timestamp)\" "
                + "hostname=\"\(Self.escaped(hostname))\" tests=\"1\" failures=\"0\" errors=\"1\" time=\"0\">\n    <properties>\n    </properties>\n")
            out.write("    <testcase name=\"read\" classname=\"\(Self.escaped(item.path))\" time=\"0\">\n")
            out.write("      <error message=\"\(Self.escaped(item.message))\" type=\"unreadable\">\(Self.escaped("\(item.path): \(item.message)"))</error>\n")
            out.write("    </testcase>\n    <system-out></system-out>\n    <system-err></system-err>\n  </testsuite>\n")
            suite += 1
        }
        out.write("</testsuites>\n")
    }

    /// `path:line:col: severity[ID] message`, as the human report's first line has it.
    static func line(_ finding: Finding) -> String {
        let location = finding.location
        return "\(location.path):\(location.start.line):\(location.start.column): \(finding.severity.rawValue)[\(finding.ruleID)] \(finding.message)"
            + (finding.help.map { " (\($0))" } ?? "")
    }

    static func escaped(_ text: String) -> String { markupEscaped(text) }
}

extension JUnitReporter {
    public static let format = ReportFormat("junit", "JUnit XML: a test suite a file (Jenkins, GitLab, Azure)", carriesNotices: false) { JUnitReporter(timestamp: $0.timestamp, hostname: $0.hostname) }
}
