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
        // Entries without attributes (a chart of songs and numbers) have nothing to compare.
        guard lists.contains(where: { $0.entries.contains(where: \.hasAttributes) }) else { return [] }
        // Every entry of the file numbered one list after another, and each town's first entry
        // in that numbering: an entry is compared with the first list that has its town by one
        // look-up, however many lists the file has (not once per pair of lists).
        var starts: [Int] = []
        starts.reserveCapacity(lists.count)
        var total = 0
        for list in lists {
            starts.append(total)
            total += list.entries.count
        }
        let entryLists = lists.map(\.entries), nameLists = lists.map(\.identityNames)  // one reference per list, not one per look-up
        func place(_ number: Int) -> (list: Int, position: Int) {
            // The last list starting at or before `number` (an empty list starts where the next does).
            let list = max(0, starts.partitionPoint { $0 > number } - 1)
            return (list, number - starts[list])
        }
        var firstEntries = NameTable(capacity: total)
        var findings: [Finding] = []
        for (i, list) in lists.enumerated() {
            let entries = entryLists[i], names = nameLists[i], hashes = list.names.hashes
            // This list's value numbers as an earlier list numbers the same values, per earlier
            // list met (most files meet one or two).
            var numbersByEarlier: [Int: [UInt32]] = [:]
            var lastEarlier = -1, lastNumbers: [UInt32] = []
            func compare(_ position: Int, with number: Int) {
                let (j, earlierPosition) = place(number)
                let earlierEntries = entryLists[j]
                if j != lastEarlier {
                    if let known = numbersByEarlier[j] {
                        lastNumbers = known
                    } else {
                        lastNumbers = list.attributeValues.numbers(in: lists[j].attributeValues, bytes: doc.bytes)
                        numbersByEarlier[j] = lastNumbers
                    }
                    lastEarlier = j
                }
                // The reference format has one attribute: compare it without building lists.
                if entries[position].otherAttributes.isEmpty, earlierEntries[earlierPosition].otherAttributes.isEmpty {
                    // Values numbered alike are the same bytes (numbers differ for any other pair).
                    let value = Int(entries[position].availableLineNumber)
                    if value != 0, lastNumbers[value] != 0, lastNumbers[value] == earlierEntries[earlierPosition].availableLineNumber { return }
                    // A valid value is a string; different bytes can still be the same text (escapes).
                    guard let line = entries[position].availableLine, line.value != nil,
                          let earlierLine = earlierEntries[earlierPosition].availableLine, earlierLine.value != nil,
                          !doc.sameText(earlierLine.node, line.node) else { return }
                }
                findings += differences(context, entries[position], in: list, from: earlierEntries[earlierPosition], in: lists[j])
            }
            let start = starts[i]
            let hash = { (position: Int) -> UInt32? in entries[position].nameSpan == nil ? nil : hashes[position] }
            let isName = { (position: Int, number: Int) -> Bool in
                let (j, earlierPosition) = place(number)
                guard let earlier = entryLists[j][earlierPosition].nameSpan, let span = entries[position].nameSpan else { return false }
                return nameLists[j].same(earlier, span, in: names)
            }
            if i == lists.count - 1 {
                // The last list's towns are only looked up.
                firstEntries.positions(count: entries.count, hash: hash, where: isName) { compare($0, with: $1) }
            } else {
                // Each entry is compared as soon as it is found: it was just read to compare names.
                firstEntries.record(count: entries.count, firstPosition: start, hash: hash, where: isName) { position, number in
                    if number < start { compare(position, with: number) }
                }
            }
        }
        return findings
    }

    /// A finding for each attribute whose text differs between an entry and the same town's entry in an earlier list.
    private func differences(_ context: RuleContext, _ entry: RankingEntry, in list: RankingList,
                             from earlierEntry: RankingEntry, in earlierList: RankingList) -> [Finding] {
        guard let doc = context.file?.document, let name = list.name(of: entry) else { return [] }
        var findings: [Finding] = []
        let earlierAttributes = earlierEntry.attributeNodes
        for attribute in entry.attributeNodes where doc.kind(attribute.node) == .string {
            guard let earlier = earlierAttributes.first(where: { $0.name == attribute.name }), doc.kind(earlier.node) == .string,
                  !doc.sameText(earlier.node, attribute.node) else { continue }
            let field = attribute.name.hasPrefix("/") ? String(attribute.name.dropFirst()) : attribute.name
            let value = doc.string(attribute.node), earlierValue = doc.string(earlier.node), earlierName = earlierList.name
            findings.append(finding(
                context, "'\(field)' of '\(name)' is \"\(value)\" here but \"\(earlierValue)\" in '\(earlierName)'",
                at: doc[attribute.node].range, list: list.name, identity: name,
                related: [RelatedLocation(context.location(doc[earlier.node].range), "'\(name)' has '\(field)' \"\(earlierValue)\" in '\(earlierName)'")],
                help: "Use the same value in every list, or check which one is right."))
        }
        return findings
    }
}
