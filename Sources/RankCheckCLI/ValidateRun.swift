import RankCheckCore

/// One `validate` run: the pipeline checks the files; this applies or prints fixes, applies
/// baselines, writes the reports and chooses the exit code.
struct ValidateRun {
    let arguments: ParsedArguments
    let invocation: Invocation
    var pipeline: CheckPipeline
    let destinations: ReportDestinations
    var stderr = ""
    var toolFailure = false

    init(_ arguments: ParsedArguments, _ invocation: Invocation) throws(UsageError) {
        self.arguments = arguments
        self.invocation = invocation
        let extraReports = try ReportDestinations.extraReports(arguments)
        var options = try ValidateCommand.checkOptions(arguments, invocation)
        let formats = [arguments.value("--format") ?? "human"] + extraReports.map(\.format)
        options.keepsLists = formats.contains("html")
        options.keepsComparisons = formats.contains { $0 == "html" || $0 == "markdown" }
        let chosen = options
        pipeline = try setup { () throws(SetupError) in
            try CheckPipeline(workingDirectory: invocation.workingDirectory, fileSystem: invocation.fileSystem, options: chosen,
                              readStandardInput: invocation.readStandardInput)
        }
        destinations = ReportDestinations(arguments: arguments, invocation: invocation, extraReports: extraReports)
    }

    mutating func execute() throws(UsageError) -> CommandResult {
        if let path = arguments.value("--show-config") { return try ConfigurationDisplay.showConfiguration(for: path, &pipeline) }
        if arguments.flag("--print-shape") { return try ConfigurationDisplay.printShape(arguments.positionals.first, &pipeline) }
        // A baseline that cannot be used ends the run before any file is checked or fixed.
        let baseline: Baseline?
        switch readBaseline() {
        case .success(let read): baseline = read
        case .failure(let error): return CommandResult(.failure, stderr: ErrorLine.error(error.message))
        }
        var run = pipeline
        var targets = try setup { () throws(SetupError) in try run.targets(for: arguments.positionals) }
        for error in run.collectionErrors { fail(error) }
        // The run's own baseline, found by a walk, is neither checked nor counted as skipped.
        let baselines = Set(["--baseline", "--write-baseline"].compactMap { arguments.value($0) }.map(invocation.absolutePath))
        targets.removeAll { $0.needsRankingData && baselines.contains(invocation.absolutePath($0.path)) }
        // One file's model is kept until the process exits; not when fixing, where the check
        // after the fix reuses the first check's memory.
        run.options.keepsModels = invocation.keepUntilExit != nil && targets.count == 1 && !arguments.flag("--fix")
        pipeline = run
        var outcomes = pipeline.check(targets)
        // Not when fixing either: the first check's findings are let go before the check after
        // the fix, which then reuses their memory.
        if !arguments.flag("--fix") { invocation.keepUntilExit?(outcomes) }
        var checked = CheckedFiles()
        if !pipeline.outsideLinks.isEmpty {
            checked.notices.append("links outside the repository: skipped \(pipeline.outsideLinks.joined(separator: ", ")) (--allow-outside-links checks them)")
        }
        for outcome in outcomes {
            if let error = outcome.error { fail(error.description) }
            checked.add(outcome)
        }
        outcomes = []  // the reports hold what is still needed
        checked.dropRepeatedReports()
        // A run that checked nothing because it failed as a tool gives no verdict, only the error.
        if toolFailure && checked.reports.isEmpty && checked.skipped.isEmpty {
            return CommandResult(.failure, stderr: stderr)
        }

        if arguments.flag("--diff") {
            let (stdout, changed) = FixWriter.unifiedDiff(of: checked, pipeline)
            stderr += changed == 0 ? "no fixes to apply\n" : "would fix \(plural(changed, "finding"))\n"
            return CommandResult(toolFailure ? .failure : changed > 0 ? .findings : .success, stdout: stdout, stderr: stderr)
        }
        var fixedDocument: [UInt8]?
        if arguments.flag("--fix") {
            var writer = FixWriter(pipeline: pipeline, invocation: invocation)
            fixedDocument = writer.fix(&checked)
            for failure in writer.failures { fail(failure) }
        }
        applyBaselines(baseline, to: &checked)
        let report = RunReport(toolVersion: RankCheck.version, files: checked.reports, notices: checked.notices, unreadable: checked.unreadable,
                               baselineHidden: checked.baselineHidden, baselineFixed: checked.baselineFixed, skipped: checked.skipped)
        let showNotes = pipeline.configurations.scopes.contains { $0.configuration.showNotes }
        var stdout = ""
        for failure in destinations.write(report, showNotes: showNotes, fixedDocument: fixedDocument, stdout: &stdout, stderr: &stderr) {
            fail(failure)
        }
        return CommandResult(exitCode(report), stdout: stdout, stderr: stderr)
    }

    /// The baseline `--baseline` names; nil without one.
    private func readBaseline() -> Result<Baseline?, BaselineError> {
        guard let path = arguments.value("--baseline") else { return .success(nil) }
        do {
            return .success(try Baseline.parse(try invocation.fileSystem.readFile(invocation.absolutePath(path)), path: path))
        } catch let error as FileError {
            return .failure(BaselineError(message: "cannot read baseline: \(error.description)"))
        } catch {
            return .failure(BaselineError(message: "invalid baseline: \(error)"))
        }
    }

    private struct BaselineError: Error {
        let message: String
    }

    /// `--write-baseline` records the findings; `baseline` hides those it recorded.
    private mutating func applyBaselines(_ baseline: Baseline?, to checked: inout CheckedFiles) {
        let fs = invocation.fileSystem
        if let path = arguments.value("--write-baseline") {
            let baseline = Baseline(findings: checked.reports.flatMap(\.findings))
            do {
                try fs.writeAtomically(invocation.absolutePath(path), Array(baseline.rendered(toolVersion: RankCheck.version).utf8))
                checked.notices.append("wrote \(plural(baseline.counts.values.reduce(0, +), "finding")) to the baseline \(path)")
            } catch {
                fail(error.description)
            }
        }
        guard let baseline else { return }
        var matcher = Baseline.Matcher(baseline)
        for index in checked.reports.indices { checked.reports[index].findings = matcher.kept(checked.reports[index].findings) }
        checked.baselineHidden = matcher.hidden
        checked.baselineFixed = matcher.unmatched
    }

    private func exitCode(_ report: RunReport) -> ExitCode {
        if toolFailure { return .failure }
        if arguments.flag("--exit-zero") { return .success }
        let failing = report.count(.error) + (arguments.flag("--strict") ? report.count(.warning) : 0)
        return failing > 0 ? .findings : .success
    }

    private mutating func fail(_ message: String) {
        stderr += ErrorLine.error(message)
        toolFailure = true
    }
}

/// The files a run checked, gathered from the pipeline's outcomes for fixing and reporting.
struct CheckedFiles {
    var reports: [FileReport] = []
    var notices: [String] = []
    var unreadable: [(path: String, message: String)] = []
    var sources: [String: SourceBytes] = [:]
    var skipped: [SkippedFile] = []
    var baselineHidden = 0
    var baselineFixed = 0

    mutating func add(_ outcome: CheckOutcome) {
        if let file = outcome.skipped {
            skipped.append(file)
            return
        }
        if let error = outcome.error { unreadable.append((error.path, error.message)) }
        notices += outcome.notices
        reports += outcome.reports
        if let report = outcome.reports.first, let bytes = outcome.bytes { sources[report.path] = bytes }
    }

    /// A prior file that is also checked, or used twice, is reported once.
    mutating func dropRepeatedReports() {
        var seen = Set<String>()
        reports = reports.filter { seen.insert($0.path).inserted }
    }
}
