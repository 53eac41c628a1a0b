/// Path patterns for `include`, `exclude` and `per-file-ignores`: `*` (within one path
/// segment), `**` (any number of segments), `?` (one character). A pattern without `/`
/// matches the file name alone, as in `.gitignore`.
public struct Glob: Sendable, Hashable {
    public let pattern: String

    public init(_ pattern: String) { self.pattern = pattern }

    public func matches(_ path: String) -> Bool {
        let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if !pattern.contains("/") {
            let name = PathText.name(of: normalized)
            return Self.match(Array(pattern), Array(name))
        }
        let trimmed = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        return Self.match(Array(trimmed), Array(normalized))
    }

    /// Iterative wildcard matching with backtracking to the last star (linear in practice).
    static func match(_ p: [Character], _ s: [Character]) -> Bool {
        var memo = Set<Int>()
        func go(_ pi: Int, _ si: Int) -> Bool {
            let key = pi * (s.count + 1) + si
            if memo.contains(key) { return false }
            defer { memo.insert(key) }
            if pi == p.count { return si == s.count }
            if p[pi] == "*" {
                let doubled = pi + 1 < p.count && p[pi + 1] == "*"
                if doubled {
                    // `**/` also matches no directory at all.
                    var next = pi + 2
                    if next < p.count, p[next] == "/" {
                        if go(next + 1, si) { return true }
                        next = pi + 2
                    }
                    var k = si
                    while true {
                        if go(next, k) { return true }
                        if k == s.count { return false }
                        k += 1
                    }
                }
                var k = si
                while true {
                    if go(pi + 1, k) { return true }
                    if k == s.count || s[k] == "/" { return false }
                    k += 1
                }
            }
            guard si < s.count else { return false }
            if p[pi] == "?" { return s[si] != "/" && go(pi + 1, si + 1) }
            return p[pi] == s[si] && go(pi + 1, si + 1)
        }
        return go(0, 0)
    }
}
