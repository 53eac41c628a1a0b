/// Where a table's records start, noted for every `spacing`th record: a place's record is found
/// by reading again the records after the mark before it (`TableSource.cells(at:)`), so a table
/// of millions of rows keeps a few bytes a row for its row numbers, not eight.
struct RecordMarks: Sendable, Equatable {
    /// Record number `record` (0 is the header, or the first record of a stretch) starts at `start`.
    struct Mark: Sendable, Equatable {
        let record: Int
        let start: Int
    }

    /// Records from one mark to the next, at most.
    static let spacing = 64

    /// In record order (and so in table order).
    private(set) var marks: [Mark] = []
    /// How many records the table has.
    private(set) var count = 0

    /// Notes the next record, which starts at `start`.
    mutating func append(_ start: Int) {
        if count % Self.spacing == 0 { marks.append(Mark(record: count, start: start)) }
        count += 1
    }

    /// Notes the records `later` noted, which come after these (its numbers count from its own first).
    mutating func append(_ later: RecordMarks) {
        marks.reserveCapacity(marks.count + later.marks.count)
        for mark in later.marks { marks.append(Mark(record: count + mark.record, start: mark.start)) }
        count += later.count
    }

    /// The last mark at or before `offset`, or the first when `offset` is before it (nil: no records).
    func mark(before offset: Int) -> Mark? {
        guard !marks.isEmpty else { return nil }
        return marks[max(0, marks.partitionPoint { $0.start > offset } - 1)]
    }
}
