/// RC005: an entry has a field that is not part of the format.
public struct UnknownFieldRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC005", name: "unknown-field", defaultSeverity: .warning,
        summary: "a field not in the format, with the closest known name",
        rationale: """
        A field the format does not define is usually a typo (`rankFluctation`), and a typo \
        means the real field is missing or stale. When a known field name is close, the finding \
        suggests it; renaming is offered as a fix that is shown but not applied automatically.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0, "rankFluctation": 0}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        let doc = file.document
        // A key at one place (a table's header cell, which every row's member shares) is one
        // finding: it names the list and the entry only while every row there has the same.
        // In JSON every member has a key of its own.
        let keysArePlacedOnce = doc.table == nil
        var unknownKeys: [UnknownKey] = []
        var foundAtKey: [Int: Int] = [:]
        // A list in another shape is one RC003 finding that names its fields, not one here per field.
        for list in file.lists where !list.irregular.isEmpty && file.requiredFieldsNoEntryHas(list).isEmpty {
            for position in list.irregular {
                let entry = list.entries[position]
                for member in list.unknownFields(at: position) {
                    let keyRange = doc.keyRange(member)
                    if !keysArePlacedOnce, let earlier = foundAtKey[keyRange.start] {
                        if unknownKeys[earlier].list != list.name { unknownKeys[earlier].list = nil }
                        if unknownKeys[earlier].identity != nil, unknownKeys[earlier].identity != list.name(of: entry) {
                            unknownKeys[earlier].identity = nil
                        }
                        continue
                    }
                    if !keysArePlacedOnce { foundAtKey[keyRange.start] = unknownKeys.count }
                    unknownKeys.append(UnknownKey(key: doc.key(member), range: keyRange, list: list.name, identity: list.name(of: entry)))
                }
            }
        }
        guard !unknownKeys.isEmpty else { return [] }
        // The closest known name, the help and the rename are worked out when a report prints
        // the finding: a file of a million unknown keys compares none of them under `--quiet`.
        let known = file.shape.isReference ? RankingFormat.fields.map(\.name) : file.shape.knownFields.sorted()
        let closeNames = CloseNames(known), path = context.path
        let keys = unknownKeys
        let message = MessageMaker<Int>(related: { _ in [] }) { index in
            let key = keys[index].key
            guard let suggestion = closeNames.closest(to: key) else {
                return FindingMessage("unknown field '\(key)'", help: "Known fields: \(known.joined(separator: ", ")).")
            }
            let rename = TextEdit(Location(path: path, range: keys[index].range), "\"\(suggestion)\"")
            return FindingMessage("unknown field '\(key)'", help: "Did you mean '\(suggestion)'?",
                                  fix: Fix(summary: "Rename '\(key)' to '\(suggestion)'.", edits: [rename], isSafe: false))
        }
        return keys.indices.map { index in
            finding(context, at: keys[index].range, list: keys[index].list, identity: keys[index].identity, source: message.source(index))
        }
    }

    /// A key the format does not define, where it is, and the list and entry it is found in
    /// (nil when a table's header key stands for rows of several).
    private struct UnknownKey: Sendable {
        let key: String
        let range: ByteRange
        var list: String?
        var identity: String?
    }
}
