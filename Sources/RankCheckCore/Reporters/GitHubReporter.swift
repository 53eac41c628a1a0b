/// `--format github`: GitHub Actions workflow commands, one per finding, so findings show
/// as annotations on the pull request.
public struct GitHubReporter: Reporter {
    /// GitHub shows at most this many annotations of each severity per step.
    public static let annotationLimit = 10

    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        // The run's notices come first: GitHub cuts each severity's annotations after ten.
        for notice in report.notices { out.write("::notice title=rankcheck::\(Self.escapeData(notice))\n") }
        report.writeFindings(detail: .ownPlace, to: out) { findings, _, out in
            // Each command is written straight into the block's buffer, escaped as it is copied in.
            var line = OutputBuffer(out)
            for index in findings.indices { Self.append(findings[index], to: &line) }
            line.flush()
        }
        // Annotations per severity, in the order of `Severity.allCases`.
        let perLevel = Severity.allCases.map { report.count($0) + ($0 == .note ? report.notices.count : 0) }
        let cut = zip(Severity.allCases, perLevel).map { (Self.command(for: $0).description, $1) }
            .filter { $0.1 > Self.annotationLimit }.sorted { $0.0 < $1.0 }
        if !cut.isEmpty {
            let detail = cut.map { "\($0.1) \($0.0)s" }.joined(separator: ", ")
            out.write("::notice title=rankcheck::\(Self.escapeData("rankcheck reported \(detail); GitHub shows only the first \(Self.annotationLimit) annotations of each severity per step, see the job log or the SARIF upload for all"))\n")
        }
    }

    /// One finding's workflow command and its line break.
    private static func append(_ finding: Finding, to line: inout OutputBuffer) {
        let location = finding.location
        line.append("::")
        line.append(command(for: finding.severity))
        line.append(" file=")
        append(location.path, escapingProperty: true, to: &line)
        line.append(",line=")
        line.appendDecimal(location.start.line)
        line.append(",col=")
        line.appendDecimal(location.start.column)
        line.append(",endLine=")
        line.appendDecimal(location.end.line)
        line.append(",endColumn=")
        line.appendDecimal(location.end.column)
        line.append(",title=")
        append(finding.ruleID, escapingProperty: true, to: &line)
        line.append(UInt8(ascii: " "))
        append(finding.ruleName, escapingProperty: true, to: &line)
        line.append("::")
        append(finding.message, escapingProperty: false, to: &line)
        if let help = finding.fix?.summary ?? finding.help {
            line.append("%0A")
            append(help, escapingProperty: false, to: &line)
        }
        line.append(UInt8(ascii: "\n"))
    }

    static func command(for severity: Severity) -> StaticString {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escaping for the message part of a workflow command.
    public static func escapeData(_ text: String) -> String {
        var escaped: [UInt8] = []
        append(text, escapingProperty: false, to: &escaped)
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Appends `text` escaped as data (`%`, CR, LF) or, with `escapingProperty`, as a property
    /// value (also `:` and `,`).
    private static func append<Line: ByteAppending & ~Copyable>(_ text: String, escapingProperty: Bool, to line: inout Line) {
        line.append(text) { byte in
            switch byte {
            case UInt8(ascii: "%"): "%25"
            case 0x0D: "%0D"
            case 0x0A: "%0A"
            case UInt8(ascii: ":") where escapingProperty: "%3A"
            case UInt8(ascii: ",") where escapingProperty: "%2C"
            default: nil
            }
        }
    }
}

extension GitHubReporter {
    public static let format = ReportFormat("github", "GitHub Actions annotations on the pull request") { _ in GitHubReporter() }
}
