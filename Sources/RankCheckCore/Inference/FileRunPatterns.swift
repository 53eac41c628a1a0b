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
            .values.map { Group($0.sorted { $0.name.lexicographicallyPrecedes($1.name) }, isChosen: isChosen) }
        let places = Dictionary(uniqueKeysWithValues: groups.indices.flatMap { group in groups[group].names.indices.map { (groups[group].names[$0].path, (group, $0)) } })
        var covered = Set<String>()
        var patterns: [String] = []
        for path in chosen where !covered.contains(path) {
            guard let (group, place) = places[path] else { continue }
            let (pattern, matches) = groups[group].pattern(at: place)
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

    /// A folder's names of one length, in order, and the runs of chosen names among them.
    private struct Group {
        let names: [SplitPath]
        /// Each name's run: the chosen names around it (itself alone when it is not chosen).
        let runs: [Range<Int>]

        init(_ names: [SplitPath], isChosen: Set<String>) {
            self.names = names
            var runs: [Range<Int>] = []
            var first = 0
            while first < names.count {
                var end = first + 1
                if isChosen.contains(names[first].path) {
                    while end < names.count, isChosen.contains(names[end].path) { end += 1 }
                }
                runs += repeatElement(first..<end, count: end - first)
                first = end
            }
            self.runs = runs
        }

        /// The shortest pattern for the name at `place` that matches chosen names alone, two
        /// or more, all before a name not chosen, and the names it matches; its name when
        /// there is none. Each name it matches has the same pattern.
        func pattern(at place: Int) -> (String, ArraySlice<SplitPath>) {
            let path = names[place]
            let exact = (path.folder + String(path.name), names[place...place])
            // The names not chosen on either side of its run.
            let (first, end) = (runs[place].lowerBound, runs[place].upperBound)
            guard end < names.count else { return exact }
            // The fewest written characters that match neither of them.
            let written = max(first > 0 ? commonStart(path.name, names[first - 1].name) : 0, commonStart(path.name, names[end].name)) + 1
            guard written < path.name.count else { return exact }
            var low = place, high = place + 1
            while low > first, commonStart(names[low - 1].name, path.name) >= written { low -= 1 }
            while high < end, commonStart(names[high].name, path.name) >= written { high += 1 }
            let matches = names[low..<high]
            guard matches.count >= 2 else { return exact }
            // The characters every match ends with are written too (`.csv`).
            let ending = matches.reduce(path.name.count - written) { length, match in
                min(length, zip(match.name.reversed(), path.name.reversed()).prefix { $0 == $1 }.count)
            }
            return (path.folder + String(path.name.prefix(written)) + String(repeating: "?", count: path.name.count - written - ending) + String(path.name.suffix(ending)), matches)
        }
    }

    private static func commonStart(_ a: [Character], _ b: [Character]) -> Int { zip(a, b).prefix { $0 == $1 }.count }
}
