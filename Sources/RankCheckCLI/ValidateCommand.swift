import Dispatch
import Foundation
import RankCheckCore

/// `rankcheck validate`: check files, report findings, optionally fix them.
enum ValidateCommand {
    static let formats = ["human", "json", "jsonl", "sarif", "github", "markdown", "rdjson", "rdjsonl", "gitlab", "junit", "xcode", "html"]

    static let help = """
    USAGE: rankcheck validate [FILES|DIRS|-]... [options]

    Checks ranking files. Directories are searched recursively for *.json: hidden folders,
    node_modules, what the repository's .gitignore files ignore and JSON that holds no ranking
    list are skipped; a file named here is always checked. '-' reads standard input. With no
    paths, checks the current directory. Each file uses the nearest .rankcheck.json in its
    folder or above.

    OUTPUT:
      --format FORMAT          human (default), json, jsonl, sarif, github, markdown, rdjson, rdjsonl
                               (reviewdog), gitlab (Code Quality), junit, xcode (clang-style, for Xcode
                               and SwiftPM), html (one self-contained page)
      --output FILE            write the report to FILE instead of standard output
      --report FORMAT:FILE     also write a report in another format (repeatable)
      --color WHEN             auto (default: only on a terminal, never with NO_COLOR), always, never
      --show-notes             show note-level findings (RC403) in human output
      --quiet                  print only the summary line (nothing when clean)

    PRIOR YEAR:
      --prior FILE             compare with this file instead of discovering last year's
      --no-prior               do not compare with last year's file

    FIXES:
      --fix                    apply safe fixes in place (atomic write; only changed values are rewritten)
      --diff                   print the unified diff --fix would apply; write nothing

    RULES AND CONFIGURATION:
      --select IDS             run only these rules (comma-separated ids, names or prefixes like RC4)
      --ignore IDS             do not run these rules
      --ties POLICY            none (default) or competition (1, 2, 2, 4)
      --shape FILE             where lists, ranks, identities and movements are (a JSON object,
                               as the configuration's "shape"); default: the reference format
      --print-shape            print the shape that would be used (for the file given, if any), and exit
      --show-config FILE       print the configuration in force for FILE, and where each value comes from
      --config FILE            use this configuration for every file instead of the nearest .rankcheck.json
      --baseline FILE          hide the findings recorded in FILE
      --write-baseline FILE    record the current findings in FILE
      --strict                 warnings fail the run too
      --exit-zero              exit 0 even with findings (tool errors still exit 2)
      --stdin-filename NAME    the path to report for standard input (also used to find last year's file
                               and the configuration)

    FILES:
      --show-skipped           list the walked JSON files skipped as not ranking data
      --no-respect-gitignore   also check files the repository's .gitignore files ignore
      --force-exclude          apply .gitignore, "exclude" and the ranking-data check to files named
                               on the command line too (for pre-commit, which names every file)

    EXIT CODES: 0 no errors, 1 errors found, 2 usage error or unreadable file.

    """

    static let options: [OptionSpec] = [
        OptionSpec(name: "--format", takesValue: true, choices: formats),
        OptionSpec(name: "--output", takesValue: true),
        OptionSpec(name: "--report", takesValue: true, repeatable: true),
        OptionSpec(name: "--color", takesValue: true, choices: ["auto", "always", "never"]),
        OptionSpec(name: "--show-notes", takesValue: false),
        OptionSpec(name: "--quiet", takesValue: false), OptionSpec(name: "-q", takesValue: false),
        OptionSpec(name: "--prior", takesValue: true), OptionSpec(name: "--no-prior", takesValue: false),
        OptionSpec(name: "--fix", takesValue: false), OptionSpec(name: "--diff", takesValue: false),
        OptionSpec(name: "--select", takesValue: true, repeatable: true), OptionSpec(name: "--ignore", takesValue: true, repeatable: true),
        OptionSpec(name: "--ties", takesValue: true, choices: TiePolicy.allCases.map(\.rawValue)),
        OptionSpec(name: "--config", takesValue: true),
        OptionSpec(name: "--shape", takesValue: true), OptionSpec(name: "--print-shape", takesValue: false),
        OptionSpec(name: "--show-config", takesValue: true), OptionSpec(name: "--show-skipped", takesValue: false),
        OptionSpec(name: "--no-respect-gitignore", takesValue: false), OptionSpec(name: "--force-exclude", takesValue: false),
        OptionSpec(name: "--baseline", takesValue: true), OptionSpec(name: "--write-baseline", takesValue: true),
        OptionSpec(name: "--strict", takesValue: false), OptionSpec(name: "--exit-zero", takesValue: false),
        OptionSpec(name: "--stdin-filename", takesValue: true),
        OptionSpec(name: "--help", takesValue: false), OptionSpec(name: "-h", takesValue: false),
    ]

    static func run(_ invocation: Invocation) throws(UsageError) -> CommandResult {
        let arguments = try ParsedArguments(invocation.arguments, options: options, command: "validate")
        if arguments.flag("--help") || arguments.flag("-h") { return CommandResult(.success, stdout: help) }
        var run = try ValidateRun(arguments, invocation)
        return try run.execute()
    }
}

/// One `validate` run: options resolved, then files checked, fixed and reported.
struct ValidateRun {
    let arguments: ParsedArguments
    let invocation: Invocation
    let fs: any FileSystem
    /// The configuration of each file's folder (its nearest .rankcheck.json, or --config).
    var configurations: ConfigurationResolver
    let extraReports: [(format: String, path: String)]
    var stderr = ""
    var toolFailure = false
    /// Whether a report shows every entry of every list (the HTML page), so lists are kept.
    var showsEveryEntry: Bool { arguments.value("--format") == "html" || extraReports.contains { $0.format == "html" } }
    /// Whether reports keep their file's model, to be handed to `Invocation.keepUntilExit`:
    /// for a run of one file (a run of many frees each file's as it goes, so memory stays bounded).
    var keepsModels = false
    /// The scope of each file checked, by its path as reported.
    var scopeOfChecked: [String: Int] = [:]
    var gitIgnoreCache: [String: GitIgnoreStack] = [:]
    var repositoryRootCache: [String: String?] = [:]
    /// For files under `"prior": "previous-file"`: the previous file of its folder (as shown),
    /// by absolute path.
    var previousFileOf: [String: String] = [:]
    /// For the same files: their folder and place in its period order, by absolute path.
    var periodOf: [String: (folder: String, index: Int)] = [:]

    init(_ arguments: ParsedArguments, _ invocation: Invocation) throws(UsageError) {
        self.arguments = arguments
        self.invocation = invocation
        fs = invocation.fileSystem
        if arguments.flag("--fix") && arguments.flag("--diff") {
            throw UsageError(message: "--fix and --diff cannot be used together", command: "validate")
        }
        if arguments.value("--prior") != nil && arguments.flag("--no-prior") {
            throw UsageError(message: "--prior and --no-prior cannot be used together", command: "validate")
        }
        extraReports = try arguments.all("--report").map { (spec) throws(UsageError) -> (String, String) in
            guard let colon = spec.firstIndex(of: ":"), ValidateCommand.formats.contains(String(spec[..<colon])),
                  !spec[spec.index(after: colon)...].isEmpty else {
                throw UsageError(message: "--report takes FORMAT:FILE with FORMAT one of \(ValidateCommand.formats.joined(separator: ", ")); got '\(spec)'", command: "validate")
            }
            return (String(spec[..<colon]), String(spec[spec.index(after: colon)...]))
        }
        // The command line wins over every configuration file.
        var settings = ConfigurationResolver.CommandLineSettings()
        if let shape = arguments.value("--shape") { settings.shape = (try ConfigurationResolver.readShape(invocation, shape), "--shape \(shape)") }
        if !arguments.all("--select").isEmpty { settings.select = try Self.selectors(arguments.all("--select")) }
        settings.ignore = try Self.selectors(arguments.all("--ignore"))
        settings.ties = arguments.value("--ties").flatMap(TiePolicy.init(rawValue:))
        settings.showNotes = arguments.flag("--show-notes")
        settings.noPrior = arguments.flag("--no-prior")
        configurations = try ConfigurationResolver(invocation, explicit: arguments.value("--config"), settings: settings, command: "validate")
    }

    static func selectors(_ values: [String]) throws(UsageError) -> Set<String> {
        var ids = Set<String>()
        for selector in values.flatMap({ $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }) where !selector.isEmpty {
            guard let expanded = RuleSelector.expand(selector) else { throw UsageError(message: RuleSelector.unknownMessage(selector), command: "validate") }
            ids.formUnion(expanded)
        }
        return ids
    }

    // MARK: - The run

    mutating func execute() throws(UsageError) -> CommandResult {
        if let path = arguments.value("--show-config") { return try showConfiguration(for: path) }
        if arguments.flag("--print-shape") {
            // The shape of the configuration in force for the file named (or this folder), or --shape.
            let scope = if let path = arguments.positionals.first { try scopeOfNamed(path) }
                else { try configurations.scope(forDirectory: normalizedPath(invocation.workingDirectory)) }
            let configuration = configurations.scopes[scope].configuration
            let source = configuration.origins["shape"].map { $0.hasPrefix("--") ? $0 : "configuration \($0)" } ?? "the default (the reference format)"
            return CommandResult(.success, stdout: configuration.shape.json.rendered() + "\n", stderr: "rankcheck: shape from \(source)\n")
        }
        let targets = try collectTargets()
        // Not when fixing: the check after the fix then reuses the first check's memory (1.8
        // million fixes: a peak of 1.85 GB, not 2.0).
        keepsModels = invocation.keepUntilExit != nil && targets.count == 1 && !arguments.flag("--fix")
        var outcomes = checkInParallel(targets)
        // Not when fixing either: the first check's findings are let go before the check after
        // the fix, which then reuses their memory.
        if !arguments.flag("--fix") { invocation.keepUntilExit?(outcomes) }
        var reports: [FileReport] = []
        var notices: [String] = []
        var unreadable: [(path: String, message: String)] = []
        var sources: [String: SourceBytes] = [:]
        var skipped: [String] = []
        for outcome in outcomes {
            if let path = outcome.skipped {
                skipped.append(path)
                continue
            }
            if let error = outcome.error {
                unreadable.append((error.path, error.message))
                fail(error.description)
            }
            notices += outcome.notices
            reports += outcome.reports
            if let report = outcome.reports.first, let bytes = outcome.bytes { sources[report.path] = bytes }
        }
        outcomes = []  // the reports hold what is still needed
        // A prior file that is also checked, or used twice, is reported once.
        var seen = Set<String>()
        reports = reports.filter { seen.insert($0.path).inserted }

        var stdout = ""
        if arguments.flag("--diff") {
            var changed = 0
            for index in reports.indices where reports[index].isWellFormed {
                guard let original = sources[reports[index].path]?.array else { continue }
                let (fixed, applied, _) = fixedBytes(reports[index], original)
                if fixed != original {
                    stdout += UnifiedDiff.render(path: reports[index].path, old: original, new: fixed)
                    changed += applied
                }
            }
            stderr += changed == 0 ? "no fixes to apply\n" : "would fix \(plural(changed, "finding"))\n"
            return CommandResult(toolFailure ? .failure : changed > 0 ? .findings : .success, stdout: stdout, stderr: stderr)
        }
        var fixedDocument: [UInt8]?
        if arguments.flag("--fix") {
            var fixedCount = 0, fixedFiles = 0
            for index in reports.indices where reports[index].isWellFormed {
                let path = reports[index].path
                guard let original = sources[path]?.array else { continue }
                let prior = reports[index].prior
                let (fixed, applied, relinted) = fixedBytes(taking: &reports[index], original)
                // A fix that is not written: the findings of the file as checked, found again
                // (`fixedBytes(taking:)` let them go).
                func reportUnfixed() {
                    reports[index] = lint(path: path, bytes: SourceBytes(original), scope: scopeOfChecked[path] ?? 0, knownPrior: prior).report
                }
                guard fixed != original, let relinted else {
                    // Fixes that undid each other: the last check was of the original bytes.
                    if let relinted { reports[index] = relinted }
                    continue
                }
                if path == stdinPath {
                    fixedDocument = fixed
                } else {
                    // Never overwrite edits made while rankcheck was running.
                    guard fs.holds(invocation.absolutePath(path), exactly: original) else {
                        fail("\(path): changed on disk while rankcheck ran; not fixed")
                        reportUnfixed()
                        continue
                    }
                    do {
                        try fs.writeAtomically(invocation.absolutePath(path), fixed)
                    } catch {
                        fail(error.description)
                        reportUnfixed()
                        continue
                    }
                }
                reports[index] = relinted
                if keepsModels { invocation.keepUntilExit?(relinted) }
                fixedCount += applied
                fixedFiles += 1
            }
            if fixedCount > 0 { notices.append("fixed \(plural(fixedCount, "finding")) in \(plural(fixedFiles, "file"))") }
        }
        if let path = arguments.value("--write-baseline") {
            let baseline = Baseline(findings: reports.flatMap(\.findings))
            do {
                try fs.writeAtomically(invocation.absolutePath(path), Array(baseline.rendered(toolVersion: RankCheck.version).utf8))
                notices.append("wrote \(plural(baseline.counts.values.reduce(0, +), "finding")) to the baseline \(path)")
            } catch {
                fail(error.description)
            }
        }
        var hidden = 0, fixedEntries = 0
        if let path = arguments.value("--baseline") {
            do {
                let baseline = try Baseline.parse(try fs.readFile(invocation.absolutePath(path)), path: path)
                var matcher = Baseline.Matcher(baseline)
                for index in reports.indices { reports[index].findings = matcher.kept(reports[index].findings) }
                hidden = matcher.hidden
                fixedEntries = matcher.unmatched
            } catch let error as FileError {
                fail("cannot read baseline: \(error.description)")
            } catch {
                fail("invalid baseline: \(error)")
            }
        }
        let report = RunReport(toolVersion: RankCheck.version, files: reports, notices: notices, unreadable: unreadable,
                               baselineHidden: hidden, baselineFixed: fixedEntries, skipped: skipped)
        // Each report is written straight to where it goes, as it is formatted.
        let explicitFormat = arguments.value("--format")
        let run = self  // the options, for the writers below (the run itself goes on changing)
        let writeMain = { (out: ReportOutput) in
            run.report(report, format: explicitFormat ?? "human", toTerminal: run.arguments.value("--output") == nil, to: out)
            if explicitFormat == nil, run.invocation.environment["GITHUB_ACTIONS"] == "true" {
                run.report(report, format: "github", toTerminal: false, to: out)
            }
        }
        for extra in extraReports {
            write(to: extra.path) { run.report(report, format: extra.format, toTerminal: false, to: $0) }
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
        return CommandResult(exitCode(report), stdout: stdout, stderr: stderr)
    }

    private func exitCode(_ report: RunReport) -> ExitCode {
        if toolFailure { return .failure }
        if arguments.flag("--exit-zero") { return .success }
        let failing = report.count(.error) + (arguments.flag("--strict") ? report.count(.warning) : 0)
        return failing > 0 ? .findings : .success
    }

    private mutating func fail(_ message: String) {
        stderr += "rankcheck: error: \(message)\n"
        toolFailure = true
    }

    /// Writes a report file atomically, streaming into its temporary file.
    private mutating func write(to path: String, _ produce: (ReportOutput) -> Void) {
        do {
            try fs.writeAtomically(invocation.absolutePath(path), writing: produce)
        } catch {
            fail("cannot write report: \(error.description)")
        }
    }

    private func report(_ report: RunReport, format: String, toTerminal: Bool, to out: ReportOutput) {
        reporter(format, toTerminal: toTerminal).write(report, to: out)
    }

    private func reporter(_ format: String, toTerminal: Bool) -> any Reporter {
        switch format {
        case "json": return JSONReporter()
        case "jsonl": return JSONLinesReporter()
        case "sarif": return SARIFReporter()
        case "rdjson": return ReviewdogReporter()
        case "rdjsonl": return ReviewdogReporter(lines: true)
        case "gitlab": return GitLabReporter()
        case "xcode": return XcodeReporter()
        case "html": return HTMLReporter()
        case "junit": return JUnitReporter(timestamp: Self.timestamp(invocation.environment), hostname: Self.hostname(invocation.environment))
        case "github": return GitHubReporter()
        case "markdown": return MarkdownReporter()
        default:
            let noColor = !(invocation.environment["NO_COLOR"] ?? "").isEmpty
            let color: Bool = switch arguments.value("--color") ?? "auto" {
            case "always": !noColor
            case "never": false
            default: toTerminal && invocation.stdoutIsTerminal && !noColor && invocation.environment["TERM"] != "dumb"
            }
            // Notes show when any configuration in force asks for them (or --show-notes).
            let showNotes = configurations.scopes.contains { $0.configuration.showNotes }
            return HumanReporter(color: color, showNotes: showNotes, quiet: arguments.flag("--quiet") || arguments.flag("-q"),
                                 showSkipped: arguments.flag("--show-skipped"))
        }
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

    /// Applies safe fixes until none is left (overlapping fixes need a second pass).
    private func fixedBytes(_ report: FileReport, _ original: [UInt8]) -> (bytes: [UInt8], applied: Int, relinted: FileReport?) {
        var taken = report
        return fixedBytes(taking: &taken, original)
    }

    /// The same, for a report that is replaced when a fix applies: its findings are let go once
    /// applied, before the file is checked again (then `report` has none; a caller that keeps
    /// the original bytes checks them again to get them back).
    private func fixedBytes(taking report: inout FileReport, _ original: [UInt8]) -> (bytes: [UInt8], applied: Int, relinted: FileReport?) {
        var bytes = original
        var applied = 0
        var relinted: FileReport?
        let path = report.path, prior = report.prior
        for _ in 0..<4 {
            let result = FixApplier.apply(relinted?.findings ?? report.findings, to: bytes)
            guard result.appliedCount > 0, result.bytes != bytes else { break }
            bytes = result.bytes
            applied += result.appliedCount
            // The findings just applied go before the check, which can then reuse their memory.
            report.findings = []
            relinted = nil
            relinted = lint(path: path, bytes: SourceBytes(bytes), scope: scopeOfChecked[path] ?? 0, knownPrior: prior).report
        }
        return (bytes, applied, relinted)
    }

    // MARK: - Targets

    var stdinPath: String { arguments.value("--stdin-filename") ?? "<stdin>" }

    struct Target: Sendable {
        let path: String
        let isStandardInput: Bool
        /// Checked only when it holds a ranking list: found by walking a folder (or named, with
        /// --force-exclude). A file named on the command line is checked whatever it holds.
        let needsRankingData: Bool
        /// Its configuration, an index into `configurations.scopes`.
        let scope: Int
    }

    /// The scope of a file (or folder) named on the command line.
    private mutating func scopeOfNamed(_ path: String) throws(UsageError) -> Int {
        if path == "-" { return try configurations.scope(forFile: stdinPath) }
        let absolute = invocation.absolutePath(path)
        if fs.kind(absolute, followingLinks: true) == .directory { return try configurations.scope(forDirectory: absolute) }
        return try configurations.scope(forFile: path)
    }

    private mutating func collectTargets() throws(UsageError) -> [Target] {
        var targets: [Target] = []
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let forceExclude = arguments.flag("--force-exclude")
        for path in paths {
            if path == "-" {
                targets.append(Target(path: stdinPath, isStandardInput: true, needsRankingData: false, scope: try scopeOfNamed(path)))
                continue
            }
            let absolute = invocation.absolutePath(path)
            switch fs.kind(absolute, followingLinks: true) {
            case .directory:
                let top = repositoryRoot(of: absolute) ?? absolute
                try walk(absolute, display: normalizedPath(path), top: top, into: &targets)
            case .missing where fs.kind(absolute, followingLinks: false) == .missing:
                fail("path '\(path)' does not exist")
            default:
                let scope = try scopeOfNamed(path)
                if forceExclude {
                    // pre-commit names every staged file: the walk's rules apply to them too.
                    let folder = parentDirectory(absolute)
                    let ignored = gitIgnores(at: folder, top: repositoryRoot(of: folder) ?? folder).ignores(absolute, isDirectory: false)
                    if ignored || !configurations.scopes[scope].configuration.includes(absolute) { continue }
                }
                targets.append(Target(path: normalizedPath(path), isStandardInput: false, needsRankingData: forceExclude, scope: scope))
            }
        }
        var seen = Set<String>()
        let unique = targets.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
        for target in unique { scopeOfChecked[target.path] = target.scope }
        findPreviousFiles(of: unique)
        return unique
    }

    private mutating func walk(_ directory: String, display: String, top: String, into targets: inout [Target]) throws(UsageError) {
        let names: [String]
        do {
            names = try fs.listDirectory(directory)
        } catch {
            fail(error.description)
            return
        }
        let scope = try configurations.scope(forDirectory: directory)
        let configuration = configurations.scopes[scope].configuration
        let ignores = gitIgnores(at: directory, top: top)
        for name in names {
            let absolute = (directory == "/" ? "" : directory) + "/" + name
            let shown = display == "." ? name : display + "/" + name
            // Hidden files and folders (.git, .build, .rankcheck.json) are never ranking data.
            if name.hasPrefix(".") { continue }
            let kind = fs.kind(absolute, followingLinks: false)
            if kind == .directory {
                // Links to folders are not followed, so a link loop cannot trap the walk.
                if name == "node_modules" || ignores.ignores(absolute, isDirectory: true) { continue }
                try walk(absolute, display: shown, top: top, into: &targets)
            } else if name.hasSuffix(".json"), configuration.includes(absolute), !ignores.ignores(absolute, isDirectory: false) {
                targets.append(Target(path: shown, isStandardInput: false, needsRankingData: true, scope: scope))
            }
        }
    }

    /// Each folder of a file under `"prior": "previous-file"` is listed once, its JSON files put
    /// in period order (`SeriesOrder`, on names sorted naturally), and each file's predecessor noted.
    private mutating func findPreviousFiles(of targets: [Target]) {
        var folders = Set<String>()
        for target in targets where !target.isStandardInput {
            guard case .previousFile = configurations.scopes[target.scope].configuration.prior else { continue }
            folders.insert(parentDirectory(invocation.absolutePath(target.path)))
        }
        for folder in folders {
            guard let names = try? fs.listDirectory(folder) else { continue }
            let files = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted(by: Self.naturalOrder)
            let order = SeriesOrder.sorted(files)
            for (previous, current) in zip(order, order.dropFirst()) {
                previousFileOf[folder + "/" + files[current]] = ConfigurationResolver.shown(folder + "/" + files[previous], from: invocation.workingDirectory)
            }
            for (index, file) in order.enumerated() { periodOf[folder + "/" + files[file]] = (folder, index) }
        }
    }

    /// Names compared with their digit runs as numbers (`week-9` before `week-10`).
    static func naturalOrder(_ a: String, _ b: String) -> Bool {
        var i = a.unicodeScalars.makeIterator(), j = b.unicodeScalars.makeIterator()
        var x = i.next(), y = j.next()
        func number(_ first: inout Unicode.Scalar?, _ rest: inout String.UnicodeScalarView.Iterator) -> (Int, String) {
            var digits = ""
            while let scalar = first, ("0"..."9").contains(scalar) { digits.unicodeScalars.append(scalar); first = rest.next() }
            return (Int(digits.prefix(18)) ?? 0, digits)
        }
        while let p = x, let q = y {
            if ("0"..."9").contains(p), ("0"..."9").contains(q) {
                let m = number(&x, &i), n = number(&y, &j)
                if m.0 != n.0 { return m.0 < n.0 }
                if m.1 != n.1 { return m.1 < n.1 }
                continue
            }
            if p != q { return p.value < q.value }
            x = i.next()
            y = j.next()
        }
        return x == nil && y != nil
    }

    /// The `.gitignore` files in force in a folder: its own and those of the folders above it up
    /// to `top` (the repository's root, where `.git/info/exclude` is read too). Read once a folder.
    private mutating func gitIgnores(at directory: String, top: String) -> GitIgnoreStack {
        if arguments.flag("--no-respect-gitignore") { return GitIgnoreStack() }
        if let known = gitIgnoreCache[directory] { return known }
        var stack: GitIgnoreStack
        if directory == top || directory == "/" || directory == "." {
            stack = GitIgnoreStack()
            if let exclude = readGitIgnore((directory == "/" ? "" : directory) + "/.git/info/exclude", directory: directory) {
                stack = stack.adding(exclude)
            }
        } else {
            stack = gitIgnores(at: parentDirectory(directory), top: top)
        }
        if let own = readGitIgnore((directory == "/" ? "" : directory) + "/.gitignore", directory: directory) { stack = stack.adding(own) }
        gitIgnoreCache[directory] = stack
        return stack
    }

    private func readGitIgnore(_ path: String, directory: String) -> GitIgnore? {
        guard fs.kind(path, followingLinks: true) == .regular, let bytes = try? fs.readFile(path) else { return nil }
        return GitIgnore(String(decoding: bytes, as: UTF8.self), directory: directory)
    }

    /// The nearest folder at or above `directory` holding `.git`, if any.
    private mutating func repositoryRoot(of directory: String) -> String? {
        if let known = repositoryRootCache[directory] { return known }
        var current = directory
        var found: String?
        while true {
            if fs.kind((current == "/" ? "" : current) + "/.git", followingLinks: true) != .missing {
                found = current
                break
            }
            if current == "/" || current == "." { break }
            current = parentDirectory(current)
        }
        repositoryRootCache[directory] = .some(found)
        return found
    }

    // MARK: - Configuration shown

    /// `--show-config FILE`: the configuration in force for FILE, one setting a line, each with
    /// where its value comes from.
    private mutating func showConfiguration(for path: String) throws(UsageError) -> CommandResult {
        let index = try scopeOfNamed(path)
        let scope = configurations.scopes[index]
        var out = "# configuration for \(path)\n"
        out += scope.files.isEmpty ? "# no .rankcheck.json in its folder or above: the defaults\n"
            : "# read from " + scope.files.joined(separator: ", which extends ") + "\n"
        let settings = scope.configuration.describedSettings
        let width = settings.map(\.key.count).max() ?? 0
        for setting in settings {
            let key = setting.key + String(repeating: " ", count: width - setting.key.count)
            out += "\(key)  \(setting.value)  # \(setting.origin ?? "default")\n"
        }
        return CommandResult(.success, stdout: out)
    }

    // MARK: - Checking

    struct Outcome: Sendable {
        var reports: [FileReport] = []
        var bytes: SourceBytes?
        var error: FileError?
        var notices: [String] = []
        /// The path of a walked file that holds no ranking list (not checked).
        var skipped: String?
    }

    /// Checks every target on every core and returns their outcomes in target order. Files of
    /// a `"previous-file"` series are checked in period order, a run of them per core, each
    /// file's lists kept as the prior of the next: the folder is read once (plus one file where
    /// a core's run begins), not once as itself and once as its successor's prior.
    private func checkInParallel(_ targets: [Target]) -> [Outcome] {
        let run = self
        let runs = runsOfWork(targets)
        let done = ConcurrentSlots.map(runs.count, fallback: []) { run.check(inOrder: runs[$0].map { targets[$0] }) }
        var outcomes = [Outcome](repeating: Outcome(), count: targets.count)
        for (indexes, results) in zip(runs, done) {
            for (index, outcome) in zip(indexes, results) { outcomes[index] = outcome }
        }
        return outcomes
    }

    /// Target indexes grouped into runs that one core checks in order: each series folder's
    /// files in period order, split into one run per core; every other file a run of its own.
    private func runsOfWork(_ targets: [Target]) -> [[Int]] {
        var runs: [[Int]] = []
        var series: [String: [(period: Int, target: Int)]] = [:]
        for (index, target) in targets.enumerated() {
            if !target.isStandardInput, arguments.value("--prior") == nil,
               let period = periodOf[invocation.absolutePath(target.path)] {
                series[period.folder, default: []].append((period.index, index))
            } else {
                runs.append([index])
            }
        }
        let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)
        for folder in series.keys.sorted() {
            let ordered = series[folder]!.sorted { $0.period < $1.period }.map(\.target)
            let length = max(1, (ordered.count + cores - 1) / cores)
            runs += stride(from: 0, to: ordered.count, by: length).map { Array(ordered[$0..<min($0 + length, ordered.count)]) }
        }
        return runs
    }

    /// Checks targets one after another; a target whose previous file is the one just checked
    /// takes that file's lists as its prior instead of reading it again.
    private func check(inOrder targets: [Target]) -> [Outcome] {
        var outcomes: [Outcome] = []
        var justChecked: (path: String, file: RankingFile)?
        for target in targets {
            var known: PriorYear?
            if let justChecked, let previous = previousFileOf[invocation.absolutePath(target.path)],
               invocation.absolutePath(previous) == justChecked.path {
                known = PriorYear(path: previous, file: justChecked.file, readWindow: fs.windowReader(justChecked.path))
            }
            // Its index is all the next check needs: the file's bytes and tape go before the next is read.
            justChecked = nil
            let (outcome, file) = check(target, knownPrior: known, keepingFile: targets.count > 1)
            justChecked = file.map { (invocation.absolutePath(target.path), $0) }
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// Checks one target: `knownPrior` is its prior already read; with `keepingFile`, the file
    /// as read is returned too (nil when it is not valid JSON).
    private func check(_ target: Target, knownPrior: PriorYear? = nil, keepingFile: Bool = false) -> (Outcome, RankingFile?) {
        var outcome = Outcome()
        // Last year's file is started first: a big one is read on another core meanwhile.
        let priorTask = knownPrior.map(PriorYearTask.init(readAlready:)) ?? startReadingPriorYear(for: target.path, scope: target.scope)
        let bytes: SourceBytes
        do {
            let path = invocation.absolutePath(target.path)
            // Fixing needs a copy: before writing, it checks the file on disk still holds what was
            // checked, and a mapping would change along with the file.
            let fixing = arguments.flag("--fix") || arguments.flag("--diff")
            bytes = target.isStandardInput ? SourceBytes(try invocation.readStandardInput())
                : fixing ? SourceBytes(try fs.readFile(path)) : try fs.readSource(path)
        } catch {
            outcome.error = FileError(path: target.path, message: error.message)
            return (outcome, nil)
        }
        outcome.bytes = bytes
        let (report, priorOutcome, file) = lint(path: target.path, bytes: bytes, prior: priorTask, scope: target.scope,
                                                needsRankingData: target.needsRankingData, keepingFile: keepingFile)
        guard let report else {
            outcome.skipped = target.path
            return (outcome, nil)
        }
        outcome.reports.append(report)
        if let priorOutcome {
            outcome.error = priorOutcome.error
            outcome.notices += priorOutcome.notices
            outcome.reports += priorOutcome.reports
        }
        return (outcome, file)
    }

    /// Lints one file with its prior year; the second value reports a prior file that failed.
    /// `knownPrior`: that file already read and indexed (a check again after `--fix`).
    func lint(path: String, bytes: SourceBytes, scope: Int, knownPrior: PriorYear? = nil) -> (report: FileReport, priorOutcome: Outcome?) {
        let task = knownPrior.map(PriorYearTask.init(readAlready:)) ?? startReadingPriorYear(for: path, scope: scope)
        let (report, priorOutcome, _) = lint(path: path, bytes: bytes, prior: task, scope: scope,
                                             needsRankingData: false, keepingFile: false)
        return (report!, priorOutcome)
    }

    /// Last year's file as read for one check: indexed, or (not valid JSON) its bytes to report.
    enum PriorRead: Sendable {
        case indexed(PriorYear)
        case invalid(SourceBytes)
    }

    /// Last year's file as it is being read for one check.
    struct PriorYearTask: Sendable {
        let path: String
        /// Opens once the prior file's bytes are let go (or reading it ended).
        let released: Signal
        let read: Background<Result<PriorRead, FileError>>

        init(path: String, released: Signal, read: Background<Result<PriorRead, FileError>>) {
            self.path = path
            self.released = released
            self.read = read
        }

        /// A prior file read and indexed before (a series' previous file, or the check before a fix).
        init(readAlready prior: PriorYear) {
            let released = Signal()
            released.open()
            self.init(path: prior.path, released: released, read: Background(ready: .success(.indexed(prior))))
        }
    }

    /// Starts reading `path`'s prior-year file, if it has one: a big one on another core, so it
    /// is read and parsed while this year's file is.
    func startReadingPriorYear(for path: String, scope: Int) -> PriorYearTask? {
        let config = configurations.scopes[scope].configuration
        guard let priorPath = priorPath(for: path, config) else { return nil }
        let linter = Linter(shape: config.shape)
        let absolute = invocation.absolutePath(priorPath)
        // Only an invalid prior file's bytes come back (to report it); a valid one is kept as
        // its index, and snippets of its lines are read from disk again.
        let released = Signal()
        let readPrior = { @Sendable [fs] in
            Result { () throws(FileError) -> PriorRead in
                let draft: PriorYear.Draft
                do {
                    // However this ends, the bytes are let go here; indexing needs only the draft.
                    defer { released.open() }
                    let priorBytes = try fs.readSource(absolute)
                    switch linter.draftPriorYear(priorBytes, path: priorPath, readWindow: fs.windowReader(absolute)) {
                    case .success(let drafted): draft = drafted
                    case .failure: return .invalid(priorBytes)
                    }
                }
                return .indexed(PriorYear(draft))
            }
        }
        // Small files are already checked in parallel with each other.
        let isBig = (fs.byteCount(absolute) ?? 0) >= Linter.parallelRulesThreshold
        return PriorYearTask(path: priorPath, released: released, read: isBig ? Background(readPrior) : Background(ready: readPrior()))
    }

    /// Lints one file with its prior year; nil when the file must hold ranking data
    /// (`needsRankingData`) and its shape finds no list in it. With `keepingFile`, the file as
    /// read comes back too, to be the next period's prior.
    func lint(path: String, bytes: SourceBytes, prior task: PriorYearTask?, scope: Int, needsRankingData: Bool, keepingFile: Bool)
        -> (report: FileReport?, priorOutcome: Outcome?, file: RankingFile?) {
        let config = configurations.scopes[scope].configuration
        var linter = Linter(shape: config.shape)
        linter.keepsLists = showsEveryEntry
        linter.keepsModel = keepsModels
        let selection = config.selection(for: invocation.absolutePath(path))
        let document = linter.parser.parse(bytes)
        if needsRankingData, case .success(let parsed) = document, !linter.shape.findsList(in: parsed) { return (nil, nil, nil) }
        if case .previousList = config.prior, arguments.value("--prior") == nil {
            // A series in one file: each list against the one before it, the file its own prior.
            let parsed = document.map { RankingFile(document: $0, shape: linter.shape) }
            let prior = (try? parsed.get()).map { PriorYear(previousListsOf: $0, path: path) }
            return (linter.lint(path: path, bytes: bytes, parsed: parsed, prior: prior, ties: config.ties, selection: selection), nil, nil)
        }
        guard let task else {
            let parsed = document.map { RankingFile(document: $0, shape: linter.shape) }
            return (linter.lint(path: path, bytes: bytes, parsed: parsed, prior: nil, ties: config.ties, selection: selection), nil,
                    keepingFile ? try? parsed.get() : nil)
        }
        // Last year's file in the reference format is streamed, its memory given back as it is
        // read, so this year's model is built meanwhile. Read whole (another shape), it holds
        // its bytes until indexed: the model waits, so the two files' bytes and this year's
        // entries are never all in memory at once.
        if !linter.shape.isReference { task.released.wait() }
        let parsed = document.map { RankingFile(document: $0, shape: linter.shape) }
        // The rules that do not read last year's file start while it is still being read.
        let report = linter.lint(path: path, bytes: bytes, parsed: parsed, awaitingPrior: {
            if case .success(.indexed(let indexed)) = task.read.value { indexed } else { nil }
        }, ties: config.ties, selection: selection)
        var priorOutcome: Outcome?
        switch task.read.value {
        case .success(.indexed):
            break
        case .success(.invalid(let priorBytes)):
            var failed = Outcome()
            failed.notices.append("prior-year rules skipped for \(path): its prior file \(task.path) is not valid JSON (see its findings)")
            failed.reports.append(linter.lint(path: task.path, bytes: priorBytes, ties: config.ties, selection: selection))
            priorOutcome = failed
        case .failure(let error):
            var failed = Outcome()
            failed.error = FileError(path: task.path, message: "cannot read the prior-year file: \(error.message)")
            priorOutcome = failed
        }
        if keepingFile { return (report, priorOutcome, try? parsed.get()) }
        if bytes.count >= Linter.parallelRulesThreshold {
            releaseInBackground((consume parsed, task))
        }
        return (report, priorOutcome, nil)
    }

    /// The prior-year file for `path`: --prior, else the config's template or discovery, if it exists.
    private func priorPath(for path: String, _ config: Configuration) -> String? {
        if let explicit = arguments.value("--prior") { return explicit }
        switch config.prior {
        case .off, .previousList:
            return nil
        case .previousFile:
            return previousFileOf[invocation.absolutePath(path)]
        case .discover:
            guard let candidate = PriorYearDiscovery.priorPath(for: path) else { return nil }
            return fs.kind(invocation.absolutePath(candidate), followingLinks: true) == .regular ? candidate : nil
        case .template(let template, let directory):
            guard let year = PriorYearDiscovery.year(in: path) else { return nil }
            let relative = template.replacingOccurrences(of: "{year}", with: String(year - 1))
            let absolute = normalizedPath((directory.isEmpty ? invocation.workingDirectory : directory) + "/" + relative)
            return fs.kind(absolute, followingLinks: true) == .regular ? absolute : nil
        }
    }
}
