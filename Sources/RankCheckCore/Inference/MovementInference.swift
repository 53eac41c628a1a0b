/// Movement: how a move is written (a previous rank, a signed move, a direction and size, a
/// flag and size), checked against the moves recomputed from consecutive periods.
extension ShapeInference {
    struct Movement {
        let choice: Choice
        let configuration: JSONOutput?
        let fields: [String]
        var agreement: Double? = nil
        /// The previous rank's field, when the move is read from one.
        var previousRank: String? = nil
        /// The signed move's field, when the move is read from one.
        var signed: String? = nil
    }

    /// A way a field, or the flag pair, may state an entry's move.
    private enum MoveReading: Equatable {
        case flag(String, magnitude: String)
        /// A signed move; `new`: the values besides null that mean a new entry (`"NEW"`).
        case signed(String, positiveIsUp: Bool, new: [RankingShape.MovementValue])
        /// Last period's rank; `new` as for a signed move (0, `"-"`).
        case previousRank(String, new: [RankingShape.MovementValue])
        /// Words for the move's direction, those for a new entry, and the field of the move's
        /// size beside them, if any.
        case direction(String, words: RankingShape.DirectionWords, new: [RankingShape.MovementValue], size: String?)

        var fields: [String] {
            switch self {
            case .flag(let flag, let magnitude), .direction(let flag, _, _, let magnitude?): [flag, magnitude]
            case .signed(let field, _, _), .previousRank(let field, _), .direction(let field, _, _, nil): [field]
            }
        }

        /// As the "also fits" line names it.
        var described: String {
            switch self {
            case .flag(let flag, let magnitude): "flag /\(flag), magnitude /\(magnitude)"
            case .signed(let field, let up, _): "/\(field) as signed \(up ? "up" : "down")"
            case .previousRank(let field, _): "/\(field) as previousRank"
            case .direction(let field, _, _, let size): "/\(field) as direction" + (size.map { ", magnitude /\($0)" } ?? "")
            }
        }
    }

    func inferMovement(_ lists: [ListCandidate], fields: [String], rank: String,
                               identity: [String], order: [(previous: ListCandidate, current: ListCandidate)]) -> Movement {
        let stats = Dictionary(uniqueKeysWithValues: fields.map { ($0, valueStats($0, lists)) })
        let kinds = stats.mapValues(\.kinds)
        // Each candidate reading, scored by the moves recomputed from consecutive periods.
        var readings: [MoveReading] = []
        // The reference format's pair: a boolean and a size.
        if let flag = fields.first(where: { kinds[$0] == [.true, .false] || kinds[$0] == [.true] || kinds[$0] == [.false] }),
           let magnitude = fields.first(where: { kinds[$0] == [.number] && stats[$0]!.allIntegers && stats[$0]!.minimum ?? -1 >= 0 && $0 != flag }) {
            readings.append(.flag(flag, magnitude: magnitude))
        }
        // Integers, and in JSON a few words among them that would mean a new entry (`"-"`,
        // `"NEW"`; a table's are read as null first: `TableInference`).
        let integers = fields.compactMap { field -> (field: String, words: [RankingShape.MovementValue])? in
            guard kinds[field]!.contains(.number), stats[field]!.allIntegers else { return nil }
            if kinds[field]!.isSubset(of: [.number, .null]) { return (field, []) }
            guard !readsTables, kinds[field]!.isSubset(of: [.number, .null, .string]), let words = newEntryWords(field, lists) else { return nil }
            return (field, words.map { .string($0) })
        }
        for (field, words) in integers {
            let low = stats[field]!.minimum ?? 0
            if low < 0 {
                // An arrow says its direction: a table's arrows are read as moves up positive.
                let arrows = writing.signedMoves.map { $0.marks == .arrows && JSONPointer.escape($0.column) == field } ?? false
                readings += [.signed(field, positiveIsUp: true, new: words)] + (arrows ? [] : [.signed(field, positiveIsUp: false, new: words)])
                // -1 where a rank would be: a new entry, as a chart's API may write it (a table's
                // -1 is read as null first: `TableInference`).
                if low == -1, !readsTables { readings.append(.previousRank(field, new: [.integer(-1)] + words)) }
            } else if low >= 1 || kinds[field]!.contains(.null) {
                readings.append(.previousRank(field, new: words))
            } else if !readsTables {
                // 0 where a rank would be: a new entry, as a chart's data often writes it (a
                // table's cell of 0 is read as null first: `TableInference`).
                readings.append(.previousRank(field, new: [.integer(0)] + words))
            }
        }
        // Words for the direction (a chart's `trend`, a leaderboard's 1, -1, 0), read after the
        // numbers: a previous rank that agrees as well says more. Each is read with each size
        // beside it (a field of integers never negative), and words alone too; integers alone
        // are read as signed moves above, and only -1, 0 and 1 are words.
        let sizes = fields.filter { kinds[$0] == [.number] && stats[$0]!.allIntegers && stats[$0]!.minimum ?? -1 >= 0 }
        // Integers say a direction by their sign: -1 and 1 both (not a flag's 0 and 1).
        let signs = { (field: String) in stats[field]!.allIntegers && stats[field]!.minimum == -1 && stats[field]!.maximum == 1 }
        for case .direction(let field, let words, let new, _) in fields.filter({ kinds[$0]!.isSubset(of: [.string, .number, .null]) && (!kinds[$0]!.contains(.number) || signs($0)) })
            .compactMap({ directionWords($0, rank: rank, identity: identity, order: order) }) {
            if kinds[field]!.contains(.string) { readings.append(.direction(field, words: words, new: new, size: nil)) }
            readings += sizes.filter { $0 != field }.map { .direction(field, words: words, new: new, size: $0) }
        }
        let agreements = agreement(readings, rank, identity, order)
        // A previous rank may be named by the year before the rank's (`Nov 2023` beside
        // `Nov 2024`, `2023 RANK` beside `2024 RANK`, as yearly indexes are published).
        let rankYear = PriorYearDiscovery.year(in: rank)
        let named = { (reading: MoveReading) -> Int in
            if case .flag = reading { return 1 }
            let lower = reading.fields[0].lowercased()
            if case .previousRank = reading, let rankYear, PriorYearDiscovery.year(in: reading.fields[0]) == rankYear - 1 { return 1 }
            // A change is named for what it is: a previous rank is not named `change`.
            if case .previousRank = reading { return Self.isPreviousPeriodName(reading.fields[0]) ? 1 : 0 }
            return Self.previousOrMoveWords.contains { lower.contains($0) } ? 1 : 0
        }
        // Where consecutive periods say nothing, the flag pair is read as the reference format's
        // (a boolean beside a size); the moves, where they exist, decide.
        // A direction says less than a number that agrees nearly as well (a previous rank with
        // a mistake or two): it is chosen only when it agrees better by five in a hundred. It
        // says less than itself beside a size, too, which can only agree less (its mistakes of
        // size count): read with a size the moves confirm, it is not read alone.
        let sized = Set(readings.indices.compactMap { index -> String? in
            guard case .direction(let field, _, _, _?) = readings[index], let agreement = agreements[index], agreement >= Self.leastAgreement else { return nil }
            return field
        })
        func score(_ index: Int) -> Double {
            guard let agreement = agreements[index] else { return -1 }
            if case .direction(let field, _, _, nil) = readings[index] { return sized.contains(field) ? -1 : agreement - 0.05 }
            return agreement
        }
        // Of readings that agree as well, one named for a move, then one that reads more fields
        // (a direction and its size, rather than the direction read as a signed move).
        let best = readings.indices.max { a, b in
            let x = score(a), y = score(b)
            return x != y ? x < y : (named(readings[a]), readings[a].fields.count) < (named(readings[b]), readings[b].fields.count)
        }
        guard let best, agreements[best].map({ $0 >= Self.leastAgreement }) ?? (named(readings[best]) > 0) else {
            // A reading that agrees with half the moves or more is named, so that it can be looked
            // at (and written by hand if the data holds that many mistakes).
            let closest = best.flatMap { best in agreements[best].flatMap { $0 >= 0.5 ? (readings[best].described, $0) : nil } }
            // Moves written as strings (`"+2"`, `"-1"`, as a scraper keeps a page's text) are
            // named, with what to write: JSON's moves are integers.
            let quoted = readsTables ? nil : fields.lazy.compactMap { field in self.movesWrittenAsText(field, lists).map { (field, $0) } }.first
            let evidence = closest.map { "no field reads as a move or a previous rank: the closest, \($0.0), agrees with \(Self.percent($0.1)) of the moves recomputed from consecutive periods" }
                ?? quoted.map { "no field reads as a move or a previous rank: /\($0.0) holds moves written as strings (\"\($0.1.text)\"): write them as integers (\($0.1.integer)) to have them checked" }
            return Movement(choice: Choice(key: "movement", value: "none", evidence: evidence ?? "no field reads as a move or a previous rank", alternative: nil),
                            configuration: .string("none"), fields: [])
        }
        let reading = readings[best], agreementOfBest = agreements[best]
        let checked = agreementOfBest.map { "; recomputed from consecutive periods, \(Self.percent($0)) of the moves agree" }
            ?? "; no consecutive periods to check it against"
        let alternative = readings.indices.first { $0 != best && (agreements[$0] ?? 0) >= Self.leastAgreement }
            .map { "\(readings[$0].described) (\(Self.percent(agreements[$0] ?? 0)) agree)" }
        switch reading {
        case .flag(let flag, let magnitude):
            return Movement(choice: Choice(key: "movement", value: "flag /\(flag), magnitude /\(magnitude)",
                                           evidence: "a boolean beside a size that is never negative" + (agreementOfBest == nil ? "" : checked), alternative: alternative),
                            configuration: .object(["flag": .string("/" + flag), "magnitude": .string("/" + magnitude)]), fields: reading.fields,
                            agreement: agreementOfBest)
        case .previousRank(let field, let new):
            // A column of whole numbers with an empty cell, as pandas writes it (2.0), is read by
            // its numbers here; the check reports each (RC004) until they are written as integers.
            let fractions = stats[field]!.someWrittenWithFraction ? "; written with a fraction (2.0), which RC004 reports and --fix writes as whole numbers" : ""
            let newEntries = !new.isEmpty ? " and \(Self.shown(new)) (new entries)" : kinds[field]!.contains(.null) ? " and null (new entries)" : ""
            var configuration: [String: JSONOutput] = ["previousRank": .string("/" + field)]
            if !new.isEmpty { configuration["new"] = .array(new.map(\.json)) }
            let byYear = rankYear.map { PriorYearDiscovery.year(in: field) == $0 - 1 } == true ? ", named by the year before the rank's" : ""
            return Movement(choice: Choice(key: "movement", value: "previousRank /\(field)\(new.isEmpty ? "" : ", \(Self.shown(new)) \(new.count == 1 ? "is" : "are") new")",
                                           evidence: "ranks\(newEntries)\(byYear)" + checked + fractions, alternative: alternative),
                            configuration: .object(configuration), fields: reading.fields, agreement: agreementOfBest, previousRank: field)
        case .direction(let field, let words, let new, let size):
            let saying = { (words: [RankingShape.MovementValue], meaning: String) in words.map { "\($0.text) \(meaning)" } }
            let meanings = saying(words.up, "up") + saying(words.down, "down") + saying(words.keep, "no move") + saying(new, "new")
            var configuration: [String: JSONOutput] = ["direction": .string("/" + field)]
            for (key, list) in [("up", words.up), ("down", words.down), ("keep", words.keep), ("new", new)] where !list.isEmpty {
                configuration[key] = key != "new" && list.count == 1 ? list[0].json : .array(list.map(\.json))
            }
            if let size { configuration["magnitude"] = .string("/" + size) }
            let written = size.map { "words for the direction (\(meanings.joined(separator: ", "))) beside the size /\($0)" }
                ?? "words for the direction alone (\(meanings.joined(separator: ", ")))"
            return Movement(choice: Choice(key: "movement", value: "direction /\(field)" + (size.map { ", magnitude /\($0)" } ?? ""),
                                           evidence: written + checked, alternative: alternative),
                            configuration: .object(configuration), fields: reading.fields, agreement: agreementOfBest)
        case .signed(let field, let up, let new):
            // A table read with `=` as no change in this column, or its moves as arrows, says so.
            let marks = writing.signedMoves.flatMap { JSONPointer.escape($0.column) == field ? $0 : nil }
            let written = marks?.written ?? ""
            var configuration: [String: JSONOutput] = ["signed": .string("/" + field), "positiveIs": .string(up ? "up" : "down")]
            if !new.isEmpty { configuration["new"] = .array(new.map(\.json)) }
            return Movement(choice: Choice(key: "movement", value: "signed /\(field), positive is \(up ? "up" : "down")",
                                           evidence: "integers of both signs" + written
                                               + (new.isEmpty ? "" : " and \(Self.shown(new)) (new entries)") + checked, alternative: alternative),
                            configuration: .object(configuration), fields: reading.fields, agreement: agreementOfBest, signed: field)
        }
    }

    /// The share of recomputed moves a reading must agree with to be proposed: a field whose
    /// every fifth move disagrees is more likely another column (a peak position, weeks on the
    /// chart) than a previous rank with that many mistakes.
    private static let leastAgreement = 0.8

    /// A share as a whole percentage (`90%` for 0.909).
    private static func percent(_ share: Double) -> String { "\(Int((share * 1000).rounded()) / 10)%" }

    /// The few words a field of integers holds besides them, as a chart writes a new entry's
    /// previous rank (`"-"`, `"NEW"`, `"RE"`): at most three, short and with no digit; nil for
    /// any other strings.
    private func newEntryWords(_ field: String, _ lists: [ListCandidate]) -> [String]? {
        var words: [String] = []
        for list in lists {
            let document = sources[list.file].document
            for entry in list.entries {
                guard let node = value(of: field, in: entry, list.file), document.kind(node) == .string else { continue }
                let word = document.string(node)
                guard !word.isEmpty, word.count <= 12, !word.contains(where: \.isNumber) else { return nil }
                if !words.contains(word) {
                    guard words.count < 3 else { return nil }
                    words.append(word)
                }
            }
        }
        return words.isEmpty ? nil : words
    }

    /// The first of a field's strings that is a signed integer (`"+2"`, `"-1"`), and its number,
    /// when every string of it is an integer, signed or not, or a word without digits (a new
    /// entry's `"NEW"`), and one at least is signed; nil otherwise.
    private func movesWrittenAsText(_ field: String, _ lists: [ListCandidate]) -> (text: String, integer: Int64)? {
        var signed: (text: String, integer: Int64)?
        for list in lists {
            let document = sources[list.file].document
            for entry in list.entries {
                guard let node = value(of: field, in: entry, list.file), document.kind(node) == .string else { continue }
                let text = document.string(node)
                let digits = text.hasPrefix("+") || text.hasPrefix("-") ? text.dropFirst() : Substring(text)
                if !digits.isEmpty, digits.count <= 15, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(text.hasPrefix("+") ? String(digits) : text) {
                    if signed == nil, digits.count < text.count, value != 0 { signed = (text, value) }
                } else if text.isEmpty || text.count > 12 || text.contains(where: \.isNumber) {
                    return nil
                }
            }
        }
        return signed
    }

    /// Values that mean a new entry as the evidence shows them: `0`, `"-"`.
    private static func shown(_ values: [RankingShape.MovementValue]) -> String {
        values.map { $0.json.rendered(pretty: false) }.joined(separator: ", ")
    }

    /// A field of words that say the move's direction (a chart's `trend`: `MOVE_UP`,
    /// `SAME_POSITION`, `NEW_ENTRY`; a leaderboard's 1, -1, 0), read from consecutive periods:
    /// each word stands for the direction that most of the entries written with it moved, at
    /// least four in five of them, or for a new entry when as many were not in the period
    /// before. Nil when the field has more than six words, or its words do not say both up
    /// and down. (The reading is of the direction alone: `inferMovement` pairs it with sizes.)
    private func directionWords(_ field: String, rank: String, identity: [String],
                                order: [(previous: ListCandidate, current: ListCandidate)]) -> MoveReading? {
        // For each word, how many entries written with it moved down, not at all, up, or were new.
        var seen: [RankingShape.MovementValue: [Int]] = [:], words: [RankingShape.MovementValue] = []
        for (previous, current) in order {
            let priorRanks = ranks(of: previous, rank: rank, identity: identity)
            let document = sources[current.file].document
            for entry in current.entries {
                guard let node = value(of: field, in: entry, current.file), let word = RankingShape.MovementValue(node, in: document),
                      let key = identityKey(entry, identity, current.file), let rankNode = value(of: rank, in: entry, current.file),
                      let now = document.boundedWholeNumber(rankNode) else { continue }
                // Integers say a direction by their sign alone: other numbers are no such words,
                // nor are numbers written as text (`03`, a rank with leading zeros).
                if case .integer(let integer) = word, !(-1...1).contains(integer) { return nil }
                if case .string(let text) = word, !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }) { return nil }
                if seen[word] == nil {
                    guard words.count < 6 else { return nil }
                    words.append(word)
                    seen[word] = [0, 0, 0, 0]
                }
                let outcome = priorRanks[key].map { Int(($0 - now).signum()) + 1 } ?? 3
                seen[word]![outcome] += 1
            }
        }
        // Words for a direction are few and written again and again; a column whose every entry
        // writes a word of its own (a club's city) says nothing of its moves.
        guard seen.values.reduce(0, { $0 + $1.reduce(0, +) }) >= 2 * words.count else { return nil }
        var up: [RankingShape.MovementValue] = [], down: [RankingShape.MovementValue] = [], keep: [RankingShape.MovementValue] = [], new: [RankingShape.MovementValue] = []
        for word in words {
            let counts = seen[word]!, total = counts.reduce(0, +)
            guard let most = counts.indices.max(by: { counts[$0] < counts[$1] }), counts[most] * 5 >= total * 4 else { continue }
            switch most {
            case 0: down.append(word)
            case 1: keep.append(word)
            case 2: up.append(word)
            default: new.append(word)
            }
        }
        guard !up.isEmpty, !down.isEmpty else { return nil }
        return .direction(field, words: RankingShape.DirectionWords(up: up, down: down, keep: keep), new: new, size: nil)
    }

    /// What a field holds across the lists, read in one pass: its kinds (null for missing),
    /// whether its numbers are all whole (`JSONDocument.wholeNumber`) and whether some is
    /// written with a fraction, and the smallest and the largest. A list none of whose entries
    /// writes the field (a ranking's first edition, without its moves) says nothing of it.
    func valueStats(_ field: String, _ lists: [ListCandidate])
        -> (kinds: Set<JSONKind>, allIntegers: Bool, someWrittenWithFraction: Bool, minimum: Int64?, maximum: Int64?) {
        var kinds = Set<JSONKind>(), allIntegers = true, someWrittenWithFraction = false, low: Int64?, high: Int64?
        for list in lists {
            let document = sources[list.file].document
            var (missing, written) = (false, false)
            for entry in list.entries {
                guard let node = value(of: field, in: entry, list.file) else { missing = true; continue }
                written = true
                let kind = document.kind(node)
                kinds.insert(kind)
                guard kind == .number else { continue }
                guard let number = document.boundedWholeNumber(node) else {
                    allIntegers = false
                    continue
                }
                low = min(low ?? number, number)
                high = max(high ?? number, number)
                // A number's flag: written with a fraction or an exponent.
                if document[node].flag { someWrittenWithFraction = true }
            }
            if missing && written { kinds.insert(.null) }
        }
        return (kinds, allIntegers, someWrittenWithFraction, low, high)
    }

    /// For each reading, the share of entries present in the previous period whose recorded
    /// value agrees with the move recomputed from it; nil without consecutive periods. Each
    /// pair of periods is read once for every reading. An entry new to the list that the
    /// reading gives a prior rank within the previous list (a peak position read as last
    /// week's rank: a new song's peak is its rank) disagrees too: RC402 would report it.
    private func agreement(_ readings: [MoveReading], _ rank: String, _ identity: [String],
                                   _ order: [(previous: ListCandidate, current: ListCandidate)]) -> [Double?] {
        var agree = [Int](repeating: 0, count: readings.count), checked = [Int](repeating: 0, count: readings.count)
        var newClaims = [Int](repeating: 0, count: readings.count)
        for (previous, current) in order {
            // A period none of whose entries writes a reading's fields claims no moves in it (a
            // ranking's first edition, a table before its column of changes): it says nothing
            // of the reading.
            let claims = readings.map { writesAny(of: $0.fields, in: current) }
            guard claims.contains(true) else { continue }
            let priorRanks = ranks(of: previous, rank: rank, identity: identity)
            let document = sources[current.file].document
            for entry in current.entries {
                guard let key = identityKey(entry, identity, current.file),
                      let rankNode = value(of: rank, in: entry, current.file), let now = document.boundedWholeNumber(rankNode) else { continue }
                func recorded(_ field: String) -> Int64? { value(of: field, in: entry, current.file).flatMap(document.boundedWholeNumber) }
                guard let prior = priorRanks[key] else {
                    for (index, reading) in readings.enumerated() where claims[index] && claimsPriorRank(reading, of: entry, now: now, within: Int64(previous.entries.count), current.file) {
                        newClaims[index] += 1
                    }
                    continue
                }
                for (index, reading) in readings.enumerated() where claims[index] {
                    checked[index] += 1
                    let agrees = switch reading {
                    case .signed(let field, let up, _): recorded(field) == (up ? prior - now : now - prior)
                    case .previousRank(let field, _): recorded(field) == prior
                    case .direction(let field, let words, _, let size):
                        value(of: field, in: entry, current.file).flatMap { RankingShape.MovementValue($0, in: document) }.flatMap(words.direction(of:))
                            == Int((prior - now).signum()) && (size.map { recorded($0) == abs(prior - now) } ?? true)
                    case .flag(let flag, let magnitude):
                        // Up by k: true and k; down by k or no move: false and k.
                        value(of: flag, in: entry, current.file).map { document.kind($0) == .true } == (prior > now) && recorded(magnitude) == abs(prior - now)
                    }
                    if agrees { agree[index] += 1 }
                }
            }
        }
        return readings.indices.map { checked[$0] == 0 ? nil : Double(agree[$0]) / Double(checked[$0] + newClaims[$0]) }
    }

    /// Whether a reading gives an entry of `file`, at rank `now`, a prior rank from 1 to `length`
    /// (a new entry's value that is not one the reading means a new entry by).
    private func claimsPriorRank(_ reading: MoveReading, of entry: Int, now: Int64, within length: Int64, _ file: Int) -> Bool {
        let document = sources[file].document
        func integer(_ field: String) -> Int64? {
            value(of: field, in: entry, file).flatMap { document.kind($0) == .number ? document.boundedWholeNumber($0) : nil }
        }
        let prior: Int64?
        switch reading {
        case .previousRank(let field, let new):
            prior = integer(field).flatMap { new.contains(.integer($0)) ? nil : $0 }
        case .signed(let field, let up, let new):
            prior = integer(field).flatMap { new.contains(.integer($0)) ? nil : (up ? now + $0 : now - $0) }
        case .flag(let flag, let magnitude):
            guard let size = integer(magnitude), let isUp = value(of: flag, in: entry, file).map({ document.kind($0) == .true }) else { return false }
            prior = isUp ? now + size : now - size
        case .direction(let field, let words, _, let size?):
            guard let size = integer(size), let direction = value(of: field, in: entry, file).flatMap({ RankingShape.MovementValue($0, in: document) }).flatMap(words.direction(of:))
            else { return false }
            prior = now - Int64(direction) * size
        case .direction:
            return false
        }
        return prior.map { (1...max(1, length)).contains($0) } ?? false
    }

    /// Each entry's rank in a list, by its identity (`identityKey`).
    private func ranks(of list: ListCandidate, rank: String, identity: [String]) -> [String: Int64] {
        var ranks: [String: Int64] = [:]
        for entry in list.entries {
            if let key = identityKey(entry, identity, list.file), let node = value(of: rank, in: entry, list.file),
               let value = sources[list.file].document.boundedWholeNumber(node) { ranks[key] = value }
        }
        return ranks
    }

    func identityKey(_ entry: Int, _ identity: [String], _ file: Int) -> String? {
        var key = ""
        for field in identity {
            guard let node = value(of: field, in: entry, file) else { return nil }
            key += sources[file].document.string(node) + "\u{1F}"
        }
        return key
    }
}
