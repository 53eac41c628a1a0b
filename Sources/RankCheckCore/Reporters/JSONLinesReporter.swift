/// `--format jsonl`: one finding a line, the json report's finding objects, each written as
/// soon as it is ready (a consumer reads the first before the last is found to be printed).
public struct JSONLinesReporter: Reporter {
    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        report.forEachFinding(detail: .allPlaces) { finding in
            var json = JSONStreamWriter(out, compact: true)
            JSONReporter.write(finding, to: &json)
            out.write("\n")
        }
    }
}
