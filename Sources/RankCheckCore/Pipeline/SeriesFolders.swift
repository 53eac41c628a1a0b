/// The folders of files under `"prior": "previous-file"`: each listed once, its JSON files put
/// in period order (`SeriesOrder`, on names sorted naturally), each file's predecessor noted.
/// Where two or more files are named by a date (or a number) and others are not (a `latest.json`
/// beside `chart-2024-11-24.json`), the series is the named ones: the others are in no series.
struct SeriesFolders: Sendable {
    /// The previous file of each file (as shown), by absolute path.
    private(set) var previousFileOf: [String: String] = [:]
    /// Each file's folder and place in its period order, by absolute path.
    private(set) var periodOf: [String: (folder: String, index: Int)] = [:]
    /// The files of a folder whose series they are not in, not being named by a period as the
    /// series' files are, by absolute path.
    private(set) var outsideSeries: Set<String> = []

    init() {}

    init(of targets: [CheckTarget], configurations: ConfigurationResolver, fileSystem: any FileSystem, workingDirectory: String) {
        var folders = Set<String>()
        for target in targets where !target.isStandardInput {
            guard case .previousFile = configurations.scopes[target.scope].configuration.prior else { continue }
            folders.insert(PathText.parent(of: PathText.absolute(target.path, from: workingDirectory)))
        }
        for folder in folders {
            guard let names = try? fileSystem.listDirectory(folder) else { continue }
            let all = names.filter { DataFormat.isDataFile(named: $0) && !$0.hasPrefix(".") }.sorted(by: NaturalOrder.areInIncreasingOrder)
            let files = SeriesOrder.namedByPeriod(all)
            for file in all where !files.contains(file) { outsideSeries.insert(folder + "/" + file) }
            let order = SeriesOrder.sorted(files)
            for (previous, current) in zip(order, order.dropFirst()) {
                previousFileOf[folder + "/" + files[current]] = PathText.shown(folder + "/" + files[previous], from: workingDirectory)
            }
            for (index, file) in order.enumerated() { periodOf[folder + "/" + files[file]] = (folder, index) }
        }
    }
}
