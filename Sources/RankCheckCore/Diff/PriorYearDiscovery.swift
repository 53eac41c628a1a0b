/// Finds last year's file from this year's path: the last 4-digit year (19xx or 20xx)
/// in the path, decremented. `data/TownRanking2021.json` → `data/TownRanking2020.json`,
/// `data/2021/rent.json` → `data/2020/rent.json`.
public enum PriorYearDiscovery {
    /// The last 19xx/20xx year in the path that is not part of a longer number.
    public static func yearMatch(in path: String) -> (range: Range<String.Index>, year: Int)? {
        // Digits are ASCII, so the path's UTF-8 bytes are searched and the match is a range of
        // whole characters.
        let bytes = Array(path.utf8)
        func isDigit(_ k: Int) -> Bool { k >= 0 && k < bytes.count && bytes[k] >= UInt8(ascii: "0") && bytes[k] <= UInt8(ascii: "9") }
        var i = bytes.count - 4
        while i >= 0 {
            if (i..<i + 4).allSatisfy(isDigit), !isDigit(i - 1), !isDigit(i + 4),
               (bytes[i] == UInt8(ascii: "1") && bytes[i + 1] == UInt8(ascii: "9")) || (bytes[i] == UInt8(ascii: "2") && bytes[i + 1] == UInt8(ascii: "0")) {
                let year = bytes[i..<i + 4].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                let start = path.utf8.index(path.utf8.startIndex, offsetBy: i)
                return (start..<path.utf8.index(start, offsetBy: 4), year)
            }
            i -= 1
        }
        return nil
    }

    public static func year(in path: String) -> Int? { yearMatch(in: path)?.year }

    /// The path of the previous year's file, or nil when the path names no year.
    public static func priorPath(for path: String) -> String? {
        guard let match = yearMatch(in: path), match.year > 1900 else { return nil }
        return path.replacingCharacters(in: match.range, with: String(match.year - 1))
    }

    /// The paths the previous year's file may have, first found first: the same name, then the
    /// same name as another kind of ranking data (`2021.csv` → `2020.csv`, `2020.json`,
    /// `2020.tsv`), for data that moved from JSON to a table or back.
    public static func priorPaths(for path: String) -> [String] {
        guard let prior = priorPath(for: path) else { return [] }
        let dot = prior.lastIndex(of: "."), slash = prior.lastIndex(of: "/")
        guard let dot, slash.map({ $0 < dot }) ?? true else { return [prior] }
        guard DataFormat.extensions.contains(prior[prior.index(after: dot)...].lowercased()) else { return [prior] }
        let stem = prior[..<prior.index(after: dot)]
        return [prior] + DataFormat.extensions.map { stem + $0 }.filter { $0.lowercased() != prior.lowercased() }
    }
}
