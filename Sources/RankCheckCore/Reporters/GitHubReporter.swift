/// `--format github`: GitHub Actions workflow commands, one per finding, so findings show
/// as annotations on the pull request.
public struct GitHubReporter: Reporter {
    /// GitHub shows at most this many annotations of each severity per step.
    public static let annotationLimit = 10

    public init() {}

    public func write(_ report: RunReport, to out: ReportOutput) {
        var perLevel: [String: Int] = [:]
        report.forEachFinding(detail: .ownPlace) { finding in
            let level = Self.command(for: finding.severity)
            perLevel[level, default: 0] += 1
            let location = finding.location
            let properties = [
                "file=\(Self.escapeProperty(location.path))",
                "line=\(location.start.line)", "col=\(location.start.column)",
                "endLine=\(location.end.line)", "endColumn=\(location.end.column)",
                "title=\(Self.escapeProperty("\(finding.ruleID) \(finding.ruleName)"))",
            ]
            var message = finding.message
            if let help = finding.fix?.summary ?? finding.help { message += "\n" + help }
            out.write("::\(level) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n")
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
        escaping(text) { byte in
            switch byte {
            case UInt8(ascii: "%"): "%25"
            case 0x0D: "%0D"
            case 0x0A: "%0A"
            default: nil
            }
        }
    }

    /// Escaping for `key=value` properties: data escaping plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escaping(escapeData(text)) { byte in
            switch byte {
            case UInt8(ascii: ":"): "%3A"
            case UInt8(ascii: ","): "%2C"
            default: nil
            }
        }
    }

    /// `text` with each ASCII byte that `replacement` names replaced; runs in between are copied whole.
    private static func escaping(_ text: String, _ replacement: (UInt8) -> String?) -> String {
        guard text.utf8.contains(where: { replacement($0) != nil }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 16)
        for byte in text.utf8 {
            if let escaped = replacement(byte) { out += escaped.utf8 } else { out.append(byte) }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
