@testable import RankCheckCore

// Tests write their inputs as arrays; the library reads `SourceBytes` (which may be a mapped
// file). These forward an array as the bytes of an input.

extension Linter {
    func read(_ bytes: [UInt8]) -> Result<RankingFile, JSONSyntaxError> { read(SourceBytes(bytes)) }

    func readPriorPeriod(_ bytes: [UInt8], path: String) -> Result<PriorPeriod, JSONSyntaxError> {
        readPriorPeriod(SourceBytes(bytes), path: path)
    }

    func lint(path: String, bytes: [UInt8], prior: PriorPeriod? = nil, ties: TiePolicy = .none) -> FileReport {
        lint(path: path, bytes: SourceBytes(bytes), prior: prior, ties: ties)
    }
}

extension JSONParser {
    func parse(_ bytes: [UInt8]) -> Result<JSONDocument, JSONSyntaxError> { parse(SourceBytes(bytes)) }
}

extension LineIndex {
    init(_ bytes: [UInt8]) { self.init(SourceBytes(bytes)) }
}

extension LineCheckpoints {
    init(_ bytes: [UInt8], spacing: Int) { self.init(SourceBytes(bytes), spacing: spacing) }
}

extension PositionResolver {
    static func excerpt(_ bytes: [UInt8], line: ByteRange, around offset: Int, into location: inout Location) {
        excerpt(SourceBytes(bytes), line: line, around: offset, into: &location)
    }

    static func positions(of offsets: [Int], in bytes: [UInt8], from checkpoints: LineCheckpoints? = nil) -> [Int: (LineColumn, ByteRange)] {
        positions(of: offsets, in: SourceBytes(bytes), from: checkpoints)
    }

    static func walkPositions(of offsets: [Int], in bytes: [UInt8], _ visit: (Int, LineColumn, ByteRange) -> Void) {
        walkPositions(of: offsets, in: SourceBytes(bytes), visit)
    }
}

