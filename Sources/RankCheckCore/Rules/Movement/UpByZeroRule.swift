/// RC201: `isRankUp: true` with `rankFluctuation: 0`, or a direction its size contradicts.
public struct UpByZeroRule: Rule {
    public init() {}

    /// A leaderboard's shape that writes a move as a direction (1, -1, 0) and its size.
    private static let directionShape = #"{"lists": ["/players"], "rank": "/rank", "identity": ["/name"], "movement": {"direction": "/trend/direction", "up": 1, "down": -1, "keep": 0, "magnitude": "/trend/delta"}}"#

    public let description = RuleDescription(
        id: "RC201", name: "up-by-zero", defaultSeverity: .error,
        summary: "isRankUp is true but rankFluctuation is 0",
        rationale: """
        A move of zero is "keep", and keep is written `"isRankUp": false, "rankFluctuation": 0`. \
        `isRankUp: true` with a zero move contradicts itself: either the flag or the size is \
        wrong. Without last year's file rankcheck cannot tell which, so the fix (setting the flag \
        to false) is shown but not applied; with last year's file, RC401 computes the true move. \
        In a shape that writes a direction beside the move's size (`"direction"` with \
        `"magnitude"`), a move up or down of 0, and no move of more than 0, contradict \
        themselves the same way.
        """,
        triggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": true, "rankFluctuation": 0}]}"#),
            RuleExample(#"{"players": [{"rank": 1, "name": "A", "trend": {"direction": 0, "delta": 2}}]}"#, shape: directionShape,
                        caption: "no move (0), but a size of 2"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#),
            RuleExample(#"{"players": [{"rank": 1, "name": "A", "trend": {"direction": 1, "delta": 2}}]}"#, shape: directionShape),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        if case .direction(let direction, let words, let size?)? = context.file?.shape.movement, let file = context.file {
            return contradictions(context, file, direction: direction, words: words, size: size)
        }
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

    /// A direction and a size beside it that contradict each other: up or down by 0, or no move
    /// of more than 0. The model reads no move from them (`RankingEntry.sizedMovement`), so
    /// each entry whose move could not be read is read again here. A move of 0 is no move, so
    /// the fix of a move up or down by 0 (where the shape has a word for no move) writes that
    /// word, unapplied: the size may be what is wrong.
    private func contradictions(_ context: RuleContext, _ file: RankingFile, direction: JSONPointer, words: RankingShape.DirectionWords,
                                size: JSONPointer) -> [Finding] {
        let document = file.document, entryWord = context.entryWord, path = context.path
        let (directionName, sizeName) = (file.fieldName(direction), file.fieldName(size))
        // The words and the fix are made when printed, from where the direction is and the size.
        let message = MessageMaker<Contradiction>(related: { _ in [] }) { found in
            guard let word = RankingShape.MovementValue(Int(found.direction), in: document), let said = words.direction(of: word) else { return FindingMessage("") }
            if said == 0 {
                return FindingMessage("'\(directionName)' says no move, \(word.text), but '\(sizeName)' is \(found.places): a move of \(found.places) has a direction")
            }
            let fix = words.word(for: 0).map { keep in
                Fix(summary: "Change `\(word.text)` to `\(keep.text)` if the \(entryWord) kept its rank.",
                    edits: [TextEdit(Location(path: path, range: document[Int(found.direction)].range), keep.json.rendered(pretty: false))], isSafe: false)
            }
            return FindingMessage("'\(directionName)' says \(said > 0 ? "up" : "down"), \(word.text), but '\(sizeName)' is 0: a move of 0 is no move", fix: fix)
        }
        var findings: [Finding] = []
        for list in context.lists {
            for position in list.irregular {
                let entry = list.entries[position]
                guard let move = entry.sizedMovement, move.value == nil,
                      let said = RankingShape.MovementValue(move.node, in: document).flatMap(words.direction(of:)),
                      let sizeNode = size.resolve(in: document, from: entry.node), let places = document.integer(sizeNode), places >= 0,
                      (said == 0) != (places == 0) else { continue }
                findings.append(finding(context, at: document[move.node].range, list: list.name, identity: list.name(of: entry),
                                        source: message.source(Contradiction(direction: UInt32(truncatingIfNeeded: move.node), places: places))))
            }
        }
        return findings
    }

    /// A direction's node and the size beside it that contradicts it.
    private struct Contradiction: Sendable {
        let direction: UInt32
        let places: Int64
    }
}
