/// Where a member's key is: its opening quote and one past its closing quote
/// (`JSONNode.noKey` as `start` for array elements and the top-level value).
struct KeySpan {
    var start: UInt32
    var end: UInt32

    static let none = KeySpan(start: JSONNode.noKey, end: JSONNode.noKey)
}

/// What the scanner reports, value by value, in document order. Each call is handed the
/// document's bytes (`source`), valid for that call, so a sink reads values without a trip
/// through `SourceBytes` for each.
protocol JSONSink {
    /// Values reported so far (documents with more than `JSONNode.maximumCount` are refused).
    var valueCount: Int { get }
    /// A container opens at `start`; the returned token comes back when it closes.
    mutating func open(isObject: Bool, start: Int, key: KeySpan, source: UnsafeBufferPointer<UInt8>) -> Int
    /// The container `token` closes; `end` is one past its closing bracket.
    mutating func close(_ token: Int, end: Int, source: UnsafeBufferPointer<UInt8>)
    /// A string, number or literal; `flag`: the string has escapes / the number a fraction or
    /// exponent; `line`: the value's line (from 1), which starts at `lineStart`.
    mutating func scalar(_ kind: JSONKind, start: Int, end: Int, key: KeySpan, flag: Bool, line: Int, lineStart: Int,
                         source: UnsafeBufferPointer<UInt8>)
}

/// The sink that keeps everything: the tape of `JSONNode`s, and line checkpoints.
struct TapeSink: JSONSink {
    var nodes = ContiguousArray<JSONNode>()
    /// A line start every few KiB (at the first value on a line past the spacing), so positions
    /// for findings anywhere in a big file count a few KiB of lines, not the file.
    var checkpoints: [LineCheckpoints.Checkpoint] = []
    private var nextCheckpoint = LineCheckpoints.spacing
    /// Faults in the tape's reserved pages ahead of the parse, when it is big enough to gain.
    var warmer: PageWarmer?
    /// The tape length at which the warmer hears next where the parse is.
    private var nextProgress = 0

    var valueCount: Int { nodes.count }

    mutating func open(isObject: Bool, start: Int, key: KeySpan, source: UnsafeBufferPointer<UInt8>) -> Int {
        if nodes.count >= nextProgress, let warmer {
            warmer.advance(past: nodes.count)
            nextProgress = nodes.count + Self.progressSpacing
        }
        nodes.append(JSONNode(kind: isObject ? .object : .array, start: start, end: start + 1, keyStart: key.start, flag: false, next: 0))
        return nodes.count - 1
    }

    /// Nodes between two reports to the warmer (a quarter of a MiB of tape).
    private static let progressSpacing = 16_384

    mutating func close(_ token: Int, end: Int, source: UnsafeBufferPointer<UInt8>) {
        nodes[token].end = UInt32(truncatingIfNeeded: end)
        nodes[token].setNext(nodes.count)
    }

    mutating func scalar(_ kind: JSONKind, start: Int, end: Int, key: KeySpan, flag: Bool, line: Int, lineStart: Int,
                         source: UnsafeBufferPointer<UInt8>) {
        if lineStart >= nextCheckpoint {
            checkpoints.append(LineCheckpoints.Checkpoint(offset: lineStart, line: line, column: 1, lineStart: lineStart))
            nextCheckpoint = lineStart + LineCheckpoints.spacing
        }
        nodes.append(JSONNode(kind: kind, start: start, end: end, keyStart: key.start, flag: flag, next: nodes.count + 1))
    }
}
