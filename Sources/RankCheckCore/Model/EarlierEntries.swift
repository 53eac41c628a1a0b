/// The first entry of each identity in the lists of a table's earlier runs, when the table is
/// checked a run of lists at a time: the list it is in, and the text of each of its string
/// attributes with its cell (whose place is found again only for a finding that is printed).
/// A run holds its own lists only; RC301 compares an entry whose identity an earlier run met
/// with this, as it compares one with an earlier list of its own run, so the findings are
/// those of the whole table.
///
/// Each run's entries are kept in a `Run` made once and only read after: a finding made from
/// one holds that run, not the look-up, which grows as later runs are added.
public struct EarlierEntries: Sendable {
    /// One string attribute's value in a first entry: its text is in its run's `texts`.
    struct Value: Sendable {
        /// The number of the attribute's name (`EarlierEntries.attributeNumbers`).
        let attribute: Int32
        /// Its cell: the column, and where its record starts in the table.
        let column: Int32
        let record: Int
        /// Where its text ends in `texts` (it starts where the value before it ends).
        let textEnd: Int
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
        /// The values' texts, one after another.
        let texts: [UInt8]
        /// For each entry of the run's lists, its number among the run's first entries (-1:
        /// not a first entry).
        let firstEntryOf: [Int32]

        init(listNames: [String], names: [UInt8], nameEnds: [Int], lists: [Int32], values: [Value], valueEnds: [Int], texts: [UInt8],
             firstEntryOf: [Int32]) {
            self.firstEntryOf = firstEntryOf
            self.listNames = listNames
            self.names = names
            self.nameEnds = nameEnds
            self.lists = lists
            self.values = values
            self.valueEnds = valueEnds
            self.texts = texts
        }

        func name(_ entry: Int) -> ArraySlice<UInt8> { Self.part(entry, of: names, ends: nameEnds) }
        func values(_ entry: Int) -> ArraySlice<Value> { Self.part(entry, of: values, ends: valueEnds) }

        /// Part `number` of `items`, whose parts end at `ends`.
        static func part<Item>(_ number: Int, of items: [Item], ends: [Int]) -> ArraySlice<Item> {
            items[(number == 0 ? 0 : ends[number - 1])..<ends[number]]
        }
    }

    /// A first entry: its run and its number in it.
    public struct Place: Sendable {
        let run: Int32
        let entry: Int32
    }

    /// One value of a first entry, as a finding names it.
    public struct ValuePlace: Sendable {
        let run: Run
        let entry: Int
        let number: Int

        /// The value's text, as bytes and as text.
        public var textBytes: ArraySlice<UInt8> {
            run.texts[(number == 0 ? 0 : run.values[number - 1].textEnd)..<run.values[number].textEnd]
        }
        public var text: String { String(decoding: textBytes, as: UTF8.self) }
        /// Where the value is in `table`, the table whose run added it.
        public func range(in table: TableSource) -> ByteRange {
            table.cellRange(record: run.values[number].record, column: Int(run.values[number].column))
        }
        /// The name of the list that holds it.
        public var listName: String { run.listNames[Int(run.lists[entry])] }
    }

    private var runs: [Run] = []
    /// The number of each run's first entry of its lists, counting the entries of every run's
    /// lists one after another: the numbers the look-up holds.
    private var runStarts: [Int] = []
    /// How many entries the runs added had.
    private var entriesSeen = 0
    /// Every first entry's name's `NameTable.hash` and number (the look-up is made again from
    /// them as it grows).
    private var hashes: [UInt32] = []
    private var numbers: [Int] = []
    /// The first entries by name; made twice as big whenever it would be more than half full.
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

    /// The first entry that the look-up holds as `number`.
    private func place(_ number: Int) -> Place { Self.place(number, runs: runs, runStarts: runStarts) }

    private static func place(_ number: Int, runs: [Run], runStarts: [Int]) -> Place {
        let run = runStarts.partitionPoint { $0 > number } - 1
        return Place(run: Int32(run), entry: runs[run].firstEntryOf[number - runStarts[run]])
    }

    /// The name of the first entry the look-up holds as `number`.
    private func name(_ number: Int) -> ArraySlice<UInt8> { Self.name(number, runs: runs, runStarts: runStarts) }

    private static func name(_ number: Int, runs: [Run], runStarts: [Int]) -> ArraySlice<UInt8> {
        let place = place(number, runs: runs, runStarts: runStarts)
        return runs[Int(place.run)].name(Int(place.entry))
    }

    /// Adds the first entry of each name `file`'s lists hold that no earlier run met, with its
    /// string attributes' cells in `table`, the table `file`'s document was read from.
    public mutating func add(firstEntriesOf file: RankingFile, placedBy table: TableSource) {
        let start = entriesSeen
        var listNames: [String] = [], runNames: [UInt8] = [], runNameEnds: [Int] = [], lists: [Int32] = [], firstEntryOf: [Int32] = []
        var values: [Value] = [], valueEnds: [Int] = [], texts: [UInt8] = []
        let document = file.document, addedRuns = runs, addedStarts = runStarts
        for list in file.lists {
            let entries = list.entries, listHashes = list.names.hashes, names = list.identityNames
            let listStart = start + firstEntryOf.count
            grow(toHold: hashes.count + entries.count)
            // Each entry is recorded under its number unless its name is there already: from an
            // earlier run, an earlier list of this run, or earlier in this list. The names are
            // looked up a batch at a time, so that the look-up's memory is read for several at once.
            var isFirst = [Bool](repeating: true, count: entries.count)
            self.table.record(count: entries.count, firstPosition: listStart, hash: { entries[$0].nameSpan == nil ? nil : listHashes[$0] },
                              where: { position, earlier in
                                  guard let span = entries[position].nameSpan else { return false }
                                  if earlier >= listStart {
                                      return entries[earlier - listStart].nameSpan.map { names.same(span, $0, in: names) } ?? false
                                  }
                                  return names.equals(span, earlier >= start
                                      ? Run.part(Int(firstEntryOf[earlier - start]), of: runNames, ends: runNameEnds)
                                      : Self.name(earlier, runs: addedRuns, runStarts: addedStarts))
                              },
                              repeated: { position, _ in isFirst[position] = false })
            var listNumber: Int32?
            for position in entries.indices {
                guard let span = entries[position].nameSpan, isFirst[position] else {
                    firstEntryOf.append(-1)
                    continue
                }
                firstEntryOf.append(Int32(truncatingIfNeeded: runNameEnds.count))
                hashes.append(listHashes[position])
                numbers.append(listStart + position)
                if listNumber == nil {
                    listNumber = Int32(truncatingIfNeeded: listNames.count)
                    listNames.append(list.name)
                }
                names.append(span, to: &runNames)
                runNameEnds.append(runNames.count)
                lists.append(listNumber ?? 0)
                // By attribute number, and an entry's first value of a name where it has two (as within a run).
                var attributes = list.attributes(at: position).enumerated().compactMap { index, attribute in
                    document.kind(attribute.node) == .string ? (attribute: number(ofAttribute: attribute.name), index: index, node: attribute.node) : nil
                }
                attributes.sort { ($0.attribute, $0.index) < ($1.attribute, $1.index) }
                for (offset, attribute) in attributes.enumerated() where offset == 0 || attributes[offset - 1].attribute != attribute.attribute {
                    guard let cell = table.cell(ofValue: document[attribute.node]) else { continue }
                    document.appendText(of: attribute.node, to: &texts)
                    values.append(Value(attribute: attribute.attribute, column: Int32(truncatingIfNeeded: cell.column), record: cell.record, textEnd: texts.count))
                }
                valueEnds.append(values.count)
            }
        }
        entriesSeen += firstEntryOf.count
        guard !runNameEnds.isEmpty else { return }
        runStarts.append(start)
        runs.append(Run(listNames: listNames, names: runNames, nameEnds: runNameEnds, lists: lists, values: values, valueEnds: valueEnds,
                        texts: texts, firstEntryOf: firstEntryOf))
    }

    /// Makes the look-up big enough for `count` names at most half full (twice as big as it
    /// was, or more), recording the first entries again.
    private mutating func grow(toHold count: Int) {
        guard count > tableCapacity else { return }
        tableCapacity = max(1_024, tableCapacity * 2, count)
        table = NameTable(capacity: tableCapacity)
        // The names recorded are distinct: none is compared.
        for (hash, number) in zip(hashes, numbers) { _ = table.record(hash: hash, position: number) { _ in false } }
    }

    private mutating func number(ofAttribute name: String) -> Int32 {
        if let number = attributeNumbers[name] { return number }
        let number = Int32(attributeNumbers.count)
        attributeNumbers[name] = number
        return number
    }
}
