/// Where a ranking's lists, ranks, identities and movements live in a file (config `shape`).
/// The default is the reference format, so reference data needs no configuration.
public struct RankingShape: Sendable, Equatable {
    /// How an entry states its move since last year.
    public enum MovementEncoding: Sendable, Equatable {
        /// `isRankUp` (boolean) and `rankFluctuation` (size ≥ 0): the reference format.
        case flag(flag: JSONPointer, magnitude: JSONPointer)
        /// One signed integer; `positiveIsUp` says which sign means "moved up".
        case signed(JSONPointer, positiveIsUp: Bool)
        /// Last period's rank itself; `null` or a missing field means a new entry.
        case previousRank(JSONPointer)
        /// A word for the move's direction (a chart's `trend`: `MOVE_UP`, `MOVE_DOWN`,
        /// `SAME_POSITION`, or a leaderboard's 1, -1, 0), and the size of the move in another
        /// field (`magnitude`), or none: the direction alone. `null` means a new entry.
        case direction(JSONPointer, words: DirectionWords, magnitude: JSONPointer?)
        /// No movement is recorded.
        case none

        /// The pointers the encoding reads.
        public var pointers: [JSONPointer] {
            switch self {
            case .flag(let flag, let magnitude): [flag, magnitude]
            case .signed(let pointer, _), .previousRank(let pointer), .direction(let pointer, _, nil): [pointer]
            case .direction(let pointer, _, let magnitude?): [pointer, magnitude]
            case .none: []
            }
        }

        /// The pointer of signed moves, or nil for another encoding.
        public var signedPointer: JSONPointer? {
            if case .signed(let pointer, _) = self { pointer } else { nil }
        }

        /// The pointer of last period's ranks, or nil for another encoding.
        public var previousRankPointer: JSONPointer? {
            if case .previousRank(let pointer) = self { pointer } else { nil }
        }
    }

    /// The words a direction is written with (strings, or integers such as 1, -1 and 0): each
    /// direction's first is the one a fix writes.
    public struct DirectionWords: Sendable, Equatable {
        public var up: [MovementValue]
        public var down: [MovementValue]
        /// No move; none: a direction field never says so.
        public var keep: [MovementValue]

        public init(up: [MovementValue], down: [MovementValue], keep: [MovementValue]) {
            (self.up, self.down, self.keep) = (up, down, keep)
        }

        /// The direction a word says (1 up, -1 down, 0 no move); nil for any other word.
        public func direction(of word: MovementValue) -> Int? {
            up.contains(word) ? 1 : down.contains(word) ? -1 : keep.contains(word) ? 0 : nil
        }

        /// The word a fix writes for a move of `delta` (positive is up); nil when no word says it.
        public func word(for delta: Int) -> MovementValue? {
            delta > 0 ? up.first : delta < 0 ? down.first : keep.first
        }

        /// Every word, as messages list them.
        public var all: [MovementValue] { up + down + keep }
    }

    /// Patterns of the arrays that are ranking lists; nil means every array member of the
    /// top-level object (the reference format, where `$schema` is allowed beside them).
    public var lists: [JSONPointer]?
    public var rank: JSONPointer
    /// The values that together identify an entry across lists and years.
    public var identity: [JSONPointer]
    /// The values messages name an entry by, joined as a composite identity's are, where the
    /// identity is an id (`"/track_name"` beside `"/uri"`); none: the identity names it.
    /// Baselines and fingerprints keep the identity.
    public var displayName: [JSONPointer] = []
    public var movement: MovementEncoding
    /// Values of a signed move, previous rank or direction that mean a new entry, as null does
    /// (`"new": [0, "NEW"]` in the movement object).
    public var newEntryValues: [MovementValue] = []

    /// The words among `newEntryValues`.
    public var newEntryWords: [String] { newEntryValues.compactMap { if case .string(let word) = $0 { word } else { nil } } }

    /// The values a direction field of `words` may hold: its words and those that mean a new entry.
    func directionFieldType(_ words: DirectionWords) -> RankingFormat.FieldType {
        .word(of: words.all + newEntryValues)
    }

    /// A value of a movement field that says something by itself: a new entry (a chart's
    /// previous rank 0, `"NEW"`) or a direction (`"MOVE_UP"`, a leaderboard's 1).
    public enum MovementValue: Sendable, Hashable {
        case integer(Int64)
        case string(String)

        var json: JSONOutput {
            switch self {
            case .integer(let value): .int(Int(value))
            case .string(let text): .string(text)
            }
        }

        /// As a message quotes it: a string's text, or the integer.
        public var text: String {
            switch self {
            case .integer(let value): String(value)
            case .string(let text): text
            }
        }

        /// As a list of them is shown: a string in quotes (`'up'`), an integer without (`-1`).
        var quoted: String {
            if case .string(let text) = self { "'\(text)'" } else { text }
        }

        /// The value of `node`, when it is a string or an integer.
        init?(_ node: Int, in document: JSONDocument) {
            switch document.kind(node) {
            case .string: self = .string(document.string(node))
            case .number:
                guard let integer = document.integer(node) else { return nil }
                self = .integer(integer)
            default: return nil
            }
        }
    }
    /// String fields compared across lists by RC301; nil means the format's default: the
    /// reference format's `availableLine`, or every other top-level string field of an entry.
    public var attributes: [JSONPointer]?
    /// Whether fields outside the shape are reported (RC005).
    public var closedFields: Bool
    /// What names each list (`"/*/date"` for lists `"/*/data"`): each `*` takes the value it took
    /// in the list's match. Without it, a list is named by its member name or pointer.
    public var label: JSONPointer?
    /// A score each entry carries, and which way is better (RC104).
    public var score: Score?
    /// Words written where a rank would be for an entry outside the ranking (`"CUT"` and
    /// `"WD"` in a golf leaderboard, `"DNF"` in a race's results), or nil for `null` there:
    /// such an entry is left out of every check, as if the list did not hold it.
    public var unranked: [String?] = []
    /// Whether ranks may be written as strings (`"3"`, and `"T3"`, `"=3"`, `"3="` for a shared
    /// rank, or a band `"201-250"`), as a golf or sports API writes a leaderboard's positions:
    /// each is read as a table's rank cell is.
    public var textRanks = false

    /// Whether a rank's value marks an entry outside the ranking (`unranked`).
    func isUnranked(_ rank: Int, in document: JSONDocument) -> Bool {
        Self.isUnranked(rank, in: document, among: unranked)
    }

    /// Whether a rank's value is one of `words` (null, where nil is one).
    static func isUnranked(_ rank: Int, in document: JSONDocument, among words: [String?]) -> Bool {
        guard !words.isEmpty else { return false }
        switch document.kind(rank) {
        case .string: return words.contains(document.string(rank))
        case .null: return words.contains(nil)
        default: return false
        }
    }

    public struct Score: Sendable, Equatable {
        public var pointer: JSONPointer
        /// Higher scores rank better (points, votes); false: lower is better (times, costs).
        public var descending: Bool

        public init(pointer: JSONPointer, descending: Bool) {
            self.pointer = pointer
            self.descending = descending
        }
    }
    /// Tables only: the column whose value groups rows into lists (`"/date"`), each list named
    /// by that value; nil: a table is one list, named by its file.
    public var listBy: JSONPointer?
    /// Tables only: the columns written before `listBy`'s in `"listBy": ["/region", "/date"]`.
    /// Rows are grouped into lists by the values of all of them together, and the lists with
    /// the same values of these are one series, ordered by `listBy`'s value (each region's
    /// weeks): a list's prior period is the one before it in its series.
    public var seriesBy: [JSONPointer] = []
    /// Tables only: the delimiter and the cell values read as null.
    public var table = TableSettings()
    /// Where the shape was configured, for messages about a list pointer that matches nothing.
    public var configPath: String?
    /// `path:line:col` of each list pointer in the configuration.
    public var listSources: [String] = []

    public init(lists: [JSONPointer]? = nil, rank: JSONPointer = JSONPointer(tokens: ["rank"]),
                identity: [JSONPointer] = [JSONPointer(tokens: ["townName"])],
                movement: MovementEncoding = .flag(flag: JSONPointer(tokens: ["isRankUp"]), magnitude: JSONPointer(tokens: ["rankFluctuation"])),
                attributes: [JSONPointer]? = nil, closedFields: Bool = true) {
        self.lists = lists
        self.rank = rank
        self.identity = identity
        self.movement = movement
        self.attributes = attributes
        self.closedFields = closedFields
    }

    /// The reference format (`townRankingsForRent` / `townRankingsForBuy`).
    public static let reference = RankingShape()

    public var isReference: Bool {
        lists == nil && rank == Self.reference.rank && identity == Self.reference.identity && movement == Self.reference.movement
            && attributes == nil && closedFields && label == nil && score == nil && unranked.isEmpty && displayName.isEmpty && !textRanks
    }

    /// Whether every string field the shape does not name is an attribute: when it configures
    /// none (the reference format's attribute is `availableLine`).
    public var everyOtherStringIsAttribute: Bool { !isReference && attributes == nil }

    /// The entry members the shape names (the closed-fields check allows exactly these).
    public var knownFields: Set<String> {
        entryFields.union(listByColumns)
    }

    /// The pointers `listBy` names, in order (the series' columns, then the period's).
    public var listByPointers: [JSONPointer] { seriesBy + (listBy.map { [$0] } ?? []) }
    /// Their columns.
    public var listByColumns: [String] { listByPointers.compactMap(\.firstToken) }

    /// The fields an entry is read from: the known ones but the column that groups a table's
    /// rows into lists (its value is the list's label).
    public var entryFields: Set<String> {
        var names = Set(([rank] + identity + displayName + movement.pointers + (attributes ?? []) + (score.map { [$0.pointer] } ?? [])).compactMap(\.firstToken))
        if isReference { names.insert(RankingFormat.availableLine.name) }
        return names
    }

    /// `listBy` as the configuration writes it: one column's pointer, or several's in an array.
    private var listByJSON: JSONOutput? {
        guard let listBy else { return nil }
        return seriesBy.isEmpty ? .string(listBy.description) : .array(listByPointers.map { .string($0.description) })
    }

    /// The shape as JSON (for `--print-shape`, and the form the config takes).
    public var json: JSONOutput { json(forTable: false) }

    /// The same, as it reads a table (CSV, TSV) when `forTable`: its lists are made by `listBy`
    /// (or the table is one), so `lists` and `label` say nothing of it.
    public func json(forTable: Bool) -> JSONOutput {
        var object: [String: JSONOutput] = [
            "rank": .string(rank.description),
            "identity": .array(identity.map { .string($0.description) }),
            "fields": .string(closedFields ? "closed" : "open"),
        ]
        switch movement {
        case .flag(let flag, let magnitude): object["movement"] = .object(["flag": .string(flag.description), "magnitude": .string(magnitude.description)])
        case .signed(let pointer, let up): object["movement"] = .object(["signed": .string(pointer.description), "positiveIs": .string(up ? "up" : "down")])
        case .previousRank(let pointer): object["movement"] = .object(["previousRank": .string(pointer.description)])
        case .direction(let pointer, let words, let magnitude):
            var encoding: [String: JSONOutput] = ["direction": .string(pointer.description), "up": .array(words.up.map(\.json)),
                                                  "down": .array(words.down.map(\.json))]
            if !words.keep.isEmpty { encoding["keep"] = .array(words.keep.map(\.json)) }
            if let magnitude { encoding["magnitude"] = .string(magnitude.description) }
            object["movement"] = .object(encoding)
        case .none: object["movement"] = .string("none")
        }
        if case .object(var encoding) = object["movement"], !newEntryValues.isEmpty {
            encoding["new"] = .array(newEntryValues.map(\.json))
            object["movement"] = .object(encoding)
        }
        if forTable {
            object["listBy"] = listByJSON ?? .string("none: the table is one list")
        } else {
            object["lists"] = lists.map { .array($0.map { .string($0.description) }) } ?? .string("every array member of the top-level object")
            if let label { object["label"] = .string(label.description) }
            if let listByJSON { object["listBy"] = listByJSON }
        }
        if table != TableSettings() {
            var settings: [String: JSONOutput] = ["nulls": .array(table.nulls.map { .string($0) })]
            if let delimiter = table.delimiter { settings["delimiter"] = .string(String(decoding: [delimiter], as: UTF8.self)) }
            settings.merge(table.numberMarks.configuration) { _, marks in marks }
            if let columns = table.columns { settings["columns"] = .array(columns.map { .string($0) }) }
            if table.skipRows > 0 { settings["skipRows"] = .int(table.skipRows) }
            if table.skipInitialSpace { settings["skipInitialSpace"] = .bool(true) }
            object["table"] = .object(settings)
        }
        if let score { object["score"] = .object(["pointer": .string(score.pointer.description), "order": .string(score.descending ? "descending" : "ascending")]) }
        if textRanks { object["textRanks"] = .bool(true) }
        if !unranked.isEmpty { object["unranked"] = .array(unranked.map { $0.map(JSONOutput.string) ?? .null }) }
        if !displayName.isEmpty { object["displayName"] = .array(displayName.map { .string($0.description) }) }
        object["attributes"] = attributes.map { .array($0.map { .string($0.description) }) }
            ?? .string(isReference ? "/availableLine" : "every other string field")
        return .object(object)
    }
}

extension RankingShape {
    /// The shape a table is read with once its rows are entries: each list is `{"label", "rows"}`
    /// (see `TableTranscoder`), so lists pair with the prior period's by position and are named by
    /// their label.
    public var readingTables: RankingShape {
        var shape = self
        shape.lists = [JSONPointer(tokens: ["*", TableTranscoder.rowsMember])]
        shape.label = JSONPointer(tokens: ["*", TableTranscoder.labelMember])
        shape.listSources = []
        return shape
    }

    /// The identity's fields, each as its pointer's tokens joined with dots (`competitor.id`).
    public var identityFields: [String] { identity.map { $0.tokens.joined(separator: ".") } }

    /// What an entry is called in table headings: `town` in the reference format, else the
    /// fields it is shown by (`displayName`'s, or the identity's: `song / artist`), else `entry`.
    public var entryHeading: String {
        let shownBy = (displayName.isEmpty ? identity : displayName).map { $0.tokens.joined(separator: ".") }
        return identity == Self.reference.identity && displayName.isEmpty ? "town" : shownBy.isEmpty ? "entry" : shownBy.joined(separator: " / ")
    }
}
