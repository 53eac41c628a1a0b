/// Reads a byte range of a file again, or nil when it cannot (the file is gone or shorter).
/// The CLI reads from disk; callers that hold the bytes read from memory.
public typealias SourceWindowReader = @Sendable (ByteRange) -> [UInt8]?

/// Where a value is in a file whose bytes were let go once indexed (a big prior year): its
/// line and columns, and the stretch of its line a snippet shows, with a checksum that tells
/// whether the file still holds the same bytes when that stretch is read again.
public struct RememberedPlace: Sendable, Equatable {
    let line: UInt32
    let column: UInt32
    let endColumn: UInt32
    /// The start's column in UTF-8 bytes (the end's follows from the value's length); with the
    /// value's offset it also tells where the snippet's window starts.
    let byteColumn: UInt32
    /// The bytes a snippet needs run from the line's start (or just before the excerpt of a
    /// long line) to here, the line's end.
    let windowEnd: UInt32
    let checksum: UInt32

    /// The place of a value on line `line` (from 1), which starts at `lineStart`, as the parser
    /// reports it: a big file's places then need no second pass over its lines. `columns`
    /// carries the count on from the previous place (places are given in file order).
    init(range: ByteRange, line: Int, lineStart: Int, columns: inout ColumnCounter, in buffer: UnsafeBufferPointer<UInt8>) {
        let column = columns.column(of: range.start, lineStart: lineStart, in: buffer)
        self.init(range: range, start: LineColumn(line: line, column: column),
                  endColumn: column + PositionResolver.characters(from: range.start, to: range.end, in: buffer),
                  line: ByteRange(lineStart, PositionResolver.lineEnd(after: range.start, lineStart: lineStart, in: buffer)), in: buffer)
    }

    /// The place of `range` in `bytes`, given its start's position and line (`PositionResolver`).
    init(range: ByteRange, start: LineColumn, endColumn: Int, line: ByteRange, in bytes: SourceBytes) {
        self = bytes.withUnsafeBufferPointer { RememberedPlace(range: range, start: start, endColumn: endColumn, line: line, in: $0) }
    }

    init(range: ByteRange, start: LineColumn, endColumn: Int, line: ByteRange, in buffer: UnsafeBufferPointer<UInt8>) {
        self.line = UInt32(truncatingIfNeeded: start.line)
        column = UInt32(truncatingIfNeeded: start.column)
        self.endColumn = UInt32(truncatingIfNeeded: endColumn)
        byteColumn = UInt32(truncatingIfNeeded: range.start - line.start + 1)
        let from = Self.windowStart(valueStart: range.start, byteColumn: range.start - line.start + 1)
        windowEnd = UInt32(truncatingIfNeeded: line.end)
        checksum = Self.checksum(UnsafeBufferPointer(rebasing: buffer[from..<line.end]))
    }

    /// Where a snippet's bytes start: the line's start, or one byte before the excerpt of a long
    /// line, so the excerpt moves forward to a character boundary as it would with the whole line.
    static func windowStart(valueStart: Int, byteColumn: Int) -> Int {
        byteColumn - 1 > PositionResolver.excerptRadius ? valueStart - PositionResolver.excerptRadius - 1 : valueStart - (byteColumn - 1)
    }

    func window(valueStart: Int) -> ByteRange {
        ByteRange(Self.windowStart(valueStart: valueStart, byteColumn: Int(byteColumn)), Int(windowEnd))
    }

    /// Fills in a location of this place: positions always, the snippet when `read` brings back
    /// the same bytes (a file changed since it was indexed shows no snippet rather than a wrong one).
    func fill(_ location: inout Location, read: SourceWindowReader) {
        location.setPosition(start: LineColumn(line: Int(line), column: Int(column)), end: LineColumn(line: Int(line), column: Int(endColumn)),
                             startByteColumn: Int(byteColumn), endByteColumn: Int(byteColumn) + location.range.end - location.range.start)
        let window = window(valueStart: location.range.start)
        guard let bytes = read(window), bytes.count == window.end - window.start,
              bytes.withUnsafeBufferPointer(Self.checksum) == checksum else { return }
        PositionResolver.excerpt(SourceBytes(bytes), line: ByteRange(0, bytes.count), around: location.range.start - window.start, into: &location)
    }

    /// A hash of the window's bytes (a million places are hashed when a big file is indexed;
    /// the hash is only compared within one run, so its per-process seed does not matter).
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        SeededHash.hash(bytes)
    }
}
