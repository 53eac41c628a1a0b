/// RC002: the document is JSON but not shaped like a ranking file.
public struct InvalidStructureRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC002", name: "invalid-structure", defaultSeverity: .error,
        summary: "top level not an object, a list that is not an array, or an entry that is not an object",
        rationale: """
        A ranking file is an object whose members are lists, and every list is an array of entry \
        objects. A top-level `"$schema"` string is allowed for editors. Anything else cannot be \
        checked as ranking data, so the rest of the file's rules skip those parts. Members that \
        hold single values (a chart's `"date"` and `"week"`) are one finding, which names them: \
        they say the data has another shape, which `rankcheck init` infers. A list's label \
        (the shape's `"label"`) that is missing, empty, or neither a string nor a number is a \
        finding too: the list is then named by its pointer.
        """,
        triggeringExamples: [
            RuleExample(#"[{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]"#, caption: "a bare array at the top level"),
            RuleExample(#"{"townRankingsForRent": {"rank": 1}}"#, caption: "a list that is an object"),
            RuleExample(#"{"townRankingsForRent": ["蕨"]}"#, caption: "an entry that is a string"),
            RuleExample(#"{"chart": "Hot 100", "week": 1, "townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#,
                        caption: "members that hold single values, one finding for them all"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"$schema": "../Schemas/ranking.schema.json", "townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    /// How many of the members that hold single values a finding names and points at.
    static let namedValueMembers = 6

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        let doc = file.document
        // A table's lists are its groups of rows: when it has none, RC003 says why.
        let unmatched = doc.table != nil ? [] : file.unmatchedListPointers.map { item in
            finding(context, "the list pointer '\(item.pointer)' matches nothing in this file", at: ByteRange(doc[doc.root].range.start, doc[doc.root].range.start + 1),
                    help: "The pointer comes from the shape configuration\(item.source.map { " (\($0))" } ?? ""); check it against this file's layout.")
        }
        guard file.topLevelIsObject || file.shape.lists != nil else {
            return [finding(context, "top-level value must be an object of ranking lists, found \(doc.kind(doc.root))", at: doc[doc.root].range,
                            help: #"Wrap the lists in an object: { "townRankingsForRent": [ … ] }."#)]
        }
        // Members that hold one value each (a chart's `"date"`, `"week"`) say the file has
        // another shape, not that each is a list written wrong: two or more are one finding.
        let holdsValue = { (member: (name: String, node: Int)) in ![.object, .array].contains(doc.kind(member.node)) }
        let values = file.nonArrayMembers.filter(holdsValue)
        let foldsValues = values.count > 1
        var findings = unmatched + (foldsValues ? [valuesFinding(values, context, doc)] : [])
        findings += file.nonArrayMembers.filter { !foldsValues || !holdsValue($0) }.map { member in
            // An object whose members are objects holds entries under their names, as an API keyed by id writes them.
            let keyed = doc.kind(member.node) == .object && doc.children(member.node).contains { _ in true }
                && doc.children(member.node).allSatisfy { doc.kind($0) == .object }
            return finding(context, "'\(member.name)' must be an array of entries, found \(doc.kind(member.node))", at: doc[member.node].range, list: member.name,
                           help: keyed ? "Its members are entries under their names: write them as an array, [{…}, {…}], each with its name as a field." : nil)
        }
        findings += file.labelProblems.map { problem in
            finding(context, problem.message, at: doc[problem.node].range, list: problem.list,
                    help: "The label comes from the shape configuration's \"label\"; give every list one, or check the pointer.")
        }
        // A list can hold a million numbers: each finding keeps its element's number in the
        // file's list of them, and its words are made when printed.
        let elements = file.nonObjectEntries
        let message = MessageMaker<UInt32>(related: { _ in [] }) { number in
            let element = elements[Int(number)]
            return FindingMessage("entry \(element.index + 1) of '\(element.list)' must be an object, found \(doc.kind(element.node))")
        }
        findings += elements.indices.map { number in
            finding(context, at: doc[elements[number].node].range, list: elements[number].list, source: message.source(UInt32(truncatingIfNeeded: number)))
        }
        return findings
    }

    /// One finding for the members `values` (two or more) that hold single values, at the first,
    /// naming the first few and pointing at them.
    private func valuesFinding(_ values: [(name: String, node: Int)], _ context: RuleContext, _ doc: JSONDocument) -> Finding {
        let shown = values.prefix(Self.namedValueMembers)
        let named = values.count > shown.count ? shown.map { "'\($0.name)'" }.joined(separator: ", ") + " and \(values.count - shown.count) more"
            : spokenList(shown.map { "'\($0.name)'" })
        return finding(context, "\(values.count) members hold single values, not lists of entries: \(named)", at: doc[values[0].node].range,
                       related: shown.dropFirst().map { RelatedLocation(context.location(doc[$0.node].range), "'\($0.name)' holds a \(doc.kind($0.node))") },
                       help: "A ranking file's members are its lists. If this data has another shape, `rankcheck init` infers one and writes it to .rankcheck.json.")
    }
}
