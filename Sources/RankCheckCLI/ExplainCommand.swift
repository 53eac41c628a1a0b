import RankCheckCore

/// `rankcheck explain RC203`: one rule's full documentation.
enum ExplainCommand {
    static let help = """
    USAGE: rankcheck explain RULE [--format text|markdown]

    Prints a rule's documentation with a bad and a good example. RULE is an id (RC203)
    or a name (prior-rank-collision). `--format markdown` prints the rule's page as
    docs/rules/ holds it.

    """

    static func run(_ invocation: Invocation) throws(UsageError) -> CommandResult {
        let arguments = try ParsedArguments(invocation.arguments, options: [
            OptionSpec(name: "--format", takesValue: true, choices: ["text", "markdown"]),
        ], command: "explain")
        if arguments.wantsHelp { return CommandResult(.success, stdout: help) }
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw UsageError(message: "explain takes exactly one rule id or name", command: "explain")
        }
        guard let rule = RuleRegistry.rule(named: name) else {
            throw UsageError(message: RuleSelector.unknownMessage(name), command: "explain")
        }
        let documentation = RuleDocumentation(rule.description)
        return CommandResult(.success, stdout: arguments.value("--format") == "markdown" ? documentation.page : documentation.plainText)
    }
}
