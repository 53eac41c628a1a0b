/// Reads a `shape` object (from `.rankcheck.json` or `--shape FILE`), reporting every problem
/// with the config file's line and column.
struct ShapeReader {
    let document: JSONDocument
    let path: String

    static let keys = ["lists", "rank", "identity", "displayName", "movement", "attributes", "fields", "label", "score", "unranked", "textRanks", "listBy", "table"]
    /// The most values a movement's `new`, and its direction's words with them, may name: each
    /// entry's value is looked up among them.
    static let mostWords = 64
    /// The most pointers `displayName` may join.
    static let mostDisplayParts = 8

    func fail(_ node: Int, _ message: String, key: Bool = false) -> ConfigurationError {
        ConfigurationError(path: path, bytes: document.bytes, range: key ? document.keyRange(node) : document[node].range, message: message)
    }

    func read(_ node: Int) throws(ConfigurationError) -> RankingShape {
        guard document.kind(node) == .object else { throw fail(node, "'shape' must be an object, found \(document.kind(node))") }
        var shape = RankingShape()
        var labelNode: Int?
        for member in document.children(node) {
            let key = document.key(member)
            switch key {
            case "lists":
                shape.lists = try pointers(member, "shape.lists")
                let lines = LineIndex(document.bytes)
                shape.listSources = document.children(member).map { item in
                    let position = lines.position(of: document[item].range.start)
                    return "\(path):\(position.line):\(position.column)"
                }
            case "rank": shape.rank = try pointer(member, "shape.rank")
            case "identity":
                shape.identity = document.kind(member) == .string ? [try pointer(member, "shape.identity")] : try pointers(member, "shape.identity")
                if shape.identity.isEmpty { throw fail(member, "'shape.identity' needs at least one pointer") }
            case "displayName":
                shape.displayName = document.kind(member) == .string ? [try pointer(member, "shape.displayName")] : try pointers(member, "shape.displayName")
                if shape.displayName.isEmpty { throw fail(member, "'shape.displayName' needs at least one pointer, such as \"/title\"") }
                // Each entry's name is read through every pointer: a few, as a title and an artist.
                if shape.displayName.count > Self.mostDisplayParts { throw fail(member, "'shape.displayName' names at most \(Self.mostDisplayParts) pointers") }
            case "movement": (shape.movement, shape.newEntryValues) = try movement(member)
            case "attributes": shape.attributes = try pointers(member, "shape.attributes")
            case "label":
                shape.label = try pointer(member, "shape.label")
                labelNode = member
            case "score": shape.score = try score(member)
            case "listBy": (shape.seriesBy, shape.listBy) = try listBy(member)
            case "table": shape.table = try table(member)
            case "textRanks":
                guard document.kind(member) == .true || document.kind(member) == .false else {
                    throw fail(member, "'shape.textRanks' must be true (ranks written as strings, \"3\" or \"T3\", are read) or false")
                }
                shape.textRanks = document.kind(member) == .true
            case "unranked": shape.unranked = try unranked(member)
            case "fields":
                guard document.kind(member) == .string, ["open", "closed"].contains(document.string(member)) else {
                    throw fail(member, "'shape.fields' must be \"open\" or \"closed\"")
                }
                shape.closedFields = document.string(member) == "closed"
            default:
                let hint = closestName(to: key, among: Self.keys).map { "; did you mean '\($0)'?" } ?? ""
                throw fail(member, "unknown shape key '\(key)'\(hint)", key: true)
            }
        }
        if let label = shape.label, let labelNode {
            let stars = label.tokens.filter { $0 == "*" }.count
            let fewest = (shape.lists ?? []).map { $0.tokens.filter { $0 == "*" }.count }.min() ?? 0
            if stars > fewest {
                throw fail(labelNode, "'shape.label' has \(stars) '*' but a list pattern has \(fewest): each '*' takes the value it took in the list's match")
            }
        }
        shape.configPath = path
        return shape
    }

    /// `{"pointer": "/points", "order": "descending"}`: the score, higher better unless its order
    /// says `"ascending"`.
    private func score(_ member: Int) throws(ConfigurationError) -> RankingShape.Score {
        guard document.kind(member) == .object, let at = document.member(member, "pointer") else {
            throw fail(member, "'shape.score' must be an object: {\"pointer\": \"/points\", \"order\": \"descending\"}")
        }
        var descending = true
        for item in document.children(member) where document.key(item) != "pointer" {
            guard document.key(item) == "order" else { throw fail(item, "unknown key '\(document.key(item))' in 'shape.score'; use \"pointer\" and \"order\"", key: true) }
            guard document.kind(item) == .string, ["descending", "ascending"].contains(document.string(item)) else {
                throw fail(item, "'shape.score.order' must be \"descending\" (higher is better) or \"ascending\"")
            }
            descending = document.string(item) == "descending"
        }
        return RankingShape.Score(pointer: try pointer(at, "shape.score.pointer"), descending: descending)
    }

    /// `"/date"`, or `["/region", "/date"]`: the columns that group a table's rows into lists,
    /// each a column once; the last is the period, which orders each series the others name.
    private func listBy(_ member: Int) throws(ConfigurationError) -> (series: [JSONPointer], period: JSONPointer) {
        let columns = document.kind(member) == .array ? try pointers(member, "shape.listBy") : [try pointer(member, "shape.listBy")]
        for (index, column) in columns.enumerated() where column.tokens.count != 1 || columns[..<index].contains(column) {
            let node = document.kind(member) == .array ? document.element(member, at: index) ?? member : member
            throw fail(node, column.tokens.count != 1
                ? "'shape.listBy' names a column of a table, such as \"/date\", or several, such as [\"/region\", \"/date\"]"
                : "'shape.listBy' names '\(column)' twice")
        }
        guard let period = columns.last else { throw fail(member, "'shape.listBy' needs at least one column, such as \"/date\"") }
        return (Array(columns.dropLast()), period)
    }

    /// `["CUT", "WD", null]`: the words written where a rank would be for an entry outside the
    /// ranking (null for an empty one).
    private func unranked(_ member: Int) throws(ConfigurationError) -> [String?] {
        let usage = "'shape.unranked' must be an array of the words written where a rank would be for an entry outside the ranking, such as [\"CUT\", \"WD\"], or null"
        guard document.kind(member) == .array,
              document.children(member).allSatisfy({ document.kind($0) == .null || document.kind($0) == .string && !document.string($0).isEmpty }) else {
            throw fail(member, usage)
        }
        // Each entry's rank is looked up among them: a few, as a leaderboard writes them.
        let words = document.children(member).map { document.kind($0) == .null ? nil : document.string($0) }
        guard words.count <= Self.mostWords else { throw fail(member, "'shape.unranked' names at most \(Self.mostWords) words") }
        return words
    }

    /// The most lines above a table that `"skipRows"` leaves out: a title and a note are a few.
    static let mostSkippedRows: Int64 = 1_000

    /// `{"delimiter": ";", "nulls": ["", "-"], "decimal": ",", "thousands": ".", "units": ["€"], "columns": ["rank", "domain"], "skipRows": 1,
    /// "skipInitialSpace": true}`.
    func table(_ node: Int) throws(ConfigurationError) -> TableSettings {
        guard document.kind(node) == .object else { throw fail(node, "'shape.table' must be an object: {\"delimiter\": \";\", \"nulls\": [\"\", \"-\"]}") }
        var settings = TableSettings()
        for item in document.children(node) {
            switch document.key(item) {
            case "delimiter":
                let text = document.kind(item) == .string ? document.string(item) : ""
                guard text.utf8.count == 1, let byte = text.utf8.first, ![UInt8(ascii: "\""), 0x0A, 0x0D].contains(byte) else {
                    throw fail(item, "'shape.table.delimiter' must be one ASCII character other than a quote or a line break, such as \";\" or \"\\t\"")
                }
                settings.delimiter = byte
            case "nulls":
                guard document.kind(item) == .array, document.children(item).allSatisfy({ document.kind($0) == .string }) else {
                    throw fail(item, "'shape.table.nulls' must be an array of strings, such as [\"\", \"-\", \"NEW\"]")
                }
                settings.nulls = document.children(item).map { document.string($0) }
            case "decimal":
                let text = document.kind(item) == .string ? document.string(item) : ""
                guard text == "," || text == "." else {
                    throw fail(item, "'shape.table.decimal' must be \",\" (numbers written 92,5) or \".\" (the default)")
                }
                settings.numberMarks.decimal = text.utf8.first!
            case "thousands":
                let text = document.kind(item) == .string ? document.string(item) : ""
                guard text.utf8.count == 1, let mark = text.utf8.first, NumberMarks.thousandsMarks.contains(mark) else {
                    throw fail(item, "'shape.table.thousands' must be \",\" (11,830), \".\" (11.830), \" \" (11 830, also read where a no-break space is written) or \"'\"")
                }
                settings.numberMarks.thousands = mark
            case "units":
                let units = document.kind(item) == .array && document.children(item).allSatisfy({ document.kind($0) == .string })
                    ? document.children(item).map { document.string($0) } : []
                guard (1...NumberMarks.mostUnits).contains(units.count), Set(units).count == units.count,
                      units.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.count <= NumberMarks.longestUnit && !$0.unicodeScalars.contains { "0123456789+-".unicodeScalars.contains($0) } })
                else {
                    throw fail(item, "'shape.table.units' must be an array of 1 to \(NumberMarks.mostUnits) different texts written before or after numbers, each of at most \(NumberMarks.longestUnit) characters and no digit or sign, such as [\"$\"] or [\"%\"]")
                }
                settings.numberMarks.units = units.map { Array($0.utf8) }
            case "columns":
                let names = document.kind(item) == .array && document.children(item).allSatisfy({ document.kind($0) == .string })
                    ? document.children(item).map { document.string($0) } : []
                guard !names.isEmpty, !names.contains(""), Set(names).count == names.count else {
                    throw fail(item, "'shape.table.columns' must name each column of a table without a header row, once each, such as [\"rank\", \"domain\"]")
                }
                settings.columns = names
            case "skipRows":
                guard let count = document.integer(item), (0...Self.mostSkippedRows).contains(count) else {
                    throw fail(item, "'shape.table.skipRows' must be an integer from 0 to \(Self.mostSkippedRows): the lines above the table's header (a title, a note) that are not read")
                }
                settings.skipRows = Int(count)
            case "skipInitialSpace":
                guard document.kind(item) == .true || document.kind(item) == .false else {
                    throw fail(item, "'shape.table.skipInitialSpace' must be true (a space after a delimiter is not part of the field: `rank, city, score`) or false (the default)")
                }
                settings.skipInitialSpace = document.kind(item) == .true
            default:
                let key = document.key(item)
                let keys = ["delimiter", "nulls", "decimal", "thousands", "units", "columns", "skipRows", "skipInitialSpace"]
                throw fail(item, "unknown key '\(key)' in 'shape.table'" + (closestName(to: key, among: keys).map { "; did you mean '\($0)'?" }
                    ?? "; use " + keys.map { "\"\($0)\"" }.joined(separator: ", ")), key: true)
            }
        }
        guard settings.numberMarks.thousands != settings.numberMarks.decimal else {
            throw fail(node, "'shape.table.thousands' and 'shape.table.decimal' must be different marks")
        }
        return settings
    }

    func pointer(_ node: Int, _ what: String) throws(ConfigurationError) -> JSONPointer {
        guard document.kind(node) == .string else { throw fail(node, "'\(what)' must be a JSON Pointer string such as \"/rank\", found \(document.kind(node))") }
        let text = document.string(node)
        guard let pointer = JSONPointer(text) else {
            // A field's name written without its `/` (`"Rank"`): the pointer it stands for.
            let meant = text.hasPrefix("/") ? nil : JSONPointer("/" + JSONPointer.escape(text)).map { "; did you mean '\($0)'?" }
            throw fail(node, "'\(text)' is not a JSON Pointer: it must be empty or start with '/', and '~' must be written ~0 or ~1" + (meant ?? ""))
        }
        return pointer
    }

    func pointers(_ node: Int, _ what: String) throws(ConfigurationError) -> [JSONPointer] {
        guard document.kind(node) == .array else { throw fail(node, "'\(what)' must be an array of JSON Pointers, found \(document.kind(node))") }
        var result: [JSONPointer] = []
        for item in document.children(node) { result.append(try pointer(item, what)) }
        return result
    }

    /// Other names for a direction's word for no move, `"keep"`.
    private static let keepWords: Set<String> = ["same", "unchanged", "stay", "stays", "equal", "flat", "nochange", "no_change", "steady", "hold"]

    /// A movement's encodings, each named by the key that says it, with every key it has.
    private enum MovementKeys: String, CaseIterable {
        case flag, signed, previousRank, direction

        var keys: [String] {
            switch self {
            case .flag: ["flag", "magnitude"]
            case .signed: ["signed", "positiveIs", "new"]
            case .previousRank: ["previousRank", "new"]
            case .direction: ["direction", "up", "down", "keep", "magnitude", "new"]
            }
        }
    }

    func movement(_ node: Int) throws(ConfigurationError) -> (RankingShape.MovementEncoding, newEntryValues: [RankingShape.MovementValue]) {
        if document.kind(node) == .string, document.string(node) == "none" { return (.none, []) }
        guard document.kind(node) == .object else {
            throw fail(node, "'shape.movement' must be \"none\" or an object: {\"flag\", \"magnitude\"}, {\"signed\", \"positiveIs\"} or {\"previousRank\"}")
        }
        let keys = Set(document.children(node).map { document.key($0) })
        guard let encoding = MovementKeys.allCases.first(where: { keys.contains($0.rawValue) }) else {
            throw fail(node, "unknown movement encoding with keys \(keys.sorted()); use {\"flag\", \"magnitude\"}, {\"signed\", \"positiveIs\"}, {\"previousRank\"}, {\"direction\", \"up\", \"down\"} or \"none\"")
        }
        // A key beside an encoding's own that the encoding has not: named, at its place, with the
        // key it may stand for.
        if let unknown = keys.subtracting(encoding.keys).sorted().first, let member = document.children(node).first(where: { document.key($0) == unknown }) {
            let meant = Self.keepWords.contains(unknown.lowercased()) && encoding == .direction ? "keep" : closestName(to: unknown, among: encoding.keys)
            throw fail(member, "'shape.movement.\(unknown)' is not a key of a movement read from '\(encoding.rawValue)' (its keys: \(encoding.keys.joined(separator: ", ")))"
                       + (meant.map { "; did you mean '\($0)'?" } ?? ""), key: true)
        }
        func value(_ key: String) throws(ConfigurationError) -> JSONPointer {
            try pointer(document.member(node, key)!, "shape.movement.\(key)")
        }
        // Values that mean a new entry, beside a signed move, a previous rank or a direction.
        var newEntryValues: [RankingShape.MovementValue] = []
        if let values = document.member(node, "new") {
            let usage = "'shape.movement.new' must be an array of integers and strings that mean a new entry, such as [0] or [\"NEW\"]"
            guard document.kind(values) == .array else { throw fail(values, usage) }
            // Each entry's value is looked up among them: a few, as a chart writes them.
            guard document.children(values).dropFirst(Self.mostWords).first(where: { _ in true }) == nil else { throw fail(values, "'shape.movement.new' names at most \(Self.mostWords) values") }
            for item in document.children(values) {
                if document.kind(item) == .string {
                    newEntryValues.append(.string(document.string(item)))
                } else if document.kind(item) == .number, let integer = document.integer(item) {
                    // A signed move of 0 is no move: it cannot also mean new.
                    if integer == 0, keys.contains("signed") { throw fail(item, "'shape.movement.new' cannot hold 0 beside a signed move, where 0 is no move") }
                    newEntryValues.append(.integer(integer))
                } else {
                    throw fail(item, usage)
                }
            }
        }
        switch encoding {
        case .flag:
            guard keys.contains("magnitude") else {
                throw fail(node, "'shape.movement' with \"flag\" needs \"magnitude\": the field that says how many places an entry moved")
            }
            return (.flag(flag: try value("flag"), magnitude: try value("magnitude")), [])
        case .signed:
            var up = true
            if let direction = document.member(node, "positiveIs") {
                guard document.kind(direction) == .string, ["up", "down"].contains(document.string(direction)) else {
                    throw fail(direction, "'shape.movement.positiveIs' must be \"up\" or \"down\"")
                }
                up = document.string(direction) == "up"
            }
            return (.signed(try value("signed"), positiveIsUp: up), newEntryValues)
        case .previousRank:
            return (.previousRank(try value("previousRank")), newEntryValues)
        case .direction:
            let words = try directionWords(node, newEntry: newEntryValues)
            return (.direction(try value("direction"), words: words, magnitude: keys.contains("magnitude") ? try value("magnitude") : nil), newEntryValues)
        }
    }

    /// `"up"`, `"down"` and `"keep"` beside `"direction"`: a word or an array of words each
    /// (`keep` may be left out), a word being a string or an integer (a leaderboard's 1, -1,
    /// 0); no word says two things, nor a new entry too.
    private func directionWords(_ node: Int, newEntry: [RankingShape.MovementValue]) throws(ConfigurationError) -> RankingShape.DirectionWords {
        var seen = Set(newEntry)
        func words(_ key: String, required: Bool) throws(ConfigurationError) -> [RankingShape.MovementValue] {
            guard let item = document.member(node, key) else {
                if required { throw fail(node, "'shape.movement' with \"direction\" needs \"\(key)\": the word for a move \(key), such as \"MOVE_\(key.uppercased())\"") }
                return []
            }
            let items = document.kind(item) == .array ? Array(document.children(item)) : [item]
            guard seen.count + items.count <= Self.mostWords else { throw fail(item, "'shape.movement' names at most \(Self.mostWords) words for a direction and a new entry") }
            let words = items.compactMap { RankingShape.MovementValue($0, in: document) }.filter { $0 != .string("") }
            guard !items.isEmpty, words.count == items.count else {
                throw fail(item, "'shape.movement.\(key)' must be a word or an array of words, such as \"MOVE_\(key.uppercased())\", or of integers, such as \(key == "up" ? 1 : key == "down" ? -1 : 0)")
            }
            for (word, item) in zip(words, items) {
                guard seen.insert(word).inserted else {
                    throw fail(item, "'\(word.text)' is named twice in 'shape.movement': a word says one direction, or a new entry")
                }
            }
            return words
        }
        return RankingShape.DirectionWords(up: try words("up", required: true), down: try words("down", required: true), keep: try words("keep", required: false))
    }
}

extension RankingShape {
    /// Reads a shape file (`--shape FILE`): a JSON object in the form of the config's `shape`.
    public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> RankingShape {
        let document = try ConfigurationError.parse(bytes, path: path)
        return try ShapeReader(document: document, path: path).read(document.root)
    }
}
