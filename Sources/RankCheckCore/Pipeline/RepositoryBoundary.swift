/// Where a run may read what a repository names: walked files and their links, `extend`,
/// prior-period files and configured baselines. Such a path is read only when it resolves,
/// links followed, inside its repository's root (the folder holding `.git`, else the folder
/// the run started in) and never in the kernel's and devices' file systems. Paths a person
/// types are trusted and never pass through here.
public struct RepositoryBoundary: Sendable {
    /// File systems whose files are the machine's state, not data: a link there is refused
    /// wherever the repository is.
    public static let systemFolders = ["/proc", "/sys", "/dev"]

    private let fileSystem: any FileSystem
    private let workingDirectory: String
    private var rootOfDirectory: [String: String?] = [:]

    public init(fileSystem: any FileSystem, workingDirectory: String) {
        self.fileSystem = fileSystem
        self.workingDirectory = PathText.normalized(workingDirectory)
    }

    /// The nearest folder at or above `directory` (absolute) holding `.git`, if any.
    public mutating func repositoryRoot(of directory: String) -> String? {
        if let known = rootOfDirectory[directory] { return known }
        var current = directory
        var found: String?
        while true {
            if fileSystem.kind(PathText.joined(current, ".git"), followingLinks: true) != .missing {
                found = current
                break
            }
            if current == "/" || current == "." { break }
            current = PathText.parent(of: current)
        }
        rootOfDirectory[directory] = .some(found)
        return found
    }

    /// The root that paths named from `directory` must stay in: its repository's, else the
    /// folder the run started in when `directory` is inside it, else `directory` itself (a
    /// folder a person named).
    public mutating func root(for directory: String) -> String {
        if let repository = repositoryRoot(of: directory) { return repository }
        return PathText.isInside(directory, workingDirectory) ? workingDirectory : directory
    }

    /// Whether `path` (absolute), named from within `directory`, may be read: it resolves inside
    /// that folder's root and outside the system folders. A path that does not resolve (missing,
    /// a dangling link) may not.
    public mutating func allows(_ path: String, namedFrom directory: String) -> Bool {
        Self.allows(path, inside: root(for: directory), fileSystem: fileSystem)
    }

    /// Whether `path` (absolute) resolves inside `root` and outside the system folders.
    public static func allows(_ path: String, inside root: String, fileSystem: any FileSystem) -> Bool {
        guard let resolved = fileSystem.resolvedPath(path), !isSystemPath(resolved) else { return false }
        return PathText.isInside(resolved, fileSystem.resolvedPath(root) ?? root)
    }

    /// Whether `path` (resolved) lies in one of the system folders.
    public static func isSystemPath(_ path: String) -> Bool {
        systemFolders.contains { PathText.isInside(path, $0) }
    }
}
