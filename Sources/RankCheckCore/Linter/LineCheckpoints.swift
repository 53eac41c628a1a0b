/// Where the lines stand every few KiB of a file: counted in one pass while a core would
/// otherwise wait (this year's file is parsed before last year's is), so that positions for
/// findings spread over a 200 MB file each walk a few KiB instead of the file again.
public struct LineCheckpoints: Sendable {
    struct Checkpoint: Sendable {
        let offset: Int
        let line: Int
        let column: Int
        let lineStart: Int
    }

    let spacing: Int
    /// One per `spacing` bytes, ascending.
    let checkpoints: [Checkpoint]

    /// Checkpoints for `bytes`, one per `spacing` bytes.
    public init(_ bytes: SourceBytes, spacing: Int = 4096) {
        self.spacing = spacing
        // On the LF of a CRLF the walk stands before the pair with the CR not counted, so the
        // LF alone then ends the line: resuming there counts the pair once, as it should.
        let offsets = Array(stride(from: spacing, to: bytes.count, by: spacing))
        var checkpoints: [Checkpoint] = []
        checkpoints.reserveCapacity(offsets.count)
        PositionResolver.walkPositions(of: offsets, in: bytes) { offset, position, line in
            checkpoints.append(Checkpoint(offset: offset, line: position.line, column: position.column, lineStart: line.start))
        }
        self.checkpoints = checkpoints
    }

    /// One checkpoint, at `start` (the start of a line), numbering that line 1: for counting
    /// lines from there on another core while the lines before are still being counted.
    init(lineStartingAt start: Int) {
        spacing = max(start, 1)
        checkpoints = [Checkpoint(offset: start, line: 1, column: 1, lineStart: start)]
    }

    /// The last checkpoint at or before `offset`.
    func last(atOrBefore offset: Int) -> Checkpoint? {
        var index = min(offset / spacing, checkpoints.count) - 1
        while index >= 0, checkpoints[index].offset > offset { index -= 1 }
        return index >= 0 ? checkpoints[index] : nil
    }
}
