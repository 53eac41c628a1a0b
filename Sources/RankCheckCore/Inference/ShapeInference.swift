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

    public private(set) var choices: [Choice] = []
    /// The configuration to write, as JSON members in order; empty when nothing fits.
    public private(set) var configuration: [(key: String, value: JSONOutput)] = []
    /// Why no shape could be inferred, when none could.
    public private(set) var failure: String?
    /// Whether the rank only nearly runs 1…N in every list (`nearlyRunsOneToN`), or some lists
    /// have it with mistakes (`mistakenLists`): a shape that fits exactly, if another reading
    /// has one, is the better one.
    public private(set) var rankIsNear = false
    /// How many of the lists looked at have their rank with more mistakes than nearly 1…N.
    public private(set) var mistakenLists = 0
    /// Whether the rank runs only once an empty value below a rank is read as that rank: a
    /// tie's rank written once, on its first entry (`rankValues`).
    private var tiesAreWrittenOnce = false
    /// Words written where a rank would be for entries outside the ranking, below every ranked
    /// entry (a golf leaderboard's `CUT`, a race's `DNF`): such entries are left out of the
    /// rank's values (`rankValues`) and of the score's order.
    private var unranked: [String?] = []
    /// The share of moves recomputed from consecutive periods that the chosen movement agrees
    /// with; nil without consecutive periods or a movement.
    public private(set) var movementAgreement: Double?
    /// The field the move is read from when it is a previous rank (a pointer without its `/`).
    private(set) var previousRankField: String?
    /// How many lists and entries the chosen shape finds.
    public private(set) var listCount = 0
    public private(set) var entryCount = 0

    private let sources: [Source]
    /// Whether the documents were read from tables (`TableInference`).
    private let readsTables: Bool
    /// For tables: the columns their rows are grouped by into lists (the period's last), as
    /// fields; none: each table is one list.
    private let listBy: [String]
    /// For tables: the cell values read as null, when not the default (`[""]`).
    private let nulls: [String]
    /// For tables: how they are written where that is not what their extension implies (the
    /// delimiter, the marks of numbers, the columns' names of a table without a header).
    private let writing: TableWriting
    /// For JSON: the rank is written as strings (`"T3"`), which the documents read here hold
    /// as numbers (`textRanks`).
    private let readsTextRanks: Bool

    /// Names that say a field is the rank, an identity or a previous rank, best first.
    static let rankNames = ["rank", "position", "this_week", "current", "place", "ranking", "pos", "順位", "rang", "platz", "posición", "puesto", "classement"]

    /// Whether a field's name says it holds a place or a time on the chart, not a score: a
    /// word of it is `rank`, `peak`, `position`, `week` and the like (`peak-rank`,
    /// `weeks_on_chart`, `last_pos`).
    static func isPlaceName(_ name: String) -> Bool {
        words(ofName: name).contains { placeWords.contains(String($0)) } || name.contains("順位")
    }

    /// A field's name as lower-case words: `Peak Rank`, `peak-rank`, `peak_rank` and `peakRank`
    /// alike (a capital after a small letter starts a word).
    static func words(ofName name: String) -> [Substring] {
        var spaced = ""
        var previous: Character?
        for character in name {
            if previous?.isLowercase == true, character.isUppercase { spaced.append(" ") }
            spaced.append(character)
            previous = character
        }
        return spaced.lowercased().split { !$0.isLetter }
    }

    /// Whether a field's name says it holds what a ranking is ordered by (`Points`, `PTS/G`, `score`, `rating`).
    static func isScoreName(_ name: String) -> Bool {
        words(ofName: name).contains { ["score", "points", "pts", "rating", "elo", "total", "overall"].contains(String($0)) }
    }

    /// Whether a field's name says it holds a change (`Change`, `rank_change`, `+/-`, `Δ`), not a rank.
    static func isChangeName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return name.contains("+") || name.contains("±") || name.contains("Δ")
            || words(ofName: name).contains { ["change", "move", "movement", "diff", "delta"].contains(String($0)) }
            || changeWords.contains { lower.contains($0) }
    }

    /// A change in other languages: `Veränderung`, `évolution`, `variación`, `変動`, `变化`.
    private static let changeWords = ["änderung", "évolution", "evolution", "variation", "variación", "variazione", "variação", "cambio",
                                      "verandering", "変動", "变化", "변동"]

    /// Words a field's name holds (anywhere in it) when it holds last period's rank or a move:
    /// `last_week`, `prev`, `change`, and in other languages `Vorjahr`, `précédent`,
    /// `anterior`, `前回`, `上周` (and each change word).
    private static let previousOrMoveWords = ["last", "prev", "move", "change", "vorjahr", "vorwoche", "vormonat", "vorig", "letzte",
                                              "précédent", "precedent", "anterior", "precedente", "vorige", "前回", "前週", "先週", "前年",
                                              "前月", "上周", "上期", "上次", "지난"] + changeWords

    private static let placeWords: Set<String> = ["rank", "ranking", "peak", "pk", "position", "pos", "place", "best", "highest", "lowest",
                                                  "week", "weeks", "wks", "last", "lw", "prev", "previous", "change", "move", "movement", "days"]

    /// Whether a field's name says it holds the rank: one of `rankNames`, or a name whose last
    /// word is `rank` or `ranking` (`world_rank`, `Overall Rank`) but for another period's or
    /// a change's (`previous_rank`, `peak_rank`, `rank_change`).
    static func isRankName(_ name: String) -> Bool {
        if rankNames.contains(name.lowercased()) { return true }
        let words = words(ofName: name)
        guard let last = words.last, last == "rank" || last == "ranking" else { return false }
        return !words.dropLast().contains { ["previous", "prev", "last", "peak", "best", "highest", "lowest", "old", "prior", "change"].contains($0) }
    }
    private static let idNames = ["id", "code", "key", "slug", "uri"]
    private static let displayNames = ["townName", "name", "title", "song", "player", "team", "artist", "language"]
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
    private init(json sources: [Source], readsTextRanks: Bool) {
        self.sources = sources
        readsTables = false
        listBy = []
        nulls = [""]
        writing = TableWriting()
        self.readsTextRanks = readsTextRanks
        infer()
    }

    /// The inference with the first field (of at most three) whose strings, read as ranks,
    /// make one: a field of the first entries whose value is such a string. It is tried first
    /// with the fields whose every string reads as a rank or is a word (a new entry's `"-"`)
    /// written as numbers too, and kept when one of those is the previous rank: a previous
    /// rank an API writes as strings, as it writes the rank, is read so too (`"textRanks"`
    /// reads no other field's strings, such as a play count's).
    private func inferenceReadingTextRanks(_ candidates: [ListCandidate]) -> ShapeInference? {
        var fields: [String] = []
        for candidate in Self.sample(candidates) where fields.count < 3 {
            let document = sources[candidate.file].document
            guard let first = candidate.entries.first else { continue }
            for (_, node) in Self.scalarFields(of: first, in: document) where document.kind(node) == .string && document.textRank(node) != nil {
                if !fields.contains(document.key(node)) { fields.append(document.key(node)) }
            }
        }
        let alongside = textRankKeys(in: Self.sample(candidates))
        for field in fields.prefix(3) {
            let others = alongside.filter { $0 != field }
            if !others.isEmpty, let numbered = Self.textRanksAsNumbers([field] + others, in: sources) {
                let again = ShapeInference(json: numbered, readsTextRanks: true)
                // The previous rank's key is its pointer's last token (`chart/last_week`).
                let key = again.previousRankField?.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init)
                if again.failure == nil, let key, others.contains(where: { JSONPointer.escape($0) == key }) { return again }
            }
            guard let numbered = Self.textRanksAsNumbers([field], in: sources) else { continue }
            let again = ShapeInference(json: numbered, readsTextRanks: true)
            if again.failure == nil { return again }
        }
        return nil
    }

    /// The keys of the entries of `candidates` whose strings read as ranks, but for words
    /// without digits (`"-"`, `"NEW"`), and at least one does.
    private func textRankKeys(in candidates: [ListCandidate]) -> [String] {
        var ranks: Set<String> = [], others: Set<String> = []
        for candidate in candidates {
            let document = sources[candidate.file].document
            for entry in candidate.entries.prefix(Self.sampleSize) {
                for (_, node) in Self.scalarFields(of: entry, in: document) where document.kind(node) == .string {
                    let key = document.key(node)
                    if document.textRank(node) != nil {
                        ranks.insert(key)
                    } else if case let text = document.string(node), text.count > 12 || text.contains(where: { $0.isNumber }) {
                        others.insert(key)
                    }
                }
            }
        }
        return ranks.subtracting(others).sorted()
    }

    /// The documents with each string of `fields` that reads as a rank (`"3"`, `"T3"`) written
    /// as its number; nil when none does.
    private static func textRanksAsNumbers(_ fields: [String], in sources: [Source]) -> [Source]? {
        var changed = false
        let numbered = sources.map { source -> Source in
            let document = source.document
            var edits: [FixApplier.Edit] = []
            func visit(_ node: Int) {
                for child in document.children(node) {
                    if document.kind(child) == .string, document[child].hasKey, fields.contains(document.key(child)), let rank = document.textRank(child) {
                        edits.append(FixApplier.Edit(range: document[child].range, replacement: String(rank)))
                    } else if document.kind(child) == .object || document.kind(child) == .array {
                        visit(child)
                    }
                }
            }
            visit(document.root)
            guard !edits.isEmpty else { return source }
            let bytes = document.bytes.withUnsafeBufferPointer { FixApplier.applying(edits, to: $0) }
            guard case .success(let rewritten) = JSONParser().parse(SourceBytes(bytes)) else { return source }
            changed = true
            return Source(path: source.path, document: rewritten)
        }
        return changed ? numbered : nil
    }

    /// The inference on documents read from tables whose rows `listBy` grouped into lists.
    init(tables sources: [Source], listBy: [String], nulls: [String], writing: TableWriting) {
        self.sources = sources
        readsTables = true
        self.listBy = listBy.map(JSONPointer.escape)
        self.nulls = nulls
        self.writing = writing
        readsTextRanks = false
        infer()
    }

    // MARK: - The steps

    private mutating func infer() {
        // A table's lists are its groups of rows; the array that holds the groups is not one.
        let candidates = sources.indices.flatMap { ListCandidate.find(in: sources[$0].document, file: $0) }
            .filter { !readsTables || $0.tokens.last == TableTranscoder.rowsMember }
        // The rank: the integer field that runs 1…N in the most candidate lists.
        // When none does, the field that nearly does: data with a mistake in every list (a file
        // of one list, with a gap) is what the check is for. A field named like a rank that
        // nearly runs in as many lists is the rank rather than one that runs and is not (a
        // row's number beside a rank with a mistake).
        func runs(_ strictness: RankRun) -> (scores: [String: Int], patterns: [String: Set<String>]) {
            var scores: [String: Int] = [:], patterns: [String: Set<String>] = [:]
            for candidate in Self.sample(candidates) {
                for field in rankingFields(candidate, strictness) {
                    scores[field, default: 0] += 1
                    patterns[field, default: []].insert(candidate.pattern)
                }
            }
            return (scores, patterns)
        }
        var (rankScores, rankedPatterns) = runs(.exact)
        rankIsNear = false
        // Words below every ranked entry where a rank would be (`CUT`, `WD`, `DNF`, a table's
        // `Total`): the entries outside the ranking a leaderboard, a race's results or a
        // spreadsheet keep at its end, taken so when the ranks above them run 1…N in more lists.
        let wordsBelowRanks = unrankedWords(in: candidates)
        if let words = wordsBelowRanks {
            let without = (rankScores, rankedPatterns)
            unranked = words
            (rankScores, rankedPatterns) = runs(.exact)
            if rankScores.values.max() ?? 0 <= without.0.values.max() ?? 0 { (unranked, rankScores, rankedPatterns) = ([], without.0, without.1) }
        }
        // A tie's rank written once (2, empty, 4), as a table copied from a web page whose tied
        // rows share a cell leaves it: read so only when nothing runs without it.
        if rankScores.isEmpty, runs(.nearly).scores.isEmpty {
            tiesAreWrittenOnce = true
            (rankScores, rankedPatterns) = runs(.exact)
            if rankScores.isEmpty { tiesAreWrittenOnce = false }
            // Words below every ranked entry, above ties written once.
            if rankScores.isEmpty, let words = wordsBelowRanks {
                unranked = words
                (rankScores, rankedPatterns) = runs(.exact)
                if rankScores.isEmpty, runs(.nearly).scores.isEmpty { unranked = [] }
            }
        }
        let namedLikeRank = Self.isRankName
        if !rankScores.keys.contains(where: namedLikeRank) {
            let near = runs(.nearly)
            let mostExact = rankScores.values.max() ?? 0
            if rankScores.isEmpty || near.scores.contains(where: { namedLikeRank($0.key) && $0.value >= mostExact }) {
                (rankScores, rankedPatterns, rankIsNear) = (near.scores, near.patterns, true)
            }
        }
        guard let rank = rankScores.keys.max(by: { better($1, than: $0, scores: rankScores, preferring: Self.rankNames) }) else {
            // Strings a shape reads as ranks (`"3"`, `"T3"`), as a leaderboard's API writes its
            // positions: the inference again, on the documents with them written as numbers.
            if !readsTables, !readsTextRanks, let again = inferenceReadingTextRanks(candidates) {
                self = again
                return
            }
            let none = readsTables ? "no column holds integers that run 1…N" : "no array of objects has an integer field that runs 1…N"
            guard let written = rankWrittenAsText(in: candidates) else {
                let rows = readsTables ? "rows" : "entries"
                if let beside = rankBesideUnrankedEntries(in: candidates) {
                    failure = none + "; '\(beside.field)' does in \(beside.entries - beside.unranked) of \(beside.entries) \(rows), and the other"
                        + " \(beside.unranked == 1 ? "holds" : "\(beside.unranked) hold") text (\"\(beside.first)\"): take out the \(rows) that are not ranked"
                        + " (a total, a group such as a union of countries), or give them ranks"
                    return
                }
                if let zeroBased = rankFromZero(in: candidates) {
                    failure = none + "; \(zeroBased) runs 0…N−1, as a program counts places from 0: ranks start at 1, so write each one more (1 for the first)"
                    return
                }
                if !readsTables, let layout = sources.prefix(Self.sampleSize).lazy.compactMap({ TableLayoutInJSON.described(in: $0.document, file: $0.path) }).first {
                    failure = none + "; " + layout
                    return
                }
                if !readsTables, let keyed = entriesKeyedByName() {
                    failure = none + "; \(keyed.list) is an object of \(keyed.entries) entries keyed by name (\(keyed.names)) whose /\(JSONPointer.escape(keyed.rank)) runs 1…N,"
                        + " but a list is an array: write the entries as [{…}, {…}], each with its key as a field, to check them"
                    return
                }
                if let ordered = orderedWithoutRank(in: candidates) {
                    failure = none + "; the \(rows) of \(ordered.list) are in order of \(ordered.field) (\(ordered.descending ? "highest" : "lowest") first), but none says its rank:"
                        + " rankcheck checks the ranks a ranking writes, so write each one's rank beside it (1 for the first)"
                    return
                }
                failure = none + "; is this ranking data?"
                return
            }
            let sharedRank = written.shared.map { ", a shared rank \"\($0.text)\"" } ?? ""
            let sharedAdvice = written.shared.map { ", a shared rank as its number (\($0.integer)) with \"ties\": \"competition\"" } ?? ""
            failure = none + "; '\(written.field)' does, " + (written.first.allSatisfy(\.isNumber)
                ? "written as strings (\"\(written.first)\"\(sharedRank)): write its numbers without quotes\(sharedAdvice)"
                : "written as \"\(written.first)\"\(sharedRank): write its ranks as plain integers (\(written.integer))\(sharedAdvice)")
            return
        }
        // Every array at a pattern where the rank was found is a list; choices are made on a sample.
        let ranked = candidates.filter { rankedPatterns[rank]!.contains($0.pattern) }
        var sampled = Self.sample(ranked)
        // A list with mistakes in its ranks beside lists without is what the check is for: the
        // groups of rows, and the arrays of like entries elsewhere (most of their keys a ranked
        // list's), whose rank starts at 1 with few values repeated are lists too
        // (`ranksWithMistakes`).
        let strictness: RankRun = rankIsNear ? .nearly : .exact
        let nearly = strictness == .nearly
        let elsewhere = candidates.filter { !rankedPatterns[rank]!.contains($0.pattern) }
        let rankedKeys = elsewhere.isEmpty ? [] : Set(Self.sample(ranked).compactMap(entryKeys))
        let withMistakes = elsewhere.filter { candidate in
            guard let keys = entryKeys(candidate) else { return false }
            return rankedKeys.contains { $0.intersection(keys).count * 2 > $0.union(keys).count }
                && Self.ranksWithMistakes(rankValues(candidate, rank))
        }
        let sampledWithMistakes = sampled.filter {
            let ranks = rankValues($0, rank)
            return !strictness.admits(ranks) && Self.ranksWithMistakes(ranks)
        }.count
        mistakenLists = sampledWithMistakes + Self.sample(withMistakes).count
        // A reading with mistakes gives way to one without.
        if mistakenLists > 0 { rankIsNear = true }
        // Rows grouped by a column are lists only when most groups are ranked (a column of two
        // values splits any table in two, and one half may run 1…N by chance).
        if !listBy.isEmpty, (rankScores[rank]! + sampledWithMistakes) * 2 <= sampled.count {
            failure = "grouped by \(listBy.map { "/" + $0 }.joined(separator: " and ")), the rows of most lists have no column that runs 1…N"
            return
        }
        let listPatterns = rankedPatterns[rank]!.union(withMistakes.map(\.pattern))
        let lists = candidates.filter { listPatterns.contains($0.pattern) }
        // A table read in part counts its whole lists and rows.
        let listsByFile = Dictionary(grouping: lists, by: \.file)
        listCount = sources.indices.reduce(0) { $0 + (sources[$1].whole?.lists ?? listsByFile[$1]?.count ?? 0) }
        entryCount = sources.indices.reduce(0) { count, file in
            count + (sources[file].whole?.rows ?? listsByFile[file]?.reduce(0) { $0 + $1.entries.count } ?? 0)
        }
        // What of a table read in part the choices are made on: its first lists in period order,
        // the top rows of each, or both.
        let someLists = lists.count < listCount, topRows = sources.compactMap(\.topRows).min()
        let partRead = [someLists ? "the first \(lists.count) in period order" : nil,
                        topRows.map { listCount == 1 ? "its top \($0) rows" : "the top \($0) rows of each" }].compactMap { $0 }
        let madeOn = partRead.isEmpty ? "" : " (choices made on \(partRead.joined(separator: ", ")))"

        // Lists: their patterns. Members of the top-level object are the default.
        let patterns = Array(Set(lists.map { $0.pattern })).sorted()
        // The default (every array member of the top-level object) fits when those members are all lists.
        let topLevelMembers = lists.allSatisfy { $0.tokens.count == 1 && sources[$0.file].document.kind(sources[$0.file].document.root) == .object }
            && sources.indices.filter { file in lists.contains { $0.file == file } }.allSatisfy { file in
                let document = sources[file].document
                return document.children(document.root).allSatisfy { document.kind($0) == .array || document.key($0) == "$schema" }
            }
        if readsTables {
            choices += writing.choices
            // A table's lists are its rows, grouped by a column or not at all.
            if let period = listBy.last {
                let series = listBy.dropLast().map { "/" + $0 }
                let grouped = series.isEmpty ? "rows grouped by it" : "rows grouped by \(series.joined(separator: " and ")) and /\(period) together"
                choices.append(Choice(key: "listBy", value: listBy.map { "/" + $0 }.joined(separator: ", "),
                                      evidence: "\(grouped): \(plural(listCount, "list")), each ranked \(nearly ? "nearly " : "")1…N\(mistakenLists > 0 ? " or with mistakes" : "")"
                                      + (series.isEmpty ? "" : "; each \(series.joined(separator: " and "))\(series.count > 1 ? " together" : "") is a series of /\(period)")
                                      + madeOn, alternative: nil))
                configuration.append(("listBy", series.isEmpty ? .string("/" + period) : .array(listBy.map { .string("/" + $0) })))
            }
        } else if topLevelMembers {
            choices.append(Choice(key: "lists", value: "every array member of the top-level object (the default)",
                                  evidence: "\(plural(lists.count, "list")) found as top-level members", alternative: nil))
        } else {
            let shown = patterns.map { $0.isEmpty ? "\"\"" : $0 }.joined(separator: ", ")
            choices.append(Choice(key: "lists", value: shown, evidence: "\(plural(lists.count, "array")) of objects with a rank that runs 1…N\(mistakenLists > 0 ? " or with mistakes" : "")", alternative: nil))
            configuration.append(("lists", .array(patterns.map(JSONOutput.string))))
        }
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
        let singles = fields.filter { field in sampled.allSatisfy { isUnique($0, [field]) } }
        var identity: [String]
        let kinds = Dictionary(uniqueKeysWithValues: singles.map { ($0, identityKind($0, in: sampled)) })
        let best = singles.max(by: { kinds[$0]! < kinds[$1]! })
        // A number that happens to differ from entry to entry (streams, points) names the entries
        // only when no text does: text fields unique together, or one whose value repeats once
        // in a hundred entries.
        let bestIsText = best.map { kinds[$0]! > .number } ?? false
        let pair = bestIsText ? nil : pairs(fields.filter { isTextual($0, sampled) }).first(where: { pair in sampled.allSatisfy { isUnique($0, pair) } })
        let near = bestIsText || pair != nil ? nil : nearlyUnique(fields, sampled)
        if let best, bestIsText || pair == nil && near == nil {
            identity = [best]
            // Another reading worth naming: an id, a name or a text, not a number that happens to differ.
            let other = singles.first { $0 != best && kinds[$0]! >= .text }
            choices.append(Choice(key: "identity", value: "/" + best, evidence: "present and unique in every list",
                                  alternative: other.map { "/\($0) is unique too; \(Self.preferenceReason(kinds[best]!, over: kinds[$0]!))" }))
        } else if let pair {
            identity = pair
            choices.append(Choice(key: "identity", value: pair.map { "/" + $0 }.joined(separator: " + "),
                                  evidence: "unique together in every list; no single field is\(best.map { " but /\($0), a number" } ?? "")", alternative: nil))
        } else if let near {
            // A name repeated in a list is a mistake the check is for, as a rank that nearly runs
            // 1…N is (a top-sites list that names a site twice).
            identity = [near.field]
            choices.append(Choice(key: "identity", value: "/" + near.field,
                                  evidence: "present in every entry, and unique in every list but for "
                                      + (near.repeats == 1 ? "one repeated value (RC103 reports it)" : "\(near.repeats) repeated values (RC103 reports them)"),
                                  alternative: nil))
        } else {
            failure = "no field, or pair of fields, is unique in every list, so entries cannot be told apart"
            return
        }
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
        let movement = inferMovement(sampled, fields: movementFields, rank: rank, identity: identity, order: Self.sample(order))
        choices.append(movement.choice)
        movementAgreement = movement.agreement
        previousRankField = movement.previousRank
        if let value = movement.configuration { configuration.append(("movement", value)) }

        // Score: a number that never gets worse as the rank gets worse.
        // A place (a peak, last week's rank, weeks on the chart) follows the rank loosely and is no score.
        // A field that runs 1…N as the rank does (a second rank column) is no score either.
        let scoreFields = movementFields.filter { !movement.fields.contains($0) && !Self.isPlaceName($0) && !rankAlternatives.contains($0) }
        var scoreField: String?
        // The score with the fewest inversions (what RC104 would report: with shared ranks, also
        // an equal score beside another rank and a different one at a shared rank, as a golf
        // round's strokes are beside the total), then the fewest ties (points rather than games
        // won), then the one the rank is named for (`market_cap` beside `market_cap_rank`), then
        // one named like a score (a league table's points rather than its goal difference,
        // which ties as often); the first of those.
        let reported = { (order: (descending: Bool, inversions: Int, differing: Int, tieMismatches: Int)) in order.inversions + (ties ? order.tieMismatches : 0) }
        let rankedBy = Self.words(ofName: rank).filter { $0 != "rank" && $0 != "ranking" }
        let preference = { (field: String) in (!rankedBy.isEmpty && Self.words(ofName: field) == rankedBy ? 0 : 2) + (Self.isScoreName(field) ? 0 : 1) }
        let found = scoreFields.compactMap { [self] field in scoreOrder(field, sampled, rank: rank).map { (field: field, order: $0) } }
            .min { (reported($0.order), -$0.order.differing, preference($0.field)) < (reported($1.order), -$1.order.differing, preference($1.field)) }
        if let (field, order) = found {
            scoreField = field
            choices.append(Choice(key: "score", value: "/\(field), \(order.descending ? "descending" : "ascending")",
                                  evidence: order.inversions == 0 ? "a number in every entry that never \(order.descending ? "rises" : "falls") as the rank falls"
                                      : "a number in every entry that \(order.descending ? "rises" : "falls") as the rank falls only \(Self.times(order.inversions)) in \(order.differing) steps (RC104 reports \(order.inversions == 1 ? "it" : "them"))",
                                  alternative: nil))
            configuration.append(("score", .object(["pointer": .string("/" + field), "order": .string(order.descending ? "descending" : "ascending")])))
        }
        var used = Set([rank] + identity + movement.fields + listBy + (displayName.map { [$0] } ?? []))
        if let scoreField { used.insert(scoreField) }
        let others = allFields.filter { !used.contains($0) && !$0.contains("/") }
        if !others.isEmpty {
            choices.append(Choice(key: "fields", value: "open", evidence: "entries also have \(others.prefix(6).map(Self.name(ofField:)).joined(separator: ", "))\(others.count > 6 ? ", …" : "")", alternative: nil))
            configuration.append(("fields", .string("open")))
        }
        // Every other string field is an attribute RC301 compares across lists, unless one
        // changes from list to list as a status does: the others are then named.
        let changing = changingStrings(others, identity: identity, sampled)
        if let first = changing.first {
            let attributes = others.filter { field in !changing.contains { $0.field == field } && valueStats(field, sampled).kinds.contains(.string) }
            let changed = "/\(first.field) changes for \(Int((first.share * 100).rounded()))% of the entries met twice (\(first.examples.joined(separator: ", ")), …), "
                + "not an attribute, not compared" + (changing.count > 1 ? "; so \(changing.count == 2 ? "does" : "do") \(changing.dropFirst().map { "/" + $0.field }.joined(separator: ", "))" : "")
            choices.append(Choice(key: "attributes", value: attributes.isEmpty ? "none" : attributes.map { "/" + $0 }.joined(separator: ", "),
                                  evidence: (attributes.isEmpty ? "" : "strings that stay the same for an entry from list to list (RC301 compares them); ") + changed, alternative: nil))
            configuration.append(("attributes", .array(attributes.map { .string("/" + $0) })))
        }
        var table = writing.configuration
        if nulls != [""] {
            choices.append(Choice(key: "nulls", value: nulls.map { "\"\($0)\"" }.joined(separator: ", "), evidence: "\(nulls.filter { !$0.isEmpty }.map { $0 == "0" ? "a 0" : "'\($0)'" }.joined(separator: " or ")) in /\(movement.fields.first ?? "") reads as a new entry", alternative: nil))
            table["nulls"] = .array(nulls.map(JSONOutput.string))
        }
        if !table.isEmpty { configuration.append(("table", .object(table))) }
        if let example = (ties ? competition : shared).first {
            let sharing = "\(shared.count) of \(plural(sampled.count, readsTables ? "list" : "array")) \(shared.count == 1 ? "shares" : "share") a rank (\(example.rank) \(Self.times(example.count)))"
            let kept = example.skips ? "only \(sharing)" : "\(sharing), and the next rank is not \(example.rank + Int64(example.count)) as competition ranks skip to"
            choices.append(ties
                ? Choice(key: "ties", value: "competition", evidence: "\(sharing), as competition ranks do (1, 2, 2, 4)", alternative: nil)
                : Choice(key: "ties", value: "none (the default)", evidence: "\(kept): read as a mistake, which RC102 reports", alternative: "\"ties\": \"competition\", which allows shared ranks"))
        }
        let prior = priorMode(lists, label: label?.key)
        choices.append(Choice(key: "prior", value: prior.value, evidence: prior.evidence, alternative: nil))
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
    }

    public var result: Result {
        Result(choices: choices, configurationText: configurationText, failure: failure, rankIsNear: rankIsNear, listCount: listCount, entryCount: entryCount,
               movementAgreement: movementAgreement)
    }

    /// The configuration file's text.
    public var configurationText: String {
        JSONOutput.object(Dictionary(uniqueKeysWithValues: configuration.map { ($0.key, $0.value) })).rendered() + "\n"
    }

    // MARK: - Fields

    /// How closely a rank's values must run 1…N.
    enum RankRun {
        /// 1…N, or with shared ranks (1, 2, 2, 4).
        case exact
        /// The same but for a few breaks (`nearlyRunsOneToN`).
        case nearly

        /// Whether a list's ranks run this closely: an entry without one breaks the run, and
        /// a value every entry of three or more shares (a count of 1 in every row) is no rank.
        func admits(_ ranks: (values: [Int64], missing: Int)) -> Bool {
            if ranks.values.count > 2, ranks.values.allSatisfy({ $0 == ranks.values[0] }) { return false }
            return self == .exact ? ranks.missing == 0 && ShapeInference.runsOneToN(ranks.values)
                : ShapeInference.nearlyRunsOneToN(ranks.values, missing: ranks.missing)
        }
    }

    /// The integer fields of a candidate's entries whose values run 1…N (or with shared ranks).
    private func rankingFields(_ candidate: ListCandidate, _ strictness: RankRun) -> [String] {
        let document = sources[candidate.file].document
        guard let first = candidate.entries.first else { return [] }
        return Self.scalarFields(of: first, in: document).compactMap { field, node -> String? in
            document.kind(node) == .number && strictness.admits(rankValues(candidate, field)) ? field : nil
        }
    }

    /// A field's integers in a candidate's entries, and how many entries have none (the
    /// member is missing, empty or not an integer: a mistake in a list, or a list it is not).
    /// When ties are written once (`tiesAreWrittenOnce`), a null below an integer is that integer.
    /// `field` is a member's key as a pointer writes it (`PTS~1G`).
    private func rankValues(_ candidate: ListCandidate, _ field: String) -> (values: [Int64], missing: Int) {
        let document = sources[candidate.file].document
        var values: [Int64] = []
        values.reserveCapacity(candidate.entries.count)
        // Nulls below an integer, counted until a rank below them confirms them as its tie.
        var above: Int64?, outside = 0, pending = 0
        for entry in candidate.entries {
            // A whole number written with a fraction (`1.0`, as pandas writes a column with a
            // missing value) is a rank RC004 reports and `--fix` writes as an integer.
            guard let node = value(of: field, in: entry, candidate.file) else { above = nil; continue }
            if isUnranked(node, in: document) {
                outside += 1
            } else if let value = document.wholeNumber(node) {
                if let above { values += repeatElement(above, count: pending) }
                pending = 0
                values.append(value)
                above = value
            } else if tiesAreWrittenOnce, above != nil, document.kind(node) == .null {
                pending += 1
            } else {
                above = nil
            }
        }
        // Nulls at the list's end are no tie (nothing below confirms one): entries without a rank.
        return (values, candidate.entries.count - values.count - outside)
    }

    /// Whether a rank's value is one of the `unranked` words (or null, when nil is one).
    private func isUnranked(_ node: Int, in document: JSONDocument) -> Bool {
        RankingShape.isUnranked(node, in: document, among: unranked)
    }

    /// How many of a list's entries are outside the ranking (`unranked`).
    private func unrankedCount(_ candidate: ListCandidate, _ rank: String) -> Int {
        candidate.entries.filter { isOutsideRanking($0, rank: rank, file: candidate.file) }.count
    }

    /// Whether an entry's rank is one of the `unranked` words: it is outside the ranking.
    private func isOutsideRanking(_ entry: Int, rank: String, file: Int) -> Bool {
        value(of: rank, in: entry, file).map { isUnranked($0, in: sources[file].document) } ?? false
    }

    /// The words a field of the first entry looked at holds below its integers (`wordsBelowRanks`).
    private func unrankedWords(in candidates: [ListCandidate]) -> [String?]? {
        let sampled = Self.sample(candidates)
        guard let first = sampled.first, let entry = first.entries.first else { return nil }
        let document = sources[first.file].document
        return document.children(entry).prefix(Self.fieldsRead).lazy.compactMap { self.wordsBelowRanks(document.key($0), in: sampled) }.first
    }

    /// The words `key` holds below its integers in every list, where those nearly run 1…N:
    /// at most four, short and with no digit, or null (nil: a leaderboard's players who missed
    /// the cut, given no position), never above an integer. nil for any other field, or a word
    /// above a rank (a group's row among the ranked ones is no entry outside the ranking below
    /// them, and an empty rank between two is a tie's, written once).
    private func wordsBelowRanks(_ key: String, in candidates: [ListCandidate]) -> [String?]? {
        var words: [String?] = []
        for candidate in candidates {
            let document = sources[candidate.file].document
            var values: [Int64] = [], below = false
            for entry in candidate.entries {
                guard let node = document.member(entry, key) else { return nil }
                if let value = document.wholeNumber(node) {
                    guard !below else { return nil }
                    values.append(value)
                } else if document.kind(node) == .null {
                    if !words.contains(nil) { words.append(nil) }
                    below = true
                } else if document.kind(node) == .string, case let text = document.string(node), !text.isEmpty, text.count <= 12,
                          !text.contains(where: \.isNumber) {
                    if !words.contains(text) { words.append(text) }
                    below = true
                } else {
                    return nil
                }
            }
            guard Self.runsOneToN(values) || Self.nearlyRunsOneToN(values) else { return nil }
        }
        return words.isEmpty || words.count > 4 ? nil : words
    }

    /// A string field whose values read as integers that run 1…N in a list looked at: what a
    /// rank would be, written as numbers. `"1"` (as some exports quote every value), `1.`, `#1`
    /// and `1st` (as ranks are written on web pages) are read as 1. The field, its first value
    /// as written, and that value's integer.
    private func rankWrittenAsText(in candidates: [ListCandidate]) -> (field: String, first: String, integer: Int64, shared: (text: String, integer: Int64)?)? {
        for candidate in Self.sample(candidates) {
            let document = sources[candidate.file].document
            guard let first = candidate.entries.first else { continue }
            for member in document.children(first).prefix(Self.fieldsRead) where document.kind(member) == .string {
                let key = document.key(member)
                // Read until a value that is no integer written as text: most fields stop at once.
                var texts: [String] = [], values: [Int64] = []
                for entry in candidate.entries {
                    guard let node = document.member(entry, key), document.kind(node) == .string, case let text = document.string(node),
                          let value = integerWrittenAsText(text.utf8) else { break }
                    texts.append(text)
                    values.append(value)
                }
                if values.count == candidate.entries.count, Self.runsOneToN(values) {
                    // A shared rank's marker (`=3`, `T3`, `3=`), named in the advice.
                    let shared = zip(texts, values).first { text, _ in text.hasPrefix("=") || text.hasPrefix("T") || text.hasSuffix("=") }
                    return (key, document.string(member), values[0], shared.map { ($0.0, $0.1) })
                }
            }
        }
        return nil
    }

    /// A field whose integers run 1…N once the entries that hold text in it are left out (`—`,
    /// as a table of countries writes for the world's total), when those are fewer than the
    /// rest: the field, how many entries hold text, of how many, and the first such text.
    private func rankBesideUnrankedEntries(in candidates: [ListCandidate]) -> (field: String, unranked: Int, entries: Int, first: String)? {
        for candidate in Self.sample(candidates) {
            let document = sources[candidate.file].document
            guard let first = candidate.entries.first else { continue }
            for member in document.children(first).prefix(Self.fieldsRead) {
                let key = document.key(member)
                var values: [Int64] = [], texts: [String] = []
                for entry in candidate.entries {
                    guard let node = document.member(entry, key) else { break }
                    if let value = document.integer(node) {
                        values.append(value)
                    } else if document.kind(node) == .string, case let text = document.string(node), !text.isEmpty {
                        texts.append(text)
                    } else {
                        break
                    }
                    // Text in most of the first entries: a field of names, not of ranks.
                    if texts.count > 4, texts.count * 2 > values.count + texts.count { break }
                }
                if !texts.isEmpty, texts.count < values.count, values.count + texts.count == candidate.entries.count, Self.runsOneToN(values) {
                    return (key, texts.count, candidate.entries.count, texts[0])
                }
            }
        }
        return nil
    }

    /// A list of three entries or more whose entries are in the order of a number each holds,
    /// not all equal, and which writes no rank: a list ranked by its order alone, as a list of
    /// the most downloaded packages (`{"download_count": …, "project": …}`) is. The longest.
    private func orderedWithoutRank(in candidates: [ListCandidate]) -> (list: String, field: String, descending: Bool)? {
        var found: (list: String, field: String, descending: Bool, entries: Int)?
        for candidate in Self.sample(candidates) where candidate.entries.count >= 3 && candidate.entries.count > found?.entries ?? 0 {
            let document = sources[candidate.file].document
            guard let first = candidate.entries.first else { continue }
            for member in document.children(first).prefix(Self.fieldsRead) where document.kind(member) == .number {
                let key = document.key(member)
                let values = candidate.entries.compactMap { entry in
                    document.member(entry, key).flatMap { document.kind($0) == .number ? Double(document.sourceText(document[$0].range)) : nil }
                }
                guard values.count == candidate.entries.count, values.first != values.last else { continue }
                let pairs = zip(values, values.dropFirst())
                let descending = pairs.allSatisfy { $0 >= $1 }
                guard descending || pairs.allSatisfy({ $0 <= $1 }) else { continue }
                // A table's rows are its file's, their fields its columns.
                let list = readsTables ? sources[candidate.file].path : candidate.tokens.isEmpty ? "the top-level array" : candidate.pattern
                found = (list, readsTables ? "'\(key)'" : "/" + JSONPointer.escape(key), descending, candidate.entries.count)
                break
            }
        }
        return found.map { ($0.list, $0.field, $0.descending) }
    }

    /// The field named as a rank is (`'rank'` in a table, `/rank` in JSON) whose integers run
    /// 0…N−1 in every sampled list of two or more entries, as a program's index of places
    /// does; nil when none does.
    private func rankFromZero(in candidates: [ListCandidate]) -> String? {
        let lists = Self.sample(candidates).filter { $0.entries.count >= 2 }
        guard let first = lists.first, let entry = first.entries.first else { return nil }
        let document = sources[first.file].document
        for member in document.children(entry).prefix(Self.fieldsRead) where document.kind(member) == .number && Self.isRankName(document.key(member)) {
            let key = document.key(member)
            let fromZero = lists.allSatisfy { list in
                let document = sources[list.file].document
                let values = list.entries.compactMap { document.member($0, key).flatMap(document.integer) }
                return values.count == list.entries.count && values.sorted().elementsEqual(0..<Int64(values.count))
            }
            if fromZero { return readsTables ? "'\(key)'" : "/" + JSONPointer.escape(key) }
        }
        return nil
    }

    /// An object whose members are entries, each under its name (`"countries": {"USA": {"rank":
    /// 1, …}, …}`, as an API keyed by id writes a ranking), with an integer field that runs 1…N:
    /// where it is in the first document that has one, how many entries it holds, its first
    /// names and the field.
    private func entriesKeyedByName() -> (list: String, entries: Int, names: String, rank: String)? {
        for source in sources.prefix(Self.sampleSize) {
            let document = source.document
            func visit(_ node: Int, path: [String], depth: Int) -> (list: String, entries: Int, names: String, rank: String)? {
                guard document.kind(node) == .object, depth <= 4 else { return nil }
                let members = Array(document.children(node).prefix(Self.sampleSize))
                if members.count >= 3, members.allSatisfy({ document.kind($0) == .object }), let first = members.first {
                    for field in document.children(first).prefix(Self.fieldsRead) where document.kind(field) == .number {
                        let key = document.key(field)
                        let values = members.compactMap { document.member($0, key).flatMap(document.integer) }
                        guard values.count == members.count, Self.runsOneToN(values) else { continue }
                        let list = path.isEmpty ? "the top-level object" : "/" + path.map(JSONPointer.escape).joined(separator: "/")
                        let names = members.prefix(2).map { "\"\(document.key($0))\"" }.joined(separator: ", ") + ", …"
                        return (list, document.children(node).reduce(0) { count, _ in count + 1 }, names, key)
                    }
                }
                for member in members {
                    if let found = visit(member, path: path + [document.key(member)], depth: depth + 1) { return found }
                }
                return nil
            }
            if let found = visit(document.root, path: [], depth: 0) { return found }
        }
        return nil
    }

    /// The keys of a candidate's first entry: arrays of the same kind of entries share most.
    private func entryKeys(_ candidate: ListCandidate) -> Set<String>? {
        let document = sources[candidate.file].document
        return candidate.entries.first.map { Set(document.children($0).prefix(Self.fieldsRead).map(document.key)) }
    }

    /// Whether sorted values are 1…N, or standard competition ranks (1, 2, 2, 4).
    static func runsOneToN(_ values: [Int64]) -> Bool {
        !values.isEmpty && breaksInRunOneToN(values.sorted()).breaks == 0
    }

    /// Whether sorted values start at 1 and run 1…N but for a few breaks — a gap, a repeat, a
    /// rank out of place, an entry without one (`missing`, whose rank may be the gap it
    /// leaves): one in twenty entries, at least one — with most values distinct, or fewer than
    /// half of them breaks (a count or a group's number repeated down a list is not a rank;
    /// bands of shared ranks, `201–250`, are).
    static func nearlyRunsOneToN(_ values: [Int64], missing: Int = 0) -> Bool {
        let sorted = values.sorted()
        guard sorted.count >= 3, sorted[0] == 1 else { return false }
        let run = breaksInRunOneToN(sorted)
        let entries = sorted.count + missing
        return max(run.breaks, missing) <= max(1, entries / 20) && (run.distinct * 2 >= entries || run.breaks * 2 < run.distinct)
    }

    /// Whether values are the ranks of a list with mistakes in them, once lists like it are known
    /// to be ranked by the field: they start at 1, and most entries hold distinct ones (a count
    /// or a year repeated down a list is not a rank).
    static func ranksWithMistakes(_ ranks: (values: [Int64], missing: Int)) -> Bool {
        guard ranks.values.count >= 2, ranks.values.min() == 1 else { return false }
        return Set(ranks.values).count * 2 >= ranks.values.count + ranks.missing
    }

    /// How often sorted values leave the run 1…N (a value shared with the one before is a
    /// shared rank, not a break; after a break the run goes on from where the values are),
    /// and how many distinct values there are.
    private static func breaksInRunOneToN(_ sorted: [Int64]) -> (breaks: Int, distinct: Int) {
        var breaks = 0, distinct = 0
        var offset: Int64 = 0
        for index in sorted.indices where index == 0 || sorted[index] != sorted[index - 1] {
            distinct += 1
            if sorted[index] != Int64(index + 1) &+ offset {
                breaks += 1
                offset = sorted[index] &- Int64(index + 1)
            }
        }
        return (breaks, distinct)
    }

    /// The first rank that several entries of a list hold (by value), and how many hold it.
    /// The lowest rank a list gives more than one entry, and how many; `skips`: whether the
    /// next rank after a shared one skips past it as competition ranks do (1, 2, 2, 4), or none
    /// follows (one such is enough: another may be the mistake the check is for).
    private func sharedRank(_ candidate: ListCandidate, _ rank: String) -> (rank: Int64, count: Int, skips: Bool)? {
        let values = rankValues(candidate, rank).values
        var counts: [Int64: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        let ranks = counts.keys.sorted()
        let shared = ranks.indices.filter { counts[ranks[$0]]! > 1 }
        guard let lowest = shared.first else { return nil }
        let skips = shared.contains { $0 + 1 == ranks.count || ranks[$0 + 1] == ranks[$0] + Int64(counts[ranks[$0]]!) }
        return (ranks[lowest], counts[ranks[lowest]]!, skips)
    }

    private static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        case 3: "three times"
        default: "\(count) times"
        }
    }

    /// The fields of the lists' entries, in the order the first entry has them, with the scalars
    /// of an object field as `field/member`, down to three levels (an API's
    /// `quote/USD/market_cap`). A field is the pointer to it from its entry without the first
    /// `/` (`~1` for a `/` in a name): `"/" + field` is the pointer the configuration names.
    private func entryFields(_ lists: [ListCandidate]) -> [String] {
        var fields: [String] = []
        var seen = Set<String>()
        for list in lists.prefix(50) {
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
    private static func scalarFields(of entry: Int, in document: JSONDocument) -> [(field: String, node: Int)] {
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
    private static func name(ofField field: String) -> String {
        JSONPointer("/" + field)?.tokens.first ?? field
    }

    /// The node of `field` in an entry.
    private func value(of field: String, in entry: Int, _ file: Int) -> Int? {
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

    private func isUnique(_ list: ListCandidate, _ fields: [String]) -> Bool {
        repeats(in: list, of: fields, atMost: 0) == 0
    }

    /// How many of the list's entries repeat an earlier one's values of `fields`, counted up
    /// to one past `most`; nil when an entry lacks one of them (or holds no string or integer).
    private func repeats(in list: ListCandidate, of fields: [String], atMost most: Int) -> Int? {
        let document = sources[list.file].document
        var seen = Set<String>(), repeats = 0
        for entry in list.entries {
            var key = ""
            for field in fields {
                guard let node = value(of: field, in: entry, list.file),
                      document.kind(node) == .string || document.integer(node) != nil else { return nil }
                key += document.string(node) + "\u{1F}"
            }
            if !seen.insert(key).inserted {
                repeats += 1
                if repeats > most { return repeats }
            }
        }
        return repeats
    }

    /// The text field in every entry whose values repeat least in the lists, when they repeat
    /// in one entry in a hundred at most (once in lists of 20 to 199 entries); its repeats.
    private func nearlyUnique(_ fields: [String], _ lists: [ListCandidate]) -> (field: String, repeats: Int)? {
        let entries = lists.reduce(0) { $0 + $1.entries.count }
        guard entries >= 20 else { return nil }
        let most = max(1, entries / 100)
        return fields.filter { isTextual($0, lists) }.compactMap { field -> (field: String, repeats: Int)? in
            var total = 0
            for list in lists {
                guard let found = repeats(in: list, of: [field], atMost: most - total) else { return nil }
                total += found
                if total > most { return nil }
            }
            return (field, total)
        }.min { $0.repeats < $1.repeats }
    }

    private func isTextual(_ field: String, _ lists: [ListCandidate]) -> Bool {
        guard let list = lists.first, let entry = list.entries.first, let node = value(of: field, in: entry, list.file) else { return false }
        return sources[list.file].document.kind(node) == .string
    }

    /// The text field a reader knows an entry by: one named like a title (`track_name`, `title`,
    /// `song`) before one named like a name (`name`, `artist_names`), the first of those.
    private func displayField(_ fields: [String], _ lists: [ListCandidate]) -> String? {
        func score(_ field: String) -> Int {
            let lower = field.lowercased()
            if ["title", "track", "song"].contains(where: lower.contains) { return 2 }
            return lower.contains("name") ? 1 : 0
        }
        return fields.filter { score($0) > 0 && isTextual($0, lists) }.max { score($0) < score($1) }
    }

    private func pairs(_ fields: [String]) -> [[String]] {
        fields.indices.flatMap { i in fields.indices.filter { $0 > i }.map { [fields[i], fields[$0]] } }
    }

    /// What an identity field is, in the order it is preferred: an id names an entry for good,
    /// a display name for its readers, a text at least is no number that happens to differ
    /// (last year's rank, a score).
    private enum IdentityKind: Int, Comparable {
        case number, text, displayName, id

        static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

        var described: String {
            switch self {
            case .number: "a number"
            case .text: "a text"
            case .displayName: "a display name"
            case .id: "an id"
            }
        }
    }

    /// Why a field of kind `kept` is the identity rather than one of kind `other`.
    private static func preferenceReason(_ kept: IdentityKind, over other: IdentityKind) -> String {
        guard kept > other else { return "the first is kept" }
        return "\(kept.described) is preferred to \(other.described)"
    }

    /// What kind of identity a field is: an id (`id`, `…_code`), a display name (`name`,
    /// `title`), another field of strings, another field.
    private func identityKind(_ field: String, in lists: [ListCandidate]) -> IdentityKind {
        let last = field.split(separator: "/").last.map(String.init)?.lowercased() ?? field
        if Self.idNames.contains(where: { last == $0 || last.hasSuffix("_" + $0) || last.hasSuffix($0) && last.count > $0.count }) { return .id }
        if Self.displayNames.contains(where: { last == $0.lowercased() }) { return .displayName }
        return isTextual(field, lists) ? .text : .number
    }

    /// Whether `a` is a better choice than `b`: more lists, then a preferred name.
    private func better(_ a: String, than b: String, scores: [String: Int], preferring names: [String]) -> Bool {
        if scores[a] != scores[b] { return scores[a]! > scores[b]! }
        let rankA = names.firstIndex(of: a.lowercased()) ?? names.count, rankB = names.firstIndex(of: b.lowercased()) ?? names.count
        if rankA != rankB { return rankA < rankB }
        // Of fields named by years (a table of a rank a year, `2023`, `2024`), the latest year's
        // is the period's own; the years before it are its past.
        if let yearA = PriorYearDiscovery.year(in: a), let yearB = PriorYearDiscovery.year(in: b), yearA != yearB { return yearA > yearB }
        return a < b
    }

    // MARK: - Periods

    /// A scalar member beside every list (`/*/date` for lists `/*/data`) whose value differs
    /// from list to list.
    private func labelField(_ lists: [ListCandidate]) -> (pattern: String, key: String)? {
        guard lists.count > 1, let first = lists.first, let parent = first.parent else { return nil }
        // Files of one list each, named by date, name their lists better than a value beside
        // them (a timestamp, `"rollup_date": 1731888000`): messages say `in 2024-11-18`.
        let files = Set(lists.map(\.file))
        if files.count == lists.count, Self.areNamedByDate(files.map { sources[$0].path }) { return nil }
        let document = sources[first.file].document
        let keys = document.children(parent).filter { document.kind($0) == .string || document.kind($0) == .number }.map { document.key($0) }
        for key in keys.sorted(by: { ($0 == "date" ? 0 : 1, $0) < ($1 == "date" ? 0 : 1, $1) }) {
            var seen = Set<String>()
            let all = lists.allSatisfy { list in
                guard let parent = list.parent, let node = sources[list.file].document.member(parent, key) else { return false }
                return seen.insert(sources[list.file].document.string(node)).inserted
            }
            if all {
                let pattern = zip(first.tokens.dropLast(), first.varying.dropLast()).map { "/" + ($1 ? "*" : JSONPointer.escape($0)) }.joined() + "/" + JSONPointer.escape(key)
                return (pattern, key)
            }
        }
        return nil
    }

    /// The lists in period order, each with the one before it: by label, by file name, else as found.
    private func periodOrder(_ lists: [ListCandidate], label: String?) -> [(previous: ListCandidate, current: ListCandidate)] {
        let keys = label == nil ? keyNames(lists) : nil
        let names: [String] = lists.indices.map { index in
            let list = lists[index]
            if let label, let parent = list.parent, let node = sources[list.file].document.member(parent, label) {
                return sources[list.file].document.string(node)
            }
            return keys?[index] ?? sources[list.file].path
        }
        let oneListAFile = Set(lists.map(\.file)).count == lists.count
        let periodLabels = label.map { labels(lists, $0).allSatisfy(isPeriodLabel) } ?? keys?.allSatisfy(isPeriodLabel) ?? false
        // Lists without period labels follow each other as their files do in a series (a
        // `latest.json` beside dated files is in none): each list after the list of the same
        // name in the file before, or, in files of one list each, after that file's list.
        // Lists of one file alone have no order.
        if !periodLabels {
            var listsOfPath: [String: [String: ListCandidate]] = [:]
            for list in lists {
                let name = oneListAFile ? "" : JSONPointer(tokens: list.tokens).description
                if listsOfPath[sources[list.file].path]?[name] == nil { listsOfPath[sources[list.file].path, default: [:]][name] = list }
            }
            return SeriesFolders.series(of: listsOfPath.keys.sorted()).series.flatMap { files in
                zip(files, files.dropFirst()).flatMap { previous, current in
                    listsOfPath[current]!.sorted { $0.key < $1.key }.compactMap { name, list in listsOfPath[previous]![name].map { ($0, list) } }
                }
            }
        }
        // A table's several series (`listBy` of several columns): each list after the one before in its series.
        return SeriesOrder.consecutive(names, inSeries: listBy.count > 1).map { (lists[$0.previous], lists[$0.current]) }
    }

    /// Whether a label names a period: a date (`YYYY-MM-DD`, `YYYY-MM`, `March 2021`), a week of a
    /// year (`2021-W52`) or a whole number.
    static func isPeriod(_ label: String) -> Bool {
        guard let period = SeriesOrder.period(label) else { return false }
        return period.isDate || label.allSatisfy(\.isNumber)
    }

    /// Whether a list's label names a period: a table's of several series by its last value.
    private func isPeriodLabel(_ label: String) -> Bool {
        Self.isPeriod(listBy.count > 1 ? String(SeriesOrder.periodValue(of: label)) : label)
    }

    private func labels(_ lists: [ListCandidate], _ label: String) -> [String] {
        lists.compactMap { list in
            list.parent.flatMap { sources[list.file].document.member($0, label) }.map { sources[list.file].document.string($0) }
        }
    }

    /// The keys that name lists that are the members of one file's top-level object
    /// (`{"2024-01-06": […], "2024-01-13": […]}`: the names the check knows them by); nil for
    /// lists found elsewhere.
    private func keyNames(_ lists: [ListCandidate]) -> [String]? {
        guard let first = lists.first, lists.allSatisfy({ $0.tokens.count == 1 && $0.file == first.file }) else { return nil }
        let document = sources[first.file].document
        return document.kind(document.root) == .object ? lists.map { $0.tokens[0] } : nil
    }

    /// Whether every file's name is a date (`2024-11-18.json`, `chart-2024-11-18.json`).
    private static func areNamedByDate(_ paths: [String]) -> Bool {
        paths.allSatisfy { SeriesOrder.period(PathText.name(of: $0))?.isDate ?? false }
    }

    private func priorMode(_ lists: [ListCandidate], label: String?) -> (value: String, evidence: String) {
        let files = Set(lists.map(\.file))
        if let label, files.count == 1, lists.count > 1, labels(lists, label).allSatisfy(isPeriodLabel) {
            return ("previous-list", "the lists of one file are periods, named by their labels")
        }
        if label == nil, lists.count > 1, let keys = keyNames(lists), keys.allSatisfy(isPeriodLabel) {
            return ("previous-list", "the lists of one file are periods, named by their keys")
        }
        let allPaths = files.map { sources[$0].path }
        // The files named by a period are the series; one named otherwise (`latest.json`) is in none.
        let (series, outsideSeries) = SeriesFolders.series(of: allPaths)
        let paths = series.flatMap { $0 }
        let outside = outsideSeries.sorted()
        let noneOutside = outside.isEmpty ? "" : "; \(outside.prefix(3).joined(separator: ", ")), named otherwise, \(outside.count == 1 ? "is" : "are") in no series"
        if series.contains(where: { Set($0.map(PathText.parent)).count > 1 }) {
            return ("previous-file", "the files are in folders named by year: each is compared with the one before it, the first of a year with the last of the year before" + noneOutside)
        }
        if paths.count > 1, Self.areNamedByDate(paths) {
            return ("previous-file", "the files are named by date: each is compared with the one before it in its folder" + noneOutside)
        }
        // Files numbered otherwise than by year (`week-01.json`, `week-02.json`) are a series too;
        // files named by year find last year's by default.
        let numbers = paths.map { SeriesOrder.period(PathText.stem(of: $0)) }
        if paths.count > 1, numbers.allSatisfy({ $0 != nil && !$0!.isDate }), Set(paths.map(PathText.stem)).count == paths.count,
           !paths.contains(where: { PriorYearDiscovery.year(in: $0) != nil }) {
            return ("previous-file", "the files are numbered: each is compared with the one before it in its folder" + noneOutside)
        }
        if paths.contains(where: { PriorYearDiscovery.year(in: $0) != nil }) {
            return ("discover", "the year in each file's name finds last year's file (the default)")
        }
        return ("discover", "no period order in the data; a file with a year in its name finds last year's (the default)")
    }

    // MARK: - Movement

    private struct Movement {
        let choice: Choice
        let configuration: JSONOutput?
        let fields: [String]
        var agreement: Double? = nil
        /// The previous rank's field, when the move is read from one.
        var previousRank: String? = nil
    }

    /// A way a field, or the flag pair, may state an entry's move.
    private enum MoveReading: Equatable {
        case flag(String, magnitude: String)
        /// A signed move; `new`: the values besides null that mean a new entry (`"NEW"`).
        case signed(String, positiveIsUp: Bool, new: [RankingShape.MovementValue])
        /// Last period's rank; `new` as for a signed move (0, `"-"`).
        case previousRank(String, new: [RankingShape.MovementValue])
        /// Words for the move's direction, those for a new entry, and the field of the move's
        /// size beside them, if any.
        case direction(String, words: RankingShape.DirectionWords, new: [RankingShape.MovementValue], size: String?)

        var fields: [String] {
            switch self {
            case .flag(let flag, let magnitude), .direction(let flag, _, _, let magnitude?): [flag, magnitude]
            case .signed(let field, _, _), .previousRank(let field, _), .direction(let field, _, _, nil): [field]
            }
        }

        /// As the "also fits" line names it.
        var described: String {
            switch self {
            case .flag(let flag, let magnitude): "flag /\(flag), magnitude /\(magnitude)"
            case .signed(let field, let up, _): "/\(field) as signed \(up ? "up" : "down")"
            case .previousRank(let field, _): "/\(field) as previousRank"
            case .direction(let field, _, _, let size): "/\(field) as direction" + (size.map { ", magnitude /\($0)" } ?? "")
            }
        }
    }

    private func inferMovement(_ lists: [ListCandidate], fields: [String], rank: String,
                               identity: [String], order: [(previous: ListCandidate, current: ListCandidate)]) -> Movement {
        let stats = Dictionary(uniqueKeysWithValues: fields.map { ($0, valueStats($0, lists)) })
        let kinds = stats.mapValues(\.kinds)
        // Each candidate reading, scored by the moves recomputed from consecutive periods.
        var readings: [MoveReading] = []
        // The reference format's pair: a boolean and a size.
        if let flag = fields.first(where: { kinds[$0] == [.true, .false] || kinds[$0] == [.true] || kinds[$0] == [.false] }),
           let magnitude = fields.first(where: { kinds[$0] == [.number] && stats[$0]!.allIntegers && stats[$0]!.minimum ?? -1 >= 0 && $0 != flag }) {
            readings.append(.flag(flag, magnitude: magnitude))
        }
        // Integers, and in JSON a few words among them that would mean a new entry (`"-"`,
        // `"NEW"`; a table's are read as null first: `TableInference`).
        let integers = fields.compactMap { field -> (field: String, words: [RankingShape.MovementValue])? in
            guard kinds[field]!.contains(.number), stats[field]!.allIntegers else { return nil }
            if kinds[field]!.isSubset(of: [.number, .null]) { return (field, []) }
            guard !readsTables, kinds[field]!.isSubset(of: [.number, .null, .string]), let words = newEntryWords(field, lists) else { return nil }
            return (field, words.map { .string($0) })
        }
        for (field, words) in integers {
            let low = stats[field]!.minimum ?? 0
            if low < 0 {
                // An arrow says its direction: a table's arrows are read as moves up positive.
                let arrows = writing.signedMoves.map { $0.arrows && JSONPointer.escape($0.column) == field } ?? false
                readings += [.signed(field, positiveIsUp: true, new: words)] + (arrows ? [] : [.signed(field, positiveIsUp: false, new: words)])
                // -1 where a rank would be: a new entry, as a chart's API may write it (a table's
                // -1 is read as null first: `TableInference`).
                if low == -1, !readsTables { readings.append(.previousRank(field, new: [.integer(-1)] + words)) }
            } else if low >= 1 || kinds[field]!.contains(.null) {
                readings.append(.previousRank(field, new: words))
            } else if !readsTables {
                // 0 where a rank would be: a new entry, as a chart's data often writes it (a
                // table's cell of 0 is read as null first: `TableInference`).
                readings.append(.previousRank(field, new: [.integer(0)] + words))
            }
        }
        // Words for the direction (a chart's `trend`, a leaderboard's 1, -1, 0), read after the
        // numbers: a previous rank that agrees as well says more. Each is read with each size
        // beside it (a field of integers never negative), and words alone too; integers alone
        // are read as signed moves above, and only -1, 0 and 1 are words.
        let sizes = fields.filter { kinds[$0] == [.number] && stats[$0]!.allIntegers && stats[$0]!.minimum ?? -1 >= 0 }
        // Integers say a direction by their sign: -1 and 1 both (not a flag's 0 and 1).
        let signs = { (field: String) in stats[field]!.allIntegers && stats[field]!.minimum == -1 && stats[field]!.maximum == 1 }
        for case .direction(let field, let words, let new, _) in fields.filter({ kinds[$0]!.isSubset(of: [.string, .number, .null]) && (!kinds[$0]!.contains(.number) || signs($0)) })
            .compactMap({ directionWords($0, rank: rank, identity: identity, order: order) }) {
            if kinds[field]!.contains(.string) { readings.append(.direction(field, words: words, new: new, size: nil)) }
            readings += sizes.filter { $0 != field }.map { .direction(field, words: words, new: new, size: $0) }
        }
        let agreements = agreement(readings, rank, identity, order)
        // A previous rank may be named by the year before the rank's (`Nov 2023` beside
        // `Nov 2024`, `2023 RANK` beside `2024 RANK`, as yearly indexes are published).
        let rankYear = PriorYearDiscovery.year(in: rank)
        let named = { (reading: MoveReading) -> Int in
            if case .flag = reading { return 1 }
            let lower = reading.fields[0].lowercased()
            if case .previousRank = reading, let rankYear, PriorYearDiscovery.year(in: reading.fields[0]) == rankYear - 1 { return 1 }
            // A change is named for what it is: a previous rank is not named `change`.
            if case .previousRank = reading, Self.isChangeName(reading.fields[0]) { return 0 }
            return Self.previousOrMoveWords.contains { lower.contains($0) } ? 1 : 0
        }
        // Where consecutive periods say nothing, the flag pair is read as the reference format's
        // (a boolean beside a size); the moves, where they exist, decide.
        // A direction says less than a number that agrees nearly as well (a previous rank with
        // a mistake or two): it is chosen only when it agrees better by five in a hundred. It
        // says less than itself beside a size, too, which can only agree less (its mistakes of
        // size count): read with a size the moves confirm, it is not read alone.
        let sized = Set(readings.indices.compactMap { index -> String? in
            guard case .direction(let field, _, _, _?) = readings[index], let agreement = agreements[index], agreement >= Self.leastAgreement else { return nil }
            return field
        })
        func score(_ index: Int) -> Double {
            guard let agreement = agreements[index] else { return -1 }
            if case .direction(let field, _, _, nil) = readings[index] { return sized.contains(field) ? -1 : agreement - 0.05 }
            return agreement
        }
        // Of readings that agree as well, one named for a move, then one that reads more fields
        // (a direction and its size, rather than the direction read as a signed move).
        let best = readings.indices.max { a, b in
            let x = score(a), y = score(b)
            return x != y ? x < y : (named(readings[a]), readings[a].fields.count) < (named(readings[b]), readings[b].fields.count)
        }
        guard let best, agreements[best].map({ $0 >= Self.leastAgreement }) ?? (named(readings[best]) > 0) else {
            // A reading that agrees with half the moves or more is named, so that it can be looked
            // at (and written by hand if the data holds that many mistakes).
            let closest = best.flatMap { best in agreements[best].flatMap { $0 >= 0.5 ? (readings[best].described, $0) : nil } }
            // Moves written as strings (`"+2"`, `"-1"`, as a scraper keeps a page's text) are
            // named, with what to write: JSON's moves are integers.
            let quoted = readsTables ? nil : fields.lazy.compactMap { field in self.movesWrittenAsText(field, lists).map { (field, $0) } }.first
            let evidence = closest.map { "no field reads as a move or a previous rank: the closest, \($0.0), agrees with \(Self.percent($0.1)) of the moves recomputed from consecutive periods" }
                ?? quoted.map { "no field reads as a move or a previous rank: /\($0.0) holds moves written as strings (\"\($0.1.text)\"): write them as integers (\($0.1.integer)) to have them checked" }
            return Movement(choice: Choice(key: "movement", value: "none", evidence: evidence ?? "no field reads as a move or a previous rank", alternative: nil),
                            configuration: .string("none"), fields: [])
        }
        let reading = readings[best], agreementOfBest = agreements[best]
        let checked = agreementOfBest.map { "; recomputed from consecutive periods, \(Self.percent($0)) of the moves agree" }
            ?? "; no consecutive periods to check it against"
        let alternative = readings.indices.first { $0 != best && (agreements[$0] ?? 0) >= Self.leastAgreement }
            .map { "\(readings[$0].described) (\(Self.percent(agreements[$0] ?? 0)) agree)" }
        switch reading {
        case .flag(let flag, let magnitude):
            return Movement(choice: Choice(key: "movement", value: "flag /\(flag), magnitude /\(magnitude)",
                                           evidence: "a boolean beside a size that is never negative" + (agreementOfBest == nil ? "" : checked), alternative: alternative),
                            configuration: .object(["flag": .string("/" + flag), "magnitude": .string("/" + magnitude)]), fields: reading.fields,
                            agreement: agreementOfBest)
        case .previousRank(let field, let new):
            // A column of whole numbers with an empty cell, as pandas writes it (2.0), is read by
            // its numbers here; the check reports each (RC004) until they are written as integers.
            let fractions = stats[field]!.someWrittenWithFraction ? "; written with a fraction (2.0), which RC004 reports and --fix writes as whole numbers" : ""
            let newEntries = !new.isEmpty ? " and \(Self.shown(new)) (new entries)" : kinds[field]!.contains(.null) ? " and null (new entries)" : ""
            var configuration: [String: JSONOutput] = ["previousRank": .string("/" + field)]
            if !new.isEmpty { configuration["new"] = .array(new.map(\.json)) }
            let byYear = rankYear.map { PriorYearDiscovery.year(in: field) == $0 - 1 } == true ? ", named by the year before the rank's" : ""
            return Movement(choice: Choice(key: "movement", value: "previousRank /\(field)\(new.isEmpty ? "" : ", \(Self.shown(new)) \(new.count == 1 ? "is" : "are") new")",
                                           evidence: "ranks\(newEntries)\(byYear)" + checked + fractions, alternative: alternative),
                            configuration: .object(configuration), fields: reading.fields, agreement: agreementOfBest, previousRank: field)
        case .direction(let field, let words, let new, let size):
            let saying = { (words: [RankingShape.MovementValue], meaning: String) in words.map { "\($0.text) \(meaning)" } }
            let meanings = saying(words.up, "up") + saying(words.down, "down") + saying(words.keep, "no move") + saying(new, "new")
            var configuration: [String: JSONOutput] = ["direction": .string("/" + field)]
            for (key, list) in [("up", words.up), ("down", words.down), ("keep", words.keep), ("new", new)] where !list.isEmpty {
                configuration[key] = key != "new" && list.count == 1 ? list[0].json : .array(list.map(\.json))
            }
            if let size { configuration["magnitude"] = .string("/" + size) }
            let written = size.map { "words for the direction (\(meanings.joined(separator: ", "))) beside the size /\($0)" }
                ?? "words for the direction alone (\(meanings.joined(separator: ", ")))"
            return Movement(choice: Choice(key: "movement", value: "direction /\(field)" + (size.map { ", magnitude /\($0)" } ?? ""),
                                           evidence: written + checked, alternative: alternative),
                            configuration: .object(configuration), fields: reading.fields, agreement: agreementOfBest)
        case .signed(let field, let up, let new):
            // A table read with `=` as no change in this column, or its moves as arrows, says so.
            let marks = writing.signedMoves.flatMap { JSONPointer.escape($0.column) == field ? $0 : nil }
            let written = marks.map { $0.arrows ? ", written with arrows (▲ up, ▼ down)" : " and = for no change" } ?? ""
            var configuration: [String: JSONOutput] = ["signed": .string("/" + field), "positiveIs": .string(up ? "up" : "down")]
            if !new.isEmpty { configuration["new"] = .array(new.map(\.json)) }
            return Movement(choice: Choice(key: "movement", value: "signed /\(field), positive is \(up ? "up" : "down")",
                                           evidence: "integers of both signs" + written
                                               + (new.isEmpty ? "" : " and \(Self.shown(new)) (new entries)") + checked, alternative: alternative),
                            configuration: .object(configuration), fields: reading.fields, agreement: agreementOfBest)
        }
    }

    /// The share of recomputed moves a reading must agree with to be proposed: a field whose
    /// every fifth move disagrees is more likely another column (a peak position, weeks on the
    /// chart) than a previous rank with that many mistakes.
    private static let leastAgreement = 0.8

    /// A share as a whole percentage (`90%` for 0.909).
    private static func percent(_ share: Double) -> String { "\(Int((share * 1000).rounded()) / 10)%" }

    /// The few words a field of integers holds besides them, as a chart writes a new entry's
    /// previous rank (`"-"`, `"NEW"`, `"RE"`): at most three, short and with no digit; nil for
    /// any other strings.
    private func newEntryWords(_ field: String, _ lists: [ListCandidate]) -> [String]? {
        var words: [String] = []
        for list in lists {
            let document = sources[list.file].document
            for entry in list.entries {
                guard let node = value(of: field, in: entry, list.file), document.kind(node) == .string else { continue }
                let word = document.string(node)
                guard !word.isEmpty, word.count <= 12, !word.contains(where: \.isNumber) else { return nil }
                if !words.contains(word) {
                    guard words.count < 3 else { return nil }
                    words.append(word)
                }
            }
        }
        return words.isEmpty ? nil : words
    }

    /// The first of a field's strings that is a signed integer (`"+2"`, `"-1"`), and its number,
    /// when every string of it is an integer, signed or not, or a word without digits (a new
    /// entry's `"NEW"`), and one at least is signed; nil otherwise.
    private func movesWrittenAsText(_ field: String, _ lists: [ListCandidate]) -> (text: String, integer: Int64)? {
        var signed: (text: String, integer: Int64)?
        for list in lists {
            let document = sources[list.file].document
            for entry in list.entries {
                guard let node = value(of: field, in: entry, list.file), document.kind(node) == .string else { continue }
                let text = document.string(node)
                let digits = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : Substring(text)
                if !digits.isEmpty, digits.count <= 15, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(text.hasPrefix("+") ? String(digits) : text) {
                    if signed == nil, digits.count < text.count, value != 0 { signed = (text, value) }
                } else if text.isEmpty || text.count > 12 || text.contains(where: \.isNumber) {
                    return nil
                }
            }
        }
        return signed
    }

    /// Values that mean a new entry as the evidence shows them: `0`, `"-"`.
    private static func shown(_ values: [RankingShape.MovementValue]) -> String {
        values.map { $0.json.rendered(pretty: false) }.joined(separator: ", ")
    }

    /// A field of words that say the move's direction (a chart's `trend`: `MOVE_UP`,
    /// `SAME_POSITION`, `NEW_ENTRY`; a leaderboard's 1, -1, 0), read from consecutive periods:
    /// each word stands for the direction that most of the entries written with it moved, at
    /// least four in five of them, or for a new entry when as many were not in the period
    /// before. Nil when the field has more than six words, or its words do not say both up
    /// and down. (The reading is of the direction alone: `inferMovement` pairs it with sizes.)
    private func directionWords(_ field: String, rank: String, identity: [String],
                                order: [(previous: ListCandidate, current: ListCandidate)]) -> MoveReading? {
        // For each word, how many entries written with it moved down, not at all, up, or were new.
        var seen: [RankingShape.MovementValue: [Int]] = [:], words: [RankingShape.MovementValue] = []
        for (previous, current) in order {
            let priorRanks = ranks(of: previous, rank: rank, identity: identity)
            let document = sources[current.file].document
            for entry in current.entries {
                guard let node = value(of: field, in: entry, current.file), let word = RankingShape.MovementValue(node, in: document),
                      let key = identityKey(entry, identity, current.file), let rankNode = value(of: rank, in: entry, current.file),
                      let now = document.wholeNumber(rankNode) else { continue }
                // Integers say a direction by their sign alone: other numbers are no such words,
                // nor are numbers written as text (`03`, a rank with leading zeros).
                if case .integer(let integer) = word, !(-1...1).contains(integer) { return nil }
                if case .string(let text) = word, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) { return nil }
                if seen[word] == nil {
                    guard words.count < 6 else { return nil }
                    words.append(word)
                    seen[word] = [0, 0, 0, 0]
                }
                let outcome = priorRanks[key].map { Int(($0 - now).signum()) + 1 } ?? 3
                seen[word]![outcome] += 1
            }
        }
        var up: [RankingShape.MovementValue] = [], down: [RankingShape.MovementValue] = [], keep: [RankingShape.MovementValue] = [], new: [RankingShape.MovementValue] = []
        for word in words {
            let counts = seen[word]!, total = counts.reduce(0, +)
            guard let most = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[most] * 5 >= total * 4 else { continue }
            switch most {
            case 0: down.append(word)
            case 1: keep.append(word)
            case 2: up.append(word)
            default: new.append(word)
            }
        }
        guard !up.isEmpty, !down.isEmpty else { return nil }
        return .direction(field, words: RankingShape.DirectionWords(up: up, down: down, keep: keep), new: new, size: nil)
    }

    /// The string fields of `fields` whose value changes from list to list of a file for more
    /// than one in twenty of the entries met in two of them (a chart's `trend`: `MOVE_UP`,
    /// `NEW_ENTRY`), not an attribute of the entry, each with that share and two of its values.
    private func changingStrings(_ fields: [String], identity: [String], _ lists: [ListCandidate]) -> [(field: String, share: Double, examples: [String])] {
        fields.compactMap { field in
            var first: [String: String] = [:], met = 0, changed = 0, values: [String] = []
            for list in lists {
                let document = sources[list.file].document
                for entry in list.entries {
                    // RC301 compares the lists of one file.
                    guard let node = value(of: field, in: entry, list.file), document.kind(node) == .string,
                          let name = identityKey(entry, identity, list.file) else { continue }
                    let key = "\(list.file)\u{1F}\(name)", text = document.string(node)
                    if values.count < 2, !values.contains(text) { values.append(text) }
                    guard let earlier = first[key] else {
                        first[key] = text
                        continue
                    }
                    met += 1
                    if earlier != text { changed += 1 }
                }
            }
            return changed > 1 && changed * 20 > met ? (field, Double(changed) / Double(met), values) : nil
        }
    }

    /// What a field holds across the lists, read in one pass: its kinds (null for missing),
    /// whether its numbers are all whole (`JSONDocument.wholeNumber`) and whether some is
    /// written with a fraction, and the smallest and the largest.
    private func valueStats(_ field: String, _ lists: [ListCandidate])
        -> (kinds: Set<JSONKind>, allIntegers: Bool, someWrittenWithFraction: Bool, minimum: Int64?, maximum: Int64?) {
        var kinds = Set<JSONKind>(), allIntegers = true, someWrittenWithFraction = false, low: Int64?, high: Int64?
        for list in lists {
            let document = sources[list.file].document
            for entry in list.entries {
                guard let node = value(of: field, in: entry, list.file) else { kinds.insert(.null); continue }
                let kind = document.kind(node)
                kinds.insert(kind)
                guard kind == .number else { continue }
                guard let number = document.wholeNumber(node) else {
                    allIntegers = false
                    continue
                }
                low = min(low ?? number, number)
                high = max(high ?? number, number)
                // A number's flag: written with a fraction or an exponent.
                if document[node].flag { someWrittenWithFraction = true }
            }
        }
        return (kinds, allIntegers, someWrittenWithFraction, low, high)
    }

    /// For each reading, the share of entries present in the previous period whose recorded
    /// value agrees with the move recomputed from it; nil without consecutive periods. Each
    /// pair of periods is read once for every reading. An entry new to the list that the
    /// reading gives a prior rank within the previous list (a peak position read as last
    /// week's rank: a new song's peak is its rank) disagrees too: RC402 would report it.
    private func agreement(_ readings: [MoveReading], _ rank: String, _ identity: [String],
                           _ order: [(previous: ListCandidate, current: ListCandidate)]) -> [Double?] {
        var agree = [Int](repeating: 0, count: readings.count), checked = 0
        var newClaims = [Int](repeating: 0, count: readings.count)
        for (previous, current) in order {
            let priorRanks = ranks(of: previous, rank: rank, identity: identity)
            let document = sources[current.file].document
            for entry in current.entries {
                guard let key = identityKey(entry, identity, current.file),
                      let rankNode = value(of: rank, in: entry, current.file), let now = document.wholeNumber(rankNode) else { continue }
                func recorded(_ field: String) -> Int64? { value(of: field, in: entry, current.file).flatMap(document.wholeNumber) }
                guard let prior = priorRanks[key] else {
                    for (index, reading) in readings.enumerated() where claimsPriorRank(reading, of: entry, now: now, within: Int64(previous.entries.count), current.file) {
                        newClaims[index] += 1
                    }
                    continue
                }
                checked += 1
                for (index, reading) in readings.enumerated() {
                    let agrees = switch reading {
                    case .signed(let field, let up, _): recorded(field) == (up ? prior - now : now - prior)
                    case .previousRank(let field, _): recorded(field) == prior
                    case .direction(let field, let words, _, let size):
                        value(of: field, in: entry, current.file).flatMap { RankingShape.MovementValue($0, in: document) }.flatMap(words.direction(of:))
                            == Int((prior - now).signum()) && (size.map { recorded($0) == abs(prior - now) } ?? true)
                    case .flag(let flag, let magnitude):
                        // Up by k: true and k; down by k or no move: false and k.
                        value(of: flag, in: entry, current.file).map { document.kind($0) == .true } == (prior > now) && recorded(magnitude) == abs(prior - now)
                    }
                    if agrees { agree[index] += 1 }
                }
            }
        }
        return readings.indices.map { checked == 0 ? nil : Double(agree[$0]) / Double(checked + newClaims[$0]) }
    }

    /// Whether a reading gives an entry of `file`, at rank `now`, a prior rank from 1 to `length`
    /// (a new entry's value that is not one the reading means a new entry by).
    private func claimsPriorRank(_ reading: MoveReading, of entry: Int, now: Int64, within length: Int64, _ file: Int) -> Bool {
        let document = sources[file].document
        func integer(_ field: String) -> Int64? {
            value(of: field, in: entry, file).flatMap { document.kind($0) == .number ? document.wholeNumber($0) : nil }
        }
        let prior: Int64?
        switch reading {
        case .previousRank(let field, let new):
            prior = integer(field).flatMap { new.contains(.integer($0)) ? nil : $0 }
        case .signed(let field, let up, let new):
            prior = integer(field).flatMap { new.contains(.integer($0)) ? nil : (up ? now + $0 : now - $0) }
        case .flag(let flag, let magnitude):
            guard let size = integer(magnitude), let isUp = value(of: flag, in: entry, file).map({ document.kind($0) == .true }) else { return false }
            prior = isUp ? now + size : now - size
        case .direction(let field, let words, _, let size?):
            guard let size = integer(size), let direction = value(of: field, in: entry, file).flatMap({ RankingShape.MovementValue($0, in: document) }).flatMap(words.direction(of:))
            else { return false }
            prior = now - Int64(direction) * size
        case .direction:
            return false
        }
        return prior.map { (1...max(1, length)).contains($0) } ?? false
    }

    /// Each entry's rank in a list, by its identity (`identityKey`).
    private func ranks(of list: ListCandidate, rank: String, identity: [String]) -> [String: Int64] {
        var ranks: [String: Int64] = [:]
        for entry in list.entries {
            if let key = identityKey(entry, identity, list.file), let node = value(of: rank, in: entry, list.file),
               let value = sources[list.file].document.wholeNumber(node) { ranks[key] = value }
        }
        return ranks
    }

    private func identityKey(_ entry: Int, _ identity: [String], _ file: Int) -> String? {
        var key = ""
        for field in identity {
            guard let node = value(of: field, in: entry, file) else { return nil }
            key += sources[file].document.string(node) + "\u{1F}"
        }
        return key
    }

    /// Whether a numeric field never gets worse as the rank does: descending (higher is
    /// better) or ascending, how many times it does, and how many neighbouring entries' values
    /// differ (the rest are ties); nil when it does not follow the rank, or is constant.
    private func scoreOrder(_ field: String, _ lists: [ListCandidate], rank: String) -> (descending: Bool, inversions: Int, differing: Int, tieMismatches: Int)? {
        var rises = 0, falls = 0, tieMismatches = 0
        for list in lists {
            let document = sources[list.file].document
            var pairs: [(rank: Int64, score: Double)] = []
            for entry in list.entries {
                if let rankNode = value(of: rank, in: entry, list.file), isUnranked(rankNode, in: document) { continue }
                guard let rankNode = value(of: rank, in: entry, list.file), let position = document.wholeNumber(rankNode),
                      let node = value(of: field, in: entry, list.file), document.kind(node) == .number,
                      let score = Double(document.sourceText(document[node].range)) else { return nil }
                pairs.append((position, score))
            }
            pairs.sort { $0.rank < $1.rank }
            for (a, b) in zip(pairs, pairs.dropFirst()) {
                if b.score > a.score { rises += 1 }
                if b.score < a.score { falls += 1 }
                if (a.rank == b.rank) != (a.score == b.score) { tieMismatches += 1 }
            }
        }
        // Nearly monotone: the few inversions (one, or one in fifty at most) are what RC104 reports.
        let total = rises + falls
        guard total > 0 else { return nil }
        if rises <= 1 || rises * 50 <= total, rises < falls { return (true, rises, total, tieMismatches) }
        if falls <= 1 || falls * 50 <= total, falls < rises { return (false, falls, total, tieMismatches) }
        return nil
    }
}
