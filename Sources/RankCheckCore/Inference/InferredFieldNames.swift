/// What a field's name says it holds, as `init` reads it: a rank (`rank`, `position`, `順位`),
/// a place or time on the chart (`peak`, `weeks`), a score, a change, an id or a display name;
/// and which of two fields that fit alike is the better choice.
extension ShapeInference {
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
    static let previousOrMoveWords = ["last", "prev", "move", "change", "vorjahr", "vorwoche", "vormonat", "vorig", "letzte",
                                              "précédent", "precedent", "anterior", "precedente", "vorige", "前回", "前週", "先週", "前年",
                                              "前月", "上周", "上期", "上次", "지난"] + changeWords

    /// Whether a field's name says it holds last period's rank (`Last`, `prev_rank`,
    /// `Vorjahr`), not a change.
    static func isPreviousPeriodName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !isChangeName(name) && previousOrMoveWords.contains { lower.contains($0) }
    }

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
    static let idNames = ["id", "code", "key", "slug", "uri"]
    static let displayNames = ["townName", "name", "title", "song", "player", "team", "artist", "language"]

    /// Whether `a` is a better choice than `b`: more lists, then a preferred name.
    func better(_ a: String, than b: String, scores: [String: Int], preferring names: [String]) -> Bool {
        if scores[a] != scores[b] { return scores[a]! > scores[b]! }
        let rankA = names.firstIndex(of: a.lowercased()) ?? names.count, rankB = names.firstIndex(of: b.lowercased()) ?? names.count
        if rankA != rankB { return rankA < rankB }
        // Of fields named by years (a table of a rank a year, `2023`, `2024`), the latest year's
        // is the period's own; the years before it are its past.
        if let yearA = PriorYearDiscovery.year(in: a), let yearB = PriorYearDiscovery.year(in: b), yearA != yearB { return yearA > yearB }
        return a < b
    }
}
