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
    PRIOR may be a pipe, <(git show HEAD~1:data/chart.csv), or - for standard input.
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
        if arguments.positionals.count == 2, Set(arguments.positionals.map(invocation.absolutePath)).count == 1 {
            throw UsageError(message: "PRIOR and CURRENT are the same file, '\(arguments.positionals[0])': name the prior period's file first, "
                                 + "or the file alone to compare the periods it holds", command: "diff")
        }
        // The configuration of the current file's folder (or --config), with --shape over it.
        var options = CheckOptions()
        options.configurationPath = arguments.value("--config")
        if let shape = arguments.value("--shape") {
            let read = try setup(command: "diff") { () throws(SetupError) in
                try ConfigurationResolver.readShape(shape, workingDirectory: invocation.workingDirectory, fileSystem: invocation.fileSystem)
            }
            options.overrides.shape = (read, "--shape \(shape)")
        }
        let paths = arguments.positionals
        let compared = try setup(command: "diff") { () throws(SetupError) in
            var pipeline = try CheckPipeline(workingDirectory: invocation.workingDirectory, fileSystem: invocation.fileSystem, options: options,
                                             readStandardInput: invocation.readStandardInput)
            return try pipeline.comparePeriods(prior: paths.count == 2 ? paths[0] : nil, current: paths[paths.count - 1])
        }
        let periods: ComparedPeriods
        switch compared {
        case .success(let read): periods = read
        case .failure(let error): return CommandResult(.failure, stderr: ErrorLine.error(error.description))
        }
        // A file the shape finds no list in is not ranking data as configured: `validate` says why.
        if periods.current.lists.isEmpty {
            return CommandResult(.failure, stderr: ErrorLine.error("\(paths[paths.count - 1]) holds no ranking list with this shape (`rankcheck validate \(paths[paths.count - 1])` says why)"))
        }
        var comparisons = periods.comparison.comparisons
        // A series' first period has nothing before it: no list lacks its prior.
        let missing = paths.count == 1 ? [] : periods.comparison.listsWithoutPrior
        if paths.count == 1, let label = arguments.value("--list") {
            comparisons = periods.comparison.keeping(listNamed: label)
            guard !comparisons.isEmpty else {
                let known = periods.current.lists.contains { $0.name == label }
                return CommandResult(.failure, stderr: ErrorLine.error(known ? "'\(label)' is the first period; nothing comes before it" : "no list named '\(label)' in \(paths[0])"))
            }
        }
        let report = DiffReport(priorPath: paths[0], currentPath: paths[paths.count - 1],
                                comparisons: comparisons, listsWithoutPrior: missing, shape: periods.shape)
        let text = switch arguments.value("--format") ?? "human" {
        case "json": report.renderJSON()
        case "markdown": report.renderMarkdown()
        default: report.renderHuman()
        }
        return CommandResult(report.hasMismatch ? .findings : .success, stdout: text)
    }
}
