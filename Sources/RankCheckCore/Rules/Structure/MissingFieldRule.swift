/// RC003: an entry lacks a required field.
public struct MissingFieldRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC003", name: "missing-field", defaultSeverity: .error,
        summary: "an entry lacks a required field",
        rationale: """
        Every entry needs `rank`, `townName`, `isRankUp` and `rankFluctuation` (or the fields the \
        shape names): without them the ranking cannot be displayed or compared with the prior \
        period. The finding points at the entry and names the missing field. When no entry of a \
        list has a field, the data is most likely in another shape: that is one finding for the \
        list, naming the fields its entries do have, and `rankcheck init` infers the shape (a \
        list of one entry is read so when the entry lacks its name too, as a sample of one row \
        does). A list that lacks its moves alone, with no prior period, may be a ranking's first \
        edition, which had none to claim: the help says how to leave its file out of the rule \
        (`"per-file-ignores"`, which `rankcheck init` writes for such files). A \
        table whose header lacks the column the shape groups its rows by (`listBy`) is one \
        finding at the header, and its rows are in no list; a row whose cell in that column is \
        empty (or null) is one finding at the cell, and is in no list. Of several such columns \
        (a series and its period, `["/country", "/date"]`) only the last must be written: a row \
        that leaves the series empty is in a series of its own, `(no country)`, as a global \
        chart kept beside each country's often is.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false}]}"#),
            RuleExample(#"{"data": [{"song": "a", "artist": "b", "this_week": 1}, {"song": "c", "artist": "d", "this_week": 2}]}"#,
                        caption: "a chart read as the reference format: one finding for the list"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        // A table without the column that groups its rows is one finding at its header; a row
        // without its value there, one at its cell.
        var findings = self.findings(ofTableProblems: .missingField, context)
        // Only the few irregular entries are looked at: 100,000 regular lists cost a test each.
        for list in file.lists where !list.irregular.isEmpty {
            // Fields no entry has are said once, for the list.
            let everywhere = file.requiredFieldsNoEntryHas(list)
            if !everywhere.isEmpty { findings.append(listFinding(context, file, list, missing: everywhere)) }
            var names = MissingFieldNames()
            // Entries that lack the same fields as the one before lack the same beyond the list's.
            var missing: [String] = [], beyondList: [Int32] = []
            // The list's missing fields, each named once; a finding keeps its entry's position and
            // the field's number, and its words are made when printed.
            var fieldNames: [String] = [], fieldNumbers: [String: Int32] = [:]
            var lacks: [(place: ByteRange, identity: String?, position: Int32, field: Int32)] = []
            for position in list.irregular where !list.entries[position].hasAllRequiredFields {
                let entryMissing = names.of(list.entries[position], in: file)
                if entryMissing != missing {
                    missing = entryMissing
                    beyondList = missing.filter { !everywhere.contains($0) }.map { field in
                        if let number = fieldNumbers[field] { return number }
                        fieldNames.append(field)
                        fieldNumbers[field] = Int32(fieldNames.count - 1)
                        return Int32(fieldNames.count - 1)
                    }
                }
                guard !beyondList.isEmpty else { continue }
                // Point at the opening brace: the entry is the offending value.
                let brace = context.range(of: list.entries[position]).start
                let identity = list.name(of: list.entries[position])
                for field in beyondList {
                    lacks.append((ByteRange(brace, brace + 1), identity, Int32(truncatingIfNeeded: position), field))
                }
            }
            guard !lacks.isEmpty else { continue }
            let fields = fieldNames
            let message = MessageMaker<(position: Int32, field: Int32)>(related: { _ in [] }) { lack in
                let entry = list.entries[Int(lack.position)]
                let who = list.shownName(of: entry).map { "entry for '\($0)'" } ?? "entry \(entry.index + 1)"
                return FindingMessage("\(who) is missing required field '\(fields[Int(lack.field)])'")
            }
            for lack in lacks {
                findings.append(finding(context, at: lack.place, list: list.name, identity: lack.identity,
                                        source: message.source((lack.position, lack.field))))
            }
        }
        return findings
    }

    /// "all 100 entries of 'data' lack 'rank' and 'townName'; their fields are song, artist, …",
    /// or "the one entry of 'data' lacks …; its fields are …"
    private func listFinding(_ context: RuleContext, _ file: RankingFile, _ list: RankingList, missing: Set<String>) -> Finding {
        let document = file.document
        // A table's entries leave out the cells no rule reads when its fields are open: its
        // header names every column (but those it leaves without a name, which are not read).
        let present: [String]
        if let table = document.table {
            present = table.columnNames.filter { !$0.isEmpty }
        } else if let first = list.entries.first, document.kind(first.node) == .object {
            present = document.children(first.node).map { document.key($0) }
        } else {
            present = []
        }
        let fields = file.missingFields(list.entries[0]).filter(missing.contains).map { "'\($0)'" }
        let named = spokenList(fields)
        let one = list.entries.count == 1
        let has = present.isEmpty ? "" : "; \(one ? "its" : "their") fields are \(present.prefix(8).joined(separator: ", "))\(present.count > 8 ? ", …" : "")"
        let bracket = document[list.node].range.start
        let entries = one ? "the one entry of \(list.spokenName(labelField: file.labelField)) lacks" : "all \(list.entries.count) entries of \(list.spokenName(labelField: file.labelField)) lack"
        return finding(context, "\(entries) \(named)\(has)",
                       at: ByteRange(bracket, bracket + 1), list: list.name,
                       help: nearName(present, missing: missing, inTable: document.table != nil, entries: one ? "The entry has" : "The entries have")
                           ?? firstEditionHelp(context, file, missing: missing)
                           ?? "If this data has another shape, `rankcheck init` infers one and writes it to .rankcheck.json.")
    }

    /// What to do when a list lacks its moves alone and has no prior period: a ranking's first
    /// edition had none to claim, and is left out of the rule by name.
    private func firstEditionHelp(_ context: RuleContext, _ file: RankingFile, missing: Set<String>) -> String? {
        guard context.prior == nil, !missing.isEmpty, missing.isSubset(of: file.movementFieldNames) else { return nil }
        return "If this is the ranking's first edition, with no period before it to move from, " + leaveOutHelp(context.path, of: "RC003")
    }

    /// What to do when a missing field is there under a name that differs only by spaces around
    /// it (`rank, townName` in a CSV header) or by letter case (`Rank`); `entries` starts the
    /// sentence that says so ("The entries have").
    private func nearName(_ present: [String], missing: Set<String>, inTable: Bool, entries: String) -> String? {
        for name in present {
            let trimmed = name.trimmingCharacters(in: .whitespaces)
            if trimmed != name, missing.contains(trimmed) {
                return inTable
                    ? "The header names '\(name)', with a space: \(TableFormat.spaceIsPartOfTheField(leading: name.first == " "))"
                    : "An entry has '\(name)', with a space: a key is matched exactly. Remove the spaces around the key."
            }
            if let field = missing.first(where: { $0.lowercased() == name.lowercased() }) {
                return "\(entries) '\(name)' where the shape has '\(field)': names are matched exactly, letter case included. Rename it, or let `rankcheck init` read the names as they are."
            }
        }
        return nil
    }
}
