import Testing
@testable import RankCheckCore

@Suite struct ConfigurationTests {
    func parseConfig(_ text: String) -> Result<Configuration, ConfigurationError> {
        do { return .success(try Configuration.parse(Array(text.utf8), path: ".rankcheck.json")) } catch { return .failure(error) }
    }

    @Test func readsEveryKey() throws {
        let config = try #require(parseConfig("""
        {"select": ["RC1", "prior-rank-collision"], "ignore": ["RC103"], "severity": {"RC301": "error"},
         "ties": "competition", "include": ["data/**/*.json"], "exclude": ["**/draft-*.json"],
         "per-file-ignores": {"data/2019/*.json": ["RC4"]}, "prior": "archive/TownRanking{year}.json", "show-notes": true}
        """).success)
        #expect(config.selection.selected == ["RC101", "RC102", "RC103", "RC104", "RC203"])
        #expect(config.selection.ignored == ["RC103"])
        #expect(config.selection.severityOverrides == ["RC301": .error])
        #expect(config.ties == .competition)
        #expect(config.includes("data/2021/rent.json"))
        #expect(!config.includes("data/2021/draft-rent.json"))
        #expect(!config.includes("other/rent.json"))
        #expect(config.selection(for: "data/2019/a.json").ignored.isSuperset(of: ["RC401", "RC402", "RC403", "RC404"]))
        #expect(config.prior == .template("archive/TownRanking{year}.json", directory: ""))
        #expect(config.showNotes)
    }

    @Test(arguments: [
        ("{\n  \"slect\": []\n}", 2, 3, "unknown configuration key 'slect'; did you mean 'select'?"),
        ("{\"select\": [\"RC999\"]}", 1, 13, "unknown rule 'RC999'"),
        ("{\"ties\": \"dense\"}", 1, 10, "unknown tie policy 'dense'"),
        ("{\"severity\": {\"RC301\": \"fatal\"}}", 1, 24, "unknown severity 'fatal'"),
        ("{\"include\": \"data\"}", 1, 13, "'include' must be an array of strings, found string"),
        ("{\"select\": [1,]}", 1, 14, "trailing comma"),
        ("[]", 1, 1, "configuration must be a JSON object"),
        ("{\"shape\": {\"listBy\": [\"/region\", \"/region\"]}}", 1, 34, "'shape.listBy' names '/region' twice"),
        ("{\"shape\": {\"listBy\": [\"/region\", \"/week/day\"]}}", 1, 34, "or several, such as [\"/region\", \"/date\"]"),
        ("{\"shape\": {\"listBy\": []}}", 1, 22, "'shape.listBy' needs at least one column"),
        ("{\"shape\": {\"unranked\": \"CUT\"}}", 1, 24, "'shape.unranked' must be an array of the words written where a rank would be"),
        ("{\"shape\": {\"unranked\": [\"\"]}}", 1, 24, "such as [\"CUT\", \"WD\"]"),
        ("{\"shape\": {\"movement\": {\"signed\": \"/move\", \"new\": [0]}}}", 1, 52, "cannot hold 0 beside a signed move"),
        ("{\"shape\": {\"movement\": {\"previousRank\": \"/last\", \"new\": [true]}}}", 1, 58, "'shape.movement.new' must be an array of integers and strings"),
        ("{\"shape\": {\"movement\": {\"previousRank\": \"/last\", \"new\": \"NEW\"}}}", 1, 57, "'shape.movement.new' must be an array"),
        ("{\"shape\": {\"movement\": {\"flag\": \"/up\", \"magnitude\": \"/size\", \"new\": [0]}}}", 1, 62,
         "'shape.movement.new' is not a key of a movement read from 'flag' (its keys: flag, magnitude)"),
        ("{\"shape\": {\"movement\": {\"direction\": \"/t\", \"up\": \"U\", \"down\": \"D\", \"same\": \"S\"}}}", 1, 68,
         "'shape.movement.same' is not a key of a movement read from 'direction' (its keys: direction, up, down, keep, magnitude, new); did you mean 'keep'?"),
        ("{\"shape\": {\"movement\": {\"signed\": \"/move\", \"positiveis\": \"up\"}}}", 1, 44, "did you mean 'positiveIs'?"),
        ("{\"shape\": {\"movement\": {\"delta\": \"/d\"}}}", 1, 24, "unknown movement encoding"),
        ("{\"shape\": {\"movement\": {\"flag\": \"/up\"}}}", 1, 24, "'shape.movement' with \"flag\" needs \"magnitude\""),
        ("{\"shape\": {\"movement\": {\"direction\": \"/trend\", \"up\": \"UP\"}}}", 1, 24, "needs \"down\": the word for a move down"),
        ("{\"shape\": {\"movement\": {\"direction\": \"/trend\", \"up\": \"UP\", \"down\": [\"DOWN\", \"UP\"]}}}", 1, 77, "'UP' is named twice"),
        ("{\"shape\": {\"movement\": {\"direction\": \"/trend\", \"up\": \"UP\", \"down\": \"DOWN\", \"new\": [\"UP\"]}}}", 1, 54, "'UP' is named twice"),
        ("{\"shape\": {\"movement\": {\"direction\": \"/trend\", \"up\": [], \"down\": \"DOWN\"}}}", 1, 54, "'shape.movement.up' must be a word or an array of words"),
        ("{\"shape\": {\"movement\": {\"previousRank\": \"/last\", \"new\": [" + (0..<65).map(String.init).joined(separator: ",") + "]}}}", 1, 57,
         "'shape.movement.new' names at most 64 values"),
        ("{\"shape\": {\"movement\": {\"direction\": \"/trend\", \"down\": \"DOWN\", \"up\": [" + (0..<64).map { "\"w\($0)\"" }.joined(separator: ",") + "]}}}", 1, 56,
         "names at most 64 words"),
    ])
    func errorsHaveAPosition(_ text: String, _ line: Int, _ column: Int, _ fragment: String) throws {
        let error = try #require(parseConfig(text).failure)
        #expect(error.position == LineColumn(line: line, column: column), "\(error)")
        #expect(error.message.contains(fragment), "\(error.message)")
    }

    @Test func displayNameNeedsAPointer() throws {
        let error = try #require(parseConfig(#"{"shape": {"displayName": []}}"#).failure)
        #expect(error.message.contains("'shape.displayName' needs at least one pointer"), "\(error)")
        let nine = (1...9).map { "\"/f\($0)\"" }.joined(separator: ", ")
        #expect(parseConfig(#"{"shape": {"displayName": ["# + nine + "]}}").failure?.message.contains("names at most 8 pointers") == true)
        let shape = try #require(parseConfig(#"{"shape": {"identity": "/uri", "displayName": ["/title", "/artist"]}}"#).success?.shape)
        #expect(shape.displayName.map(\.description) == ["/title", "/artist"] && shape.entryHeading == "title / artist")
    }

    @Test func unrankedWordsAndNull() throws {
        let shape = try #require(parseConfig(#"{"shape": {"unranked": ["CUT", null]}}"#).success?.shape)
        #expect(shape.unranked == ["CUT", nil])
        #expect(parseConfig(#"{"shape": {"unranked": [1]}}"#).failure?.message.contains("such as [\"CUT\", \"WD\"], or null") == true)
    }

    @Test func unrankedNamesAtMost64Words() throws {
        let words = (0..<65).map { "\"w\($0)\"" }.joined(separator: ",")
        let error = try #require(parseConfig(#"{"shape": {"unranked": ["# + words + "]}}").failure)
        #expect(error.position == LineColumn(line: 1, column: 24) && error.message.contains("'shape.unranked' names at most 64 words"), "\(error)")
    }

    /// Values that mean a new entry beside a previous rank or a signed move, read back as the
    /// configuration writes them.
    @Test func valuesThatMeanANewEntry() throws {
        let config = try #require(parseConfig(#"{"shape": {"movement": {"previousRank": "/lastPos", "new": [0, "NEW", "-"]}}}"#).success)
        #expect(config.shape.newEntryValues == [.integer(0), .string("NEW"), .string("-")])
        let written = config.shape.json.rendered(pretty: false)
        #expect(written.contains(#""movement":{"new":[0,"NEW","-"],"previousRank":"/lastPos"}"#), "\(written)")
    }

    /// A direction's words, read back as the configuration writes them.
    @Test func wordsOfADirection() throws {
        let config = try #require(parseConfig(#"{"shape": {"movement": {"direction": "/trend", "up": ["MOVE_UP", "▲"], "down": "MOVE_DOWN", "new": ["NEW_ENTRY"]}}}"#).success)
        #expect(config.shape.movement == .direction(JSONPointer("/trend")!, words: RankingShape.DirectionWords(up: [.string("MOVE_UP"), .string("▲")], down: [.string("MOVE_DOWN")], keep: []),
                                                    magnitude: nil))
        let written = config.shape.json.rendered(pretty: false)
        #expect(written.contains(#""movement":{"direction":"/trend","down":["MOVE_DOWN"],"new":["NEW_ENTRY"],"up":["MOVE_UP","▲"]}"#), "\(written)")
    }

    /// A direction written as an integer's sign (a leaderboard's 1, -1, 0) beside the size of
    /// the move; a word that is neither a string nor an integer, or is named twice, is refused.
    @Test func aDirectionOfIntegersBesideItsSize() throws {
        let config = try #require(parseConfig(#"{"shape": {"movement": {"direction": "/trend/direction", "up": 1, "down": [-1], "keep": 0, "magnitude": "/trend/delta"}}}"#).success)
        #expect(config.shape.movement == .direction(JSONPointer("/trend/direction")!, words: RankingShape.DirectionWords(up: [.integer(1)], down: [.integer(-1)], keep: [.integer(0)]),
                                                    magnitude: JSONPointer("/trend/delta")!))
        let written = config.shape.json.rendered(pretty: false)
        #expect(written.contains(#""movement":{"direction":"/trend/direction","down":[-1],"keep":[0],"magnitude":"/trend/delta","up":[1]}"#), "\(written)")
        #expect(parseConfig(#"{"shape": {"movement": {"direction": "/d", "up": 1.5, "down": -1}}}"#).failure?.description.contains("'shape.movement.up' must be a word or an array of words") == true)
        #expect(parseConfig(#"{"shape": {"movement": {"direction": "/d", "up": 1, "down": [-1, 1]}}}"#).failure?.description.contains("'1' is named twice") == true)
    }

    @Test(arguments: [
        ("*.json", "a.json", true), ("*.json", "dir/a.json", true), ("data/*.json", "data/a.json", true),
        ("data/*.json", "data/x/a.json", false), ("data/**/*.json", "data/a.json", true), ("data/**/*.json", "data/x/y/a.json", true),
        ("data/202?/*.json", "data/2021/a.json", true), ("**/draft*", "a/b/draft1.json", true), ("data/*.json", "other/a.json", false),
    ])
    func globs(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    /// `init`'s patterns for the first files of a folder: a run of names that differ in their
    /// last characters is one pattern where a later name that is not chosen closes it, each
    /// other file is its name, and every pattern matches the chosen files alone.
    @Test(arguments: [
        (1...150, 1...300, "./week-", 3, ["./week-0??.csv", "./week-10?.csv", "./week-11?.csv", "./week-12?.csv", "./week-13?.csv", "./week-14?.csv", "./week-150.csv"]),
        // Names of several lengths: nothing closes the one-digit run (a `./week-?.csv` would match the weeks to come).
        (1...9, 1...30, "./week-", 0, (1...9).map { "./week-\($0).csv" }),
        (2019...2020, 2019...2024, "data/", 4, ["data/2019.csv", "data/2020.csv"]),
        (2000...2019, 2000...2024, "data/", 4, ["data/200?.csv", "data/201?.csv"]),
    ])
    func patternsOfFirstFiles(_ chosen: ClosedRange<Int>, _ all: ClosedRange<Int>, _ start: String, _ digits: Int, _ expected: [String]) {
        func path(_ number: Int) -> String { start + (digits == 0 ? String(number) : String(String(number + 10_000).suffix(digits))) + ".csv" }
        let patterns = FileRunPatterns(chosen: chosen.map(path), among: all.map(path)).patterns
        #expect(patterns == expected)
        for file in all.map(path) {
            #expect(patterns.contains { Glob($0).matches(file) } == chosen.contains { path($0) == file }, "\(file)")
        }
    }

    /// A hundred thousand files, the first half chosen, names of every length from one digit to
    /// six: the patterns take linear time, not the square of the files.
    @Test func patternsOfAHundredThousandFilesAreQuick() {
        let all = (1...100_000).map { "data/\($0).json" }
        let start = ContinuousClock.now
        let patterns = FileRunPatterns(chosen: Array(all.prefix(50_000)), among: all).patterns
        #expect(ContinuousClock.now - start < .seconds(10))
        // 1–9999 have no later name of their length; 10000–49999 are four patterns, 50000 its name.
        #expect(patterns.count == 9_999 + 5 && patterns.suffix(5) == ["data/1????.json", "data/2????.json", "data/3????.json", "data/4????.json", "data/50000.json"])
    }

    @Test func baselineMatchesByTownNotByLine() throws {
        let before = lint(file(["r": [entry(1, "蕨", true, 0), entry(2, "柏", false, 0)]]))
        let baseline = Baseline(findings: before)
        let text = baseline.rendered(toolVersion: "test")
        let reread = try Baseline.parse(Array(text.utf8), path: "b.json")
        #expect(reread == baseline)
        // The same finding on another line is still hidden; a new one on another town is not.
        let after = lint("\n\n" + file(["r": [entry(1, "蕨", true, 0), entry(2, "柏", true, 0)]]))
        let (kept, hidden, unmatched) = reread.filter(after)
        #expect(hidden == 1 && unmatched == 0)
        #expect(kept.map(\.identity) == ["柏"])
        let (_, _, fixedCount) = reread.filter([])
        #expect(fixedCount == 1)
    }
}
