/// The configuration in force for each file: `--config FILE` for every file, else the nearest
/// `.rankcheck.json` in the file's folder or above (read once, with what it extends), else the
/// defaults. The command line's rule and shape options apply on top of each.
public struct ConfigurationResolver: Sendable {
    /// One configuration in force, and the files it was read from (nearest first: the file,
    /// then what it extends).
    public struct Scope: Sendable {
        public let configuration: Configuration
        public let files: [String]
    }

    /// What the command line sets over every configuration.
    public struct Overrides: Sendable {
        public var shape: (RankingShape, option: String)?
        public var select: Set<String>?
        public var ignore: Set<String> = []
        public var ties: TiePolicy?
        public var showNotes = false
        public var noPrior = false
        /// Where the prior period is, over every configuration's `"prior"`.
        public var prior: (Configuration.PriorPolicy, origin: String)?
        /// Rules not run on the files each pattern matches, over every configuration's
        /// `"per-file-ignores"` (the ones `rankcheck init` is about to write).
        public var perFileIgnores: ([(pattern: PathPattern, rules: Set<String>)], origin: String)?

        public init() {}

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
            if let (prior, origin) = prior {
                configuration.prior = prior
                configuration.origins["prior"] = origin
            }
            if let (ignores, origin) = perFileIgnores {
                configuration.perFileIgnores = ignores
                configuration.origins["per-file-ignores"] = origin
            }
            if noPrior {
                configuration.prior = .off
                configuration.origins["prior"] = "--no-prior"
            }
        }
    }

    public private(set) var scopes: [Scope] = []
    private var scopeByConfigurationFile: [String: Int] = [:]
    /// Folder → the nearest configuration file's absolute path ("" for none).
    private var nearestByDirectory: [String: String] = [:]
    private var explicitScope: Int?
    private let workingDirectory: String
    private let fileSystem: any FileSystem
    private let settings: Overrides
    /// Where a configuration's `extend` may lead.
    private let boundary: RepositoryBoundary

    /// `explicit` is a configuration named by a person (`--config`): it applies to every file.
    public init(workingDirectory: String, fileSystem: any FileSystem, explicit: String?, overrides: Overrides) throws(SetupError) {
        self.workingDirectory = workingDirectory
        self.fileSystem = fileSystem
        self.settings = overrides
        boundary = RepositoryBoundary(fileSystem: fileSystem, workingDirectory: workingDirectory)
        if let explicit {
            let path = PathText.absolute(explicit, from: workingDirectory)
            try fileSystem.requireRegularFile(path, given: explicit, as: "configuration file",
                                              folderHelp: "name the file, such as '\(PathText.joined(explicit, ".rankcheck.json"))'")
            explicitScope = try scope(ofConfigurationFile: path)
        }
    }

    /// The scope in force for a file (a path as given, relative to the working directory).
    public mutating func scope(forFile path: String) throws(SetupError) -> Int {
        try scope(forDirectory: PathText.parent(of: PathText.absolute(path, from: workingDirectory)))
    }

    /// The scope in force for files in a folder (absolute).
    public mutating func scope(forDirectory directory: String) throws(SetupError) -> Int {
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
            if fileSystem.kind(candidate, followingLinks: true) == .regular {
                found = candidate
                break
            }
            if current == "/" || current == "." { break }
            current = PathText.parent(of: current)
        }
        for folder in visited { nearestByDirectory[folder] = found }
        return found
    }

    private mutating func scope(ofConfigurationFile path: String) throws(SetupError) -> Int {
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
    private func load(_ path: String, chain: [String], files: inout [String]) throws(SetupError) -> Configuration {
        let shown = self.shown(path)
        files.append(shown)
        let directory = PathText.parent(of: path)
        let configuration = try Self.readSettings("configuration", at: path, shownAs: shown, fs: fileSystem) { bytes, name throws(ConfigurationError) in
            try Configuration.parse(bytes, path: name, directory: directory)
        }
        guard let reference = configuration.extends else { return configuration }
        let target = PathText.normalized(reference.path.hasPrefix("/") ? reference.path : directory + "/" + reference.path)
        if target == path || chain.contains(target) {
            let cycle = (chain + [path, target]).map(self.shown).joined(separator: " → ")
            throw Self.invalid(ConfigurationError(path: shown, position: reference.position, message: "'extend' makes a cycle: \(cycle)"))
        }
        guard fileSystem.kind(target, followingLinks: true) == .regular else {
            throw Self.invalid(ConfigurationError(path: shown, position: reference.position,
                                                  message: "'extend' names '\(reference.path)', which does not exist (\(self.shown(target)))"))
        }
        // A repository's configuration reads only inside the repository; nothing of a file
        // outside it is opened or quoted.
        var boundary = self.boundary
        let root = boundary.root(for: directory)
        guard RepositoryBoundary.allows(target, inside: root, fileSystem: fileSystem) else {
            throw Self.invalid(ConfigurationError(path: shown, position: reference.position,
                                                  message: "'extend' names '\(reference.path)', which is outside the repository (\(self.shown(root))); not read"))
        }
        let base = try load(target, chain: chain + [path], files: &files)
        return configuration.extending(base)
    }

    /// A path as users see it: relative to the working directory when inside it.
    func shown(_ path: String) -> String { PathText.shown(path, from: workingDirectory) }

    static func invalid(_ error: ConfigurationError) -> SetupError {
        SetupError("invalid configuration: \(error.description)")
    }

    /// Reads a settings file (configuration, shape): an unreadable or invalid one is a usage error
    /// whose message carries the file's line and column.
    static func readSettings<Settings>(_ what: String, at path: String, shownAs shown: String, fs: any FileSystem,
                                       _ parse: ([UInt8], String) throws(ConfigurationError) -> Settings) throws(SetupError) -> Settings {
        let bytes: [UInt8]
        do {
            bytes = try fs.readFile(path)
        } catch {
            throw SetupError("cannot read \(what): \(FileError(path: shown, message: error.message).description)")
        }
        do {
            return try parse(bytes, shown)
        } catch {
            throw SetupError("invalid \(what): \(error.description)")
        }
    }

    /// A shape file named by a person (`--shape FILE`).
    public static func readShape(_ path: String, workingDirectory: String, fileSystem: any FileSystem) throws(SetupError) -> RankingShape {
        try readSettings("shape", at: PathText.absolute(path, from: workingDirectory), shownAs: path, fs: fileSystem) { bytes, name throws(ConfigurationError) in
            try RankingShape.parse(bytes, path: name)
        }
    }
}
