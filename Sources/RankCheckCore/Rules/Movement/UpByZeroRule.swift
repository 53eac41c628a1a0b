/// RC201: `isRankUp: true` with `rankFluctuation: 0`.
public struct UpByZeroRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC201", name: "up-by-zero", defaultSeverity: .error,
        summary: "isRankUp is true but rankFluctuation is 0",
        rationale: """
        A move of zero is "keep", and keep is written `"isRankUp": false, "rankFluctuation": 0`. \
        `isRankUp: true` with a zero move contradicts itself: either the flag or the size is \
        wrong. Without last year's file rankcheck cannot tell which, so the fix (setting the flag \
        to false) is shown but not applied; with last year's file, RC401 computes the true move.
        """,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 0}]}"#),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        // The configured names of the two fields (the reference format's by default).
        var names = ("isRankUp", "rankFluctuation")
        if case .flag(let flag, let magnitude) = context.file?.shape.movement {
            names = (flag.tokens.joined(separator: "/"), magnitude.tokens.joined(separator: "/"))
        }
        let (flagName, magnitudeName) = names, entryWord = context.entryWord, path = context.path
        // The words and the fix are made when printed, from where the flag is.
        let message = MessageMaker<ByteRange>(related: { _ in [] }) { flag in
            FindingMessage("'\(flagName)' is true but '\(magnitudeName)' is 0: a zero move is \"keep\", written with '\(flagName)' false",
                           fix: Fix(summary: "Change `true` to `false` if the \(entryWord) kept its rank.",
                                    edits: [TextEdit(Location(path: path, range: flag), "false")], isSafe: false))
        }
        var findings: [Finding] = []
        for list in context.lists {
            // By position: a copy moves the whole entry and counts a reference to its details, and few entries are findings.
            for position in list.entries.indices {
                guard let flag = list.entries[position].isRankUp, flag.value == true, list.entries[position].rankFluctuation?.value == 0 else { continue }
                let range = context.range(of: flag)
                findings.append(finding(context, at: range, list: list.name, identity: list.name(of: list.entries[position]),
                                        source: message.source(range)))
            }
        }
        return findings
    }
}
