/// Last year's file, indexed for lookup by list and town.
public struct PriorYear: Sendable {
    public let path: String
    /// How messages name last year: the year in the path ("2020"), else the file name.
    public let label: String
    public let index: PriorYearIndex
    /// The prior file's bytes, to show its lines as related locations.
    public let bytes: [UInt8]

    public init(path: String, file: RankingFile) {
        self.path = path
        self.label = PriorYearDiscovery.year(in: path).map(String.init) ?? String(path.split(separator: "/").last ?? Substring(path))
        self.index = PriorYearIndex(file)
        self.bytes = file.document.bytes
    }
}

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
        /// The length of last year's list: claims of a prior rank beyond it cannot be checked.
        public let length: Int
        public let byName: [NameKey: Int]
        /// Position by rank: ranks are 1…N in practice, so an array indexed by rank.
        private let byRank: [Int32]

        init(_ list: RankingList) {
            name = list.name
            length = list.entries.count
            var entries: [Entry] = []
            var byName: [NameKey: Int] = [:]
            entries.reserveCapacity(list.entries.count)
            byName.reserveCapacity(list.entries.count)
            // Ranks beyond a few times the list's length are not ranking data; they are left out of the index.
            let rankLimit = list.entries.count * 4 + 64
            var byRank = [Int32](repeating: -1, count: rankLimit + 1)
            for entry in list.entries {
                guard let name = entry.name, let rank = entry.rank?.value, let range = entry.townName?.range else { continue }
                let key = NameKey(name)
                if byName[key] == nil { byName[key] = entries.count }
                if rank <= rankLimit, byRank[rank] < 0 { byRank[rank] = Int32(entries.count) }
                entries.append(Entry(name: name, rank: rank, range: range))
            }
            self.entries = entries
            self.byName = byName
            self.byRank = byRank
        }

        public func entry(named name: String) -> Entry? { byName[NameKey(name)].map { entries[$0] } }
        /// The position in `entries` of the town with this exact name.
        public func position(named name: String) -> Int? { byName[NameKey(name)] }
        public func entry(atRank rank: Int) -> Entry? {
            guard rank >= 1, rank < byRank.count, byRank[rank] >= 0 else { return nil }
            return entries[Int(byRank[rank])]
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
            if let position = byName[NameKey(normal)], NameNormalization.matchKey(entries[position].name) == normal {
                return position
            }
            return variantIndex[NameKey(normal)]
        }
    }

    public let lists: [String: List]
    public let listNames: [String]

    public init(_ file: RankingFile) {
        var lists: [String: List] = [:]
        for list in file.lists { lists[list.name] = List(list) }
        self.lists = lists
        listNames = file.lists.map(\.name)
    }
}
