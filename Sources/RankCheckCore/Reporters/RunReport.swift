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
    /// Files a folder walk found that hold no ranking list (not checked), and why.
    public var skipped: [SkippedFile]

    public init(toolVersion: String, files: [FileReport], notices: [String] = [], unreadable: [(path: String, message: String)] = [],
                baselineHidden: Int = 0, baselineFixed: Int = 0, skipped: [SkippedFile] = []) {
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

    /// How many blocks a file's findings are positioned in.
    static func blockCount(of file: FileReport) -> Int { (file.findings.count + positionBlock - 1) / positionBlock }

    /// The positions of a file whose findings are positioned a block at a time
    /// (`FilePositions.resolving(blocks:)`); nil when they are positioned already.
    static func blockPositions(of file: FileReport) -> FilePositions? { file.positions?.resolving(blocks: blockCount(of: file)) }

    /// Calls `body` with every finding `include` accepts, in report order (files by path, each
    /// file's findings by position), positions resolved a block at a time as they are reached.
    /// `include` is asked of each finding once, in report order, on this thread: it may count
    /// what it has seen. A finding it refuses is never positioned or worded.
    /// `detail` says how much of each finding's places the caller prints. Blocks are resolved
    /// (positions found, words made) on the other cores a few blocks ahead of the one `body` reads.
    public func forEachFinding(where include: (Finding) -> Bool = { _ in true }, detail: PositionDetail = .full, _ body: (Finding) -> Void) {
        withoutActuallyEscaping(include) { include in
            forEachBlock(where: include, detail: detail, ahead: 2, transform: { resolved, _ in resolved }) { resolved in
                for index in resolved.indices { body(resolved[index]) }
            }
        }
    }

    /// Writes every finding to `out` in report order, as `format` formats a block of them (given
    /// the block, resolved to `detail`, how many findings came before it, and where to write):
    /// blocks are resolved and formatted on the other cores a few blocks ahead, each into bytes
    /// of its own, and written here in order. Returns how many findings were written.
    @discardableResult
    public func writeFindings(detail: PositionDetail, to out: ReportOutput,
                              format: @escaping @Sendable (_ findings: [Finding], _ before: Int, _ out: ReportOutput) -> Void) -> Int {
        var written = 0
        forEachBlock(where: nil, detail: detail, ahead: 3, transform: { resolved, before in
            var chunks: [[UInt8]] = []
            let blockOut = ReportOutput { chunks.append($0) }
            format(resolved, before, blockOut)
            blockOut.flush()
            return (resolved.count, chunks)
        }) { (count: Int, chunks: [[UInt8]]) in
            for chunk in chunks { out.write(bytes: chunk) }
            written += count
        }
        return written
    }

    /// One block of a file's findings in report order, on its way to be resolved.
    private struct Block: Sendable {
        /// The file's findings (shared, not copied) and the block's part of them; or the part
        /// already taken out, when a filter chose it here.
        let findings: [Finding]
        let range: Range<Int>
        let chosen: [Finding]?
        let positions: FilePositions?
        /// How many findings earlier blocks hold.
        let before: Int
    }

    /// Hands each block of findings, resolved and then `transform`ed on another thread up to
    /// `ahead` blocks ahead, to `body` in report order.
    private func forEachBlock<Value: Sendable>(where include: ((Finding) -> Bool)?, detail: PositionDetail, ahead: Int,
                                               transform: @escaping @Sendable (_ resolved: [Finding], _ before: Int) -> Value,
                                               _ body: (Value) -> Void) {
        let blockCount = files.reduce(0) { $0 + Self.blockCount(of: $1) }
        var fileIndex = -1, start = 0, before = 0
        var findings: [Finding] = []
        var positions: FilePositions?
        func nextBlock() -> Block? {
            while start >= findings.count {
                fileIndex += 1
                guard fileIndex < files.count else { return nil }
                // The linter sorts a file's findings; this makes sure without copying them.
                findings = Finding.inReportOrder(files[fileIndex].findings)
                positions = Self.blockPositions(of: files[fileIndex])
                start = 0
            }
            let range = start..<min(start + Self.positionBlock, findings.count)
            start = range.upperBound
            let chosen = include.map { findings[range].filter($0) }
            defer { before += chosen?.count ?? range.count }
            return Block(findings: findings, range: range, chosen: chosen, positions: positions, before: before)
        }
        LookAhead<Value>.forEach(count: blockCount, window: ahead, next: nextBlock, transform: { block in
            // Each finding is copied once, into the block its positions are resolved in.
            let part = block.chosen ?? Array(block.findings[block.range])
            return transform(block.positions.map { $0.resolve(part, detail: detail) } ?? part, block.before)
        }, body)
    }

    // Counted in place, a field at a time: a run with 200,000 findings copies none of them to count them.

    public func count(_ severity: Severity) -> Int {
        var total = 0
        for file in files {
            for index in file.findings.indices where file.findings[index].severity == severity { total += 1 }
        }
        return total
    }

    /// The findings `--fix` applies: safe fixes in files it may rewrite.
    public var fixableCount: Int {
        var total = 0
        for file in files where file.isRewritable {
            for index in file.findings.indices where file.findings[index].hasSafeFix { total += 1 }
        }
        return total
    }
}

/// "2 errors", "1 warning": counts for summaries.
public func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
