/// Turns the paths a run is given into the files it checks: folders walked (hidden folders,
/// `node_modules`, what `.gitignore` ignores and `exclude` patterns skipped), named files taken
/// as they are, standard input as `-`. Files reached through links that leave the repository
/// are skipped and counted.
struct TargetCollector {
    let workingDirectory: String
    let fileSystem: any FileSystem
    let options: CheckOptions
    var boundary: RepositoryBoundary
    private var gitIgnoreCache: [String: GitIgnoreStack] = [:]
    /// Tool errors met on the way (a path that does not exist, a folder that cannot be listed).
    private(set) var errors: [String] = []
    /// Walked files whose links lead outside the repository, as shown.
    private(set) var outsideLinks: [String] = []

    init(workingDirectory: String, fileSystem: any FileSystem, options: CheckOptions) {
        self.workingDirectory = workingDirectory
        self.fileSystem = fileSystem
        self.options = options
        boundary = RepositoryBoundary(fileSystem: fileSystem, workingDirectory: workingDirectory)
    }

    /// The targets, each once, in path order.
    mutating func collect(_ paths: [String], configurations: inout ConfigurationResolver) throws(SetupError) -> [CheckTarget] {
        var targets: [CheckTarget] = []
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                targets.append(CheckTarget(path: options.standardInputName, isStandardInput: true, needsRankingData: false,
                                           scope: try scope(ofNamed: path, &configurations)))
                continue
            }
            let absolute = PathText.absolute(path, from: workingDirectory)
            switch fileSystem.kind(absolute, followingLinks: true) {
            case .directory:
                let top = boundary.repositoryRoot(of: absolute) ?? absolute
                try walk(absolute, display: PathText.normalized(path), top: top, into: &targets, &configurations)
            case .missing where fileSystem.kind(absolute, followingLinks: false) == .missing:
                errors.append("path '\(path)' does not exist")
            case .pipe:
                // A pipe is read once, and its name (`/dev/fd/63`) says nothing of the data.
                errors.append("path '\(path)' is a pipe; data from a pipe is checked on standard input, named for its format and messages: `… | rankcheck validate - --stdin-filename data.json`")
            default:
                let scope = try scope(ofNamed: path, &configurations)
                if options.holdsNamedFilesToWalkRules {
                    let folder = PathText.parent(of: absolute)
                    let ignored = gitIgnores(at: folder, top: boundary.repositoryRoot(of: folder) ?? folder).ignores(absolute, isDirectory: false)
                    if ignored || !configurations.scopes[scope].configuration.includes(absolute) { continue }
                }
                targets.append(CheckTarget(path: PathText.normalized(path), isStandardInput: false,
                                           needsRankingData: options.holdsNamedFilesToWalkRules, scope: scope))
            }
        }
        var seen = Set<String>()
        return targets.filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
    }

    /// The scope of a file (or folder) named on the command line.
    mutating func scope(ofNamed path: String, _ configurations: inout ConfigurationResolver) throws(SetupError) -> Int {
        if path == "-" { return try configurations.scope(forFile: options.standardInputName) }
        let absolute = PathText.absolute(path, from: workingDirectory)
        if fileSystem.kind(absolute, followingLinks: true) == .directory { return try configurations.scope(forDirectory: absolute) }
        return try configurations.scope(forFile: path)
    }

    private mutating func walk(_ directory: String, display: String, top: String, into targets: inout [CheckTarget],
                               _ configurations: inout ConfigurationResolver) throws(SetupError) {
        let names: [String]
        do {
            names = try fileSystem.listDirectory(directory)
        } catch {
            errors.append(error.description)
            return
        }
        let scope = try configurations.scope(forDirectory: directory)
        let configuration = configurations.scopes[scope].configuration
        let ignores = gitIgnores(at: directory, top: top)
        for name in names {
            let absolute = PathText.joined(directory, name)
            let shown = display == "." ? name : display + "/" + name
            // Hidden files and folders (.git, .build, .rankcheck.json) are never ranking data.
            if name.hasPrefix(".") { continue }
            let kind = fileSystem.kind(absolute, followingLinks: false)
            if kind == .directory {
                // Links to folders are not followed, so a link loop cannot trap the walk.
                if name == "node_modules" || ignores.ignores(absolute, isDirectory: true) { continue }
                try walk(absolute, display: shown, top: top, into: &targets, &configurations)
            } else if DataFormat.isDataFile(named: name), configuration.includes(absolute), !ignores.ignores(absolute, isDirectory: false) {
                // A link is read only where it stays inside the repository.
                if kind != .regular, !isAllowedLink(absolute, in: directory) {
                    outsideLinks.append(shown)
                    continue
                }
                targets.append(CheckTarget(path: shown, isStandardInput: false, needsRankingData: true, scope: scope))
            }
        }
    }

    /// Whether a walked entry that is not a plain file (a link, most often) may be read. One
    /// that leads nowhere (dangling, a loop) is left to fail as it is read, naming only itself.
    private mutating func isAllowedLink(_ path: String, in directory: String) -> Bool {
        if fileSystem.resolvedPath(path) == nil || boundary.allows(path, namedFrom: directory) { return true }
        guard options.allowsOutsideLinks, let resolved = fileSystem.resolvedPath(path) else { return false }
        return !RepositoryBoundary.isSystemPath(resolved)
    }

    /// The `.gitignore` files in force in a folder: its own and those of the folders above it up
    /// to `top` (the repository's root, where `.git/info/exclude` is read too). Read once a folder.
    private mutating func gitIgnores(at directory: String, top: String) -> GitIgnoreStack {
        if !options.respectsGitIgnore { return GitIgnoreStack() }
        if let known = gitIgnoreCache[directory] { return known }
        var stack: GitIgnoreStack
        if directory == top || directory == "/" || directory == "." {
            stack = GitIgnoreStack()
            if let exclude = readGitIgnore(PathText.joined(directory, ".git/info/exclude"), directory: directory) {
                stack = stack.adding(exclude)
            }
        } else {
            stack = gitIgnores(at: PathText.parent(of: directory), top: top)
        }
        if let own = readGitIgnore(PathText.joined(directory, ".gitignore"), directory: directory) { stack = stack.adding(own) }
        gitIgnoreCache[directory] = stack
        return stack
    }

    private func readGitIgnore(_ path: String, directory: String) -> GitIgnore? {
        guard fileSystem.kind(path, followingLinks: true) == .regular, let bytes = try? fileSystem.readFile(path) else { return nil }
        return GitIgnore(String(decoding: bytes, as: UTF8.self), directory: directory)
    }
}
