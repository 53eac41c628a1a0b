/// A rule's documentation as text and markdown: `rankcheck explain`, SARIF `help`, the README.
public struct RuleDocumentation: Sendable {
    public let rule: RuleDescription

    public init(_ rule: RuleDescription) { self.rule = rule }

    /// Where the rule is documented: its row of the README's rules table.
    public var url: String { Self.url(of: rule.id) }

    public static func url(of ruleID: String) -> String { "\(SARIFReporter.informationURI)#\(ruleID.lowercased())" }

    public var plainText: String {
        var out = "\(rule.id) \(rule.name) (\(rule.defaultSeverity.rawValue)\(rule.fixable ? ", fixable" : ""))\n\n"
        out += "What it catches: \(rule.summary).\n\n\(rule.rationale)\n"
        if rule.needsPriorYear { out += "\nThis rule compares with the prior period: last year's file (the year in the path, one less), the previous list of a series, the previous file of a folder, or --prior FILE.\n" }
        for (title, examples) in [("Bad", rule.triggeringExamples), ("Good", rule.nonTriggeringExamples)] {
            for example in examples {
                out += "\n\(title)\(example.caption.map { " (\($0))" } ?? ""):\n"
                if let prior = example.prior { out += "  prior year: \(prior)\n  this year:  " } else { out += "  " }
                out += example.source + "\n"
                if example.ties != .none { out += "  with \"ties\": \"\(example.ties.rawValue)\"\n" }
                if let shape = example.shape { out += "  with \"shape\": \(shape)\n" }
            }
        }
        return out
    }

    public var markdown: String {
        var out = "**\(rule.id) \(rule.name)** (\(rule.defaultSeverity.rawValue)\(rule.fixable ? ", fixable" : ""))\n\n"
        out += "\(rule.rationale)\n"
        for (title, examples) in [("Bad", rule.triggeringExamples), ("Good", rule.nonTriggeringExamples)] {
            for example in examples {
                out += "\n\(title)\(example.caption.map { " (\($0))" } ?? ""):\n\n"
                if let prior = example.prior { out += "Prior year:\n\n```json\n\(prior)\n```\n\nThis year:\n\n" }
                out += "```json\n\(example.source)\n```\n"
                if example.ties != .none { out += "\nWith `\"ties\": \"\(example.ties.rawValue)\"`.\n" }
                if let shape = example.shape { out += "\nWith `\"shape\": \(shape)`.\n" }
            }
        }
        return out
    }
}
