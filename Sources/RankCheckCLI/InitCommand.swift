import RankCheckCore

/// `rankcheck init`: infers the shape and prior mode of the data, shows the evidence, checks
/// the files with it, and writes `.rankcheck.json`.
enum InitCommand {
    static let help = """
    USAGE: rankcheck init [PATH]... [--print] [--force]

    Reads the given files and folders (default: the current folder, walked as validate walks
    it; tables when there is no JSON file), infers where the lists, ranks, identities,
    movements, labels and scores are (for a table, which column groups its rows) and which
    period comes before which, prints each choice with its evidence, checks the files with it,
    and writes .rankcheck.json in the current folder.

      --print     print the configuration; write nothing
      --force     replace an existing .rankcheck.json

    """

    /// The first three paths, and "…" when there are more: how a note names the files it means.
    private static func firstNames(_ paths: [String]) -> String {
        paths.prefix(3).joined(separator: ", ") + (paths.count > 3 ? ", …" : "")
    }

    static func run(_ invocation: Invocation) throws(UsageError) -> CommandResult {
        let arguments = try ParsedArguments(invocation.arguments, options: [
            OptionSpec(name: "--print", takesValue: false), OptionSpec(name: "--force", takesValue: false),
        ], command: "init")
        if arguments.wantsHelp { return CommandResult(.success, stdout: help) }
        let fs = invocation.fileSystem
        var walker = try setup(command: "init") { () throws(SetupError) in try CheckPipeline(workingDirectory: invocation.workingDirectory, fileSystem: fs) }
        let targets = try setup(command: "init") { () throws(SetupError) in try walker.targets(for: arguments.positionals) }
        var stderr = walker.collectionErrors.map(ErrorLine.error).joined()
        if !walker.outsideLinks.isEmpty {
            stderr += ErrorLine.note("links outside the repository: skipped \(walker.outsideLinks.joined(separator: ", ")) (name a file to read it)")
        }
        // JSON files when there are any, else tables (CSV, TSV). The JSON documents are checked
        // with the inferred shape as they are, not parsed again.
        var notJSON: [String] = [], workbooks: [String] = []
        // Why the first file that is not JSON is not (a table named .txt reads like a header).
        var firstSyntaxError: String?
        let (inference, fileCount, kind, parsed) = { () -> (ShapeInference.Result, Int, String, [String: JSONDocument]) in
            var sources: [ShapeInference.Source] = []
            var tables: [(path: String, bytes: SourceBytes)] = []
            for target in targets where !target.isStandardInput {
                guard let bytes = try? fs.readSource(invocation.absolutePath(target.path)) else { continue }
                if DataFormat.tableDelimiter(ofPath: target.path) != nil {
                    tables.append((target.path, bytes))
                } else {
                    switch JSONParser().parse(bytes) {
                    case .success(let document): sources.append(ShapeInference.Source(path: target.path, document: document))
                    case .failure(let error) where error.encoding == .workbook: workbooks.append(target.path)
                    case .failure(let error):
                        if notJSON.isEmpty { firstSyntaxError = error.message }
                        notJSON.append(target.path)
                    }
                }
            }
            if sources.isEmpty {
                let (kept, leftOut) = TableInference.ofOneKind(tables)
                if !leftOut.isEmpty {
                    stderr += ErrorLine.note("\(plural(leftOut.count, "table")) with other columns not read (\(firstNames(leftOut))): a configuration holds one shape, "
                        + "inferred here from the \(plural(kept.count, "table")) with the columns most tables have")
                }
                if let fromTables = TableInference.infer(kept) { return (fromTables, kept.count, "table", [:]) }
            }
            if !tables.isEmpty {
                stderr += ErrorLine.note("\(plural(tables.count, "table")) not read (\(firstNames(tables.map(\.path)))): a configuration holds one shape, inferred here from the JSON files; "
                    + "for the tables, run `rankcheck init` in a folder that holds only them")
            }
            let documents = Dictionary(sources.map { (walker.absolutePath($0.path), $0.document) }, uniquingKeysWith: { first, _ in first })
            return (ShapeInference(sources).result, sources.count, "JSON file", documents)
        }()
        if fileCount == 0 {
            let place = arguments.positionals.isEmpty ? "the current folder" : arguments.positionals.joined(separator: ", ")
            let reason = "\(firstSyntaxError ?? "") (`rankcheck validate` shows where)"
            let why = notJSON.count == 1 && workbooks.isEmpty ? "\(notJSON[0]) is not valid JSON: \(reason)"
                : !notJSON.isEmpty ? "no file in \(place) is valid JSON (\(firstNames(notJSON + workbooks))); \(notJSON[0]): \(reason)"
                : !workbooks.isEmpty ? "\(firstNames(workbooks)) \(workbooks.count == 1 ? "is a spreadsheet's workbook" : "are spreadsheets' workbooks"), not JSON, CSV or TSV: "
                    + "save the sheet as CSV (a spreadsheet's \"CSV UTF-8\") and run `rankcheck init` on that file"
                : "no JSON, CSV or TSV file to read in \(place)"
            return CommandResult(.failure, stderr: stderr + ErrorLine.error(why))
        }
        if let failure = inference.failure {
            return CommandResult(.failure, stderr: stderr + ErrorLine.error("cannot infer a shape from \(plural(fileCount, kind)): \(failure)"))
        }
        var out = "read \(plural(fileCount, kind)): \(plural(inference.listCount, "list")), \(plural(inference.entryCount, "entry").replacingOccurrences(of: "entrys", with: "entries"))\n\n"
        // Field names and file names come from the data: escaped as the reports escape them.
        let rows = inference.choices.map { (key: TerminalText.escaped($0.key), value: TerminalText.escaped($0.value), evidence: TerminalText.escaped($0.evidence),
                                            alternative: $0.alternative.map(TerminalText.escaped)) }
        // Columns by display width: a Japanese field name takes two columns a character.
        let width = rows.map { DisplayWidth.of($0.key) }.max() ?? 0
        let valueWidth = min(40, rows.map { DisplayWidth.of($0.value) }.max() ?? 0)
        for row in rows {
            out += DisplayWidth.pad(row.key, to: width) + "  " + DisplayWidth.pad(row.value, to: valueWidth) + "  " + row.evidence + "\n"
            if let alternative = row.alternative { out += String(repeating: " ", count: width + 2) + "(also fits: \(alternative))\n" }
        }
        // The configuration is checked as an ordinary one before it is written.
        let text = inference.configurationText
        let configuration: Configuration
        do {
            configuration = try Configuration.parse(Array(text.utf8), path: ".rankcheck.json", directory: invocation.workingDirectory)
        } catch {
            return CommandResult(.failure, stdout: out, stderr: stderr + ErrorLine.error("the inferred configuration is not valid: \(error.description)"))
        }
        var options = CheckOptions()
        options.overrides.shape = (configuration.shape, "rankcheck init")
        options.overrides.ties = configuration.ties
        options.overrides.prior = (configuration.prior, "rankcheck init")
        let check = try setup(command: "init") { () throws(SetupError) -> CheckResult in
            var pipeline = try CheckPipeline(workingDirectory: invocation.workingDirectory, fileSystem: fs, options: options)
            pipeline.parsedDocuments = parsed
            return try pipeline.run(paths: arguments.positionals)
        }
        out += "\nchecked with it: " + summary(check) + "\n\n" + text
        let path = invocation.absolutePath(".rankcheck.json")
        if arguments.flag("--print") { return CommandResult(.success, stdout: out, stderr: stderr) }
        if fs.kind(path, followingLinks: false) != .missing && !arguments.flag("--force") {
            stderr += "rankcheck: .rankcheck.json exists and is kept (--force replaces it)\n"
            return CommandResult(.success, stdout: out, stderr: stderr)
        }
        do {
            try fs.writeAtomically(path, Array(text.utf8))
        } catch {
            return CommandResult(.failure, stdout: out, stderr: stderr + ErrorLine.error(error.description))
        }
        out += "\nwrote .rankcheck.json: `rankcheck validate` now reads the data this way (`rankcheck validate --show-config FILE` explains it)\n"
        return CommandResult(.success, stdout: out, stderr: stderr)
    }

    /// "12 errors (RC401 ×12) in 3 files", or "no problems in 3 files".
    static func summary(_ result: CheckResult) -> String {
        let findings = result.outcomes.flatMap { $0.reports.flatMap(\.findings) }
        let files = result.outcomes.filter { $0.skipped == nil && !$0.reports.isEmpty }.count
        guard !findings.isEmpty else { return "no problems in \(plural(files, "file"))" }
        var byRule: [String: Int] = [:]
        for finding in findings { byRule[finding.ruleID, default: 0] += 1 }
        let counts = [Severity.error, .warning, .note].compactMap { severity -> String? in
            let count = findings.filter { $0.severity == severity }.count
            return count == 0 ? nil : plural(count, severity.rawValue)
        }
        let rules = byRule.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
        return "\(counts.joined(separator: ", ")) (\(rules)) in \(plural(files, "file"))"
    }
}
