/// One `.gitignore` (or `.git/info/exclude`): its patterns, relative to its folder, with
/// git's rules: `#` comments, `!` re-includes, a trailing `/` matches folders only, a pattern
/// with a `/` before its end is anchored to the file's folder, one without matches a name at
/// any depth; `*`, `?` and `**` as in git. Within a file the last matching pattern decides.
public struct GitIgnore: Sendable {
    struct Pattern: Sendable {
        let characters: [Character]
        let negated: Bool
        let directoryOnly: Bool
        let anchored: Bool
    }

    /// The folder the patterns are relative to (absolute).
    public let directory: String
    let patterns: [Pattern]

    public init(_ text: String, directory: String) {
        self.directory = directory
        var patterns: [Pattern] = []
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if line.hasPrefix("#") { continue }
            // Trailing spaces are dropped unless escaped with a backslash.
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line = line.dropLast() }
            if line.isEmpty { continue }
            var negated = false
            if line.hasPrefix("!") {
                negated = true
                line = line.dropFirst()
            } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
                line = line.dropFirst()
            }
            var directoryOnly = false
            if line.hasSuffix("/") {
                directoryOnly = true
                line = line.dropLast()
            }
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line = line.dropFirst() }
            if line.isEmpty { continue }
            let unescaped = Self.unescaped(line)
            patterns.append(Pattern(characters: Array(unescaped), negated: negated, directoryOnly: directoryOnly, anchored: anchored))
        }
        self.patterns = patterns
    }

    /// Whether this file ignores the path (absolute): true ignored, false re-included by a `!`
    /// pattern, nil when no pattern speaks of it (a folder above decides).
    public func decision(for path: String, isDirectory: Bool) -> Bool? {
        guard let relative = PathPattern.relative(path, to: directory), !relative.isEmpty else { return nil }
        let name = PathText.name(of: relative)
        let relativeCharacters = Array(relative), nameCharacters = Array(name)
        for pattern in patterns.reversed() {
            if pattern.directoryOnly && !isDirectory { continue }
            let matched = pattern.anchored ? Glob.match(pattern.characters, relativeCharacters) : Glob.match(pattern.characters, nameCharacters)
            if matched { return !pattern.negated }
        }
        return nil
    }

    public var isEmpty: Bool { patterns.isEmpty }

    private static func unescaped(_ text: Substring) -> String {
        var out = ""
        var escaping = false
        for character in text {
            if escaping || character != "\\" {
                out.append(character)
                escaping = false
            } else {
                escaping = true
            }
        }
        return out
    }
}

/// The `.gitignore` files in force at one folder of a walk, nearest last: the nearest one that
/// speaks of a path decides (git's precedence), `.git/info/exclude` below them all.
public struct GitIgnoreStack: Sendable {
    public private(set) var files: [GitIgnore] = []

    public init(_ files: [GitIgnore] = []) { self.files = files.filter { !$0.isEmpty } }

    public func adding(_ file: GitIgnore) -> GitIgnoreStack {
        file.isEmpty ? self : GitIgnoreStack(files + [file])
    }

    public func ignores(_ path: String, isDirectory: Bool) -> Bool {
        for file in files.reversed() {
            if let decision = file.decision(for: path, isDirectory: isDirectory) { return decision }
        }
        return false
    }
}
