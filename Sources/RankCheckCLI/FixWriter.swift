import RankCheckCore

/// `--fix` and `--diff`: the pipeline's fixes written to each file (or standard output), or
/// printed as a unified diff.
struct FixWriter {
    let pipeline: CheckPipeline
    let invocation: Invocation
    /// Files that could not be fixed, and why.
    private(set) var failures: [String] = []

    init(pipeline: CheckPipeline, invocation: Invocation) {
        self.pipeline = pipeline
        self.invocation = invocation
    }

    /// The unified diff of every fixable file, and how many fixes it holds.
    static func unifiedDiff(of checked: CheckedFiles, _ pipeline: CheckPipeline) -> (text: String, fixes: Int) {
        var text = "", changed = 0
        for report in checked.reports where report.isRewritable {
            guard let original = checked.sources[report.path]?.array else { continue }
            var taken = report
            let fixed = pipeline.fixing(taking: &taken, original: original)
            if fixed.bytes != original {
                text += UnifiedDiff.render(path: report.path, old: original, new: fixed.bytes)
                changed += fixed.applied
            }
        }
        return (text, changed)
    }

    /// Fixes every fixable file in place, replacing each report with the check of the fixed
    /// file; returns the fixed document read from standard input, if any, to print.
    mutating func fix(_ checked: inout CheckedFiles) -> [UInt8]? {
        var fixedDocument: [UInt8]?
        var fixedCount = 0, fixedFiles = 0
        let fs = invocation.fileSystem
        for index in checked.reports.indices where checked.reports[index].isRewritable {
            let path = checked.reports[index].path
            guard let original = checked.sources[path]?.array else { continue }
            let prior = checked.reports[index].prior
            let fixed = pipeline.fixing(taking: &checked.reports[index], original: original)
            // A fix that is not written: the findings of the file as checked, found again
            // (`fixing(taking:)` let them go).
            func reportUnfixed() {
                checked.reports[index] = pipeline.check(path: path, bytes: SourceBytes(original), scope: pipeline.scope(ofChecked: path), knownPrior: prior).report
            }
            guard fixed.bytes != original, let relinted = fixed.report else {
                // Fixes that undid each other: the last check was of the original bytes.
                if let relinted = fixed.report { checked.reports[index] = relinted }
                continue
            }
            if path == pipeline.options.standardInputName {
                fixedDocument = fixed.bytes
            } else {
                // Never overwrite edits made while rankcheck was running.
                guard fs.holds(invocation.absolutePath(path), exactly: original) else {
                    failures.append("\(path): changed on disk while rankcheck ran; not fixed")
                    reportUnfixed()
                    continue
                }
                do {
                    try fs.writeAtomically(invocation.absolutePath(path), fixed.bytes)
                } catch {
                    failures.append(error.description)
                    reportUnfixed()
                    continue
                }
            }
            checked.reports[index] = relinted
            if pipeline.options.keepsModels { invocation.keepUntilExit?(relinted) }
            fixedCount += fixed.applied
            fixedFiles += 1
        }
        if fixedCount > 0 { checked.notices.append("fixed \(plural(fixedCount, "finding")) in \(plural(fixedFiles, "file"))") }
        return fixedDocument
    }
}
