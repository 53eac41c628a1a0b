import Dispatch
import Foundation
import RankCheckCore

/// `rankcheck validate`: check files, report findings, optionally fix them.
enum ValidateCommand {
    static var formats: [String] { ReporterRegistry.names }

    static var help: String { helpTemplate.replacingOccurrences(of: "{formats}\n", with: formatLines) }

    /// One line a format, from the reporter registry.
    static var formatLines: String {
        ReporterRegistry.formats.map { "                             \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0)) \($0.summary)\n" }.joined()
    }

    static let helpTemplate = """
    USAGE: rankcheck validate [FILES|DIRS|-]... [options]

    Checks ranking files. Directories are searched recursively for *.json, *.csv and *.tsv:
    hidden folders, node_modules, what the repository's .gitignore files ignore and files that
    hold no ranking list are skipped; a file named here is always checked. '-' reads standard
    input. With no paths, checks the current directory. Each file uses the nearest
    .rankcheck.json in its folder or above.

    OUTPUT:
      --format FORMAT          the report's format (default: human):
    {formats}
      --output FILE            write the report to FILE instead of standard output
      --report FORMAT:FILE     also write a report in another format (repeatable)
      --color WHEN             auto (default: only on a terminal, never with NO_COLOR), always, never
      --show-notes             show note-level findings (RC403) in human output
      --quiet                  print only the summary line (nothing when clean)

    PRIOR YEAR:
      --prior FILE             compare with this file instead of discovering last year's
                               (or a pipe: --prior <(git show HEAD~1:data/chart.csv); - reads it
                               from standard input)
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
      --show-skipped           list the walked files skipped as not ranking data
      --no-respect-gitignore   also check files the repository's .gitignore files ignore
      --allow-outside-links    also check walked files whose links lead outside the repository
                               (never into /proc, /sys or /dev)
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
        OptionSpec(name: "--allow-outside-links", takesValue: false),
        OptionSpec(name: "--baseline", takesValue: true), OptionSpec(name: "--write-baseline", takesValue: true),
        OptionSpec(name: "--strict", takesValue: false), OptionSpec(name: "--exit-zero", takesValue: false),
        OptionSpec(name: "--stdin-filename", takesValue: true),
    ]

    static func run(_ invocation: Invocation) throws(UsageError) -> CommandResult {
        let arguments = try ParsedArguments(invocation.arguments, options: options, command: "validate")
        if arguments.wantsHelp { return CommandResult(.success, stdout: help) }
        var run = try ValidateRun(arguments, invocation)
        return try run.execute()
    }

    /// The pipeline's options from the command line.
    static func checkOptions(_ arguments: ParsedArguments, _ invocation: Invocation) throws(UsageError) -> CheckOptions {
        if arguments.flag("--fix") && arguments.flag("--diff") {
            throw UsageError(message: "--fix and --diff cannot be used together: --diff prints the changes --fix would write, and writes nothing", command: "validate")
        }
        if arguments.value("--prior") != nil && arguments.flag("--no-prior") {
            throw UsageError(message: "--prior and --no-prior cannot be used together", command: "validate")
        }
        if arguments.value("--prior") == "-" && arguments.positionals.contains("-") {
            throw UsageError(message: "standard input is read once: it can be the file checked (-) or its prior period (--prior -), not both", command: "validate")
        }
        var options = CheckOptions()
        if let shape = arguments.value("--shape") {
            let read = try setup { () throws(SetupError) in
                try ConfigurationResolver.readShape(shape, workingDirectory: invocation.workingDirectory, fileSystem: invocation.fileSystem)
            }
            options.overrides.shape = (read, "--shape \(shape)")
        }
        if !arguments.all("--select").isEmpty { options.overrides.select = try selectors(arguments.all("--select")) }
        options.overrides.ignore = try selectors(arguments.all("--ignore"))
        options.overrides.ties = arguments.value("--ties").flatMap(TiePolicy.init(rawValue:))
        options.overrides.showNotes = arguments.flag("--show-notes")
        options.overrides.noPrior = arguments.flag("--no-prior")
        options.configurationPath = arguments.value("--config")
        options.priorPath = arguments.value("--prior")
        options.standardInputName = arguments.value("--stdin-filename") ?? "<stdin>"
        options.respectsGitIgnore = !arguments.flag("--no-respect-gitignore")
        options.holdsNamedFilesToWalkRules = arguments.flag("--force-exclude")
        options.allowsOutsideLinks = arguments.flag("--allow-outside-links")
        options.readsCopies = arguments.flag("--fix") || arguments.flag("--diff")
        options.keepsPriors = options.readsCopies
        return options
    }

    static func selectors(_ values: [String]) throws(UsageError) -> Set<String> {
        var ids = Set<String>()
        for selector in values.flatMap({ $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }) where !selector.isEmpty {
            guard let expanded = RuleSelector.expand(selector) else { throw UsageError(message: RuleSelector.unknownMessage(selector), command: "validate") }
            ids.formUnion(expanded)
        }
        return ids
    }
}

/// Runs a pipeline step whose failure is the command line's usage error.
func setup<Value>(command: String = "validate", _ body: () throws(SetupError) -> Value) throws(UsageError) -> Value {
    do {
        return try body()
    } catch {
        throw UsageError(message: error.message, command: command, usageHelps: error.concernsUsage)
    }
}

