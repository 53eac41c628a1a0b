import RankCheckCore

/// `rankcheck diff PRIOR CURRENT`: the movement table of every list; `rankcheck diff FILE`: each
/// period of a series file against the one before it.
enum DiffCommand {
    static let help = """
    USAGE: rankcheck diff PRIOR CURRENT [--format human|json|markdown] [--config FILE] [--shape FILE]
           rankcheck diff SERIES-FILE [--list LABEL] [--format human|json|markdown] [--config FILE] [--shape FILE]

    Compares this year's file with last year's: for every list, each entry's rank, prior
    rank, claimed and true movement and status (ok, mismatch, new, taken, unverifiable,
    renamed?), then the towns that entered and dropped out.
    Exits 1 when a claimed movement is wrong, 0 otherwise, 2 when a file cannot be read.
    The shape of the data comes from .rankcheck.json (or --config / --shape), as for validate.
    With one file, each list (period) is compared with the list before it, in the order of
    "prior": "previous-list" (labels that are all dates or numbers, else document order);
    --list LABEL shows one period. Markdown then summarises every period in one table.

    """

    static func run(_ invocation: Invocation) throws(UsageError) -> CommandResult {
        let arguments = try ParsedArguments(invocation.arguments, options: [
            OptionSpec(name: "--format", takesValue: true, choices: ["human", "json", "markdown"]),
            OptionSpec(name: "--config", takesValue: true), OptionSpec(name: "--shape", takesValue: true),
            OptionSpec(name: "--list", takesValue: true),
        ], command: "diff")
        if arguments.wantsHelp { return CommandResult(.success, stdout: help) }
        guard arguments.positionals.count == 2 || arguments.positionals.count == 1 else {
            throw UsageError(message: "diff takes two files, PRIOR CURRENT, or one series file", command: "diff")
        }
        if arguments.value("--list") != nil && arguments.positionals.count == 2 {
            throw UsageError(message: "--list picks a period of one series file; give one file", command: "diff")
        }
        // The configuration of the current file's folder (or --config), with --shape over it.
        var overrides = ConfigurationResolver.Overrides()
        if let shape = arguments.value("--shape") {
            let read = try setup(command: "diff") { () throws(SetupError) in
                try ConfigurationResolver.readShape(shape, workingDirectory: invocation.workingDirectory, fileSystem: invocation.fileSystem)
            }
            overrides.shape = (read, "--shape \(shape)")
        }
        let configuration = try setup(command: "diff") { () throws(SetupError) in
            var configurations = try ConfigurationResolver(workingDirectory: invocation.workingDirectory, fileSystem: invocation.fileSystem,
                                                           explicit: arguments.value("--config"), overrides: overrides)
            let scope = try configurations.scope(forFile: arguments.positionals.last!)
            return configurations.scopes[scope].configuration
        }
        var files: [RankingFile] = []
        for path in arguments.positionals {
            do {
                let bytes = try invocation.fileSystem.readSource(invocation.absolutePath(path))
                switch Linter(shape: configuration.shape, path: path).read(bytes) {
                case .success(let file): files.append(file)
                case .failure(let error):
                    let position = LineIndex(bytes).position(of: error.range.start)
                    return CommandResult(.failure, stderr: "rankcheck: error: \(path):\(position.line):\(position.column): not valid JSON: \(error.message)\n")
                }
            } catch {
                return CommandResult(.failure, stderr: "rankcheck: error: \(error.description)\n")
            }
        }
        let series = files.count == 1
        let prior = series ? PriorPeriod(previousListsOf: files[0], path: arguments.positionals[0]) : PriorPeriod(path: arguments.positionals[0], file: files[0])
        let current = files[files.count - 1]
        var comparisons = current.lists.compactMap { list in prior.index.list(named: list.key).map { ListComparison(list, prior: $0) } }
        var missing = current.lists.filter { prior.index.list(named: $0.key) == nil }.map(\.name)
        if series {
            missing = []  // the first period has nothing before it
            if let label = arguments.value("--list") {
                comparisons = comparisons.filter { $0.list.name == label }
                guard !comparisons.isEmpty else {
                    let known = current.lists.contains { $0.name == label }
                    return CommandResult(.failure, stderr: "rankcheck: error: \(known ? "'\(label)' is the first period; nothing comes before it" : "no list named '\(label)' in \(arguments.positionals[0])")\n")
                }
            }
        }
        let report = DiffReport(priorPath: arguments.positionals[0], currentPath: arguments.positionals.last!,
                                comparisons: comparisons, listsWithoutPrior: missing, shape: configuration.shape)
        let text = switch arguments.value("--format") ?? "human" {
        case "json": report.renderJSON()
        case "markdown": report.renderMarkdown()
        default: report.renderHuman()
        }
        return CommandResult(report.hasMismatch ? .findings : .success, stdout: text)
    }
}
