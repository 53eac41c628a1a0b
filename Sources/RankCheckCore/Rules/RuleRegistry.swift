/// Every rule rankcheck has, in id order. Adding a rule: one file, one line here.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        InvalidJSONRule(),
        InvalidStructureRule(),
        MissingFieldRule(),
        WrongTypeRule(),
        UnknownFieldRule(),
        DuplicateKeyRule(),
        EmptyListRule(),
        InvalidTableRule(),
        RankSequenceRule(),
        DuplicateRankRule(),
        DuplicateNameRule(),
        ScoreOrderRule(),
        UpByZeroRule(),
        ImpossiblePriorRankRule(),
        PriorRankCollisionRule(),
        InconsistentAttributeRule(),
        NameHygieneRule(),
        MovementMismatchRule(),
        PriorRankTakenRule(),
        UnverifiableMovementRule(),
        NameVariantRule(),
    ]

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// A rule by id (`RC203`, any case) or name (`prior-rank-collision`).
    public static func rule(named idOrName: String) -> (any Rule)? {
        all.first { $0.description.id.caseInsensitiveEquals(idOrName) || $0.description.name == idOrName.lowercased() }
    }

    /// The id or name closest to an unknown one, for "did you mean" messages.
    public static func suggestion(for idOrName: String) -> String? {
        closestName(to: idOrName, among: all.map { $0.description.id } + all.map { $0.description.name })
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool { lowercased() == other.lowercased() }
}
