import Foundation
import RankCheckCore

/// Where a run's reports go: the main one to standard output or `--output`, each `--report
/// FORMAT:FILE` to its file, streamed as they are formatted.
struct ReportDestinations {
    let arguments: ParsedArguments
    let invocation: Invocation
    let extraReports: [(format: String, path: String)]

    /// The `--report FORMAT:FILE` options.
    static func extraReports(_ arguments: ParsedArguments) throws(UsageError) -> [(format: String, path: String)] {
        try arguments.all("--report").map { (spec) throws(UsageError) -> (String, String) in
            guard let colon = spec.firstIndex(of: ":"), ReporterRegistry.format(named: String(spec[..<colon])) != nil,
                  !spec[spec.index(after: colon)...].isEmpty else {
                throw UsageError(message: "--report takes FORMAT:FILE with FORMAT one of \(ReporterRegistry.names.joined(separator: ", ")); got '\(spec)'", command: "validate")
            }
            return (String(spec[..<colon]), String(spec[spec.index(after: colon)...]))
        }
    }

    /// Writes every report; returns what could not be written. A fixed document read from
    /// standard input goes to standard output, and the main report to standard error.
    func write(_ report: RunReport, showNotes: Bool, fixedDocument: [UInt8]?, stdout: inout String, stderr: inout String) -> [String] {
        var failures: [String] = []
        let explicitFormat = arguments.value("--format")
        // A format with no place for the run's notices leaves them to standard error.
        if let explicitFormat, ReporterRegistry.format(named: explicitFormat)?.carriesNotices == false {
            for notice in report.notices { stderr += ErrorLine.note(notice) }
        }
        let writeMain = { (out: ReportOutput) in
            self.reporter(explicitFormat ?? "human", toTerminal: self.arguments.value("--output") == nil, showNotes: showNotes).write(report, to: out)
            if explicitFormat == nil, self.invocation.environment["GITHUB_ACTIONS"] == "true" {
                self.reporter("github", toTerminal: false, showNotes: showNotes).write(report, to: out)
            }
        }
        func write(to path: String, _ produce: (ReportOutput) -> Void) {
            do {
                try invocation.fileSystem.writeAtomically(invocation.absolutePath(path), writing: produce)
            } catch {
                failures.append("cannot write report: \(error.description)")
            }
        }
        for extra in extraReports {
            write(to: extra.path) { reporter(extra.format, toTerminal: false, showNotes: showNotes).write(report, to: $0) }
        }
        if let output = arguments.value("--output") {
            write(to: output, writeMain)
        } else if let fixedDocument {
            stdout += String(decoding: fixedDocument, as: UTF8.self)
            stderr += ReportOutput.collect(writeMain)
        } else if let standardOutput = invocation.standardOutput {
            let out = ReportOutput(sink: standardOutput)
            writeMain(out)
            out.flush()
        } else {
            stdout += ReportOutput.collect(writeMain)
        }
        return failures
    }

    private func reporter(_ format: String, toTerminal: Bool, showNotes: Bool) -> any Reporter {
        let environment = invocation.environment
        var settings = ReporterSettings()
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        settings.color = switch arguments.value("--color") ?? "auto" {
        case "always": !noColor
        case "never": false
        default: toTerminal && invocation.stdoutIsTerminal && !noColor && environment["TERM"] != "dumb"
        }
        // Notes show when any configuration in force asks for them (or --show-notes).
        settings.showNotes = showNotes
        settings.quiet = arguments.flag("--quiet") || arguments.flag("-q")
        settings.showSkipped = arguments.flag("--show-skipped")
        if format == "junit" {
            settings.timestamp = Self.timestamp(environment)
            settings.hostname = Self.hostname(environment)
        }
        return (ReporterRegistry.format(named: format) ?? HumanReporter.format).make(settings)
    }

    /// When the run started, for JUnit: `SOURCE_DATE_EPOCH` when set (reproducible reports), else now.
    static func timestamp(_ environment: [String: String]) -> String {
        let seconds = environment["SOURCE_DATE_EPOCH"].flatMap(Double.init) ?? Date().timeIntervalSince1970
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: Date(timeIntervalSince1970: seconds))
    }

    /// The machine's name, for JUnit ("localhost" when it cannot be told).
    static func hostname(_ environment: [String: String]) -> String {
        if let name = environment["RANKCHECK_HOSTNAME"], !name.isEmpty { return name }
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count) == 0 else { return "localhost" }
        let name = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return name.isEmpty ? "localhost" : name
    }
}
