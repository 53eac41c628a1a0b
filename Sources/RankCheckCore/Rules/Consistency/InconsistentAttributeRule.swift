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
        // A table checked a run of lists at a time: the first entries of the runs before this one.
        let earlier = context.earlierEntries ?? EarlierEntries()
        let lists = context.lists
        guard let doc = context.file?.document, lists.count > 1 || !earlier.isEmpty else { return [] }
        // Entries without attributes (a chart of songs and numbers) have nothing to compare.
        guard lists.contains(where: \.hasAttributes) else { return [] }
        // An entry whose identity an earlier run met is compared with its first entry there, not
        // with this run's lists.
        var earlierDifferences = EarlierDifferences()
        var metEarlier: [[Bool]] = []
        if !earlier.isEmpty {
            for (i, list) in lists.enumerated() {
                var met = [Bool](repeating: false, count: list.entries.count)
                earlier.firstEntries(of: list) { position, first in
                    met[position] = true
                    earlierDifferences.add(list.attributes(at: position), at: (i, position), from: first, of: earlier, in: doc)
                }
                metEarlier.append(met)
            }
        }
        // Any other entry is compared with the first entry of its identity in an earlier list.
        var differences = Differences()
        var sameLine = SameAvailableLine(lists, bytes: doc.bytes)
        FirstEntryOfIdentity.forEachLater(in: lists) { i, position, j, earlierPosition in
            if !metEarlier.isEmpty, metEarlier[i][position] { return }
            // The reference format has one attribute, compared by its value's number first.
            if lists[i].otherAttributes.isEmpty, lists[j].otherAttributes.isEmpty, sameLine(i, position, j, earlierPosition) { return }
            differences.add(lists[i].attributes(at: position), at: (i, position), from: lists[j].attributes(at: earlierPosition), at: (j, earlierPosition), in: doc)
        }
        return differences.findings(self, context) + earlierDifferences.findings(self, context)
    }

    /// The words of a finding: `name`'s `attribute` is `value` here, `earlierValue` at
    /// `earlierPlace` in the list `earlierList`.
    static func message(attribute: String, name: String, value: String, earlierValue: String, earlierList: String,
                        earlierPlace: Location) -> FindingMessage {
        let field = attribute.hasPrefix("/") ? String(attribute.dropFirst()) : attribute
        return FindingMessage(
            "'\(field)' of '\(name)' is \"\(value)\" here but \"\(earlierValue)\" in '\(earlierList)'",
            help: "Use the same value in every list, or check which one is right.",
            related: [RelatedLocation(earlierPlace, "'\(name)' has '\(field)' \"\(earlierValue)\" in '\(earlierList)'")])
    }

    /// The attributes whose text differs between an entry and the same town's entry in an
    /// earlier list, found as the lists are walked; their findings' words are made when printed.
    private struct Differences {
        /// An entry and the earlier entry it differs from: lists and positions.
        struct Pair {
            let list: UInt32, position: UInt32, earlierList: UInt32, earlierPosition: UInt32
        }
        /// One attribute that differs: its pair, its number among the entry's attributes, and the
        /// two values' nodes.
        struct Difference {
            let pair: UInt32, attribute: UInt32, node: UInt32, earlierNode: UInt32
        }

        /// The most attributes an entry's are scanned for a name, not indexed.
        static let scannedAttributes = 16

        private var pairs: [Pair] = []
        private var found: [Difference] = []

        /// Notes the attributes of an entry (`attributes`) that differ from an earlier entry's
        /// (`earlierAttributes`). Both have names: entries are paired by name, so no name is
        /// spelled out here, for any pair.
        mutating func add(_ attributes: EntryAttributes, at place: (list: Int, position: Int),
                          from earlierAttributes: EntryAttributes, at earlierPlace: (list: Int, position: Int), in doc: JSONDocument) {
            // Each attribute is found among the earlier entry's by name: by a scan while they are
            // few, through an index when a wide table's rows hold thousands (linear either way).
            let earlierByName = earlierAttributes.count > Self.scannedAttributes
                ? Dictionary(earlierAttributes.map { ($0.name, $0.node) }, uniquingKeysWith: { first, _ in first }) : nil
            var paired = false
            for (number, attribute) in attributes.enumerated() where doc.kind(attribute.node) == .string {
                let earlierNode = earlierByName.map { $0[attribute.name] } ?? earlierAttributes.first { $0.name == attribute.name }?.node
                guard let earlierNode, doc.kind(earlierNode) == .string, !doc.sameText(earlierNode, attribute.node) else { continue }
                if !paired {
                    pairs.append(Pair(list: UInt32(truncatingIfNeeded: place.list), position: UInt32(truncatingIfNeeded: place.position),
                                      earlierList: UInt32(truncatingIfNeeded: earlierPlace.list), earlierPosition: UInt32(truncatingIfNeeded: earlierPlace.position)))
                    paired = true
                }
                found.append(Difference(pair: UInt32(truncatingIfNeeded: pairs.count - 1), attribute: UInt32(truncatingIfNeeded: number),
                                        node: UInt32(truncatingIfNeeded: attribute.node), earlierNode: UInt32(truncatingIfNeeded: earlierNode)))
            }
        }

        /// A finding for each difference, on the later value.
        func findings(_ rule: InconsistentAttributeRule, _ context: RuleContext) -> [Finding] {
            guard !found.isEmpty, let doc = context.file?.document else { return [] }
            let lists = context.lists, pairs = pairs, path = context.path
            @Sendable func place(_ pair: Pair) -> (list: RankingList, position: Int, earlierList: RankingList) {
                (lists[Int(pair.list)], Int(pair.position), lists[Int(pair.earlierList)])
            }
            let message = MessageMaker<Difference>(related: { [Location(path: path, range: doc[Int($0.earlierNode)].range)] }) { difference in
                let (list, position, earlierList) = place(pairs[Int(difference.pair)])
                let node = Int(difference.node), earlierNode = Int(difference.earlierNode)
                return InconsistentAttributeRule.message(
                    attribute: list.attributes(at: position)[Int(difference.attribute)].name, name: list.shownName(of: list.entries[position]) ?? "",
                    value: doc.string(node),
                    earlierValue: doc.string(earlierNode), earlierList: earlierList.name, earlierPlace: Location(path: path, range: doc[earlierNode].range))
            }
            return found.map { difference in
                let (list, position, _) = place(pairs[Int(difference.pair)])
                return rule.finding(context, at: doc[Int(difference.node)].range, list: list.name, identity: list.name(of: list.entries[position]),
                                    source: message.source(difference))
            }
        }
    }

    /// The attributes whose text differs between an entry and the first entry of its identity
    /// in a run of the table before this one; that value's place is in the table already.
    private struct EarlierDifferences {
        /// One attribute that differs: the entry's list and position, the attribute's number
        /// among its attributes, and the earlier value (in `earlierValues`).
        struct Difference {
            let list: UInt32, position: UInt32, attribute: UInt32, earlierValue: UInt32
        }

        private var found: [Difference] = []
        private var earlierValues: [EarlierEntries.ValuePlace] = []
        /// The attribute name last looked up, and its number: every row names its attributes alike.
        private var lastAttribute: (name: String, number: Int32?)?

        /// Notes the string attributes of an entry (`attributes`) that differ from those of the
        /// first entry at `first`.
        mutating func add(_ attributes: EntryAttributes, at place: (list: Int, position: Int), from first: EarlierEntries.Place,
                          of earlier: EarlierEntries, in doc: JSONDocument) {
            for (number, attribute) in attributes.enumerated() where doc.kind(attribute.node) == .string {
                if lastAttribute?.name != attribute.name { lastAttribute = (attribute.name, earlier.number(ofAttribute: attribute.name)) }
                guard let attributeNumber = lastAttribute?.number, let earlierValue = earlier.value(at: first, attribute: attributeNumber),
                      !doc.hasText(attribute.node, earlierValue.textBytes) else { continue }
                found.append(Difference(list: UInt32(truncatingIfNeeded: place.list), position: UInt32(truncatingIfNeeded: place.position),
                                        attribute: UInt32(truncatingIfNeeded: number), earlierValue: UInt32(truncatingIfNeeded: earlierValues.count)))
                earlierValues.append(earlierValue)
            }
        }

        /// A finding for each difference, on the later value.
        func findings(_ rule: InconsistentAttributeRule, _ context: RuleContext) -> [Finding] {
            guard !found.isEmpty, let doc = context.file?.document else { return [] }
            let lists = context.lists, earlierValues = earlierValues, path = context.path
            @Sendable func attribute(_ difference: Difference) -> (list: RankingList, entry: RankingEntry, name: String, node: Int) {
                let list = lists[Int(difference.list)], position = Int(difference.position)
                let attribute = list.attributes(at: position)[Int(difference.attribute)]
                return (list, list.entries[position], attribute.name, attribute.node)
            }
            guard let table = doc.table else { return [] }
            let message = MessageMaker<Difference>(related: { [Location(path: path, range: earlierValues[Int($0.earlierValue)].range(in: table))] }) { difference in
                let (list, entry, name, node) = attribute(difference), earlier = earlierValues[Int(difference.earlierValue)]
                return InconsistentAttributeRule.message(
                    attribute: name, name: list.shownName(of: entry) ?? "", value: doc.string(node),
                    earlierValue: earlier.text, earlierList: earlier.listName, earlierPlace: Location(path: path, range: earlier.range(in: table)))
            }
            return found.map { difference in
                let (list, entry, _, node) = attribute(difference)
                return rule.finding(context, at: doc[node].range, list: list.name, identity: list.name(of: entry),
                                    source: TablePlaces.PlacedInTable(source: message.source(difference)))
            }
        }
    }
}
