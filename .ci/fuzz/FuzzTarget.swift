// libFuzzer entry point: the whole validate pipeline on arbitrary bytes — parse, model, every
// rule (with a prior year), every reporter, fixes and the unified diff. Built by .ci/fuzz.sh
// together with the RankCheckCore sources, with -sanitize=fuzzer,address.

/// A fixed prior year so the cross-year rules run on every input.
private let priorYear: PriorPeriod? = {
    let prior = #"{"townRankingsForRent": [{"rank": 1, "townName": "本厚木", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "霞ヶ関", "isRankUp": true, "rankFluctuation": 1}], "townRankingsForBuy": []}"#
    guard case .success(let file) = Linter().read(SourceBytes(Array(prior.utf8))) else { return nil }
    return PriorPeriod(path: "data/2020.json", file: file)
}()

private let reporters: [any Reporter] = [HumanReporter(color: true, showNotes: true), JSONReporter(), SARIFReporter(), GitHubReporter(), MarkdownReporter()]

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
    // Configuration and baseline readers take untrusted files too.
    _ = try? Configuration.parse(bytes, path: ".rankcheck.json")
    _ = try? Baseline.parse(bytes, path: "baseline.json")
    let index = LineIndex(source)
    _ = index.position(of: bytes.count / 2)
    return 0
}
