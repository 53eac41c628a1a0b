/// The identity: the fewest fields unique in every list, ids before display names before
/// other text before numbers.
extension ShapeInference {
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
    func nearlyUnique(_ fields: [String], _ lists: [ListCandidate]) -> (field: String, repeats: Int)? {
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
