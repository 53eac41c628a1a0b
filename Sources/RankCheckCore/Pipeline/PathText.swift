/// Paths as text: normalised and split without touching the file system.
public enum PathText {
    /// Removes `.` and empty segments and resolves `..` lexically.
    public static func normalized(_ path: String) -> String {
        if isNormal(path) { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// The folder holding `path` (`.` for a bare name, `/` for a name at the root).
    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file's name without its folder (`2024-02-20.json` for `hot-100/2024-02-20.json`).
    public static func name(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The file's name without its folder and its extension (`2024-02-20` for
    /// `hot-100/2024-02-20.json`).
    public static func stem(of path: String) -> String {
        let name = name(of: path)
        return String(name.lastIndex(of: ".").map { name[..<$0] } ?? name[...])
    }

    /// `name` inside `directory`, without a doubled slash at the root.
    public static func joined(_ directory: String, _ name: String) -> String {
        (directory == "/" ? "" : directory) + "/" + name
    }

    /// An absolute, normalised form of `path`, read relative to `directory` when it is relative.
    public static func absolute(_ path: String, from directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// A path as users see it: relative to `directory` when inside it.
    public static func shown(_ path: String, from directory: String) -> String {
        let base = normalized(directory) + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    /// Whether `path` is `directory` or lies below it (both absolute and normalised).
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        directory == "/" || path == directory || path.hasPrefix(directory + "/")
    }

    /// Whether a path has no empty, `.` or `..` component and no trailing slash (most paths):
    /// then normalising it would change nothing.
    private static func isNormal(_ path: String) -> Bool {
        guard path != "/" else { return true }
        var length = 0, dots = 0, isFirst = true
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") {
                // An empty component only as the root of an absolute path; no "." or "..".
                if length == 0 && !isFirst { return false }
                if length > 0 && dots == length && length <= 2 { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
            isFirst = false
        }
        return length > 0 && !(dots == length && length <= 2)
    }
}
