/// The default terminal output: `path:line:col: severity[ID] name: message`, the source line
/// with the offending value underlined (aligned under full-width text), notes and help.
public struct HumanReporter: Reporter {
    public var color: Bool
    /// Show note-level findings (RC403); otherwise they are counted in the summary only.
    public var showNotes: Bool
    /// Only the summary line, and nothing at all for a clean run.
    public var quiet: Bool
    /// List the walked JSON files skipped as not ranking data (otherwise only counted).
    public var showSkipped: Bool

    public init(color: Bool = false, showNotes: Bool = false, quiet: Bool = false, showSkipped: Bool = false) {
        self.color = color
        self.showNotes = showNotes
        self.quiet = quiet
        self.showSkipped = showSkipped
    }

    public func write(_ report: RunReport, to out: ReportOutput) {
        if !quiet {
            report.forEachFinding(where: isShown) { out.write(render($0) + "\n") }
            for notice in report.notices { out.write(paint("note", .cyan, bold: true) + ": " + notice + "\n") }
            if showSkipped {
                for path in report.skipped { out.write(paint("note", .cyan, bold: true) + ": skipped \(path): not ranking data (no list found)\n") }
            }
        }
        let anyShown = report.files.contains { $0.findings.contains(where: isShown) }
        if !(quiet && !anyShown && report.notices.isEmpty) { out.write(summaryLine(report) + "\n") }
    }

    public func render(_ finding: Finding) -> String {
        let (tint, _) = style(finding.severity)
        var out = paint(position(finding.location), .none, bold: true) + ": "
        out += paint("\(finding.severity.rawValue)[\(finding.ruleID)]", tint, bold: true)
        out += " " + paint(finding.ruleName, .none, bold: true) + ": " + finding.message + "\n"
        // One gutter width for the whole finding, so every snippet's bar lines up.
        let gutter = ([finding.location] + finding.related.map(\.location)).map { String($0.start.line).count }.max() ?? 1
        out += snippet(finding.location, tint: tint, gutterWidth: gutter)
        for related in finding.related {
            out += paint("note", .cyan, bold: true) + ": " + position(related.location) + ": " + related.message + "\n"
            out += snippet(related.location, tint: .cyan, gutterWidth: gutter)
        }
        if let help = finding.help { out += paint("help", .green, bold: true) + ": " + help + "\n" }
        if let fix = finding.fix {
            let how = fix.isSafe ? " `--fix` applies this." : " `--fix` leaves this to you."
            out += paint("help", .green, bold: true) + ": " + fix.summary + how + "\n"
        }
        return out
    }

    private func position(_ location: Location) -> String {
        "\(location.path):\(location.start.line):\(location.start.column)"
    }

    /// The source line with a caret underline; nothing when the line is unknown.
    func snippet(_ location: Location, tint: Tint, gutterWidth: Int) -> String {
        guard let line = location.lineText, location.start.line > 0 else { return "" }
        let number = String(repeating: " ", count: max(0, gutterWidth - String(location.start.line).count)) + String(location.start.line)
        let gutter = String(repeating: " ", count: number.count)
        let scalars = Array(line.unicodeScalars)
        let first = location.lineTextStartColumn
        let startIndex = min(scalars.count, max(0, location.start.column - first))
        let endIndex = location.end.line == location.start.line
            ? min(scalars.count, max(startIndex, location.end.column - first)) : scalars.count
        // An excerpt of a long line is marked with "…" on the side that was cut.
        let before = first > 1 ? "…" : ""
        let lead = DisplayWidth.of(scalars[0..<startIndex]) + DisplayWidth.of(before)
        let width = max(1, DisplayWidth.of(scalars[startIndex..<endIndex]))
        let shownLine = before + line.replacingTabs() + (location.lineTextIsCut ? "…" : "")
        var out = paint("\(gutter) |", .blue, bold: true) + "\n"
        out += paint("\(number) |", .blue, bold: true) + " " + shownLine + "\n"
        out += paint("\(gutter) |", .blue, bold: true) + " " + String(repeating: " ", count: lead)
            + paint(String(repeating: "^", count: width), tint, bold: true) + "\n"
        return out
    }

    /// Notes are shown only with `--show-notes` (they are counted in the summary either way).
    private func isShown(_ finding: Finding) -> Bool { showNotes || finding.severity != .note }

    private func summaryLine(_ report: RunReport) -> String {
        let fileCount = plural(report.files.count, "file")
        var counts: [String] = []
        let errors = report.count(.error), warnings = report.count(.warning), notes = report.count(.note)
        if errors > 0 { counts.append(plural(errors, "error")) }
        if warnings > 0 { counts.append(plural(warnings, "warning")) }
        if showNotes && notes > 0 { counts.append(plural(notes, "note")) }
        var line = counts.isEmpty ? "no problems in \(fileCount)" : "\(counts.joined(separator: ", ")) in \(fileCount)"
        var extras: [String] = []
        if !showNotes && notes > 0 { extras.append("\(plural(notes, "note")) not shown (--show-notes)") }
        if report.fixableCount > 0 { extras.append("\(report.fixableCount) fixable with --fix") }
        if report.baselineHidden > 0 { extras.append("\(report.baselineHidden) hidden by the baseline") }
        if !report.skipped.isEmpty {
            extras.append("\(plural(report.skipped.count, "JSON file")) skipped: not ranking data" + (showSkipped ? "" : " (--show-skipped lists them)"))
        }
        if report.baselineFixed > 0 {
            extras.append("\(report.baselineFixed) baseline \(report.baselineFixed == 1 ? "entry is" : "entries are") fixed; regenerate the baseline")
        }
        if !extras.isEmpty { line += "; " + extras.joined(separator: "; ") }
        let tint: Tint = errors > 0 ? .red : warnings > 0 ? .yellow : .green
        return paint(line, tint, bold: true)
    }

    // MARK: - Colour

    enum Tint: String {
        case none = "", red = "31", yellow = "33", cyan = "36", blue = "34", green = "32"
    }

    private func style(_ severity: Severity) -> (Tint, String) {
        switch severity {
        case .error: (.red, "error")
        case .warning: (.yellow, "warning")
        case .note: (.cyan, "note")
        }
    }

    func paint(_ text: String, _ tint: Tint, bold: Bool = false) -> String {
        guard color else { return text }
        let codes = [bold ? "1" : nil, tint == .none ? nil : tint.rawValue].compactMap { $0 }
        guard !codes.isEmpty else { return text }
        return "\u{1B}[\(codes.joined(separator: ";"))m\(text)\u{1B}[0m"
    }
}

extension String {
    /// Tabs expanded so the caret line up with what the terminal shows.
    func replacingTabs() -> String {
        guard utf8.contains(UInt8(ascii: "\t")) else { return self }
        return split(separator: "\t", omittingEmptySubsequences: false)
            .joined(separator: String(repeating: " ", count: DisplayWidth.tabWidth))
    }
}
