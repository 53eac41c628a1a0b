/// Consecutive periods with one missing between them. Where most pairs of consecutive periods
/// are one step apart (a day, seven days, a month, a quarter, one number), a pair half as far
/// apart again or more has a period between them that is not there (a week's file left out),
/// or one not published: its later period's moves are from a period that is not the one
/// before it, and say nothing of how a movement is written. A distance that pairs often take
/// (a weekend between two trading days) is how the series steps, not a period missing.
enum MissingPeriods {
    /// How far apart two consecutive periods with one missing between them are, and the
    /// series' step.
    struct Gap: Sendable, CustomStringConvertible {
        fileprivate let distance: Int, step: Int, kind: Kind

        /// "14 days before it, where most of its series' periods are 7 days apart".
        var description: String {
            let unit = { (count: Int) in kind == .days ? count == 1 ? " day" : " days" : kind == .months ? count == 1 ? " month" : " months" : "" }
            return kind == .number ? "numbered \(distance) before it, where most of its series' periods are numbered \(step) apart"
                : "\(distance)\(unit(distance)) before it, where most of its series' periods are \(step)\(unit(step)) apart"
        }
    }

    /// For each pair of period names (`previous`, `current`: labels or file names), whether a
    /// period is missing between them.
    static func across(_ pairs: [(previous: String, current: String)]) -> [Bool] { gaps(pairs).map { $0 != nil } }

    /// The pairs of consecutive periods (labels or paths, in order) with one missing between
    /// them, each with its gap; `period`: the name that holds a label's or path's period.
    static func missing(_ pairs: [(previous: String, current: String)], period: (String) -> String) -> [(previous: String, current: String, gap: Gap)] {
        zip(pairs, gaps(pairs.map { (period($0.previous), period($0.current)) })).compactMap { pair, gap in
            gap.map { (pair.previous, pair.current, $0) }
        }
    }

    /// For each pair of period names, the gap between them when a period is missing there.
    /// None is where the names are not all periods of one kind, or no step is taken by at
    /// least two pairs and half of them.
    static func gaps(_ pairs: [(previous: String, current: String)]) -> [Gap?] {
        let none = [Gap?](repeating: nil, count: pairs.count)
        var steps: [Int] = []
        var kind: Kind?
        for (previous, current) in pairs {
            guard let a = SeriesOrder.period(previous).flatMap(place), let b = SeriesOrder.period(current).flatMap(place),
                  a.kind == b.kind, b.position > a.position else { return none }
            if kind == nil { kind = a.kind }
            guard a.kind == kind else { return none }
            steps.append(b.position - a.position)
        }
        let counts = Dictionary(steps.map { ($0, 1) }, uniquingKeysWith: +)
        guard let (step, count) = counts.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }), count >= 2, count * 2 >= steps.count else { return none }
        return steps.map { distance in
            distance >= step + step / 2 + step % 2 && (counts[distance]! == 1 || counts[distance]! * 8 < steps.count)
                ? Gap(distance: distance, step: step, kind: kind!) : nil
        }
    }

    /// What a period counts in: days (a day, or the Monday of a week of a year), months (a
    /// month or a quarter), or a plain number.
    fileprivate enum Kind { case days, months, number }

    /// Where a period is on its kind's scale; nil for a date written day and month first
    /// (which is the month is read from the whole series) and for years beyond four digits.
    private static func place(_ period: SeriesOrder.Period) -> (kind: Kind, position: Int)? {
        let (first, second, third) = period.numbers
        guard period.isDate else { return abs(first) < 1 << 60 ? (.number, first) : nil }
        guard period.dayAndMonthSeparator == nil, (0...9999).contains(first), (0...12).contains(second), (0...53).contains(third) else { return nil }
        if second == 0 {
            guard third > 0 else { return nil }
            // A week of a year: the days to its Monday, week 1 being the week of 4 January.
            let januaryFourth = days(first, 1, 4)
            let weekday = ((januaryFourth + 3) % 7 + 7) % 7  // 0 for a Monday: 1 January 1970 was a Thursday.
            return (.days, januaryFourth - weekday + (third - 1) * 7)
        }
        return third == 0 ? (.months, first * 12 + second) : (.days, days(first, second, third))
    }

    /// The days from 1 January 1970 to a date of the proleptic Gregorian calendar.
    private static func days(_ year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
