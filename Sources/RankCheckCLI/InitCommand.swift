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
        // The files are read here; which of them the shape is inferred from is the library's choice.
        var files: [(path: String, bytes: SourceBytes)] = []
        for target in targets where !target.isStandardInput {
            if let bytes = try? fs.readSource(invocation.absolutePath(target.path)) { files.append((target.path, bytes)) }
        }
        let place = arguments.positionals.isEmpty ? "the current folder" : arguments.positionals.joined(separator: ", ")
        let read = FilesInference(files, place: place)
        stderr += read.notes.map(ErrorLine.note).joined()
        let inference: ShapeInference.Result
        switch read.outcome {
        case .inferred(let inferred): inference = inferred
        case .nothingRead(let why): return CommandResult(.failure, stderr: stderr + ErrorLine.error(why))
        }
        if let failure = inference.failure {
            return CommandResult(.failure, stderr: stderr + ErrorLine.error("cannot infer a shape from \(plural(read.fileCount, read.kind)): \(failure)"))
        }
        var out = "read \(plural(read.fileCount, read.kind)): \(plural(inference.listCount, "list")), \(plural(inference.entryCount, "entry").replacingOccurrences(of: "entrys", with: "entries"))\n\n"
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
        options.overrides.perFileIgnores = (configuration.perFileIgnores, "rankcheck init")
        let check = try setup(command: "init") { () throws(SetupError) -> CheckResult in
            var pipeline = try CheckPipeline(workingDirectory: invocation.workingDirectory, fileSystem: fs, options: options)
            pipeline.parsedDocuments = Dictionary(read.documents.map { (walker.absolutePath($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
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
