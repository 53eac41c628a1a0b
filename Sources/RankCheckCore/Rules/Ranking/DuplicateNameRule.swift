/// RC103: the same town twice in one list.
public struct DuplicateNameRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC103", name: "duplicate-name", defaultSeverity: .error,
        summary: "the same townName twice in one list",
        rationale: """
        `townName` is an entry's identity: it is how this year's entry is matched with last \
        year's. A town listed twice cannot have two ranks, and the year-over-year comparison \
        cannot tell which entry is meant.
        """,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}], "s": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "the same town in two different lists"),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let path = context.path, labelField = context.file?.labelField
        for list in context.lists where !list.names.repeats.isEmpty {
            // The words are made from the list when printed; a finding keeps which repeat it is
            // and where the name first appears.
            let message = MessageMaker<(repeat: Int32, firstPlace: CompactRange)>(related: { [Location(path: path, range: $0.firstPlace.range)] }) { found in
                let repeated = list.names.repeats[Int(found.repeat)]
                let first = list.entries[repeated.first]
                let name = list.name(of: list.entries[repeated.position]) ?? ""
                let firstRank = first.rank?.value.map { "rank \($0)" } ?? "entry \(first.index + 1)"
                let firstPlace = Location(path: path, range: found.firstPlace.range)
                return FindingMessage("'\(name)' appears twice in \(list.spokenName(labelField: labelField)): also at \(firstRank)",
                                      related: [RelatedLocation(firstPlace, "'\(name)' first appears here")])
            }
            for (index, repeated) in list.names.repeats.enumerated() {
                let entry = list.entries[repeated.position], first = list.entries[repeated.first]
                guard let field = entry.townName, let name = list.name(of: entry) else { continue }
                let firstPlace = first.townName.map(context.range) ?? context.range(of: first)
                findings.append(finding(context, at: context.range(of: field), list: list.name, identity: name,
                                        source: message.source((Int32(truncatingIfNeeded: index), CompactRange(firstPlace)))))
            }
        }
        return findings
    }
}
