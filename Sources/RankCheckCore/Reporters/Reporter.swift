/// Formats a run. Reporters only format: findings in, text out, written as they go.
public protocol Reporter: Sendable {
    func write(_ report: RunReport, to out: ReportOutput)
}

extension Reporter {
    /// The whole report as one string (tests, and callers that keep it).
    public func render(_ report: RunReport) -> String {
        ReportOutput.collect { write(report, to: $0) }
    }
}
