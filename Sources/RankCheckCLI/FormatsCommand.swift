import RankCheckCore

/// `rankcheck formats`: every report format, from the reporter registry.
enum FormatsCommand {
    static let help = """
    USAGE: rankcheck formats [--format human|markdown]

    Lists every format `validate --format` and `--report FORMAT:FILE` write, with what each is
    for. `--format markdown` prints the table that the README carries.

    """

    static func run(_ invocation: Invocation) throws(UsageError) -> CommandResult {
        let arguments = try ParsedArguments(invocation.arguments, options: [
            OptionSpec(name: "--format", takesValue: true, choices: ["human", "markdown"]),
        ], command: "formats")
        if arguments.wantsHelp { return CommandResult(.success, stdout: help) }
        if let extra = arguments.positionals.first { throw UsageError(message: "unexpected argument '\(extra)'", command: "formats") }
        let formats = ReporterRegistry.formats
        if arguments.value("--format") == "markdown" {
            let rows = formats.map { "| `\($0.name)` | \(markdownEscaped($0.summary)) | [sample](docs/formats.md#\($0.name)) |\n" }
            return CommandResult(.success, stdout: "| format | what it is | |\n|---|---|---|\n" + rows.joined())
        }
        let width = formats.map(\.name.count).max() ?? 0
        return CommandResult(.success, stdout: formats.map { $0.name.padding(width) + "  " + $0.summary + "\n" }.joined())
    }
}
