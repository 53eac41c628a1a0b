extension RandomAccessCollection where Index == Int {
    /// The first index at which `isAfter` holds, for a predicate that, once true, stays true to
    /// the end (`endIndex` when it never holds): the one binary search behind every look-up by
    /// offset (lines, line checkpoints, resolved positions, last year's places, chosen fix edits,
    /// RC301's list of an entry number).
    @inline(__always)
    func partitionPoint(where isAfter: (Element) -> Bool) -> Int {
        var low = startIndex, high = endIndex
        while low < high {
            let middle = low + (high - low) / 2
            if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
