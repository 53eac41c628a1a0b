/// A configuration's path pattern (`include`, `exclude`, `per-file-ignores`) with the folder it
/// is relative to: its own configuration file's folder, also when another configuration
/// extends it from elsewhere.
public struct PathPattern: Sendable, Hashable {
    public let glob: Glob
    /// The folder the pattern is written relative to ("" for the working directory).
    public let directory: String

    public init(_ pattern: String, directory: String = "") {
        glob = Glob(pattern)
        self.directory = directory
    }

    /// Whether `path` (absolute, or relative to the working directory when `directory` is "")
    /// matches. A path outside the pattern's folder never does.
    public func matches(_ path: String) -> Bool {
        guard let relative = Self.relative(path, to: directory) else { return false }
        return glob.matches(relative)
    }

    /// `path` relative to `directory`, or nil when it is not inside it.
    public static func relative(_ path: String, to directory: String) -> String? {
        if directory.isEmpty { return path }
        if directory == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : nil }
        guard path.hasPrefix(directory) else { return nil }
        let rest = path.dropFirst(directory.count)
        if rest.isEmpty { return "" }
        guard rest.first == "/" else { return nil }
        return String(rest.dropFirst())
    }
}
