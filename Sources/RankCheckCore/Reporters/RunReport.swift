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

    public init(toolVersion: String, files: [FileReport], notices: [String] = [], unreadable: [(path: String, message: String)] = [],
                baselineHidden: Int = 0, baselineFixed: Int = 0) {
        self.toolVersion = toolVersion
        self.files = files.sorted { $0.path < $1.path }
        self.notices = notices
        self.unreadable = unreadable
        self.baselineHidden = baselineHidden
        self.baselineFixed = baselineFixed
    }

    /// All findings in report order.
    public var findings: [Finding] {
        let all = files.flatMap(\.findings)
        // Usually in order already (files by path, each file's findings as the linter sorted
        // them): checking costs one comparison per finding, sorting ten thousand a good deal more.
        return zip(all, all.dropFirst()).allSatisfy({ !Finding.reportOrder($1, $0) }) ? all : all.sorted(by: Finding.reportOrder)
    }

    public func count(_ severity: Severity) -> Int {
        count { $0.severity == severity }
    }

    public var fixableCount: Int {
        count { $0.fix?.isSafe == true }
    }

    /// Counted in place: a run with ten thousand notes copies none of them to count them.
    private func count(where matches: (Finding) -> Bool) -> Int {
        files.reduce(0) { total, file in file.findings.reduce(total) { matches($1) ? $0 + 1 : $0 } }
    }
}

/// Formats a run. Reporters only format: findings in, text out.
public protocol Reporter: Sendable {
    func render(_ report: RunReport) -> String
}

/// "2 errors", "1 warning": counts for summaries.
public func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
