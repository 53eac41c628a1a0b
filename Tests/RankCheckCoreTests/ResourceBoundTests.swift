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

    /// What a big file costs per value is a layout budget, checked here rather than timed: a
    /// 200 MB file holds a million entries, six million tape nodes and, from last year, a
    /// million names and places. Growing any of these shows in memory and time at once.
    @Test func perValueMemoryStaysWithinBudget() {
        #expect(MemoryLayout<JSONNode>.stride == 16)
        #expect(MemoryLayout<RankingEntry>.stride <= 80)
        #expect(MemoryLayout<FieldValue<Int>?>.stride <= 24 && MemoryLayout<FieldValue<Bool>?>.stride <= 8)
        #expect(MemoryLayout<PriorPeriodIndex.Entry>.stride <= 24 && MemoryLayout<RememberedPlace>.stride <= 24)
    }
}
