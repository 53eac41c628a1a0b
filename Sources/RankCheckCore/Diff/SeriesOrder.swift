/// The order of a series' periods, from their names: by date (`YYYY-MM-DD`, `YYYY-MM`), year or
/// number when every name holds one, else as given (document or natural order). File names
/// are read the same way (`1958-08-11.json`, `chart-2021.json`, `week-12.json`).
public enum SeriesOrder {
    /// The indices of `names` in period order.
    public static func sorted(_ names: [String]) -> [Int] {
        let periods = names.map(period)
        // Every name a date, or every name a number: a mix is not one calendar.
        guard let first = periods.first ?? nil, periods.allSatisfy({ $0?.isDate == first.isDate }) else { return Array(names.indices) }
        // Stable: equal periods keep their given order.
        return names.indices.sorted { a, b in
            let x = periods[a]!, y = periods[b]!
            return x < y || (x == y && a < b)
        }
    }

    /// A period a name holds: a date (year, month and day, the day 0 for a month), or a number
    /// (a year, a week).
    public struct Period: Comparable, Sendable {
        public let isDate: Bool
        let numbers: (Int, Int, Int)

        init(date year: Int, _ month: Int, _ day: Int = 0) {
            isDate = true
            numbers = (year, month, day)
        }

        init(number: Int) {
            isDate = false
            numbers = (number, 0, 0)
        }

        /// Numbers before dates (a series sorts only periods of one kind), then by their numbers.
        public static func < (a: Period, b: Period) -> Bool { a.isDate != b.isDate ? b.isDate : a.numbers < b.numbers }
        public static func == (a: Period, b: Period) -> Bool { a.isDate == b.isDate && a.numbers == b.numbers }
    }

    /// The period a name holds: its first date (`YYYY-MM-DD` or `YYYY-MM`, joined by '-', '/'
    /// or '.'), else its last number (of at most 18 digits); nil when it holds neither.
    public static func period(_ name: String) -> Period? {
        // An ASCII name's characters are its bytes (44,000 weekly labels are read without
        // breaking them into characters); any other name is read by its characters.
        name.utf8.allSatisfy { $0 < 0x80 } ? period(ofSymbols: name.utf8.lazy.map(symbol)) : period(ofSymbols: name.lazy.map(symbol))
    }

    /// The same, read from a name's symbols (`symbol`) in one pass: each run of digits either
    /// goes on the date begun before it (two digits, one separator after the last part), or
    /// ends it and may begin another (four digits).
    private static func period(ofSymbols symbols: some Sequence<Int8>) -> Period? {
        // The date being read: its parts so far, and where its last part ends.
        var date: (parts: Int, numbers: (Int, Int, Int), end: Int, separated: Bool)?
        var last: (length: Int, value: Int)?
        var run: (start: Int, value: Int)?
        var position = 0
        // Notes the run of digits that ends at `end`; a date when it completes one.
        func endRun(at end: Int) -> Period? {
            guard let (start, value) = run else { return nil }
            run = nil
            let length = end - start
            last = (length, value)
            if var reading = date, reading.separated, length == 2, start == reading.end + 1 {
                reading.parts += 1
                if reading.parts == 2 { reading.numbers.1 = value } else { reading.numbers.2 = value }
                if reading.parts == 3 { return Period(date: reading.numbers.0, reading.numbers.1, reading.numbers.2) }
                (reading.end, reading.separated) = (end, false)
                date = reading
                return nil
            }
            if let reading = date, reading.parts >= 2 { return Period(date: reading.numbers.0, reading.numbers.1) }
            date = length == 4 ? (1, (value, 0, 0), end, false) : nil
            return nil
        }
        for symbol in symbols {
            if symbol >= 0 {
                // Wrapping: a run longer than 18 digits is no number.
                run = run.map { ($0.start, $0.value &* 10 &+ Int(symbol)) } ?? (position, Int(symbol))
            } else {
                if let found = endRun(at: position) { return found }
                if date?.end == position, symbol == separator { date?.separated = true }
            }
            position += 1
        }
        if let found = endRun(at: position) { return found }
        if let reading = date, reading.parts >= 2 { return Period(date: reading.numbers.0, reading.numbers.1) }
        return last.flatMap { $0.length <= 18 ? Period(number: $0.value) : nil }
    }

    /// What a character is to `period`: a digit's value, `separator` ('-', '/' or '.'), or `other`.
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
