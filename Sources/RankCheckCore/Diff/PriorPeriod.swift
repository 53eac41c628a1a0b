/// Last year's file, indexed for lookup by list and town.
///
/// Its bytes are not kept: each entry's place is noted when it is read (`Draft`), and the few
/// lines that findings show are read back through `readWindow` (a big prior period then costs
/// its index, not its text).
public struct PriorPeriod: Sendable {
    public let path: String
    /// How messages name last year: the file's name when it is a date ("2024-02-20"), else the
    /// year in the path ("2020"), else the file name; "the prior period" for a pipe's path
    /// (`/dev/fd/63`, as a shell names `<(git show HEAD~1:chart.csv)`) or standard input's
    /// (`-`), whose name says nothing.
    public let label: String
    public let index: PriorPeriodIndex
    private let readWindow: SourceWindowReader
    /// The position in `index.lists` of each list with entries, by the offset of its first
    /// entry, ascending: a place in the file is found by two binary searches, however many
    /// lists the file has.
    private let listsByOffset: [(start: Int, position: Int)]
    /// The table the prior period was read from (CSV, TSV): its places are found in it, through
    /// the table's map, rather than noted when it was indexed.
    public let table: TableSource?
    /// Whether the prior periods are lists of the file checked (a series in one file): then a
    /// list's label names its period alone, not with the prior file's.
    public private(set) var isOwnSeries = false

    /// Last year's entries with their places noted: all that needs the file's bytes is done, so
    /// a caller can let them go before the entries are indexed.
    public struct Draft: Sendable {
        let path: String
        let lists: [PriorPeriodIndex.RawList]
        let readWindow: SourceWindowReader
        let table: TableSource?

        /// `readWindow` reads the file again (the CLI's file system); without it the bytes are
        /// kept in memory for that. `table`: the table the lists were read from.
        init(path: String, lists: [PriorPeriodIndex.RawList], bytes: SourceBytes, readWindow: SourceWindowReader?, table: TableSource? = nil) {
            self.path = path
            self.lists = lists
            self.table = table
            self.readWindow = readWindow ?? { range in
                range.start >= 0 && range.start <= range.end && range.end <= bytes.count ? Array(bytes[range.start..<range.end]) : nil
            }
        }

        /// Whether the file has entries but none with a name and a rank: nothing can be looked
        /// up in it (its identity column renamed, or another shape).
        var namesNoEntry: Bool {
            lists.contains { $0.length > 0 } && lists.allSatisfy { $0.entries.isEmpty }
        }
    }

    /// How messages name the prior period in the file at `path` (`label`).
    static func label(ofPath path: String) -> String {
        if isUnnamed(path) { return unnamedLabel }
        // A file named by its date (a week's `2024-02-20.json`) is named by it; else by the year in its path.
        let stem = PathText.stem(of: path)
        return SeriesOrder.period(stem)?.isDate == true ? stem : PriorYearDiscovery.year(in: path).map(String.init) ?? PathText.name(of: path)
    }

    /// Whether `path` names no file a reader would know: standard input, or a pipe's descriptor
    /// (`--prior <(git show …)` reads `/dev/fd/63`).
    static func isUnnamed(_ path: String) -> Bool {
        path == "-" || ["/dev/fd", "/proc/self/fd"].contains(PathText.parent(of: path))
    }

    /// What a prior period read from a path that names no file is called.
    static let unnamedLabel = "the prior period"

    /// The prior file as a reader knows it: its path, or "the prior period" for a pipe's.
    static func shownName(ofPath path: String) -> String { isUnnamed(path) ? unnamedLabel : path }

    /// Indexes the entries by name and rank (the last of a repeated list name counts).
    public init(_ draft: Draft) {
        path = draft.path
        label = Self.label(ofPath: draft.path)
        // Each list is indexed on its own, in runs of neighbouring lists on every core when there
        // is enough to do (a few big lists or 50,000 small ones: each list costs its tables).
        let raw = draft.lists
        let entryCount = raw.reduce(0) { $0 + $1.entries.count }
        let indexed = ConcurrentSlots<PriorPeriodIndex.List>.map(raw.count, concurrently: entryCount + 8 * raw.count >= 100_000) { run in
            run.map { PriorPeriodIndex.List(raw[$0]) }
        }
        // Read from the raw lists, which lie in a row: not from the lists just made on other cores.
        // (Field by field: a raw list copied whole would count a reference for each of its arrays.)
        let (index, kept) = PriorPeriodIndex.indexing(indexed, nameHashes: raw.indices.map { NameTable.hash(raw[$0].name) })
        self.index = index
        readWindow = draft.readWindow
        table = draft.table
        // In the order read, which is usually the file's: sorted only when it is not.
        var byOffset: [(start: Int, position: Int)] = []
        byOffset.reserveCapacity(index.lists.count)
        for (position, from) in (kept ?? Array(raw.indices)).enumerated() {
            if !raw[from].entries.isEmpty { byOffset.append((raw[from].entries[0].range.start, position)) }
        }
        if !byOffset.indices.dropFirst().allSatisfy({ byOffset[$0 - 1].start <= byOffset[$0].start }) {
            byOffset.sort { $0.start < $1.start }  // in place: no second array
        }
        listsByOffset = byOffset
    }

    /// Last year's file already parsed into a ranking file (any shape).
    public init(path: String, file: RankingFile, readWindow: SourceWindowReader? = nil) {
        self.init(Draft(path: path, lists: PriorPeriodIndex.RawList.lists(of: file), bytes: file.document.sourceBytes, readWindow: readWindow,
                        table: file.document.table))
    }

    /// A series in one file (`"prior": "previous-list"`): each list's prior is the list before it,
    /// in `SeriesOrder` (labels that are all dates or numbers sort the periods; else document
    /// order), in its series for a table of several. The first list has none. The file is its
    /// own prior, so its places are its own.
    public init(previousListsOf file: RankingFile, path: String) {
        let raw = PriorPeriodIndex.RawList.lists(of: file, notingPlaces: false)
        var shifted: [PriorPeriodIndex.RawList] = []
        // A table's several series (`"listBy": ["/region", "/date"]`): the first list of each has none.
        for (previous, current) in SeriesOrder.consecutive(raw.map { $0.periodLabel ?? $0.name }, inSeries: file.inSeries) {
            var list = raw[previous]
            list = PriorPeriodIndex.RawList(name: raw[current].name, length: list.length, entries: list.entries, identityNames: list.identityNames,
                                          displayNames: list.displayNames, places: list.places, hashes: list.hashes,
                                          periodLabel: raw[previous].periodLabel ?? raw[previous].name)
            shifted.append(list)
        }
        self.init(Draft(path: path, lists: shifted, bytes: file.document.bytes, readWindow: nil))
        isOwnSeries = true
    }

    /// Last year's list named `key`, looked for first at `likelyPosition` in the order read (where
    /// it is when the file keeps last year's order: one comparison of names, not a hash of one).
    public func list(named key: String, likelyAt likelyPosition: Int) -> PriorPeriodIndex.List? {
        let lists = index.lists
        if likelyPosition >= 0, likelyPosition < lists.count, NameTable.sameBytes(lists[likelyPosition].name, key) {
            return lists[likelyPosition]
        }
        return index.list(named: key)
    }

    /// How messages name the prior of one list: its period ("1958-08-04", "week 12"), a labelled
    /// list of the prior file ("2020's north"), else the prior file's label.
    public func label(of listKey: String) -> String { label(of: index.list(named: listKey)) }

    /// The same for a compared list, read from the prior list it holds (no look-up by name:
    /// rules ask once per list, and a file may have 50,000).
    public func label(of comparison: ListComparison) -> String { label(of: comparison.prior) }

    /// A label that holds a period (a date, a week's number) names the prior list by itself; one
    /// that names a place or kind ("north") is the prior file's, unless the file is its own prior.
    private func label(of prior: PriorPeriodIndex.List?) -> String {
        guard let prior, let period = prior.periodLabel else { return label }
        return namesItself(prior) ? period : "\(label)'s \(period)"
    }

    /// Whether a prior list's label names it without the prior file's (`label(of:)`).
    private func namesItself(_ prior: PriorPeriodIndex.List) -> Bool { isOwnSeries || !prior.labelNamesNoPeriod }

    /// How messages name the prior list of a compared list: "2020's 'townRankingsForRent'"
    /// between files that name their lists alike; "1961-01-23's list" for a period's; "2020's
    /// north" for a list of the prior file labelled otherwise; else "2020's list" (a table's one
    /// list is named by its file).
    public func list(of comparison: ListComparison) -> String {
        guard let prior = comparison.prior else { return "\(label)'s list" }
        if let period = prior.periodLabel { return namesItself(prior) ? "\(period)'s list" : label(of: prior) }
        guard prior.name == comparison.list.name else { return "\(label)'s list" }
        return "\(label)'s '\(prior.name)'"
    }

    /// Fills in line, column and snippet of a location in this file that names an entry's town.
    /// `snippet: false` fills in the positions only and reads nothing from disk.
    func resolve(_ location: inout Location, snippet: Bool = true) {
        // The last list starting at or before the place (lists do not interleave in a file).
        let low = listsByOffset.partitionPoint { $0.start > location.range.start }
        guard low > 0 else { return }
        let list = index.lists[listsByOffset[low - 1].position]
        let entries = list.entries
        // Entries are in file order: binary search by offset.
        let first = entries.partitionPoint { $0.range.start >= location.range.start }
        if first < entries.count, entries[first].range == location.range, first < list.places.count {
            let noSnippet: SourceWindowReader = { _ in nil }
            list.places[first].fill(&location, read: snippet ? readWindow : noSnippet)
        }
    }
}
