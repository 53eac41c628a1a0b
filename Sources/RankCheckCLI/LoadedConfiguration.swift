import RankCheckCore

/// The configuration in force for a command: `--config FILE`, else `.rankcheck.json` found
/// from the working directory upwards, else the defaults; `--shape FILE` replaces its shape.
enum LoadedConfiguration {
    static func load(_ invocation: Invocation, explicit: String?, shape: String?, command: String) throws(UsageError)
        -> (configuration: Configuration, directory: String) {
        let fs = invocation.fileSystem
        var configPath = explicit.map(invocation.absolutePath)
        if let path = configPath, fs.kind(path, followingLinks: true) != .regular {
            throw UsageError(message: "configuration file '\(explicit!)' does not exist", command: command)
        }
        if configPath == nil {
            var directory = normalizedPath(invocation.workingDirectory)
            while true {
                let candidate = (directory == "/" ? "" : directory) + "/.rankcheck.json"
                if fs.kind(candidate, followingLinks: true) == .regular { configPath = candidate; break }
                if directory == "/" || directory == "." { break }
                directory = parentDirectory(directory)
            }
        }
        var configuration = Configuration()
        var directory = normalizedPath(invocation.workingDirectory)
        if let configPath {
            let shown = explicit ?? Self.shown(configPath, from: invocation.workingDirectory)
            configuration = try readSettings("configuration", at: configPath, shownAs: shown, fs: fs) { bytes, path throws(ConfigurationError) in
                try Configuration.parse(bytes, path: path)
            }
            directory = parentDirectory(configPath)
        }
        if let shape {
            configuration.shape = try readSettings("shape", at: invocation.absolutePath(shape), shownAs: shape, fs: fs) { bytes, path throws(ConfigurationError) in
                try RankingShape.parse(bytes, path: path)
            }
        }
        return (configuration, directory)
    }

    /// Reads a settings file (configuration, shape): an unreadable or invalid one is a usage error
    /// whose message carries the file's line and column.
    static func readSettings<Settings>(_ what: String, at path: String, shownAs shown: String, fs: any FileSystem,
                                       _ parse: ([UInt8], String) throws(ConfigurationError) -> Settings) throws(UsageError) -> Settings {
        let bytes: [UInt8]
        do {
            bytes = try fs.readFile(path)
        } catch {
            throw UsageError(message: "cannot read \(what): \(FileError(path: shown, message: error.message).description)", command: nil)
        }
        do {
            return try parse(bytes, shown)
        } catch {
            throw UsageError(message: "invalid \(what): \(error.description)", command: nil)
        }
    }

    /// A discovered path as users see it: relative to the working directory when inside it.
    static func shown(_ path: String, from directory: String) -> String {
        let base = normalizedPath(directory) + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
