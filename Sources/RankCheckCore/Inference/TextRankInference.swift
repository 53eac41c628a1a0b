/// Ranks written as strings (`"3"`, `"T3"`), as a leaderboard's API writes positions: the
/// inference again on the documents with them written as numbers (`"textRanks"`).
extension ShapeInference {
    /// The inference with the first field (of at most three) whose strings, read as ranks,
    /// make one: a field of the first entries whose value is such a string. It is tried first
    /// with the fields whose every string reads as a rank or is a word (a new entry's `"-"`)
    /// written as numbers too, and kept when one of those is the previous rank: a previous
    /// rank an API writes as strings, as it writes the rank, is read so too (`"textRanks"`
    /// reads no other field's strings, such as a play count's).
    func inferenceReadingTextRanks(_ candidates: [ListCandidate]) -> ShapeInference? {
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
}
