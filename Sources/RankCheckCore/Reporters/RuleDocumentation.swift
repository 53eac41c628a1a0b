/// A rule's documentation as text and markdown: `rankcheck explain`, SARIF `help`, the README.
public struct RuleDocumentation: Sendable {
    public let rule: RuleDescription

    public init(_ rule: RuleDescription) { self.rule = rule }

    /// Where every rule's page is published (`docs/rules/` in the repository): the one address
    /// SARIF `helpUri`, reviewdog's `code.url`, the JSON report and the page link to.
    public static let baseURL = "https://github.com/rankcheck/rankcheck/blob/main/docs/rules/"

    /// Where the rule is documented: its page.
    public var url: String { Self.url(of: rule.id) }

    public static func url(of ruleID: String) -> String { baseURL + ruleID + ".md" }

    /// The rule's page, `docs/rules/RCxxx.md`: what it catches, why, its examples, what `--fix`
    /// does and the configuration that affects it.
    public var page: String {
        var out = "# \(rule.id) \(rule.name)\n\n"
        // What `--fix` does: in the first lines, and under "Fix safety".
        let (fixed, safety) = switch rule.fix {
        case .none:
            ("Not fixed by `--fix`.",
             "`--fix` leaves these findings to you. Where a finding suggests a change, its `help` line says what to write.\n")
        case .every:
            ("Fixable: `rankcheck validate --fix` applies its fix.",
             "`rankcheck validate --fix` rewrites only the values the finding names; every other byte of the file stays as it was, and a second run changes nothing. `--diff` shows the change without writing it.\n")
        case .some(let what):
            ("Fixable in part: `rankcheck validate --fix` \(what); its other findings are left to you.",
             "`rankcheck validate --fix` \(what), and changes no other byte; a second run changes nothing. `--diff` shows the change without writing it. Its other findings are left to you: their `help` lines say what to write.\n")
        }
        out += "Default severity: **\(rule.defaultSeverity.rawValue)**. \(fixed)\n\n"
        out += "## What it catches\n\n\(capitalized(rule.summary)).\n\n## Why\n\n\(rule.rationale)\n"
        if rule.needsPriorPeriod {
            out += "\nThis rule compares with the prior period: last year's file (the year in the path, one less), the previous list of a series, the previous file of a folder, or `--prior FILE`. Without one it does not run.\n"
        }
        for (title, examples) in [("Examples that trigger it", rule.triggeringExamples), ("Examples that do not", rule.nonTriggeringExamples)] where !examples.isEmpty {
            out += "\n## \(title)\n"
            for example in examples {
                out += example.caption.map { "\n\(capitalized($0)):\n\n" } ?? "\n"
                if let prior = example.prior { out += "The prior period:\n\n```\(example.language)\n\(prior)\n```\n\nThis period:\n\n" }
                out += "```\(example.language)\n\(example.source)\n```\n"
                if example.ties != .none { out += "\nWith `\"ties\": \"\(example.ties.rawValue)\"`.\n" }
                if let shape = example.shape { out += "\nWith `\"shape\": \(shape)`.\n" }
            }
        }
        out += "\n## Fix safety\n\n"
        out += safety
        out += "\n## Configuration\n\n"
        out += "- `\"select\"` / `\"ignore\"` (or `--select` / `--ignore`) with `\(rule.id)`, `\(rule.name)` or a prefix turn it on or off; `\"per-file-ignores\"` for some files.\n"
        out += "- `\"severity\": {\"\(rule.id)\": \"warning\"}` changes its level.\n"
        let examples = rule.triggeringExamples + rule.nonTriggeringExamples
        if examples.contains(where: { $0.ties != .none }) {
            out += "- `\"ties\"` (`none` or `competition`) decides whether equal ranks are allowed.\n"
        }
        if examples.contains(where: { $0.shape != nil }) {
            out += "- `\"shape\"` says where the fields it reads are (see [shapes](../shapes.md)).\n"
        }
        if rule.needsPriorPeriod { out += "- `\"prior\"` (`discover`, `previous-list`, `previous-file`, a template, `off`) says where the prior period is.\n" }
        if rule.defaultSeverity == .note { out += "- `\"show-notes\": true` (or `--show-notes`) shows its notes in the human output.\n" }
        out += "\nSee [configuration](../configuration.md) for every key.\n"
        return out
    }

    private func capitalized(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    public var plainText: String {
        var out = "\(rule.id) \(rule.name) (\(rule.defaultSeverity.rawValue)\(rule.fixability.map { ", \($0)" } ?? ""))\n\n"
        out += "What it catches: \(rule.summary).\n\n\(rule.rationale)\n"
        if rule.needsPriorPeriod { out += "\nThis rule compares with the prior period: last year's file (the year in the path, one less), the previous list of a series, the previous file of a folder, or --prior FILE.\n" }
        for (title, examples) in [("Bad", rule.triggeringExamples), ("Good", rule.nonTriggeringExamples)] {
            for example in examples {
                out += "\n\(title)\(example.caption.map { " (\($0))" } ?? ""):\n"
                if let prior = example.prior { out += "  prior year: \(prior)\n  this year:  " } else { out += "  " }
                out += example.source.replacingOccurrences(of: "\n", with: "\n  ") + "\n"
                if example.ties != .none { out += "  with \"ties\": \"\(example.ties.rawValue)\"\n" }
                if let shape = example.shape { out += "  with \"shape\": \(shape)\n" }
            }
        }
        return out
    }

    public var markdown: String {
        var out = "**\(rule.id) \(rule.name)** (\(rule.defaultSeverity.rawValue)\(rule.fixability.map { ", \($0)" } ?? ""))\n\n"
        out += "\(rule.rationale)\n"
        for (title, examples) in [("Bad", rule.triggeringExamples), ("Good", rule.nonTriggeringExamples)] {
            for example in examples {
                out += "\n\(title)\(example.caption.map { " (\($0))" } ?? ""):\n\n"
                if let prior = example.prior { out += "Prior year:\n\n```\(example.language)\n\(prior)\n```\n\nThis year:\n\n" }
                out += "```\(example.language)\n\(example.source)\n```\n"
                if example.ties != .none { out += "\nWith `\"ties\": \"\(example.ties.rawValue)\"`.\n" }
                if let shape = example.shape { out += "\nWith `\"shape\": \(shape)`.\n" }
            }
        }
        return out
    }
}
