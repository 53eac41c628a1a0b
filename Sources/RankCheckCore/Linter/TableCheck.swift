/// How a table's lists find their prior period.
public enum TablePrior: Sendable {
    case none
    /// Another file, read meanwhile: the closure waits for it (nil: there is none), and is
    /// called once, when the rules that do not read it have run on the first run of lists.
    case file(@Sendable () -> PriorPeriod?)
    /// A series in one table (`"prior": "previous-list"`): each list against the one before it.
    case previousLists
}

extension Linter {
    /// The rows a run of lists holds at least (the last run may hold fewer).
    public static let rowsPerRun = 1 << 15
    /// The lists a run holds at least (the last run may hold fewer): a series' run writes the
    /// list before it again, as a prior only (its rank and identity cells), a small share of a
    /// run of three at any length of list.
    public static let listsPerRun = 3
    /// The runs a table whose lists are spread through it is checked in, about, at most: each
    /// run reads the whole table again (`GatheredRecords`), so their number is bounded to keep
    /// the reading linear in the table's length.
    static let mostSpreadRuns = 64

    /// Checks a table a run of lists at a time: each run's document and entries are written,
    /// checked and let go before the next run's, so a table of millions of rows holds one or
    /// two runs' at once. Every rule reads a run as it reads a whole file. A run of a series in
    /// one table starts with the list before it, its first list's prior, which the rules do
    /// not check again: its findings are the run before's.
    ///
    /// The table is checked whole (one run) when a run would not see what its rules need: a
    /// series' periods, read a run at a time, would sort otherwise than in the whole table;
    /// its entries carry attributes that RC301 compares across lists, first after its first
    /// run or in runs that take its lists in another order (otherwise the runs carry their
    /// first entries to the next: `EarlierEntries`); or a report keeps
    /// the whole model (the HTML page's lists, the comparisons, a model `keepingModel` hands
    /// back, for the next file of a series). A fix's check again reads the prior file the
    /// first run waited for, which every run holds.
    public func lint(path: String, table reading: TableReading, prior: TablePrior, ties: TiePolicy, selection: RuleSelection,
                     keepingModel: Bool = false) -> (report: FileReport, model: RankingFile?) {
        let keepsWhole = keepsLists || keepsComparisons || keepingModel
        return lint(path: path, table: reading, prior: prior, ties: ties, selection: selection,
                    runs: keepsWhole ? [Array(reading.labels.indices)] : runs(of: reading, prior: prior))
    }

    /// The runs of lists a table is checked in, in order (a series' in period order), each of
    /// at least `rowsPerRun` rows (more for lists spread through the table) and `listsPerRun`
    /// lists but the last.
    func runs(of reading: TableReading, prior: TablePrior) -> [[Int]] {
        let lists = Array(reading.labels.indices)
        guard reading.rowCount > Self.rowsPerRun else { return [lists] }
        let inSeries = !shape.seriesBy.isEmpty
        let order: [Int] = if case .previousLists = prior { SeriesOrder.sorted(reading.labels, inSeries: inSeries) } else { lists }
        let fewestRows = reading.listsAreRuns ? Self.rowsPerRun : max(Self.rowsPerRun, reading.rowCount / Self.mostSpreadRuns)
        var runs: [[Int]] = [], run: [Int] = [], rows = 0
        for list in order {
            run.append(list)
            rows += reading.rows(ofList: list).count
            if run.count >= Self.listsPerRun, rows >= fewestRows {
                runs.append(run)
                (run, rows) = ([], 0)
            }
        }
        if !run.isEmpty { runs.append(run) }
        // Each run's periods, with the one before it, read alone must keep their order (a run
        // of dates where the table also holds other labels would be sorted by date).
        if case .previousLists = prior, !runs.indices.allSatisfy({ number in
            let labels = (Self.listBefore(run: number, of: runs) + runs[number]).map { reading.labels[$0] }
            return SeriesOrder.sorted(labels, inSeries: inSeries).elementsEqual(labels.indices)
        }) {
            return [lists]
        }
        return runs
    }

    /// The last list of the run before run `number` (none for the first run).
    private static func listBefore(run number: Int, of runs: [[Int]]) -> [Int] {
        number > 0 ? Array(runs[number - 1].suffix(1)) : []
    }

    private func lint(path: String, table reading: TableReading, prior: TablePrior, ties: TiePolicy, selection: RuleSelection,
                      runs: [[Int]]) -> (report: FileReport, model: RankingFile?) {
        let bytes = reading.bytes
        let enabled = rules.filter { selection.isEnabled($0.description.id) }
        let comparesAcrossLists = enabled.contains { $0.description.crossesLists }
        let checkedWhole = runs.count == 1
        let whole = [Array(reading.labels.indices)]
        var findings: [Finding] = []
        var table: TableSource?
        var lastContext: RuleContext?
        var earlierEntries: EarlierEntries?
        var checkedRun: (file: RankingFile, table: TableSource)?
        // A series' run starts with its first list's prior, the last list of the run before.
        let startsWithPrior: Bool = if case .previousLists = prior, !checkedWhole { true } else { false }
        let runLists = runs.indices.map { number in (startsWithPrior ? Self.listBefore(run: number, of: runs) : []) + runs[number] }
        // Whether the runs take the lists in the table's order (a series' may not).
        let runsKeepListOrder = runs.joined().elementsEqual(reading.labels.indices)
        // When each run is a stretch of the table, the rows before it are not read again.
        let runsAreStretches = reading.listsAreRuns && runsKeepListOrder
        // The next run's document is written on another core while this run's rules run.
        var upcoming: Background<JSONDocument?>?
        for (number, run) in runs.enumerated() {
            // Another file is waited for once, by the first run; the others have it. The run
            // before's document and model go before this run's are made.
            let waitedFor: PriorPeriod? = if case .file = prior { lastContext?.prior } else { nil }
            lastContext = nil
            // The run before's first entries are added once its contexts are gone, so that what
            // the runs before added is not copied.
            if let (file, runTable) = checkedRun {
                earlierEntries?.add(firstEntriesOf: file, placedBy: runTable)
                checkedRun = nil
            }
            let written = upcoming?.value ?? (checkedWhole ? reading.wholeDocument() : reading.document(lists: runLists[number], withProblems: number == 0))
            upcoming = number + 1 < runs.count ? Background { [runLists] in reading.document(lists: runLists[number + 1], withProblems: false, firstIsPrior: startsWithPrior) } : nil
            guard let document = written else {
                // A run whose text passes what a document can hold: the whole table is refused.
                _ = upcoming?.value
                return lint(path: path, table: reading, prior: prior, ties: ties, selection: selection, runs: whole)
            }
            // Rows are read again only where a finding is placed, printed or fixed (and the last
            // list's by the next run of a series): their memory is given back meanwhile (a
            // mapped file's pages are read from it again).
            if checkedWhole || number == runs.count - 1 {
                bytes.evict(before: bytes.count)
            } else if runsAreStretches, let last = run.last {
                bytes.evict(before: reading.tableStart(ofList: last))
            }
            // A series' run after the first starts with its first list's prior: read for the
            // comparison, not checked again (the run before checked it).
            let read = RankingFile(document: document, shape: shape)
            let file = startsWithPrior && number > 0 ? read.droppingFirstList() : read
            // RC301 compares attributes across runs through the first entries of the runs before,
            // kept from the first run on when it has attributes. The whole table is checked when
            // attributes are first met later (the runs before kept no entries), or when the runs
            // take the lists in another order than the table (a series in reverse order), which
            // would make another of two entries the earlier one.
            if !checkedWhole, comparesAcrossLists, earlierEntries == nil, file.lists.contains(where: \.hasAttributes) {
                guard number == 0, runsKeepListOrder else {
                    _ = upcoming?.value
                    return lint(path: path, table: reading, prior: prior, ties: ties, selection: selection, runs: whole)
                }
                earlierEntries = EarlierEntries()
            }
            let withoutPrior = RuleContext(path: path, syntaxError: nil, file: file, prior: nil, ties: ties, priorName: priorName,
                                           earlierEntries: earlierEntries)
            var (found, context) = ruleFindings(withoutPrior, awaitingContext: { withoutPrior in
                let runPrior: PriorPeriod? = switch prior {
                case .none: nil
                case .previousLists: PriorPeriod(previousListsOf: read, path: path)
                case .file(let wait): number == 0 ? wait() : waitedFor
                }
                guard let runPrior else { return withoutPrior }
                return RuleContext(path: path, syntaxError: nil, file: file, prior: runPrior, ties: ties, priorName: priorName,
                                   earlierEntries: withoutPrior.earlierEntries)
            }, enabled: enabled, selection: selection, fileSize: bytes.count,
               leavingOut: startsWithPrior && number > 0 ? document.children(document.root).first(where: { _ in true }).map { document[$0].range } : nil)
            if number == 0 { table = document.table }
            if earlierEntries != nil, let runTable = document.table, number + 1 < runs.count { checkedRun = (file, runTable) }
            // A run's findings are worded now when the words take less memory than the run's
            // document and model they are made from: the run is then let go. Findings in most
            // of its rows keep what they are made from instead.
            if !checkedWhole, found.count * FileReport.madeFindingSize <= document.heldBytes {
                let unworded = found
                found = Parallel.map(unworded.count, concurrently: unworded.count >= 256, inRuns: { findings in
                    findings.map { index in
                        var finding = unworded[index]
                        finding.makeWords()
                        return finding
                    }
                })
            }
            // The first run's findings are taken as they are, not copied (a table checked
            // whole has only those).
            if findings.isEmpty { findings = found } else { findings += found }
            lastContext = context
        }
        guard let lastContext else { preconditionFailure("a table has one run of lists at least") }
        let report = report(path: path, bytes: bytes, findings: &findings, context: lastContext, ofWholeFile: checkedWhole, table: table, enabled: enabled)
        return (report, checkedWhole ? lastContext.file : nil)
    }
}
