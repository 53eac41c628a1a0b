import Foundation
import Testing
@testable import RankCheckCore

@Suite struct ReporterTests {
    /// GitHub's runner unescapes workflow-command values like this (toolkit/actions/core: %25, %0D, %0A, plus %3A, %2C in properties).
    func unescapeData(_ text: String) -> String {
        text.replacing("%0D", with: "\r").replacing("%0A", with: "\n").replacing("%25", with: "%")
    }

    func unescapeProperty(_ text: String) -> String {
        unescapeData(text.replacing("%3A", with: ":").replacing("%2C", with: ","))
    }

    /// Splits `::level key=value,key=value::message` the way the runner does.
    func parse(_ line: String) -> (level: String, properties: [String: String], message: String)? {
        guard line.hasPrefix("::"), let end = line.dropFirst(2).range(of: "::") else { return nil }
        let head = line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]
        let message = String(line[end.upperBound...])
        let parts = head.split(separator: " ", maxSplits: 1)
        var properties: [String: String] = [:]
        if parts.count == 2 {
            for pair in parts[1].split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                properties[String(kv[0])] = unescapeProperty(String(kv[1]))
            }
        }
        return (String(parts[0]), properties, unescapeData(message))
    }

    @Test(arguments: ["100% sure, really: yes", "line one\nline two\r\nthree", "%0A is not a newline", "町: 駅前, 東口 | `x`"])
    func githubCommandsRoundTrip(_ text: String) throws {
        var location = Location(path: "data/a,b:c %.json", range: ByteRange(0, 1))
        location.start = LineColumn(line: 3, column: 5)
        location.end = LineColumn(line: 3, column: 9)
        let finding = Finding(ruleID: "RC203", ruleName: "prior-rank-collision", severity: .error, message: text, location: location)
        let output = GitHubReporter().render(RunReport(toolVersion: "t", files: [FileReport(path: "x", findings: [finding], isWellFormed: true)]))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(lines.count == 1, "one command per finding, on one line")
        let command = try #require(parse(String(lines[0])))
        #expect(command.level == "error")
        #expect(command.message == text)
        #expect(command.properties["file"] == "data/a,b:c %.json")
        #expect(command.properties["title"] == "RC203 prior-rank-collision")
        #expect(command.properties["line"] == "3" && command.properties["col"] == "5" && command.properties["endColumn"] == "9")
    }

    @Test func githubSaysWhenAnnotationsAreCut() {
        let findings = (1...12).map { n -> Finding in
            var location = Location(path: "a.json", range: ByteRange(n, n + 1))
            location.start = LineColumn(line: n, column: 1)
            location.end = LineColumn(line: n, column: 2)
            return Finding(ruleID: "RC101", ruleName: "rank-sequence", severity: .error, message: "m\(n)", location: location)
        }
        let output = GitHubReporter().render(RunReport(toolVersion: "t", files: [FileReport(path: "a.json", findings: findings, isWellFormed: true)]))
        #expect(output.split(separator: "\n").count == 13)
        #expect(output.hasSuffix("::notice title=rankcheck::rankcheck reported 12 errors; GitHub shows only the first 10 annotations of each severity per step, see the job log or the SARIF upload for all\n"))
    }

    /// Findings come out in report order however the files and their findings came in (the
    /// linter's order is only the usual case).
    @Test func findingsAreInReportOrderWhateverTheInputOrder() {
        func finding(_ path: String, _ start: Int, _ rule: String) -> Finding {
            Finding(ruleID: rule, ruleName: "r", severity: .error, message: "m", location: Location(path: path, range: ByteRange(start, start + 1)))
        }
        let b = FileReport(path: "b.json", findings: [finding("b.json", 9, "RC101"), finding("b.json", 2, "RC101")], isWellFormed: true)
        let a = FileReport(path: "a.json", findings: [finding("a.json", 5, "RC201"), finding("a.json", 5, "RC101")], isWellFormed: true)
        let order = RunReport(toolVersion: "t", files: [b, a]).findings.map { "\($0.location.path):\($0.location.range.start):\($0.ruleID)" }
        #expect(order == ["a.json:5:RC101", "a.json:5:RC201", "b.json:2:RC101", "b.json:9:RC101"])
        let sorted = FileReport(path: "a.json", findings: [finding("a.json", 1, "RC101"), finding("a.json", 3, "RC101")], isWellFormed: true)
        #expect(RunReport(toolVersion: "t", files: [sorted]).findings.map(\.location.range.start) == [1, 3])
    }

    @Test func markdownCellsNeverBreakTheTable() {
        #expect(markdownEscaped("a | b `c` *d* _e_ [f] <g>\nh") == #"a \| b \`c\` \*d\* \_e\_ \[f\] \<g\> h"#)
    }

    @Test func sarifURIsArePercentEncoded() {
        #expect(percentEncoded("data dir/町ランキング.json") == "data%20dir/%E7%94%BA%E3%83%A9%E3%83%B3%E3%82%AD%E3%83%B3%E3%82%B0.json")
    }
}

private extension String {
    func replacing(_ target: String, with replacement: String) -> String {
        components(separatedBy: target).joined(separator: replacement)
    }
}

/// Reports of many findings are resolved and formatted a block at a time on other cores; what
/// they write must read as one stream in report order, exactly as one finding at a time writes it.
@Suite struct BlockWrittenReportTests {
    /// Three files (one of a single block, two of several), findings given out of order, on
    /// lines of their own so each has a different position.
    private func report() -> RunReport {
        let files = [("a.json", 9_000), ("b.json", 5), ("c.json", 13_000)].map { path, count in
            let bytes = SourceBytes(Array(String(repeating: "{\"x\": 1}\n", count: count).utf8))
            let findings = (0..<count).reversed().map { line in
                Finding(ruleID: "RC101", ruleName: "rank-sequence", severity: line % 3 == 0 ? .warning : .error,
                        message: "finding \(line) in \(path)", location: Location(path: path, range: ByteRange(9 * line + 6, 9 * line + 7)),
                        help: "help \(line)", list: "r", identity: "町\(line)")
            }
            return FileReport(path: path, findings: findings, isWellFormed: true,
                              positions: FilePositions(path: path, bytes: bytes, checkpoints: nil, prior: nil))
        }
        return RunReport(toolVersion: "t", files: files)
    }

    @Test func jsonLinesAreEachFindingInReportOrder() {
        let report = report()
        let expected = report.findings.map { finding in
            ReportOutput.collect { out in
                var json = JSONStreamWriter(out, compact: true)
                JSONReporter.write(finding, to: &json)
                json.flush()
            } + "\n"
        }.joined()
        #expect(report.findings.count == 22_005)
        #expect(JSONLinesReporter().render(report) == expected)
    }

    @Test func theJSONReportHoldsEveryFindingInOrder() throws {
        let report = report()
        let text = JSONReporter().render(report)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let findings = try #require(document["findings"] as? [[String: Any]])
        let expected = report.findings
        #expect(findings.count == expected.count)
        for (written, finding) in zip(findings, expected) {
            #expect(written["message"] as? String == finding.message)
            #expect((written["start"] as? [String: Any])?["line"] as? Int == finding.location.start.line)
        }
        #expect(text.hasSuffix("\"version\": 1\n}\n"))
    }

    @Test func githubWritesOneCommandPerFindingInOrder() {
        let report = report()
        let lines = GitHubReporter().render(report).split(separator: "\n")
        let expected = report.findings
        #expect(lines.count == expected.count + 1)
        for (line, finding) in zip(lines, expected) {
            #expect(line.hasPrefix("::\(finding.severity == .error ? "error" : "warning") file=\(finding.location.path),line=\(finding.location.start.line),"))
            #expect(line.hasSuffix("::\(finding.message)%0A\(finding.help!)"))
        }
        #expect(lines.last?.hasPrefix("::notice title=rankcheck::rankcheck reported \(report.count(.error)) errors, \(report.count(.warning)) warnings") == true)
    }
}
