/// The rank: a field whose integers run 1…N in a list (or nearly, or with shared ranks), the
/// words written for entries outside the ranking, and, where no field runs, what the data
/// writes instead (ranks as text, from 0, beside unranked rows, or not at all).
extension ShapeInference {
    /// The fields that run 1…N (or nearly, `rankIsNear`) in the lists looked at, each with how
    /// many lists it runs in and the patterns of those lists. The integer field that runs 1…N
    /// in the most candidate lists is the rank. When none does, the field that nearly does:
    /// data with a mistake in every list (a file of one list, with a gap) is what the check is
    /// for. A field named like a rank that nearly runs in as many lists is the rank rather than
    /// one that runs and is not (a row's number beside a rank with a mistake). Sets `unranked`
    /// and `tiesAreWrittenOnce` where the ranks run only when read so.
    mutating func rankRuns(in candidates: [ListCandidate]) -> (scores: [String: Int], patterns: [String: Set<String>]) {
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
        return (rankScores, rankedPatterns)
    }

    /// Why no field is the rank, said with what the data writes instead where that is known:
    /// ranks as text, beside rows that are not ranked, counted from 0, a table pandas wrote
    /// to JSON, entries keyed by name, or a list in order with no rank written.
    func noRankFound(in candidates: [ListCandidate]) -> String {
        let none = readsTables ? "no column holds integers that run 1…N" : "no array of objects has an integer field that runs 1…N"
        guard let written = rankWrittenAsText(in: candidates) else {
            let rows = readsTables ? "rows" : "entries"
            if let beside = rankBesideUnrankedEntries(in: candidates) {
                return none + "; '\(beside.field)' does in \(beside.entries - beside.unranked) of \(beside.entries) \(rows), and the other"
                    + " \(beside.unranked == 1 ? "holds" : "\(beside.unranked) hold") text (\"\(beside.first)\"): take out the \(rows) that are not ranked"
                    + " (a total, a group such as a union of countries), or give them ranks"
            }
            if let zeroBased = rankFromZero(in: candidates) {
                return none + "; \(zeroBased) runs 0…N−1, as a program counts places from 0: ranks start at 1, so write each one more (1 for the first)"
            }
            if !readsTables, let layout = sources.prefix(Self.sampleSize).lazy.compactMap({ TableLayoutInJSON.described(in: $0.document, file: $0.path) }).first {
                return none + "; " + layout
            }
            if !readsTables, let keyed = entriesKeyedByName() {
                return none + "; \(keyed.list) is an object of \(keyed.entries) entries keyed by name (\(keyed.names)) whose /\(JSONPointer.escape(keyed.rank)) runs 1…N,"
                    + " but a list is an array: write the entries as [{…}, {…}], each with its key as a field, to check them"
            }
            if let ordered = orderedWithoutRank(in: candidates) {
                return none + "; the \(rows) of \(ordered.list) are in order of \(ordered.field) (\(ordered.descending ? "highest" : "lowest") first), but none says its rank:"
                    + " rankcheck checks the ranks a ranking writes, so write each one's rank beside it (1 for the first)"
            }
            return none + "; is this ranking data?"
        }
        let sharedRank = written.shared.map { ", a shared rank \"\($0.text)\"" } ?? ""
        let sharedAdvice = written.shared.map { ", a shared rank as its number (\($0.integer)) with \"ties\": \"competition\"" } ?? ""
        return none + "; '\(written.field)' does, " + (written.first.allSatisfy(\.isNumber)
            ? "written as strings (\"\(written.first)\"\(sharedRank)): write its numbers without quotes\(sharedAdvice)"
            : "written as \"\(written.first)\"\(sharedRank): write its ranks as plain integers (\(written.integer))\(sharedAdvice)")
    }

    /// What `init` says of shared ranks, when a list looked at has one (`shared`, those whose
    /// next rank skips past them as competition ranks do among them): ties, or a mistake RC102
    /// reports; nil when no list shares a rank.
    func tiesChoice(_ ties: Bool, shared: [(rank: Int64, count: Int, skips: Bool)], competition: [(rank: Int64, count: Int, skips: Bool)], of lists: Int) -> Choice? {
        guard let example = (ties ? competition : shared).first else { return nil }
        let sharing = "\(shared.count) of \(plural(lists, readsTables ? "list" : "array")) \(shared.count == 1 ? "shares" : "share") a rank (\(example.rank) \(Self.times(example.count)))"
        let kept = example.skips ? "only \(sharing)" : "\(sharing), and the next rank is not \(example.rank + Int64(example.count)) as competition ranks skip to"
        return ties
            ? Choice(key: "ties", value: "competition", evidence: "\(sharing), as competition ranks do (1, 2, 2, 4)", alternative: nil)
            : Choice(key: "ties", value: "none (the default)", evidence: "\(kept): read as a mistake, which RC102 reports", alternative: "\"ties\": \"competition\", which allows shared ranks")
    }

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
    func rankingFields(_ candidate: ListCandidate, _ strictness: RankRun) -> [String] {
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
    func rankValues(_ candidate: ListCandidate, _ field: String) -> (values: [Int64], missing: Int) {
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
            } else if let value = document.boundedWholeNumber(node) {
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
    func isUnranked(_ node: Int, in document: JSONDocument) -> Bool {
        RankingShape.isUnranked(node, in: document, among: unranked)
    }

    /// How many of a list's entries are outside the ranking (`unranked`).
    func unrankedCount(_ candidate: ListCandidate, _ rank: String) -> Int {
        candidate.entries.filter { isOutsideRanking($0, rank: rank, file: candidate.file) }.count
    }

    /// Whether an entry's rank is one of the `unranked` words: it is outside the ranking.
    func isOutsideRanking(_ entry: Int, rank: String, file: Int) -> Bool {
        value(of: rank, in: entry, file).map { isUnranked($0, in: sources[file].document) } ?? false
    }

    /// The words a field of the first entry looked at holds below its integers (`wordsBelowRanks`).
    func unrankedWords(in candidates: [ListCandidate]) -> [String?]? {
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
                if let value = document.boundedWholeNumber(node) {
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
    func rankWrittenAsText(in candidates: [ListCandidate]) -> (field: String, first: String, integer: Int64, shared: (text: String, integer: Int64)?)? {
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
    func rankBesideUnrankedEntries(in candidates: [ListCandidate]) -> (field: String, unranked: Int, entries: Int, first: String)? {
        for candidate in Self.sample(candidates) {
            let document = sources[candidate.file].document
            guard let first = candidate.entries.first else { continue }
            for member in document.children(first).prefix(Self.fieldsRead) {
                let key = document.key(member)
                var values: [Int64] = [], texts: [String] = []
                for entry in candidate.entries {
                    guard let node = document.member(entry, key) else { break }
                    if let value = document.boundedInteger(node) {
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
    func orderedWithoutRank(in candidates: [ListCandidate]) -> (list: String, field: String, descending: Bool)? {
        var found: (list: String, field: String, descending: Bool, entries: Int)?
        for candidate in Self.sample(candidates) where candidate.entries.count >= 3 && candidate.entries.count > found?.entries ?? 0 {
            let document = sources[candidate.file].document
            guard let first = candidate.entries.first else { continue }
            // Fields of the entry and of the objects in it (a rating under `/perfs/blitz`).
            for (field, node) in Self.scalarFields(of: first, in: document) where document.kind(node) == .number {
                let values = candidate.entries.compactMap { entry in
                    value(of: field, in: entry, candidate.file).flatMap { document.kind($0) == .number ? Double(document.sourceText(document[$0].range)) : nil }
                }
                guard values.count == candidate.entries.count, values.first != values.last else { continue }
                let pairs = zip(values, values.dropFirst())
                let descending = pairs.allSatisfy { $0 >= $1 }
                guard descending || pairs.allSatisfy({ $0 <= $1 }) else { continue }
                // A table's rows are its file's, their fields its columns.
                let list = readsTables ? sources[candidate.file].path : candidate.tokens.isEmpty ? "the top-level array" : candidate.pattern
                found = (list, readsTables ? "'\(Self.name(ofField: field))'" : "/" + field, descending, candidate.entries.count)
                break
            }
        }
        return found.map { ($0.list, $0.field, $0.descending) }
    }

    /// The field named as a rank is (`'rank'` in a table, `/rank` in JSON) whose integers run
    /// 0…N−1 in every sampled list of two or more entries, as a program's index of places
    /// does; nil when none does.
    func rankFromZero(in candidates: [ListCandidate]) -> String? {
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
    func entriesKeyedByName() -> (list: String, entries: Int, names: String, rank: String)? {
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
    func entryKeys(_ candidate: ListCandidate) -> Set<String>? {
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
    func sharedRank(_ candidate: ListCandidate, _ rank: String) -> (rank: Int64, count: Int, skips: Bool)? {
        let values = rankValues(candidate, rank).values
        var counts: [Int64: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        let ranks = counts.keys.sorted()
        let shared = ranks.indices.filter { counts[ranks[$0]]! > 1 }
        guard let lowest = shared.first else { return nil }
        let skips = shared.contains { $0 + 1 == ranks.count || ranks[$0 + 1] == ranks[$0] + Int64(counts[ranks[$0]]!) }
        return (ranks[lowest], counts[ranks[lowest]]!, skips)
    }

    static func times(_ count: Int) -> String {
        switch count {
        case 1: "once"
        case 2: "twice"
        case 3: "three times"
        default: "\(count) times"
        }
    }
}
