/// RC403: a move that last year's file cannot prove: a new town's prior rank beyond last year's
/// list, or a town whose name appears twice in its list or in last year's.
public struct UnverifiableMovementRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC403", name: "unverifiable-movement", defaultSeverity: .note,
        summary: "a move the prior period cannot check: a new entry's prior rank beyond the prior list, or a name twice in a list",
        rationale: """
        Published rankings list only the top N, so a town that enters the list usually claims a \
        prior rank beyond N (up 191 from rank 210). That claim is consistent with last year's \
        file but cannot be proven from it. This note records that the move was taken on trust; \
        it never fails a run. Likewise, a town whose name appears twice in this list or in \
        last year's is compared with neither (which of the two moved is a guess), and one note \
        per name says so. Human output shows notes with `--show-notes`.
        """,
        needsPriorPeriod: true,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "牛込柳町", "isRankUp": true, "rankFluctuation": 191}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 3, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#,
                        caption: "'蕨' twice in last year's list: which one moved is a guess"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#,
                        prior: #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let prior = context.prior, let document = context.file?.document else { return [] }
        let counts = context.comparisons.map { $0.count(.unverifiable) }
        // Hidden by default (a note): which comparison and which entry, the sentence made only
        // if a report prints it.
        let comparisons = context.comparisons
        let labelField = context.file?.labelField
        let note = MessageMaker<(comparison: Int32, position: Int32)>(related: { _ in [] }) { note in
            let comparison = comparisons[Int(note.comparison)]
            let entry = comparison.list.entries[Int(note.position)]
            let name = comparison.list.shownName(of: entry) ?? "", listName = comparison.list.spokenName(labelField: labelField)
            let label = prior.label(of: comparison), priorLength = comparison.prior?.length ?? 0
            return FindingMessage("'\(name)' is new to \(listName) and \(MovementClaim(entry).sentence); \(label)'s list has \(priorLength) entries, so the move cannot be checked" as Sentence)
        }
        // A new entry in every tenth place of a big file is a note each: room for all at once.
        var findings: [Finding] = .filled(reserving: counts.reduce(0, +)) { findings, written in
            for (comparisonIndex, comparison) in context.comparisons.enumerated() where counts[comparisonIndex] > 0 {
                written(findings.count)
                for index in 0..<comparison.comparedCount where comparison.kind(at: index) == .unverifiable {
                    let position = comparison.position(at: index)
                    // Fields read in place: the entry itself is not copied.
                    guard let span = comparison.list.entries[position].nameSpan else { continue }
                    let node = comparison.list.entries[position].movementNode ?? comparison.list.entries[position].node
                    findings.append(finding(context, at: document[node].range, list: comparison.list.name,
                                            identity: comparison.list.identityNames.string(span),
                                            source: note.source((Int32(truncatingIfNeeded: comparisonIndex), Int32(truncatingIfNeeded: position)))))
                }
            }
        }
        // One note per name that appears twice here or in the prior list: compared with neither.
        let twice = MessageMaker<(comparison: Int32, position: Int32, twiceHere: Bool)>(related: { _ in [] }) { note in
            let comparison = comparisons[Int(note.comparison)]
            let name = comparison.list.name(of: comparison.list.entries[Int(note.position)]) ?? ""
            let place = note.twiceHere ? comparison.list.spokenName(labelField: labelField) : "\(prior.label(of: comparison))'s list"
            return FindingMessage("'\(name)' appears more than once in \(place), so its move is not checked against \(prior.label(of: comparison))")
        }
        for (comparisonIndex, comparison) in comparisons.enumerated() {
            let list = comparison.list
            let ambiguous = (0..<comparison.comparedCount).filter { comparison.kind(at: $0) == .ambiguous }
            guard !ambiguous.isEmpty else { continue }
            // The names this list repeats (the others are repeated in the prior list), found once.
            let repeatedHere = Set(list.names.repeats.compactMap { list.name(of: list.entries[$0.position]) })
            var said = Set<String>()
            for index in ambiguous {
                let position = comparison.position(at: index)
                guard let name = list.name(of: list.entries[position]), said.insert(name).inserted else { continue }
                let node = list.entries[position].movementNode ?? list.entries[position].node
                findings.append(finding(context, at: document[node].range, list: list.name, identity: name,
                                        source: twice.source((Int32(truncatingIfNeeded: comparisonIndex), Int32(truncatingIfNeeded: position), repeatedHere.contains(name)))))
            }
        }
        return findings
    }
}
