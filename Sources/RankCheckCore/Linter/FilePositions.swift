/// What gives one file's findings their lines, columns and snippets when a report prints them.
///
/// Rules find byte ranges; positions are resolved only for the findings an output shows, a
/// block at a time, so a run whose output shows nothing (`--quiet`, `--fix`, hidden notes)
/// resolves nothing, and a million findings never all hold their snippets at once.
public struct FilePositions: Sendable {
    public let path: String
    let bytes: SourceBytes
    /// The parser's line checkpoints, so a block of positions walks a few KiB each, not the file.
    private(set) var checkpoints: LineCheckpoints?
    /// Last year's file, when findings point into it: its places were noted when it was indexed.
    let prior: PriorPeriod?
    /// The line checkpoints of last year's file when it is a table (its reading leaves none).
    private(set) var priorTableCheckpoints: LineCheckpoints?
    /// The table the file is, when it is one: printed places also name their row and column.
    public var table: TableSource?

    public init(path: String, bytes: SourceBytes, checkpoints: LineCheckpoints?, prior: PriorPeriod?) {
        self.path = path
        self.bytes = bytes
        self.checkpoints = checkpoints
        self.prior = prior
    }

    /// The same, to resolve `blocks` blocks of findings: a file without line checkpoints (a
    /// table, whose reading leaves none), and a prior table findings point into, have them
    /// counted once here, so that each block walks from the checkpoint before its first place
    /// rather than from the start of the file.
    func resolving(blocks: Int) -> FilePositions {
        guard blocks > 1 else { return self }
        var counted = self
        if checkpoints?.isEmpty ?? true { counted.checkpoints = LineCheckpoints(bytes) }
        if let priorTable, priorTableCheckpoints == nil { counted.priorTableCheckpoints = LineCheckpoints(priorTable.bytes) }
        return counted
    }

    /// Last year's file when it is another file, and a table.
    private var priorTable: TableSource? {
        guard let prior, prior.path != path else { return nil }
        return prior.table
    }

    /// The same without last year's index, once the places `findings` (this file's) name in
    /// last year's file are filled in here, with their lines: what a run of many files keeps of
    /// a file whose few findings point into its prior.
    func placingPriorPlaces(of findings: inout [Finding]) -> FilePositions {
        guard let prior, prior.path != path else { return self }
        // Only last year's places are found: this file's, not among the sources, are left as they are.
        var resolver = PositionResolver(sources: priorTable.map { [prior.path: $0.bytes] } ?? [:])
        findings = resolver.resolve(findings, detail: .full) { location in
            if location.path == prior.path { prior.resolve(&location) }
        }
        var kept = FilePositions(path: path, bytes: bytes, checkpoints: checkpoints, prior: nil)
        kept.table = table
        return kept
    }

    /// The text of a byte range of the file (a fix's span, for reviewdog's suggestions).
    public func text(_ range: ByteRange) -> String? {
        guard range.start >= 0, range.start <= range.end, range.end <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range.start..<range.end]), as: UTF8.self) }
    }

    /// The findings (of this file, in report order) with every location's position filled in.
    public func resolve(_ findings: consuming [Finding], detail: PositionDetail = .full) -> [Finding] {
        var sources = [path: bytes]
        var checkpointsByPath = checkpoints.map { [path: $0] } ?? [:]
        // A prior table's places are found in its bytes, as this file's are.
        if let prior, let priorTable {
            sources[prior.path] = priorTable.bytes
            checkpointsByPath[prior.path] = priorTableCheckpoints
        }
        var resolver = PositionResolver(sources: sources, checkpoints: checkpointsByPath)
        var resolved: [Finding]
        if let prior, prior.path != path {
            // Places in last year's file were noted when it was indexed.
            resolved = resolver.resolve(findings, detail: detail) { location in
                if location.path == prior.path { prior.resolve(&location, snippet: detail.snippets) }
            }
        } else {
            resolved = resolver.resolve(findings, detail: detail)
        }
        if let table {
            let cells = table.cells(at: resolved.map(\.location.range.start))
            for index in resolved.indices {
                guard let cell = cells[index] else { continue }
                resolved[index].location.setTableCell(row: cell.row, column: cell.column)
            }
        }
        return resolved
    }
}
