/// RC101: ranks are not 1…N in order.
public struct RankSequenceRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC101", name: "rank-sequence", defaultSeverity: .error,
        summary: "ranks not 1…N in order: a gap, out of order, or not starting at 1",
        rationale: """
        A list of N entries holds ranks 1 to N, in order. A gap means an entry is missing or a \
        rank was mistyped; a rank out of order means entries were moved without renumbering. \
        The finding names the rank that was expected. After a gap the count continues from the \
        rank found, so one missing entry gives one finding, not one per following entry. With \
        `"ties": "competition"` equal ranks may repeat and the next rank skips (1, 2, 2, 4). \
        In a table, a band of ranks (`201–250`) holds as many entries as it has ranks: the rank \
        after it is found where the band holds more or fewer, and a list's last band is found \
        when it holds more. A row of a table that does not read (RC008) is assumed to hold the \
        rank expected there, as a missing rank is: where only such rows lie between two ranks, \
        or right before a list's first rank (whose list they are in is not known), the ranks \
        they leave out are not a gap.
        """,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 3, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "a gap: rank 2 is missing"),
            RuleExample(#"{"r": [{"rank": 2, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "a list that starts at 2"),
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "東京", "isRankUp": false, "rankFluctuation": 0}, {"rank": 3, "townName": "目黒", "isRankUp": false, "rankFluctuation": 0}]}"#, ties: .competition, caption: "after a tie at 2, competition ranking continues at 4"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#),
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 1, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}, {"rank": 3, "townName": "東京", "isRankUp": false, "rankFluctuation": 0}]}"#, ties: .competition),
            RuleExample("rank,townName,isRankUp,rankFluctuation\n1,蕨,false,0\n2,柏,false,0,0\n3,東京,false,0", caption: "the row of rank 2 does not read (RC008): its rank is not a gap", language: "csv"),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let document = context.file?.document
        for list in context.lists {
            var previous: Int?
            var expected = 1
            var tieCount = 1
            // Made at the list's first finding: most lists have none.
            var message: MessageMaker<Break>?
            // By position: a copy moves the whole entry and counts a reference to its details, and few entries are findings.
            for position in list.entries.indices {
                guard let field = list.entries[position].rank, let rank = field.value else {
                    // A missing or invalid rank (RC003/RC004) is assumed to hold the expected one,
                    // so it does not make every following rank look wrong.
                    previous = expected
                    expected += 1
                    continue
                }
                defer { previous = rank }
                if let previous, rank == previous {
                    // A repeated rank: a tie under competition ranking, RC102's business otherwise.
                    tieCount += 1
                    if context.ties == .competition { expected += 1 }
                    continue
                }
                let tiedBefore = tieCount
                tieCount = 1
                if rank == expected || rank > expected && rank - expected == unreadRows(before: position, in: list, document) {
                    expected = rank + 1
                    continue
                }
                let maker = message ?? messageMaker(list, labelField: context.file?.labelField, document: document)
                message = maker
                let found = Break(position: Int32(truncatingIfNeeded: position), tiedBefore: Int32(clamping: tiedBefore), expected: expected)
                findings.append(finding(context, at: context.range(of: field), list: list.name, identity: list.name(of: list.entries[position]),
                                        source: maker.source(found)))
                // Resynchronise after a gap so that one missing rank gives one finding.
                if rank > expected { expected = rank + 1 }
            }
            // A list's last band has no rank after it to show that it holds too many: its cell
            // is read again when the list ends in a shared rank.
            if tieCount > 1, let last = list.entries.last?.rank, let document, let table = document.table,
               let band = table.bandRanks(document[last.node]), tieCount > band.count {
                let maker = message ?? messageMaker(list, labelField: context.file?.labelField, document: document)
                message = maker
                let position = list.entries.count - 1
                let found = Break(position: Int32(truncatingIfNeeded: position), tiedBefore: Int32(clamping: tieCount), expected: Break.endOfList)
                findings.append(finding(context, at: context.range(of: last), list: list.name, identity: list.name(of: list.entries[position]),
                                        source: maker.source(found)))
            }
        }
        return findings
    }

    /// How many rows of a table that do not read (RC008) are all that lies between the entry
    /// at `position` and the one before it (or the header, for a table's first): their ranks
    /// are unknown, and each is assumed to hold the one expected, as a missing rank is.
    private func unreadRows(before position: Int, in list: RankingList, _ document: JSONDocument?) -> Int {
        guard let document, let table = document.table, let node = list.entries[position].rank?.node else { return 0 }
        guard position > 0 else { return table.unreadRows(between: nil, and: document[node]) }
        guard let earlier = list.entries[position - 1].rank?.node else { return 0 }
        return table.unreadRows(between: document[earlier], and: document[node])
    }

    /// A rank that breaks the sequence: its entry's position, how many entries tie at the rank
    /// before it, and the rank expected there (`endOfList`: the list's last band holds
    /// `tiedBefore` entries, more than its ranks).
    private struct Break {
        let position: Int32
        let tiedBefore: Int32
        let expected: Int

        static let endOfList = Int.min
    }

    /// What a band holds: "holds 49 entries for its 50 ranks".
    private static func holding(_ band: ClosedRange<Int>, _ entries: Int32) -> String {
        "holds \(entries == 1 ? "1 entry" : "\(entries) entries") for its \(band.count) ranks"
    }

    /// The words of a list's findings, made from the list when printed. The rank before a break
    /// is the entry before's, or the one assumed for it when it has none that reads (one less
    /// than the rank expected next). A table's band before it is named with what it holds.
    private func messageMaker(_ list: RankingList, labelField: String?, document: JSONDocument?) -> MessageMaker<Break> {
        /// The band an entry's rank cell holds, when the document is a table's.
        @Sendable func band(at position: Int) -> ClosedRange<Int>? {
            guard let node = list.entries[position].rank?.node, let document, let table = document.table else { return nil }
            return table.bandRanks(document[node])
        }
        return MessageMaker(related: { _ in [] }) { found in
            let position = Int(found.position)
            let rank = list.entries[position].rank?.value ?? 0
            if found.expected == Break.endOfList, let band = band(at: position) {
                return FindingMessage("the band \(band.lowerBound)–\(band.upperBound) at the end of \(list.spokenName(labelField: labelField)) \(Self.holding(band, found.tiedBefore))")
            }
            guard position > 0 else { return FindingMessage("list \(list.spokenName(labelField: labelField)) starts at rank \(rank); expected 1") }
            let previous = list.entries[position - 1].rank?.value ?? found.expected - 1
            if rank < previous { return FindingMessage("rank \(rank) is out of order: it follows rank \(previous)") }
            if let band = band(at: position - 1), band.lowerBound == previous, band.count != found.tiedBefore {
                return FindingMessage("rank \(rank) follows the band \(previous)–\(band.upperBound), which \(Self.holding(band, found.tiedBefore)); expected \(found.expected)")
            }
            let tie = found.tiedBefore > 1 ? " (\(found.tiedBefore) entries tie at rank \(previous))" : ""
            return FindingMessage("rank \(rank) follows rank \(previous); expected \(found.expected)\(tie)")
        }
    }
}
