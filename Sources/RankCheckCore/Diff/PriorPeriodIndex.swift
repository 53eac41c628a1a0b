/// Each prior list's towns by name, rank and normalised name.
public struct PriorPeriodIndex: Sendable {
    public struct Entry: Sendable, Equatable {
        /// Where the name's bytes are: its text is its list's (`List.name(of:)`).
        let nameSpan: NameSpan
        public let rank: Int
        private let place: CompactRange

        init(name: NameSpan, rank: Int, range: ByteRange) {
            nameSpan = name
            self.rank = rank
            place = CompactRange(range)
        }

        /// The town name's value in the prior file.
        public var range: ByteRange { place.range }
    }

    /// A list as read, before it is indexed.
    struct RawList: Sendable {
        let name: String
        /// The number of entry objects (valid or not).
        let length: Int
        /// Entries with a valid name and rank, in file order.
        let entries: [Entry]
        /// The bytes of the entries' names.
        var identityNames: IdentityNames
        /// What messages call the entries, where the shape says (`RankingList.displayNames`).
        var displayNames: DisplayNames? = nil
        /// Where each entry's name is (same order), so the file's bytes need not be kept.
        var places: [RememberedPlace]
        /// Each entry's `NameTable.hash` (same order), as its reader took them: a name is hashed
        /// once, where it is read.
        var hashes: [UInt32]
        /// How messages name this list when its period or place is in the data ("1958-08-04",
        /// "north", "week 12"; `periodName`); nil: the file's label names it.
        var periodLabel: String? = nil
        /// Whether `periodLabel` is a label in the data that holds no period ("north", "rent"):
        /// such a list of another file is named with that file's label ("2020's north").
        var labelNamesNoPeriod = false

        /// How messages name a list labelled `label` by the field `field` (a table's `listBy`
        /// column, a series' `label`): the label, or for a bare number the field and the number
        /// ("week 12": "in 12" names no period).
        static func periodName(_ label: String, field: String?) -> String {
            numberedName(label, field: field) ?? label
        }

        /// The field and the label ("week 12") when the label is a bare number; nil otherwise.
        static func numberedName(_ label: String, field: String?) -> String? {
            guard let field, !field.isEmpty, TableColumns.readsAsNumber(label) else { return nil }
            return "\(field) \(label)"
        }

        /// How messages name a list's period: its label (`periodName`) where a field labels it,
        /// its name where that is not its key; nil where the list is named by its key alone.
        static func periodLabel(of list: RankingList, labelField: String?) -> String? {
            list.key == list.name ? nil : labelField != nil ? periodName(list.name, field: labelField) : list.name
        }

        /// The periods of a series in one file, a list's `periodLabel` or else its key, in the
        /// file's order: what `SeriesOrder` orders them by.
        static func periods(of file: RankingFile) -> [String] {
            file.lists.map { periodLabel(of: $0, labelField: file.labelField) ?? $0.key }
        }

        /// The lists of a ranking file read through any shape (identity values joined, as
        /// `RankingEntry.name`), their places found in one walk over the file's lines.
        /// `notingPlaces: false` when the file is its own prior (a series in one file): its places
        /// are then resolved from its own bytes, and the walk over its lines would be wasted.
        static func lists(of file: RankingFile, notingPlaces: Bool = true) -> [RawList] {
            let document = file.document, fileLists = file.lists
            let labelField = file.labelField
            // A big file's on every core, in runs of neighbouring lists, as they were read.
            let concurrently = document.bytes.count >= Linter.parallelRulesThreshold
            var lists = ConcurrentSlots<RawList>.map(fileLists.count, concurrently: concurrently) { run in run.map { index in
                let list = fileLists[index]
                var entries: [Entry] = []
                var hashes: [UInt32] = []
                entries.reserveCapacity(list.entries.count)
                hashes.reserveCapacity(list.entries.count)
                let listHashes = list.names.hashes
                for position in list.entries.indices {
                    guard let townName = list.entries[position].townName, let span = townName.value,
                          let rank = list.entries[position].rank?.value else { continue }
                    entries.append(Entry(name: span, rank: rank, range: document.range(of: townName)))
                    hashes.append(listHashes[position])
                }
                let labelled = list.key != list.name && labelField != nil
                return RawList(name: list.key, length: list.entries.count, entries: entries, identityNames: list.identityNames,
                               displayNames: list.displayNames, places: [], hashes: hashes, periodLabel: periodLabel(of: list, labelField: labelField),
                               labelNamesNoPeriod: labelled && SeriesOrder.period(list.name) == nil)
            } }
            // A table's places are found through its map when printed (see `PriorPeriod.table`).
            guard notingPlaces, file.document.table == nil else { return lists }
            for (list, places) in PriorPeriodIndex.places(of: lists, in: file.document.bytes).enumerated() { lists[list].places = places }
            return lists
        }
    }

    /// One of last year's lists, indexed. A class: every rule that reads a list's year
    /// comparison copies it, and a reference is one count where a struct's dozen were a dozen.
    public final class List: Sendable {
        public let name: String
        /// How messages name this list when its period or place is in the data (`RawList.periodName`).
        public let periodLabel: String?
        /// Whether that label holds no period (`RawList.labelNamesNoPeriod`).
        let labelNamesNoPeriod: Bool
        /// Entries with a valid name and rank, in file order.
        public let entries: [Entry]
        /// The bytes of the entries' names.
        let identityNames: IdentityNames
        /// What messages call the entries, where the shape says (`RawList.displayNames`).
        let displayNames: DisplayNames?
        /// Where each entry's name is (same order), kept so the file's bytes need not be.
        let places: [RememberedPlace]
        /// The length of last year's list: claims of a prior rank beyond it cannot be checked.
        public let length: Int
        private let byName: NameTable
        /// Whether two entries share a name (then only `byName` knows which comes first).
        private let namesRepeat: Bool
        /// The positions of entries whose name another entry of the list also has.
        private let repeated: Set<Int>
        /// Position by rank (the first entry of a rank); nil when the ranks ascend, as in most
        /// lists: then the entry of rank r is found at r − 1 or by a binary search, and 50,000
        /// small lists allocate no table each.
        private let byRank: NumberTable?

        /// Indexes the entries by name (the first of a repeated name) and by rank.
        init(_ list: borrowing RawList) {  // borrowed: 50,000 small lists are not copied to be indexed
            let entries = list.entries
            self.name = list.name
            self.periodLabel = list.periodLabel
            self.labelNamesNoPeriod = list.labelNamesNoPeriod
            self.length = list.length
            self.entries = entries
            let identityNames = list.identityNames
            self.identityNames = identityNames
            displayNames = list.displayNames
            self.places = list.places
            var byName = NameTable(capacity: entries.count)
            var namesRepeat = false
            var repeated = Set<Int>()
            identityNames.withBuffers { names in
                let hashes = list.hashes
                byName.record(count: entries.count, hash: { hashes[$0] }, where: { names.same(entries[$1].nameSpan, entries[$0].nameSpan) },
                              repeated: { position, first in
                                  namesRepeat = true
                                  repeated.formUnion([position, first])
                              })
            }
            if entries.indices.dropFirst().allSatisfy({ entries[$0 - 1].rank < entries[$0].rank }) {
                byRank = nil
            } else {
                var table = NumberTable(forListOf: length, counting: false)
                for (position, entry) in entries.enumerated() { _ = table.record(entry.rank, position: position) }
                byRank = table
            }
            self.byName = byName
            self.namesRepeat = namesRepeat
            self.repeated = repeated
        }

        /// Whether another entry of the list has the same name as the one at `position`.
        public func isRepeated(_ position: Int) -> Bool { namesRepeat && repeated.contains(position) }

        /// The position in `entries` of the town with this exact name.
        public func position(named name: String) -> Int? { position(named: name, hash: NameTable.hash(name)) }

        /// The same, for a name whose `NameTable.hash` is already known.
        public func position(named name: String, hash: UInt32) -> Int? {
            NameTable.withBytes(of: name) { name in identityNames.withBuffers { position(named: name, hash: hash, in: $0) } }
        }

        /// The same, for a name's UTF-8 bytes; `names` are this list's (`identityNames.withBuffers`).
        func position(named name: UnsafeBufferPointer<UInt8>, hash: UInt32, in names: NameBuffers) -> Int? {
            byName.position(hash: hash) { names.name(entries[$0].nameSpan, is: name) }
        }

        /// The same, trying first the entry at `likelyRank` (the rank the entry claims it had):
        /// most claims are true, and that entry is near in memory where a hash probe is not.
        public func position(named name: String, hash: UInt32, likelyRank: Int?) -> Int? {
            NameTable.withBytes(of: name) { name in identityNames.withBuffers { position(named: name, hash: hash, likelyRank: likelyRank, in: $0) } }
        }

        func position(named name: UnsafeBufferPointer<UInt8>, hash: UInt32, likelyRank: Int?, in names: NameBuffers) -> Int? {
            if !namesRepeat, let likelyRank, let guess = position(atRank: likelyRank), names.name(entries[guess].nameSpan, is: name) {
                return guess
            }
            return position(named: name, hash: hash, in: names)
        }

        /// An entry's town name as text.
        public func name(of entry: Entry) -> String { identityNames.string(entry.nameSpan) }

        /// What messages call an entry: its display name where the shape names fields for one,
        /// else its identity (`RankingList.shownName(of:)`).
        public func shownName(of entry: Entry) -> String { displayNames?.name(of: entry.nameSpan) ?? name(of: entry) }

        /// The position in `entries` of the first town at this rank.
        public func position(atRank rank: Int) -> Int? {
            if let byRank { return byRank.first(rank) }
            if rank >= 1, rank <= entries.count, entries[rank - 1].rank == rank { return rank - 1 }
            let at = entries.partitionPoint { $0.rank >= rank }
            return at < entries.count && entries[at].rank == rank ? at : nil
        }

        /// The names of the entries at `positions` by normalised form, for the names whose
        /// normalised form differs from the name itself (most names are already normal;
        /// `variant(of:)` finds those by name). Built only when some town is not found by its
        /// exact name.
        public func variantIndex(of positions: [Int]) -> VariantIndex {
            VariantIndex(entries: entries, at: positions, names: identityNames)
        }

        /// The position of last year's entry whose normalised name is `name`'s (UTF-8 bytes);
        /// `names` are this list's.
        func variant(of name: UnsafeBufferPointer<UInt8>, in variantIndex: VariantIndex, names: NameBuffers) -> Int? {
            NameNormalization.withMatchKey(ofBytes: name) { key, _ in
                // Both tables hash names and keys alike: the key is hashed once for both.
                let hash = SeededHash.hash(key)
                // A name of last year that is itself the normal form, found by its exact bytes.
                if let position = position(named: key, hash: hash, in: names),
                   NameNormalization.withMatchKey(ofBytes: names[entries[position].nameSpan], { found, _ in ByteWord.equal(found, key) }) {
                    return position
                }
                return variantIndex.position(ofKey: key, hash: hash)
            }
        }
    }

    /// Last year's lists in the order read, less any that a later list of the same name replaced.
    public let lists: [List]
    /// Positions in `lists` by the `NameTable.hash` of each list's name. Names are hashed from
    /// the raw lists (inline strings, read in a row), so indexing 50,000 lists does not visit
    /// 50,000 freshly made objects on one core, as a dictionary by `String` did.
    private let byName: NameTable

    /// `read`: the indexed lists in the order read; `nameHashes`: the `NameTable.hash` of each
    /// one's name. The last list of a repeated name is the one kept. Returns the index and the
    /// positions in `read` of the lists kept (nil: all of them).
    static func indexing(_ read: [List], nameHashes: [UInt32]) -> (index: PriorPeriodIndex, kept: [Int]?) {
        var table = NameTable(capacity: read.count)
        var replaced: [Int] = []
        // Recorded from the last: the list found already is the later one.
        for position in read.indices.reversed()
        where table.record(hash: nameHashes[position], position: position, where: { NameTable.sameBytes(read[$0].name, read[position].name) }) != nil {
            replaced.append(position)
        }
        guard !replaced.isEmpty else { return (PriorPeriodIndex(lists: read, byName: table), nil) }
        let dropped = Set(replaced)
        let kept = read.indices.filter { !dropped.contains($0) }
        let lists = kept.map { read[$0] }
        var keptTable = NameTable(capacity: lists.count)
        for (position, from) in kept.enumerated() {
            _ = keptTable.record(hash: nameHashes[from], position: position) { _ in false }
        }
        return (PriorPeriodIndex(lists: lists, byName: keptTable), kept)
    }

    private init(lists: [List], byName: NameTable) {
        self.lists = lists
        self.byName = byName
    }

    /// Last year's list of this name (a list's key: its member name or pointer).
    public func list(named name: String) -> List? {
        byName.position(hash: NameTable.hash(name)) { NameTable.sameBytes(lists[$0].name, name) }.map { lists[$0] }
    }

    /// Each raw list's places in `bytes` (the file it was read from), in one walk over its
    /// lines (lists are walked in file order).
    static func places(of lists: [RawList], in bytes: SourceBytes) -> [[RememberedPlace]] {
        let order = lists.indices.sorted { (lists[$0].entries.first?.range.start ?? 0) < (lists[$1].entries.first?.range.start ?? 0) }
        var offsets: [Int] = []
        offsets.reserveCapacity(lists.reduce(0) { $0 + $1.entries.count * 2 })
        for list in order {
            for entry in lists[list].entries {
                offsets.append(entry.range.start)
                offsets.append(entry.range.end)
            }
        }
        var places: [[RememberedPlace]] = order.map { _ in [] }
        var current = 0
        var begun: (position: LineColumn, line: ByteRange)?
        var visited = 0
        PositionResolver.walkPositions(of: offsets, in: bytes) { _, position, line in
            defer { visited += 1 }
            guard visited % 2 == 1, let started = begun else {
                begun = (position, line)
                return
            }
            while places[current].count == lists[order[current]].entries.count { current += 1 }
            let range = ByteRange(offsets[visited - 1], offsets[visited])
            places[current].append(RememberedPlace(range: range, start: started.position, endColumn: position.column, line: started.line, in: bytes))
        }
        return places.reordered(from: order)
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
