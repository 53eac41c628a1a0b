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
        says what was expected there; no other rule runs on a file that does not parse.
        """,
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0,}]}"#, caption: "a trailing comma"),
            RuleExample(#"{"townRankingsForRent": [{'rank': 1}]}"#, caption: "single quotes"),
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
        case nil: nil
        }
        return [finding(context, error.message, at: error.range, help: help)]
    }
}
