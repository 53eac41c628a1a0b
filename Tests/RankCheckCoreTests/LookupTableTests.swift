import Testing
@testable import RankCheckCore

/// The tables behind name and rank look-ups: exact, whatever the names and numbers.
@Suite struct LookupTableTests {
    @Test func nameTableIsByteExact() {
        // が precomposed and decomposed: equal as Swift strings, two different names here.
        let composed = "\u{304C}", decomposed = "\u{304B}\u{3099}"
        #expect(composed == decomposed)
        let names = [composed, decomposed, "蕨", "柏", ""]
        var table = NameTable(capacity: names.count)
        for (position, name) in names.enumerated() {
            #expect(table.record(hash: NameTable.hash(name), position: position) { NameTable.sameBytes(names[$0], name) } == nil)
        }
        for (position, name) in names.enumerated() {
            #expect(table.position(hash: NameTable.hash(name)) { NameTable.sameBytes(names[$0], name) } == position)
        }
        #expect(table.position(hash: NameTable.hash("池袋")) { NameTable.sameBytes(names[$0], "池袋") } == nil)
    }

    /// Attribute values are numbered by their exact bytes, of every length (short ones are
    /// hashed byte by byte, long ones a word at a time), however many there are.
    @Test func attributeValuesNumberEqualBytesAlikeAndOthersApart() {
        var values: [String] = (0..<20_000).map { (k: Int) -> String in "\"線\(k % 5_000)\"" }
        values += ["\"\"", "\"a\"", #""\u7dda""#, "\"線\"", "\"abcdefgh\"", "\"abcdefgi\""]
        let text = values.joined(separator: ",")
        let source = SourceBytes(Array(text.utf8))
        var ranges: [ByteRange] = []
        var offset = 0
        for value in values {
            ranges.append(ByteRange(offset, offset + value.utf8.count))
            offset += value.utf8.count + 1
        }
        var numbering = AttributeValues(), other = AttributeValues()
        let numbers = source.withUnsafeBufferPointer { bytes in ranges.map { numbering.number($0, in: bytes) } }
        #expect(numbering.count == 5_006)
        // Numbered in order of first appearance.
        var expected: [String: UInt32] = [:]
        for value in values where expected[value] == nil { expected[value] = UInt32(expected.count + 1) }
        #expect(numbers == values.map { expected[$0]! })
        // Another list that has some of the values numbers them its own way.
        let otherIndexes = [values.count - 3, 4_999, 0]
        source.withUnsafeBufferPointer { bytes in for k in otherIndexes { _ = other.number(ranges[k], in: bytes) } }
        let translated = numbering.numbers(in: other, bytes: source)
        #expect(translated.count == numbering.count + 1)
        #expect(translated.filter { $0 != 0 }.count == 3)
        for (k, expected) in zip(otherIndexes, [1, 2, 3] as [UInt32]) { #expect(translated[Int(numbers[k])] == expected) }
    }

    /// The hash reads every byte, wherever the bytes lie, and spreads similar names over a table.
    @Test func seededHashReadsEveryByteAndSpreadsSimilarNames() {
        let name = Array("東京メトロ東西線ほか".utf8)
        let hash = name.withUnsafeBufferPointer(SeededHash.hash)
        let shifted = [0, 0, 0] + name
        #expect(shifted.withUnsafeBufferPointer { SeededHash.hash(UnsafeBufferPointer(rebasing: $0[3...])) } == hash)
        for k in name.indices {
            var changed = name
            changed[k] ^= 1
            #expect(changed.withUnsafeBufferPointer(SeededHash.hash) != hash, "byte \(k) is not read")
        }
        for count in 0..<name.count {
            #expect(name.withUnsafeBufferPointer { SeededHash.hash(UnsafeBufferPointer(rebasing: $0[..<count])) } != hash)
        }
        // 65,536 names that differ in a digit or two, in a table of as many slots: no slot
        // should hold more than a handful, as with a random function.
        var load = [Int](repeating: 0, count: 1 << 16)
        for n in 0..<(1 << 16) {
            load[Int(Array("町\(n)丁目".utf8).withUnsafeBufferPointer(SeededHash.hash)) & 0xFFFF] += 1
        }
        #expect(load.max()! <= 12)
    }

    @Test func nameTableFindsEachOfManyNamesAndNoOther() {
        let names = (0..<100_000).map { "町\($0)" }
        var table = NameTable(capacity: names.count)
        for (position, name) in names.enumerated() {
            #expect(table.record(hash: NameTable.hash(name), position: position) { NameTable.sameBytes(names[$0], name) } == nil)
        }
        for (position, name) in names.enumerated() where position % 7 == 0 {
            #expect(table.position(hash: NameTable.hash(name)) { NameTable.sameBytes(names[$0], name) } == position)
        }
        for absent in ["町100000", "町-1", "町"] {
            #expect(table.position(hash: NameTable.hash(absent)) { NameTable.sameBytes(names[$0], absent) } == nil)
        }
    }

    /// The batched look-ups and records against one name at a time, with hashes that collide
    /// on purpose (probe chains across batches, a first slot taken earlier in the same batch),
    /// repeated names, and skipped names.
    @Test(arguments: ["seeded", "all the same", "three values"])
    func batchedOperationsMatchOneAtATime(hashes: String) {
        let hash: (String) -> UInt32 = switch hashes {
        case "seeded": NameTable.hash
        case "all the same": { _ in 7 }
        default: { UInt32($0.utf8.count % 3) }
        }
        let names = (0..<100).map { $0 % 9 == 4 ? "町\($0 - 1)" : "町\($0)" } + ["", "町3", "町99"]
        let skipped: Set<Int> = [5, 17, 40]
        var single = NameTable(capacity: names.count), batched = NameTable(capacity: names.count)
        var singleRepeats: [[Int]] = [], batchedRepeats: [[Int]] = []
        for (position, name) in names.enumerated() where !skipped.contains(position) {
            if let first = single.record(hash: hash(name), position: position, where: { NameTable.sameBytes(names[$0], name) }) {
                singleRepeats.append([position, first])
            }
        }
        batched.record(count: names.count, hash: { skipped.contains($0) ? nil : hash(names[$0]) },
                       where: { NameTable.sameBytes(names[$1], names[$0]) }, repeated: { batchedRepeats.append([$0, $1]) })
        #expect(batchedRepeats == singleRepeats)
        #expect(!batchedRepeats.isEmpty)
        let queries = names + ["町-1", "町100", "村"]
        var found = [Int?](repeating: nil, count: queries.count)
        batched.positions(count: queries.count, hash: { $0 == 2 ? nil : hash(queries[$0]) },
                          where: { NameTable.sameBytes(names[$1], queries[$0]) }, { found[$0] = $1 })
        for (index, query) in queries.enumerated() {
            let expected = index == 2 ? nil : single.position(hash: hash(query)) { NameTable.sameBytes(names[$0], query) }
            #expect(found[index] == expected, "\(query)")
        }
        #expect(found[0] == 0 && found[4] == 3 && found[5] == nil && found[queries.count - 1] == nil)
    }

    @Test func numberTableCountsInsideAndOutsideItsArrays() {
        var table = NumberTable(forListOf: 3)  // arrays for 0…66, a dictionary beyond
        let recorded = [1, 1, 2, 1_000_000_000_000, 1_000_000_000_000, -5, 66, 67, 67]
        var firsts: [Int?] = []
        for (position, number) in recorded.enumerated() { firsts.append(table.record(number, position: position)) }
        #expect(firsts == [nil, 0, nil, nil, 3, nil, nil, nil, 7])
        #expect(table.count(1) == 2 && table.first(1) == 0)
        #expect(table.count(1_000_000_000_000) == 2 && table.first(1_000_000_000_000) == 3)
        #expect(table.count(-5) == 1 && table.first(-5) == 5)
        #expect(table.count(66) == 1 && table.count(67) == 2 && table.first(67) == 7)
        #expect(table.count(3) == 0 && table.first(3) == nil)
        var finding = NumberTable(forListOf: 3, counting: false)
        #expect(finding.record(5, position: 0) == nil && finding.record(5, position: 1) == 0 && finding.count(5) == 1)
    }

    /// Last year's list finds the first entry of a rank however its ranks are laid out: with
    /// no table when they ascend (at r − 1, or by a binary search across gaps), with one when not.
    @Test(arguments: [[1, 2, 3, 4, 5], [2, 3, 7, 9, 40], [1, 1, 3, 3, 5], [5, 3, 1, 2, 4], [3, 3, 1, 9, 9], [1]])
    func priorListFindsTheFirstEntryOfEveryRank(ranks: [Int]) {
        var names: [UInt8] = []
        var hashes: [UInt32] = []
        let entries = ranks.enumerated().map { item in
            let (span, hash) = NameTable.withBytes(of: "t\(item.offset)") { IdentityNames.append($0, to: &names) }
            hashes.append(hash)
            return PriorPeriodIndex.Entry(name: span, rank: item.element, range: ByteRange(item.offset, item.offset + 1))
        }
        let list = PriorPeriodIndex.List(PriorPeriodIndex.RawList(name: "r", length: entries.count, entries: entries,
                                                              identityNames: IdentityNames(source: SourceBytes([]), decoded: names), places: [],
                                                              hashes: hashes))
        for rank in -1...45 {
            #expect(list.position(atRank: rank) == ranks.firstIndex(of: rank), "rank \(rank) of \(ranks)")
        }
        // The guess at the claimed rank agrees with the look-up by name, right or wrong.
        for (position, entry) in entries.enumerated() {
            for likely in [entry.rank, entry.rank + 1, nil] {
                let name = list.name(of: entry)
                #expect(name == "t\(position)" && list.position(named: name, hash: NameTable.hash(name), likelyRank: likely) == position)
            }
        }
    }

    /// A list is found by name whether or not it stands where it is looked for first.
    @Test func priorListsAreFoundByNameWhereverTheyStand() throws {
        let text = file(["a": [entry(1, "x", false, 0)], "b": [entry(1, "y", false, 0)], "c": [entry(1, "z", false, 0)]])
        let prior = try #require(Linter().readPriorPeriod(Array(text.utf8), path: "p.json").success)
        for (position, name) in ["a", "b", "c"].enumerated() {
            for guess in [-1, 0, 1, 2, 3, 100] {
                #expect(prior.list(named: name, likelyAt: guess)?.name == name && prior.list(named: name, likelyAt: guess) === prior.index.list(named: name))
            }
            #expect(prior.list(named: name, likelyAt: position) === prior.index.list(named: name))
        }
        #expect(prior.list(named: "d", likelyAt: 0) == nil)
        // A repeated list name: the last list of that name, wherever it is looked for first.
        let repeated = #"{"a": [\#(entry(1, "x", false, 0))], "b": [\#(entry(1, "y", false, 0))], "a": [\#(entry(1, "z", false, 0))]}"#
        let last = try #require(Linter().readPriorPeriod(Array(repeated.utf8), path: "p.json").success)
        for guess in 0..<3 { #expect(last.list(named: "a", likelyAt: guess).map { list in list.entries.map { list.name(of: $0) } } == ["z"]) }
    }

    /// A field below a member is found by its keys' bytes exactly where `JSONPointer.resolve`
    /// finds it: escaped keys, repeated keys (the first counts), array indexes, numbers as keys.
    @Test func memberPathsFindWhatPointersFind() throws {
        let text = #"[{"w": {"a\"b": 1, "a\u0022b": 2, "n": ["x", {"1": "y"}], "k": {"1": 3, "01": 4}, "e": {}, "d": 5, "d": 6}}]"#
        let document = try parse(text).get()
        let entry = try #require(document.children(document.root).first { _ in true })
        let member = try #require(document.member(entry, "w"))
        let pointers = [#"/a"b"#, "/n/0", "/n/1", "/n/1/1", "/n/2", "/n/-1", "/n/+1", "/k/1", "/k/01", "/k/2", "/e", "/e/x", "/d", "/d/x", "/missing", ""]
        for text in pointers {
            let pointer = JSONPointer(tokens: text.isEmpty ? [] : text.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init))
            let byBytes = document.nodes.withUnsafeBufferPointer { nodes in
                document.bytes.withUnsafeBufferPointer { bytes in MemberPath(pointer).resolve(from: member, nodes: nodes, bytes: bytes, in: document) }
            }
            #expect(byBytes == pointer.resolve(in: document, from: member), "\(text)")
        }
        // The first of a repeated key counts, and the first key that decodes the same.
        for (token, value) in [("d", "5"), (#"a"b"#, "1")] {
            let found = document.nodes.withUnsafeBufferPointer { nodes in
                document.bytes.withUnsafeBufferPointer { bytes in MemberPath(JSONPointer(tokens: [token])).resolve(from: member, nodes: nodes, bytes: bytes, in: document) }
            }
            #expect(found.map { document.sourceText(document[$0].range) } == value)
        }
    }
}
