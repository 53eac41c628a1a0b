/// Each entry of a file's lists whose identity an earlier list of the file has, paired with the
/// first entry of that identity. Every entry of the file is numbered one list after another and
/// each identity's first entry recorded under that number, so an entry is paired by one look-up
/// however many lists the file has (not once per pair of lists).
enum FirstEntryOfIdentity {
    /// Calls `body(list, position, earlierList, earlierPosition)`, in list order, for each entry
    /// at `position` of `lists[list]` whose identity an earlier list has first at
    /// `earlierPosition` of `lists[earlierList]`. Entries without a name are skipped.
    static func forEachLater(in lists: [RankingList], _ body: (_ list: Int, _ position: Int, _ earlierList: Int, _ earlierPosition: Int) -> Void) {
        var starts: [Int] = [], listOfNumber: [UInt32] = []
        starts.reserveCapacity(lists.count)
        var total = 0
        for (i, list) in lists.enumerated() {
            starts.append(total)
            total += list.entries.count
            listOfNumber.append(contentsOf: repeatElement(UInt32(truncatingIfNeeded: i), count: list.entries.count))
        }
        let entryLists = lists.map(\.entries), nameLists = lists.map(\.identityNames)  // one reference per list, not one per look-up
        func place(_ number: Int) -> (list: Int, position: Int) {
            let list = Int(listOfNumber[number])
            return (list, number - starts[list])
        }
        var firstEntries = NameTable(capacity: total)
        for (i, list) in lists.enumerated() {
            let entries = entryLists[i], names = nameLists[i], hashes = list.names.hashes, start = starts[i]
            let hash = { (position: Int) -> UInt32? in entries[position].nameSpan == nil ? nil : hashes[position] }
            let isName = { (position: Int, number: Int) -> Bool in
                let (j, earlierPosition) = place(number)
                guard let earlier = entryLists[j][earlierPosition].nameSpan, let span = entries[position].nameSpan else { return false }
                return nameLists[j].same(earlier, span, in: names)
            }
            if i == lists.count - 1 {
                // The last list's entries are only looked up.
                firstEntries.positions(count: entries.count, hash: hash, where: isName) { position, number in
                    let (j, earlierPosition) = place(number)
                    body(i, position, j, earlierPosition)
                }
            } else {
                // Each entry is paired as soon as it is found: it was just read to compare names.
                // A name first met earlier in its own list is no earlier list's.
                firstEntries.record(count: entries.count, firstPosition: start, hash: hash, where: isName) { position, number in
                    guard number < start else { return }
                    let (j, earlierPosition) = place(number)
                    body(i, position, j, earlierPosition)
                }
            }
        }
    }
}
