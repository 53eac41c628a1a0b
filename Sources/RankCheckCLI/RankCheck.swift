import RankCheckCore

/// The `rankcheck` command: dispatches to a subcommand.
public enum RankCheck {
    public static let version = "0.1.0"

    public static let help = """
    rankcheck \(version): a fast, exact linter for ranking data kept as JSON, CSV or TSV

    USAGE:
      rankcheck validate [FILES|DIRS|-]... [options]   check ranking files (default: the current directory)
      rankcheck diff PRIOR CURRENT [--format human|json|markdown]
      rankcheck rules [--format human|markdown|json]   every rule: id, name, severity, fixable, summary
      rankcheck explain RULE                           a rule's documentation, with bad and good examples
      rankcheck formats [--format human|markdown]      every report format and what it is for
      rankcheck init [PATH]... [--print] [--force]     infer the data's shape and write .rankcheck.json
      rankcheck server                                 the language server (LSP over standard input and output)

    OPTIONS:
      -h, --help      show help (also: rankcheck <command> --help)
      --version       print the version

    EXIT CODES:
      0  no errors (warnings and notes allowed; --strict makes warnings fail)
      1  findings at error level
      2  usage error, unreadable file, bad configuration, or internal error

    """

    public static func run(_ invocation: Invocation) -> CommandResult {
        var arguments = invocation.arguments
        guard let command = arguments.first else {
            return CommandResult(.failure, stderr: "rankcheck: error: no command given\n" + help)
        }
        arguments.removeFirst()
        var sub = invocation
        sub.arguments = arguments
        do throws(UsageError) {
            switch command {
            case "-h", "--help", "help": return CommandResult(.success, stdout: help)
            case "--version", "-V": return CommandResult(.success, stdout: "rankcheck \(version)\n")
            case "validate": return try ValidateCommand.run(sub)
            case "diff": return try DiffCommand.run(sub)
            case "rules": return try RulesCommand.run(sub)
            case "explain": return try ExplainCommand.run(sub)
            case "formats": return try FormatsCommand.run(sub)
            case "init": return try InitCommand.run(sub)
            case "server": return try ServerCommand.run(sub)
            default:
                let hint = closestName(to: command, among: ["validate", "diff", "rules", "explain", "formats", "init", "server"]).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(message: "unknown command '\(command)'\(hint)", command: nil)
            }
        } catch {
            let hint = error.command.map { "run 'rankcheck \($0) --help' for usage\n" } ?? "run 'rankcheck --help' for usage\n"
            return CommandResult(.failure, stderr: ErrorLine.error(error.message) + (error.usageHelps ? hint : ""))
        }
    }
}
