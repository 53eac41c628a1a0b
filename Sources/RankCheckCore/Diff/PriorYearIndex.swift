/// Each prior list's towns by name, rank and normalised name.
public struct PriorYearIndex: Sendable {
    public struct Entry: Sendable, Equatable {
        public let name: String
        public let rank: Int
        private let start: UInt32
        private let end: UInt32

        init(name: String, rank: Int, range: ByteRange) {
            self.name = name
            self.rank = rank
            start = UInt32(truncatingIfNeeded: range.start)
            end = UInt32(truncatingIfNeeded: range.end)
        }

        /// The town name's value in the prior file.
        public var range: ByteRange { ByteRange(Int(start), Int(end)) }
    }

    /// A list as read, before it is indexed.
    struct RawList: Sendable {
        let name: String
        /// The number of entry objects (valid or not).
        let length: Int
        /// Entries with a valid name and rank, in file order.
        let entries: [Entry]

        /// The lists of a ranking file read through any shape (identity values joined, as
        /// `RankingEntry.name`).
        static func lists(of file: RankingFile) -> [RawList] {
            file.lists.map { list in
                let entries = list.entries.compactMap { entry -> Entry? in
                    guard let name = entry.name, let rank = entry.rank?.value, let range = entry.townName?.range else { return nil }
                    return Entry(name: name, rank: rank, range: range)
                }
                return RawList(name: list.name, length: list.entries.count, entries: entries)
            }
        }
    }

    public struct List: Sendable {
        public let name: String
        /// Entries with a valid name and rank, in file order.
        public let entries: [Entry]
        /// Where each entry's name is (same order), kept so the file's bytes need not be.
        let places: [RememberedPlace]
        /// The length of last year's list: claims of a prior rank beyond it cannot be checked.
        public let length: Int
        private let byName: NameTable
        /// Whether two entries share a name (then only `byName` knows which comes first).
        private let namesRepeat: Bool
        /// Position by rank (the first entry of a rank).
        private let byRank: NumberTable

        /// Indexes the entries by name (the first of a repeated name) and by rank.
        init(_ list: RawList, places: [RememberedPlace]) {
            let entries = list.entries
            self.name = list.name
            self.length = list.length
            self.entries = entries
            self.places = places
            var byName = NameTable(capacity: entries.count)
            var byRank = NumberTable(forListOf: length, counting: false)
            var namesRepeat = false
            let hashes = entries.map { NameTable.hash($0.name) }
            byName.record(count: entries.count, hash: { hashes[$0] }, where: { NameTable.sameBytes(entries[$1].name, entries[$0].name) },
                          repeated: { _, _ in namesRepeat = true })
            for (position, entry) in entries.enumerated() {
                _ = byRank.record(entry.rank, position: position)
            }
            self.byName = byName
            self.namesRepeat = namesRepeat
            self.byRank = byRank
        }

        /// The position in `entries` of the town with this exact name.
        public func position(named name: String) -> Int? { position(named: name, hash: NameTable.hash(name)) }

        /// The same, for a name whose `NameTable.hash` is already known.
        public func position(named name: String, hash: UInt32) -> Int? {
            byName.position(hash: hash) { NameTable.sameBytes(entries[$0].name, name) }
        }

        /// The same, trying first the entry at `likelyRank` (the rank the entry claims it had):
        /// most claims are true, and that entry is near in memory where a hash probe is not.
        public func position(named name: String, hash: UInt32, likelyRank: Int?) -> Int? {
            if !namesRepeat, let likelyRank, let guess = byRank.first(likelyRank), NameTable.sameBytes(entries[guess].name, name) {
                return guess
            }
            return position(named: name, hash: hash)
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

    init(lists: [String: List]) {
        self.lists = lists
    }

    /// Each raw list's places in `bytes` (the file it was read from). Lists are walked in file
    /// order; a big file's lists are walked in two groups at once, the second from a line start
    /// between them, counting its lines from there and shifted by the first group's count.
    static func places(of lists: [RawList], in bytes: SourceBytes, splitFrom minimumSize: Int = Linter.parallelRulesThreshold) -> [[RememberedPlace]] {
        let order = lists.indices.sorted { (lists[$0].entries.first?.range.start ?? 0) < (lists[$1].entries.first?.range.start ?? 0) }
        let entryCount = lists.reduce(0) { $0 + $1.entries.count }
        // The list boundary nearest the middle, where a line starts between the two groups.
        var split: (index: Int, lineStart: Int)?
        var before = 0
        for (index, list) in order.enumerated().dropLast() {
            before += lists[list].entries.count
            guard before * 2 >= entryCount else { continue }
            if let end = lists[list].entries.last?.range.end, let next = lists[order[index + 1]].entries.first?.range.start {
                split = lineStart(after: end, before: next, in: bytes).map { (index + 1, $0) }
            }
            break
        }
        guard let split, bytes.count >= minimumSize else {
            return walk(order.map { lists[$0] }, in: bytes, from: nil).places.reordered(from: order)
        }
        let groups = [Array(order[..<split.index]), Array(order[split.index...])]
        var walked = ConcurrentSlots.map(2, fallback: (places: [[RememberedPlace]](), lineAtEnd: 0)) { group in
            walk(groups[group].map { lists[$0] }, in: bytes, from: group == 0 ? nil : split.lineStart, endingAt: group == 0 ? split.lineStart : nil)
        }
        // Shifted in place (a copy would add to the peak memory this index exists to keep down).
        let shift = UInt32(truncatingIfNeeded: walked[0].lineAtEnd - 1)
        var second = walked[1].places
        walked[1].places = []
        for list in second.indices {
            for place in second[list].indices { second[list][place].moveDown(shift) }
        }
        return (walked[0].places + second).reordered(from: order)
    }

    /// Where the first line that starts after `end` (and at or before `limit`) starts.
    private static func lineStart(after end: Int, before limit: Int, in bytes: SourceBytes) -> Int? {
        var k = end
        while k < limit, bytes[k] != 0x0A, bytes[k] != 0x0D { k += 1 }
        guard k < limit else { return nil }
        let start = bytes[k] == 0x0D && k + 1 < bytes.count && bytes[k + 1] == 0x0A ? k + 2 : k + 1
        return start <= limit ? start : nil
    }

    /// The places of `lists` (in file order, names not overlapping): from the file's start, or
    /// from `start`, a line start whose line is then numbered 1. With `endingAt`, also the line
    /// number at that offset (past every name).
    private static func walk(_ lists: [RawList], in bytes: SourceBytes, from start: Int?, endingAt end: Int? = nil)
        -> (places: [[RememberedPlace]], lineAtEnd: Int) {
        var offsets: [Int] = []
        offsets.reserveCapacity(lists.reduce(0) { $0 + $1.entries.count * 2 } + 1)
        for list in lists {
            for entry in list.entries {
                offsets.append(entry.range.start)
                offsets.append(entry.range.end)
            }
        }
        let nameOffsets = offsets.count
        if let end { offsets.append(end) }
        var places: [[RememberedPlace]] = lists.map { _ in [] }
        var lineAtEnd = 0
        var current = 0
        var begun: (position: LineColumn, line: ByteRange)?
        var visited = 0
        PositionResolver.walkPositions(of: offsets, in: bytes, from: start.map(LineCheckpoints.init(lineStartingAt:))) { _, position, line in
            defer { visited += 1 }
            guard visited < nameOffsets else {
                lineAtEnd = position.line
                return
            }
            guard visited % 2 == 1, let started = begun else {
                begun = (position, line)
                return
            }
            while places[current].count == lists[current].entries.count { current += 1 }
            if places[current].isEmpty { places[current].reserveCapacity(lists[current].entries.count) }
            let range = ByteRange(offsets[visited - 1], offsets[visited])
            places[current].append(RememberedPlace(range: range, start: started.position, endColumn: position.column, line: started.line, in: bytes))
        }
        return (places, lineAtEnd)
    }
}

private extension Array where Element == [RememberedPlace] {
    /// Per-list arrays walked in file `order`, put back in the lists' own order.
    func reordered(from order: [Int]) -> [[RememberedPlace]] {
        var result = [[RememberedPlace]](repeating: [], count: count)
        for (walked, list) in order.enumerated() { result[list] = self[walked] }
        return result
    }
}
