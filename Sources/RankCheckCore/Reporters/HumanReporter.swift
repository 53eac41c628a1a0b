/// The default terminal output: `path:line:col: severity[ID] name: message`, the source line
/// with the offending value underlined (aligned under full-width text), notes and help.
public struct HumanReporter: Reporter {
    public var color: Bool
    /// Show note-level findings (RC403); otherwise they are counted in the summary only.
    public var showNotes: Bool
    /// Only the summary line, and nothing at all for a clean run.
    public var quiet: Bool
    /// List the walked files skipped as not ranking data (otherwise only counted).
    public var showSkipped: Bool

    public init(color: Bool = false, showNotes: Bool = false, quiet: Bool = false, showSkipped: Bool = false) {
        self.color = color
        self.showNotes = showNotes
        self.quiet = quiet
        self.showSkipped = showSkipped
    }

    public func write(_ report: RunReport, to out: ReportOutput) {
        if !quiet {
            // Each finding is written straight into the output's block: no String per finding.
            var text = OutputBuffer(out)
            // A table with rows that cannot be read is not rewritten: its fixes wait for them.
            let waitingForRows = Set(report.files.lazy.filter { !$0.isRewritable }.map(\.path))
            report.forEachFinding(where: isShown) { finding in
                write(finding, fixIsApplied: !waitingForRows.contains(finding.location.path), to: &text)
                text.append(UInt8(ascii: "\n"))
            }
            text.flush()
            for notice in report.notices { out.write(paint("note", .cyan, bold: true) + ": " + TerminalText.escaped(notice) + "\n") }
            if showSkipped {
                for file in report.skipped {
                    out.write(paint("note", .cyan, bold: true) + ": skipped \(TerminalText.escaped(file.path)): not ranking data (\(TerminalText.escaped(file.reason)))\n")
                }
            }
            // Data in a shape of its own, checked as another: what to do, once for the run.
            let otherShape = report.files.filter { $0.identityNoEntryHas != nil && !$0.findings.isEmpty }
            if let first = otherShape.first?.identityNoEntryHas {
                let paths = otherShape.prefix(3).map(\.path).joined(separator: ", ") + (otherShape.count > 3 ? ", …" : "")
                let fields = first.map { "'\($0)'" }.joined(separator: " or ")
                out.write(paint("note", .cyan, bold: true) + ": \(TerminalText.escaped(paths)) \(otherShape.count == 1 ? "holds a list" : "hold lists") whose entries have no \(TerminalText.escaped(fields)): "
                          + "if \(otherShape.count == 1 ? "it holds" : "they hold") rankings of a shape of \(otherShape.count == 1 ? "its" : "their") own, `rankcheck init` infers it and writes .rankcheck.json\n")
            }
            // Data in a shape of its own is skipped whole until the shape is configured.
            if report.files.isEmpty, !report.skipped.isEmpty {
                out.write(paint("note", .cyan, bold: true) + ": no file was checked; if these files hold rankings in another shape, `rankcheck init` infers it\n")
            }
            // A walk that finds nothing passes: said, so that a CI job pointed at the wrong folder is seen.
            if report.files.isEmpty, report.skipped.isEmpty {
                out.write(paint("note", .cyan, bold: true) + ": no JSON, CSV or TSV file was found to check (a spreadsheet's workbook is read once its sheet is saved as CSV)\n")
            }
        }
        let anyShown = report.files.contains { $0.findings.contains(where: isShown) }
        if !(quiet && !anyShown && report.notices.isEmpty) { out.write(summaryLine(report) + "\n") }
    }

    public func render(_ finding: Finding) -> String {
        var bytes: [UInt8] = []
        write(finding, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One finding: its headline, the source lines with carets, related places, help and fix
    /// (`fixIsApplied`: `--fix` rewrites its file).
    func write<Out: ByteAppending & ~Copyable>(_ finding: Finding, fixIsApplied: Bool = true, to out: inout Out) {
        let (tint, _) = style(finding.severity)
        paint(.none, bold: true, &out) { writePosition(finding.location, to: &$0) }
        out.append(": ")
        paint(tint, bold: true, &out) { out in
            out.append(finding.severity.rawValue)
            out.append("[")
            out.append(finding.ruleID)
            out.append("]")
        }
        out.append(" ")
        paint(.none, bold: true, &out) { $0.append(finding.ruleName) }
        out.append(": ")
        out.append(TerminalText.escaped(finding.message))
        out.append(UInt8(ascii: "\n"))
        let related = finding.related
        // One gutter width for the whole finding, so every snippet's bar lines up.
        var gutter = decimalDigits(finding.location.start.line)
        for place in related { gutter = max(gutter, decimalDigits(place.location.start.line)) }
        writeSnippet(finding.location, tint: tint, gutterWidth: gutter, to: &out)
        for place in related {
            paint(.cyan, bold: true, &out) { $0.append("note") }
            out.append(": ")
            writePosition(place.location, to: &out)
            out.append(": ")
            out.append(TerminalText.escaped(place.message))
            out.append(UInt8(ascii: "\n"))
            writeSnippet(place.location, tint: .cyan, gutterWidth: gutter, to: &out)
        }
        if let help = finding.help {
            paint(.green, bold: true, &out) { $0.append("help") }
            out.append(": ")
            out.append(TerminalText.escaped(help))
            out.append(UInt8(ascii: "\n"))
        }
        if let fix = finding.fix {
            paint(.green, bold: true, &out) { $0.append("help") }
            out.append(": ")
            out.append(TerminalText.escaped(fix.summary))
            out.append(!fix.isSafe ? " `--fix` leaves this to you." : fixIsApplied ? " `--fix` applies this." : " `--fix` applies this once every row of the table reads.")
            out.append(UInt8(ascii: "\n"))
        }
    }

    private func writePosition<Out: ByteAppending & ~Copyable>(_ location: Location, to out: inout Out) {
        out.append(TerminalText.path(location.path))
        out.append(":")
        out.appendDecimal(location.start.line)
        out.append(":")
        out.appendDecimal(location.start.column)
    }

    /// The source line with a caret underline; nothing when the line is unknown.
    func writeSnippet<Out: ByteAppending & ~Copyable>(_ location: Location, tint: Tint, gutterWidth: Int, to out: inout Out) {
        guard let line = location.lineText, location.start.line > 0 else { return }
        let digits = decimalDigits(location.start.line)
        let width = max(gutterWidth, digits)
        // Display columns before the caret and under it, in one pass over the line's characters.
        let first = location.lineTextStartColumn
        let start = max(0, location.start.column - first)
        let end = location.end.line == location.start.line ? max(start, location.end.column - first) : Int.max
        var lead = 0, carets = 0, index = 0
        for scalar in line.unicodeScalars {
            if index >= end { break }
            if index < start { lead += DisplayWidth.of(scalar) } else { carets += DisplayWidth.of(scalar) }
            index += 1
        }
        // An excerpt of a long line is marked with "…" on the side that was cut.
        let isExcerpt = first > 1
        if isExcerpt { lead += DisplayWidth.of("…") }
        carets = max(1, carets)
        paint(.blue, bold: true, &out) { $0.appendRepeated(UInt8(ascii: " "), count: width); $0.append(" |") }
        out.append(UInt8(ascii: "\n"))
        paint(.blue, bold: true, &out) { out in
            out.appendRepeated(UInt8(ascii: " "), count: width - digits)
            out.appendDecimal(location.start.line)
            out.append(" |")
        }
        out.append(" ")
        if isExcerpt { out.append("…") }
        // Tabs expanded, so the carets line up with what the terminal shows.
        out.append(TerminalText.escaped(line)) { $0 == UInt8(ascii: "\t") ? DisplayWidth.tabSpaces : nil }
        if location.lineTextIsCut { out.append("…") }
        out.append(UInt8(ascii: "\n"))
        paint(.blue, bold: true, &out) { $0.appendRepeated(UInt8(ascii: " "), count: width); $0.append(" |") }
        out.append(" ")
        out.appendRepeated(UInt8(ascii: " "), count: lead)
        paint(tint, bold: true, &out) { $0.appendRepeated(UInt8(ascii: "^"), count: carets) }
        out.append(UInt8(ascii: "\n"))
    }

    private func decimalDigits(_ value: Int) -> Int {
        (value < 0 ? 1 : 0) + OutputBuffer.decimalDigits(of: value.magnitude)
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
            let kind = report.skipped.allSatisfy { $0.path.hasSuffix(".json") } ? "JSON file" : "file"
            extras.append("\(plural(report.skipped.count, kind)) skipped: not ranking data" + (showSkipped ? "" : " (--show-skipped lists them)"))
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
        var bytes: [UInt8] = []
        paint(tint, bold: bold, &bytes) { $0.append(text) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What `body` writes, in `tint` and bold when colour is on.
    func paint<Out: ByteAppending & ~Copyable>(_ tint: Tint, bold: Bool, _ out: inout Out, _ body: (inout Out) -> Void) {
        guard color, bold || tint != .none else { return body(&out) }
        out.append("\u{1B}[")
        if bold { out.append(tint == .none ? "1" : "1;") }
        out.append(tint.rawValue)
        out.append("m")
        body(&out)
        out.append("\u{1B}[0m")
    }
}

extension HumanReporter {
    public static let format = ReportFormat("human", "each finding with its source line and a caret") { HumanReporter(color: $0.color, showNotes: $0.showNotes, quiet: $0.quiet, showSkipped: $0.showSkipped) }
}
