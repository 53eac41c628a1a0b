/// Infers a ranking's shape and prior mode from the data itself (`rankcheck init`): which arrays
/// are ranking lists, which field is the rank (it runs 1…N), which fields identify an entry
/// (unique in every list), how movement is written (and, where consecutive periods exist, that
/// recomputing it agrees), what labels the lists, whether a score follows the rank, and ties.
/// Every choice comes with its evidence, and a second reading that fits is named beside it.
public struct ShapeInference {
    /// One choice: the configuration key, the value written, and why.
    public struct Choice: Sendable, Equatable {
        public let key: String
        public let value: String
        public let evidence: String
        /// Another reading that fits, if any.
        public let alternative: String?
    }

    /// A file to read, as its path is shown and its document.
    public struct Source {
        public let path: String
        public let document: JSONDocument
        /// For a table whose document holds some of its lists (`TableInference.inferredRows`):
        /// how many lists and rows the whole table has.
        public let whole: (lists: Int, rows: Int)?
        /// How many rows of each list it holds, when it holds the top of lists longer than that.
        public let topRows: Int?

        public init(path: String, document: JSONDocument, whole: (lists: Int, rows: Int)? = nil, topRows: Int? = nil) {
            self.path = path
            self.document = document
            self.whole = whole
            self.topRows = topRows
        }
    }

    public internal(set) var choices: [Choice] = []
    /// The configuration to write, as JSON members in order; empty when nothing fits.
    public internal(set) var configuration: [(key: String, value: JSONOutput)] = []
    /// Why no shape could be inferred, when none could.
    public internal(set) var failure: String?
    /// Whether the rank only nearly runs 1…N in every list (`nearlyRunsOneToN`), or some lists
    /// have it with mistakes (`mistakenLists`): a shape that fits exactly, if another reading
    /// has one, is the better one.
    public internal(set) var rankIsNear = false
    /// How many of the lists looked at have their rank with more mistakes than nearly 1…N.
    public internal(set) var mistakenLists = 0
    /// Whether the rank runs only once an empty value below a rank is read as that rank: a
    /// tie's rank written once, on its first entry (`rankValues`).
    var tiesAreWrittenOnce = false
    /// Words written where a rank would be for entries outside the ranking, below every ranked
    /// entry (a golf leaderboard's `CUT`, a race's `DNF`): such entries are left out of the
    /// rank's values (`rankValues`) and of the score's order.
    var unranked: [String?] = []
    /// The share of moves recomputed from consecutive periods that the chosen movement agrees
    /// with; nil without consecutive periods or a movement.
    public private(set) var movementAgreement: Double?
    /// The field the move is read from when it is a previous rank (a pointer without its `/`).
    private(set) var previousRankField: String?
    /// The field of signed moves, when the move is read from one (a pointer without its `/`).
    private(set) var signedMoveField: String?
    /// How many lists and entries the chosen shape finds.
    public internal(set) var listCount = 0
    public internal(set) var entryCount = 0

    let sources: [Source]
    /// Whether the documents were read from tables (`TableInference`).
    let readsTables: Bool
    /// For tables: the columns their rows are grouped by into lists (the period's last), as
    /// fields; none: each table is one list.
    let listBy: [String]
    /// For tables: the cell values read as null, when not the default (`[""]`).
    private let nulls: [String]
    /// Those of `nulls` read so for a score some rows write none for (`n/a`), not for a move.
    private let scoreNulls: Set<String>
    /// For tables: how they are written where that is not what their extension implies (the
    /// delimiter, the marks of numbers, the columns' names of a table without a header).
    let writing: TableWriting
    /// For JSON: the rank is written as strings (`"T3"`), which the documents read here hold
    /// as numbers (`textRanks`).
    private let readsTextRanks: Bool

    /// The fields of an entry that are read, at most: its rank, identity and movement are among
    /// the first, and each field read is looked up in every entry looked at.
    static let fieldsRead = 256
    /// Lists a choice is made on, at most: evenly spread over the data read (a long table's
    /// first periods: `TableInference.inferredRows`). The choice is then checked on every list
    /// by running the rules with it.
    static let sampleSize = 200

    /// At most `sampleSize` of `items`, evenly spread, in order.
    static func sample<Item>(_ items: [Item]) -> [Item] {
        guard items.count > sampleSize else { return items }
        return (0..<sampleSize).map { items[$0 * items.count / sampleSize] }
    }

    public init(_ sources: [Source]) {
        self.init(json: sources, readsTextRanks: false)
    }

    /// The inference on JSON documents; `readsTextRanks`: their rank, written as strings, is
    /// written in them as numbers.
    init(json sources: [Source], readsTextRanks: Bool) {
        self.sources = sources
        readsTables = false
        listBy = []
        nulls = [""]
        scoreNulls = []
        writing = TableWriting()
        self.readsTextRanks = readsTextRanks
        infer()
    }

    /// The inference on documents read from tables whose rows `listBy` grouped into lists.
    init(tables sources: [Source], listBy: [String], nulls: [String], scoreNulls: Set<String> = [], writing: TableWriting) {
        self.sources = sources
        readsTables = true
        self.listBy = listBy.map(JSONPointer.escape)
        self.nulls = nulls
        self.scoreNulls = scoreNulls
        self.writing = writing
        readsTextRanks = false
        infer()
    }

    // MARK: - The steps

    private mutating func infer() {
        // A table's lists are its groups of rows; the array that holds the groups is not one.
        let candidates = sources.indices.flatMap { ListCandidate.find(in: sources[$0].document, file: $0) }
            .filter { !readsTables || $0.tokens.last == TableTranscoder.rowsMember }
        let (rankScores, rankedPatterns) = rankRuns(in: candidates)
        guard let rank = rankScores.keys.max(by: { better($1, than: $0, scores: rankScores, preferring: Self.rankNames) }) else {
            // Strings a shape reads as ranks (`"3"`, `"T3"`), as a leaderboard's API writes its
            // positions: the inference again, on the documents with them written as numbers.
            if !readsTables, !readsTextRanks, let again = inferenceReadingTextRanks(candidates) {
                self = again
                return
            }
            failure = noRankFound(in: candidates)
            return
        }
        guard let found = lists(in: candidates, rank: rank, scores: rankScores, patterns: rankedPatterns) else { return }
        let topLevelMembers = chooseLists(found)
        let (lists, nearly, someLists, madeOn) = (found.all, found.nearly, found.someLists, found.madeOn)
        var sampled = found.sampled
        // Shared ranks in many lists are ties; in one list of many, more likely a mistake (RC102),
        // and so are shared ranks the next rank does not skip past as competition ranks do
        // (1, 2, 2, 3: one of the two 2s is a mistake).
        let shared = sampled.compactMap { sharedRank($0, rank) }
        let competition = shared.filter(\.skips)
        let ties = tiesAreWrittenOnce || !competition.isEmpty && (competition.count == sampled.count || competition.count * 10 > sampled.count)
        let rankAlternatives = rankScores.filter { $0.key != rank && $0.value == rankScores[rank] }.keys.sorted()
        let mistakes = mistakenLists > 0 ? "; \(mistakenLists) more \(mistakenLists == 1 ? "has" : "have") it with mistakes (a gap, a repeat)" : ""
        choices.append(Choice(key: "rank", value: "/" + rank, evidence: "\(nearly ? "nearly runs 1…N (a gap or a repeat breaks it)" : "runs 1…N") in \(rankScores[rank]!) of \(min(candidates.count, Self.sampleSize)) \(readsTables ? "lists" : "arrays")\(candidates.count > Self.sampleSize || someLists ? " looked at" : "")\(ties ? ", with shared ranks" : "")\(mistakes)\(readsTables && listBy.isEmpty ? madeOn : "")"
                              + (valueStats(rank, sampled).someWrittenWithFraction ? "; written with a fraction (1.0), which RC004 reports and --fix writes as whole numbers" : "")
                              + (tiesAreWrittenOnce ? "; a tie's rank written once, the cells below it empty, which RC004 reports and --fix fills" : ""),
                              alternative: rankAlternatives.first.map { "/\($0) also \(nearly ? "nearly runs" : "runs") 1…N" }))
        configuration.append(("rank", .string("/" + rank)))
        if readsTextRanks {
            choices.append(Choice(key: "textRanks", value: "true", evidence: "the ranks are written as strings (\"3\", \"3rd\", \"T3\" for a shared rank), as a leaderboard's API writes positions", alternative: nil))
            configuration.append(("textRanks", .bool(true)))
        }
        if !unranked.isEmpty {
            let outside = lists.reduce(0) { $0 + unrankedCount($1, rank) }
            let noun = readsTables ? (outside == 1 ? "row" : "rows") : (outside == 1 ? "entry" : "entries")
            let shown = unranked.map { $0.map(JSONOutput.string) ?? .null }
            choices.append(Choice(key: "unranked", value: shown.map { $0.rendered(pretty: false) }.joined(separator: ", "),
                                  evidence: "written where a rank would be, below every ranked entry: \(outside) \(noun) outside the ranking, left out of every check",
                                  alternative: nil))
            configuration.append(("unranked", .array(shown)))
            // Entries outside the ranking are left out of every check, and of the choices that
            // follow: a total's row below the ranked ones names no entry.
            sampled = sampled.map { candidate in candidate.keeping { !isOutsideRanking($0, rank: rank, file: candidate.file) } }
        }

        // Identity: the fewest fields unique in every list; ids before display names.
        let allFields = entryFields(sampled)
        let fields = allFields.filter { $0 != rank && !listBy.contains($0) }
        guard let (identity, identityChoice) = self.identity(from: fields, in: sampled) else {
            failure = "no field, or pair of fields, is unique in every list, so entries cannot be told apart"
                + (nearestIdentity(fields, sampled).map { "; the nearest is \($0)" } ?? "")
            return
        }
        choices.append(identityChoice)
        configuration.append(("identity", .array(identity.map { .string("/" + $0) })))
        // An id names an entry for good but says nothing to a reader: messages name the entry by
        // a field named like its title or name (`"displayName"`), as the data shows it.
        let displayName = identity.count == 1 && identityKind(identity[0], in: sampled) == .id ? displayField(fields.filter { $0 != identity[0] }, sampled) : nil
        if let displayName {
            choices.append(Choice(key: "displayName", value: "/" + displayName, evidence: "what messages call an entry, since its identity, /\(identity[0]), is an id", alternative: nil))
            configuration.append(("displayName", .array([.string("/" + displayName)])))
        }

        // Label and prior: a scalar beside each list names it; dated labels make a series.
        let label = !readsTables || !listBy.isEmpty ? labelField(lists) : nil
        if let label, !readsTables {
            choices.append(Choice(key: "label", value: label.pattern, evidence: "a value beside each list, different for every list", alternative: nil))
            configuration.append(("label", .string(label.pattern)))
        }
        let order = periodOrder(lists, label: label?.key)

        // Movement, checked against consecutive periods where there are any.
        let movementFields = fields.filter { !identity.contains($0) }
        // Moves are read from consecutive periods where none is missing between them.
        let movement = inferMovement(sampled, fields: movementFields, rank: rank, identity: identity,
                                     order: Self.sample(periodOrder(lists, label: label?.key, leavingOutMissing: true)))
        choices.append(movement.choice)
        movementAgreement = movement.agreement
        previousRankField = movement.previousRank
        signedMoveField = movement.signed
        if let value = movement.configuration { configuration.append(("movement", value)) }

        // Score: a number that never gets worse as the rank gets worse. A place (a peak, last
        // week's rank, weeks on the chart) follows the rank loosely and is no score; a field
        // that runs 1…N as the rank does (a second rank column) is no score either.
        let scoreFields = movementFields.filter { !movement.fields.contains($0) && !Self.isPlaceName($0) && !rankAlternatives.contains($0) }
        let score = self.score(from: scoreFields, in: sampled, rank: rank, ties: ties)
        if let score {
            choices.append(score.choice)
            configuration.append(("score", score.configuration))
        }
        let scoreField = score?.field
        var used = Set([rank] + identity + movement.fields + listBy + (displayName.map { [$0] } ?? []))
        if let scoreField { used.insert(scoreField) }
        let others = allFields.filter { !used.contains($0) && !$0.contains("/") }
        if !others.isEmpty {
            choices.append(Choice(key: "fields", value: "open", evidence: "entries also have \(others.prefix(6).map(Self.name(ofField:)).joined(separator: ", "))\(others.count > 6 ? ", …" : "")", alternative: nil))
            configuration.append(("fields", .string("open")))
        }
        // Every other string field is an attribute RC301 compares across lists, unless one
        // changes from list to list as a status does: the others are then named.
        if let attributes = attributes(among: others, identity: identity, in: sampled) {
            choices.append(attributes.choice)
            configuration.append(("attributes", attributes.configuration))
        }
        var table = writing.configuration
        if nulls != [""] {
            func spoken(_ values: [String]) -> String { values.map { $0 == "0" ? "a 0" : "'\($0)'" }.joined(separator: " or ") }
            let movesNulls = nulls.filter { !$0.isEmpty && !scoreNulls.contains($0) }
            let moves = movesNulls.isEmpty ? nil : "\(spoken(movesNulls)) in /\(movement.fields.first ?? "") reads as a new entry"
                + (writing.signedMoves?.marks == .emptyCell ? ", and an empty cell as no change" : "")
                + (writing.signedMoves.map { $0.dashes.isEmpty ? "" : ", and \($0.dashes.map { "'\($0)'" }.joined(separator: " or ")) as no change" } ?? "")
            let scores = scoreNulls.isEmpty ? nil : "\(spoken(nulls.filter(scoreNulls.contains))) in /\(scoreField ?? "") reads as no score"
            choices.append(Choice(key: "nulls", value: nulls.map { "\"\($0)\"" }.joined(separator: ", "), evidence: [moves, scores].compactMap { $0 }.joined(separator: "; "), alternative: nil))
            table["nulls"] = .array(nulls.map(JSONOutput.string))
        }
        if !table.isEmpty { configuration.append(("table", .object(table))) }
        if let tiesChoice = tiesChoice(ties, shared: shared, competition: competition, of: sampled.count) { choices.append(tiesChoice) }
        let prior = priorMode(lists, label: label?.key, claimsMoves: !movement.fields.isEmpty)
        choices.append(Choice(key: "prior", value: prior.value, evidence: prior.evidence, alternative: nil))
        let firstPeriods = filesOfFirstPeriodsWithoutMoves(lists, fields: movement.fields, order: order)
        // The rule that reports a period without its moves: RC003 for the fields a move needs,
        // RC401 for a previous rank, whose absence claims a new entry.
        let unmovedRule = movement.previousRank != nil ? "RC401" : "RC003"
        if !firstPeriods.patterns.isEmpty {
            let fields = spokenList(movement.fields.map { "/" + $0 }, joinedBy: "or")
            let evidence = firstPeriods.files == 1
                ? "the first period writes no \(fields), having no period before to move from: \(unmovedRule) is not run on it"
                : "the \(firstPeriods.files) files of periods before the first that writes \(fields) write none: \(unmovedRule) is not run on them"
            choices.append(Choice(key: "per-file-ignores", value: firstPeriods.patterns.map { "\($0): \(unmovedRule)" }.joined(separator: ", "), evidence: evidence, alternative: nil))
        }
        let reference = (topLevelMembers || readsTables && listBy.isEmpty) && rank == "rank" && identity == ["townName"] && movement.fields == ["isRankUp", "rankFluctuation"] && scoreField == nil
        if reference {
            choices.removeAll { $0.key == "fields" }
            choices.append(Choice(key: "shape", value: "the reference format (the default)", evidence: "rank, townName, isRankUp and rankFluctuation in every entry", alternative: nil))
            // The reference format, read with another delimiter, is a shape of that alone.
            configuration = configuration.filter { $0.key == "table" }
        }
        var top: [(key: String, value: JSONOutput)] = []
        if ties { top.append(("ties", .string("competition"))) }
        if prior.value != "discover" { top.append(("prior", .string(prior.value))) }
        if !firstPeriods.patterns.isEmpty {
            top.append(("per-file-ignores", .object(Dictionary(uniqueKeysWithValues: firstPeriods.patterns.map { ($0, JSONOutput.array([.string(unmovedRule)])) }))))
        }
        configuration = top + (configuration.isEmpty ? [] : [("shape", .object(Dictionary(uniqueKeysWithValues: configuration.map { ($0.key, $0.value) })))])
    }

    /// What the inference found, without the documents it read.
    public struct Result: Sendable {
        public let choices: [Choice]
        public let configurationText: String
        public let failure: String?
        public let rankIsNear: Bool
        public let listCount: Int
        public let entryCount: Int
        /// `ShapeInference.movementAgreement`.
        public var movementAgreement: Double? = nil
        /// `ShapeInference.signedMoveField`.
        var signedMoveField: String? = nil
        /// For tables: the cell values read as null, and how the tables were read.
        var nulls: [String] = [""]
        var writing = TableWriting()
    }

    public var result: Result {
        Result(choices: choices, configurationText: configurationText, failure: failure, rankIsNear: rankIsNear, listCount: listCount, entryCount: entryCount,
               movementAgreement: movementAgreement, signedMoveField: signedMoveField, nulls: nulls, writing: writing)
    }

    /// The configuration file's text.
    public var configurationText: String {
        JSONOutput.object(Dictionary(uniqueKeysWithValues: configuration.map { ($0.key, $0.value) })).rendered() + "\n"
    }

    /// The files none of whose entries writes a field of the movement `fields` and whose
    /// periods all come before the first period that does, how many and as patterns of
    /// `per-file-ignores`: a ranking's first edition has no period before it, and often no
    /// column of moves (nor do the editions before moves were first published). A period after
    /// one that writes moves, without them, is a list that lacks its fields (RC003), and is
    /// not among them.
    private func filesOfFirstPeriodsWithoutMoves(_ lists: [ListCandidate], fields: [String], order: [(previous: ListCandidate, current: ListCandidate)]) -> (files: Int, patterns: [String]) {
        guard !fields.isEmpty, !order.isEmpty else { return (0, []) }
        let writesMoves = Set(lists.filter { writesAny(of: fields, in: $0) }.map(\.file))
        guard !writesMoves.isEmpty else { return (0, []) }
        // The files of periods that follow, however far back, a period that writes moves: each
        // file is reached once from the files it follows.
        let following = Dictionary(grouping: order, by: \.previous.file).mapValues { $0.map(\.current.file) }
        var after = Set<Int>(), reached = Array(writesMoves)
        while let file = reached.popLast() {
            for next in following[file] ?? [] where after.insert(next).inserted { reached.append(next) }
        }
        let unmoved = Set(lists.map(\.file)).subtracting(writesMoves).subtracting(after)
        // Each file named from the folder the configuration is written in: one without a folder
        // is written `./2023.csv` (a name alone matches that name in every folder), and one a
        // pattern cannot spell is left out.
        func written(_ file: Int) -> String? {
            let path = sources[file].path
            guard !path.hasPrefix("/"), !path.contains(where: { "*?[".contains($0) }) else { return nil }
            return path.contains("/") ? path : "./" + path
        }
        let chosen = unmoved.sorted().compactMap(written)
        return (chosen.count, FileRunPatterns(chosen: chosen, among: sources.indices.compactMap(written)).patterns)
    }

    // MARK: - Entries' fields

    /// Whether some entry of `list` writes one of `fields`.
    func writesAny(of fields: [String], in list: ListCandidate) -> Bool {
        list.entries.contains { entry in fields.contains { value(of: $0, in: entry, list.file) != nil } }
    }

    /// The fields of the lists' entries, in the order the first entry has them, with the scalars
    /// of an object field as `field/member`, down to three levels (an API's
    /// `quote/USD/market_cap`). A field is the pointer to it from its entry without the first
    /// `/` (`~1` for a `/` in a name): `"/" + field` is the pointer the configuration names.
    private func entryFields(_ lists: [ListCandidate]) -> [String] {
        var fields: [String] = []
        var seen = Set<String>()
        // A long history's first lists and its last: a column of moves may start late.
        for list in lists.prefix(50) + lists.dropFirst(50).suffix(50) {
            let document = sources[list.file].document
            for entry in list.entries.prefix(5) {
                for (field, _) in Self.scalarFields(of: entry, in: document) where fields.count < Self.fieldsRead && seen.insert(field).inserted {
                    fields.append(field)
                }
            }
        }
        return fields
    }

    /// The scalars of an entry, each as its field (`field/member` inside an object field, down
    /// to three levels) and its node, in the order the entry has them: at most `fieldsRead`.
    static func scalarFields(of entry: Int, in document: JSONDocument) -> [(field: String, node: Int)] {
        var fields: [(field: String, node: Int)] = []
        func collect(_ object: Int, prefix: String, depth: Int) {
            for member in document.children(object).prefix(fieldsRead) where fields.count < fieldsRead {
                let path = prefix + JSONPointer.escape(document.key(member))
                switch document.kind(member) {
                case .object: if depth < 3 { collect(member, prefix: path + "/", depth: depth + 1) }
                case .array: continue
                default: fields.append((path, member))
                }
            }
        }
        collect(entry, prefix: "", depth: 1)
        return fields
    }

    /// The name a field of the entry itself has (`W/L` for `W~1L`).
    static func name(ofField field: String) -> String {
        JSONPointer("/" + field)?.tokens.first ?? field
    }

    /// The node of `field` in an entry.
    func value(of field: String, in entry: Int, _ file: Int) -> Int? {
        let document = sources[file].document
        // Most fields are members of the entry itself, written as they are named.
        if !field.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "~") }) {
            return document.kind(entry) == .object ? document.member(entry, field) : nil
        }
        guard let pointer = JSONPointer("/" + field) else { return nil }
        var node = entry
        for token in pointer.tokens {
            guard document.kind(node) == .object, let next = document.member(node, token) else { return nil }
            node = next
        }
        return node
    }
}
