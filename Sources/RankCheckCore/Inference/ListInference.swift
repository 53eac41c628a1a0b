/// Which arrays, or groups of rows, are the lists: each one at a pattern where the rank runs
/// 1…N, and the like arrays where it runs with mistakes; how many lists and entries a shape with
/// that rank finds; and the choice that says where the lists are.
extension ShapeInference {
    /// The lists a shape with the rank found reads, and the sample its choices are made on.
    struct FoundLists {
        /// Every list.
        let all: [ListCandidate]
        /// At most `sampleSize` of the lists where the rank runs, evenly spread.
        let sampled: [ListCandidate]
        /// Whether the rank only nearly runs 1…N (a gap or a repeat breaks it).
        let nearly: Bool
        /// Whether the lists are the first of a table read in part.
        let someLists: Bool
        /// What of a table read in part the choices are made on, as evidence ends with it
        /// (` (choices made on the first 40 in period order)`), or nothing.
        let madeOn: String
    }

    /// The lists at the patterns where `rank` runs (`scores` and `patterns` from `rankRuns`),
    /// and the like arrays where it runs with mistakes; counts them and their entries. nil, with
    /// `failure` said, when rows grouped by a column are seldom ranked.
    mutating func lists(in candidates: [ListCandidate], rank: String, scores rankScores: [String: Int], patterns rankedPatterns: [String: Set<String>]) -> FoundLists? {
        // Every array at a pattern where the rank was found is a list; choices are made on a sample.
        let ranked = candidates.filter { rankedPatterns[rank]!.contains($0.pattern) }
        let sampled = Self.sample(ranked)
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
            return nil
        }
        let listPatterns = rankedPatterns[rank]!.union(withMistakes.map(\.pattern))
        let lists = candidates.filter { listPatterns.contains($0.pattern) }
        // Pages of one ranking are no lists of their own: said, and no shape proposed, since each
        // later page would break its rank's run from 1.
        if let pages = pagesOfOneRanking(Self.sample(lists), rank: rank) {
            failure = pages
            return nil
        }
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
        return FoundLists(all: lists, sampled: sampled, nearly: nearly, someLists: someLists, madeOn: madeOn)
    }

    /// What `init` says when the lists are pages of one ranking, as an API pages a long one
    /// (`page-2.json` ranks 6…10 after `page-1.json`'s 1…5): each list's ranks run without a
    /// break or a repeat, and, in order of their first rank, from 1 and each from one more than
    /// the last of the one before; nil otherwise.
    func pagesOfOneRanking(_ lists: [ListCandidate], rank: String) -> String? {
        guard lists.count > 1 else { return nil }
        var runs: [(first: Int64, last: Int64, list: ListCandidate)] = []
        for list in lists {
            let ranks = rankValues(list, rank)
            guard ranks.missing == 0, let first = ranks.values.min(), let last = ranks.values.max(),
                  last - first == Int64(ranks.values.count - 1), Set(ranks.values).count == ranks.values.count else { return nil }
            runs.append((first, last, list))
        }
        runs.sort { $0.first < $1.first }
        guard runs[0].first == 1, zip(runs, runs.dropFirst()).allSatisfy({ $1.first == $0.last + 1 }) else { return nil }
        let place = { (list: ListCandidate) in
            readsTables ? sources[list.file].path : "\(sources[list.file].path)'s \(list.tokens.isEmpty ? "top-level array" : list.pattern)"
        }
        return "the \(readsTables ? "tables" : "lists") are pages of one ranking: \(place(runs[1].list)) ranks \(runs[1].first)…\(runs[1].last), going on from "
            + "\(place(runs[0].list)), which ranks 1…\(runs[0].last); rankcheck checks a ranking's list whole: "
            + (readsTables ? "join the pages' rows into one table to check them" : "join the pages' entries into one list to check them")
    }

    /// The choice that says where the lists are: for a table, the columns its rows are grouped
    /// by; for JSON, every array member of the top-level object (the default) or the patterns.
    /// Whether the lists are the default's.
    mutating func chooseLists(_ found: FoundLists) -> Bool {
        let (lists, nearly, madeOn) = (found.all, found.nearly, found.madeOn)
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
        return topLevelMembers
    }
}
