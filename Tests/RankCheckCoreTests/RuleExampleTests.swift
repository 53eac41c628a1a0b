import Testing
@testable import RankCheckCore

/// Every rule's declared examples are tests: each bad example triggers the rule, each good one does not.
@Suite struct RuleExampleTests {
    static let rules = RuleRegistry.descriptions

    @Test(arguments: rules)
    func triggeringExamplesTrigger(_ rule: RuleDescription) {
        #expect(!rule.triggeringExamples.isEmpty, "\(rule.id) declares no bad example")
        for example in rule.triggeringExamples {
            let found = lint(example.source, prior: example.prior, ties: example.ties, shape: example.shape, path: "current." + example.language)
            #expect(found.contains { $0.ruleID == rule.id }, "\(rule.id) did not fire on \(example.source); got \(ids(found))")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesDoNot(_ rule: RuleDescription) {
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(rule.id) declares no good example")
        for example in rule.nonTriggeringExamples {
            let found = lint(example.source, prior: example.prior, ties: example.ties, shape: example.shape, path: "current." + example.language)
            #expect(!found.contains { $0.ruleID == rule.id }, "\(rule.id) fired on \(example.source)")
        }
    }

    @Test(arguments: rules)
    func descriptionsFollowTheConventions(_ rule: RuleDescription) {
        #expect(rule.id.count == 5 && rule.id.hasPrefix("RC"))
        #expect(rule.name == rule.name.lowercased() && !rule.name.contains(" ") && !rule.name.hasPrefix("no-") && !rule.name.hasPrefix("use-"))
        #expect(rule.summary.first?.isLowercase == true || rule.summary.first?.isUppercase == false, "summary starts lowercase")
        #expect(!rule.summary.hasSuffix("."))
        #expect(rule.rationale.hasSuffix("."))
    }

    /// Rules that do not declare `readsPriorPeriod` run before last year's file is read: each of
    /// them must find the same with or without it, on every example that has one.
    @Test(arguments: rules.filter { !$0.readsPriorPeriod })
    func rulesThatDoNotReadThePriorYearFindTheSameWithout(_ rule: RuleDescription) {
        let examples = RuleRegistry.descriptions.flatMap { $0.triggeringExamples + $0.nonTriggeringExamples }.filter { $0.prior != nil }
        #expect(!examples.isEmpty)
        for example in examples {
            let with = lint(example.source, prior: example.prior, ties: example.ties, shape: example.shape, path: "current." + example.language).filter { $0.ruleID == rule.id }
            let without = lint(example.source, ties: example.ties, shape: example.shape, path: "current." + example.language).filter { $0.ruleID == rule.id }
            #expect(with == without, "\(rule.id) reads the prior year on \(example.source) but does not declare it")
        }
    }

    @Test func ruleThatOnlyWeighsClaimsWithThePriorYearDeclaresIt() {
        #expect(Self.rules.filter(\.readsPriorPeriod).map(\.id) == ["RC203", "RC401", "RC402", "RC403", "RC404"])
    }

    @Test func registryHasTheSpecRulesInOrder() {
        #expect(Self.rules.map(\.id) == ["RC001", "RC002", "RC003", "RC004", "RC005", "RC006", "RC007", "RC008", "RC101", "RC102", "RC103",
                                         "RC104", "RC201", "RC202", "RC203", "RC301", "RC302", "RC401", "RC402", "RC403", "RC404"])
        #expect(Self.rules.map(\.name) == ["invalid-json", "invalid-structure", "missing-field", "wrong-type", "unknown-field",
                                           "duplicate-key", "empty-list", "invalid-table", "rank-sequence", "duplicate-rank", "duplicate-name",
                                           "score-order", "up-by-zero", "impossible-prior-rank", "prior-rank-collision", "inconsistent-attribute",
                                           "name-hygiene", "movement-mismatch", "prior-rank-taken", "unverifiable-movement", "name-variant"])
        #expect(Self.rules.filter { $0.defaultSeverity == .warning }.map(\.id) == ["RC005", "RC007", "RC301", "RC302", "RC404"])
        #expect(Self.rules.filter { $0.defaultSeverity == .note }.map(\.id) == ["RC403"])
    }
}
