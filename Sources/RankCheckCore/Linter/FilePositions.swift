/// What gives one file's findings their lines, columns and snippets when a report prints them.
///
/// Rules find byte ranges; positions are resolved only for the findings an output shows, a
/// block at a time, so a run whose output shows nothing (`--quiet`, `--fix`, hidden notes)
/// resolves nothing, and a million findings never all hold their snippets at once.
public struct FilePositions: Sendable {
    public let path: String
    let bytes: SourceBytes
    /// The parser's line checkpoints, so a block of positions walks a few KiB each, not the file.
    let checkpoints: LineCheckpoints?
    /// Last year's file, when findings point into it: its places were noted when it was indexed.
    let prior: PriorPeriod?

    public init(path: String, bytes: SourceBytes, checkpoints: LineCheckpoints?, prior: PriorPeriod?) {
        self.path = path
        self.bytes = bytes
        self.checkpoints = checkpoints
        self.prior = prior
    }

    /// The text of a byte range of the file (a fix's span, for reviewdog's suggestions).
    public func text(_ range: ByteRange) -> String? {
        guard range.start >= 0, range.start <= range.end, range.end <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range.start..<range.end]), as: UTF8.self) }
    }

    /// The findings (of this file, in report order) with every location's position filled in.
    public func resolve(_ findings: consuming [Finding], detail: PositionDetail = .full) -> [Finding] {
        var resolver = PositionResolver(sources: [path: bytes], checkpoints: checkpoints.map { [path: $0] } ?? [:])
        // Places in last year's file were noted when it was indexed.
        guard let prior, prior.path != path else { return resolver.resolve(findings, detail: detail) }
        return resolver.resolve(findings, detail: detail) { location in
            if location.path == prior.path { prior.resolve(&location, snippet: detail.snippets) }
        }
    }
}
