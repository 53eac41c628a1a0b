/// The identity: the fewest fields unique in every list, ids before display names before
/// other text before numbers.
extension ShapeInference {
    /// The identity chosen from `fields`, and its choice: the one field unique in every list
    /// that says most what it is (an id, then a display name, then text); where the best is a
    /// number that happens to differ (streams, points), two text fields unique together, or
    /// one unique but for a few repeats (RC103 reports them). nil when none is.
    func identity(from fields: [String], in sampled: [ListCandidate]) -> (fields: [String], choice: Choice)? {
        let singles = fields.filter { field in sampled.allSatisfy { isUnique($0, [field]) } }
        let kinds = Dictionary(uniqueKeysWithValues: singles.map { ($0, identityKind($0, in: sampled)) })
        let best = singles.max(by: { kinds[$0]! < kinds[$1]! })
        // A number that happens to differ from entry to entry (streams, points) names the entries
        // only when no text does: text fields unique together, or one whose value repeats once
        // in a hundred entries.
        let bestIsText = best.map { kinds[$0]! > .number } ?? false
        let pair = bestIsText ? nil : pairs(fields.filter { isTextual($0, sampled) }).first(where: { pair in sampled.allSatisfy { isUnique($0, pair) } })
        let near = bestIsText || pair != nil ? nil : nearlyUnique(fields, sampled)
        if let best, bestIsText || pair == nil && near == nil {
            // Another reading worth naming: an id, a name or a text, not a number that happens to differ.
            let other = singles.first { $0 != best && kinds[$0]! >= .text }
            return ([best], Choice(key: "identity", value: "/" + best, evidence: "present and unique in every list",
                                   alternative: other.map { "/\($0) is unique too; \(Self.preferenceReason(kinds[best]!, over: kinds[$0]!))" }))
        }
        if let pair {
            return (pair, Choice(key: "identity", value: pair.map { "/" + $0 }.joined(separator: " + "),
                                 evidence: "unique together in every list; no single field is\(best.map { " but /\($0), a number" } ?? "")", alternative: nil))
        }
        guard let near else { return nil }
        // A name repeated in a list is a mistake the check is for, as a rank that nearly runs
        // 1…N is (a top-sites list that names a site twice).
        return ([near.field], Choice(key: "identity", value: "/" + near.field,
                                     evidence: "present in every entry, and unique in every list but for "
                                         + (near.repeats == 1 ? "one repeated value (RC103 reports it)" : "\(near.repeats) repeated values (RC103 reports them)"),
                                     alternative: nil))
    }

    func isUnique(_ list: ListCandidate, _ fields: [String]) -> Bool {
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
                      document.kind(node) == .string || document.boundedInteger(node) != nil else { return nil }
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
    func nearlyUnique(_ fields: [String], _ lists: [ListCandidate]) -> (field: String, repeats: Int)? {
        let entries = lists.reduce(0) { $0 + $1.entries.count }
        guard entries >= 20 else { return nil }
        let most = max(1, entries / 100)
        return fields.filter { isTextual($0, lists) }.compactMap { field in
            totalRepeats(of: field, in: lists, atMost: most).flatMap { $0 <= most ? (field, $0) : nil }
        }.min { $0.repeats < $1.repeats }
    }

    /// How many entries of the lists repeat an earlier one's value of `field` in their list,
    /// counted up to one past `most`; nil when an entry lacks it.
    private func totalRepeats(of field: String, in lists: [ListCandidate], atMost most: Int) -> Int? {
        var total = 0
        for list in lists {
            guard let found = repeats(in: list, of: [field], atMost: most - total) else { return nil }
            total += found
            if total > most { break }
        }
        return total
    }

    /// Where no identity is found, the text field in every entry whose values repeat least, and
    /// its first repeat, as a failure says it: "/song, which names 'Stay' twice in the list
    /// 2021-11-20 of hot-100.csv (and 3 more repeats)", so a mistake that hides the identity is
    /// seen. nil when no text field is in every entry.
    func nearestIdentity(_ fields: [String], _ lists: [ListCandidate]) -> String? {
        let counted = fields.filter { isTextual($0, lists) }.compactMap { field in
            totalRepeats(of: field, in: lists, atMost: .max).map { (field: field, repeats: $0) }
        }
        guard let nearest = counted.min(by: { $0.repeats < $1.repeats }), nearest.repeats > 0 else { return nil }
        for list in lists {
            let document = sources[list.file].document
            let values = list.entries.compactMap { entry in value(of: nearest.field, in: entry, list.file).map(document.string) }
            var seen = Set<String>()
            guard let repeated = values.first(where: { !seen.insert($0).inserted }) else { continue }
            let times = values.count { $0 == repeated }
            // A table's list is named by its `listBy` value; a table of one list, or JSON, by its file.
            let label = listBy.isEmpty ? nil : list.parent.flatMap { document.member($0, TableTranscoder.labelMember) }
            let more = nearest.repeats - (times - 1)
            return "/\(nearest.field), which names '\(repeated)' \(times == 2 ? "twice" : "\(times) times") in "
                + (label.map { "the list \(document.string($0)) of " } ?? "") + sources[list.file].path
                + (more > 0 ? " (and \(more) more \(more == 1 ? "repeat" : "repeats"))" : "")
        }
        return nil
    }

    func isTextual(_ field: String, _ lists: [ListCandidate]) -> Bool {
        guard let list = lists.first, let entry = list.entries.first, let node = value(of: field, in: entry, list.file) else { return false }
        return sources[list.file].document.kind(node) == .string
    }

    /// The text field a reader knows an entry by: one named like a title (`track_name`, `title`,
    /// `song`) before one named like a name (`name`, `artist_names`), the first of those.
    func displayField(_ fields: [String], _ lists: [ListCandidate]) -> String? {
        func score(_ field: String) -> Int {
            let lower = field.lowercased()
            if ["title", "track", "song"].contains(where: lower.contains) { return 2 }
            return lower.contains("name") ? 1 : 0
        }
        return fields.filter { score($0) > 0 && isTextual($0, lists) }.max { score($0) < score($1) }
    }

    func pairs(_ fields: [String]) -> [[String]] {
        fields.indices.flatMap { i in fields.indices.filter { $0 > i }.map { [fields[i], fields[$0]] } }
    }

    /// What an identity field is, in the order it is preferred: an id names an entry for good,
    /// a display name for its readers, a text at least is no number that happens to differ
    /// (last year's rank, a score).
    enum IdentityKind: Int, Comparable {
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
    static func preferenceReason(_ kept: IdentityKind, over other: IdentityKind) -> String {
        guard kept > other else { return "the first is kept" }
        return "\(kept.described) is preferred to \(other.described)"
    }

    /// What kind of identity a field is: an id (`id`, `…_code`), a display name (`name`,
    /// `title`), another field of strings, another field.
    func identityKind(_ field: String, in lists: [ListCandidate]) -> IdentityKind {
        let last = field.split(separator: "/").last.map(String.init)?.lowercased() ?? field
        if Self.idNames.contains(where: { last == $0 || last.hasSuffix("_" + $0) || last.hasSuffix($0) && last.count > $0.count }) { return .id }
        if Self.displayNames.contains(where: { last == $0.lowercased() }) { return .displayName }
        return isTextual(field, lists) ? .text : .number
    }
}
