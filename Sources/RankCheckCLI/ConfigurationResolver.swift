import RankCheckCore

/// The configuration in force for each file: `--config FILE` for every file, else the nearest
/// `.rankcheck.json` in the file's folder or above (read once, with what it extends), else the
/// defaults. The command line's rule and shape options apply on top of each.
struct ConfigurationResolver: Sendable {
    /// One configuration in force, and the files it was read from (nearest first: the file,
    /// then what it extends).
    struct Scope: Sendable {
        let configuration: Configuration
        let files: [String]
    }

    /// What the command line sets over every configuration.
    struct CommandLineSettings: Sendable {
        var shape: (RankingShape, option: String)?
        var select: Set<String>?
        var ignore: Set<String> = []
        var ties: TiePolicy?
        var showNotes = false
        var noPrior = false

        func apply(to configuration: inout Configuration) {
            if let (shape, option) = shape {
                configuration.shape = shape
                configuration.origins["shape"] = option
            }
            if let select {
                configuration.selection.selected = select
                configuration.origins["select"] = "--select"
            }
            if !ignore.isEmpty {
                configuration.selection.ignored.formUnion(ignore)
                configuration.origins["ignore"] = configuration.origins["ignore"].map { "\($0) and --ignore" } ?? "--ignore"
            }
            if let ties {
                configuration.ties = ties
                configuration.origins["ties"] = "--ties"
            }
            if showNotes {
                configuration.showNotes = true
                configuration.origins["show-notes"] = "--show-notes"
            }
            if noPrior {
                configuration.prior = .off
                configuration.origins["prior"] = "--no-prior"
            }
        }
    }

    private(set) var scopes: [Scope] = []
    private var scopeByConfigurationFile: [String: Int] = [:]
    /// Folder → the nearest configuration file's absolute path ("" for none).
    private var nearestByDirectory: [String: String] = [:]
    private var explicitScope: Int?
    private let invocation: Invocation
    private let settings: CommandLineSettings
    private let command: String

    init(_ invocation: Invocation, explicit: String?, settings: CommandLineSettings, command: String) throws(UsageError) {
        self.invocation = invocation
        self.settings = settings
        self.command = command
        if let explicit {
            let path = invocation.absolutePath(explicit)
            guard invocation.fileSystem.kind(path, followingLinks: true) == .regular else {
                throw UsageError(message: "configuration file '\(explicit)' does not exist", command: command)
            }
            explicitScope = try scope(ofConfigurationFile: path)
        }
    }

    /// The scope in force for a file (a path as given, relative to the working directory).
    mutating func scope(forFile path: String) throws(UsageError) -> Int {
        try scope(forDirectory: parentDirectory(invocation.absolutePath(path)))
    }

    /// The scope in force for files in a folder (absolute).
    mutating func scope(forDirectory directory: String) throws(UsageError) -> Int {
        if let explicitScope { return explicitScope }
        return try scope(ofConfigurationFile: nearestConfiguration(from: directory))
    }

    /// The nearest `.rankcheck.json` at or above `directory` ("" for none); every folder passed
    /// on the way is remembered, so a walk looks at each folder once.
    private mutating func nearestConfiguration(from directory: String) -> String {
        var visited: [String] = []
        var current = directory
        var found = ""
        while true {
            if let known = nearestByDirectory[current] {
                found = known
                break
            }
            visited.append(current)
            let candidate = (current == "/" ? "" : current) + "/.rankcheck.json"
            if invocation.fileSystem.kind(candidate, followingLinks: true) == .regular {
                found = candidate
                break
            }
            if current == "/" || current == "." { break }
            current = parentDirectory(current)
        }
        for folder in visited { nearestByDirectory[folder] = found }
        return found
    }

    private mutating func scope(ofConfigurationFile path: String) throws(UsageError) -> Int {
        if let known = scopeByConfigurationFile[path] { return known }
        var configuration = Configuration()
        var files: [String] = []
        if !path.isEmpty {
            configuration = try load(path, chain: [], files: &files)
        }
        settings.apply(to: &configuration)
        scopes.append(Scope(configuration: configuration, files: files))
        scopeByConfigurationFile[path] = scopes.count - 1
        return scopes.count - 1
    }

    /// Reads a configuration and what it extends; a cycle or a missing file is an error at the
    /// `"extend"` value.
    private func load(_ path: String, chain: [String], files: inout [String]) throws(UsageError) -> Configuration {
        let shown = self.shown(path)
        files.append(shown)
        let directory = parentDirectory(path)
        let configuration = try Self.readSettings("configuration", at: path, shownAs: shown, fs: invocation.fileSystem) { bytes, name throws(ConfigurationError) in
            try Configuration.parse(bytes, path: name, directory: directory)
        }
        guard let reference = configuration.extends else { return configuration }
        let target = normalizedPath(reference.path.hasPrefix("/") ? reference.path : directory + "/" + reference.path)
        if target == path || chain.contains(target) {
            let cycle = (chain + [path, target]).map(self.shown).joined(separator: " → ")
            throw Self.invalid(ConfigurationError(path: shown, position: reference.position, message: "'extend' makes a cycle: \(cycle)"))
        }
        guard invocation.fileSystem.kind(target, followingLinks: true) == .regular else {
            throw Self.invalid(ConfigurationError(path: shown, position: reference.position,
                                                  message: "'extend' names '\(reference.path)', which does not exist (\(self.shown(target)))"))
        }
        let base = try load(target, chain: chain + [path], files: &files)
        return configuration.extending(base)
    }

    /// A path as users see it: relative to the working directory when inside it.
    func shown(_ path: String) -> String { Self.shown(path, from: invocation.workingDirectory) }

    static func invalid(_ error: ConfigurationError) -> UsageError {
        UsageError(message: "invalid configuration: \(error.description)", command: nil)
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

    /// `--shape FILE` read, for `CommandLineSettings`.
    static func readShape(_ invocation: Invocation, _ path: String) throws(UsageError) -> RankingShape {
        try readSettings("shape", at: invocation.absolutePath(path), shownAs: path, fs: invocation.fileSystem) { bytes, name throws(ConfigurationError) in
            try RankingShape.parse(bytes, path: name)
        }
    }

    /// A discovered path as users see it: relative to the working directory when inside it.
    static func shown(_ path: String, from directory: String) -> String {
        let base = normalizedPath(directory) + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
