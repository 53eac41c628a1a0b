/// A 1-based line and column; columns count Unicode code points (SARIF's `unicodeCodePoints`).
public struct LineColumn: Hashable, Sendable, Comparable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// Maps byte offsets to lines and columns. Built once per file, only when a finding
/// needs a position. Lines end at LF, CRLF or a lone CR, as editors count them.
public struct LineIndex: Sendable {
    public let bytes: SourceBytes
    /// Byte offset where each line starts.
    private let lineStarts: [Int]

    public init(_ bytes: SourceBytes) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(i + 1)
            } else if b == 0x0D {
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The line (1-based) that holds `offset`.
    public func line(of offset: Int) -> Int {
        max(0, lineStarts.partitionPoint { $0 > offset } - 1) + 1
    }

    public func position(of offset: Int) -> LineColumn {
        let clamped = min(max(0, offset), bytes.count)
        let line = line(of: clamped)
        var column = 1
        var i = lineStarts[line - 1]
        while i < clamped {
            // Count code points: every byte that is not a UTF-8 continuation byte.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return LineColumn(line: line, column: column)
    }

    /// The byte range of a line's text, without its terminator.
    public func lineRange(_ line: Int) -> ByteRange {
        guard line >= 1, line <= lineStarts.count else { return ByteRange(bytes.count, bytes.count) }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return ByteRange(start, end)
    }

    /// A line's text, without its terminator; invalid UTF-8 shows as U+FFFD.
    public func lineText(_ line: Int) -> String {
        let range = lineRange(line)
        return String(decoding: bytes[range.start..<range.end], as: UTF8.self)
    }
}
