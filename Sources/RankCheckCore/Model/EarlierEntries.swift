/// The first entry of each identity in the lists of a table's earlier runs, when the table is
/// checked a run of lists at a time: the list it is in, and the text of each of its string
/// attributes with its place in the table. A run holds its own lists only; RC301 compares an
/// entry whose identity an earlier run met with this, as it compares one with an earlier list
/// of its own run, so the findings are those of the whole table.
///
/// Each run's entries are kept in a `Run` made once and only read after: a finding made from
/// one holds that run, not the look-up, which grows as later runs are added.
public struct EarlierEntries: Sendable {
    /// One string attribute's value in a first entry.
    public struct Value: Sendable {
        /// The number of the attribute's name (`EarlierEntries.attributeNumbers`).
        let attribute: Int32
        public let text: String
        /// Where the value is in the table.
        public let range: ByteRange
    }

    /// The first entries one run added, in the order they were met.
    public final class Run: Sendable {
        /// The names of the run's lists that hold a first entry.
        let listNames: [String]
        /// The entries' names' bytes, one after another: entry `i`'s end at `nameEnds[i]`.
        let names: [UInt8]
        let nameEnds: [Int]
        /// Each entry's list, in `listNames`.
        let lists: [Int32]
        /// The entries' values, by attribute number within each entry: entry `i`'s end at `valueEnds[i]`.
        let values: [Value]
        let valueEnds: [Int]

        init(listNames: [String], names: [UInt8], nameEnds: [Int], lists: [Int32], values: [Value], valueEnds: [Int]) {
            self.listNames = listNames
            self.names = names
            self.nameEnds = nameEnds
            self.lists = lists
            self.values = values
            self.valueEnds = valueEnds
        }

        func name(_ entry: Int) -> ArraySlice<UInt8> { Self.part(entry, of: names, ends: nameEnds) }
        func values(_ entry: Int) -> ArraySlice<Value> { Self.part(entry, of: values, ends: valueEnds) }

        /// Part `number` of `items`, whose parts end at `ends`.
        static func part<Item>(_ number: Int, of items: [Item], ends: [Int]) -> ArraySlice<Item> {
            items[(number == 0 ? 0 : ends[number - 1])..<ends[number]]
        }
    }

    /// A first entry: its run and its number in it.
    public struct Place: Sendable, Hashable {
        let run: Int32
        let entry: Int32
    }

    /// One value of a first entry, as a finding names it.
    public struct ValuePlace: Sendable {
        let run: Run
        let entry: Int
        let number: Int

        /// The value: its text, and where it is in the table.
        public var value: Value { run.values[number] }
        /// The name of the list that holds it.
        public var listName: String { run.listNames[Int(run.lists[entry])] }
    }

    private var runs: [Run] = []
    /// The number of each run's first entry, counting every run's entries one after another.
    private var runStarts: [Int] = []
    /// Every first entry's name's `NameTable.hash`, by that number (the table is made again
    /// from them as it grows).
    private var hashes: [UInt32] = []
    /// The first entries by name, by that number; made twice as big whenever it is half full.
    private var table = NameTable(capacity: 0)
    private var tableCapacity = 0
    /// Each attribute name met, numbered from 0.
    private var attributeNumbers: [String: Int32] = [:]

    public init() {}

    /// Whether no earlier run has added an entry.
    public var isEmpty: Bool { runs.isEmpty }

    /// `found(position, first)` for each entry of `list` whose name an earlier run met, in
    /// list order, with that name's first entry.
    public func firstEntries(of list: RankingList, _ found: (_ position: Int, _ first: Place) -> Void) {
        let entries = list.entries, hashes = list.names.hashes
        table.positions(count: entries.count, hash: { entries[$0].nameSpan == nil ? nil : hashes[$0] },
                        where: { position, number in entries[position].nameSpan.map { list.identityNames.equals($0, name(number)) } ?? false },
                        { position, number in found(position, place(number)) })
    }

    /// The number an attribute's name has here, if a first entry has it.
    public func number(ofAttribute name: String) -> Int32? { attributeNumbers[name] }

    /// The value of attribute `number` in the first entry at `place`, if it is a string.
    public func value(at place: Place, attribute number: Int32) -> ValuePlace? {
        let run = runs[Int(place.run)], entry = Int(place.entry)
        let values = run.values(entry)
        // Binary search: a wide table's entries hold thousands of attributes.
        var low = values.startIndex, high = values.endIndex
        while low < high {
            let middle = (low + high) / 2
            if values[middle].attribute < number { low = middle + 1 } else { high = middle }
        }
        guard low < values.endIndex, values[low].attribute == number else { return nil }
        return ValuePlace(run: run, entry: entry, number: low)
    }

    /// The run and the number in it of first entry `number`.
    private func place(_ number: Int) -> Place { Self.place(number, runStarts: runStarts) }

    private static func place(_ number: Int, runStarts: [Int]) -> Place {
        let run = runStarts.partitionPoint { $0 > number } - 1
        return Place(run: Int32(run), entry: Int32(number - runStarts[run]))
    }

    /// The name of first entry `number` of a run added already.
    private func name(_ number: Int) -> ArraySlice<UInt8> { Self.name(number, runs: runs, runStarts: runStarts) }

    private static func name(_ number: Int, runs: [Run], runStarts: [Int]) -> ArraySlice<UInt8> {
        let place = place(number, runStarts: runStarts)
        return runs[Int(place.run)].name(Int(place.entry))
    }

    /// Adds the first entry of each name `file`'s lists hold that no earlier run met, with its
    /// string attributes placed in `table`, the table `file`'s document was read from.
    public mutating func add(firstEntriesOf file: RankingFile, placedBy table: TableSource) {
        let start = hashes.count
        var listNames: [String] = [], names: [UInt8] = [], nameEnds: [Int] = [], lists: [Int32] = []
        var valueNodes: [(attribute: Int32, node: Int)] = [], valueEnds: [Int] = []
        let document = file.document, addedRuns = runs, addedStarts = runStarts
        for list in file.lists {
            let entries = list.entries, listHashes = list.names.hashes
            var listNumber: Int32?
            for position in entries.indices {
                guard let span = entries[position].nameSpan else { continue }
                growIfFull()
                let known = self.table.record(hash: listHashes[position], position: hashes.count) { earlier in
                    list.identityNames.equals(span, earlier >= start ? Run.part(earlier - start, of: names, ends: nameEnds)
                                                                     : Self.name(earlier, runs: addedRuns, runStarts: addedStarts))
                }
                guard known == nil else { continue }
                hashes.append(listHashes[position])
                if listNumber == nil {
                    listNumber = Int32(listNames.count)
                    listNames.append(list.name)
                }
                list.identityNames.append(span, to: &names)
                nameEnds.append(names.count)
                lists.append(listNumber ?? 0)
                // By attribute number, and an entry's first value of a name where it has two (as within a run).
                var attributes = entries[position].attributeNodes.enumerated().compactMap { index, attribute in
                    document.kind(attribute.node) == .string ? (attribute: number(ofAttribute: attribute.name), index: index, node: attribute.node) : nil
                }
                attributes.sort { ($0.attribute, $0.index) < ($1.attribute, $1.index) }
                for (offset, attribute) in attributes.enumerated() where offset == 0 || attributes[offset - 1].attribute != attribute.attribute {
                    valueNodes.append((attribute.attribute, attribute.node))
                }
                valueEnds.append(valueNodes.count)
            }
        }
        guard !nameEnds.isEmpty else { return }
        let ranges = table.sourceRanges(valueNodes.map { document[$0.node].range })
        let values = valueNodes.indices.map { Value(attribute: valueNodes[$0].attribute, text: document.string(valueNodes[$0].node), range: ranges[$0]) }
        runStarts.append(start)
        runs.append(Run(listNames: listNames, names: names, nameEnds: nameEnds, lists: lists, values: values, valueEnds: valueEnds))
    }

    /// Makes the table twice as big when one more name would fill it more than half.
    private mutating func growIfFull() {
        guard hashes.count + 1 > tableCapacity else { return }
        tableCapacity = max(1_024, tableCapacity * 2)
        table = NameTable(capacity: tableCapacity)
        // The names recorded are distinct: none is compared.
        for (number, hash) in hashes.enumerated() { _ = table.record(hash: hash, position: number) { _ in false } }
    }

    private mutating func number(ofAttribute name: String) -> Int32 {
        if let number = attributeNumbers[name] { return number }
        let number = Int32(attributeNumbers.count)
        attributeNumbers[name] = number
        return number
    }
}
