/// The whole check, as a library call: `validate`, `diff`, the plugins and the language server
/// all run it. Given paths (or bytes), it finds the files, resolves the configuration in force
/// for each and its prior period, reads and checks them on every core, and returns their
/// reports; `fixing(taking:original:)` applies a report's safe fixes.
///
/// ```swift
/// var pipeline = try CheckPipeline(workingDirectory: "/path/to/repository")
/// let result = try pipeline.run(paths: ["data"])
/// for finding in result.findings { print(finding.ruleID, finding.message) }
/// ```
public struct CheckPipeline: Sendable {
    public let workingDirectory: String
    /// The file system the pipeline was given, with a prior period named as a pipe read into
    /// memory once (`PipedFiles`).
    public private(set) var fileSystem: any FileSystem
    public var options: CheckOptions
    /// The configuration of each file's folder (its nearest `.rankcheck.json`, or the one named).
    public private(set) var configurations: ConfigurationResolver
    /// Reads standard input, for a target `-`.
    private let readStandardInput: @Sendable () throws(FileError) -> [UInt8]
    private var collector: TargetCollector
    private var series = SeriesFolders()
    /// The scope of each file checked, by its path as reported.
    private var scopeOfChecked: [String: Int] = [:]
    /// The root each checked file's folder must keep its prior files in, by absolute folder.
    private var rootOfFolder: [String: String] = [:]
    /// JSON documents already parsed, by absolute path: checked as they are, not read and parsed
    /// again (`rankcheck init` checks the files it has just read to infer their shape).
    public var parsedDocuments: [String: JSONDocument] = [:]

    public init(workingDirectory: String, fileSystem: any FileSystem = LocalFileSystem(), options: CheckOptions = CheckOptions(),
                readStandardInput: @escaping @Sendable () throws(FileError) -> [UInt8] = { [] }) throws(SetupError) {
        self.workingDirectory = PathText.normalized(workingDirectory)
        self.fileSystem = try Self.readingPipe(named: options.priorPath, from: self.workingDirectory, over: fileSystem, standardInput: readStandardInput)
        self.options = options
        self.readStandardInput = readStandardInput
        configurations = try ConfigurationResolver(workingDirectory: self.workingDirectory, fileSystem: self.fileSystem,
                                                   explicit: options.configurationPath, overrides: options.overrides)
        collector = TargetCollector(workingDirectory: self.workingDirectory, fileSystem: self.fileSystem, options: options)
        if let prior = options.priorPath {
            try self.fileSystem.requireRegularFile(PathText.absolute(prior, from: self.workingDirectory), given: prior, as: "prior file",
                                                   folderHelp: "name the prior period's file in it")
        }
    }

    /// `fileSystem` with the prior period's file `path` names read once, if it is a pipe or
    /// `-` (standard input, where a shell has no `<(…)`), so that each file it is the prior of
    /// reads it as a file.
    private static func readingPipe(named path: String?, from workingDirectory: String, over fileSystem: any FileSystem,
                                    standardInput: @Sendable () throws(FileError) -> [UInt8]) throws(SetupError) -> any FileSystem {
        guard let path else { return fileSystem }
        let absolute = PathText.absolute(path, from: workingDirectory)
        do {
            if path == "-" { return PipedFiles(serving: try standardInput(), at: absolute, over: fileSystem) }
            return try PipedFiles.reading(absolute, over: fileSystem)
        } catch {
            throw SetupError("prior file '\(path)' cannot be read: \(error.message)")
        }
    }

    /// The linter that reads `prior`, the prior period's file of the file `checked`: as its
    /// name says (JSON, CSV or TSV), or for a name that says none (a pipe's `/dev/fd/63`) as
    /// `checked` is read, a table's one list named as messages name the prior period.
    private static func priorLinter(shape: RankingShape, prior: String, checked: String) -> Linter {
        guard !DataFormat.isDataFile(named: prior) else { return Linter(shape: shape, path: prior) }
        return Linter(shape: shape, format: DataFormat(path: checked, shape: shape, listName: PriorPeriod.label(ofPath: prior)))
    }

    /// Finds, reads and checks what `paths` name (the working directory when empty).
    public mutating func run(paths: [String]) throws(SetupError) -> CheckResult {
        let targets = try targets(for: paths)
        var result = CheckResult(outcomes: check(targets))
        result.errors = collector.errors
        result.outsideLinks = collector.outsideLinks
        return result
    }

    // MARK: - Targets

    /// The files `paths` name, each once, in path order. Paths that do not exist and folders
    /// that cannot be listed are in `collectionErrors`; skipped links in `outsideLinks`.
    public mutating func targets(for paths: [String]) throws(SetupError) -> [CheckTarget] {
        let targets = try collector.collect(paths, configurations: &configurations)
        for target in targets {
            scopeOfChecked[target.path] = target.scope
            let folder = PathText.parent(of: absolutePath(target.path))
            if rootOfFolder[folder] == nil { rootOfFolder[folder] = collector.boundary.root(for: folder) }
        }
        series = SeriesFolders(of: targets, configurations: configurations, repositoryRoots: rootOfFolder, fileSystem: fileSystem, workingDirectory: workingDirectory)
        return targets
    }

    /// Tool errors met while finding the targets.
    public var collectionErrors: [String] { collector.errors }
    /// Walked files skipped because their links lead outside the repository, as shown.
    public var outsideLinks: [String] { collector.outsideLinks }

    /// The scope of a file or folder named directly (`-` for standard input).
    public mutating func scope(ofNamed path: String) throws(SetupError) -> Int {
        try collector.scope(ofNamed: path, &configurations)
    }

    /// The scope of a folder (absolute).
    public mutating func scope(forDirectory directory: String) throws(SetupError) -> Int {
        try configurations.scope(forDirectory: directory)
    }

    public func absolutePath(_ path: String) -> String { PathText.absolute(path, from: workingDirectory) }

    // MARK: - Checking

    /// Checks every target on every core and returns their outcomes in target order. Files of
    /// a `"previous-file"` series are checked in period order, a run of them per core, each
    /// file's lists kept as the prior of the next: the folder is read once (plus one file where
    /// a core's run begins), not once as itself and once as its successor's prior.
    public func check(_ targets: [CheckTarget]) -> [CheckOutcome] {
        let pipeline = self
        let runs = WorkPlan.runs(targets.indices.map { index -> WorkPlan.Item in
            let target = targets[index]
            guard !target.isStandardInput, options.priorPath == nil,
                  let period = series.periodOf[absolutePath(target.path)] else { return .alone }
            return .inSeries(period.series, period: period.index)
        })
        let manyFiles = targets.count > 1
        let done = WorkPlan.perform(runs) { run in pipeline.check(inOrder: run.map { targets[$0] }, amongMany: manyFiles) }
        var outcomes = [CheckOutcome](repeating: CheckOutcome(), count: targets.count)
        for (indexes, results) in zip(runs, done) {
            for (index, outcome) in zip(indexes, results) { outcomes[index] = outcome }
        }
        return outcomes
    }

    /// Checks targets one after another; a target whose previous file is the one just checked
    /// takes that file's lists as its prior instead of reading it again. `amongMany`: the run
    /// checks other files too, so each file is let go when its check ends.
    private func check(inOrder targets: [CheckTarget], amongMany: Bool) -> [CheckOutcome] {
        var outcomes: [CheckOutcome] = []
        var justChecked: (path: String, file: RankingFile)?
        for target in targets {
            let usesPrior = usesPrior(target.path, scope: target.scope)
            var known: PriorPeriod?
            if usesPrior, let justChecked, let previous = series.previousFileOf[absolutePath(target.path)],
               absolutePath(previous) == justChecked.path {
                known = PriorPeriod(path: previous, file: justChecked.file, readWindow: fileSystem.windowReader(justChecked.path))
            }
            // Its index is all the next check needs: the file's bytes and tape go before the next is read.
            justChecked = nil
            let (outcome, file) = check(target, knownPrior: known, keepingFile: targets.count > 1 && usesPrior, amongMany: amongMany)
            justChecked = file.map { (absolutePath(target.path), $0) }
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// Checks one target: `knownPrior` is its prior already read; with `keepingFile`, the file
    /// as read is returned too (nil when it is not valid JSON). `amongMany`: its findings make
    /// their words now when that lets the file go (`FileReport.makeWordsWhenSmallerThan`).
    private func check(_ target: CheckTarget, knownPrior: PriorPeriod?, keepingFile: Bool, amongMany: Bool) -> (CheckOutcome, RankingFile?) {
        var outcome = CheckOutcome()
        // The prior file is started first: a big one is read on another core meanwhile.
        let (prior, notice) = startReadingPrior(for: target.path, scope: target.scope, known: knownPrior)
        if let notice { outcome.notices.append(notice) }
        let bytes: SourceBytes
        let parsed = target.isStandardInput ? nil : parsedDocuments[absolutePath(target.path)]
        do {
            let path = absolutePath(target.path)
            if let parsed {
                bytes = parsed.bytes
            } else {
                bytes = target.isStandardInput ? SourceBytes(try readStandardInput())
                    : options.readsCopies ? SourceBytes(try fileSystem.readFile(path)) : try fileSystem.readSource(path)
            }
        } catch {
            outcome.error = FileError(path: target.path, message: error.message)
            return (outcome, nil)
        }
        // Kept for a fix or a diff only (the files are then read as copies to be fixed): a run
        // of many files holds none of their bytes once each is checked.
        if options.readsCopies { outcome.bytes = bytes }
        let (checked, priorOutcome, file) = check(path: target.path, bytes: bytes, parsed: parsed, prior: prior, scope: target.scope,
                                                  needsRankingData: target.needsRankingData, keepingFile: keepingFile)
        guard case .success(var report) = checked else {
            if case .failure(let notRankingData) = checked { outcome.skipped = SkippedFile(path: target.path, reason: notRankingData.reason) }
            return (outcome, nil)
        }
        if amongMany {
            report.makeWordsWhenSmallerThan(fileSize: bytes.count)
            // Its pages are read again from the file if its findings are printed.
            bytes.evict(before: bytes.count)
        }
        outcome.reports.append(report)
        if let priorOutcome {
            outcome.error = priorOutcome.error
            outcome.notices += priorOutcome.notices
            outcome.reports += priorOutcome.reports
        }
        return (outcome, file)
    }

    /// Checks bytes as the file at `path` (an editor's buffer, a file fixed in memory), with
    /// its prior period; the second value reports a prior file that could not be used.
    /// `knownPrior`: that file already read and indexed (a check again after a fix).
    public func check(path: String, bytes: SourceBytes, scope: Int, knownPrior: PriorPeriod? = nil) -> (report: FileReport, priorOutcome: CheckOutcome?) {
        let (prior, notice) = startReadingPrior(for: path, scope: scope, known: knownPrior)
        var (checked, priorOutcome, _) = check(path: path, bytes: bytes, parsed: nil, prior: prior, scope: scope,
                                               needsRankingData: false, keepingFile: false)
        if let notice {
            if priorOutcome == nil { priorOutcome = CheckOutcome() }
            priorOutcome?.notices.insert(notice, at: 0)
        }
        // A file that need not be ranking data is always checked.
        guard case .success(let report) = checked else { preconditionFailure("a file checked without needing ranking data has a report") }
        return (report, priorOutcome)
    }

    // MARK: - Comparing periods

    /// The comparison `rankcheck diff` prints: the file `current` against the file `prior`, or,
    /// without `prior`, each list of the series file `current` against the list before it. Both
    /// are read with the shape of `current`'s configuration. A file that cannot be read, or is
    /// not valid JSON, is the error (its place in the path, "FILE:LINE:COLUMN").
    public mutating func comparePeriods(prior priorPath: String?, current: String) throws(SetupError) -> Result<ComparedPeriods, FileError> {
        let scope = try scope(ofNamed: current)
        let shape = configurations.scopes[scope].configuration.shape
        fileSystem = try Self.readingPipe(named: priorPath, from: workingDirectory, over: fileSystem, standardInput: readStandardInput)
        var files: [RankingFile] = []
        for path in [priorPath, current].compactMap({ $0 }) {
            let bytes: SourceBytes
            do {
                bytes = try fileSystem.readSource(absolutePath(path))
            } catch {
                return .failure(error)
            }
            let linter = path == current ? Linter(shape: shape, path: path) : Self.priorLinter(shape: shape, prior: path, checked: current)
            switch linter.read(bytes) {
            case .success(let file) where file.namesNoEntry:
                return .failure(FileError(path: path, message: "no entry has both a rank and a name read with this shape (`rankcheck validate \(path)` says why)"))
            case .success(let file): files.append(file)
            case .failure(let error):
                let position = LineIndex(bytes).position(of: error.range.start)
                return .failure(FileError(path: "\(path):\(position.line):\(position.column)", message: "not valid JSON: \(error.message)"))
            }
        }
        let prior = priorPath.map { PriorPeriod(path: $0, file: files[0]) } ?? PriorPeriod(previousListsOf: files[0], path: current)
        return .success(ComparedPeriods(prior: prior, current: files[files.count - 1], shape: shape,
                                        comparison: PeriodComparison(files[files.count - 1], prior: prior)))
    }

    /// The scope a file was checked with (its folder's, for a file not collected as a target).
    public func scope(ofChecked path: String) -> Int { scopeOfChecked[path] ?? 0 }

    /// Starts reading `path`'s prior-period file, if it has one (`known`: that file read
    /// already); a notice says why a prior file the repository names is not read, or that the
    /// file of the series' period before is missing.
    private func startReadingPrior(for path: String, scope: Int, known: PriorPeriod?) -> (PriorPeriodRead?, notice: String?) {
        guard usesPrior(path, scope: scope) else { return (nil, nil) }
        let config = configurations.scopes[scope].configuration
        var gapNotice: String? {
            guard case .previousFile = config.prior, options.priorPath == nil, let gap = series.gapBefore[absolutePath(path)],
                  let previous = series.previousFileOf[absolutePath(path)] else { return nil }
            return "no file holds the period before \(path): it is compared with \(previous), \(gap)"
        }
        if let known { return (PriorPeriodRead(readAlready: known), gapNotice) }
        switch priorLocation(for: path, config) {
        case .none:
            guard case .previousFile = config.prior, options.priorPath == nil, series.outsideSeries.contains(absolutePath(path)) else { return (nil, nil) }
            return (nil, "prior-period rules skipped for \(path): the other files in its folder are named by a date or a number and it is not, so it is in no series")
        case .refused(let shown):
            return (nil, "prior-period rules skipped for \(path): its prior file \(shown) resolves outside the repository; not read")
        case .file(let shown):
            return (PriorPeriodRead(path: shown, absolute: absolutePath(shown), linter: Self.priorLinter(shape: config.shape, prior: shown, checked: path),
                                    fileSystem: fileSystem), gapNotice)
        }
    }

    /// Whether checking `path` uses its prior period: a rule that reads it is on, a report shows
    /// the movements against it, or the run names it (`--prior`). A prior period nothing uses
    /// is not read.
    private func usesPrior(_ path: String, scope: Int) -> Bool {
        guard options.priorPath == nil, !options.keepsComparisons else { return true }
        let selection = configurations.scopes[scope].configuration.selection(for: absolutePath(path))
        return RuleRegistry.all.contains { $0.description.readsPriorPeriod && selection.isEnabled($0.description.id) }
    }

    /// The prior-period file `path` is compared with (as shown), when it has one it may read.
    public func priorFile(for path: String, scope: Int) -> String? {
        if case .file(let shown) = priorLocation(for: path, configurations.scopes[scope].configuration) { shown } else { nil }
    }

    /// Where a file's prior period is.
    private enum PriorLocation {
        case none
        /// A file (as shown) to read.
        case file(String)
        /// A file the repository names that resolves outside it (as shown).
        case refused(String)
    }

    /// The prior-period file for `path`: the one named for the run (none for that file itself,
    /// as a glob names it among the others), else the configuration's template, series or year
    /// discovery, if it exists and stays inside the repository.
    private func priorLocation(for path: String, _ config: Configuration) -> PriorLocation {
        if let explicit = options.priorPath { return absolutePath(explicit) == absolutePath(path) ? .none : .file(explicit) }
        let candidate: String
        switch config.prior {
        case .off, .previousList:
            return .none
        case .previousFile:
            guard let previous = series.previousFileOf[absolutePath(path)] else { return .none }
            candidate = previous
        case .discover:
            guard let discovered = PriorYearDiscovery.priorPaths(for: path).first(where: { fileSystem.kind(absolutePath($0), followingLinks: true) == .regular })
            else { return .none }
            candidate = discovered
        case .template(let template, let directory):
            guard let year = PriorYearDiscovery.year(in: path) else { return .none }
            let relative = template.replacingOccurrences(of: "{year}", with: String(year - 1))
            let absolute = PathText.normalized((directory.isEmpty ? workingDirectory : directory) + "/" + relative)
            guard fileSystem.kind(absolute, followingLinks: true) == .regular else { return .none }
            candidate = absolute
        }
        let folder = PathText.parent(of: absolutePath(path))
        var boundary = collector.boundary
        let root = rootOfFolder[folder] ?? boundary.root(for: folder)
        return RepositoryBoundary.allows(absolutePath(candidate), inside: root, fileSystem: fileSystem) ? .file(candidate) : .refused(candidate)
    }

    /// Checks one file (`parsed`: its document, parsed already) with its prior period; nil when the file must hold ranking data
    /// (`needsRankingData`) and its shape finds no list in it. With `keepingFile`, the file as
    /// read comes back too, to be the next period's prior.
    private func check(path: String, bytes: SourceBytes, parsed: JSONDocument?, prior task: PriorPeriodRead?, scope: Int, needsRankingData: Bool, keepingFile: Bool)
        -> (report: Result<FileReport, NotRankingData>, priorOutcome: CheckOutcome?, file: RankingFile?) {
        let config = configurations.scopes[scope].configuration
        var linter = linter(for: path, config)
        switch config.prior {
        case .previousList where options.priorPath == nil: linter.priorName = "the previous list"
        case .previousFile where options.priorPath == nil: linter.priorName = "the previous file"
        default: break
        }
        let selection = config.selection(for: absolutePath(path))
        let seriesInFile: Bool = if case .previousList = config.prior, options.priorPath == nil { usesPrior(path, scope: scope) } else { false }
        if case .table(let format) = linter.format {
            let reading = TableTranscoder(format: format).read(bytes)
            // A table in UTF-16, or an empty one, has no header to tell: it is reported, as JSON
            // in UTF-16 and an empty JSON file are.
            let missing = reading.missingRankingColumns(config.shape)
            if needsRankingData, !missing.isEmpty, !reading.isNoText, !reading.hasNoHeader { return (.failure(NotRankingData(missingColumns: missing)), nil, nil) }
            let tablePrior: TablePrior
            if seriesInFile {
                tablePrior = .previousLists
            } else if let task {
                // A prior file read whole holds its bytes until indexed: the check waits, so
                // the two files' bytes and this file's entries are never all in memory at once.
                task.released.wait()
                tablePrior = .file({ task.indexed })
            } else {
                tablePrior = .none
            }
            let (report, model) = linter.lint(path: path, table: reading, prior: tablePrior, ties: config.ties, selection: selection, keepingModel: keepingFile)
            let listsNotice = seriesInFile ? Self.missingPeriodsNotice(periods: reading.labels, inSeries: !config.shape.seriesBy.isEmpty, of: path) : nil
            return (.success(report), listsNotice ?? task.flatMap { priorOutcome(of: $0, for: path, config, selection: selection) }, model)
        }
        // A document parsed already is used when it was read as this file is (JSON).
        let document = parsed.flatMap { $0.table == nil ? Result.success($0) : nil } ?? linter.parse(bytes)
        if needsRankingData, case .success(let parsed) = document, !linter.shape.findsList(in: parsed) {
            return (.failure(NotRankingData(isBaseline: Baseline.isWritten(parsed))), nil, nil)
        }
        if seriesInFile {
            // A series in one file: each list against the one before it, the file its own prior.
            let parsed = document.map { RankingFile(document: $0, shape: linter.shape) }
            let file = try? parsed.get()
            let prior = file.map { PriorPeriod(previousListsOf: $0, path: path) }
            let notice = file.flatMap { Self.missingPeriodsNotice(periods: PriorPeriodIndex.RawList.periods(of: $0), inSeries: $0.inSeries, of: path) }
            return (.success(linter.lint(path: path, bytes: bytes, parsed: parsed, prior: prior, ties: config.ties, selection: selection)), notice, nil)
        }
        guard let task else {
            let parsed = document.map { RankingFile(document: $0, shape: linter.shape) }
            return (.success(linter.lint(path: path, bytes: bytes, parsed: parsed, prior: nil, ties: config.ties, selection: selection)), nil,
                    keepingFile ? try? parsed.get() : nil)
        }
        // A prior file in the reference format is streamed, its memory given back as it is
        // read, so this file's model is built meanwhile. Read whole (another shape), it holds
        // its bytes until indexed: the model waits, so the two files' bytes and this file's
        // entries are never all in memory at once.
        if !linter.shape.isReference { task.released.wait() }
        let parsed = document.map { RankingFile(document: $0, shape: linter.shape) }
        // The rules that do not read the prior period start while it is still being read.
        let report = linter.lint(path: path, bytes: bytes, parsed: parsed, awaitingPrior: { task.indexed },
                                 ties: config.ties, selection: selection)
        let priorNotUsed = priorOutcome(of: task, for: path, config, selection: selection)
        if keepingFile { return (.success(report), priorNotUsed, try? parsed.get()) }
        if bytes.count >= Linter.parallelRulesThreshold {
            releaseInBackground((consume parsed, task))
        }
        return (.success(report), priorNotUsed, nil)
    }

    /// Where the series of lists in the file at `path` (`periods`: each list's, in the file's
    /// order) has a period missing, a notice that names it: its list is compared with the one
    /// before it all the same, as `previous-list` says.
    private static func missingPeriodsNotice(periods: [String], inSeries: Bool, of path: String) -> CheckOutcome? {
        let pairs = SeriesOrder.consecutive(periods, inSeries: inSeries).map { (previous: periods[$0.previous], current: periods[$0.current]) }
        let missing = MissingPeriods.missing(pairs, period: { inSeries ? String(SeriesOrder.periodValue(of: $0)) : $0 })
        guard let first = missing.first else { return nil }
        let which = missing.count == 1 ? "no list of \(path) holds the period before \(first.current)"
            : "no list of \(path) holds the period before \(missing.count) of its lists, the first \(first.current)"
        var outcome = CheckOutcome()
        outcome.notices = ["\(which): it is compared with \(first.previous), \(first.gap)"]
        return outcome
    }

    /// Why a walked file is not checked: its shape finds no list in it, or (a table) its header
    /// lacks the columns the shape reads a rank and name from.
    struct NotRankingData: Error {
        var missingColumns: [String] = []
        /// A baseline `--write-baseline` wrote, walked without `--baseline` naming it.
        var isBaseline = false

        var reason: String {
            if isBaseline { return "a baseline written by --write-baseline; --baseline uses it" }
            guard !missingColumns.isEmpty else { return "no list found" }
            let names = missingColumns.map { "'\($0)'" }
            return "its header has no \(names.dropLast().joined(separator: ", "))\(names.count > 1 ? " or " : "")\(names.last!) column"
        }
    }

    /// What the run says of a prior file it could not use: nil when it was read and indexed;
    /// else why not, and its own findings when it is not ranking data it can read.
    private func priorOutcome(of task: PriorPeriodRead, for path: String, _ config: Configuration, selection: RuleSelection) -> CheckOutcome? {
        switch task.read.value {
        case .success(.indexed):
            return nil
        case .success(.invalid(let priorBytes)), .success(.nameless(let priorBytes)):
            let why = if case .success(.invalid) = task.read.value { "is not valid JSON" } else { "has no entry with a name and a rank" }
            var failed = CheckOutcome()
            failed.notices.append("prior-year rules skipped for \(path): its prior file \(task.path) \(why) (see its findings)")
            failed.reports.append(linter(for: task.path, config).lint(path: task.path, bytes: priorBytes, ties: config.ties, selection: selection))
            return failed
        case .failure(let error):
            var failed = CheckOutcome()
            failed.error = FileError(path: task.path, message: "cannot read the prior-year file: \(error.message)")
            return failed
        }
    }

    /// The linter for the file at `path` (JSON or a table, by its name), keeping what the run's
    /// reports show.
    private func linter(for path: String, _ config: Configuration) -> Linter {
        var linter = Linter(shape: config.shape, path: path)
        linter.keepsLists = options.keepsLists
        linter.keepsComparisons = options.keepsComparisons
        linter.keepsPrior = options.keepsPriors
        linter.keepsModel = options.keepsModels
        return linter
    }

    // MARK: - Fixes

    /// Applies a report's safe fixes until none is left (overlapping fixes need a second pass),
    /// checking the fixed bytes again after each pass. The report's findings are let go once
    /// applied, before the file is checked again (then `report` has none; a caller that keeps
    /// the original bytes checks them again to get them back).
    public func fixing(taking report: inout FileReport, original: [UInt8]) -> FixedFile {
        var fixed = FixedFile(bytes: original)
        let path = report.path, prior = report.prior
        for _ in 0..<4 {
            let result = FixApplier.apply(fixed.report?.findings ?? report.findings, to: fixed.bytes)
            guard result.appliedCount > 0, result.bytes != fixed.bytes else { break }
            fixed.bytes = result.bytes
            fixed.applied += result.appliedCount
            // The findings just applied go before the check, which can then reuse their memory.
            report.findings = []
            fixed.report = nil
            fixed.report = check(path: path, bytes: SourceBytes(fixed.bytes), scope: scope(ofChecked: path), knownPrior: prior).report
        }
        return fixed
    }
}

/// A file's bytes after its safe fixes.
public struct FixedFile: Sendable {
    public var bytes: [UInt8]
    /// How many fixes were applied.
    public var applied = 0
    /// The check of the fixed bytes (nil when no fix applied).
    public var report: FileReport?
}
