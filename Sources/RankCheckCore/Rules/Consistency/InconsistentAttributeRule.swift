/// RC301: one town, two different attribute values in two lists of one file.
public struct InconsistentAttributeRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC301", name: "inconsistent-attribute", defaultSeverity: .warning,
        summary: "the same town carries different attribute values in two lists of one file",
        rationale: """
        Descriptive attributes such as `availableLine` describe the town, not its place in a \
        list, so a town that appears in several lists of one file should carry the same values \
        in each. A difference usually means one of them was copied from another town. The \
        finding is on the later list's value and shows the earlier one.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "川口", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR中央線ほか"}], "townRankingsForBuy": [{"rank": 1, "townName": "川口", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "川口", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}], "townRankingsForBuy": [{"rank": 1, "townName": "川口", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let doc = context.file?.document else { return [] }
        let lists = context.lists, names = context.names
        var findings: [Finding] = []
        for field in RankingFormat.attributes {
            for (i, list) in lists.enumerated() where i > 0 {
                for entry in list.entries {
                    guard let name = entry.name, let attribute = entry.attribute(field), attribute.value != nil else { continue }
                    let key = NameKey(name)
                    // The town's value in the first earlier list that has it.
                    guard let j = (0..<i).first(where: { names[$0].firstPosition[key] != nil }),
                          let earlierAttribute = lists[j].entries[names[j].firstPosition[key]!].attribute(field),
                          earlierAttribute.value != nil, !doc.sameText(earlierAttribute.node, attribute.node) else { continue }
                    let value = doc.string(attribute.node), earlierValue = doc.string(earlierAttribute.node), earlierList = lists[j].name
                    findings.append(finding(
                        context, "'\(field.name)' of '\(name)' is \"\(value)\" here but \"\(earlierValue)\" in '\(earlierList)'",
                        at: attribute.range, list: list.name, identity: name,
                        related: [RelatedLocation(context.location(earlierAttribute.range), "'\(name)' has '\(field.name)' \"\(earlierValue)\" in '\(earlierList)'")],
                        help: "Use the same value in every list, or check which one is right."))
                }
            }
        }
        return findings
    }
}
