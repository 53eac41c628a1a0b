/// Counts columns (code points) along a file's lines, going on from the last place it counted
/// when that is on the same line and not past the new one: places met in file order cost the
/// bytes between them, not the bytes of their whole line (a minified file is one line).
struct ColumnCounter {
    private var counted = (offset: 0, column: 1)

    /// Starts again from a known place (a line checkpoint).
    mutating func restart(at offset: Int, column: Int) {
        counted = (offset, column)
    }

    /// The column of `target` on the line that starts at `lineStart`.
    @inline(__always)
    mutating func column(of target: Int, lineStart: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        if counted.offset < lineStart || counted.offset > target { counted = (lineStart, 1) }
        let column = counted.column + PositionResolver.characters(from: counted.offset, to: target, in: buffer)
        counted = (max(target, lineStart), column)
        return column
    }
}
