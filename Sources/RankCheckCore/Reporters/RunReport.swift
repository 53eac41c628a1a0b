/// Everything one `validate` run found: what every reporter formats.
public struct RunReport: Sendable {
    public var toolName = "rankcheck"
    public var toolVersion: String
    /// Every checked file, sorted by path.
    public var files: [FileReport]
    /// Things about the run, not the data ("prior-year rules skipped for …").
    public var notices: [String]
    /// Files that could not be read (SARIF `toolExecutionNotifications`).
    public var unreadable: [(path: String, message: String)]
    /// Findings hidden by `--baseline`, and baseline entries that matched nothing.
    public var baselineHidden: Int
    public var baselineFixed: Int
    /// JSON files a folder walk found that hold no ranking list (not checked).
    public var skipped: [String]

    public init(toolVersion: String, files: [FileReport], notices: [String] = [], unreadable: [(path: String, message: String)] = [],
                baselineHidden: Int = 0, baselineFixed: Int = 0, skipped: [String] = []) {
        self.skipped = skipped
        self.toolVersion = toolVersion
        self.files = files.sorted { $0.path < $1.path }
        self.notices = notices
        self.unreadable = unreadable
        self.baselineHidden = baselineHidden
        self.baselineFixed = baselineFixed
    }

    /// All findings in report order, positions resolved (for small reports and tests; reporters
    /// stream with `forEachFinding`).
    public var findings: [Finding] {
        var all: [Finding] = []
        forEachFinding { all.append($0) }
        return all
    }

    /// Findings resolved at a time: enough to walk a file's lines once per block, few enough
    /// that their snippets take little memory.
    static let positionBlock = 4096

    /// Calls `body` with every finding `include` accepts, in report order (files by path, each
    /// file's findings by position), positions resolved a block at a time as they are reached.
    /// `detail` says how much of each finding's places the caller prints.
    public func forEachFinding(where include: (Finding) -> Bool = { _ in true }, detail: PositionDetail = .full, _ body: (Finding) -> Void) {
        for file in files {
            // The linter sorts a file's findings; this makes sure without copying them.
            let findings = Finding.inReportOrder(file.findings)
            var start = findings.startIndex
            while start < findings.endIndex {
                let end = min(start + Self.positionBlock, findings.endIndex)
                // Each finding is copied once, into the block its positions are resolved in.
                let block = findings[start..<end].filter(include)
                let resolved = file.positions.map { $0.resolve(block, detail: detail) } ?? block
                resolved.withUnsafeBufferPointer { for index in $0.indices { body($0[index]) } }
                start = end
            }
        }
    }

    // Counted in place, a field at a time: a run with 200,000 findings copies none of them to count them.

    public func count(_ severity: Severity) -> Int {
        var total = 0
        for file in files {
            for index in file.findings.indices where file.findings[index].severity == severity { total += 1 }
        }
        return total
    }

    public var fixableCount: Int {
        var total = 0
        for file in files {
            for index in file.findings.indices where file.findings[index].hasSafeFix { total += 1 }
        }
        return total
    }
}

/// Formats a run. Reporters only format: findings in, text out, written as they go.
public protocol Reporter: Sendable {
    func write(_ report: RunReport, to out: ReportOutput)
}

extension Reporter {
    /// The whole report as one string (tests, and callers that keep it).
    public func render(_ report: RunReport) -> String {
        ReportOutput.collect { write(report, to: $0) }
    }
}

/// "2 errors", "1 warning": counts for summaries.
public func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
