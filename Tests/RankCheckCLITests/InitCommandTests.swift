import Foundation
import Testing

/// `rankcheck init` on data of several shapes: the shape it infers finds exactly what a
/// hand-written one finds (`Fixtures/init/CASE/.expected.rankcheck.json`).
@Suite struct InitCommandTests {
    static let cases = ["chart-history", "chart-week", "chart-folder", "tour", "index", "reference", "semicolons", "signed-changes", "api-listings", "chart-library", "trend-chart", "leaderboard", "golf-api", "top-sites", "web-arrows", "box-office", "leaderboards", "scraped-chart", "university-years", "ranks-as-text", "poll", "first-edition", "score-for-the-top"]

    /// A copy of a case's data (without its hand-written configuration) in a new folder.
    func copy(_ name: String) throws -> String {
        let directory = try temporaryDirectory()
        let source = packageRoot + "/Fixtures/init/" + name
        for item in try FileManager.default.contentsOfDirectory(atPath: source) where !item.hasPrefix(".") {
            try FileManager.default.copyItem(atPath: source + "/" + item, toPath: directory + "/" + item)
        }
        return directory
    }

    /// Each finding as rule, place and message.
    func findings(_ result: ProcessResult) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return (json["findings"] as? [[String: Any]] ?? []).map { finding in
            let start = finding["start"] as? [String: Any]
            return "\(finding["rule"] ?? "") \(finding["path"] ?? ""):\(start?["line"] ?? 0):\(start?["column"] ?? 0) \(finding["message"] ?? "")"
        }
    }

    /// Each week's entries as JSON objects, joined by commas: the rank under `keys.rank`, the
    /// song under `keys.song` and last week's rank under `keys.last` (`new` for a song not in
    /// the week before), but the third week's `planted` song's, written `planted.last`.
    func weeklyEntries(_ weeks: [[String]], keys: (rank: String, song: String, last: String), new: String,
                       planted: (song: String, last: String)) -> [String] {
        var previous: [String: Int] = [:]
        return weeks.enumerated().map { week, songs in
            defer { previous = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) }) }
            return songs.enumerated().map { index, song in
                let last = week == 2 && song == planted.song ? planted.last : previous[song].map(String.init) ?? new
                return #"{"\#(keys.rank)": \#(index + 1), "\#(keys.song)": "\#(song)", "\#(keys.last)": \#(last)}"#
            }.joined(separator: ", ")
        }
    }

    @Test(arguments: cases)
    func theInferredShapeFindsWhatAHandWrittenOneFinds(_ name: String) throws {
        let inferred = try copy(name), written = try copy(name)
        defer { for folder in [inferred, written] { try? FileManager.default.removeItem(atPath: folder) } }
        let initRun = try rankcheck(["init"], in: inferred)
        #expect(initRun.exitCode == 0, "\(initRun.stdout)\(initRun.stderr)")
        #expect(initRun.stdout.contains("checked with it: ") && initRun.stdout.contains("wrote .rankcheck.json"))
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/init/\(name)/.expected.rankcheck.json", toPath: written + "/.rankcheck.json")
        let byInit = try findings(rankcheck(["validate", "--format", "json", "--show-notes"], in: inferred))
        let byHand = try findings(rankcheck(["validate", "--format", "json", "--show-notes"], in: written))
        #expect(byInit == byHand, "init:\n\(byInit.joined(separator: "\n"))\nby hand:\n\(byHand.joined(separator: "\n"))\n\(initRun.stdout)")
        // Every case has planted mistakes; a shape that finds nothing proves nothing.
        #expect(!byHand.isEmpty)
    }

    /// A poll's trend column writes `▲2` and `▼1`, `NR` for a team newly ranked and `—` for one
    /// that kept its place: `init` reads the dash as no change (most teams keep theirs, so read
    /// as new it leaves too few moves to agree), and a fix to no change writes the dash.
    @Test func aDashBesideANewEntrysMarkerReadsAsNoChange() throws {
        let folder = try copy("poll")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let initRun = try rankcheck(["init"], in: folder)
        #expect(initRun.stdout.contains("movement  signed /TREND, positive is up  integers of both signs, written with arrows (▲ up, ▼ down); recomputed from consecutive periods, 92% of the moves agree")
                && initRun.stdout.contains(#"nulls     "", "NR"                       'NR' in /TREND reads as a new entry, and '—' as no change"#)
                && initRun.stdout.contains("checked with it: 2 errors (RC401 ×2) in 4 files"), "\(initRun.stdout)\(initRun.stderr)")
        let diff = try rankcheck(["validate", "--diff"], in: folder)
        #expect(diff.stdout.contains("-1,Ohio State,8-0,1500,▲2\n+1,Ohio State,8-0,1500,—\n")
                && diff.stdout.contains("-3,Texas,9-0,1400,—\n+3,Texas,9-0,1400,▼1\n"), "\(diff.stdout)\(diff.stderr)")
        // Named a null, the dash is a new entry's marker again.
        try write(#"{"prior": "previous-file", "shape": {"rank": "/RK", "identity": ["/TEAM"], "movement": {"signed": "/TREND"}, "table": {"nulls": ["NR", "—"]}}}"#,
                  to: folder + "/.rankcheck.json")
        let asNew = try rankcheck(["validate", "ap-poll-week-4.csv"], in: folder)
        #expect(asNew.stdout.contains("claims to be new but 'Ohio State' was rank 1 in ap-poll-week-3"), "\(asNew.stdout)")
    }

    /// A chart scraped to JSON writes last week's rank as a string, as it writes the rank: with
    /// `"textRanks"` it is read as a previous rank (`init` proposes it, with `"-"` as new),
    /// `--fix` writes the true one as a string, and a word the shape does not name is RC004
    /// with how to name it.
    @Test func previousRanksWrittenAsStringsAreReadAndFixedAsStrings() throws {
        let folder = try copy("scraped-chart")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let initRun = try rankcheck(["init"], in: folder)
        #expect(initRun.stdout.contains(#"movement   previousRank /last_week, "-" is new  ranks and "-" (new entries)"#)
                && initRun.stdout.contains("checked with it: 2 errors (RC401 ×2) in 3 files"), "\(initRun.stdout)\(initRun.stderr)")
        let fixed = try rankcheck(["validate", "--fix"], in: folder)
        #expect(fixed.exitCode == 0 && (fixed.stdout + fixed.stderr).contains("fixed 2 findings in 1 file"), "\(fixed.stdout)\(fixed.stderr)")
        let text = try String(contentsOfFile: folder + "/chart-2025-03-15.json", encoding: .utf8)
        #expect(text.contains(#""title": "Song 25",\#n      "artist": "Artist 6",\#n      "last_week": "13","#)
                && text.contains(#""title": "Song 27",\#n      "artist": "Artist 8",\#n      "last_week": "10","#), "\(text)")
        try write(#"{"prior": "previous-file", "shape": {"lists": ["/entries"], "rank": "/rank", "textRanks": true, "identity": ["/title"], "movement": {"previousRank": "/last_week"}, "fields": "open"}}"#,
                  to: folder + "/.rankcheck.json")
        let unnamed = try rankcheck(["validate", "chart-2025-03-01.json"], in: folder)
        #expect(unnamed.stdout.contains(#"'/last_week' must be an integer ≥ 1, or a string that holds one ("3", "T3"), found string "-""#)
                && unnamed.stdout.contains(#"help: If "-" means a new entry, say so in the shape: `"new": ["-"]` beside `"previousRank"`."#), "\(unnamed.stdout)")
    }

    /// Moves written as strings (`"+2"`, `"-1"`, `"new"`), as a scraper keeps a page's text:
    /// `init` reads no movement from them, and says so, naming the field and what to write.
    @Test func movesWrittenAsStringsAreNamed() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let weeks = [["a", "b", "c", "d"], ["b", "a", "d", "e"], ["d", "b", "a", "e"]]
        for (week, names) in weeks.enumerated() {
            let entries = names.enumerated().map { place, name in
                let before = week == 0 ? nil : weeks[week - 1].firstIndex(of: name)
                let change = before.map { $0 - place }.map { $0 > 0 ? "+\($0)" : "\($0)" } ?? "new"
                return #"{"rank": \#(place + 1), "name": "\#(name)", "change": "\#(change)"}"#
            }
            try write(#"{"items": ["# + entries.joined(separator: ", ") + "]}\n", to: folder + "/trending-2025-01-0\(week + 1).json")
        }
        let result = try rankcheck(["init", "--print"], in: folder)
        #expect(result.stdout.contains(#"no field reads as a move or a previous rank: /change holds moves written as strings ("+1"): write them as integers (1) to have them checked"#),
                "\(result.stdout)\(result.stderr)")
    }

    @Test func theEvidenceIsPrintedAndAnExistingFileIsKept() throws {
        let folder = try copy("chart-history")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let printed = try rankcheck(["init", "--print"], in: folder)
        #expect(printed.stdout.contains("movement  previousRank /last_week  ranks and null (new entries); recomputed from consecutive periods, 98% of the moves agree"),
                "\(printed.stdout)")
        #expect(printed.stdout.contains("identity  /song + /artist          unique together in every list; no single field is"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/.rankcheck.json"), "--print wrote a file")
        try write("{}\n", to: folder + "/.rankcheck.json")
        let kept = try rankcheck(["init"], in: folder)
        #expect(kept.stderr.contains(".rankcheck.json exists and is kept (--force replaces it)"))
        #expect(try read(folder + "/.rankcheck.json") == "{}\n")
        _ = try rankcheck(["init", "--force"], in: folder)
        #expect(try read(folder + "/.rankcheck.json").contains("\"previous-list\""))
        let explained = try rankcheck(["validate", "--show-config", "history.json"], in: folder)
        #expect(explained.stdout.contains("# read from .rankcheck.json"))
    }

    @Test(arguments: ["human", "json", "sarif", "github", "junit"])
    func aForeignFileWithoutConfigurationIsOneFindingPerListWithAHint(_ format: String) throws {
        let folder = try copy("tour")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Read as the reference format: 3 divisions of 25 entries each lack every required field.
        try write(#"{"shape": {"lists": ["/rankings/*/competitor_rankings"]}}"#, to: folder + "/.rankcheck.json")
        let result = try rankcheck(["validate", "rankings-2021.json", "--format", format], in: folder)
        let text = result.stdout.replacingOccurrences(of: "&#39;", with: "'")
        let rc003 = text.components(separatedBy: "RC003").count - 1
        #expect(text.contains("all 25 entries of '/rankings/0/competitor_rankings' lack '/townName', '/isRankUp' and '/rankFluctuation'; their fields are rank, movement, points, competitor"),
                "\(text.prefix(1500))")
        #expect(text.contains("rankcheck init"))
        #expect(!text.contains("unknown field '"), "one finding per field of every entry")
        #expect(rc003 >= 3 && rc003 <= 12, "\(rc003) mentions of RC003 for 3 lists")
    }

    /// A ranking an API writes a page at a time (ranks 1…3, then 4…6) is one list in several
    /// files: said, with the pages' ranks, and no shape is written that would find each later
    /// page's ranks broken.
    @Test func pagesOfOneRankingAreSaidToBeOne() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for page in 1...3 {
            let entries = ((page - 1) * 3 + 1...page * 3).map { #"{"rank": \#($0), "name": "player\#($0)", "score": \#(1000 - $0)}"# }
            try write(#"{"page": \#(page), "results": [\#(entries.joined(separator: ", "))]}"#, to: folder + "/page-\(page).json")
            try write("rank,name\n" + ((page - 1) * 3 + 1...page * 3).map { "\($0),player\($0)\n" }.joined(), to: folder + "/tables/page-\(page).csv")
        }
        let json = try rankcheck(["init", "page-1.json", "page-2.json", "page-3.json"], in: folder)
        #expect(json.exitCode == 2 && json.stderr == "rankcheck: error: cannot infer a shape from 3 JSON files: the lists are pages of one ranking: "
                + "page-2.json's /results ranks 4…6, going on from page-1.json's /results, which ranks 1…3; "
                + "rankcheck checks a ranking's list whole: join the pages' entries into one list to check them\n", "\(json.stderr)")
        let tables = try rankcheck(["init", "tables"], in: folder)
        #expect(tables.exitCode == 2 && tables.stderr.contains("the tables are pages of one ranking: tables/page-2.csv ranks 4…6, going on from tables/page-1.csv, which ranks 1…3")
                && tables.stderr.contains("join the pages' rows into one table"), "\(tables.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.rankcheck.json"))
        // Ranks at the ends of the 64-bit range are no pages, and no trap.
        try write(#"{"results": [{"rank": 1, "name": "x"}, {"rank": 2, "name": "y"}]}"#, to: folder + "/edges/page-1.json")
        try write(#"{"results": [{"rank": -9223372036854775808, "name": "x"}, {"rank": 9223372036854775807, "name": "y"}]}"#, to: folder + "/edges/page-2.json")
        let edges = try rankcheck(["init", "edges", "--print"], in: folder)
        #expect(edges.exitCode == 0 && edges.stdout.contains("\"rank\": \"/rank\"") && !edges.stderr.contains("pages of one ranking"), "\(edges.stdout)\(edges.stderr)")
    }

    @Test func dataWithNoRankingIsAClearError() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(#"{"name": "not a ranking", "items": [{"a": "x"}, {"a": "y"}]}"#, to: folder + "/data.json")
        let result = try rankcheck(["init"], in: folder)
        #expect(result.exitCode == 2)
        #expect(result.stderr == "rankcheck: error: cannot infer a shape from 1 JSON file: no array of objects has an integer field that runs 1…N; is this ranking data?\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/.rankcheck.json"))
        // A list ranked by its order alone, as a list of the most downloaded packages is: the
        // number it is in order of, and that its ranks must be written to be checked.
        try write(#"{"last_update": "2024-11-01", "rows": [{"download_count": 1362386339, "project": "boto3"}, {"download_count": 604519917, "project": "urllib3"}, "#
                  + #"{"download_count": 556137036, "project": "botocore"}]}"#, to: folder + "/top.json")
        let ordered = try rankcheck(["init"], in: folder)
        #expect(ordered.exitCode == 2 && ordered.stderr == "rankcheck: error: cannot infer a shape from 2 JSON files: no array of objects has an integer field that runs 1…N; "
                + "the entries of /rows are in order of /download_count (highest first), but none says its rank: rankcheck checks the ranks a ranking writes, "
                + "so write each one's rank beside it (1 for the first)\n", "\(ordered.stderr)")
        try FileManager.default.removeItem(atPath: folder + "/top.json")
        // The number may be in an object of the entry, as a leaderboard's rating is.
        try write(#"{"users": [{"id": "a", "perfs": {"blitz": {"rating": 3201, "progress": 4}}}, {"id": "b", "perfs": {"blitz": {"rating": 3190, "progress": -2}}}, "#
                  + #"{"id": "c", "perfs": {"blitz": {"rating": 3177, "progress": 0}}}]}"#, to: folder + "/leaderboard.json")
        let nested = try rankcheck(["init"], in: folder)
        #expect(nested.exitCode == 2 && nested.stderr.contains("the entries of /users are in order of /perfs/blitz/rating (highest first), but none says its rank"), "\(nested.stderr)")
        try FileManager.default.removeItem(atPath: folder + "/leaderboard.json")
        // Entries under their names in an object, as an API keyed by id writes them: where,
        // and that a list is an array; checking it with that list says the same.
        try write(#"{"year": 2023, "countries": {"USA": {"rank": 1, "gdp": 27.4}, "CHN": {"rank": 2, "gdp": 17.8}, "DEU": {"rank": 3, "gdp": 4.5}}}"#,
                  to: folder + "/gdp.json")
        let keyed = try rankcheck(["init"], in: folder)
        #expect(keyed.exitCode == 2 && keyed.stderr == "rankcheck: error: cannot infer a shape from 2 JSON files: no array of objects has an integer field that runs 1…N; "
                + #"/countries is an object of 3 entries keyed by name ("USA", "CHN", …) whose /rank runs 1…N, but a list is an array: "#
                + "write the entries as [{…}, {…}], each with its key as a field, to check them\n", "\(keyed.stderr)")
        try write(#"{"shape": {"lists": ["/countries"], "rank": "/rank", "identity": ["/name"], "movement": "none"}}"#, to: folder + "/keyed.json")
        let checked = try rankcheck(["validate", "gdp.json", "--config", "keyed.json"], in: folder)
        #expect(checked.stdout.contains("error[RC002] invalid-structure: '/countries' must be an array of entries, found object")
                && checked.stdout.contains("help: Its members are entries under their names: write them as an array, [{…}, {…}], each with its name as a field."),
                "\(checked.stdout)\(checked.stderr)")
        for name in ["gdp.json", "keyed.json"] { try FileManager.default.removeItem(atPath: folder + "/" + name) }
        // A table pandas writes to JSON by columns (its default), or as rows of values with
        // their names beside them or none: how it is written, and how to write it as entries.
        let written = [
            #"{"rank": {"0": 1, "1": 2, "2": 3}, "city": {"0": "Tokyo", "1": "Osaka", "2": "Kyoto"}}"#:
                #"top.json holds a table by columns, each an object keyed by row (/rank is {"0": 1, "1": 2, …}), as pandas' to_json() writes one; "#
                + #"its /rank runs 1…N, but a list is an array of entries: write the table as one (to_json(orient="records")) to check it"#,
            #"{"columns": ["city", "rank"], "index": [0, 1, 2], "data": [["Tokyo", 1], ["Osaka", 2], ["Kyoto", 3]]}"#:
                #"/data in top.json holds a table's rows as arrays of values, named by /columns beside it (city, rank), as pandas' to_json(orient="split") writes one; "#
                + #"its 'rank' runs 1…N, but a list is an array of entries: write the table as one (to_json(orient="records")) to check it"#,
            #"[[1, "Tokyo", 98.5], [2, "Osaka", 97.1], [3, "Kyoto", 95.0]]"#:
                #"top.json holds a table's rows as arrays of values with no names ([1, "Tokyo", 98.5], …), whose value 1 runs 1…N: "#
                + #"write each row as an entry that names its values ({"rank": 1, …}) to check it"#,
        ]
        for (text, said) in written {
            try write(text, to: folder + "/top.json")
            let layout = try rankcheck(["init", "top.json"], in: folder)
            #expect(layout.exitCode == 2 && layout.stderr == "rankcheck: error: cannot infer a shape from 1 JSON file: no array of objects has an integer field that runs 1…N; \(said)\n",
                    "\(layout.stderr)")
        }
        try FileManager.default.removeItem(atPath: folder + "/top.json")
        // Ranks counted from 0, as a program's index of places: the field, and that ranks start at 1.
        try write(#"{"board": [{"rank": 0, "name": "a"}, {"rank": 1, "name": "b"}, {"rank": 2, "name": "c"}]}"#, to: folder + "/data.json")
        let fromZero = try rankcheck(["init"], in: folder)
        #expect(fromZero.exitCode == 2 && fromZero.stderr == "rankcheck: error: cannot infer a shape from 1 JSON file: no array of objects has an integer field that runs 1…N; "
                + "/rank runs 0…N−1, as a program counts places from 0: ranks start at 1, so write each one more (1 for the first)\n", "\(fromZero.stderr)")
        // Ranks written as strings are read as ranks with `"textRanks": true`.
        try write(#"{"towns": [{"rank": "1", "name": "a"}, {"rank": "2", "name": "b"}, {"rank": "3", "name": "c"}]}"#, to: folder + "/data.json")
        let quoted = try rankcheck(["init", "--print"], in: folder)
        #expect(quoted.exitCode == 0 && quoted.stdout.contains("textRanks  true") && quoted.stdout.contains("checked with it: no problems in 1 file"),
                "\(quoted.stdout)\(quoted.stderr)")
        // A shared rank written as a tie marker: its number, shared, as competition ties are.
        try write(#"{"data": [{"rank": "1", "name": "a"}, {"rank": "=2", "name": "b"}, {"rank": "=2", "name": "c"}, {"rank": "4", "name": "d"}]}"#, to: folder + "/data.json")
        let tied = try rankcheck(["init", "--print"], in: folder)
        #expect(tied.exitCode == 0 && tied.stdout.contains("textRanks  true") && tied.stdout.contains(#""ties": "competition""#)
                && tied.stdout.contains("checked with it: no problems in 1 file"), "\(tied.stdout)\(tied.stderr)")
        // Ranks written with a sign, in JSON: the field, and what to write.
        try write(#"{"data": [{"rank": "+1", "name": "a"}, {"rank": "+2", "name": "b"}, {"rank": "+3", "name": "c"}]}"#, to: folder + "/data.json")
        let signed = try rankcheck(["init"], in: folder)
        #expect(signed.exitCode == 2 && signed.stderr == "rankcheck: error: cannot infer a shape from 1 JSON file: no array of objects has an integer field that runs 1…N; "
                + "'rank' does, written as \"+1\": write its ranks as plain integers (1)\n", "\(signed.stderr)")
        try FileManager.default.removeItem(atPath: folder + "/data.json")
        // Rows that are not ranked, as a table of countries writes the world's total: the
        // column, how many rows break it, and what to do.
        try write("Rank,Country,GDP\n—,World,110047\n1,United States,28781\n—,European Union,19403\n2,China,18532\n3,Germany,4591\n", to: folder + "/atp.csv")
        let unranked = try rankcheck(["init"], in: folder)
        #expect(unranked.exitCode == 2 && unranked.stderr == "rankcheck: error: cannot infer a shape from 1 table: no column holds integers that run 1…N; "
                + "'Rank' does in 3 of 5 rows, and the other 2 hold text (\"—\"): take out the rows that are not ranked (a total, a group such as a union of countries), or give them ranks\n",
                "\(unranked.stderr)")
        // A table without a header, as rankings kept year by year often are: its first line is a
        // row. Where no column reads 1 there (the end of a ranking cut from a longer one), its
        // columns cannot be named.
        try write("20000110,5,101743,4900\n20000110,6,101750,4800\n20000110,7,101757,4700\n", to: folder + "/atp.csv")
        let headless = try rankcheck(["init"], in: folder)
        #expect(headless.exitCode == 2 && headless.stderr == "rankcheck: error: cannot infer a shape from 1 table: the first line of atp.csv, 20000110,5,101743,4900, is a row: "
                + "every name in it is a number, so the table has no header; add a first line that names its columns, such as date,rank,name,points, "
                + "or name them in the shape: \"table\": {\"columns\": [\"date\", \"rank\", …]}\n", "\(headless.stderr)")
        // Nothing to read, or nothing that parses, says so rather than that no array has a rank.
        try FileManager.default.removeItem(atPath: folder + "/atp.csv")
        let empty = try rankcheck(["init"], in: folder)
        #expect(empty.exitCode == 2 && empty.stderr == "rankcheck: error: no JSON, CSV or TSV file to read in the current folder\n", "\(empty.stderr)")
        try write(#"{"items": [1,}"#, to: folder + "/broken.json")
        let broken = try rankcheck(["init"], in: folder)
        #expect(broken.exitCode == 2 && broken.stderr == "rankcheck: error: broken.json is not valid JSON: expected a value, found '}' (`rankcheck validate` shows where)\n",
                "\(broken.stderr)")
        // A spreadsheet's "Text (Tab delimited)" export, named .txt: why it is not read is said.
        try FileManager.default.removeItem(atPath: folder + "/broken.json")
        try write("Rank\tCity\n1\tTokyo\n", to: folder + "/ranking.txt")
        let text = try rankcheck(["init", "ranking.txt"], in: folder)
        #expect(text.exitCode == 2 && text.stderr == "rankcheck: error: ranking.txt is not valid JSON: expected a value, found 'Rank': this reads like a table's header, "
                + "and a table is read as one when its name ends in .csv or .tsv (`rankcheck validate` shows where)\n", "\(text.stderr)")
    }

    /// A chart kept as one object whose keys are its weeks (`{"2024-01-06": […], …}`): the
    /// lists are named by dates, so they are periods, each compared with the week before.
    @Test func listsNamedByDatesAreASeries() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Planted: the third week's 'b' claims last week's rank 2 (keep); it was 1.
        let weeks = weeklyEntries([["a", "b", "c", "d"], ["b", "a", "d", "e"], ["e", "b", "a", "d"]], keys: ("pos", "song", "last"), new: "null",
                                  planted: ("b", "2"))
        let lists = weeks.enumerated().map { week, entries in #""2024-01-\#(6 + 7 * week < 10 ? "0" : "")\#(6 + 7 * week)": [\#(entries)]"# }
        try write("{" + lists.reversed().joined(separator: ",\n") + "}\n", to: folder + "/chart.json")
        let result = try rankcheck(["init"], in: folder)
        #expect(result.stdout.contains("prior     previous-list") && result.stdout.contains("the lists of one file are periods, named by their keys")
                && result.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(result.stdout)\(result.stderr)")
        let check = try rankcheck(["validate"], in: folder)
        #expect(check.stdout.contains("claims keep (prior rank 2) but 'b' was rank 1 in 2024-01-13: down 1"), "\(check.stdout)")
    }

    /// Last year's file of the reference format written before moves were published (rank and
    /// town alone) beside this year's with them: `init` reads the flag and the size from the
    /// year that writes them (the one without says nothing of their kinds), proposes the
    /// reference format, and leaves the first year out of RC003, so the check finds the one
    /// planted wrong move.
    @Test func theReferenceFormatWithAFirstYearWithoutMoves() throws {
        let before = ["蕨", "柏", "東京", "目黒", "本厚木", "大宮", "川口", "浦和"]
        let now = ["柏", "蕨", "目黒", "東京", "大宮", "本厚木", "浦和", "川口"]
        let first = before.enumerated().map { #"{"rank": \#($0 + 1), "townName": "\#($1)"}"# }
        let second = now.enumerated().map { index, town in
            let move = before.firstIndex(of: town)! - index + (town == "大宮" ? 1 : 0)  // planted: 大宮 went up 1, not 2
            return #"{"rank": \#(index + 1), "townName": "\#(town)", "isRankUp": \#(move > 0), "rankFluctuation": \#(abs(move))}"#
        }
        let directory = try folder(["TownRanking2020.json": #"{"townRankingsForRent": ["# + first.joined(separator: ", ") + "]}\n",
                                    "TownRanking2021.json": #"{"townRankingsForRent": ["# + second.joined(separator: ", ") + "]}\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["init"], in: directory)
        #expect(result.stdout.contains("per-file-ignores  ./TownRanking2020.json: RC003             the first period writes no /isRankUp or /rankFluctuation")
                && result.stdout.contains("shape             the reference format (the default)")
                && result.stdout.contains("checked with it: 1 error (RC401 ×1) in 2 files"), "\(result.stdout)\(result.stderr)")
        let check = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(check.exitCode == 1 && check.stdout.hasPrefix("TownRanking2021.json:1:") && check.stdout.contains("'大宮' was rank 6 in 2020: up 1 (RC401 movement-mismatch)")
                && !check.stdout.contains("RC003"), "\(check.stdout)\(check.stderr)")
    }

    /// A league table from a football API: the team nested (`team/id`), a column of draws
    /// that is 1 in every row (no rank, though all tied at 1 would run), and of the numbers that
    /// follow the position, points rather than games won (which ties more often).
    @Test func aLeagueTableFromAnAPI() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rows = (0..<8).map { i in
            #"{"position": \#(i + 1), "team": {"id": \#(57 + 3 * i), "name": "Team \#(i)"}, "won": \#(9 - i / 2), "draw": 1, "points": \#(28 - i)}"#
        }
        try write(#"{"standings": [{"type": "TOTAL", "table": ["# + rows.joined(separator: ", ") + "]}]}\n", to: folder + "/standings.json")
        let result = try rankcheck(["init", "--print"], in: folder)
        #expect(result.stdout.contains("rank         /position            runs 1…N") && !result.stdout.contains("/draw also runs")
                && result.stdout.contains("identity     /team/id ") && result.stdout.contains("displayName  /team/name ")
                && result.stdout.contains("score        /points, descending"), "\(result.stdout)\(result.stderr)")
    }

    /// A folder of numbered weekly files (`week-01.json` …, no dates, no years) is a series of
    /// files, each compared with the one before it.
    @Test func numberedFilesAreASeries() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Planted: the third week's 'a' claims last week's rank 1; it was 2.
        let weeks = weeklyEntries([["a", "b", "c"], ["b", "a", "c"], ["c", "b", "a"]], keys: ("rank", "song", "lastWeek"), new: "null", planted: ("a", "1"))
        for (week, entries) in weeks.enumerated() {
            try write(#"{"entries": [\#(entries)]}"# + "\n", to: folder + "/week-0\(week + 1).json")
        }
        let result = try rankcheck(["init"], in: folder)
        #expect(result.stdout.contains("\"prior\": \"previous-file\"") && result.stdout.contains("the files are numbered: each is compared with the one before it in its folder")
                && result.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(result.stdout)\(result.stderr)")
    }

    /// Files of one list each named by date, each list beside a timestamp (`"rollup_date":
    /// 1731888000`, as a store's API writes it): the files name the periods, so no label is
    /// proposed and a message names the prior week by its file, not by the timestamp.
    @Test func filesNamedByDateNameTheirLists() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Planted: the third week's 'a' claims last week's rank 1; it was 2.
        let weeks = weeklyEntries([["a", "b", "c"], ["b", "a", "c"], ["c", "b", "a"]], keys: ("rank", "appid", "last_week_rank"), new: "0", planted: ("a", "1"))
        for (week, (entries, date)) in zip(weeks, ["2024-11-18", "2024-11-25", "2024-12-02"]).enumerated() {
            try write(#"{"response": {"rollup_date": \#(1731888000 + 604800 * week), "ranks": [\#(entries)]}}"# + "\n", to: folder + "/most-played-\(date).json")
        }
        let result = try rankcheck(["init"], in: folder)
        #expect(!result.stdout.contains("label ") && result.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(result.stdout)\(result.stderr)")
        let check = try rankcheck(["validate"], in: folder)
        #expect(check.stdout.contains("claims down 2 (prior rank 1) but 'a' was rank 2 in most-played-2024-11-25: down 1"), "\(check.stdout)")
    }

    /// A chart in JSON that writes a new song's last week as `"-"`, as a web page shows it: the
    /// word means a new entry, and a returning song written `"-"` is an RC401 whose fix writes
    /// its previous rank.
    /// A music service's chart API (Last.fm's) writes each track's rank inside an object of
    /// its attributes, as a string: `{"name": …, "@attr": {"rank": "1"}}`. The rank is found
    /// there, `/@attr/rank` with `"textRanks"`, and the check finds a rank skipped.
    @Test func aRankInsideAnObjectOfTheEntryIsFound() throws {
        var tracks = (1...20).map { #"{"name": "Track \#($0)", "playcount": "\#(100_000 - $0 * 100)", "artist": {"name": "Artist \#($0 % 7)"}, "@attr": {"rank": "\#($0)"}}"# }
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(#"{"tracks": {"track": ["# + tracks.joined(separator: ",\n") + #"], "@attr": {"page": "1", "total": "20"}}}"# + "\n", to: folder + "/chart-2024-11-24.json")
        let clean = try rankcheck(["init", "--print"], in: folder)
        #expect(clean.stdout.contains("lists      /tracks/track ") && clean.stdout.contains("rank       /@attr/rank ") && clean.stdout.contains("textRanks  true")
                && clean.stdout.contains("checked with it: no problems"), "\(clean.stdout)\(clean.stderr)")
        tracks[9] = tracks[9].replacingOccurrences(of: #""rank": "10""#, with: #""rank": "11""#)
        for index in 10..<20 { tracks[index] = tracks[index].replacingOccurrences(of: #""rank": "\#(index + 1)""#, with: #""rank": "\#(index + 2)""#) }
        try write(#"{"tracks": {"track": ["# + tracks.joined(separator: ",\n") + "]}}\n", to: folder + "/chart-2024-11-24.json")
        let skipped = try rankcheck(["init"], in: folder)
        #expect(skipped.stdout.contains("rank       /@attr/rank ") && skipped.stdout.contains("checked with it: 1 error (RC101 ×1)"), "\(skipped.stdout)\(skipped.stderr)")
        let check = try rankcheck(["validate", "--format", "xcode"], in: folder)
        #expect(check.stdout.contains("chart-2024-11-24.json:10:") && check.stdout.contains("rank 11 follows rank 9; expected 10"), "\(check.stdout)\(check.stderr)")
    }

    /// A university ranking's API writes its ranks as strings, shared ones with `=` and the
    /// bands past its top with an en dash it escapes, as PHP's JSON writes it: `"13\u201315"`.
    /// Such a band is a rank (13) as the same band unescaped is, not text RC004 reports.
    @Test func aBandWrittenWithAnEscapeIsARank() throws {
        let ranks = ["1", "2", "=3", "=3", "5", "6"] + Array(repeating: #"7\u20139"#, count: 3) + Array(repeating: #"10\u201312"#, count: 3)
        let entries = ranks.enumerated().map { #"{"rank": "\#($1)", "name": "University \#($0)", "location": "UK"}"# }
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(#"{"data": ["# + entries.joined(separator: ",\n") + "]}\n", to: folder + "/world-ranking-2025.json")
        let run = try rankcheck(["init"], in: folder)
        #expect(run.stdout.contains("rank       /rank ") && run.stdout.contains("textRanks  true") && run.stdout.contains("ties       competition")
                && run.stdout.contains("checked with it: no problems"), "\(run.stdout)\(run.stderr)")
    }

    /// A market-data API ranks coins by market cap and writes the rank as `market_cap_rank`.
    /// Where another number (the price) also falls down the list, the score is the one the
    /// rank is named for, `/market_cap`, not the first such field.
    @Test func theScoreIsTheFieldTheRankIsNamedFor() throws {
        let coins = (1...10).map { #"{"id": "coin\#($0)", "current_price": \#(1000 / $0), "market_cap": \#(2_000_000_000 / $0), "market_cap_rank": \#($0)}"# }
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("[" + coins.joined(separator: ",\n") + "]\n", to: folder + "/markets-2024-11-24.json")
        let run = try rankcheck(["init", "--print"], in: folder)
        #expect(run.stdout.contains("rank      /market_cap_rank ") && run.stdout.contains("score     /market_cap, descending "), "\(run.stdout)\(run.stderr)")
    }

    /// A chess site's leaderboard API writes each player's move as a direction and its size,
    /// `"trend_rank": {"direction": 1, "delta": 2}`, with every leaderboard in one file a day.
    /// `init` pairs each leaderboard with the one of the same name the day before, and reads
    /// the move as both fields; the check finds a wrong size and a wrong direction (RC401,
    /// whose `--fix` rewrites what is wrong), a direction its size contradicts (RC201), and a
    /// negative size (RC004).
    @Test func aDirectionBesideTheSizeOfTheMove() throws {
        func day(_ ranks: [String: Int], before: [String: Int]?, planted: [String: String] = [:]) -> String {
            let boards = ["live_blitz", "live_rapid"].map { board in
                let entries = ranks.sorted { $0.value < $1.value }.map { name, rank in
                    let move = before.map { $0[name]! - rank } ?? 0
                    let trend = planted[name] ?? #"{"direction": \#(move.signum()), "delta": \#(abs(move))}"#
                    return #"{"username": "\#(name)", "rank": \#(rank), "score": \#(3000 - rank * 10), "trend_rank": \#(trend)}"#
                }
                return #""\#(board)": [\#(entries.joined(separator: ",\n"))]"#
            }
            return "{" + boards.joined(separator: ",\n") + "}\n"
        }
        let first = Dictionary(uniqueKeysWithValues: (1...8).map { ("player\($0)", $0) })
        let second = ["player1": 1, "player3": 2, "player2": 3, "player4": 4, "player6": 5, "player7": 6, "player5": 7, "player8": 8]
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(day(first, before: nil), to: folder + "/leaderboards-2024-11-23.json")
        try write(day(second, before: first), to: folder + "/leaderboards-2024-11-24.json")
        let clean = try rankcheck(["init"], in: folder)
        #expect(clean.stdout.contains("movement  direction /trend_rank/direction, magnitude /trend_rank/delta  words for the direction (1 up, -1 down, 0 no move) beside the size /trend_rank/delta; recomputed from consecutive periods, 100% of the moves agree")
                && clean.stdout.contains("checked with it: no problems"), "\(clean.stdout)\(clean.stderr)")
        let planted = ["player3": #"{"direction": 1, "delta": 2}"#, "player2": #"{"direction": 1, "delta": 1}"#,
                       "player4": #"{"direction": 0, "delta": 2}"#, "player6": #"{"direction": 1, "delta": 0}"#, "player8": #"{"direction": 1, "delta": -1}"#]
        try write(day(second, before: first, planted: planted), to: folder + "/leaderboards-2024-11-24.json")
        let check = try rankcheck(["validate", "--format", "xcode"], in: folder)
        let findings = check.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }
        #expect(findings.count == 10 && findings.allSatisfy { $0.hasPrefix("leaderboards-2024-11-24.json:") }
                && findings.filter { $0.hasSuffix("(RC401 movement-mismatch)") }.map { $0.contains("claims up 2 (prior rank 4) but 'player3' was rank 3") || $0.contains("claims up 1 (prior rank 4) but 'player2' was rank 2") } == [true, true, true, true]
                && findings.filter { $0.contains("'/trend_rank/direction' says no move, 0, but '/trend_rank/delta' is 2: a move of 2 has a direction (RC201 up-by-zero)") }.count == 2
                && findings.filter { $0.contains("'/trend_rank/direction' says up, 1, but '/trend_rank/delta' is 0: a move of 0 is no move (RC201 up-by-zero)") }.count == 2
                && findings.filter { $0.contains("'/trend_rank/delta' must be an integer ≥ 0, found -1 (RC004 wrong-type)") }.count == 2, "\(check.stdout)")
        let human = try rankcheck(["validate"], in: folder)
        // Each help names the field its fix changes: player3's size, player2's direction.
        #expect(human.stdout.contains("help: Set 'delta' to `1`. `--fix` applies this.") && human.stdout.contains("help: Set 'direction' to `-1`. `--fix` applies this.")
                && human.stdout.contains("help: Change `1` to `0` if the entry kept its rank. `--fix` leaves this to you."), "\(human.stdout)")
        _ = try rankcheck(["validate", "--fix", "--quiet"], in: folder)
        let fixed = try read(folder + "/leaderboards-2024-11-24.json")
        #expect(fixed == day(second, before: first, planted: planted.merging(["player3": #"{"direction": 1, "delta": 1}"#, "player2": #"{"direction": -1, "delta": 1}"#]) { $1 }), "\(fixed)")
        // A direction without its size, a size without its direction: each names what is missing.
        try write(day(second, before: first, planted: ["player3": #"{"direction": 1}"#, "player2": #"{"delta": 1}"#]), to: folder + "/leaderboards-2024-11-24.json")
        let missing = try rankcheck(["validate", "--format", "xcode"], in: folder)
        #expect(missing.stdout.components(separatedBy: "entry for 'player3' is missing required field '/trend_rank/delta' (RC003 missing-field)").count == 3
                && missing.stdout.components(separatedBy: "entry for 'player2' is missing required field '/trend_rank/direction' (RC003 missing-field)").count == 3
                && !missing.stdout.contains("RC401"), "\(missing.stdout)")
    }

    @Test func aWordForANewEntryInJSONIsInferred() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Planted: the third week's 'a' is written "-"; it was rank 2.
        let weeks = weeklyEntries([["a", "b", "c", "d"], ["b", "a", "e", "c"], ["e", "b", "a", "f"]], keys: ("pos", "title", "lw"), new: #""-""#,
                                  planted: ("a", #""-""#))
        let lists = weeks.enumerated().map { week, entries in #"{"date": "2024-03-0\#(week + 1)", "entries": [\#(entries)]}"# }
        try write("[" + lists.joined(separator: ",\n") + "]\n", to: folder + "/chart.json")
        let result = try rankcheck(["init"], in: folder)
        #expect(result.stdout.contains(#"previousRank /lw, "-" is new  ranks and "-" (new entries)"#)
                && result.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(result.stdout)\(result.stderr)")
        _ = try rankcheck(["validate", "--fix"], in: folder)
        #expect(try read(folder + "/chart.json").contains(#"{"pos": 3, "title": "a", "lw": 2}"#))
    }

    /// A chart's API writes a new song's previous rank as -1 beside its peak position: -1 is
    /// read as a new entry, and the previous rank, which agrees with all but the planted move,
    /// is preferred to the peak, which agrees with last week's rank only where a song falls
    /// from a peak it reached then.
    @Test func aPreviousRankWrittenMinusOneInJSONIsInferred() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Most songs fall from a peak they reached last week, where the peak and last week's rank agree.
        let weeks = [["a", "b", "c", "d", "e", "f"], ["g", "a", "b", "c", "d", "e"], ["h", "g", "a", "b", "c", "d"]]
        var peaks: [String: Int] = [:], last: [String: Int] = [:]
        for (week, songs) in weeks.enumerated() {
            let entries = songs.enumerated().map { index, song in
                peaks[song] = min(peaks[song] ?? index + 1, index + 1)
                // Planted: the third week's 'b' claims last week's rank 2; it was 3.
                let previous = week == 2 && song == "b" ? 2 : last[song] ?? -1
                return #"{"rank": \#(index + 1), "track": "\#(song)", "peak": \#(peaks[song]!), "previous": \#(previous)}"#
            }
            last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
            try write(#"{"entries": [\#(entries.joined(separator: ", "))]}"# + "\n", to: folder + "/weekly-2024-11-\(10 + 7 * week).json")
        }
        let result = try rankcheck(["init"], in: folder)
        #expect(result.stdout.contains("movement  previousRank /previous, -1 is new ") && result.stdout.contains(" ranks and -1 (new entries); recomputed from consecutive periods, 90% of the moves agree")
                && result.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(result.stdout)\(result.stderr)")
        let check = try rankcheck(["validate"], in: folder)
        #expect(check.stdout.contains("(prior rank 2) but 'b' was rank 3 in weekly-2024-11-17: down 1"), "\(check.stdout)")
    }

    /// Daily snapshots of a market API (`market_cap_rank` beside `market_cap`): no field states
    /// a move, and the evidence names no reading that agrees with none of them.
    @Test func noMoveIsSaidWithoutAReadingThatAgreesWithNone() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let days = [["btc", "eth", "sol", "xrp"], ["btc", "sol", "eth", "xrp"], ["btc", "sol", "xrp", "eth"]]
        for (day, coins) in days.enumerated() {
            let entries = coins.enumerated().map { #"{"id": "\#($1)", "market_cap": \#(9000 - 1000 * $0 + day), "market_cap_rank": \#($0 + 1)}"# }
            try write("[" + entries.joined(separator: ", ") + "]\n", to: folder + "/markets-2024-11-0\(day + 1).json")
        }
        let result = try rankcheck(["init", "--print"], in: folder)
        #expect(result.stdout.contains("movement  none ") && result.stdout.contains(" no field reads as a move or a previous rank\n")
                && result.stdout.contains("score     /market_cap, descending "), "\(result.stdout)\(result.stderr)")
    }

    /// A race's results write `DNF` and `DSQ` where a position would be for the drivers below
    /// the classified ones: they are outside the ranking, and the points of the classified
    /// ones are the score, whose planted inversion is the one finding.
    @Test func aRacesUnclassifiedEntriesAreLeftOut() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Planted: the fifth driver scores more than the fourth.
        let points = [25, 18, 15, 12, 13, 8, 6, 4]
        let classified = points.enumerated().map { #"{"position": \#($0 + 1), "driver": "Driver \#($0)", "points": \#($1)}"# }
        let others = ["DNF", "DNF", "DSQ"].enumerated().map { #"{"position": "\#($1)", "driver": "Driver \#($0 + 8)", "points": 0}"# }
        try write(#"{"race": "Bahrain", "results": [\#((classified + others).joined(separator: ", "))]}"# + "\n", to: folder + "/2024-bahrain.json")
        let result = try rankcheck(["init"], in: folder)
        #expect(result.stdout.contains(#"unranked  "DNF", "DSQ" "#) && result.stdout.contains(" 3 entries outside the ranking, left out of every check")
                && result.stdout.contains("checked with it: 1 error (RC104 ×1)"), "\(result.stdout)\(result.stderr)")
    }

    /// A leaderboard's API gives the players who missed the cut no position (`null`) below the
    /// ranked ones: they are outside the ranking (`"unranked": [null]`), not a tie's rank
    /// written once, which a rank below the empty ones would confirm; the planted break is the
    /// one finding.
    @Test func nullPositionsBelowTheRankedOnesAreOutsideTheRanking() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Planted: 8 where 7 follows 6.
        let positions: [Int?] = [1, 2, 3, 3, 5, 6, 8, nil, nil, nil]
        let rows = positions.enumerated().map { #"{"position": \#($1.map(String.init) ?? "null"), "player": "P\#($0)"}"# }
        try write(#"{"leaderboard": [\#(rows.joined(separator: ", "))]}"# + "\n", to: folder + "/open-2024.json")
        let result = try rankcheck(["init"], in: folder)
        #expect(result.stdout.contains("unranked  null ") && result.stdout.contains(" 3 entries outside the ranking, left out of every check")
                && !result.stdout.contains("a tie's rank written once") && result.stdout.contains("checked with it: 1 error (RC101 ×1)"), "\(result.stdout)\(result.stderr)")
        #expect(try read(folder + "/.rankcheck.json").contains(#""unranked": [\#n      null\#n    ]"#))
    }

    /// Ranks written with a fraction (`1.0`, as pandas writes a column with a missing value)
    /// are the rank; the check reports each, and `--fix` writes them as integers.
    @Test func ranksWrittenWithAFractionAreTheRank() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("[" + (1...5).map { #"{"rank": \#($0).0, "name": "n\#($0)"}"# }.joined(separator: ", ") + "]\n", to: folder + "/ranking.json")
        let result = try rankcheck(["init"], in: folder)
        #expect(result.stdout.contains("rank      /rank     runs 1…N in 1 of 1 arrays; written with a fraction (1.0), which RC004 reports and --fix writes as whole numbers")
                && result.stdout.contains("checked with it: 5 errors (RC004 ×5)"), "\(result.stdout)\(result.stderr)")
        _ = try rankcheck(["validate", "--fix"], in: folder)
        #expect(try read(folder + "/ranking.json").hasPrefix(#"[{"rank": 1, "name": "n1"}"#))
    }

    /// A pandas export writes ranks and previous ranks as `1.0`: the moves are recomputed from
    /// them and the score is read beside them, as for ranks written as integers.
    @Test func ranksWrittenWithAFractionConfirmTheMovesAndTheScore() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let weeks = [["A", "B", "C", "D"], ["B", "A", "D", "C"], ["B", "D", "A", "E"]]
        var table = "date,rank,song,previous,score\n", last: [String: Int] = [:]
        for (week, songs) in weeks.enumerated() {
            for (index, song) in songs.enumerated() {
                table += "2024-01-0\(week + 1),\(index + 1).0,\(song),\(last[song].map { "\($0).0" } ?? ""),\(99 - 2 * index - week).5\n"
            }
            last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
        }
        try write(table, to: folder + "/chart.csv")
        let result = try rankcheck(["init", "--print"], in: folder)
        #expect(result.stdout.contains("recomputed from consecutive periods, 100% of the moves agree") && result.stdout.contains("score     /score, descending"),
                "\(result.stdout)\(result.stderr)")
    }

    /// Weekly charts beside a table of other data (artists): the charts are inferred, the other
    /// table is named in a note, and the check skips it as not ranking data.
    /// One file that each period overwrites (`latest.csv`, its history in git): `init` says how
    /// to compare it with its version before, and that command finds the moves it gets wrong.
    @Test func aFileEachPeriodOverwritesIsComparedWithItsVersionInGit() throws {
        let directory = try folder(["latest.csv": "rank,title,artist,last_week\n1,A,W,\n2,B,X,\n3,C,Y,\n4,D,Z,\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let history = try rankcheckInShell("""
            set -e
            commit() { git add latest.csv && git -c user.name=rankcheck -c user.email=rankcheck@example.com commit -qm "$1"; }
            git init -q . && commit 'week 1'
            printf 'rank,title,artist,last_week\\n1,B,X,2\\n2,A,W,4\\n3,C,Y,3\\n4,D,Z,1\\n' > latest.csv && commit 'week 2'
            """, in: directory)
        #expect(history.exitCode == 0, "\(history.stderr)")
        let proposed = try rankcheck(["init"], in: directory)
        let command = "rankcheck validate latest.csv --prior <(git show HEAD~1:./latest.csv)"
        #expect(proposed.stdout.contains("one file, named by no period: if each period overwrites it, its prior period is in git: `\(command)`"), "\(proposed.stdout)")
        let checked = try rankcheckInShell("\"$RANKCHECK\"" + command.dropFirst("rankcheck".count) + " --format xcode", in: directory)
        #expect(checked.exitCode == 1 && checked.stdout.split(separator: "\n").filter { $0.contains("RC401") }.map { $0.split(separator: ": ").dropFirst(2).joined(separator: ": ") } == [
            "claims up 2 (prior rank 4) but 'A' was rank 1 in the prior period: down 1 (RC401 movement-mismatch)",
            "claims down 3 (prior rank 1) but 'D' was rank 4 in the prior period: keep (RC401 movement-mismatch)",
        ], "\(checked.stdout)\(checked.stderr)")
    }

    /// A column whose every entry writes a word of its own (each club's city) is no column of
    /// directions, though in two short seasons each city stays beside one move.
    @Test func wordsWrittenOnceEachAreNoDirections() throws {
        let directory = try folder([
            "league-2024.csv": "rank,club,city\n1,Harbour,Hull\n2,Rovers,Leeds\n3,Millers,Rotherham\n4,United,Sheffield\n5,Athletic,York\n6,Moor,Bradford\n",
            "league-2025.csv": "rank,club,city\n1,Rovers,Leeds\n2,Harbour,Hull\n3,Millers,Rotherham\n4,Athletic,York\n5,United,Sheffield\n6,Moor,Bradford\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let proposed = try rankcheck(["init", "--print"], in: directory)
        #expect(proposed.exitCode == 0 && proposed.stdout.contains("movement  none ") && !proposed.stdout.contains("direction"), "\(proposed.stdout)\(proposed.stderr)")
    }

    @Test func aTableWithOtherColumnsIsLeftOutOfTheInference() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/charts", withIntermediateDirectories: true)
        try write("position,song,last_week\n1,A,\n2,B,\n3,C,\n", to: folder + "/charts/2021-01-02.csv")
        try write("position,song,last_week\n1,B,2\n2,C,3\n3,A,1\n", to: folder + "/charts/2021-01-09.csv")
        try write("position,song,last_week\n1,A,3\n2,C,2\n3,B,1\n", to: folder + "/charts/2021-01-16.csv")
        try write("id,name,country\n1,Artist A,US\n2,Artist B,UK\n3,Artist C,JP\n", to: folder + "/artists.csv")
        let result = try rankcheck(["init"], in: folder)
        #expect(result.exitCode == 0 && result.stderr == "note: 1 table with other columns not read (artists.csv): a configuration holds one shape, "
                + "inferred here from the 3 tables with the columns most tables have\n"
                && result.stdout.hasPrefix("read 3 tables: 3 lists, 9 entries\n") && result.stdout.contains("identity  /song "), "\(result.stdout)\(result.stderr)")
        let check = try rankcheck(["validate"], in: folder)
        #expect(check.exitCode == 0 && check.stdout == "no problems in 3 files; 1 file skipped: not ranking data (--show-skipped lists them)\n",
                "\(check.stdout)")
    }

    /// A spreadsheet's export: quoted cells, CRLF, rows left blank below the data (`,,`) and
    /// a rank cell left empty. Blank rows say nothing about the list, and an empty rank is a
    /// mistake in it, which the check that follows reports.
    @Test func blankRowsAndAnEmptyRankAreMistakesNotAnotherShape() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let rows = (1...24).map { #""\#($0 == 9 ? "" : String($0))","Town \#($0)","\#($0 % 3 == 0 ? "up" : "keep")""# }
        try write(#""Rank","Town","Trend""# + "\r\n" + rows.joined(separator: "\r\n") + "\r\n,,\r\n,,\r\n", to: folder + "/TownRanking2021.csv")
        let result = try rankcheck(["init"], in: folder)
        #expect(result.exitCode == 0 && result.stdout.contains("rank      /Rank     nearly runs 1…N (a gap or a repeat breaks it) in 1 of 1 lists")
                && result.stdout.contains("identity  /Town     present and unique in every list"), "\(result.stdout)\(result.stderr)")
        let check = try rankcheck(["validate", "--format", "xcode"], in: folder)
        #expect(check.stdout.hasPrefix("TownRanking2021.csv:10:1: error: 'Rank' must be an integer ≥ 1, found an empty cell (RC004 wrong-type)\n"), "\(check.stdout)")
    }

    /// A table of many periods is inferred from its first periods in period order (about a
    /// quarter of a million rows), and its whole lists and rows are counted: the memory init
    /// takes does not grow with the table's length. A table whose first thousand rows hold one
    /// period (1,500 entries a week) is grouped by its period's column before it is read as
    /// one list.
    @Test(arguments: [100, 1_500])
    func aLongTableIsInferredFromItsFirstPeriods(entriesPerWeek: Int) throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let firstWeek = calendar.date(from: DateComponents(year: 1958, month: 8, day: 4))!
        func chart(rows count: Int) -> String {
            var rows = ["date,title,pos,last"], last: [Int: Int] = [:]
            for week in 0..<count / entriesPerWeek {
                let day = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: 7 * week, to: firstWeek)!)
                let date = String(format: "%04d-%02d-%02d", day.year!, day.month!, day.day!)
                var now: [Int: Int] = [:]
                for position in 0..<entriesPerWeek {
                    let song = week + (position * 37 + week * 11) % entriesPerWeek
                    rows.append("\(date),Song \(song),\(position + 1),\(last[song].map(String.init) ?? "")")
                    now[song] = position + 1
                }
                last = now
            }
            return rows.joined(separator: "\n") + "\n"
        }
        try write(chart(rows: 300_000), to: folder + "/short.csv")
        try write(chart(rows: 600_000), to: folder + "/long.csv")
        let weeks = 600_000 / entriesPerWeek, read = (262_144 + entriesPerWeek - 1) / entriesPerWeek
        let printed = try rankcheck(["init", "--print", "long.csv"], in: folder)
        #expect(printed.exitCode == 0, "\(printed.stdout)\(printed.stderr)")
        #expect(printed.stdout.contains("read 1 table: \(weeks) lists, 600000 entries"), "\(printed.stdout)")
        #expect(printed.stdout.contains("rows grouped by it: \(weeks) lists, each ranked 1…N (choices made on the first \(read) in period order)"),
                "\(printed.stdout)")
        #expect(printed.stdout.contains("runs 1…N in \(min(read, 200)) of \(min(read, 200)) lists looked at"), "\(printed.stdout)")
        #expect(printed.stdout.contains("movement  previousRank /last"), "\(printed.stdout)")
        #expect(printed.stdout.contains("checked with it: no problems in 1 file"), "\(printed.stdout)")
        // Inferred from the whole table (or, at 1,500 a week, read whole as one list first), the
        // longer table took 1.7 (1.9) times the memory.
        let short = try peakMemoryOfRun(["init", "--print", folder + "/short.csv"])
        let long = try peakMemoryOfRun(["init", "--print", folder + "/long.csv"])
        #expect(long < short * 13 / 10, "init on 300,000 rows \(short) KiB, on 600,000 rows \(long) KiB")
    }

    /// A table of one list longer than 131,072 rows, with a column named like a
    /// rank, is inferred from its top rows (read in rank order, wherever they are in the
    /// file); the check that follows reads it whole. A name repeated below the top is then no
    /// reason to choose another identity: the check reports it.
    @Test func aLongListIsInferredFromItsTopRows() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var rows = (1...400_000).map { rank in "\(rank),Player \(rank == 350_000 ? 7 : rank),C\(rank % 50),\(2_000_000 - rank * 3)" }
        rows.swapAt(0, 399_999)  // the first row is the last rank
        try write((["rank,player,country,points"] + rows).joined(separator: "\n") + "\n", to: folder + "/board.csv")
        let printed = try rankcheck(["init", "--print", "board.csv"], in: folder)
        #expect(printed.exitCode == 0, "\(printed.stdout)\(printed.stderr)")
        #expect(printed.stdout.contains("read 1 table: 1 list, 400000 entries"), "\(printed.stdout)")
        #expect(printed.stdout.contains("rank      /rank                runs 1…N in 1 of 1 lists (choices made on its top 131072 rows)"), "\(printed.stdout)")
        #expect(printed.stdout.contains("identity  /player              present and unique in every list"), "\(printed.stdout)")
        #expect(printed.stdout.contains("score     /points, descending"), "\(printed.stdout)")
        #expect(printed.stdout.contains("checked with it: 1 error (RC103 ×1) in 1 file"), "\(printed.stdout)")
    }
}
