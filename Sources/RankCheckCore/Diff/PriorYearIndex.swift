/// Each prior list's towns by name, rank and normalised name.
public struct PriorYearIndex: Sendable {
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let rank: Int
        /// The town name's value in the prior file.
        public let range: ByteRange
    }

    public struct List: Sendable {
        public let name: String
        /// Entries with a valid name and rank, in file order.
        public let entries: [Entry]
        /// Where each entry's name is (same order), kept so the file's bytes need not be.
        var places: [RememberedPlace] = []
        /// The length of last year's list: claims of a prior rank beyond it cannot be checked.
        public let length: Int
        private let byName: NameTable
        /// Position by rank (the first entry of a rank).
        private let byRank: NumberTable

        /// From a list read through a shape (identity values joined, as `RankingEntry.name`).
        init(_ list: RankingList) {
            var entries: [Entry] = []
            for entry in list.entries {
                guard let name = entry.name, let rank = entry.rank?.value, let range = entry.townName?.range else { continue }
                entries.append(Entry(name: name, rank: rank, range: range))
            }
            self.init(name: list.name, length: list.entries.count, entries: entries)
        }

        /// Indexes the entries by name (the first of a repeated name) and by rank.
        init(name: String, length: Int, entries: [Entry]) {
            self.name = name
            self.length = length
            self.entries = entries
            var byName = NameTable(capacity: entries.count)
            var byRank = NumberTable(forListOf: length)
            for (position, entry) in entries.enumerated() {
                let hash = NameTable.hash(entry.name)
                if byName.position(hash: hash, where: { NameTable.sameBytes(entries[$0].name, entry.name) }) == nil {
                    byName.insert(hash: hash, position: position)
                }
                _ = byRank.record(entry.rank, position: position)
            }
            self.byName = byName
            self.byRank = byRank
        }

        /// The position in `entries` of the town with this exact name.
        public func position(named name: String) -> Int? { position(named: name, hash: NameTable.hash(name)) }

        /// The same, for a name whose `NameTable.hash` is already known.
        public func position(named name: String, hash: Int) -> Int? {
            byName.position(hash: hash) { NameTable.sameBytes(entries[$0].name, name) }
        }
        public func entry(atRank rank: Int) -> Entry? {
            position(atRank: rank).map { entries[$0] }
        }

        /// The position in `entries` of the first town at this rank.
        public func position(atRank rank: Int) -> Int? {
            byRank.first(rank)
        }

        /// Normalised name → position in `entries`, for the names whose normalised form differs
        /// from the name itself (most names are already normal; `variant(of:)` finds those by name).
        /// Built only when some town is not found by its exact name.
        public func variantIndex() -> [NameKey: Int] {
            var index: [NameKey: Int] = [:]
            for (position, entry) in entries.enumerated() {
                let normal = NameNormalization.matchKey(entry.name)
                guard normal != entry.name else { continue }
                if index[NameKey(normal)] == nil { index[NameKey(normal)] = position }
            }
            return index
        }

        /// The position of last year's entry whose normalised name is `normal`.
        public func variant(of normal: String, in variantIndex: [NameKey: Int]) -> Int? {
            if let position = position(named: normal), NameNormalization.matchKey(entries[position].name) == normal {
                return position
            }
            return variantIndex[NameKey(normal)]
        }
    }

    public let lists: [String: List]

    /// From the lists of a ranking file (any shape).
    public init(_ file: RankingFile) {
        var lists: [String: List] = [:]
        for list in file.lists { lists[list.name] = List(list) }
        self.init(lists: lists)
    }

    init(lists: [String: List]) {
        self.lists = lists
    }

    /// The same index with every entry's place in `bytes` (the file it was read from) noted,
    /// in one pass over the bytes.
    func rememberingPlaces(in bytes: [UInt8]) -> PriorYearIndex {
        // Lists in file order; each list's names are in file order and do not overlap, so every
        // name's start and end follow each other in one ascending walk.
        var ordered = lists.values.sorted { ($0.entries.first?.range.start ?? 0) < ($1.entries.first?.range.start ?? 0) }
        var offsets: [Int] = []
        offsets.reserveCapacity(ordered.reduce(0) { $0 + $1.entries.count * 2 })
        for list in ordered {
            for entry in list.entries { offsets += [entry.range.start, entry.range.end] }
        }
        var places: [[RememberedPlace]] = ordered.map { _ in [] }
        var current = 0
        var start: (position: LineColumn, line: ByteRange)?
        var visited = 0
        PositionResolver.walkPositions(of: offsets, in: bytes) { _, position, line in
            defer { visited += 1 }
            guard visited % 2 == 1, let begun = start else {
                start = (position, line)
                return
            }
            while places[current].count == ordered[current].entries.count { current += 1 }
            if places[current].isEmpty { places[current].reserveCapacity(ordered[current].entries.count) }
            let range = ByteRange(offsets[visited - 1], offsets[visited])
            places[current].append(RememberedPlace(range: range, start: begun.position, endColumn: position.column, line: begun.line, in: bytes))
        }
        var result: [String: List] = [:]
        for index in ordered.indices {
            ordered[index].places = places[index]
            result[ordered[index].name] = ordered[index]
        }
        return PriorYearIndex(lists: result)
    }
}
