/// Where the lines stand every few KiB of a file, so that positions for findings spread over a
/// 200 MB file each walk a few KiB instead of the file again. The parser notes them as it goes
/// (`JSONDocument.lines`); they can also be counted from the bytes.
public struct LineCheckpoints: Sendable {
    struct Checkpoint: Sendable, Equatable {
        let offset: Int
        let line: Int
        let column: Int
        let lineStart: Int
    }

    /// About how far apart checkpoints are.
    public static let spacing = 4096

    /// No checkpoints: positions are counted from the start of the file.
    public static let none = LineCheckpoints([])

    /// Ascending by offset.
    let checkpoints: [Checkpoint]

    init(_ checkpoints: [Checkpoint]) {
        self.checkpoints = checkpoints
    }

    /// Checkpoints for `bytes`, one per `spacing` bytes, counted in one pass.
    public init(_ bytes: SourceBytes, spacing: Int = LineCheckpoints.spacing) {
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

    /// Whether there are none (positions are counted from the start of the file).
    var isEmpty: Bool { checkpoints.isEmpty }

    /// The last checkpoint at or before `offset`.
    func last(atOrBefore offset: Int) -> Checkpoint? {
        let low = checkpoints.partitionPoint { $0.offset > offset }
        return low > 0 ? checkpoints[low - 1] : nil
    }
}
