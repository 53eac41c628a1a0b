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
        crossesLists: true,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "川口", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR中央線ほか"}], "townRankingsForBuy": [{"rank": 1, "townName": "川口", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "川口", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}], "townRankingsForBuy": [{"rank": 1, "townName": "川口", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let doc = context.file?.document, context.lists.count > 1 else { return [] }
        let lists = context.lists
        var findings: [Finding] = []
        for (i, list) in lists.enumerated() where i > 0 {
            // Fields are read in place (`entries[i].field`): copying a million whole entries
            // took a third of this rule's time.
            let entries = list.entries
            // Each entry is compared with the first earlier list that has its town, as soon as
            // the town is found there (that entry was just read).
            var compared = [Bool](repeating: false, count: entries.count)
            for j in 0..<i {
                let earlierEntries = lists[j].entries
                // This list's value numbers as the earlier list numbers the same values.
                let earlierNumbers = list.attributeValues.numbers(in: lists[j].attributeValues, bytes: doc.bytes)
                lists[j].names.forEachFirstPosition(of: list.names, skipping: { compared[$0] }) { position, earlierPosition in
                    compared[position] = true
                    // The reference format has one attribute: compare it without building lists.
                    if entries[position].otherAttributes.isEmpty, earlierEntries[earlierPosition].otherAttributes.isEmpty {
                        // Values numbered alike are the same bytes (numbers differ for any other pair).
                        let number = Int(entries[position].availableLineNumber)
                        if number != 0, earlierNumbers[number] != 0, earlierNumbers[number] == earlierEntries[earlierPosition].availableLineNumber { return }
                        // A valid value is a string; different bytes can still be the same text (escapes).
                        guard let line = entries[position].availableLine, line.value != nil,
                              let earlierLine = earlierEntries[earlierPosition].availableLine, earlierLine.value != nil,
                              !doc.sameText(earlierLine.node, line.node) else { return }
                    }
                    let entry = entries[position], earlierEntry = earlierEntries[earlierPosition]
                    guard let name = entry.name else { return }
                    let earlierAttributes = earlierEntry.attributeNodes
                    for attribute in entry.attributeNodes where doc.kind(attribute.node) == .string {
                        guard let earlier = earlierAttributes.first(where: { $0.name == attribute.name }), doc.kind(earlier.node) == .string,
                              !doc.sameText(earlier.node, attribute.node) else { continue }
                        let field = attribute.name.hasPrefix("/") ? String(attribute.name.dropFirst()) : attribute.name
                        let value = doc.string(attribute.node), earlierValue = doc.string(earlier.node), earlierList = lists[j].name
                        findings.append(finding(
                            context, "'\(field)' of '\(name)' is \"\(value)\" here but \"\(earlierValue)\" in '\(earlierList)'",
                            at: doc[attribute.node].range, list: list.name, identity: name,
                            related: [RelatedLocation(context.location(doc[earlier.node].range), "'\(name)' has '\(field)' \"\(earlierValue)\" in '\(earlierList)'")],
                            help: "Use the same value in every list, or check which one is right."))
                    }
                }
            }
        }
        return findings
    }
}
