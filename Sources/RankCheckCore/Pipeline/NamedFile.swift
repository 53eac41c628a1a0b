extension FileSystem {
    /// Throws unless `path`, a file an option names (`--config`, `--prior`) as a person wrote it
    /// (`given`), is a regular file: such a file is read whole before anything is checked, so a
    /// path that leads nowhere, to a folder or to a device is the run's one error.
    func requireRegularFile(_ path: String, given: String, as role: String, folderHelp: String) throws(SetupError) {
        switch kind(path, followingLinks: true) {
        case .regular: return
        case .missing: throw SetupError("\(role) '\(given)' does not exist", concernsUsage: true)
        case .directory: throw SetupError("\(role) '\(given)' is a folder; \(folderHelp)", concernsUsage: true)
        case .pipe, .other: throw SetupError("\(role) '\(given)' is not a file", concernsUsage: true)
        }
    }
}
