/// How much of a finding's places a report prints.
public struct PositionDetail: Sendable {
    /// The text of each place's line (human snippets).
    public var snippets: Bool
    /// Related places and fix edits, besides the finding's own place.
    public var secondaryPlaces: Bool

    public init(snippets: Bool, secondaryPlaces: Bool) {
        self.snippets = snippets
        self.secondaryPlaces = secondaryPlaces
    }

    /// Everything: lines, columns and snippets of every place.
    public static let full = PositionDetail(snippets: true, secondaryPlaces: true)
    /// Lines and columns of every place (json, sarif).
    public static let allPlaces = PositionDetail(snippets: false, secondaryPlaces: true)
    /// The finding's own line and column (github, markdown).
    public static let ownPlace = PositionDetail(snippets: false, secondaryPlaces: false)
}

/// Fills in line, column and line text for every location of a set of findings.
///
/// One forward pass per file over the bytes up to the last offset needed, keeping only the
/// positions asked for: a few findings in a 200 MB file cost no line table.
public struct PositionResolver {
    private let sources: [String: SourceBytes]
    private let checkpoints: [String: LineCheckpoints]

    public init(sources: [String: SourceBytes], checkpoints: [String: LineCheckpoints] = [:]) {
        self.sources = sources
        self.checkpoints = checkpoints
    }

    /// The findings with every location's position filled in: from the sources' bytes, or by
    /// `elsewhere` for a place in a file this resolver does not hold.
    public mutating func resolve(_ findings: consuming [Finding], detail: PositionDetail = .full,
                                 elsewhere: ((inout Location) -> Void)? = nil) -> [Finding] {
        // Every offset each file needs, per path (a block names one or two files: a short list, not a hash).
        var paths: [String] = []
        var wanted: [[Int]] = []
        func want(_ location: Location) {
            let slot: Int
            if let known = paths.firstIndex(of: location.path) {
                slot = known
            } else {
                slot = paths.count
                paths.append(location.path)
                wanted.append([])
            }
            wanted[slot].append(location.range.start)
            wanted[slot].append(location.range.end)
        }
        // In place: the caller hands its block over, so no finding is copied here. Printed
        // next: each finding's words and places are made now, once, and with secondary places
        // kept out of their box until those places are filled in.
        var findings = findings
        var secondary: [FindingMessage] = []
        if detail.secondaryPlaces { secondary.reserveCapacity(findings.count) }
        for index in findings.indices {
            want(findings[index].location)
            guard detail.secondaryPlaces else {
                findings[index].renderText()
                continue
            }
            let fields = findings[index].renderedMessage
            for related in fields.related { want(related.location) }
            for edit in fields.fix?.edits ?? [] { want(edit.location) }
            secondary.append(fields)
        }
        // Each path's offsets sorted and unique, with their positions alongside (found by binary search).
        // A file that is no UTF-8 text (UTF-16, a workbook) has no line a snippet could show.
        var resolved: [(offsets: [Int], places: [(LineColumn, ByteRange)], bytes: SourceBytes, isText: Bool)?] = []
        for (slot, path) in paths.enumerated() {
            guard let bytes = sources[path] else { resolved.append(nil); continue }
            var offsets = wanted[slot]
            offsets.sort()
            var unique = 0
            for offset in offsets where unique == 0 || offsets[unique - 1] != offset {
                offsets[unique] = offset
                unique += 1
            }
            offsets.removeLast(offsets.count - unique)
            var places: [(LineColumn, ByteRange)] = []
            places.reserveCapacity(offsets.count)
            Self.walkPositions(of: offsets, in: bytes, from: checkpoints[path]) { places.append(($1, $2)) }
            resolved.append((offsets, places, bytes, !bytes.withUnsafeBufferPointer(UTF8Sequence.isNoText(atStartOf:))))
        }
        func fill(_ location: inout Location) {
            guard let slot = paths.firstIndex(of: location.path), let table = resolved[slot] else {
                elsewhere?(&location)
                return
            }
            func place(_ offset: Int) -> (LineColumn, ByteRange)? {
                let low = table.offsets.partitionPoint { $0 >= offset }
                return low < table.offsets.count && table.offsets[low] == offset ? table.places[low] : nil
            }
            guard let start = place(location.range.start), let end = place(location.range.end) else { return }
            location.setPosition(start: start.0, end: end.0, startByteColumn: location.range.start - start.1.start + 1,
                                 endByteColumn: location.range.end - end.1.start + 1)
            if detail.snippets, table.isText { Self.excerpt(table.bytes, line: start.1, around: location.range.start, into: &location) }
        }
        for index in findings.indices {
            fill(&findings[index].location)
            guard detail.secondaryPlaces else { continue }
            var fields = FindingMessage("")
            swap(&fields, &secondary[index])  // moved out, not copied
            for place in fields.related.indices { fill(&fields.related[place].location) }
            if fields.fix != nil {
                for edit in fields.fix!.edits.indices { fill(&fields.fix!.edits[edit].location) }
            }
            findings[index].placeRendered(fields)
        }
        return findings
    }

    /// The most bytes of a line kept on each side of a location; longer lines become excerpts
    /// (a minified 50 MB file is one line, and a snippet must not print it).
    static let excerptRadius = 120

    static func excerpt(_ bytes: SourceBytes, line: ByteRange, around offset: Int, into location: inout Location) {
        var from = line.start, to = line.end
        if offset - from > excerptRadius {
            from = offset - excerptRadius
            while from < offset, bytes[from] & 0xC0 == 0x80 { from += 1 }  // start on a character boundary
        }
        if to - offset > excerptRadius {
            to = offset + excerptRadius
            while to > offset, to < bytes.count, bytes[to] & 0xC0 == 0x80 { to -= 1 }
        }
        let text = String(decoding: bytes[from..<to], as: UTF8.self)
        // Columns skipped before the excerpt: code points between the line start and `from`.
        let skipped = bytes[from..<min(offset, bytes.count)].reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        location.setSnippet(text, startColumn: location.start.column - skipped, isCut: to < line.end)
    }

    /// Line, column (code points) and the line's byte range for each offset (sorted ascending).
    /// Lines end at LF, CRLF or a lone CR, as `LineIndex` counts them. A byte order mark at the
    /// start of the file is no character of its first line, as editors show it: columns and the
    /// line's range start after it for every place past it (the mark itself is at column 1;
    /// offsets still count its bytes). Line breaks and
    /// characters are counted eight bytes at a time (byte by byte only next to a CR).
    static func positions(of offsets: [Int], in bytes: SourceBytes, from checkpoints: LineCheckpoints? = nil) -> [Int: (LineColumn, ByteRange)] {
        var result: [Int: (LineColumn, ByteRange)] = [:]
        result.reserveCapacity(offsets.count)
        walkPositions(of: offsets, in: bytes, from: checkpoints) { result[$0] = ($1, $2) }
        return result
    }

    /// The same walk, handing each offset (clamped to the file), its position and its line's
    /// range to `visit` instead of collecting them. With `checkpoints` (of these bytes), the walk
    /// skips ahead to the last checkpoint before each offset.
    static func walkPositions(of offsets: [Int], in bytes: SourceBytes, from checkpoints: LineCheckpoints? = nil,
                              _ visit: (Int, LineColumn, ByteRange) -> Void) {
        let n = bytes.count
        var line = 1, lineStart = 0, scanned = 0
        var columns = ColumnCounter()
        bytes.withUnsafeBufferPointer { buffer in
            let markEnd = UTF8Sequence.byteOrderMark(atStartOf: buffer)?.end ?? 0
            for target in offsets {
                let target = min(max(0, target), n)
                if let checkpoint = checkpoints?.last(atOrBefore: target), checkpoint.offset > scanned {
                    // The walk's state as it was when it stood at the checkpoint.
                    (line, lineStart, scanned) = (checkpoint.line, checkpoint.lineStart, checkpoint.offset)
                    columns.restart(at: checkpoint.offset, column: checkpoint.column)
                }
                var j = scanned
                while j < target {
                    if j + 8 <= target {
                        let word = ByteWord.load(buffer, at: j)
                        if ByteWord.anyBytes(of: word, equalTo: 0x0D) == 0 {
                            let breaks = ByteWord.bytes(of: word, equalTo: 0x0A)
                            if breaks != 0 {
                                line += breaks.nonzeroBitCount
                                lineStart = j + (63 - breaks.leadingZeroBitCount) / 8 + 1  // after the last LF
                            }
                            j += 8
                            continue
                        }
                    }
                    if buffer[j] == 0x0D, j + 1 < n, buffer[j + 1] == 0x0A {
                        // The target is the LF of this CRLF: it still belongs to the line before.
                        if j + 1 == target { break }
                        j += 1
                    }
                    if buffer[j] == 0x0A || buffer[j] == 0x0D {
                        line += 1
                        lineStart = j + 1
                    }
                    j += 1
                }
                scanned = j
                let textStart = lineStart == 0 && target >= markEnd ? markEnd : lineStart
                let column = columns.column(of: target, lineStart: textStart, in: buffer)
                visit(target, LineColumn(line: line, column: column), ByteRange(textStart, lineEnd(after: target, lineStart: textStart, in: buffer)))
            }
        }
    }

    /// The characters (code points) of `buffer[from..<to]`, counted eight bytes at a time.
    @inline(__always)
    static func characters(from: Int, to: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var k = from
        while k + 8 <= to {
            // Every byte but a UTF-8 continuation byte (10xxxxxx) starts a character; eight
            // ASCII bytes (indentation, keys) are eight without counting bits.
            let word = ByteWord.load(buffer, at: k)
            count += word & ByteWord.highBits == 0 ? 8 : 8 - (word & ~(word << 1) & ByteWord.highBits).nonzeroBitCount
            k += 8
        }
        while k < to { if buffer[k] & 0xC0 != 0x80 { count += 1 }; k += 1 }
        return count
    }

    /// Where the line of `target` (starting at `lineStart`) ends, looking no further than an
    /// excerpt needs (one byte past it means "the line goes on").
    @inline(__always)
    static func lineEnd(after target: Int, lineStart: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let n = buffer.count
        var end = max(lineStart, target)
        if end > lineStart, end < n, buffer[end] == 0x0A, buffer[end - 1] == 0x0D { end -= 1 }  // the LF of a CRLF
        let limit = min(n, target + excerptRadius + 1)
        while end + 8 <= limit {
            let word = ByteWord.load(buffer, at: end)
            guard ByteWord.anyBytes(of: word, equalTo: 0x0A) | ByteWord.anyBytes(of: word, equalTo: 0x0D) == 0 else { break }
            end += 8
        }
        while end < limit, buffer[end] != 0x0A, buffer[end] != 0x0D { end += 1 }
        return end
    }
}
