import Foundation
import Testing
@testable import RankCheckCore

@Suite struct DiffEngineTests {
    let prior = file(["r": [entry(1, "池袋", false, 0), entry(2, "葛西", false, 0), entry(3, "川崎", false, 0), entry(4, "本厚木", false, 0), entry(5, "大宮", false, 0)]])

    @Test func correctMovementsGiveNoFindings() {
        let current = file(["r": [entry(1, "本厚木", true, 3), entry(2, "大宮", true, 3), entry(3, "葛西", false, 1), entry(4, "池袋", false, 3), entry(5, "川崎", false, 2)]])
        #expect(lint(current, prior: prior).isEmpty)
    }

    @Test func wrongMagnitudeIsRC401WithAFixThatRewritesOnlyTheNumber() throws {
        let current = file(["r": [entry(1, "本厚木", true, 2), entry(2, "大宮", true, 3), entry(3, "葛西", false, 1), entry(4, "池袋", false, 3), entry(5, "川崎", false, 2)]])
        let found = lint(current, prior: prior)
        let mismatch = try #require(found.first { $0.ruleID == "RC401" })
        #expect(mismatch.message == "claims up 2 (prior rank 3) but '本厚木' was rank 4 in prior.json: up 3")
        #expect(mismatch.fix?.edits.map(\.replacement) == ["3"])
        #expect(mismatch.related.first?.location.path == "prior.json")
        #expect(mismatch.related.first?.location.start.line == 1)
    }

    @Test func wrongDirectionRewritesTheFlag() throws {
        let current = file(["r": [entry(1, "本厚木", true, 3), entry(2, "大宮", true, 3), entry(3, "葛西", true, 1), entry(4, "池袋", false, 3), entry(5, "川崎", false, 2)]])
        let mismatch = try #require(lint(current, prior: prior).first { $0.ruleID == "RC401" })
        #expect(mismatch.fix?.edits.map(\.replacement) == ["false"])
    }

    @Test func aNameRepeatedLastYearIsComparedWithNeitherEntryAndOneNoteSaysSo() throws {
        // Which 池袋 moved is a guess (rank 1 or rank 3 last year): no RC401, one RC403 note.
        let repeated = file(["r": [entry(1, "池袋", false, 0), entry(2, "葛西", false, 0), entry(3, "池袋", false, 0)]])
        let current = file(["r": [entry(1, "池袋", true, 2), entry(2, "葛西", false, 0)]])
        let found = lint(current, prior: repeated)
        #expect(!found.contains { $0.ruleID == "RC401" })
        let notes = found.filter { $0.ruleID == "RC403" }
        #expect(notes.map(\.message) == ["'池袋' appears more than once in prior.json's list, so its move is not checked against prior.json"])
        // Twice in this year's list: the same, once for the name (RC103 reports the repeat itself).
        let twice = file(["r": [entry(1, "葛西", false, 1), entry(2, "葛西", true, 1)]])
        let both = lint(twice, prior: repeated)
        #expect(both.filter { $0.ruleID == "RC403" }.map(\.message) == ["'葛西' appears more than once in 'r', so its move is not checked against prior.json"])
        #expect(!both.contains { $0.ruleID == "RC401" })
    }

    /// Rules find byte ranges; lines, columns and snippets are resolved only when a report
    /// prints the findings, and resolving changes nothing else about them.
    @Test func positionsAreResolvedWhenPrinted() throws {
        let current = file(["r": [entry(1, "牛込柳町", true, 191), entry(1, "目黒", false, 0)]])
        let linter = Linter()
        let priorYear = PriorPeriod(path: "prior.json", file: try #require(linter.read(Array(prior.utf8)).success))
        let report = linter.lint(path: "c.json", bytes: Array(current.utf8), prior: priorYear)
        let found = report.findings, printed = report.positionedFindings
        #expect(Set(found.map(\.severity)) == [.note, .error])
        #expect(found.allSatisfy { $0.location.lineText == nil && $0.location.start.line == 0 })
        #expect(printed.allSatisfy { $0.location.lineText != nil && $0.location.start.line > 0 })
        #expect(found.map(\.ruleID) == printed.map(\.ruleID) && found.map(\.location.range) == printed.map(\.location.range)
                && found.map(\.message) == printed.map(\.message))
        #expect(RunReport(toolVersion: "t", files: [report]).findings == printed)
    }

    /// A big file's rules run on every core while last year's file may still be read: the
    /// report is the one made with last year's file at hand, which is waited for once.
    @Test func rulesStartedBeforeThePriorYearIsReadReportTheSame() throws {
        let towns = (0..<6_000).map { "町\($0)" }
        let lastYear = file(["a": towns.indices.map { entry($0 + 1, towns[$0], false, 0) }, "b": towns.indices.map { entry($0 + 1, towns[$0], false, 0) }])
        // Every hundredth claim is wrong; a rank is repeated and an attribute differs across lists.
        let thisYear = file([
            "a": towns.indices.map { entry($0 + 1, towns[$0], false, $0 % 100 == 7 ? 1 : 0, line: "線") },
            "b": towns.indices.map { entry($0 == 9 ? 9 : $0 + 1, towns[$0], false, 0, line: $0 == 3 ? "別線" : "線") },
        ])
        let bytes = SourceBytes(Array(thisYear.utf8))
        try #require(bytes.count >= Linter.parallelRulesThreshold)
        let linter = Linter()
        let priorYear = PriorPeriod(path: "prior.json", file: try #require(linter.read(Array(lastYear.utf8)).success))
        let waited = ConcurrentSlots<Int>(count: 1)
        let awaited = linter.lint(path: "c.json", bytes: bytes, parsed: linter.read(bytes), awaitingPrior: {
            waited.set(0, waited.values(fallback: 0)[0] + 1)
            return priorYear
        }, ties: .none, selection: RuleSelection())
        let atHand = linter.lint(path: "c.json", bytes: bytes, prior: priorYear)
        #expect(waited.values(fallback: 0) == [1])
        #expect(Set(awaited.findings.map(\.ruleID)) == ["RC101", "RC102", "RC301", "RC401"])
        #expect(awaited.findings == atHand.findings)
        #expect(awaited.priorLabel == "prior.json" && awaited.comparisons.map(\.list.name) == atHand.comparisons.map(\.list.name))
    }

    @Test func newEntriesAreTakenUnverifiableOrRenamed() {
        let taken = file(["r": [entry(1, "目黒", false, 0)]])
        #expect(ids(lint(taken, prior: prior)) == ["RC402"])
        let beyond = file(["r": [entry(1, "牛込柳町", true, 191)]])
        #expect(ids(lint(beyond, prior: prior)) == ["RC403"])
        let renamedPrior = file(["r": [entry(1, "霞ヶ関", false, 0)]])
        let renamed = file(["r": [entry(1, "霞ケ関", false, 0)]])
        #expect(ids(lint(renamed, prior: renamedPrior)) == ["RC404"])
    }

    @Test func aRenamedTownIsLookedUpAmongLastYearsEntriesThatNoNameFound() {
        // Two spellings last year share a normal form; this year keeps the first as it was and
        // writes the second a third way: the third spelling is the second renamed, not a new town
        // that took rank 2.
        let twoSpellings = file(["r": [entry(1, "武蔵 小杉", false, 0), entry(2, "武蔵  小杉", false, 0)]])
        let current = file(["r": [entry(1, "武蔵 小杉", false, 0), entry(2, "武蔵\u{3000}小杉", false, 0)]])
        let found = lint(current, prior: twoSpellings)
        #expect(found.filter { $0.ruleID.hasPrefix("RC4") }.map(\.ruleID) == ["RC404"])
        #expect(found.first { $0.ruleID == "RC404" }?.message.contains("'武蔵  小杉'") == true)
    }

    @Test func listsMissingInThePriorFileAreSkipped() {
        let current = file(["other": [entry(1, "目黒", false, 0)]])
        #expect(lint(current, prior: prior).isEmpty)
    }

    @Test(arguments: [("霞ヶ関", "霞ケ関"), ("霞ヶ関", "霞が関"), ("市ヶ谷", "市ケ谷"), ("御茶ノ水", "御茶の水"), ("ＪＲ蕨", "JR蕨"), ("武蔵 小杉", "武蔵小杉")])
    func nameVariantsMatch(_ a: String, _ b: String) {
        #expect(NameNormalization.matchKey(a) == NameNormalization.matchKey(b))
    }

    /// ASCII names take a byte path; it must give what the Unicode path gives (white space and
    /// control characters removed, nothing else touched).
    @Test(arguments: ["Song 1 / Artist 2", " Song\t1\n", "A\u{7F}B\u{01}c", "no-spaces", "  ", "霞ヶ関 Song 1"])
    func asciiMatchKeysAgreeWithTheUnicodePath(_ name: String) {
        let expected = String(String.UnicodeScalarView(name.unicodeScalars.filter {
            !$0.properties.isWhitespace && !NameHygiene.isInvisible($0)
        }))
        #expect(NameNormalization.matchKey(name) == expected)
        #expect(NameNormalization.matchKey("Song 1 / Artist 2") == NameNormalization.matchKey("Song 1 /  Artist 2"))
    }

    /// The key read in place (one pass for ASCII) is the key `matchKey` makes, and it says it
    /// is the name's own bytes only when it is.
    @Test(arguments: ["Song 1 / Artist 2", " Song\t1\n", "A\u{7F}B\u{01}c", "no-spaces", "  ", "", "霞ヶ関 Song 1", "霞ヶ関", "霞ケ関",
                      "蕨", "ＪＲ蕨", "Café", "武蔵 小杉"])
    func matchKeysReadInPlaceAreTheKeysMade(_ name: String) {
        NameNormalization.withMatchKey(of: name) { key, isName in
            #expect(Array(key) == Array(NameNormalization.matchKey(name).utf8))
            if isName { #expect(Array(key) == Array(name.utf8)) }
        }
        #expect(NameNormalization.withMatchKey(of: "Song 1 / Artist 2") { _, isName in isName } == false)
        #expect(NameNormalization.withMatchKey(of: "no-spaces") { _, isName in isName } == true)
    }

    /// Plainness read eight bytes at a time agrees with its definition, character by character,
    /// on names built from the characters where the two could differ (spaces at word edges,
    /// doubled, leading or trailing; controls; DEL; kana, kanji, connectors, accents).
    @Test func plainNamesReadByWordsAreThoseDefined() {
        // Mostly printable ASCII and spaces, so that many runs of eight bytes take the word path.
        let alphabet: [Character] = ["a", "b", "c", "Z", "1", "/", "a", "b", "c", "Z", "1", "/", " ", " ", " ", " ",
                                     "\t", "\u{7F}", "\u{01}", "蕨", "ヶ", "の", "é", "ア"]
        let connectors: Set<UInt32> = [0x30F6, 0x30B1, 0x30F5, 0x30AB, 0x304B, 0x304C, 0x30AC, 0x3051, 0x30CE, 0x4E4B, 0x306E]
        var generator = SeededGenerator(state: 18)
        let edges = [" abcdefgh", "abcdefg ", "abcdefgh ", "abcdefghijklmno ", "abc  defgh", "abcdefg  hij", "abcdefg hij", "abcdefgh ijklmnop"]
        for round in 0..<40_000 {
            let name = round < edges.count ? edges[round]
                : String((0..<Int.random(in: 0...26, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
            let scalars = Array(name.unicodeScalars)
            for (connectorsAllowed, spacesAllowed) in [(false, false), (true, true), (true, false)] {
                let defined = scalars.indices.allSatisfy { k in
                    let v = scalars[k].value
                    if v == 0x20 { return spacesAllowed && k > 0 && k + 1 < scalars.count && scalars[k + 1] != " " }
                    return Unicode.Scalar.isPlainNameCharacter(v) && (connectorsAllowed || !connectors.contains(v))
                }
                #expect(NameNormalization.isPlain(name, allowingConnectors: connectorsAllowed, allowingSingleSpaces: spacesAllowed) == defined,
                        "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test func distinctNamesDoNotMatch() {
        #expect(NameNormalization.matchKey("カナダ") != NameNormalization.matchKey("ケナダ"))
        #expect(NameNormalization.matchKey("川口") != NameNormalization.matchKey("川崎"))
    }

    @Test(arguments: [
        ("data/TownRanking2021.json", "data/TownRanking2020.json"),
        ("data/2021/rent.json", "data/2020/rent.json"),
        ("2000/x-1999.json", "2000/x-1998.json"),
        ("rank-20215.json", nil), ("plain.json", nil), ("v3000.json", nil),
    ] as [(String, String?)])
    func priorYearDiscovery(_ path: String, _ expected: String?) {
        #expect(PriorYearDiscovery.priorPath(for: path) == expected)
    }

    @Test(arguments: [
        ("data/2021.csv", ["data/2020.csv", "data/2020.json", "data/2020.tsv"]),
        ("data/TownRanking2021.json", ["data/TownRanking2020.json", "data/TownRanking2020.csv", "data/TownRanking2020.tsv"]),
        ("v1.5/2021", ["v1.5/2020"]), ("2021.txt", ["2020.txt"]), ("plain.csv", []),
    ] as [(String, [String])])
    func priorYearDiscoveryTriesTheOtherKindsOfData(_ path: String, _ expected: [String]) {
        #expect(PriorYearDiscovery.priorPaths(for: path) == expected)
    }

    @Test func movementTableListsEveryEntryEnteredAndDropped() throws {
        let linter = Linter()
        let priorFile = try #require(linter.read(Array(prior.utf8)).success)
        let current = try #require(linter.read(Array(file(["r": [entry(1, "本厚木", true, 3), entry(2, "目黒", true, 9)]]).utf8)).success)
        let comparison = ListComparison(current.lists[0], prior: PriorPeriod(path: "prior.json", file: priorFile).index.list(named: "r"))
        let table = MovementTable(comparison)
        #expect(table.rows.map(\.status) == ["ok", "unverifiable"])
        #expect(table.entered == ["目黒"])
        #expect(table.droppedOut.map(\.name) == ["池袋", "葛西", "川崎", "大宮"])
    }

    /// Period names read as dates or numbers, ASCII ones byte by byte and others by character:
    /// a digit with a combining mark is no digit, and full-width digits are none.
    @Test func seriesPeriodKeys() {
        typealias Period = SeriesOrder.Period
        let expected: [(String, Period?)] = [
            ("1958-08-04", Period(date: 1958, 8, 4)), ("2021-03", Period(date: 2021, 3)), ("1958/08/04", Period(date: 1958, 8, 4)),
            ("1958.08", Period(date: 1958, 8)), ("chart-2021.json", Period(number: 2021)), ("week-12.json", Period(number: 12)),
            ("1958-8-04", Period(number: 4)), ("週1958-08-04", Period(date: 1958, 8, 4)), ("1958-0\u{301}8-04", Period(number: 4)),
            ("１２", nil), ("no number", nil), ("1234567890123456789", nil), ("123456789012345678", Period(number: 123456789012345678)),
            ("12-1958-08", Period(date: 1958, 8)), ("1958-08-04-2021", Period(date: 1958, 8, 4)), ("x1958-0x-2021-05", Period(date: 2021, 5)),
            ("v1.2", Period(number: 2)), ("2021-05.1", Period(date: 2021, 5)), ("0042", Period(number: 42)),
            // The day and month before the year, as written (which is the month, the series tells).
            ("1/9/2021", Period(date: 2021, 1, 9)), ("09.01.2021", Period(date: 2021, 9, 1)), ("week of 12-26-2020", Period(date: 2020, 12, 26)),
            ("1/9-2021", Period(number: 2021)), ("1/9/20211", Period(number: 20211)), ("123/9/2021", Period(number: 2021)), ("1/2/21", Period(number: 21)),
            // The month by its English name, full or in three letters, and a quarter by its first month.
            ("Jan 9, 2021", Period(date: 2021, 1, 9)), ("9 January 2021", Period(date: 2021, 1, 9)), ("January 9th, 2021", Period(date: 2021, 1, 9)),
            ("March 2021", Period(date: 2021, 3)), ("Sept. 2021", Period(date: 2021, 9)), ("chart-dec-2020.json", Period(date: 2020, 12)),
            ("Q1 2021", Period(date: 2021, 1)), ("2021-Q3", Period(date: 2021, 7)), ("May 32, 2021", Period(date: 2021, 5)),
            ("Mayor 2021", Period(number: 2021)), ("Ma 2021", Period(number: 2021)), ("Q5 2021", Period(number: 2021)), ("January 9", Period(number: 9)),
            // A week of a year.
            ("2021-W52", Period(week: 52, of: 2021)), ("2022 Week 1", Period(week: 1, of: 2022)), ("Week 3, 2022", Period(week: 3, of: 2022)),
            ("wk 7 2021", Period(week: 7, of: 2021)), ("2021-W54", Period(number: 54)), ("Week 12", Period(number: 12)), ("w2021", Period(number: 2021)),
        ]
        for (name, period) in expected { #expect(SeriesOrder.period(name) == period, "\(name)") }
        // Stable, dates before later dates, and a mix of dates and numbers left as given.
        #expect(SeriesOrder.sorted(["2021-02", "2020-12-31", "2021-01", "2020-12-31"]) == [1, 3, 2, 0])
        #expect(SeriesOrder.sorted(["week-10", "week-9", "week-11"]) == [1, 0, 2])
        #expect(SeriesOrder.sorted(["2021-02", "week-9"]) == [0, 1])
        #expect(SeriesOrder.sorted([]) == [])
        // Days and months before the year: month first when a second part passes 12, day first
        // when a first part does or the dates are written with '.', either when both agree.
        #expect(SeriesOrder.sorted(["1/23/2021", "1/16/2021", "12/26/2020", "1/2/2021"]) == [2, 3, 1, 0])
        #expect(SeriesOrder.sorted(["23/1/2021", "16/1/2021", "26/12/2020", "2/1/2021"]) == [2, 3, 1, 0])
        #expect(SeriesOrder.sorted(["02.01.2021", "09.01.2021", "01.12.2020"]) == [2, 0, 1])
        #expect(SeriesOrder.sorted(["2/1/2021", "1/1/2021", "12/1/2020"]) == [2, 1, 0])
        // Left as given: the two readings disagree, a month would pass 12 either way, or a mix.
        #expect(SeriesOrder.sorted(["2/3/2021", "3/2/2021"]) == [0, 1])
        #expect(SeriesOrder.sorted(["13/1/2021", "1/13/2021"]) == [0, 1])
        #expect(SeriesOrder.sorted(["2021-01-09", "1/2/2021"]) == [0, 1])
        // Months by name: a year's months in calendar order, not the alphabet's.
        #expect(SeriesOrder.sorted(["April 2021", "February 2021", "Jan 16, 2021", "December 2020"]) == [3, 2, 1, 0])
        #expect(SeriesOrder.sorted(["2022-W02", "2022-W01", "2021-W52", "2021-W51"]) == [3, 2, 1, 0])
        // One order over both kinds: a number and a date with the same numbers are not equal, so one comes first.
        #expect(Period(number: 2021) < Period(date: 2021, 0) && !(Period(date: 2021, 0) < Period(number: 2021)))
    }
}

/// The CLI reads last year's lists while parsing the file (`PriorPeriodListReader`); it must read
/// exactly what the entry model reads.
@Suite struct PriorPeriodListReaderTests {
    static let crafted = [
        #"{"r": [{"rank": 1, "townName": "a", "rank": "x"}, {"rank": 2, "townName": "b", "townName": "c"}]}"#,
        #"{"r": [{"r\u0061nk": 2, "town\u004eame": "b\u0063"}, {"rank": 3, "townName": "\ud83d\ude00"}, {"rank": 4, "townName": "bc"}, {"rank": 5, "townName": "東京メトロ東西線ほか"}]}"#,
        #"{"r": [{"rank": {"a": 1}, "townName": "a"}, {"rank": 3, "townName": ["x"]}, 5, "s", [1], {"rank": 4, "townName": "d", "extra": {"rank": 9, "townName": "zz"}}]}"#,
        #"{"r": [{"rank": 1, "townName": "a"}], "r": [{"rank": 2, "townName": "b"}, {"rank": 3, "townName": "e"}]}"#,
        #"{"$schema": [{"rank": 1, "townName": "a"}], "r": []}"#,
        #"[{"r": [{"rank": 1, "townName": "a"}]}]"#,
        #"{"x": {"r": [{"rank": 1, "townName": "a"}]}, "n": 1, "s": "t"}"#,
        #"{"r": [{"rank": 0, "townName": "a"}, {"rank": 1.0, "townName": "b"}, {"rank": -1, "townName": "c"}, {"rank": 99999999999999999999, "townName": "d"}, {"rank": 5, "townName": ""}, {"rank": 6, "townName": 5}, {"rank": 7}, {"townName": "g"}, {}]}"#,
        #"{"r": [{"rankX": 1, "townName": "a", "rank": 2}, {"ran": 1, "townName": "b", "rank": 3}, {"townName": "c", "rank": 4}]}"#,
        #"{}"#, #"[]"#, #"3"#,
    ]

    /// The entry reader tries the n-th field for the n-th member first; any other order, a key
    /// that only starts like a field name, or an escaped name reads the same.
    @Test func fieldsAreReadInAnyOrder() throws {
        let text = #"{"r": [{"rank": 1, "townName": "a", "isRankUp": true, "rankFluctuation": 2, "availableLine": "L"}, "#
            + #"{"availableLine": "L", "rankFluctuation": 2, "isRankUp": true, "townName": "a", "rank": 1}, "#
            + #"{"rankX": 9, "rank": 1, "townNam": "z", "townName": "a", "isRankUp": true, "rankFluctuation": 2, "availableLine": "L"}, "#
            + #"{"r\u0061nk": 1, "townName": "a", "isRankUp": true, "rankFluctuation": 2, "availableLine": "L"}]}"#
        let file = RankingFile(document: try #require(parse(text).success))
        let list = try #require(file.lists.first)
        let entries = list.entries
        #expect(entries.count == 4)
        for entry in entries {
            #expect(entry.rank?.value == 1 && list.name(of: entry) == "a" && entry.isRankUp?.value == true)
            #expect(entry.rankFluctuation?.value == 2 && entry.availableLine != nil)
        }
        #expect(entries.indices.map { list.unknownFields(at: $0).count } == [0, 0, 2, 0])
        #expect(entries.map(\.hasUnknownFields) == [false, false, true, false])
    }

    @Test func listsReadWhileParsingEqualTheListsOfTheModel() throws {
        let fixtures = FileManager.default.enumerator(atPath: packageRoot + "/Fixtures")?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
        #expect(fixtures.count > 20)
        let sources = Self.crafted.map { Array($0.utf8) } + fixtures.compactMap { readBytes(packageRoot + "/Fixtures/" + $0) }
        var compared = 0
        for bytes in sources {
            guard case .success(let file) = Linter().read(bytes) else {
                #expect(Linter().readPriorPeriod(bytes, path: "p.json").failure != nil)
                continue
            }
            for list in file.lists {  // the model also hashes names from the bytes
                #expect(list.names.hashes == list.entries.map { list.name(of: $0).map(NameTable.hash) ?? 0 })
            }
            let streamed = try #require(Linter().readPriorPeriod(bytes, path: "p.json").success)
            #expect(summary(streamed.index) == summary(PriorPeriod(path: "p.json", file: file).index), "\(String(decoding: bytes.prefix(200), as: UTF8.self))")
            compared += 1
        }
        #expect(compared > 20)
    }

    /// Names stay where their bytes are (between a plain string's quotes, a number's text) or
    /// are decoded into their list (escapes, composite identities); either way they read back
    /// as their text and match across years, however each year writes them.
    @Test func namesReadWhereTheyAreMatchHoweverTheyAreWritten() throws {
        let escapedNow = #"{"r": [{"rank": 1, "townName": "\u672c\u539a\u6728", "isRankUp": true, "rankFluctuation": 3}]}"#
        let plainBefore = file(["r": [entry(1, "池袋", false, 0), entry(2, "葛西", false, 0), entry(3, "川崎", false, 0), entry(4, "本厚木", false, 0)]])
        let document = try #require(parse(escapedNow).success)
        let list = try #require(RankingFile(document: document).lists.first)
        #expect(list.entries.map { list.name(of: $0) } == ["本厚木"])
        // Matched through the model's index and through the streaming reader's.
        #expect(!lint(escapedNow, prior: plainBefore).contains { $0.ruleID == "RC401" || $0.ruleID == "RC402" })
        let streamed = try #require(Linter().readPriorPeriod(Array(plainBefore.utf8), path: "p.json").success)
        #expect(!Linter().lint(path: "c.json", bytes: Array(escapedNow.utf8), prior: streamed).findings.contains { $0.ruleID == "RC401" || $0.ruleID == "RC402" })
        let escapedBefore = #"{"r": [{"rank": 1, "townName": "\u8568", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "\u67cf", "isRankUp": false, "rankFluctuation": 0}]}"#
        let plainNow = file(["r": [entry(1, "柏", true, 1), entry(2, "蕨", false, 1)]])
        #expect(lint(plainNow, prior: escapedBefore).filter { $0.severity != .note }.isEmpty)
        let wrong = file(["r": [entry(1, "柏", true, 2), entry(2, "蕨", false, 1)]])
        #expect(lint(wrong, prior: escapedBefore).map(\.ruleID).contains("RC401"))
        // A composite identity with an escaped part and a number part.
        let shape = #"{"lists": ["/songs"], "rank": "/pos", "identity": ["/song", "/id"], "movement": "none"}"#
        let linter = Linter(shape: try RankingShape.parse(Array(shape.utf8), path: "shape.json"))
        let songs = #"{"songs": [{"pos": 1, "song": "A\u0042", "id": 7}, {"pos": 2, "song": "C", "id": 12}]}"#
        let shaped = try #require(linter.read(Array(songs.utf8)).success?.lists.first)
        #expect(shaped.entries.map { shaped.name(of: $0) } == ["AB / 7", "C / 12"])
        #expect(shaped.names.hashes == ["AB / 7", "C / 12"].map(NameTable.hash))
    }

    private func summary(_ index: PriorPeriodIndex) -> [String] {
        index.lists.map(\.name).sorted().map { name in
            let list = index.list(named: name)!
            // Each name is looked up too: the reader hashes names from the bytes, the model from its strings.
            return "\(name) length \(list.length): " + list.entries.map { "\(list.name(of: $0))@\($0.rank)[\($0.range.start)-\($0.range.end)]#\(list.position(named: list.name(of: $0))!)" }.joined(separator: " ")
        }
    }
}

/// Last year's bytes are let go once indexed; snippets of its lines come from remembered places.
@Suite struct RememberedPlaceTests {
    @Test func snippetsOfLastYearMatchWhatTheWholeFileWouldShow() throws {
        let towns = (1...60).map { "町\($0)番" }
        let priorEntries = towns.enumerated().map { entry($0.offset + 1, $0.element, false, 0) }
        // The current year swaps the first two and claims the wrong move for the last one.
        var currentEntries = priorEntries
        currentEntries[0] = entry(1, towns[1], true, 1)
        currentEntries[1] = entry(2, towns[0], false, 1)
        currentEntries[59] = entry(60, towns[59], false, 3)
        let current = file(["r": currentEntries])
        let minified = file(["r": priorEntries])
        let pretty = minified.replacingOccurrences(of: "}, {", with: "},\n    {").replacingOccurrences(of: "\"r\": [", with: "\n  \"r\": [\n    ")
        for prior in [minified, pretty, pretty.replacingOccurrences(of: "\n", with: "\r\n")] {
            let findings = lint(current, prior: prior)
            let related = try #require(findings.first { $0.ruleID == "RC401" }?.related.first?.location)
            let bytes = Array(prior.utf8)
            let (start, line) = try #require(PositionResolver.positions(of: [related.range.start], in: bytes)[related.range.start])
            var expected = Location(path: "prior.json", range: related.range)
            expected.start = start
            PositionResolver.excerpt(bytes, line: line, around: related.range.start, into: &expected)
            #expect(related.start == expected.start)
            #expect(related.end.line == expected.start.line)
            #expect(related.lineText == expected.lineText)
            #expect(related.lineTextStartColumn == expected.lineTextStartColumn)
            #expect(related.lineTextIsCut == expected.lineTextIsCut)
            #expect(related.lineText?.contains("町60番") == true)
            if prior == minified { #expect(related.lineTextStartColumn > 100, "an excerpt of the long line") }
        }
    }

    /// Places noted while the reference format is parsed (from the parser's line count) equal
    /// places found by walking the file's lines, for every fixture and for lists laid out with
    /// LF, CRLF, CR, tabs or nothing between them.
    @Test func placesNotedWhileParsingEqualAWalkOverTheLines() throws {
        let fixtures = FileManager.default.enumerator(atPath: packageRoot + "/Fixtures")?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") } ?? []
        let towns = (1...40).map { "町\($0)番" }
        let lists = ["a": towns.enumerated().map { entry($0.offset + 1, $0.element, false, 0) },
                     "b": towns.reversed().enumerated().map { entry($0.offset + 1, $0.element, true, 1) }]
        let pretty = file(lists).replacingOccurrences(of: "}, {", with: "},\n    {").replacingOccurrences(of: "], \"", with: "],\n  \"")
        let crafted = [pretty, pretty.replacingOccurrences(of: "\n", with: "\r\n"), pretty.replacingOccurrences(of: "\n", with: "\r"),
                       pretty.replacingOccurrences(of: "\n", with: "\r\r\n\t"), pretty.replacingOccurrences(of: "    ", with: "\t \t"), file(lists)]
        var compared = 0
        for bytes in crafted.map({ Array($0.utf8) }) + fixtures.compactMap({ readBytes(packageRoot + "/Fixtures/" + $0) }) {
            guard case .success(let document) = Linter().read(bytes), case .success(let draft) = Linter().draftPriorPeriod(SourceBytes(bytes), path: "p") else { continue }
            let walked = PriorPeriodIndex.RawList.lists(of: document)
            #expect(draft.lists.map { $0.places } == walked.map { $0.places }, "\(String(decoding: bytes.prefix(120), as: UTF8.self))")
            compared += draft.lists.reduce(0) { $0 + $1.places.count }
        }
        #expect(compared > 500)
    }

    @Test func aChangedOrMissingFileKeepsPositionsAndDropsTheSnippet() throws {
        let prior = Array(file(["r": [entry(1, "蕨", false, 0), entry(2, "柏", false, 0)]]).utf8)
        let current = file(["r": [entry(1, "柏", true, 2), entry(2, "蕨", false, 1)]])
        let file = try #require(Linter().read(prior).success)
        for reader: SourceWindowReader in [{ _ in nil }, { range in Array(repeating: UInt8(ascii: " "), count: range.end - range.start) }] {
            let year = PriorPeriod(path: "prior.json", file: file, readWindow: reader)
            let findings = Linter().lint(path: "current.json", bytes: Array(current.utf8), prior: year).positionedFindings
            let related = try #require(findings.first { $0.ruleID == "RC401" }?.related.first?.location)
            #expect(related.start.line == 1 && related.start.column > 1)
            #expect(related.lineText == nil)
        }
    }

    @Test func aListLabelledByABareNumberIsNamedWithItsField() {
        let name = { (label: String, field: String?) in PriorPeriodIndex.RawList.periodName(label, field: field) }
        #expect(name("12", "week") == "week 12" && name("-3", "round") == "round -3" && name("1.5", "stage") == "stage 1.5")
        #expect(name("2021-01-02", "date") == "2021-01-02" && name("north", "region") == "north" && name("1.2.3", "v") == "1.2.3")
        #expect(name("12", nil) == "12" && name("", "week") == "" && name("-", "week") == "-" && name(".", "week") == ".")
    }
}
