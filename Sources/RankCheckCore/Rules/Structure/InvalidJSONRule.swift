/// RC001: the file is not well-formed UTF-8 JSON.
public struct InvalidJSONRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC001", name: "invalid-json", defaultSeverity: .error,
        summary: "not well-formed JSON, not UTF-8, or a byte order mark",
        rationale: """
        Ranking files must be strict RFC 8259 JSON in UTF-8: no comments, no trailing commas, \
        no single quotes, no NaN, no byte order mark. Other tools that read the published data \
        may reject or misread anything looser. The finding points at the first offending byte and \
        says what was expected there; no other rule runs on a file that does not parse. A file \
        in UTF-16, or a spreadsheet's workbook (`.xlsx`, `.xls`) named for checking, is said to \
        be one, with how to save it as text.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0,}]}"#, caption: "a trailing comma"),
            RuleExample(#"{"townRankingsForRent": [{'rank': 1}]}"#, caption: "single quotes"),
            RuleExample("{\"rank\": 1, \"townName\": \"蕨\"}\n{\"rank\": 2, \"townName\": \"川口\"}", caption: "JSON Lines, a value a line: the help says to write one array"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let error = context.syntaxError else { return [] }
        let help: String? = switch error.encoding {
        case .byteOrderMark: "Save the file as UTF-8 without a byte order mark."
        case .notUTF8: UTF8Sequence.saveAsUTF8Help()
        case .utf16: UTF8Sequence.saveUTF16AsUTF8Help()
        case .workbook: UTF8Sequence.saveSheetAsTableHelp
        case nil: error.valuesOnLines
            ? "The file holds a JSON value a line (JSON Lines); a ranking file is one JSON document: write the entries as one array, [{…}, {…}], or keep them as a CSV table."
            : nil
        }
        return [finding(context, error.message, at: error.range, help: help)]
    }
}
