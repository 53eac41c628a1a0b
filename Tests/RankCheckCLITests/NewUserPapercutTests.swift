import Foundation
import Testing

/// What a new user meets first on real data, each run through the binary.
@Suite struct NewUserPapercutTests {
    @Test(arguments: ["human", "json", "sarif", "markdown"])
    func aRunThatFailsAsAToolGivesNoVerdict(_ format: String) throws {
        let result = try rankcheck(["validate", "nope.json", "--format", format])
        #expect(result.exitCode == 2)
        #expect(result.stdout.isEmpty, "a verdict was printed: \(result.stdout)")
        #expect(result.stderr == "rankcheck: error: path 'nope.json' does not exist\n")
    }

    /// Charts in a shape of their own, checked before `init` has written it: the run says once,
    /// at its end, which files hold entries with no identity and what infers their shape; a
    /// file whose lists have their towns gets no such note. The members that hold a value (the
    /// chart's title and date) are one finding, not one each.
    @Test func dataOfAnotherShapeIsToldWhatInfersItsShape() throws {
        let chart = { (date: String) in
            #"{"title": "Hot 100", "date": "\#(date)", "entries": [{"rank": 1, "title": "A", "lastPos": 2}, {"rank": 2, "title": "B", "lastPos": 1}]}"#
        }
        let directory = try folder(["hot-100-2025-01-04.json": chart("2025-01-04"), "hot-100-2025-01-11.json": chart("2025-01-11")])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try rankcheck(["validate"], in: directory)
        #expect(run.exitCode == 1 && run.stdout.hasSuffix("note: hot-100-2025-01-04.json, hot-100-2025-01-11.json hold lists whose entries have no 'townName': "
                + "if they hold rankings of a shape of their own, `rankcheck init` infers it and writes .rankcheck.json\n4 errors in 2 files\n"), "\(run.stdout)")
        let one = try rankcheck(["validate", "hot-100-2025-01-04.json"], in: directory)
        #expect(one.stdout.hasPrefix("hot-100-2025-01-04.json:1:11: error[RC002] invalid-structure: 2 members hold single values, not lists of entries: 'title' and 'date'\n")
                && one.stdout.contains("note: hot-100-2025-01-04.json:1:30: 'date' holds a string\n")
                && one.stdout.contains("note: hot-100-2025-01-04.json holds a list whose entries have no 'townName': if it holds rankings of a shape of its own"), "\(one.stdout)")
        let reference = try rankcheck(["validate", "Fixtures/TownRanking2021.json"])
        #expect(!reference.stdout.contains("rankcheck init"), "\(reference.stdout)")
    }

    /// A sample of one row, as a new user tries rankcheck on: one finding for its list and the
    /// note that points to `init`, as for a table of many rows; not a finding for each field
    /// and each column. One entry that lacks another field beside its name is that entry's.
    @Test func aSampleOfOneRowInAnotherShapeIsOneFindingThatPointsToInit() throws {
        let directory = try folder(["sample.csv": "Rank,Team,Points\r\n1,Cafe FC,100\r\n",
                                    "one.json": #"{"townRankingsForRent": [{"rank": 1, "townName": "蕨", "isRankUp": false}]}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let sample = try rankcheck(["validate", "sample.csv"], in: directory)
        #expect(sample.exitCode == 1 && sample.stdout.hasPrefix("sample.csv:2:1: error[RC003] missing-field: the one entry of 'sample' lacks 'rank', "
                + "'townName', 'isRankUp' and 'rankFluctuation'; its fields are Rank, Team, Points\n")
                && sample.stdout.contains("help: The entry has 'Rank' where the shape has 'rank'")
                && sample.stdout.hasSuffix("`rankcheck init` infers it and writes .rankcheck.json\n1 error in 1 file\n"), "\(sample.stdout)")
        let entry = try rankcheck(["validate", "one.json", "--format", "xcode"], in: directory)
        #expect(entry.stdout == "one.json:1:26: error: entry for '蕨' is missing required field 'rankFluctuation' (RC003 missing-field)\n", "\(entry.stdout)")
    }

    @Test func diffNamesTheEntryAsTheShapeDoes() throws {
        let chart = packageRoot + "/Fixtures/shapes/music-chart"
        let human = try rankcheck(["diff", "chart-2020.json", "chart-2021.json"], in: chart)
        #expect(human.stdout.contains("  rank  song / artist  "))
        #expect(!human.stdout.contains(" town "))
        let markdown = try rankcheck(["diff", "chart-2020.json", "chart-2021.json", "--format", "markdown"], in: chart)
        #expect(markdown.stdout.contains("| rank | song / artist | prior rank |"))
        let json = try rankcheck(["diff", "chart-2020.json", "chart-2021.json", "--format", "json"], in: chart)
        #expect(json.stdout.contains(#""identity":["song","artist"]"#) || json.stdout.contains("\"identity\": [\n"), "\(json.stdout.prefix(300))")
        // The reference format keeps its word.
        let reference = try rankcheck(["diff", "Fixtures/years/TownRanking2021.json", "Fixtures/years/TownRanking2022.json"])
        #expect(reference.stdout.contains("  rank  town  "))
    }

    /// A path in a Markdown heading is a code span, shown as it is: no backslash before an
    /// underscore (an escape shows in a span), and a backtick in it fenced by two.
    @Test func pathsInMarkdownAreShownAsTheyAre() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (source, name) in [("TownRanking2021.json", "top_2021.json"), ("TownRanking2022.json", "top_2022.json"), ("TownRanking2022.json", "a`b_2022.json")] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/years/" + source, toPath: directory + "/" + name)
        }
        let diff = try rankcheck(["diff", "top_2021.json", "top_2022.json", "--format", "markdown"], in: directory)
        #expect(diff.stdout.hasPrefix("## Movements: `top_2022.json` against `top_2021.json`\n"), "\(diff.stdout.prefix(200))")
        let fenced = try rankcheck(["diff", "top_2021.json", "a`b_2022.json", "--format", "markdown"], in: directory)
        #expect(fenced.stdout.hasPrefix("## Movements: ``a`b_2022.json`` against `top_2021.json`\n"), "\(fenced.stdout.prefix(200))")
        let summary = try rankcheck(["validate", "top_2022.json", "--prior", "top_2021.json", "--format", "markdown"], in: directory)
        #expect(summary.stdout.contains("### Movements in `top_2022.json` against 2021\n"), "\(summary.stdout)")
    }

    /// A file compared with itself reads every move as wrong: `diff` says the two are one file.
    @Test func diffOfAFileWithItselfIsAUsageError() throws {
        let same = try rankcheck(["diff", "TownRanking2022.json", "./TownRanking2022.json"], in: packageRoot + "/Fixtures/years")
        #expect(same.exitCode == 2 && same.stdout.isEmpty && same.stderr.hasPrefix(
            "rankcheck: error: PRIOR and CURRENT are the same file, 'TownRanking2022.json': name the prior period's file first, or the file alone to compare the periods it holds\n"),
            "\(same.stdout)\(same.stderr)")
    }

    @Test func diffWithNothingToCompareSaysSoRatherThanThatEveryMoveIsRight() throws {
        let town = #"{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}"#
        let directory = try folder(["notes.json": #"{"a": 1}"#, "one.json": #"{"townRankingsForRent": [\#(town)]}"#,
                                    "other.json": #"{"townRankingsForBuy": [\#(town)]}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let noList = try rankcheck(["diff", "one.json", "notes.json"], in: directory)
        #expect(noList.exitCode == 2 && noList.stdout.isEmpty
                && noList.stderr == "rankcheck: error: notes.json holds no ranking list with this shape (`rankcheck validate notes.json` says why)\n", "\(noList.stderr)")
        let oneList = try rankcheck(["diff", "one.json"], in: directory)
        #expect(oneList.exitCode == 0 && oneList.stdout == "nothing to compare: one.json holds one list, and a series compares each list with the one before it\n",
                "\(oneList.stdout)")
        let markdown = try rankcheck(["diff", "one.json", "--format", "markdown"], in: directory)
        #expect(markdown.stdout.hasSuffix("\n\nNothing to compare: one.json holds one list, and a series compares each list with the one before it.\n"), "\(markdown.stdout)")
        let otherList = try rankcheck(["diff", "one.json", "other.json"], in: directory)
        #expect(otherList.exitCode == 0 && otherList.stdout == """
            townRankingsForBuy: not in one.json; nothing to compare
            nothing to compare: no list of other.json is in one.json

            """, "\(otherList.stdout)")
        // Lists whose entries the shape reads no rank or name in (a table of other columns, with
        // no configuration beside it): said, not "every movement that can be checked is correct".
        try write("pos,name\n1,A\n2,B\n", to: directory + "/top-2024.csv")
        try write("pos,name\n1,B\n2,A\n", to: directory + "/top-2025.csv")
        let otherShape = try rankcheck(["diff", "top-2024.csv", "top-2025.csv"], in: directory)
        #expect(otherShape.exitCode == 2 && otherShape.stdout.isEmpty && otherShape.stderr
                == "rankcheck: error: top-2024.csv: no entry has both a rank and a name read with this shape (`rankcheck validate top-2024.csv` says why)\n", "\(otherShape.stderr)")
    }

    @Test func aFolderOfDataInAnotherShapePointsToInit() throws {
        let directory = try folder(["week-1.csv": "pos,song\n1,A\n2,B\n", "top.csv": "rank,town\n1,A\n", "meta.json": #"{"updated": "2024-01-01"}"#,
                                    "rankcheck-baseline.json": #"{"findings": [], "tool": "rankcheck 1.0.0", "version": 1}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--show-skipped"], in: directory)
        #expect(result.exitCode == 0 && result.stdout == """
            note: skipped meta.json: not ranking data (no list found)
            note: skipped rankcheck-baseline.json: not ranking data (a baseline written by --write-baseline; --baseline uses it)
            note: skipped top.csv: not ranking data (its header has no 'townName' column)
            note: skipped week-1.csv: not ranking data (its header has no 'rank' or 'townName' column)
            note: no file was checked; if these files hold rankings in another shape, `rankcheck init` infers it
            no problems in 0 files; 4 files skipped: not ranking data

            """, "\(result.stdout)\(result.stderr)")
        // Beside a file that is checked, nothing points to init.
        try write(try read(packageRoot + "/Fixtures/TownRanking2021.json"), to: directory + "/TownRanking2021.json")
        #expect(try !rankcheck(["validate", "--no-prior"], in: directory).stdout.contains("rankcheck init"))
    }

    /// A folder with nothing rankcheck reads (a workbook not yet saved as CSV) passes, and says
    /// that nothing was found, so a CI job pointed at the wrong folder is seen.
    @Test func aFolderWithNothingToCheckSaysSo() throws {
        let directory = try folder(["ranking.xlsx": "PK", "notes.txt": "rankings"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate"], in: directory)
        #expect(result.exitCode == 0 && result.stdout == """
            note: no JSON, CSV or TSV file was found to check (a spreadsheet's workbook is read once its sheet is saved as CSV)
            no problems in 0 files

            """, "\(result.stdout)\(result.stderr)")
        #expect(try rankcheck(["validate", "--quiet"], in: directory).stdout.isEmpty)
    }

    @Test func aPriorFileWhoseEntriesHaveNoNameIsSaidNotReadAsAllNew() throws {
        // Last year's file calls the identity 'town': nothing in it can be looked up, and every
        // move would be unverifiable.
        let csv = try folder(["TownRanking2021.csv": "rank,townName,isRankUp,rankFluctuation\n1,Warabi,false,0\n2,Kashiwa,true,1\n",
                              "TownRanking2020.csv": "rank,town,isRankUp,rankFluctuation\n1,Warabi,false,0\n2,Omiya,false,0\n3,Kashiwa,false,0\n"])
        defer { try? FileManager.default.removeItem(atPath: csv) }
        let table = try rankcheck(["validate", "TownRanking2021.csv", "--format", "xcode"], in: csv)
        #expect(table.exitCode == 1 && table.stdout == """
            TownRanking2020.csv:2:1: error: all 3 entries of 'TownRanking2020' lack 'townName'; their fields are rank, town, isRankUp, rankFluctuation (RC003 missing-field)

            """, "\(table.stdout)\(table.stderr)")
        let human = try rankcheck(["validate", "TownRanking2021.csv"], in: csv)
        #expect(human.stdout.contains("note: prior-year rules skipped for TownRanking2021.csv: its prior file TownRanking2020.csv has no entry with a name and a rank (see its findings)"),
                "\(human.stdout)")
        let json = try folder(["TownRanking2021.json": #"{"rent": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#,
                               "TownRanking2020.json": #"{"rent": [{"rank": 1, "town": "蕨", "isRankUp": false, "rankFluctuation": 0}]}"#])
        defer { try? FileManager.default.removeItem(atPath: json) }
        let reference = try rankcheck(["validate", "TownRanking2021.json"], in: json)
        #expect(reference.exitCode == 1 && reference.stdout.contains("its prior file TownRanking2020.json has no entry with a name and a rank"), "\(reference.stdout)\(reference.stderr)")
    }

    @Test func messagesSayWhatThePriorIsInThatRun() throws {
        let series = try rankcheck(["validate", "Fixtures/series/chart-history"])
        #expect(series.stdout.contains("beyond the 40 entries of the previous list"))
        #expect(series.stdout.contains(#"warning[RC302] name-hygiene: '/song' "Song  136" of entry "Song  136 / Artist 46""#))
        #expect(!series.stdout.contains("last year") && !series.stdout.contains(" town "))
        let folder = try rankcheck(["validate", "Fixtures/series/chart-weeks"])
        #expect(folder.stdout.contains("the previous file"))
        let years = try rankcheck(["validate", "Fixtures/years"])
        #expect(years.stdout.contains("compare with last year's file"))
        let explain = try rankcheck(["explain", "RC401"])
        #expect(explain.stdout.contains("the prior period") && !explain.stdout.contains("prior year's file"))
    }

    @Test func thePageShowsCodeInHelpAsCode() throws {
        let page = try rankcheck(["validate", "Fixtures/years", "--format", "html"]).stdout
        #expect(page.contains("<code>&quot;isRankUp&quot;: true, &quot;rankFluctuation&quot;: 3</code>") || page.contains("<code>"), "no code in the help column")
        #expect(!page.contains("Change to `"), "Markdown shown literally")
    }

    @Test func longNamesAreCutToFitTheTerminalAndShownWholeInJSON() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let long = String(repeating: "とても長い曲の名前 ", count: 8)
        for year in [2020, 2021] {
            let entries = (1...3).map { rank in
                #"{"rank": \#(rank), "townName": "\#(rank == 1 ? long : "町\(rank)")", "isRankUp": false, "rankFluctuation": 0}"#
            }
            try write("{\"townRankingsForRent\": [\(entries.joined(separator: ", "))]}", to: "\(directory)/TownRanking\(year).json")
        }
        let human = try rankcheck(["diff", "TownRanking2020.json", "TownRanking2021.json"], in: directory).stdout
        for line in human.split(separator: "\n") { #expect(displayWidth(String(line)) <= 100, "too wide: \(line)") }
        #expect(human.contains("…"))
        let json = try rankcheck(["diff", "TownRanking2020.json", "TownRanking2021.json", "--format", "json"], in: directory).stdout
        #expect(json.contains(long))
    }

    /// Terminal columns: East Asian wide characters take two.
    func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let value = scalar.value
            let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
                || (0xF900...0xFAFF).contains(value) || (0xFF00...0xFF60).contains(value) || (0xFFE0...0xFFE6).contains(value)
            return width + (wide ? 2 : 1)
        }
    }
}

/// Every rule link a report carries leads to a page the repository holds.
@Suite struct RuleLinkTests {
    @Test(arguments: ["json", "sarif", "rdjson", "rdjsonl", "html"])
    func everyRuleLinkLeadsToAPageThatExists(_ format: String) throws {
        let output = try rankcheck(["validate", "Fixtures/rules", "Fixtures/years", "--format", format]).stdout
        let base = "https://github.com/rankcheck/rankcheck/blob/main/docs/rules/"
        var links = Set<String>()
        var rest = output[...]
        while let start = rest.range(of: base) {
            let page = rest[start.upperBound...].prefix { $0 != "\"" && $0 != "<" && $0 != ")" }
            links.insert(String(page))
            rest = rest[start.upperBound...]
        }
        #expect(!links.isEmpty, "\(format) links no rule page")
        for page in links {
            #expect(page.hasSuffix(".md") && FileManager.default.fileExists(atPath: packageRoot + "/docs/rules/" + page), "\(format) links \(page), which docs/rules lacks")
        }
    }
}
