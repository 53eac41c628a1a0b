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
}
