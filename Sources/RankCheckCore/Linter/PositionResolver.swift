/// Fills in line, column and line text for every location of a set of findings.
/// Line indexes are built once per file, and only for files that have findings.
public struct PositionResolver {
    private let sources: [String: [UInt8]]
    private var indexes: [String: LineIndex] = [:]

    public init(sources: [String: [UInt8]]) {
        self.sources = sources
    }

    public mutating func resolve(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            var finding = finding
            finding.location = resolve(finding.location)
            finding.related = finding.related.map { RelatedLocation(resolve($0.location), $0.message) }
            if var fix = finding.fix {
                fix.edits = fix.edits.map { TextEdit(resolve($0.location), $0.replacement) }
                finding.fix = fix
            }
            return finding
        }
    }

    public mutating func resolve(_ location: Location) -> Location {
        guard let index = lineIndex(location.path) else { return location }
        var location = location
        location.start = index.position(of: location.range.start)
        location.end = index.position(of: location.range.end)
        location.lineText = index.lineText(location.start.line)
        return location
    }

    private mutating func lineIndex(_ path: String) -> LineIndex? {
        if let index = indexes[path] { return index }
        guard let bytes = sources[path] else { return nil }
        let index = LineIndex(bytes)
        indexes[path] = index
        return index
    }
}
