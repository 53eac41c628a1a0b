/// Finds last year's file from this year's path: the last 4-digit year (19xx or 20xx)
/// in the path, decremented. `data/TownRanking2021.json` → `data/TownRanking2020.json`,
/// `data/2021/rent.json` → `data/2020/rent.json`.
public enum PriorYearDiscovery {
    /// The last 19xx/20xx year in the path that is not part of a longer number.
    public static func yearMatch(in path: String) -> (range: Range<String.Index>, year: Int)? {
        let characters = Array(path)
        var i = characters.count - 4
        while i >= 0 {
            let window = characters[i..<(i + 4)]
            let before = i > 0 ? characters[i - 1] : " "
            let after = i + 4 < characters.count ? characters[i + 4] : " "
            if window.allSatisfy(\.isASCIIDigit), !before.isASCIIDigit, !after.isASCIIDigit,
               window.first == "1" && window.dropFirst().first == "9" || window.first == "2" && window.dropFirst().first == "0",
               let year = Int(String(window)) {
                let start = path.index(path.startIndex, offsetBy: i)
                return (start..<path.index(start, offsetBy: 4), year)
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
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
