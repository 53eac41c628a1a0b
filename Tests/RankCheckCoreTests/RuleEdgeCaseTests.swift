import Testing
@testable import RankCheckCore

@Suite struct RankSequenceEdgeCases {
    func sequenceFindings(_ ranks: [Int], ties: TiePolicy = .none) -> [Finding] {
        let entries = ranks.enumerated().map { entry($1, "町\($0)", false, 0) }
        return lint(file(["r": entries]), ties: ties).filter { $0.ruleID == "RC101" || $0.ruleID == "RC102" }
    }

    @Test func singleEntryListIsFine() { #expect(sequenceFindings([1]).isEmpty) }

    @Test func listStartingAtTwoNamesTheExpectedRank() {
        let found = sequenceFindings([2, 3])
        #expect(found.map(\.message) == ["list 'r' starts at rank 2; expected 1"])
    }

    @Test func oneGapIsOneFinding() {
        let found = sequenceFindings([1, 2, 4, 5, 6, 7])
        #expect(found.map(\.message) == ["rank 4 follows rank 2; expected 3"])
    }

    @Test func outOfOrderIsReported() {
        let found = sequenceFindings([1, 3, 2, 4])
        #expect(found.map(\.message) == ["rank 3 follows rank 1; expected 2", "rank 2 is out of order: it follows rank 3"])
    }

    @Test func duplicatesAreRC102NotRC101() {
        #expect(ids(sequenceFindings([1, 2, 2, 3])) == ["RC102"])
    }

    @Test func competitionTiesSkipTheNextRank() {
        #expect(sequenceFindings([1, 2, 2, 4], ties: .competition).isEmpty)
        #expect(sequenceFindings([1, 1, 1, 4, 5], ties: .competition).isEmpty)
        let found = sequenceFindings([1, 2, 2, 3], ties: .competition)
        #expect(found.map(\.message) == ["rank 3 follows rank 2; expected 4 (2 entries tie at rank 2)"])
    }

    @Test func aThousandEntryListIsClean() {
        #expect(sequenceFindings(Array(1...1000)).isEmpty)
    }

    @Test func invalidRanksDoNotCascade() {
        let source = file(["r": [#"{"rank": "1", "townName": "a", "isRankUp": false, "rankFluctuation": 0}"#, entry(2, "b", false, 0), entry(3, "c", false, 0)]])
        #expect(ids(lint(source)) == ["RC004"])
    }
}

@Suite struct MovementRuleEdgeCases {
    @Test func collisionNamesBothTownsAndThePriorRank() throws {
        let found = lint(file(["r": [entry(1, "西川口", true, 1), entry(2, "小岩", false, 0)]]))
        let collision = try #require(found.first { $0.ruleID == "RC203" })
        #expect(collision.message == "'小岩' (rank 2, keep) and '西川口' (rank 1, up 1) both imply prior rank 2")
        #expect(collision.related.count == 1)
        #expect(collision.identity == "小岩")
    }

    @Test func competitionAllowsSharedPriorRanksButNotTheSkippedOnes() {
        // 蕨 and 柏 both claim prior rank 2 (a tie), so nobody can have been 3rd.
        let source = file(["r": [entry(1, "蕨", true, 1), entry(2, "柏", false, 0), entry(3, "東京", false, 0)]])
        #expect(ids(lint(source, ties: .competition)).filter { $0 == "RC203" } == ["RC203"])
        // 東京 from prior rank 4 (down 1) is consistent with the tie at 2.
        let fine = file(["r": [entry(1, "蕨", true, 1), entry(2, "柏", false, 0), entry(3, "東京", false, 1)]])
        #expect(!ids(lint(fine, ties: .competition)).contains("RC203"))
        #expect(ids(lint(fine, ties: .none)).contains("RC203"))
    }

    @Test func impossiblePriorRankUsesTheFluctuationValue() throws {
        let found = lint(file(["r": [entry(1, "蕨", false, 1)]]))
        let impossible = try #require(found.first { $0.ruleID == "RC202" })
        #expect(impossible.message == "rank 1 down 1 implies prior rank 0, but ranks start at 1")
    }

    @Test func upByZeroOffersAnUnsafeFix() throws {
        let finding = try #require(lint(file(["r": [entry(1, "蕨", true, 0)]])).first { $0.ruleID == "RC201" })
        #expect(finding.fix?.isSafe == false)
        #expect(finding.fix?.edits.map(\.replacement) == ["false"])
    }
}

@Suite struct HygieneAndAttributeEdgeCases {
    @Test(arguments: [
        (" 蕨", "has leading white space"), ("蕨\u{3000}", "has trailing white space"), ("武蔵  小杉", "has doubled white space"),
        ("武蔵\u{200B}小杉", "U+200B"), ("蕨\u{FEFF}", "invisible character"), ("ＪR", "mixes full-width and half-width"),
        ("ｶワサキ", "katakana"),
    ])
    func hygieneProblems(_ name: String, _ fragment: String) {
        #expect(NameHygiene.problems(in: name).contains { $0.contains(fragment) }, "\(NameHygiene.problems(in: name))")
    }

    @Test func cleanNamesHaveNoProblems() {
        for name in ["本厚木", "JR中央線ほか", "Shin-Okubo 2", "霞ヶ関"] { #expect(NameHygiene.problems(in: name).isEmpty) }
    }

    @Test func attributesAgreeingAcrossListsAreFine() {
        let source = file(["a": [entry(1, "川口", false, 0, line: "X")], "b": [entry(1, "川口", false, 0, line: "X")]])
        #expect(!ids(lint(source)).contains("RC301"))
    }

    /// Values are compared by their text: the same text escaped differently agrees, a value
    /// missing in one list is not compared, and a different value in a third list is found
    /// against the first list that has the town.
    @Test func attributesCompareByTextWhateverTheirBytes() {
        let escaped = file(["a": [entry(1, "川口", false, 0, line: "JR線")], "b": [entry(1, "川口", false, 0, line: #"JR\u7dda"#)]])
        #expect(!ids(lint(escaped)).contains("RC301"))
        let missing = file(["a": [entry(1, "川口", false, 0)], "b": [entry(1, "川口", false, 0, line: "X")]])
        #expect(!ids(lint(missing)).contains("RC301"))
        let third = file(["a": [entry(1, "川口", false, 0, line: "X"), entry(2, "蕨", false, 0, line: "Y")],
                          "b": [entry(1, "蕨", false, 0, line: "Y"), entry(2, "川口", false, 0, line: "X")],
                          "c": [entry(1, "川口", false, 0, line: "Y"), entry(2, "蕨", false, 0, line: "Y")]])
        let found = lint(third).filter { $0.ruleID == "RC301" }
        #expect(found.map(\.message) == [#"'availableLine' of '川口' is "Y" here but "X" in 'a'"#])
    }

    /// Large objects are checked through a table of key hashes, small ones pairwise: both find
    /// each repeated key once, escaped spellings included, and nothing in distinct keys.
    @Test(arguments: [3, 16, 17, 40, 5_000])
    func duplicateKeysAreFoundInObjectsOfAnySize(_ count: Int) {
        let keys = (0..<count).map { "\"k\($0)\": \($0)" }
        let object = { (extra: [String]) in #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0, "#
            + (keys + extra).joined(separator: ", ") + "}]}" }
        let duplicates = { (source: String) in lint(source).filter { $0.ruleID == "RC006" }.map(\.message) }
        #expect(duplicates(object([])).isEmpty)
        #expect(duplicates(object([#""k0": 1"#])) == ["duplicate key 'k0' in this object"])
        #expect(duplicates(object([#""k\u0030": 1"#, #""rank": 2"#])) == ["duplicate key 'k0' in this object", "duplicate key 'rank' in this object"])
        let lists = "{" + (0..<count).map { "\"l\($0)\": []" }.joined(separator: ", ")
        #expect(duplicates(lists + "}").isEmpty)
        #expect(duplicates(lists + #", "l0": []}"#) == ["duplicate key 'l0' in this object"])
    }

    @Test func unknownFieldSuggestsTheNearestName() {
        #expect(closestName(to: "rankFluctation", among: RankingFormat.fields.map(\.name)) == "rankFluctuation")
        #expect(closestName(to: "townname", among: RankingFormat.fields.map(\.name)) == "townName")
        #expect(closestName(to: "population", among: RankingFormat.fields.map(\.name)) == nil)
        // Three characters longer is still three edits away, the most a long name may be.
        #expect(closestName(to: "rankFluctuationXYZ", among: RankingFormat.fields.map(\.name)) == "rankFluctuation")
        #expect(closestName(to: "rankFluctuationWXYZ", among: RankingFormat.fields.map(\.name)) == nil)
        #expect(closestName(to: "RANK", among: ["rank", "rank"]) == "rank")
        #expect(closestName(to: "", among: ["a", "abcd"]) == "a")
        // Characters, not bytes or scalars: a decomposed é is the candidate's precomposed one, and
        // a character no candidate holds differs from all of theirs.
        #expect(closestName(to: "cafe\u{301}s", among: ["café", "cafés"]) == "cafés")
        #expect(closestName(to: "駅名前", among: ["駅まで", "駅名"]) == "駅名")
        #expect(closestName(to: "ÉÉÉÉ", among: ["éééé"]) == "éééé")
    }
}

@Suite struct RealDataTests {
    /// The published 2021 file: exactly two true findings, each checked by hand against the data.
    @Test func realFileFindingsAreTrue() throws {
        let path = packageRoot + "/Fixtures/TownRanking2021.json"
        let bytes = try #require(readBytes(path))
        let report = Linter().lint(path: "TownRanking2021.json", bytes: bytes)
        // RC203: 西川口 is rank 12 "up 8" (prior rank 20) and 小岩 is rank 20 "keep" (prior rank 20):
        // both cannot have been 20th in 2020.
        // RC301: 川口 has availableLine "JR中央線ほか" in the rent list and "JR京浜東北・根岸線" in the buy list.
        #expect(report.findings.map(\.ruleID) == ["RC203", "RC301"])
        #expect(report.positionedFindings[0].location.start == LineColumn(line: 140, column: 32))
        #expect(report.positionedFindings[1].location.start == LineColumn(line: 269, column: 30))
        #expect(!report.findings.contains { $0.ruleID < "RC100" }, "no structural finding on the real file")
    }
}

/// `rankcheck init`'s reading of a rank that runs 1…N but for a mistake or two.
@Suite struct NearRankRunEdgeCases {
    @Test func aNameSaysItHoldsTheRankWhenItsLastWordIsRank() {
        for name in ["rank", "Rank", "position", "world_rank", "Overall Rank", "ranking", "team-ranking"] { #expect(ShapeInference.isRankName(name), "\(name)") }
        for name in ["previous_rank", "peak-rank", "Last Week Rank", "rank_change", "ranked", "cranks", "name"] { #expect(!ShapeInference.isRankName(name), "\(name)") }
    }

    @Test func aGapOrARepeatIsOneBreak() {
        #expect(ShapeInference.nearlyRunsOneToN([1, 2, 3, 5, 6]))
        #expect(ShapeInference.nearlyRunsOneToN([1, 2, 3, 3, 4, 5]))
        #expect(ShapeInference.nearlyRunsOneToN([1, 2, 2, 4, 5, 7]))  // a shared rank, then a gap
        #expect(ShapeInference.nearlyRunsOneToN([1, 2, 4, 5, 7, 8]) == false)  // two breaks in six
        // One break in twenty values.
        #expect(ShapeInference.nearlyRunsOneToN(Array(1...60).filter { $0 != 7 && $0 != 30 }.map(Int64.init)))
        #expect(ShapeInference.nearlyRunsOneToN(Array(1...40).filter { $0 != 7 && $0 != 30 }.map(Int64.init)) == false)
    }

    @Test func anEntryWithoutARankIsOneBreak() {
        #expect(ShapeInference.nearlyRunsOneToN([1, 2, 3, 4], missing: 1))
        #expect(ShapeInference.nearlyRunsOneToN([1, 2, 4, 5], missing: 1))  // the entry without one is rank 3
        #expect(ShapeInference.nearlyRunsOneToN([1, 2, 4, 6], missing: 1) == false)  // two gaps in five
        #expect(ShapeInference.nearlyRunsOneToN(Array(1...38).map(Int64.init), missing: 2))  // two in forty
        #expect(ShapeInference.nearlyRunsOneToN(Array(1...38).map(Int64.init), missing: 3) == false)
        #expect(ShapeInference.ranksWithMistakes(([1, 2], missing: 1)))
        #expect(ShapeInference.ranksWithMistakes(([1, 2], missing: 3)) == false)  // most entries have none
    }

    @Test func aCountOrAYearDownAListIsNotARank() {
        #expect(ShapeInference.nearlyRunsOneToN([2021, 2021, 2021, 2021]) == false)
        #expect(ShapeInference.nearlyRunsOneToN([1, 1, 1, 2, 2, 2]) == false)
        // A group's number down a list breaks at each new value; bands of shared ranks, once.
        #expect(ShapeInference.nearlyRunsOneToN([Int64](repeating: 1, count: 30) + [Int64](repeating: 2, count: 30) + [Int64](repeating: 3, count: 40)) == false)
        #expect(ShapeInference.nearlyRunsOneToN(Array(1...20) + [Int64](repeating: 21, count: 6) + [Int64](repeating: 26, count: 24) + [Int64](repeating: 51, count: 10)))
        #expect(ShapeInference.nearlyRunsOneToN([2, 3, 4]) == false)
        #expect(ShapeInference.nearlyRunsOneToN([1, 2]) == false)
    }

    @Test func numbersAtTheEdgeOfTheirTypeDoNotTrap() {
        #expect(ShapeInference.nearlyRunsOneToN([1, .max - 1, .max - 1, .max - 1, .max]) == false)
        #expect(ShapeInference.nearlyRunsOneToN([1, 2, 3, .max]))
        #expect(ShapeInference.runsOneToN([.min, 1, .max]) == false)
        #expect(ShapeInference.runsOneToN([1, 2, 2, 4]))
        #expect(ShapeInference.runsOneToN([1, 2, 4]) == false)
    }
}
