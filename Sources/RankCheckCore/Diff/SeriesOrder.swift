/// The order of a series' periods, from their names: by date (`YYYY-MM-DD`, `YYYY-MM`), year or
/// number when every name holds one, else as given (document or natural order). File names
/// are read the same way (`1958-08-11.json`, `chart-2021.json`, `week-12.json`).
public enum SeriesOrder {
    /// The indices of `names` in period order.
    public static func sorted(_ names: [String]) -> [Int] {
        let keys = names.map(key)
        // Every name a date, or every name a number: a mix is not one calendar.
        guard !names.isEmpty, keys.allSatisfy({ $0 != nil }), Set(keys.map { $0!.count }).count == 1 else { return Array(names.indices) }
        // Stable: equal keys keep their given order.
        return names.indices.sorted { a, b in
            let x = keys[a]!, y = keys[b]!
            return x.lexicographicallyPrecedes(y) || (x == y && a < b)
        }
    }

    /// The period a name holds, as numbers compared in order: a date (year, month, day: three
    /// numbers), else the last number in it (a year, a week: one number).
    static func key(_ name: String) -> [Int]? {
        let runs = numberRuns(name)
        // A date: YYYY-MM-DD or YYYY-MM (joined by '-', '/' or '.').
        for index in runs.indices where runs[index].text.count == 4 {
            var parts = [runs[index]]
            var next = index + 1
            while next < runs.count, parts.count < 3, runs[next].text.count == 2,
                  let gap = name[parts.last!.end..<runs[next].start].first, ["-", "/", "."].contains(gap),
                  name.distance(from: parts.last!.end, to: runs[next].start) == 1 {
                parts.append(runs[next])
                next += 1
            }
            if parts.count >= 2 { return parts.map { Int($0.text) ?? 0 } + Array(repeating: 0, count: 3 - parts.count) }  // 3 numbers
        }
        return runs.last.flatMap { run in run.text.count <= 18 ? Int(run.text).map { [$0] } : nil }
    }

    private static func numberRuns(_ name: String) -> [(text: Substring, start: String.Index, end: String.Index)] {
        var runs: [(Substring, String.Index, String.Index)] = []
        var index = name.startIndex
        while index < name.endIndex {
            guard name[index].isASCII, name[index].isNumber else {
                index = name.index(after: index)
                continue
            }
            let start = index
            while index < name.endIndex, name[index].isASCII, name[index].isNumber { index = name.index(after: index) }
            runs.append((name[start..<index], start, index))
        }
        return runs
    }
}
