/// The patterns `init` writes for some of a folder's files (`chosen`, among `all`): a run of
/// names that differ only in their last characters is one pattern, with a `?` for each of
/// them (`./week-0??.csv` for `./week-001.csv` … `./week-099.csv`); any other file is named
/// alone.
///
/// A pattern matches the names of its folder and length that start with its written
/// characters. It is written only where every such name among `all` is chosen, where there
/// are two or more, and where a name that is not chosen, of that folder and length, sorts
/// after them: a file added later, whose name sorts after the others (a later period's), is
/// then never among them.
struct FileRunPatterns {
    let patterns: [String]

    init(chosen: [String], among all: [String]) {
        let isChosen = Set(chosen)
        // Each folder's names of one length, in order: the names a pattern matches are a run of them.
        let groups = Dictionary(grouping: isChosen.union(all).map(SplitPath.init)) { [$0.folder, String($0.name.count)] }
            .values.map { $0.sorted { $0.name.lexicographicallyPrecedes($1.name) } }
        let places = Dictionary(uniqueKeysWithValues: groups.indices.flatMap { group in groups[group].indices.map { (groups[group][$0].path, (group, $0)) } })
        var covered = Set<String>()
        var patterns: [String] = []
        for path in chosen where !covered.contains(path) {
            guard let (group, place) = places[path] else { continue }
            let (pattern, matches) = Self.pattern(at: place, in: groups[group]) { isChosen.contains($0.path) }
            covered.formUnion(matches.map(\.path))
            patterns.append(pattern)
        }
        self.patterns = patterns
    }

    /// A path split into its folder (with its `/`, or "") and its name's characters.
    private struct SplitPath {
        let path: String
        let folder: String
        let name: [Character]

        init(_ path: String) {
            self.path = path
            let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
            folder = String(path[..<slash])
            name = Array(path[slash...])
        }
    }

    /// The shortest pattern for the name at `place` in `group` (its folder's names of its
    /// length, in order) that matches chosen names alone, two or more, all before a name not
    /// chosen, and the names it matches; its name when there is none. Each name it matches has
    /// the same pattern.
    private static func pattern(at place: Int, in group: [SplitPath], isChosen: (SplitPath) -> Bool) -> (String, ArraySlice<SplitPath>) {
        let path = group[place]
        let exact = (path.folder + String(path.name), group[place...place])
        // The run of chosen names around it, and the names not chosen on either side.
        var first = place, end = place + 1
        while first > 0, isChosen(group[first - 1]) { first -= 1 }
        while end < group.count, isChosen(group[end]) { end += 1 }
        guard end < group.count else { return exact }
        // The fewest written characters that match neither name not chosen.
        let written = max(first > 0 ? commonStart(path.name, group[first - 1].name) : 0, commonStart(path.name, group[end].name)) + 1
        guard written < path.name.count else { return exact }
        var low = place, high = place + 1
        while low > first, commonStart(group[low - 1].name, path.name) >= written { low -= 1 }
        while high < end, commonStart(group[high].name, path.name) >= written { high += 1 }
        let matches = group[low..<high]
        guard matches.count >= 2 else { return exact }
        // The characters every match ends with are written too (`.csv`).
        let ending = matches.reduce(path.name.count - written) { length, match in
            min(length, zip(match.name.reversed(), path.name.reversed()).prefix { $0 == $1 }.count)
        }
        return (path.folder + String(path.name.prefix(written)) + String(repeating: "?", count: path.name.count - written - ending) + String(path.name.suffix(ending)), matches)
    }

    private static func commonStart(_ a: [Character], _ b: [Character]) -> Int { zip(a, b).prefix { $0 == $1 }.count }
}
