/// RC006: the same key twice in one object.
public struct DuplicateKeyRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC006", name: "duplicate-key", defaultSeverity: .error,
        summary: "the same key twice in one object",
        rationale: """
        RFC 8259 leaves duplicate keys undefined: some readers keep the first value, most keep \
        the last, some fail. A ranking whose meaning depends on the reader is wrong. The finding \
        points at the second occurrence; rankcheck itself reads the last value, like most readers. \
        In a table (CSV, TSV), a header that names a column twice is the same problem; there \
        rankcheck reads the first of the two columns.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "rank": 2, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
            RuleExample("rank,townName,rank,isRankUp,rankFluctuation\n1,蕨,1,false,0", caption: "a table whose header names a column twice", language: "csv"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
            RuleExample("rank,townName,isRankUp,rankFluctuation\n1,蕨,false,0", language: "csv"),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        if file.document.table != nil {
            // A table's objects are written with each column once: its header is what repeats.
            return findings(ofTableProblems: .duplicateColumn, context, help: "Rename one of the two columns; readers disagree on which one a name means.")
        }
        let doc = file.document
        var findings: [Finding] = []
        var seen: [String: Int] = [:]
        // Entries the reader already found free of repeated keys (most of them) are skipped.
        var verified = [UInt64](repeating: 0, count: doc.nodes.count / 64 + 1)
        for list in context.lists {
            // By position: a copy moves the whole entry and counts a reference to its details.
            for position in list.entries.indices where list.entries[position].keysAreDistinctScalars {
                let node = list.entries[position].node
                verified[node >> 6] |= 1 << (node & 63)
            }
        }
        if file.rootKeysAreDistinct { verified[doc.root >> 6] |= 1 << (doc.root & 63) }
        // Words made when printed, from the repeated key's member and the first one's.
        let path = context.path
        let message = MessageMaker<(member: UInt32, first: UInt32)>(related: { [Location(path: path, range: doc.keyRange(Int($0.first)))] }) { repeated in
            let key = doc.key(Int(repeated.member))
            return FindingMessage("duplicate key '\(key)' in this object", help: "Remove one of the two; readers disagree on which value wins.",
                                  related: [RelatedLocation(Location(path: path, range: doc.keyRange(Int(repeated.first))), "first '\(key)' is here")])
        }
        // The tape is in document order, so one linear pass visits every object (no recursion).
        for index in doc.nodes.indices where doc.kind(index) == .object {
            if verified[index >> 6] & (1 << (index & 63)) != 0 || doc.hasDistinctPlainKeys(index) { continue }
            seen.removeAll(keepingCapacity: true)
            // Room for every key at once (counted by following the links, no hashing): a root
            // of 50,000 lists is not rehashed as it grows.
            let members = doc.children(index)
            seen.reserveCapacity(members.reduce(0) { count, _ in count + 1 })
            for member in members {
                let key = doc.key(member)
                if let first = seen[key] {
                    findings.append(finding(context, at: doc.keyRange(member),
                                            source: message.source((UInt32(truncatingIfNeeded: member), UInt32(truncatingIfNeeded: first)))))
                } else {
                    seen[key] = member
                }
            }
        }
        return findings
    }
}
