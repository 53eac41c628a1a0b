/// `--format jsonl`: one finding a line, the json report's finding objects, each written as
/// soon as it is ready (a consumer reads the first before the last is found to be printed).
public struct JSONLinesReporter: Reporter {
    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        var json = JSONStreamWriter(out, compact: true)
        report.forEachFinding(detail: .allPlaces) { finding in
            JSONReporter.write(finding, to: &json)
            json.raw("\n")
        }
        json.flush()
    }
}
