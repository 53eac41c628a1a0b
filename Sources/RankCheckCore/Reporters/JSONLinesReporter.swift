/// `--format jsonl`: one finding a line, the json report's finding objects, each written as
/// soon as its block is ready (a consumer reads the first before the last is found to be printed).
public struct JSONLinesReporter: Reporter {
    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        report.writeFindings(detail: .allPlaces, to: out) { findings, _, out in
            var json = JSONStreamWriter(out, compact: true)
            for index in findings.indices {
                JSONReporter.write(findings[index], to: &json)
                json.raw("\n")
            }
            json.flush()
        }
    }
}

extension JSONLinesReporter {
    public static let format = ReportFormat("jsonl", "one JSON object a finding, a line each", carriesNotices: false) { _ in JSONLinesReporter() }
}
