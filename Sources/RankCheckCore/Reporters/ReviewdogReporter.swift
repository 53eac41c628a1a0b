/// `--format rdjson` / `rdjsonl`: reviewdog's Diagnostic Format — one DiagnosticResult, or one
/// Diagnostic a line. Columns are UTF-8 bytes (reviewdog's rule), end exclusive. Each safe fix
/// is one suggestion spanning its edits, so reviewdog posts it as a suggested change on the
/// pull request, and applying every suggestion gives the bytes `--fix` writes.
public struct ReviewdogReporter: Reporter {
    /// One Diagnostic per line (`rdjsonl`) instead of one DiagnosticResult document.
    public var lines: Bool

    public init(lines: Bool = false) { self.lines = lines }

    public func write(_ report: RunReport, to out: ReportOutput) {
        let sources = Dictionary(report.files.compactMap { file in file.positions.map { (file.path, $0) } }, uniquingKeysWith: { first, _ in first })
        if lines {
            var json = JSONStreamWriter(out, compact: true)
            report.forEachFinding(detail: .allPlaces) { finding in
                Self.write(finding, source: sources[finding.location.path], to: &json)
                json.raw("\n")
            }
            json.flush()
            return
        }
        var json = JSONStreamWriter(out)
        json.beginObject()
        json.key("diagnostics")
        json.beginArray()
        report.forEachFinding(detail: .allPlaces) { finding in
            json.element()
            Self.write(finding, source: sources[finding.location.path], to: &json)
        }
        json.endArray()
        json.key("source")
        Self.writeSource(report, to: &json)
        json.endObject()
        json.raw("\n")
        json.flush()
    }

    static func writeSource(_ report: RunReport, to json: inout JSONStreamWriter) {
        json.object { json in
            json.member("name", report.toolName)
            json.member("url", SARIFReporter.informationURI)
        }
    }

    /// One Diagnostic; keys in sorted order.
    static func write(_ finding: Finding, source: FilePositions?, to json: inout JSONStreamWriter) {
        json.beginObject()
        json.key("code")
        json.object { json in
            json.member("url", RuleDocumentation.url(of: finding.ruleID))
            json.member("value", finding.ruleID)
        }
        json.key("location")
        writeLocation(finding.location, to: &json)
        json.member("message", finding.message + (finding.help.map { "\n\($0)" } ?? ""))
        if !finding.related.isEmpty {
            json.key("related_locations")
            json.array(finding.related) { json, related in
                json.object { json in
                    json.key("location")
                    writeLocation(related.location, to: &json)
                    json.member("message", related.message)
                }
            }
        }
        json.member("severity", severity(finding.severity))
        json.key("source")
        json.object { json in
            json.member("name", "rankcheck")
            json.member("url", SARIFReporter.informationURI)
        }
        if let fix = finding.fix, fix.isSafe, let suggestion = suggestion(fix, source: source) {
            json.key("suggestions")
            json.array([suggestion]) { json, suggestion in
                json.object { json in
                    json.key("range")
                    writeRange(start: suggestion.start, end: suggestion.end, to: &json)
                    json.member("text", suggestion.text)
                }
            }
        }
        json.endObject()
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "ERROR"
        case .warning: "WARNING"
        case .note: "INFO"
        }
    }

    /// A fix as one replacement: from its first edit's start to its last edit's end, the bytes
    /// in between kept. reviewdog's GitHub reviewer needs one suggestion over the comment's
    /// lines; a move that changes both `isRankUp` and `rankFluctuation` spans two lines.
    static func suggestion(_ fix: Fix, source: FilePositions?) -> (start: (line: Int, column: Int), end: (line: Int, column: Int), text: String)? {
        let edits = fix.edits.sorted { $0.range.start < $1.range.start }
        guard let first = edits.first, let last = edits.last, first.location.start.line > 0 else { return nil }
        var text = ""
        var cursor = first.range.start
        for edit in edits {
            guard edit.range.start >= cursor else { return nil }  // overlapping edits: not one replacement
            guard let between = cursor == edit.range.start ? "" : source?.text(ByteRange(cursor, edit.range.start)) else { return nil }
            text += between + edit.replacement
            cursor = edit.range.end
        }
        return ((first.location.start.line, first.location.byteColumns.start), (last.location.end.line, last.location.byteColumns.end), text)
    }

    static func writeLocation(_ location: Location, to json: inout JSONStreamWriter) {
        json.object { json in
            json.member("path", location.path)
            if location.start.line > 0 {
                json.key("range")
                writeRange(start: (location.start.line, location.byteColumns.start), end: (location.end.line, location.byteColumns.end), to: &json)
            }
        }
    }

    static func writeRange(start: (line: Int, column: Int), end: (line: Int, column: Int), to json: inout JSONStreamWriter) {
        json.object { json in
            json.key("end")
            json.object { json in
                json.member("column", end.column)
                json.member("line", end.line)
            }
            json.key("start")
            json.object { json in
                json.member("column", start.column)
                json.member("line", start.line)
            }
        }
    }
}

extension ReviewdogReporter {
    public static let format = ReportFormat("rdjson", "reviewdog's Diagnostic Format: one result", carriesNotices: false) { _ in ReviewdogReporter() }
    public static let linesFormat = ReportFormat("rdjsonl", "reviewdog's Diagnostic Format: one diagnostic a line", carriesNotices: false) { _ in ReviewdogReporter(lines: true) }
}
