/// The folders of files under `"prior": "previous-file"`: each listed once, its JSON files put
/// in period order (`SeriesOrder`, on names sorted naturally), each file's predecessor noted.
struct SeriesFolders: Sendable {
    /// The previous file of each file (as shown), by absolute path.
    private(set) var previousFileOf: [String: String] = [:]
    /// Each file's folder and place in its period order, by absolute path.
    private(set) var periodOf: [String: (folder: String, index: Int)] = [:]

    init() {}

    init(of targets: [CheckTarget], configurations: ConfigurationResolver, fileSystem: any FileSystem, workingDirectory: String) {
        var folders = Set<String>()
        for target in targets where !target.isStandardInput {
            guard case .previousFile = configurations.scopes[target.scope].configuration.prior else { continue }
            folders.insert(PathText.parent(of: PathText.absolute(target.path, from: workingDirectory)))
        }
        for folder in folders {
            guard let names = try? fileSystem.listDirectory(folder) else { continue }
            let files = names.filter { DataFormat.isDataFile(named: $0) && !$0.hasPrefix(".") }.sorted(by: NaturalOrder.areInIncreasingOrder)
            let order = SeriesOrder.sorted(files)
            for (previous, current) in zip(order, order.dropFirst()) {
                previousFileOf[folder + "/" + files[current]] = PathText.shown(folder + "/" + files[previous], from: workingDirectory)
            }
            for (index, file) in order.enumerated() { periodOf[folder + "/" + files[file]] = (folder, index) }
        }
    }
}
