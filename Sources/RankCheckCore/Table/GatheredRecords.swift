/// The records of a run of rows copied out of their table in table order, one after another,
/// so a run's document reads the table once, front to back, however its rows are spread
/// through it (a multi-date table sorted by name holds each date's rows all over the file).
/// The table's memory is given back behind the copying, every `TableReading.evictionSpacing`
/// bytes: a mapped file's pages are read from the file again where a later run's rows are.
struct GatheredRecords {
    /// The records, each with its line break (the last record of the table may have none).
    let bytes: [UInt8]
    /// Where each row's record starts in `bytes`, in the order the rows were given.
    let starts: [Int]

    /// Copies the records that start at `rowStarts` (rows that read: records without a flaw)
    /// out of `table`, whose bytes `source` holds; `expectedBytes` is what they likely take.
    init(rowStarts: [Int], in table: UnsafeBufferPointer<UInt8>, source: SourceBytes, expectedBytes: Int) {
        let order = rowStarts.indices.sorted { rowStarts[$0] < rowStarts[$1] }
        var bytes: [UInt8] = []
        var starts = [Int](repeating: 0, count: rowStarts.count)
        bytes.reserveCapacity(expectedBytes + 1)
        // The table's bytes read since its memory was last given back.
        var readFrom = order.first.map { rowStarts[$0] } ?? 0
        var readTo = readFrom
        for row in order {
            let start = rowStarts[row]
            let end = TableScanner.recordEnd(from: start, in: table)
            starts[row] = bytes.count
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: table[start..<end]))
            readTo = end
            if readTo - readFrom >= TableReading.evictionSpacing {
                source.evict(readFrom..<start)
                readFrom = start
            }
        }
        source.evict(readFrom..<readTo)
        self.bytes = bytes
        self.starts = starts
    }
}
