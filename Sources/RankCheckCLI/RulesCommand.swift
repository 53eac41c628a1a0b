import RankCheckCore

/// `rankcheck rules`: the catalogue of rules as a table (human, markdown or json).
enum RulesCommand {
    static let help = """
    USAGE: rankcheck rules [--format human|markdown|json]

    Lists every rule: id, name, default severity, whether --fix applies it, and a summary.
    `--format markdown` prints the table that the README carries.

    """

    static func run(_ invocation: Invocation) throws(UsageError) -> CommandResult {
        let arguments = try ParsedArguments(invocation.arguments, options: [
            OptionSpec(name: "--format", takesValue: true, choices: ["human", "markdown", "json"]),
        ], command: "rules")
        if arguments.wantsHelp { return CommandResult(.success, stdout: help) }
        if let extra = arguments.positionals.first { throw UsageError(message: "unexpected argument '\(extra)'", command: "rules") }
        let rules = RuleRegistry.descriptions
        switch arguments.value("--format") ?? "human" {
        case "markdown":
            var out = "| id | name | severity | fixable | summary |\n|---|---|---|---|---|\n"
            for rule in rules {
                out += "| [\(rule.id)](docs/rules/\(rule.id).md) | \(rule.name) | \(rule.defaultSeverity.rawValue) | \(Self.fixableColumn(rule)) | \(rule.summary.replacing("|", with: "\\|")) |\n"
            }
            return CommandResult(.success, stdout: out)
        case "json":
            let out = JSONOutput.array(rules.map { rule in
                .object([
                    "id": .string(rule.id), "name": .string(rule.name), "severity": .string(rule.defaultSeverity.rawValue),
                    "fixable": .bool(rule.fix != .none), "fixableInPart": .bool(rule.fix.isPartial), "summary": .string(rule.summary),
                    "needsPriorYear": .bool(rule.needsPriorPeriod),
                ])
            }).rendered() + "\n"
            return CommandResult(.success, stdout: out)
        default:
            let rows = [["id", "name", "severity", "fixable", "summary"]] + rules.map {
                [$0.id, $0.name, $0.defaultSeverity.rawValue, Self.fixableColumn($0), $0.summary]
            }
            let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
            let out = rows.map { row in
                (0..<4).map { row[$0].padding(widths[$0]) }.joined(separator: "  ") + "  " + row[4]
            }.joined(separator: "\n") + "\n"
            return CommandResult(.success, stdout: out)
        }
    }
}

extension RulesCommand {
    /// The rules table's fixable column: "yes", "in part" (`--fix` fixes some of its findings), or blank.
    static func fixableColumn(_ rule: RuleDescription) -> String {
        switch rule.fix {
        case .none: ""
        case .every: "yes"
        case .some: "in part"
        }
    }
}

extension String {
    func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
