/// The order of a series' periods, from their names: by date (`YYYY-MM-DD`, `YYYY-MM`, the day
/// and month before the year, `1/9/2021`, or the month by its English name, `Jan 9, 2021`,
/// `March 2021`, a quarter, `Q1 2021`, a week of a year, `2021-W52`, and eight digits,
/// `20211231`), year or number when every name holds one, else as given (document or natural
/// order). File names are read the same way (`1958-08-11.json`, `chart-2021.json`, `week-12.json`).
public enum SeriesOrder {
    /// What separates the values of a list's label taken from several columns (`"listBy":
    /// ["/region", "/date"]`): `Argentina · 2017-01-01`, its series' values, then its period.
    static let seriesSeparator = " · "

    /// The series of a label of several values (its values but the last); the label itself
    /// when it holds one value.
    static func series(of label: String) -> Substring {
        label.range(of: seriesSeparator, options: .backwards).map { label[..<$0.lowerBound] } ?? Substring(label)
    }

    /// The period of a label of several values (its last value).
    static func periodValue(of label: String) -> Substring {
        label.range(of: seriesSeparator, options: .backwards).map { label[$0.upperBound...] } ?? Substring(label)
    }

    /// The indices of `names` in period order; when `inSeries` (labels of several values), each
    /// series' names together, in the order of the series' first, and each series' periods in
    /// their order.
    public static func sorted(_ names: [String], inSeries: Bool) -> [Int] {
        guard inSeries else { return sorted(names) }
        var seriesIndex: [Substring: Int] = [:], members: [[Int]] = []
        for (index, name) in names.enumerated() {
            let series = series(of: name)
            if let known = seriesIndex[series] {
                members[known].append(index)
            } else {
                seriesIndex[series] = members.count
                members.append([index])
            }
        }
        return members.flatMap { indices in sorted(indices.map { String(periodValue(of: names[$0])) }).map { indices[$0] } }
    }

    /// Each name's index with the index of the name before it in period order (`sorted`), in
    /// that order; when `inSeries`, in its series only (a series' first name has none).
    static func consecutive(_ names: [String], inSeries: Bool) -> [(previous: Int, current: Int)] {
        let order = sorted(names, inSeries: inSeries)
        return zip(order, order.dropFirst()).filter { !inSeries || series(of: names[$0]) == series(of: names[$1]) }.map { ($0, $1) }
    }

    /// The names of a folder's files that are its series: those named by a date, or else by a
    /// number, when two or more are (a `latest.json` beside `chart-2024-11-24.json` is in none);
    /// else all of them.
    static func namedByPeriod(_ names: [String]) -> [String] {
        let periods = names.map(period)
        for isDate in [true, false] {
            let named = names.indices.filter { periods[$0]?.isDate == isDate }.map { names[$0] }
            if named.count >= 2 { return named }
        }
        return names
    }

    /// The indices of `names` in period order.
    public static func sorted(_ names: [String]) -> [Int] {
        var periods = names.map(period)
        // Dates written day and month before the year are read one way for the whole series.
        if periods.contains(where: { $0?.dayAndMonthSeparator != nil }) {
            guard let read = readingDayAndMonth(periods) else { return Array(names.indices) }
            periods = read
        }
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
        /// A period of the calendar: a date, or a week of a year.
        public let isDate: Bool
        let numbers: (Int, Int, Int)
        /// For a date written with its day and month before its year (`1/9/2021`, `09.01.2021`),
        /// the separator it was written with: its numbers are then the year and the first and
        /// second written, and which is the month is read from the whole series (`sorted`).
        let dayAndMonthSeparator: Int8?

        init(date year: Int, _ month: Int, _ day: Int = 0) {
            isDate = true
            numbers = (year, month, day)
            dayAndMonthSeparator = nil
        }

        /// A week of a year: month 0, so a year's weeks come in their order, before the next year's.
        init(week: Int, of year: Int) {
            self.init(date: year, 0, week)
        }

        init(number: Int) {
            isDate = false
            numbers = (number, 0, 0)
            dayAndMonthSeparator = nil
        }

        /// A date written `first`, `second`, `year`, with `separator` between them.
        init(year: Int, writtenFirst first: Int, second: Int, separator: Int8) {
            isDate = true
            numbers = (year, first, second)
            dayAndMonthSeparator = separator
        }

        /// Whether the period is one day: a date with its month and day, not a week, a month or
        /// a quarter.
        var isDay: Bool { isDate && numbers.1 != 0 && numbers.2 != 0 }

        /// Numbers before dates (a series sorts only periods of one kind), then by their numbers.
        public static func < (a: Period, b: Period) -> Bool { a.isDate != b.isDate ? b.isDate : a.numbers < b.numbers }
        public static func == (a: Period, b: Period) -> Bool { a.isDate == b.isDate && a.numbers == b.numbers }
    }

    /// The period a name holds: its first date (`YYYY-MM-DD` or `YYYY-MM`, joined by '-', '/'
    /// or '.'), else its first date written with the day and month before the year
    /// (`dayAndMonthDate`), else a date with the month's name, a quarter or a week of a year
    /// (`namedPeriod`), else its last number (of at most 18 digits; eight digits that read as
    /// `YYYYMMDD` are a date); nil when it holds none.
    public static func period(_ name: String) -> Period? {
        // An ASCII name's characters are its bytes (44,000 weekly labels are read without
        // breaking them into characters); any other name is read by its characters.
        let ascii = name.utf8.allSatisfy { $0 < 0x80 }
        let read = ascii ? period(ofSymbols: name.utf8.lazy.map(symbol)) : period(ofSymbols: name.lazy.map(symbol))
        guard read?.isDate != true else { return read }
        return dayAndMonthDate(ascii ? name.utf8.map(symbol) : name.map(symbol)) ?? namedPeriod(name) ?? read
    }

    /// The English months, as names and labels write them: each month's name starts with its
    /// three-letter abbreviation.
    private static let monthNames = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                                     "october", "november", "december"]

    /// The period a name writes with a year of four digits and a word: a date with its month's
    /// English name, full or in three letters — `Jan 9, 2021`, `9 January 2021`, `January 9th,
    /// 2021`, `March 2021` (day 0) — the first month of a quarter, `Q1 2021`, `2021-Q3`, or a
    /// week of the year, `2021-W52`, `Week 52, 2021`; nil when it holds none. The day is a
    /// number of one or two digits beside the month's name.
    private static func namedPeriod(_ name: String) -> Period? {
        let words = name.lowercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        // A word's number and how many digits it has, an ordinal's suffix (`9th`) left out.
        func number(_ word: Substring) -> (value: Int, digits: Int)? {
            let digits = word.prefix { $0.isNumber }
            let suffix = String(word.dropFirst(digits.count))
            guard !digits.isEmpty, digits.count <= 4, suffix.isEmpty || RankText.ordinalSuffixes.contains(suffix) else { return nil }
            return Int(digits).map { ($0, digits.count) }
        }
        guard let year = words.lazy.compactMap(number).first(where: { $0.digits == 4 })?.value else { return nil }
        if let at = words.firstIndex(where: { word in word.count >= 3 && monthNames.contains { $0.hasPrefix(word) } }),
           let month = monthNames.firstIndex(where: { $0.hasPrefix(words[at]) }) {
            let day = [at + 1, at - 1].filter(words.indices.contains).compactMap { number(words[$0]) }
                .first { $0.digits <= 2 && (1...31).contains($0.value) }
            return Period(date: year, month + 1, day?.value ?? 0)
        }
        if let quarter = words.first(where: { $0.count == 2 && $0.first == "q" && ("1"..."4").contains($0.last!) }) {
            return Period(date: year, (Int(String(quarter.last!))! - 1) * 3 + 1)
        }
        // A week: `w52` as one word, or `week` (`wk`, `w`) and its number.
        let weeks = words.indices.compactMap { at -> Int? in
            let word = words[at]
            let written = ["week", "wk", "w"].contains(word) && at + 1 < words.count ? words[at + 1]
                : word.first == "w" && word.count > 1 ? word.dropFirst() : nil
            return written.flatMap(number).flatMap { $0.digits <= 2 && (1...53).contains($0.value) ? $0.value : nil }
        }
        return weeks.first.map { Period(week: $0, of: year) }
    }

    /// The first date a name's symbols hold written with its day and month before its year:
    /// two parts of one or two digits and a year of four, one separator between them
    /// (`1/9/2021`, `09.01.2021`, `1-9-2021`).
    private static func dayAndMonthDate(_ symbols: [Int8]) -> Period? {
        // The runs of digits: where each starts and ends, and its value.
        var runs: [(start: Int, end: Int, value: Int)] = []
        var index = 0
        while index < symbols.count {
            guard symbols[index] >= 0 else {
                index += 1
                continue
            }
            let start = index
            var value = 0
            while index < symbols.count, symbols[index] >= 0, index - start < 4 {
                value = value * 10 + Int(symbols[index])
                index += 1
            }
            // A run of more than four digits is no part of a date.
            if index < symbols.count, symbols[index] >= 0 {
                while index < symbols.count, symbols[index] >= 0 { index += 1 }
                continue
            }
            runs.append((start, index, value))
        }
        for last in runs.indices.dropFirst(2) {
            let (first, second, year) = (runs[last - 2], runs[last - 1], runs[last])
            let separator = symbols[first.end]
            guard separator != other, (1...2).contains(first.end - first.start), (1...2).contains(second.end - second.start),
                  year.end - year.start == 4, second.start == first.end + 1, year.start == second.end + 1, symbols[second.end] == separator else { continue }
            return Period(year: year.value, writtenFirst: first.value, second: second.value, separator: separator)
        }
        return nil
    }

    /// Dates written with their day and month before their year, each read as one calendar:
    /// day first when a first part passes 12, month first when a second part does; when neither
    /// does, day first for dates written with '.' (`09.01.2021`), else either way when both
    /// put them in one order (monthly dates on the 1st). Nil when the names are not all such
    /// dates or cannot be told one way.
    private static func readingDayAndMonth(_ periods: [Period?]) -> [Period?]? {
        guard periods.allSatisfy({ $0?.dayAndMonthSeparator != nil }) else { return nil }
        let written = periods.map { $0! }
        let byDay = calendarDates(written, dayFirst: true), byMonth = calendarDates(written, dayFirst: false)
        switch (byDay, byMonth) {
        case (let dates?, nil), (nil, let dates?):
            return dates
        case (let byDay?, let byMonth?):
            if written.allSatisfy({ $0.dayAndMonthSeparator == dot }) { return byDay }
            let dayOrder: [Int] = byDay.indices.sorted { byDay[$0] < byDay[$1] }
            let monthOrder: [Int] = byMonth.indices.sorted { byMonth[$0] < byMonth[$1] }
            return dayOrder == monthOrder ? byMonth : nil
        case (nil, nil):
            return nil
        }
    }

    /// Dates written day and month before the year, read day first or month first; nil when a
    /// month would pass 12 or a day 31.
    private static func calendarDates(_ written: [Period], dayFirst: Bool) -> [Period]? {
        var dates: [Period] = []
        for period in written {
            let (year, first, second) = period.numbers
            let (month, day) = dayFirst ? (second, first) : (first, second)
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            dates.append(Period(date: year, month, day))
        }
        return dates
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
                if date?.end == position, symbol != other { date?.separated = true }
            }
            position += 1
        }
        if let found = endRun(at: position) { return found }
        if let reading = date, reading.parts >= 2 { return Period(date: reading.numbers.0, reading.numbers.1) }
        return last.flatMap { $0.length == 8 ? compactDate($0.value) ?? Period(number: $0.value) : $0.length <= 18 ? Period(number: $0.value) : nil }
    }

    /// A date written as eight digits, `YYYYMMDD` (`chart_20241110.json`), of a year 1900–2199.
    private static func compactDate(_ value: Int) -> Period? {
        let (year, month, day) = (value / 10_000, value / 100 % 100, value % 100)
        guard (1900...2199).contains(year), (1...12).contains(month), (1...31).contains(day) else { return nil }
        return Period(date: year, month, day)
    }

    /// What a character is to `period`: a digit's value, a separator (`dash`, `slash`, `dot`),
    /// or `other`.
    private static let dash: Int8 = -1, slash: Int8 = -3, dot: Int8 = -4, other: Int8 = -2

    private static func symbol(_ byte: UInt8) -> Int8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int8(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "-"): dash
        case UInt8(ascii: "/"): slash
        case UInt8(ascii: "."): dot
        default: other
        }
    }

    /// A character is a digit or separator only when it is ASCII ("1" with a combining mark is neither).
    private static func symbol(_ character: Character) -> Int8 {
        character.isASCII ? character.asciiValue.map(symbol) ?? other : other
    }
}
