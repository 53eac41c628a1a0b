/// Last year's file, indexed for lookup by list and town.
///
/// Its bytes are not kept: each entry's place is noted when it is indexed, and the few lines
/// that findings show are read back through `readWindow` (a 200 MB prior year then costs its
/// index, not its text).
public struct PriorYear: Sendable {
    public let path: String
    /// How messages name last year: the year in the path ("2020"), else the file name.
    public let label: String
    public let index: PriorYearIndex
    private let readWindow: SourceWindowReader

    /// `readWindow` reads the file again (the CLI's file system); without it the bytes are kept
    /// in memory for that.
    public init(path: String, index: PriorYearIndex, bytes: [UInt8], readWindow: SourceWindowReader? = nil) {
        self.path = path
        self.label = PriorYearDiscovery.year(in: path).map(String.init) ?? String(path.split(separator: "/").last ?? Substring(path))
        self.index = index.rememberingPlaces(in: bytes)
        self.readWindow = readWindow ?? { range in
            range.start >= 0 && range.start <= range.end && range.end <= bytes.count ? Array(bytes[range.start..<range.end]) : nil
        }
    }

    public init(path: String, file: RankingFile) {
        self.init(path: path, index: PriorYearIndex(file), bytes: file.document.bytes)
    }

    /// Fills in line, column and snippet of a location in this file that names an entry's town.
    func resolve(_ location: inout Location) {
        for list in index.lists.values {
            let entries = list.entries
            // Entries are in file order: binary search by offset.
            var low = 0, high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle].range.start < location.range.start { low = middle + 1 } else { high = middle }
            }
            if low < entries.count, entries[low].range == location.range, low < list.places.count {
                list.places[low].fill(&location, read: readWindow)
                return
            }
        }
    }
}
