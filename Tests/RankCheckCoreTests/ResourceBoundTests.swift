import Testing
@testable import RankCheckCore

/// Large adversarial inputs complete with correct results (timing belongs to .ci/bench, not here).
@Suite struct ResourceBoundTests {
    @Test func twoHundredThousandDuplicateNames() {
        var text = #"{"r": ["#
        for rank in 1...200_000 {
            text += #"{"rank": \#(rank), "townName": "同じ町", "isRankUp": false, "rankFluctuation": 0}"# + (rank < 200_000 ? "," : "")
        }
        text += "]}"
        let findings = Linter().lint(path: "x.json", bytes: Array(text.utf8)).findings
        #expect(findings.filter { $0.ruleID == "RC103" }.count == 199_999)
        #expect(findings.allSatisfy { $0.ruleID == "RC103" })
    }

    @Test func twoHundredThousandTownsInBothLists() {
        func list(_ shift: Int) -> String {
            (1...200_000).map { rank in
                #"{"rank": \#(rank), "townName": "町\#(rank)", "isRankUp": false, "rankFluctuation": 0, "availableLine": "線\#((rank + shift) % 7 == 0 ? "A" : "B")"}"#
            }.joined(separator: ",")
        }
        let text = #"{"a": [\#(list(0))], "b": [\#(list(1))]}"#
        let findings = Linter().lint(path: "x.json", bytes: Array(text.utf8)).findings
        // RC301 fires exactly where the two lists' lines differ.
        let expected = (1...200_000).filter { ($0 % 7 == 0) != (($0 + 1) % 7 == 0) }.count
        #expect(findings.filter { $0.ruleID == "RC301" }.count == expected)
        #expect(findings.allSatisfy { $0.ruleID == "RC301" })
    }

    /// Thousands of findings in one wide row, each related to a cell of another row: every one
    /// placed at its own cell and at the earlier row's cell of the same column.
    @Test func everyFindingOfAWideRowIsPlacedAtItsCell() throws {
        let columns = 3_000
        let header = "date,rank,name," + (0..<columns).map { "c\($0)" }.joined(separator: ",")
        let first = "d1,1,x," + (0..<columns).map { "a\($0)" }.joined(separator: ",")
        let second = "d2,1,x," + (0..<columns).map { $0 % 2 == 1 ? "b\($0)" : "\($0)" }.joined(separator: ",")
        let text = [header, first, second].joined(separator: "\n") + "\n"
        let bytes = Array(text.utf8)
        let findings = lint(text, shape: #"{"listBy": "/date", "rank": "/rank", "identity": ["/name"], "movement": "none", "fields": "open"}"#, path: "t.csv")
        #expect(findings.count == columns / 2)
        for finding in findings {
            let cell = String(decoding: bytes[finding.location.range.start..<finding.location.range.end], as: UTF8.self)
            let related = try #require(finding.related.first).location
            let earlier = String(decoding: bytes[related.range.start..<related.range.end], as: UTF8.self)
            #expect(finding.ruleID == "RC301" && cell.hasPrefix("b") && earlier == "a" + cell.dropFirst())
            #expect(finding.location.start.line == 3 && related.start.line == 2)
            #expect(finding.message.hasPrefix("'c\(cell.dropFirst())' of 'x' is \"\(cell)\" here but \"\(earlier)\""))
        }
    }

    /// What a big file costs per value is a layout budget, checked here rather than timed: a
    /// 200 MB file holds a million entries, six million tape nodes and, from last year, a
    /// million names and places. Growing any of these shows in memory and time at once.
    @Test func perValueMemoryStaysWithinBudget() {
        #expect(MemoryLayout<JSONNode>.stride == 16)
        #expect(MemoryLayout<RankingEntry>.stride <= 72)
        // Plain data: copying an entry copies its bytes, with no reference to count.
        #expect(_isPOD(RankingEntry.self))
        #expect(MemoryLayout<FieldValue<Int>?>.stride <= 24 && MemoryLayout<FieldValue<Bool>?>.stride <= 8)
        #expect(MemoryLayout<PriorPeriodIndex.Entry>.stride <= 24 && MemoryLayout<RememberedPlace>.stride <= 24)
    }
}
