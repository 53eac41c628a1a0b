/// `--format github`: GitHub Actions workflow commands, one per finding, so findings show
/// as annotations on the pull request.
public struct GitHubReporter: Reporter {
    /// GitHub shows at most this many annotations of each severity per step.
    public static let annotationLimit = 10

    public init() {}

    public func render(_ report: RunReport) -> String {
        var out = ""
        var perLevel: [String: Int] = [:]
        for finding in report.findings {
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
            out += "::\(level) \(properties.joined(separator: ","))::\(Self.escapeData(message))\n"
        }
        let cut = perLevel.filter { $0.value > Self.annotationLimit }.sorted { $0.key < $1.key }
        if !cut.isEmpty {
            let detail = cut.map { "\($0.value) \($0.key)s" }.joined(separator: ", ")
            out += "::notice title=rankcheck::\(Self.escapeData("rankcheck reported \(detail); GitHub shows only the first \(Self.annotationLimit) annotations of each severity per step, see the job log or the SARIF upload for all"))\n"
        }
        return out
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
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Escaping for `key=value` properties: data escaping plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        var out = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }
}
