/// Turns what users write in `select`, `ignore` and `per-file-ignores` into rule ids:
/// an id (`RC203`), a name (`prior-rank-collision`), a prefix (`RC2`, `RC40`) or `ALL`.
public enum RuleSelector {
    public static func expand(_ selector: String) -> Set<String>? {
        let ids = RuleRegistry.all.map { $0.description.id }
        if selector.uppercased() == "ALL" { return Set(ids) }
        if let rule = RuleRegistry.rule(named: selector) { return [rule.description.id] }
        let prefix = selector.uppercased()
        guard prefix.hasPrefix("RC") else { return nil }
        let matched = ids.filter { $0.hasPrefix(prefix) }
        return matched.isEmpty ? nil : Set(matched)
    }

    /// "unknown rule 'RC999'; did you mean 'RC401'?"
    public static func unknownMessage(_ selector: String) -> String {
        "unknown rule '\(selector)'" + (RuleRegistry.suggestion(for: selector).map { "; did you mean '\($0)'?" } ?? "; run 'rankcheck rules' for the list")
    }
}
