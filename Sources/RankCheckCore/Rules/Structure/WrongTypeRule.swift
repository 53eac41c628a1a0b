/// RC004: a field has the wrong JSON type or is out of range.
public struct WrongTypeRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC004", name: "wrong-type", defaultSeverity: .error,
        summary: "a field of the wrong JSON type or range",
        rationale: """
        `rank` is an integer of at least 1, `rankFluctuation` an integer of at least 0, \
        `townName` a non-empty string, `isRankUp` a boolean and `availableLine` a string. \
        Integers are written as integers: `"3"`, `1.5`, `1.0`, `1e2`, `null` and numbers beyond \
        64 bits are all reported, since consumers of the data may parse them differently.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": "1", "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "a rank written as a string"),
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 1e2}]}"#, caption: "an integer written with an exponent"),
            RuleExample(#"{"townRankingsForRent": [{"rank": 0, "townName": "蕨", "isRankUp": "no", "rankFluctuation": 0}]}"#, caption: "rank 0 and a string for a boolean"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        var findings: [Finding] = []
        if let schema = file.invalidSchemaMember {
            findings.append(finding(context, "'$schema' must be a string, found \(file.document.kind(schema))", at: file.document[schema].range))
        }
        for list in file.lists {
            for entry in list.entries where entry.hasUnreadableField {
                // Fields whose value did not read: ask the document why (only these few).
                let unread: [(RankingFormat.Field, Int?)] = [
                    (RankingFormat.rank, entry.rank?.value == nil ? entry.rank?.node : nil),
                    (RankingFormat.townName, entry.townName?.value == nil ? entry.townName?.node : nil),
                    (RankingFormat.isRankUp, entry.isRankUp?.value == nil ? entry.isRankUp?.node : nil),
                    (RankingFormat.rankFluctuation, entry.rankFluctuation?.value == nil ? entry.rankFluctuation?.node : nil),
                    (RankingFormat.availableLine, entry.availableLine?.value == nil ? entry.availableLine?.node : nil),
                ]
                let doc = file.document
                let shape = file.shape
                var checks: [(type: RankingFormat.FieldType, name: String, node: Int)] = unread.compactMap { field, node in
                    node.map { (field.type, field.name, $0) }
                }
                if !shape.isReference {
                    // A configured shape names fields by pointer; check each against its role.
                    checks = []
                    if let node = entry.rank?.node, entry.rank?.value == nil { checks.append((RankingFormat.rank.type, shape.rank.description, node)) }
                    let parts = entry.identityParts.isEmpty ? [entry.townName?.node].compactMap { $0 } : entry.identityParts
                    for (pointer, node) in zip(shape.identity, parts) { checks.append((.identity, pointer.description, node)) }
                    switch shape.movement {
                    case .flag(let flag, let magnitude):
                        if let node = entry.isRankUp?.node { checks.append((.boolean, flag.description, node)) }
                        if let node = entry.rankFluctuation?.node { checks.append((.integer(minimum: 0), magnitude.description, node)) }
                    case .signed(let pointer, _):
                        if let node = entry.signedMovement?.node { checks.append((.integer(minimum: Int64.min), pointer.description, node)) }
                    case .previousRank(let pointer):
                        if let node = entry.previousRank?.node { checks.append((.optionalRank, pointer.description, node)) }
                    case .none:
                        break
                    }
                    for attribute in entry.otherAttributes where shape.attributes != nil {
                        checks.append((.string(nonEmpty: false), attribute.name, attribute.node))
                    }
                }
                for check in checks {
                    guard let problem = doc.typeProblem(check.node, check.type, field: check.name) else { continue }
                    findings.append(finding(context, problem.message, at: doc[check.node].range, list: list.name, identity: entry.name))
                }
            }
        }
        return findings
    }
}
