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
        // First value seen for (town, attribute), with the list it came from.
        var first: [String: [String: (list: String, value: FieldValue<String>)]] = [:]
        var findings: [Finding] = []
        for list in context.lists {
            for entry in list.entries {
                guard let name = entry.name else { continue }
                for attribute in entry.attributes {
                    guard let value = attribute.value.value else { continue }
                    guard let earlier = first[name]?[attribute.name] else {
                        first[name, default: [:]][attribute.name] = (list.name, attribute.value)
                        continue
                    }
                    guard earlier.list != list.name, let earlierValue = earlier.value.value, earlierValue != value else { continue }
                    findings.append(finding(
                        context, "'\(attribute.name)' of '\(name)' is \"\(value)\" here but \"\(earlierValue)\" in '\(earlier.list)'",
                        at: attribute.value.range, list: list.name, identity: name,
                        related: [RelatedLocation(context.location(earlier.value.range), "'\(name)' has '\(attribute.name)' \"\(earlierValue)\" in '\(earlier.list)'")],
                        help: "Use the same value in every list, or check which one is right."))
                }
            }
        }
        return findings
    }
}
