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
        // Read symbol by symbol: an ASCII name's characters are its bytes (3,500 weekly labels
        // are read without breaking them into characters); any other name by its characters.
        let symbols = name.utf8.allSatisfy({ $0 < 0x80 }) ? name.utf8.map(symbol) : name.map(symbol)
        var runs: [Range<Int>] = []  // the runs of digits
        var index = 0
        while index < symbols.count {
            guard symbols[index] >= 0 else {
                index += 1
                continue
            }
            let start = index
            while index < symbols.count, symbols[index] >= 0 { index += 1 }
            runs.append(start..<index)
        }
        func value(_ run: Range<Int>) -> Int { symbols[run].reduce(0) { $0 * 10 + Int($1) } }
        // A date: YYYY-MM-DD or YYYY-MM (joined by '-', '/' or '.').
        for index in runs.indices where runs[index].count == 4 {
            var parts = [runs[index]]
            var next = index + 1
            while next < runs.count, parts.count < 3, runs[next].count == 2, runs[next].lowerBound - parts.last!.upperBound == 1,
                  symbols[parts.last!.upperBound] == separator {
                parts.append(runs[next])
                next += 1
            }
            if parts.count >= 2 { return parts.map(value) + Array(repeating: 0, count: 3 - parts.count) }  // 3 numbers
        }
        return runs.last.flatMap { $0.count <= 18 ? [value($0)] : nil }
    }

    /// What a character is to `key`: a digit's value, `separator` ('-', '/' or '.'), or `other`.
    private static let separator: Int8 = -1, other: Int8 = -2

    private static func symbol(_ byte: UInt8) -> Int8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int8(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "-"), UInt8(ascii: "/"), UInt8(ascii: "."): separator
        default: other
        }
    }

    /// A character is a digit or separator only when it is ASCII ("1" with a combining mark is neither).
    private static func symbol(_ character: Character) -> Int8 {
        character.isASCII ? character.asciiValue.map(symbol) ?? other : other
    }
}
