/// Everything a rule says about itself. `rankcheck rules`, `rankcheck explain`, the README
/// rule table, SARIF `rules[]` and the example tests all read this one value.
public struct RuleDescription: Sendable {
    /// Stable id (`RC203`): baselines and other tools rely on it.
    public let id: String
    /// Kebab-case name of the problem (`prior-rank-collision`).
    public let name: String
    public let defaultSeverity: Severity
    /// One line, lowercase, no trailing period: what the rule catches. Markdown: code is in
    /// backticks, as the rule's page and the README table show it.
    public let summary: String
    /// Full sentences: why it matters and what to do.
    public let rationale: String
    /// What `--fix` does with the rule's findings.
    public let fix: FixCoverage
    /// Whether the rule compares against the prior year's file.
    public let needsPriorPeriod: Bool
    /// Whether the rule reads the prior year when there is one: every rule that needs it, and
    /// rules that only weigh fewer claims with it. The others start while it is still being read.
    public let readsPriorPeriod: Bool
    /// Whether the rule looks towns up across the lists of a file: on a big file the longest
    /// rule, so when rules run on all cores it is started first.
    public let crossesLists: Bool
    /// Data that triggers the rule, each with at least one finding.
    public let triggeringExamples: [RuleExample]
    /// Data that does not trigger it.
    public let nonTriggeringExamples: [RuleExample]

    public init(
        id: String, name: String, defaultSeverity: Severity, summary: String, rationale: String,
        fix: FixCoverage = .none, needsPriorPeriod: Bool = false, readsPriorPeriod: Bool? = nil, crossesLists: Bool = false,
        triggeringExamples: [RuleExample], nonTriggeringExamples: [RuleExample]
    ) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.needsPriorPeriod = needsPriorPeriod
        self.readsPriorPeriod = readsPriorPeriod ?? needsPriorPeriod
        self.crossesLists = crossesLists
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
    }
}

/// A ranking file (and, for prior-year rules, last year's file) that shows a rule's behaviour.
public struct RuleExample: Sendable {
    public let source: String
    public let prior: String?
    public let ties: TiePolicy
    public let caption: String?
    /// The shape the example is read with (a JSON object as the configuration's `"shape"`);
    /// nil for the reference format.
    public let shape: String?
    /// What the example is written in: `json`, or `csv` for a table.
    public let language: String

    public init(_ source: String, prior: String? = nil, ties: TiePolicy = .none, shape: String? = nil, caption: String? = nil, language: String = "json") {
        self.source = source
        self.language = language
        self.prior = prior
        self.ties = ties
        self.shape = shape
        self.caption = caption
    }
}

extension RuleDescription: CustomStringConvertible {
    /// `RC203 prior-rank-collision`: how tests and logs name a rule.
    public var description: String { "\(id) \(name)" }

    /// How lists and headings say whether `--fix` fixes it: "fixable", "fixable in part", or nil.
    public var fixability: String? {
        switch fix {
        case .none: nil
        case .every: "fixable"
        case .some: "fixable in part"
        }
    }
}

/// What `--fix` does with a rule's findings.
public enum FixCoverage: Sendable, Equatable {
    /// It leaves them to the user.
    case none
    /// It applies each finding's fix.
    case every
    /// It fixes some of them, as the words say ("takes out a byte order mark").
    case some(String)

    /// Whether it fixes some findings and leaves the others.
    public var isPartial: Bool { if case .some = self { true } else { false } }
}
