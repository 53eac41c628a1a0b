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
        var findings: [Finding] = []
        for field in RankingFormat.attributes {
            // The first value seen for each town, with the list it came from.
            var first: [NameKey: (list: String, node: Int)] = [:]
            first.reserveCapacity(context.lists.reduce(0) { $0 + $1.entries.count })
            for list in context.lists {
                for entry in list.entries {
                    guard let name = entry.name, let attribute = entry.attribute(field), attribute.value != nil else { continue }
                    let key = NameKey(name)
                    guard let earlier = first[key] else {
                        first[key] = (list.name, attribute.node)
                        continue
                    }
                    guard earlier.list != list.name, !doc.sameText(earlier.node, attribute.node) else { continue }
                    let value = doc.string(attribute.node), earlierValue = doc.string(earlier.node)
                    findings.append(finding(
                        context, "'\(field.name)' of '\(name)' is \"\(value)\" here but \"\(earlierValue)\" in '\(earlier.list)'",
                        at: attribute.range, list: list.name, identity: name,
                        related: [RelatedLocation(context.location(doc[earlier.node].range), "'\(name)' has '\(field.name)' \"\(earlierValue)\" in '\(earlier.list)'")],
                        help: "Use the same value in every list, or check which one is right."))
                }
            }
        }
        return findings
    }
}
