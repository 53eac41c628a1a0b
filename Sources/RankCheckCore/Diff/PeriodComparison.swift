/// The comparison stage: each list of a file set against the prior period's list of the same
/// name (or, for a table of one list and a prior of one list, against that one). It is made
/// once per file; the prior-period rules (RC401–RC404), the report's movement tables and
/// `rankcheck diff` all read it.
public struct PeriodComparison: Sendable {
    /// The lists that have a prior list, in file order.
    public let comparisons: [ListComparison]
    /// The names of the file's lists that the prior period lacks, in file order (none when
    /// there is no prior period).
    public let listsWithoutPrior: [String]
    /// For each list of the file, the index of its comparison in `comparisons`, if it has one.
    private let comparisonIndexes: [Int?]

    /// Compares every list of `file` with `prior`; nothing when either is missing. Each list's
    /// comparison depends on that list alone, so `concurrently` makes them on every core, in
    /// runs of neighbouring lists (the cores then seldom count references to the same list).
    public init(_ file: RankingFile?, prior: PriorPeriod?, concurrently: Bool = false) {
        let lists = file?.lists ?? []
        guard let prior else {
            comparisons = []
            listsWithoutPrior = []
            comparisonIndexes = []
            return
        }
        // Lists are matched by name. A table's one list is named by its file, so a table of one
        // list and a prior of one list, one of them JSON, are one period and the one before
        // (a table's lists are counted in the table: its document may hold a run of them).
        let eitherIsTable = file?.document.table != nil || prior.table != nil
        let holdsOneList = (file?.document.table?.listCount ?? lists.count) == 1 && lists.count == 1
        let onlyPrior = eitherIsTable && holdsOneList && prior.index.lists.count == 1 ? prior.index.lists[0] : nil
        var compared = Parallel.map(lists.count, concurrently: concurrently) { (run: Range<Int>) -> [ListComparison?] in
            run.map { index in (prior.list(named: lists[index].key, likelyAt: index) ?? onlyPrior).map { ListComparison(lists[index], prior: $0) } }
        }
        var indexes: [Int?] = []
        var kept: [ListComparison] = []
        var missing: [String] = []
        indexes.reserveCapacity(compared.count)
        for index in compared.indices {
            // Moved out of the slot, not copied (a comparison holds several references).
            var comparison: ListComparison?
            swap(&comparison, &compared[index])
            indexes.append(comparison == nil ? nil : kept.count)
            if let comparison { kept.append(comparison) } else { missing.append(lists[index].name) }
        }
        comparisons = kept
        listsWithoutPrior = missing
        comparisonIndexes = indexes
    }

    /// The comparison of the file's list number `list` with the prior period's, if there is one.
    public func comparison(forList list: Int) -> ListComparison? {
        list < comparisonIndexes.count ? comparisonIndexes[list].map { comparisons[$0] } : nil
    }

    /// Only the comparisons of lists named `label` (a series' one period).
    public func keeping(listNamed label: String) -> [ListComparison] {
        comparisons.filter { $0.list.name == label }
    }
}
