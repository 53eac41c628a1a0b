/// Runs every enabled rule on one file's bytes. Pure: no file system, no printing.
public struct Linter: Sendable {
    /// Files at least this big run their rules concurrently (small files are already checked in parallel).
    public static let parallelRulesThreshold = 1 << 20

    public var rules: [any Rule]
    public var parser: JSONParser
    /// Where lists and fields are (default: the reference format); for a table, where its
    /// rows are in the document it is read into.
    public var shape: RankingShape
    /// JSON, or a table (CSV, TSV) read into the same document.
    public let format: DataFormat
    /// Whether reports keep the file's lists (the HTML page shows every entry); off, a big
    /// file's entries are let go as soon as its rules have run.
    public var keepsLists = false
    /// Whether reports keep the file's comparison with its prior period (`FileReport.comparisons`);
    /// off, its lists and last year's are let go with the rest of the check.
    public var keepsComparisons = false
    /// Whether reports keep the prior period as indexed (`FileReport.prior`), for a fix's check.
    public var keepsPrior = false
    /// Whether reports keep the checked file's model (`FileReport.model`), so that its owner
    /// decides when it is freed: the CLI keeps a one-file run's until the process exits.
    public var keepsModel = false
    /// What the prior period is, for help text (see `RuleContext.priorName`); nil: told from the path.
    public var priorName: String?
    public init(rules: [any Rule] = RuleRegistry.all, parser: JSONParser = JSONParser(), shape: RankingShape = .reference, format: DataFormat = .json) {
        self.rules = rules
        self.parser = parser
        self.format = format
        self.shape = format.isTable ? shape.readingTables : shape
    }

    /// The linter for the file at `path`: a table by its extension (`.csv`, `.tsv`), else JSON.
    public init(shape: RankingShape, path: String) {
        self.init(shape: shape, format: DataFormat(path: path, shape: shape))
    }

    /// The document of a file's bytes: parsed JSON, or a table read into one.
    public func parse(_ bytes: SourceBytes) -> Result<JSONDocument, JSONSyntaxError> {
        switch format {
        case .json: parser.parse(bytes)
        case .table(let table): TableTranscoder(format: table).document(of: bytes)
        }
    }

    /// Parses bytes into a ranking file, or says why they are not JSON.
    public func read(_ bytes: SourceBytes) -> Result<RankingFile, JSONSyntaxError> {
        parse(bytes).map { RankingFile(document: $0, shape: shape) }
    }

    /// Last year's file, parsed and indexed (only names and ranks are kept).
    /// `readWindow` reads the file again for snippets; without it the bytes are kept for that.
    public func readPriorPeriod(_ bytes: SourceBytes, path: String, readWindow: SourceWindowReader? = nil) -> Result<PriorPeriod, JSONSyntaxError> {
        draftPriorPeriod(bytes, path: path, readWindow: readWindow).map(PriorPeriod.init)
    }

    /// The part of reading last year's file that needs its bytes: parsed, entries read, places
    /// noted. Indexing the draft (`PriorPeriod.init`) can follow once the bytes are let go.
    public func draftPriorPeriod(_ bytes: SourceBytes, path: String, readWindow: SourceWindowReader? = nil) -> Result<PriorPeriod.Draft, JSONSyntaxError> {
        guard shape.isReference, !format.isTable else {
            return parse(bytes).map {
                PriorPeriod.Draft(path: path, lists: PriorPeriodIndex.RawList.lists(of: RankingFile(document: $0, shape: shape)), bytes: bytes,
                                  readWindow: readWindow, table: $0.table)
            }
        }
        // The reference format is read as it is parsed, without a tape.
        var reader = PriorPeriodListReader(bytes: bytes)
        if let error = parser.parse(bytes, into: &reader) { return .failure(error) }
        return .success(PriorPeriod.Draft(path: path, lists: reader.takeLists(), bytes: bytes, readWindow: readWindow))
    }

    /// Every finding for one file, in report order; `FileReport.positions` gives them their
    /// lines and columns when they are printed.
    public func lint(path: String, bytes: SourceBytes, prior: PriorPeriod? = nil, ties: TiePolicy = .none,
                     selection: RuleSelection = RuleSelection()) -> FileReport {
        lint(path: path, bytes: bytes, parsed: read(bytes), prior: prior, ties: ties, selection: selection)
    }

    /// The same, for bytes the caller has already read (so it can parse them while doing other work).
    public func lint(path: String, bytes: SourceBytes, parsed: Result<RankingFile, JSONSyntaxError>, prior: PriorPeriod?,
                     ties: TiePolicy, selection: RuleSelection) -> FileReport {
        // Last year is at hand (a series is its own prior): each list's comparison is made on
        // every core before the rules start, not on one core beside the rules that need none.
        guard let prior, let file = try? parsed.get() else {
            return lint(path: path, bytes: bytes, parsed: parsed, awaitingContext: { $0 }, ties: ties, selection: selection)
        }
        let context = RuleContext(path: path, syntaxError: nil, file: file, prior: prior, ties: ties, priorName: priorName)
        return lint(path: path, bytes: bytes, parsed: parsed, awaitingContext: { _ in context }, ties: ties, selection: selection)
    }

    /// The same, while last year's file may still be being read: `awaitPrior` waits for it (or
    /// nil), and is called once. Rules that do not read last year start meanwhile.
    public func lint(path: String, bytes: SourceBytes, parsed: Result<RankingFile, JSONSyntaxError>,
                     awaitingPrior awaitPrior: @Sendable () -> PriorPeriod?, ties: TiePolicy, selection: RuleSelection) -> FileReport {
        lint(path: path, bytes: bytes, parsed: parsed, awaitingContext: { withoutPrior in
            guard withoutPrior.file != nil, let prior = awaitPrior() else { return withoutPrior }
            return RuleContext(path: path, syntaxError: withoutPrior.syntaxError, file: withoutPrior.file, prior: prior, ties: ties, priorName: priorName)
        }, ties: ties, selection: selection)
    }

    /// The same, given how to wait for the context of the rules that read last year's file
    /// (handed the context without it). Called once, when the rules that do not read it have run.
    private func lint(path: String, bytes: SourceBytes, parsed: Result<RankingFile, JSONSyntaxError>,
                      awaitingContext awaitContext: @Sendable (RuleContext) -> RuleContext, ties: TiePolicy, selection: RuleSelection) -> FileReport {
        let file = try? parsed.get()
        let syntaxError: JSONSyntaxError? = if case .failure(let error) = parsed { error } else { nil }
        let withoutPrior = RuleContext(path: path, syntaxError: syntaxError, file: file, prior: nil, ties: ties, priorName: priorName)
        let enabled = rules.filter { selection.isEnabled($0.description.id) }
        var (findings, context) = ruleFindings(withoutPrior, awaitingContext: awaitContext, enabled: enabled, selection: selection, fileSize: bytes.count)
        return report(path: path, bytes: bytes, findings: &findings, context: context, ofWholeFile: true, table: context.file?.document.table, enabled: enabled)
    }

    /// The findings of every enabled rule on one context, in rule order, their severities set
    /// and, in a table, placed in it; and the context the rules that read the prior period saw.
    /// Findings in the file at `leavingOut` (a place in its document) are left out.
    func ruleFindings(_ withoutPrior: RuleContext, awaitingContext awaitContext: @Sendable (RuleContext) -> RuleContext,
                      enabled: [any Rule], selection: RuleSelection, fileSize: Int, leavingOut: ByteRange? = nil) -> ([Finding], RuleContext) {
        let path = withoutPrior.path
        let late = enabled.indices.filter { enabled[$0].description.readsPriorPeriod }
        // Rules are independent and pure: on a big file, run them on every core, one job a rule.
        // Those that do not read last year's file go first, while it is still being read: the
        // ones that look towns up across lists first (the longest on a big file), then the rest
        // last-registered first, so the long ones do not start last. Then last year's comparison
        // is made (on every core too: it is not nested in this map) and its rules run.
        // Any big file's rules run on every core, however small its lists: each rule is one job
        // walking every list, so the threads seldom touch one list's counts at once.
        let early = enabled.indices.filter { enabled[$0].description.crossesLists && !enabled[$0].description.readsPriorPeriod }
            + enabled.indices.reversed().filter { !enabled[$0].description.crossesLists && !enabled[$0].description.readsPriorPeriod }
        let concurrently = fileSize >= Self.parallelRulesThreshold
        var ranEarly = ConcurrentSlots<[Finding]>.map(early.count, concurrently: concurrently, fallback: []) { enabled[early[$0]].check(withoutPrior) }
        let context = awaitContext(withoutPrior)
        var ranLate = ConcurrentSlots<[Finding]>.map(late.count, concurrently: concurrently, fallback: []) { enabled[late[$0]].check(context) }
        var perRule = [[Finding]](repeating: [], count: enabled.count)
        // Moved out, not shared: setting their severity below must not copy a rule's findings.
        for (slot, index) in late.enumerated() { swap(&perRule[index], &ranLate[slot]) }
        for (slot, index) in early.enumerated() { swap(&perRule[index], &ranEarly[slot]) }
        for (index, rule) in enabled.enumerated() where !perRule[index].isEmpty {
            let severity = selection.severity(for: rule.description)
            for position in perRule[index].indices { perRule[index][position].severity = severity }
        }
        // The rule that found most gives its array, and the others are appended to it: the
        // bulk of a file's findings is never copied (and never held twice).
        let largest = perRule.indices.max { perRule[$0].count < perRule[$1].count }
        var findings: [Finding] = []
        if let largest { swap(&findings, &perRule[largest]) }
        findings.reserveCapacity(perRule.reduce(findings.count) { $0 + $1.count })
        for index in perRule.indices where !perRule[index].isEmpty {
            findings += perRule[index]
            perRule[index] = []
        }
        if let leavingOut {
            findings.removeAll { $0.location.path == path && leavingOut.start <= $0.location.range.start && $0.location.range.start < leavingOut.end }
        }
        if let table = context.file?.document.table {
            // Places in the table, before they are put in its order.
            let priorTable = context.prior.flatMap { prior in prior.path == path ? nil : prior.table.map { (prior.path, $0) } }
            let places = TablePlaces(path: path, table: table, prior: priorTable)
            let ranges = table.sourceRanges(findings.map(\.location.range))
            for index in findings.indices { findings[index].placeInTable(places, at: ranges[index]) }
        }
        return (findings, context)
    }

    /// A file's report from its findings: in report order, repeats folded, with what prints
    /// them. `context` is the last the rules saw; `ofWholeFile`, it holds the whole file (a
    /// table checked a run of lists at a time holds the last run), whose model and comparisons
    /// reports may keep. `table`: the table the file is, for naming printed rows and columns.
    func report(path: String, bytes: SourceBytes, findings: inout [Finding], context: RuleContext, ofWholeFile: Bool,
                table: TableSource?, enabled: [any Rule]) -> FileReport {
        let prior = context.prior
        Finding.sortInReportOrder(&findings)
        Finding.foldRepeats(&findings)
        // Last year's index is kept for printing only when a finding points into it.
        let pointsIntoPrior = prior.map { prior in
            prior.path != path && findings.contains { $0.relatedPlaces.contains { $0.path == prior.path } }
        } ?? false
        // A file without findings has nothing to place: its bytes go with the check.
        var positions: FilePositions?
        if !findings.isEmpty {
            positions = FilePositions(path: path, bytes: bytes, checkpoints: context.file?.document.lines, prior: pointsIntoPrior ? prior : nil)
            positions?.table = table
        }
        // A table with rows that cannot be read is never rewritten, as JSON that does not parse is not.
        let readsWhole = context.file.map { _ in table?.problems.isEmpty ?? true } ?? false
        let rewritable = context.file.map { _ in table?.problems.allSatisfy(\.leavesRowsReadable) ?? true } ?? false
        var report = FileReport(path: path, findings: findings, isWellFormed: readsWhole, isRewritable: rewritable,
                                comparisons: keepsComparisons && ofWholeFile ? context.comparisons : [], priorLabel: prior?.label, priorPath: prior?.path,
                                positions: positions)
        if keepsPrior { report.prior = prior }
        report.entryHeading = shape.entryHeading
        if let file = context.file { report.identityNoEntryHas = file.lists.lazy.compactMap(file.identityNoEntryHas).first }
        if keepsModel, ofWholeFile { report.model = context.file }
        // Rules that read last year's file run only when there is one.
        if keepsLists, ofWholeFile {
            report.lists = context.file?.lists ?? []
            report.document = context.file?.document
        }
        report.rulesRun = enabled.filter { prior != nil || !$0.description.readsPriorPeriod }.map(\.description.id)
        return report
    }
}
