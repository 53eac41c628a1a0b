// libFuzzer entry point: the whole validate pipeline on arbitrary bytes — parse, model, every
// rule (with a prior year), every reporter, fixes and the unified diff — once as JSON and once
// as each of two tables (a CSV series in one table, a TSV with scores and shared ranks). Built
// by .ci/fuzz.sh together with the RankCheckCore sources, with -sanitize=fuzzer,address.

/// A fixed prior year so the cross-year rules run on every input.
private let priorYear: PriorPeriod? = {
    let prior = #"{"townRankingsForRent": [{"rank": 1, "townName": "本厚木", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "霞ヶ関", "isRankUp": true, "rankFluctuation": 1}], "townRankingsForBuy": []}"#
    guard case .success(let file) = Linter().read(SourceBytes(Array(prior.utf8))) else { return nil }
    return PriorPeriod(path: "data/2020.json", file: file)
}()

/// A table's path, the linter its configuration makes, how its lists find their prior, and its ties.
private struct TableCase {
    let path: String
    let linter: Linter
    let prior: TablePrior
    let ties: TiePolicy

    init?(path: String, configuration: String) {
        guard let config = try? Configuration.parse(Array(configuration.utf8), path: ".rankcheck.json") else { return nil }
        self.path = path
        linter = Linter(shape: config.shape, path: path)
        prior = if case .previousList = config.prior { .previousLists } else { .none }
        ties = config.ties
    }

    /// The report of `bytes` read as this table.
    func lint(_ bytes: SourceBytes) -> FileReport {
        guard case .table(let format) = linter.format else { preconditionFailure("a table case reads a table") }
        return linter.lint(path: path, table: TableTranscoder(format: format).read(bytes), prior: prior, ties: ties, selection: RuleSelection()).report
    }
}

/// The chart year's shape (`Fixtures/tables/chart-year`) and the university table's.
private let tables: [TableCase] = [
    TableCase(path: "data/2021.csv", configuration: #"{"prior": "previous-list", "shape": {"fields": "open", "identity": ["/title", "/artist"], "listBy": "/date", "movement": {"previousRank": "/previous"}, "rank": "/current", "table": {"nulls": ["", "0"]}}}"#),
    TableCase(path: "data/2021.tsv", configuration: #"{"prior": "off", "ties": "competition", "shape": {"fields": "open", "identity": ["/name"], "movement": "none", "rank": "/rank", "score": {"order": "descending", "pointer": "/overall"}}}"#),
].compactMap { $0 }

private let reporters: [any Reporter] = [HumanReporter(color: true, showNotes: true), JSONReporter(), SARIFReporter(), GitHubReporter(), MarkdownReporter()]
private let tableReporters: [any Reporter] = [HumanReporter(color: true, showNotes: true), JSONReporter()]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The input's own memory, as a mapped file is read: the sanitizer sees any read past it.
    let source = SourceBytes(unsafeOwning: UnsafeRawBufferPointer(start: data, count: size)) { _ in }
    let linter = Linter()
    for ties in TiePolicy.allCases {
        let report = linter.lint(path: "data/2021.json", bytes: source, prior: priorYear, ties: ties)
        let run = RunReport(toolVersion: "fuzz", files: [report], notices: ["fuzz"])
        for reporter in reporters { _ = reporter.render(run) }
        let fixed = FixApplier.apply(report.findings, to: bytes)
        _ = UnifiedDiff.render(path: "data/2021.json", old: bytes, new: fixed.bytes)
        // A fixed file must still parse, and fixing it again must change nothing.
        if fixed.appliedCount > 0 {
            let again = linter.lint(path: "data/2021.json", bytes: SourceBytes(fixed.bytes), prior: priorYear, ties: ties)
            precondition(again.isWellFormed, "a fix broke the JSON")
            _ = FixApplier.apply(again.findings, to: fixed.bytes)
        }
    }
    precondition(tables.count == 2, "both table configurations read")
    for table in tables {
        let report = table.lint(source)
        // What a table adds to a report is its rows in the human snippet and the JSON report's
        // row and column; the other formats write a table's findings as they write any. Bytes
        // read as a table are mostly broken rows, findings by the hundred: their first ones are
        // printed, and the JSON pass above prints its many.
        var printed = report
        printed.findings = Array(report.findings.prefix(64))
        let run = RunReport(toolVersion: "fuzz", files: [printed], notices: ["fuzz"])
        for reporter in tableReporters { _ = reporter.render(run) }
        guard report.isRewritable else { continue }
        let fixed = FixApplier.apply(report.findings, to: bytes)
        _ = UnifiedDiff.render(path: table.path, old: bytes, new: fixed.bytes)
        // A fix rewrites cells: the table it leaves must read as well as the one it was given.
        if fixed.appliedCount > 0 {
            let again = table.lint(SourceBytes(fixed.bytes))
            precondition(again.isWellFormed || !report.isWellFormed, "a fix broke the table")
        }
    }
    // Configuration and baseline readers take untrusted files too.
    _ = try? Configuration.parse(bytes, path: ".rankcheck.json")
    _ = try? Baseline.parse(bytes, path: "baseline.json")
    let index = LineIndex(source)
    _ = index.position(of: bytes.count / 2)
    return 0
}
