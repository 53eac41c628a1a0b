/// The files of `"prior": "previous-file"` series: each series listed once, its files put in
/// period order (`SeriesOrder`, on names sorted naturally), each file's predecessor noted.
///
/// A series is the files of one folder, or of the folders named by a year (`2023/`, `2024/`,
/// `2024-11/`) beside each other and the month or day folders inside them (`2024/11/`), taken
/// in the folders' order: the first week of 2024 follows the last week of 2023. In each folder,
/// where two or more files are named by a date (or a number) and others are not (a
/// `latest.json` beside `chart-2024-11-24.json`), the series holds the named ones: the others
/// are in no series.
struct SeriesFolders: Sendable {
    /// The previous file of each file (as shown), by absolute path.
    private(set) var previousFileOf: [String: String] = [:]
    /// Each file's series (named by its first file) and place in its period order, by absolute path.
    private(set) var periodOf: [String: (series: String, index: Int)] = [:]
    /// The gap before each file whose period before is missing from its series (`MissingPeriods`), by absolute path.
    private(set) var gapBefore: [String: MissingPeriods.Gap] = [:]
    /// The files of a folder whose series they are not in, not being named by a period as the
    /// series' files are, by absolute path.
    private(set) var outsideSeries: Set<String> = []

    init() {}

    /// `repositoryRoots`: each target folder's repository root, above which a series does not reach.
    init(of targets: [CheckTarget], configurations: ConfigurationResolver, repositoryRoots: [String: String], fileSystem: any FileSystem,
         workingDirectory: String) {
        var roots = Set<Root>()
        for target in targets where !target.isStandardInput {
            guard case .previousFile = configurations.scopes[target.scope].configuration.prior else { continue }
            let folder = PathText.parent(of: PathText.absolute(target.path, from: workingDirectory))
            roots.insert(Self.root(of: folder, within: repositoryRoots[folder]))
        }
        for root in roots {
            var paths: [String] = []
            for folder in Self.folders(of: root, fileSystem: fileSystem) {
                guard let names = try? fileSystem.listDirectory(folder) else { continue }
                paths += names.filter { DataFormat.isDataFile(named: $0) && !$0.hasPrefix(".") }.map { PathText.joined(folder, $0) }
            }
            let (series, outside) = Self.series(of: paths)
            outsideSeries.formUnion(outside)
            for files in series {
                let pairs = zip(files, files.dropFirst()).map { (previous: $0, current: $1) }
                for (pair, gap) in zip(pairs, MissingPeriods.gaps(pairs.map { (PathText.name(of: $0.previous), PathText.name(of: $0.current)) })) {
                    previousFileOf[pair.current] = PathText.shown(pair.previous, from: workingDirectory)
                    gapBefore[pair.current] = gap
                }
                for (index, file) in files.enumerated() { periodOf[file] = (files[0], index) }
            }
        }
    }

    /// The series among `paths`, each in period order, and the paths in none. Paths are grouped
    /// by their series' folder from their text alone, so `rankcheck init` orders the files it
    /// reads as the check does.
    static func series(of paths: [String]) -> (series: [[String]], outside: [String]) {
        var groups: [Root: [String]] = [:], roots: [Root] = []
        for path in paths {
            let root = root(of: PathText.parent(of: path), within: nil)
            if groups[root] == nil { roots.append(root) }
            groups[root, default: []].append(path)
        }
        var series: [[String]] = [], outside: [String] = []
        for root in roots {
            let byFolder = Dictionary(grouping: groups[root]!, by: PathText.parent(of:))
            var ordered: [String] = []
            for folder in byFolder.keys.sorted(by: NaturalOrder.areInIncreasingOrder) {
                let files = byFolder[folder]!.map { (path: $0, name: PathText.name(of: $0)) }.sorted { NaturalOrder.areInIncreasingOrder($0.name, $1.name) }
                let named = Set(SeriesOrder.namedByPeriod(files.map(\.name)))
                let inSeries = files.filter { named.contains($0.name) }
                outside += files.filter { !named.contains($0.name) }.map(\.path)
                ordered += SeriesOrder.sorted(inSeries.map(\.name)).map { inSeries[$0].path }
            }
            series.append(ordered)
        }
        return (series, outside)
    }

    /// Where a series starts: the folder above a year's folder and how many levels below it
    /// the files lie (`data` and 2 for `data/2024/11`), else the folder itself and 0.
    struct Root: Hashable {
        let folder: String
        let depth: Int
    }

    /// The series' root of the files in `folder`; `within`: the repository root a series stays in.
    private static func root(of folder: String, within repository: String?) -> Root {
        func canGoUp(from path: String) -> Bool {
            let parent = PathText.parent(of: path)
            return parent != path && repository.map { PathText.isInside(parent, $0) } ?? true
        }
        var current = folder, depth = 0
        while isMonthOrDay(PathText.name(of: current)), canGoUp(from: current) {
            current = PathText.parent(of: current)
            depth += 1
        }
        guard isYear(PathText.name(of: current)), canGoUp(from: current) else { return Root(folder: folder, depth: 0) }
        return Root(folder: PathText.parent(of: current), depth: depth + 1)
    }

    /// The folders at `root.depth` below `root.folder` along year, month and day folders.
    private static func folders(of root: Root, fileSystem: any FileSystem) -> [String] {
        var level = [root.folder]
        for depth in 0..<root.depth {
            level = level.flatMap { folder -> [String] in
                let names = (try? fileSystem.listDirectory(folder)) ?? []
                return names.filter { depth == 0 ? isYear($0) : isMonthOrDay($0) }
                    .map { PathText.joined(folder, $0) }
                    .filter { fileSystem.kind($0, followingLinks: false) == .directory }
            }
        }
        return level
    }

    /// `2024`, or `2024-11`.
    private static func isYear(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let digits = { (range: Range<Int>) in bytes[range].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        return (bytes.count == 4 && digits(0..<4)) || (bytes.count == 7 && digits(0..<4) && bytes[4] == UInt8(ascii: "-") && digits(5..<7))
    }

    /// `11` or `03`: a month's or a day's number.
    private static func isMonthOrDay(_ name: String) -> Bool {
        (1...2).contains(name.utf8.count) && name.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
