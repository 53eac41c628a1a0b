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

    /// A table's column without a name is most often a delimiter at the end of every line.
    private static let unnamedColumnHelp = "This column has no name: the header ends with a delimiter or has two in a row. Remove the extra delimiter from the header and the rows."

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        let doc = file.document
        let known = file.shape.isReference ? RankingFormat.fields.map(\.name) : file.shape.knownFields.sorted()
        let closeNames = CloseNames(known)
        let knownHelp = "Known fields: \(known.joined(separator: ", "))."
        var findings: [Finding] = []
        // A key repeated in every entry is compared with the known names once. Keys that do not
        // repeat are not remembered past the first thousand: kept, they would cost more than
        // comparing them.
        var suggestions: [String: String?] = [:]
        // A key at one place (a table's header cell, which every row's member shares) is one
        // finding: it names the list and the entry only while every row there has the same.
        // In JSON every member has a key of its own.
        let keysArePlacedOnce = doc.table == nil
        var findingAtKey: [Int: Int] = [:]
        // A list in another shape is one RC003 finding that names its fields, not one here per field.
        for list in file.lists where !list.irregular.isEmpty && file.requiredFieldsNoEntryHas(list).isEmpty {
            for entry in list.irregularEntries {
                for member in entry.unknownFields {
                    let keyRange = doc.keyRange(member)
                    if !keysArePlacedOnce, let earlier = findingAtKey[keyRange.start] {
                        if findings[earlier].list != list.name { findings[earlier].list = nil }
                        if findings[earlier].identity != nil, findings[earlier].identity != list.name(of: entry) {
                            findings[earlier].identity = nil
                        }
                        continue
                    }
                    let key = doc.key(member)
                    let suggestion: String?
                    if let cached = suggestions[key] {
                        suggestion = cached
                    } else {
                        suggestion = closeNames.closest(to: key)
                        if suggestions.count < 1_000 { suggestions[key] = suggestion }
                    }
                    if !keysArePlacedOnce { findingAtKey[keyRange.start] = findings.count }
                    findings.append(finding(
                        context, "unknown field '\(key)'", at: keyRange, list: list.name, identity: list.name(of: entry),
                        help: suggestion.map { "Did you mean '\($0)'?" }
                            ?? (key.isEmpty && doc.table != nil ? Self.unnamedColumnHelp : knownHelp),
                        fix: suggestion.map {
                            Fix(summary: "Rename '\(key)' to '\($0)'.", edits: [TextEdit(context.location(keyRange), "\"\($0)\"")], isSafe: false)
                        }))
                }
            }
        }
        return findings
    }
}
