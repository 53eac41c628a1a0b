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
        // An ASCII name's characters are its bytes: read as bytes (3,500 weekly labels sort
        // in a fraction of the time); any other name by its characters.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiKey(Array(name.utf8)) }
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

    /// `key` of an ASCII name, on its bytes (the same reading, run for run).
    private static func asciiKey(_ bytes: [UInt8]) -> [Int]? {
        var runs: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            runs.append(start..<index)
        }
        func value(_ run: Range<Int>) -> Int { bytes[run].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } }
        for index in runs.indices where runs[index].count == 4 {
            var parts = [runs[index]]
            var next = index + 1
            while next < runs.count, parts.count < 3, runs[next].count == 2, runs[next].lowerBound - parts.last!.upperBound == 1,
                  [UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: ".")].contains(bytes[parts.last!.upperBound]) {
                parts.append(runs[next])
                next += 1
            }
            if parts.count >= 2 { return parts.map(value) + Array(repeating: 0, count: 3 - parts.count) }  // 3 numbers
        }
        return runs.last.flatMap { $0.count <= 18 ? [value($0)] : nil }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

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
