/// Last year's file, indexed for lookup by list and town.
public struct PriorYear: Sendable {
    public let path: String
    /// How messages name last year: the year in the path ("2020"), else the file name.
    public let label: String
    public let index: PriorYearIndex
    /// The prior file's bytes, to show its lines as related locations.
    public let bytes: [UInt8]

    public init(path: String, index: PriorYearIndex, bytes: [UInt8]) {
        self.path = path
        self.label = PriorYearDiscovery.year(in: path).map(String.init) ?? String(path.split(separator: "/").last ?? Substring(path))
        self.index = index
        self.bytes = bytes
    }

    public init(path: String, file: RankingFile) {
        self.init(path: path, index: PriorYearIndex(file), bytes: file.document.bytes)
    }
}
