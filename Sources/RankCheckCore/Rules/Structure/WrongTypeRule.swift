/// RC004: a field has the wrong JSON type or is out of range.
public struct WrongTypeRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "RC004", name: "wrong-type", defaultSeverity: .error,
        summary: "a field of the wrong JSON type or range",
        rationale: """
        `rank` is an integer of at least 1, `rankFluctuation` an integer of at least 0, \
        `townName` a non-empty string, `isRankUp` a boolean and `availableLine` a string. \
        Integers are written as integers: `"3"`, `1.5`, `1.0`, `1e2`, `null` and numbers beyond \
        64 bits are all reported, since consumers of the data may parse them differently. \
        `--fix` writes an integer where the value stands for one: `"3"`, or `3.`, `#3` and \
        `3rd` as web pages write ranks and `=3`, `T3` and `3=` as they write a shared rank, \
        become `3`, `"1,001"` becomes `1001`, and `3.0` and `3e0` become `3`. An empty rank (null, \
        or an empty cell) below a rank is that rank when the next rank is where a tie of them all \
        goes on (2, empty, 4), as a table copied from a web page writes a tie's rank once. A previous rank of \
        `0`, or a word such as `NEW` where a previous rank or a signed move would be, gets a help \
        line: the shape's `"new"` says which values mean a new entry. So does a word in a direction \
        field the shape does not name (`SAME_POSITION` where its words came from weeks in which no \
        entry kept its rank), and an entry without a \
        rank named like a row that sums up the others (`Total`, `World`, `Average`): it is no \
        entry, and belongs outside the list. The shape's score, which RC104 compares, is a \
        number: a number in quotes is reported, and in a table so is one written with marks or a \
        unit the shape does not name (`"$4,500,000"`: `"table": {"thousands": ",", "units": ["$"]}`); \
        other text, such as a band's `67.7–70.1`, is no score, and RC104 passes it by.
        """,
        fix: .some("writes the integer a string or a whole number with a fraction stands for"),
        triggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": "1", "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#, caption: "a rank written as a string"),
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 1e2}]}"#, caption: "an integer written with an exponent"),
            RuleExample(#"{"townRankingsForRent": [{"rank": 0, "townName": "蕨", "isRankUp": "no", "rankFluctuation": 0}]}"#, caption: "rank 0 and a string for a boolean"),
        ],
        nonTriggeringExamples: [
            RuleExample(#"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線"}]}"#),
        ]
    )

    public func check(_ context: RuleContext) -> [Finding] {
        guard let file = context.file else { return [] }
        let doc = file.document
        var findings: [Finding] = []
        if let schema = file.invalidSchemaMember {
            findings.append(finding(context, "'$schema' must be a string, found \(doc.kind(schema))", at: doc[schema].range))
        }
        // The words are made when printed: the entry's checks are listed again, and the one
        // the finding is about says what is wrong.
        let path = context.path
        // The ranks that empty ranks stand for, by list and the empty rank's node: found in one
        // pass over each list that has an entry whose values did not all read.
        let tieRanks = file.lists.map { $0.irregular.isEmpty ? [:] : Self.ranksOfTiesWrittenOnce(in: $0, doc) }
        @Sendable func fault(_ found: Unreadable) -> (check: Check, fault: TypeFault, integer: Int64?)? {
            let check = checks(at: Int(found.position), of: file.lists[Int(found.list)], file)[Int(found.check)]
            var text: [UInt8] = []
            return doc.typeFault(check.node, check.type).map { fault in
                (check, fault, Self.integer(standingFor: check.node, fault: fault, type: check.type, in: doc, text: &text)
                    ?? tieRanks[Int(found.list)][check.node])
            }
        }
        let message = MessageMaker<Unreadable>(related: { _ in [] }, safeFix: { $0.isFixable }) { found in
            guard let (check, fault, integer) = fault(found) else { return FindingMessage("") }
            // A table written with a space after each delimiter: the space is in every cell.
            let text = doc.table != nil && doc.kind(check.node) == .string ? doc.string(check.node) : ""
            let spaced = text.first == " " || text.last == " "
            // An empty rank stands for one only below a tie's first entry.
            let sharesTie = doc.kind(check.node) == .null
            let fix = integer.map { integer in
                Fix(summary: sharesTie ? "Write the rank it shares with the entry above, `\(integer)` (a tie's rank written once)." : "Change '\(check.name)' to `\(integer)`.",
                    edits: [TextEdit(Location(path: path, range: doc[check.node].range), "\(integer)")], isSafe: true)
            }
            let list = file.lists[Int(found.list)], entry = list.entries[Int(found.position)]
            let isRank = entry.rank?.node == check.node
            let totals = isRank ? list.name(of: entry).flatMap(Self.totalsHelp) : nil
            let unranked = isRank ? Self.unrankedHelp(check, in: doc, words: file.shape.unranked) : nil
            let directionWord = Self.directionWordHelp(check, in: doc, movement: file.shape.movement)
            // A JSON rank written as a string a configured shape could read as one (`"3"`, `"T3"`).
            let textRank = isRank && doc.table == nil && !file.shape.isReference && doc.textRank(check.node) != nil
                ? "If the ranks are written as strings on purpose (an API's positions, \"T3\" for a shared rank), say so in the shape: `\"textRanks\": true`." : nil
            return FindingMessage(doc.words(of: fault, at: check.node, check.type, field: check.name),
                                  help: spaced ? "The cell is written with a space: \(TableFormat.spaceIsPartOfTheField(leading: text.first == " "))" : Self.newEntryHelp(check, isRank: isRank, in: doc) ?? totals ?? unranked ?? directionWord ?? textRank,
                                  fix: fix)
        }
        var text: [UInt8] = []
        for (listIndex, list) in file.lists.enumerated() where !list.irregular.isEmpty {
            for position in list.irregular where list.entries[position].hasUnreadableField {
                // Ask the document which values did not read (only for these few entries).
                for (index, check) in checks(at: position, of: list, file).enumerated() {
                    guard let fault = doc.typeFault(check.node, check.type) else { continue }
                    let found = Unreadable(list: UInt32(truncatingIfNeeded: listIndex), position: UInt32(truncatingIfNeeded: position),
                                           check: UInt32(truncatingIfNeeded: index),
                                           isFixable: Self.integer(standingFor: check.node, fault: fault, type: check.type, in: doc, text: &text) != nil
                                               || tieRanks[listIndex][check.node] != nil)
                    findings.append(finding(context, at: doc[check.node].range, list: list.name, identity: list.name(of: list.entries[position]),
                                            source: message.source(found)))
                }
            }
        }
        findings += scoreFindings(context, file)
        return findings
    }

    /// The shape's scores that are numbers written as text (RC104 passes text by): in JSON, a
    /// number in quotes; in a table, one written with marks or a unit the shape does not name
    /// (`"$4,500,000"`). Other text (a band's `67.7–70.1`, `n/a`) is no number, and no finding.
    private func scoreFindings(_ context: RuleContext, _ file: RankingFile) -> [Finding] {
        guard let score = file.shape.score, score.pointer != file.shape.rank else { return [] }
        let doc = file.document, name = file.fieldName(score.pointer)
        let delimiter = doc.table?.format.delimiter
        @Sendable func reading(_ node: Int) -> ScoreText? {
            let text = doc.string(node)
            if let json = TableColumns.jsonNumber(text) { return .quotedNumber(json) }
            return delimiter.flatMap { NumberMarks.reading(text, delimiter: $0) }.map(ScoreText.marked)
        }
        let message = MessageMaker<UInt32>(related: { _ in [] }) { node in
            let help = switch reading(Int(node)) {
            case .marked(let marks)?: "The cell reads as a number once the shape names how the table writes numbers: \"table\": {"
                + marks.configuration.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value.rendered(pretty: false))" }.joined(separator: ", ")
                + "} (`rankcheck init` finds it)."
            case .quotedNumber(let json)? where json != doc.string(Int(node)): "Write the number as JSON writes it, `\(json)`, without quotes."
            default: "Write the number without quotes."
            }
            return FindingMessage(doc.words(of: .wrongKind, at: Int(node), .score, field: name), help: help)
        }
        var findings: [Finding] = []
        for list in file.lists {
            for entry in list.entries {
                guard let node = score.pointer.resolve(in: doc, from: entry.node), doc.kind(node) == .string, reading(node) != nil else { continue }
                findings.append(finding(context, at: doc[node].range, list: list.name, identity: list.name(of: entry),
                                        source: message.source(UInt32(truncatingIfNeeded: node))))
            }
        }
        return findings
    }

    /// How a score's text reads as a number: a number in quotes (`json`, as JSON writes it:
    /// the text itself, or `3` for `+3`, `-2` for `−2`), or with a table's marks or units
    /// (`NumberMarks.reading`).
    private enum ScoreText {
        case quotedNumber(String)
        case marked(NumberMarks)
    }

    /// The integer an integer field's value stands for, when it is in the field's range: a
    /// whole number written with a fraction or exponent (`3.0`), or a string that reads as one
    /// (`"3"`, `"3."`, `"#3"`, `"3rd"`, `"=3"`), read into `text`. nil for any other value or field.
    private static func integer(standingFor node: Int, fault: TypeFault, type: RankingFormat.FieldType, in doc: JSONDocument,
                                text: inout [UInt8]) -> Int64? {
        let minimum: Int64
        switch type {
        case .integer(let least): minimum = least
        case .optionalRank: minimum = 1
        default: return nil
        }
        let integer: Int64?
        switch fault {
        case .notWrittenAsInteger: integer = doc.wholeNumber(node)
        case .wrongKind where doc.kind(node) == .string:
            text.removeAll(keepingCapacity: true)
            doc.appendText(of: node, to: &text)
            integer = integerWrittenAsText(text)
        default: integer = nil
        }
        guard let integer, integer >= minimum, integer.magnitude <= RankingFormat.FieldType.largestInteger.magnitude else { return nil }
        return integer
    }

    /// For a previous rank of 0 or a move written as a word (`NEW`, `-`), as charts write a new
    /// entry's: how the shape says that it means a new entry.
    private static func newEntryHelp(_ check: Check, isRank: Bool, in doc: JSONDocument) -> String? {
        let value: String
        switch (check.type, doc.kind(check.node)) {
        case (.optionalRank, .number) where doc.integer(check.node) == 0: value = "0"
        case (.textRank, .string) where isRank: return nil
        case (.optionalRank, .string), (.signedInteger, .string), (.textRank, .string):
            let text = doc.string(check.node)
            guard !text.isEmpty, text.count <= 12, integerWrittenAsText(text.utf8) == nil else { return nil }
            value = JSONOutput.string(text).rendered(pretty: false)
        default: return nil
        }
        let field = check.type == .signedInteger ? "signed" : "previousRank"
        return "If \(value) means a new entry, say so in the shape: `\"new\": [\(value)]` beside `\"\(field)\"`."
    }

    /// For a word a direction field holds that the shape does not name (a chart's
    /// `SAME_POSITION`, where the shape was written from weeks in which no entry kept its rank):
    /// where the shape names it.
    private static func directionWordHelp(_ check: Check, in doc: JSONDocument, movement: RankingShape.MovementEncoding) -> String? {
        guard case .direction(let pointer, let words, _) = movement, case .word = check.type, doc.kind(check.node) == .string,
              case let text = doc.string(check.node), !text.isEmpty, text.count <= 24 else { return nil }
        let word = JSONOutput.string(text).rendered(pretty: false)
        if words.keep.isEmpty {
            return "If \(word) says the entry kept its rank, say so in the shape: `\"keep\": \(word)` beside `\"direction\": \"\(pointer)\"`."
        }
        return "If \(word) is another word for a move, add it in the shape to `\"up\"`, `\"down\"`, `\"keep\"` or `\"new\"`, for the move it says."
    }

    /// For a word where a rank would be (`"WD"` in a golf leaderboard, `"DNF"` in a race's
    /// results): how the shape leaves such entries out, beside the words it names already.
    private static func unrankedHelp(_ check: Check, in doc: JSONDocument, words: [String?]) -> String? {
        guard doc.kind(check.node) == .string, case let text = doc.string(check.node), !text.isEmpty, text.count <= 12,
              !text.contains(where: \.isNumber) else { return nil }
        let named = (words + [text]).map { ($0.map(JSONOutput.string) ?? .null).rendered(pretty: false) }.joined(separator: ", ")
        return "If \(JSONOutput.string(text).rendered(pretty: false)) marks an entry outside the ranking (a withdrawal, a missed cut), say so in the shape: `\"unranked\": [\(named)]`."
    }

    /// The rank each empty rank (null, or an empty cell) of a list stands for, by its node, when
    /// the list writes a tie's rank once, on its first entry (as a table copied from a web page
    /// whose tied rows share one cell leaves the others empty): the rank of the entries above
    /// it, when the next rank below is the one a competition tie of them all goes on to (2,
    /// empty, 4). One pass over the list.
    private static func ranksOfTiesWrittenOnce(in list: RankingList, _ doc: JSONDocument) -> [Int: Int64] {
        var ranks: [Int: Int64] = [:]
        // The rank above, where its run of entries that hold it starts and ends, and the entries
        // since whose rank did not read.
        var shared: Int?, first = 0, last = 0
        var unread: [Int] = []
        for position in list.entries.indices {
            guard let field = list.entries[position].rank else { shared = nil; unread.removeAll(); continue }
            guard let rank = field.value else {
                unread.append(position)
                continue
            }
            if let shared, !unread.isEmpty, rank == shared + (position - first) {
                for blank in unread {
                    if let node = list.entries[blank].rank?.node, doc.kind(node) == .null { ranks[node] = Int64(shared) }
                }
            }
            if rank != shared || position != last + 1 { first = position }
            (shared, last) = (rank, position)
            unread.removeAll(keepingCapacity: true)
        }
        return ranks
    }

    /// For an entry without a rank named like a row that sums up the others (`Total`, `World`,
    /// `Average`, as a table's last row often is): that it is no entry.
    private static func totalsHelp(_ name: String) -> String? {
        let words = name.lowercased().split(whereSeparator: { !$0.isLetter })
        guard let first = words.first, words.count <= 2, ["total", "totals", "sum", "all", "overall", "world", "average", "mean", "grand"].contains(first) else { return nil }
        return "'\(name)' reads as a row that sums up the others, not an entry of the ranking: take it out of the list."
    }

    /// A value that did not read: its entry's list and position, and which of the entry's checks it failed.
    private struct Unreadable {
        let list: UInt32
        let position: UInt32
        let check: UInt32
        /// Whether it stands for an integer `--fix` writes (counted in the summary as found).
        let isFixable: Bool
    }

    /// The fields of an entry to check, with the type each must have.
    private func checks(at position: Int, of list: RankingList, _ file: RankingFile) -> [Check] {
        file.shape.isReference ? referenceChecks(list.entries[position]) : shapedChecks(at: position, of: list, file)
    }

    private typealias Check = (type: RankingFormat.FieldType, name: String, node: Int)

    /// The reference format's fields whose values did not read.
    private func referenceChecks(_ entry: RankingEntry) -> [Check] {
        let fields: [(RankingFormat.Field, Int?, Bool)] = [
            (RankingFormat.rank, entry.rank?.node, entry.rank?.value == nil),
            (RankingFormat.townName, entry.townName?.node, entry.townName?.value == nil),
            (RankingFormat.isRankUp, entry.isRankUp?.node, entry.isRankUp?.value == nil),
            (RankingFormat.rankFluctuation, entry.rankFluctuation?.node, entry.rankFluctuation?.value == nil),
            (RankingFormat.availableLine, entry.availableLine?.node, entry.availableLine?.value == nil),
        ]
        return fields.compactMap { field, node, unread in unread ? node.map { (field.type, field.name, $0) } : nil }
    }

    /// A configured shape names fields by pointer (by column, in a table): each is checked
    /// against the type of its role, the same types `RankingFile` reads them with.
    private func shapedChecks(at position: Int, of list: RankingList, _ file: RankingFile) -> [Check] {
        let shape = file.shape, entry = list.entries[position]
        var checks: [Check] = []
        if let node = entry.rank?.node, entry.rank?.value == nil { checks.append((shape.textRanks ? .textRank : RankingFormat.rank.type, file.fieldName(shape.rank), node)) }
        let parts = shape.identity.count == 1 ? [entry.townName?.node].compactMap { $0 } : file.identityParts(of: entry)
        for (pointer, node) in zip(shape.identity, parts) { checks.append((.identity, file.fieldName(pointer), node)) }
        switch shape.movement {
        case .flag(let flag, let magnitude):
            if let node = entry.isRankUp?.node { checks.append((RankingFormat.isRankUp.type, file.fieldName(flag), node)) }
            if let node = entry.rankFluctuation?.node { checks.append((RankingFormat.rankFluctuation.type, file.fieldName(magnitude), node)) }
        case .signed(let pointer, _):
            if let node = entry.signedMovement?.node { checks.append((.signedInteger, file.fieldName(pointer), node)) }
        case .previousRank(let pointer):
            if let node = entry.previousRank?.node { checks.append((shape.textRanks ? .textRank : .optionalRank, file.fieldName(pointer), node)) }
        case .direction(let pointer, let words, let size):
            if let node = entry.direction?.node ?? entry.sizedMovement?.node { checks.append((shape.directionFieldType(words), file.fieldName(pointer), node)) }
            if let size, let node = size.resolve(in: file.document, from: entry.node) { checks.append((RankingFormat.rankFluctuation.type, file.fieldName(size), node)) }
        case .none:
            break
        }
        for attribute in list.otherAttributes.of(position) where shape.attributes != nil {
            checks.append((.string(nonEmpty: false), JSONPointer(attribute.name).map(file.fieldName) ?? attribute.name, attribute.node))
        }
        return checks
    }
}
