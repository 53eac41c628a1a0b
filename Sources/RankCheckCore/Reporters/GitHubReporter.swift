/// `--format github`: GitHub Actions workflow commands, one per finding, so findings show
/// as annotations on the pull request.
public struct GitHubReporter: Reporter {
    /// GitHub shows at most this many annotations of each severity per step.
    public static let annotationLimit = 10

    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        var perLevel: [String: Int] = [:]
        // Each command is built in one reused byte buffer and escaped as it is copied in.
        var line: [UInt8] = []
        report.forEachFinding(detail: .ownPlace) { finding in
            let level = Self.command(for: finding.severity)
            perLevel[level, default: 0] += 1
            let location = finding.location
            line.removeAll(keepingCapacity: true)
            line += "::".utf8
            line += level.utf8
            line += " file=".utf8
            Self.append(location.path, escapingProperty: true, to: &line)
            line += ",line=".utf8
            line += String(location.start.line).utf8
            line += ",col=".utf8
            line += String(location.start.column).utf8
            line += ",endLine=".utf8
            line += String(location.end.line).utf8
            line += ",endColumn=".utf8
            line += String(location.end.column).utf8
            line += ",title=".utf8
            Self.append(finding.ruleID, escapingProperty: true, to: &line)
            line.append(UInt8(ascii: " "))
            Self.append(finding.ruleName, escapingProperty: true, to: &line)
            line += "::".utf8
            Self.append(finding.message, escapingProperty: false, to: &line)
            if let help = finding.fix?.summary ?? finding.help {
                line += "%0A".utf8
                Self.append(help, escapingProperty: false, to: &line)
            }
            line.append(UInt8(ascii: "\n"))
            out.write(bytes: line)
        }
        let cut = perLevel.filter { $0.value > Self.annotationLimit }.sorted { $0.key < $1.key }
        if !cut.isEmpty {
            let detail = cut.map { "\($0.value) \($0.key)s" }.joined(separator: ", ")
            out.write("::notice title=rankcheck::\(Self.escapeData("rankcheck reported \(detail); GitHub shows only the first \(Self.annotationLimit) annotations of each severity per step, see the job log or the SARIF upload for all"))\n")
        }
    }

    static func command(for severity: Severity) -> String {
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
    private static func append(_ text: String, escapingProperty: Bool, to line: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            // Runs of plain bytes are copied whole; only the few special bytes are looked at one by one.
            var runStart = 0
            for (index, byte) in utf8.enumerated() {
                let escape: StaticString
                switch byte {
                case UInt8(ascii: "%"): escape = "%25"
                case 0x0D: escape = "%0D"
                case 0x0A: escape = "%0A"
                case UInt8(ascii: ":") where escapingProperty: escape = "%3A"
                case UInt8(ascii: ",") where escapingProperty: escape = "%2C"
                default: continue
                }
                line.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                line.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                runStart = index + 1
            }
            line.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }
}
