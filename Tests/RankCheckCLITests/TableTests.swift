import Foundation
import Testing

/// CSV and TSV rankings (`Fixtures/tables/`, written by `.ci/make_table_fixtures.py`): every
/// rule, fix and report reads them as it reads JSON, with places in the table's cells.
@Suite struct TableTests {
    /// Each finding as rule, row, column and line:column, from the JSON report.
    func findings(_ arguments: [String], in folder: String) throws -> [String] {
        let result = try rankcheck(["validate", "--format", "json"] + arguments, in: packageRoot + "/Fixtures/tables/" + folder)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\(result.stderr)")
        return (json["findings"] as? [[String: Any]] ?? []).map { finding in
            let start = finding["start"] as? [String: Any]
            return "\(finding["rule"] ?? "") \(finding["path"] ?? ""):\(start?["line"] ?? 0):\(start?["column"] ?? 0) row \(finding["row"] ?? "-") \(finding["column"] ?? "-")"
        }
    }

    @Test func aChartYearWithNewSongsAsZeroGivesItsPlantedMistakes() throws {
        #expect(try findings(["."], in: "chart-year") == [
            "RC401 hot-2021.csv:186:41 row 186 previous",
            "RC102 hot-2021.csv:589:30 row 589 current",
            "RC101 hot-2021.csv:590:34 row 590 current",
            "RC401 hot-2021.csv:610:32 row 610 previous",
        ])
    }

    @Test func aNationalRankingSortedByNameIsReadPerDate() throws {
        // Rows come by team, not by rank: each date's list is put in rank order, so RC101 is quiet.
        #expect(try findings(["."], in: "national-teams") == ["RC401 rankings.csv:71:21 row 71 rank_change"])
    }

    @Test func tiesAtTheEndOfATennisRankingAreCompetitionRanks() throws {
        #expect(try findings(["."], in: "tennis") == ["RC104 atp-2023.csv:66:23 row 66 points"])
        // Without competition ties, the shared rank 27 is RC102 in every week.
        let strict = try findings([".", "--ties", "none", "--select", "RC102"], in: "tennis")
        #expect(strict.count == 8, "\(strict)")
    }

    /// Three regions' daily charts in one table, grouped by region and date: each region's
    /// day is compared with that region's day before, and a region's first day with nothing.
    @Test func dailyChartsOfSeveralRegionsAreComparedWithinTheirRegion() throws {
        #expect(try findings(["."], in: "daily-regions") == [
            "RC401 charts-2024-03.csv:154:35 row 154 previous",
            "RC102 charts-2024-03.csv:266:1 row 266 rank",
            "RC104 charts-2024-03.csv:266:41 row 266 streams",
            "RC101 charts-2024-03.csv:267:1 row 267 rank",
            "RC401 charts-2024-03.csv:311:40 row 311 previous",
        ])
    }

    /// `=3` and bands (`21–25`, `51+`) are shared ranks: the band that holds one too many is
    /// found, and the band after it, which then holds one too few.
    @Test func aTabSeparatedUniversityTableReadsTieMarkersAndBands() throws {
        #expect(try findings(["."], in: "university") == ["RC101 world-2024.tsv:28:1 row 28 rank", "RC101 world-2024.tsv:32:1 row 32 rank"])
    }

    /// The rows that do not read hold the ranks between those around them: no gap is reported
    /// where they are.
    @Test func structurallyBrokenTablesAreFindingsAndTheReadableRowsAreChecked() throws {
        #expect(try findings(["."], in: "broken") == [
            "RC008 blank-line.csv:3:1 row 3 rank",
            "RC008 blank-row.csv:4:1 row 4 rank",
            "RC008 blank-row.csv:5:1 row 5 rank",
            "RC008 byte-order-mark.csv:1:1 row 1 <null>",
            "RC006 duplicate-column.csv:1:15 row 1 rank",
            "RC008 field-count.csv:3:1 row 3 rank",
            "RC008 field-count.csv:4:1 row 4 rank",
            "RC008 invalid-utf8.csv:3:7 row 3 townName",
            "RC008 stray-quote.csv:3:7 row 3 townName",
            "RC008 unnamed-columns.csv:1:40 row 1 <null>",
            "RC008 unterminated.csv:3:3 row 3 townName",
        ])
    }

    @Test func theHumanReportShowsTheRowWithTheCaretUnderTheCell() throws {
        let result = try rankcheck(["validate", "."], in: packageRoot + "/Fixtures/tables/national-teams")
        #expect(result.exitCode == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(Array(lines.prefix(5)) == [
            "rankings.csv:71:21: error[RC401] movement-mismatch: claims up 3 (prior rank 16) but 'Japan' was rank 13 in 2022-06-23: keep",
            "   |",
            "71 | 13,Japan,JAP,1623.1,3,OTHER,2022-08-25",
            "   |                     ^",
            "note: rankings.csv:70:4: 2022-06-23: 'Japan' at rank 13",
        ], "\(result.stdout)")
    }

    @Test func fixRewritesOnlyTheCellsItChangesKeepingQuotesAndLineEndings() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for folder in ["national-teams", "chart-year"] {
            let source = packageRoot + "/Fixtures/tables/" + folder
            for item in try FileManager.default.contentsOfDirectory(atPath: source) {
                try FileManager.default.copyItem(atPath: source + "/" + item, toPath: directory + "/" + folder + "-" + item)
            }
        }
        // CRLF and signed changes: one cell, the rest byte for byte.
        try FileManager.default.moveItem(atPath: directory + "/national-teams-.rankcheck.json", toPath: directory + "/.rankcheck.json")
        // The diff of a CRLF file keeps its line endings and says nothing about missing newlines.
        let diff = try rankcheck(["validate", "--diff", "national-teams-rankings.csv"], in: directory)
        #expect(diff.stdout.contains("-13,Japan,JAP,1623.1,3,OTHER,2022-08-25\r\n+13,Japan,JAP,1623.1,0,OTHER,2022-08-25\r\n"), "\(diff.stdout)")
        #expect(!diff.stdout.contains("No newline"))
        let original = try Data(contentsOf: URL(fileURLWithPath: directory + "/national-teams-rankings.csv"))
        let fixed = try rankcheck(["validate", "--fix", "national-teams-rankings.csv"], in: directory)
        #expect(fixed.exitCode == 0, "\(fixed.stdout)\(fixed.stderr)")
        let after = try Data(contentsOf: URL(fileURLWithPath: directory + "/national-teams-rankings.csv"))
        let changed = zip(original.split(separator: 0x0A), after.split(separator: 0x0A)).filter { $0 != $1 }
        #expect(changed.count == 1)
        #expect(changed.map { String(decoding: $0.1, as: UTF8.self) } == ["13,Japan,JAP,1623.1,0,OTHER,2022-08-25\r"])
        #expect(original.count == after.count)
        let again = try rankcheck(["validate", "national-teams-rankings.csv"], in: directory)
        #expect(again.exitCode == 0 && again.stdout.contains("no problems"), "\(again.stdout)")
    }

    @Test func aQuotedCellStaysQuotedWhenFixed() throws {
        let directory = try folder(["TownRanking2021.csv": "rank,townName,isRankUp,rankFluctuation\n1,\"Kashiwa, Chiba\",\"true\",\"3\"\n2,Warabi,false,0\n",
                                     "TownRanking2020.csv": "rank,townName,isRankUp,rankFluctuation\n1,Warabi,false,0\n2,\"Kashiwa, Chiba\",false,0\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let diff = try rankcheck(["validate", "--diff", "TownRanking2021.csv"], in: directory)
        #expect(diff.stdout.contains("-1,\"Kashiwa, Chiba\",\"true\",\"3\"\n+1,\"Kashiwa, Chiba\",\"true\",\"1\"\n"), "\(diff.stdout)\(diff.stderr)")
        #expect(diff.stdout.contains("-2,Warabi,false,0\n+2,Warabi,true,1\n") == false)
    }

    @Test func aSignedMoveWrittenWithAPlusKeepsItWhenFixed() throws {
        let shape = #"{"shape": {"rank": "/rank", "identity": ["/town"], "movement": {"signed": "/move", "positiveIs": "up"}}}"#
        let directory = try folder([".rankcheck.json": shape,
                                    "towns2021.tsv": "rank\ttown\tmove\r\n1\tKashiwa\t+2\r\n2\t\"Warabi\"\t\"+1\"\r\n3\tUrawa\t+1\r\n4\tOmiya\t\"+3\"\r\n5\tChiba\t-1\r\n",
                                    "towns2020.tsv": "rank\ttown\tmove\r\n1\tWarabi\t0\r\n2\tKashiwa\t0\r\n3\tUrawa\t0\r\n4\tChiba\t0\r\n5\tOmiya\t0\r\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let diff = try rankcheck(["validate", "--diff", "towns2021.tsv"], in: directory)
        // Up 1 keeps its sign, quoted or not; down 1 and no move are written as numbers are, quotes kept.
        #expect(diff.stdout.contains("-1\tKashiwa\t+2\r\n"), "\(diff.stdout)\(diff.stderr)")
        #expect(diff.stdout.contains("+1\tKashiwa\t+1\r\n"), "\(diff.stdout)")
        #expect(diff.stdout.contains("+2\t\"Warabi\"\t\"-1\"\r\n"), "\(diff.stdout)")
        #expect(diff.stdout.contains("+3\tUrawa\t0\r\n"), "\(diff.stdout)")
        #expect(diff.stdout.contains("+4\tOmiya\t\"+1\"\r\n"), "\(diff.stdout)")
        // The advice says the value as the fix writes it.
        let human = try rankcheck(["validate", "towns2021.tsv"], in: directory).stdout
        #expect(human.components(separatedBy: "help: Change the movement to `+1`. `--fix` applies this.\n").count == 3, "\(human)")
        #expect(human.contains("help: Change the movement to `-1`. `--fix` applies this.\n"), "\(human)")
        #expect(human.contains("help: Change the movement to `0`. `--fix` applies this.\n"), "\(human)")
        let fixed = try rankcheck(["validate", "--fix", "towns2021.tsv"], in: directory)
        #expect(fixed.exitCode == 0, "\(fixed.stdout)\(fixed.stderr)")
        let after = try String(contentsOfFile: directory + "/towns2021.tsv", encoding: .utf8)
        #expect(after == "rank\ttown\tmove\r\n1\tKashiwa\t+1\r\n2\t\"Warabi\"\t\"-1\"\r\n3\tUrawa\t0\r\n4\tOmiya\t\"+1\"\r\n5\tChiba\t-1\r\n")
    }

    /// Walking a folder, a table without the shape's columns is skipped; an empty one, which has
    /// no header to tell, is reported, as an empty JSON file is.
    @Test func walkingAFolderChecksTablesAndSkipsTablesThatAreNotRankings() throws {
        let directory = try folder(["towns.csv": "rank,townName,isRankUp,rankFluctuation\n1,Warabi,false,0\n3,Kashiwa,false,0\n",
                                     "notes.tsv": "name\tcolour\nWarabi\tred\n", "empty.csv": ""])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode", "."], in: directory)
        #expect(result.stdout == "empty.csv:1:1: error: the table is empty: it needs a header row that names its columns (RC008 invalid-table)\n"
                + "towns.csv:3:1: error: rank 3 follows rank 1; expected 2 (RC101 rank-sequence)\n", "\(result.stdout)\(result.stderr)")
        // Named on the command line, a table without the shape's columns is checked.
        let named = try rankcheck(["validate", "--format", "xcode", "notes.tsv"], in: directory)
        #expect(named.exitCode == 1 && named.stdout.contains("RC003"), "\(named.stdout)")
    }

    @Test func aTablesPriorFileIsFoundByTheYearInItsName() throws {
        let directory = try folder(["TownRanking2021.csv": "rank,townName,isRankUp,rankFluctuation\n1,Warabi,true,1\n2,Kashiwa,false,1\n",
                                     "TownRanking2020.csv": "rank,townName,isRankUp,rankFluctuation\n1,Kashiwa,false,0\n2,Warabi,false,0\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "json", "TownRanking2021.csv"], in: directory)
        #expect(result.exitCode == 0, "\(result.stdout)")
        #expect(result.stdout.contains("\"prior\" : \"TownRanking2020.csv\"") || result.stdout.contains("\"prior\": \"TownRanking2020.csv\""), "\(result.stdout)")
    }

    /// Findings that point into a prior table, more than one block of them printed: each
    /// related place is the prior row of its name, at the name's cell, whatever the line ends.
    @Test func thousandsOfPlacesInAPriorTableAreEachAtTheirRow() throws {
        let count = 10_000
        let prior = "rank,name,previous\n" + (1...count).map { "\($0),n\($0),\($0 % 3 == 0 ? "\r\n" : "\n")" }.joined()
        let current = "rank,name,previous\n" + (1...count).map { "\($0),n\($0),\($0 + 1)\n" }.joined()
        let directory = try folder(["prior.csv": prior, "current.csv": current,
                                    ".rankcheck.json": #"{"shape": {"rank": "/rank", "identity": ["/name"], "movement": {"previousRank": "/previous"}}}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "json", "--prior", "prior.csv", "current.csv"], in: directory)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let findings = (json["findings"] as? [[String: Any]] ?? []).filter { $0["rule"] as? String == "RC401" }
        #expect(findings.count == count)
        var misplaced = 0
        for finding in findings {
            let row = try #require(finding["row"] as? Int)
            let related = try #require((finding["related"] as? [[String: Any]])?.first)
            let start = related["start"] as? [String: Any]
            if related["path"] as? String != "prior.csv" || start?["line"] as? Int != row || start?["column"] as? Int != String(row - 1).count + 2 {
                misplaced += 1
            }
        }
        #expect(misplaced == 0)
    }

    /// Tables too big or too odd for `Fixtures/hostile/`: each is a finding or nothing, never a
    /// trap or a hang, and `--fix` writes none of them.
    @Test func hugeFieldsColumnsAndAnUnclosedQuoteAreFindingsAndAreNeverWritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let header = "rank,townName,isRankUp,rankFluctuation"
        var field = Data((header + "\n1,").utf8)
        field.append(Data(repeating: UInt8(ascii: "a"), count: 100_000_000))
        field.append(Data(",false,0\n2,\"Kashiwa\",true,1\n".utf8))
        try field.write(to: URL(fileURLWithPath: directory + "/field.csv"))
        let columns = (0..<1_000_000).map { "c\($0)" }.joined(separator: ",")
        try (header + "," + columns + "\n1,Warabi,false,0" + String(repeating: ",x", count: 1_000_000) + "\n").write(toFile: directory + "/columns.csv", atomically: true, encoding: .utf8)
        var unclosed = Data((header + "\n\"1,Warabi,false,0\n").utf8)
        let rows = Data(String(repeating: "2,Kashiwa,true,1\n", count: 1_000_000).utf8)
        for _ in 0..<12 { unclosed.append(rows) }
        try unclosed.write(to: URL(fileURLWithPath: directory + "/unclosed.csv"))
        // A 50,000-byte column name over 100,000 rows: 5 GB as JSON with the name in every row.
        let longName = header + "," + String(repeating: "n", count: 50_000) + "\n" + (1...100_000).map { "\($0),Town \($0),false,0,\($0)\n" }.joined()
        try longName.write(toFile: directory + "/long-name.csv", atomically: true, encoding: .utf8)
        for (name, rules) in [("field.csv", []), ("columns.csv", []), ("unclosed.csv", ["RC008", "RC007"]), ("long-name.csv", ["RC008", "RC007"])] {
            let before = try FileManager.default.attributesOfItem(atPath: directory + "/" + name)
            let result = try rankcheck(["validate", "--no-prior", "--fix", "--format", "json", name], in: directory)
            #expect([0, 1].contains(result.exitCode) && !result.stderr.contains("Fatal error"), "\(name): \(result.exitCode) \(result.stderr.prefix(300))")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(name)")
            let found = Set((report["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
            #expect(found == Set(rules), "\(name): \(found.sorted())")
            let after = try FileManager.default.attributesOfItem(atPath: directory + "/" + name)
            #expect(before[.modificationDate] as? Date == after[.modificationDate] as? Date && before[.size] as? Int == after[.size] as? Int, "\(name) was written")
        }
    }

    @Test func anUnknownColumnIsOneFindingAtItsHeaderCellNotOnePerRow() throws {
        let directory = try folder(["list.csv": "rank,name,isRankUp,rankFluctuation,notes\n1,A,false,0,7\n2,B,true,1,8\n3,C,true,1,9\n",
                                     ".rankcheck.json": #"{"prior": "off", "shape": {"rank": "/rank", "identity": ["/name"], "fields": "closed"}}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "json", "--select", "RC005", "list.csv"], in: directory)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)\(result.stderr)")
        let found = report["findings"] as? [[String: Any]] ?? []
        #expect(found.count == 1, "\(result.stdout)")
        let start = found.first?["start"] as? [String: Any]
        #expect(found.first?["message"] as? String == "unknown field 'notes'" && start?["line"] as? Int == 1 && start?["column"] as? Int == 36)
        // It is a problem of the column, so it names no row's entry.
        #expect(found.first?["townName"] is NSNull, "\(found)")
        // The same on a table of many rows: the column is compared with the known names once.
        let rows = (1...100_000).map { "\($0),Town \($0),false,0,\($0)\n" }.joined()
        try ("rank,name,isRankUp,rankFluctuation,notes\n" + rows).write(toFile: directory + "/list.csv", atomically: true, encoding: .utf8)
        let many = try rankcheck(["validate", "--format", "xcode", "list.csv"], in: directory)
        #expect(many.stdout == "list.csv:1:36: warning: unknown field 'notes' (RC005 unknown-field)\n", "\(many.stdout.prefix(500))")
    }

    @Test func aColumnNamedTwiceIsAFindingAtItsLaterCellAndItsFirstColumnIsRead() throws {
        let directory = try folder(["list.csv": "rank,name,rank,name\n1,A,9,Z\n2,B,8,Y\n",
                                     ".rankcheck.json": #"{"prior": "off", "shape": {"rank": "/rank", "identity": ["/name"], "movement": "none"}}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode", "list.csv"], in: directory)
        // Ranks 9 and 8 of the later 'rank' column would be out of order and not start at 1.
        #expect(result.stdout == """
            list.csv:1:11: error: duplicate column 'rank' in the header: columns 1 and 3 have that name (RC006 duplicate-key)
            list.csv:1:16: error: duplicate column 'name' in the header: columns 2 and 4 have that name (RC006 duplicate-key)

            """, "\(result.stdout)")
        #expect(result.exitCode == 1)
    }

    @Test func underOpenFieldsAStringColumnTheShapeDoesNotNameIsStillAnAttribute() throws {
        // Every other string field is an attribute (RC301) while none is configured; a number
        // in such a column is no attribute, and no finding.
        let chart = "date,title,artist,current,previous,weeks\n2021-01-02,Song,Ann,1,0,1\n2021-01-02,Tune,Bo,2,0,1\n2021-01-09,Tune,Bo,1,2,2\n2021-01-09,Song,Cy,2,1,x\n"
        let shape = #""listBy": "/date", "rank": "/current", "identity": ["/title"], "movement": {"previousRank": "/previous"}, "fields": "open", "table": {"nulls": ["", "0"]}"#
        let directory = try folder(["chart.csv": chart, ".rankcheck.json": #"{"prior": "previous-list", "shape": {"# + shape + "}}"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode", "chart.csv"], in: directory)
        #expect(result.stdout == """
            chart.csv:5:17: warning: 'artist' of 'Song' is "Cy" here but "Ann" in '2021-01-02' (RC301 inconsistent-attribute)
            chart.csv:2:17: note: 'Song' has 'artist' "Ann" in '2021-01-02'

            """, "\(result.stdout)\(result.stderr)")
    }

    @Test func aTableOnStandardInputIsReadByTheNameItIsGiven() throws {
        let table = Array("rank,townName,isRankUp,rankFluctuation\n1,Warabi,false,0\n3,Kashiwa,false,0\n".utf8)
        let unnamed = try rankcheck(["validate", "-", "--format", "xcode"], stdin: table)
        #expect(unnamed.exitCode == 1 && unnamed.stdout == """
            <stdin>:1:1: error: expected a value, found 'rank': this reads like a table's header, and a table is read as one when its name ends in .csv or .tsv (RC001 invalid-json)

            """, "\(unnamed.stdout)\(unnamed.stderr)")
        let named = try rankcheck(["validate", "-", "--stdin-filename", "list.csv", "--no-prior", "--format", "xcode"], stdin: table)
        #expect(named.stdout == "list.csv:3:1: error: rank 3 follows rank 1; expected 2 (RC101 rank-sequence)\n", "\(named.stdout)\(named.stderr)")
    }

    @Test func aFixOfAFlagAndItsSizeNamesTheColumnsAsTheHeaderDoes() throws {
        let directory = try folder(["TownRanking2021.csv": "rank,townName,isRankUp,rankFluctuation\n1,Warabi,false,3\n2,Kashiwa,false,1\n",
                                     "TownRanking2020.csv": "rank,townName,isRankUp,rankFluctuation\n1,Kashiwa,false,0\n2,Warabi,false,0\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "TownRanking2021.csv"], in: directory)
        #expect(result.stdout.contains("help: Set 'isRankUp' to `true` and 'rankFluctuation' to `1`. `--fix` applies this."), "\(result.stdout)")
        #expect(!result.stdout.contains("\"isRankUp\""), "\(result.stdout)")
    }

    @Test func aCellOfTheWrongTypeIsNamedByItsColumnAndAnEmptyCellIsCalledOne() throws {
        let towns = try folder(["TownRanking2021.csv": "rank,townName,isRankUp,rankFluctuation\n1,A,false,0\nx2,B,yes,1\n-,C,false,\n"])
        let places = try folder(["list.csv": "place,name,label\n1,A,x\n-,B,3\n",
                                  ".rankcheck.json": #"{"prior": "off", "shape": {"rank": "/place", "identity": ["/name"], "movement": "none", "attributes": ["/label"], "table": {"nulls": ["", "-"]}}}"#])
        defer { for directory in [towns, places] { try? FileManager.default.removeItem(atPath: directory) } }
        let reference = try rankcheck(["validate", "--no-prior", "--format", "xcode", "--select", "RC004", "TownRanking2021.csv"], in: towns)
        #expect(reference.stdout == """
            TownRanking2021.csv:3:1: error: 'rank' must be an integer ≥ 1, found string "x2" (RC004 wrong-type)
            TownRanking2021.csv:3:6: error: 'isRankUp' must be a boolean (true or false), found string "yes" (RC004 wrong-type)
            TownRanking2021.csv:4:1: error: 'rank' must be an integer ≥ 1, found string "-" (RC004 wrong-type)
            TownRanking2021.csv:4:11: error: 'rankFluctuation' must be an integer ≥ 0, found an empty cell (RC004 wrong-type)

            """, "\(reference.stdout)\(reference.stderr)")
        let shaped = try rankcheck(["validate", "--format", "xcode", "--select", "RC004", "list.csv"], in: places)
        #expect(shaped.stdout == """
            list.csv:3:1: error: 'place' must be an integer ≥ 1, found '-' (a value the configuration reads as null) (RC004 wrong-type)
            list.csv:3:5: error: 'label' must be a string, found number 3 (RC004 wrong-type)

            """, "\(shaped.stdout)\(shaped.stderr)")
    }

    @Test func initReadsARankThatRunsOneToNButForABandTooLongAndFindsTheBand() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/tables/university/world-2024.tsv", toPath: directory + "/world-2024.tsv")
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 0 && initRun.stdout.contains("rank      /rank        nearly runs 1…N"), "\(initRun.stdout)\(initRun.stderr)")
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == """
            world-2024.tsv:28:1: error: rank 26 follows the band 21–25, which holds 6 entries for its 5 ranks; expected 27 (RC101 rank-sequence)
            world-2024.tsv:32:1: error: rank 31 follows the band 26–30, which holds 4 entries for its 5 ranks; expected 30 (RC101 rank-sequence)

            """, "\(result.stdout)\(result.stderr)")
    }

    /// `rankcheck init` in a new folder of `files`, then `rankcheck validate --format xcode` with
    /// the configuration it wrote.
    func initThenValidate(_ files: [String: String]) throws -> (initRun: ProcessResult, validate: ProcessResult) {
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return (try rankcheck(["init"], in: directory), try rankcheck(["validate", "--format", "xcode"], in: directory))
    }

    /// A yearly table whose first year has no column of changes, as a ranking's first edition
    /// has none to claim, and whose later year writes `+2`, `-1`, `=` and `NEW` there: `init`
    /// reads the changes (the column is looked for in every table, not the first alone), and
    /// leaves the first year out of RC003 by name, so the check finds the one planted wrong
    /// move and nothing in the first year. So with two years before the first with changes:
    /// their pair of years, with no changes to compare, does not count against reading them.
    /// A later year without the column is not left out. Under a configuration written by hand,
    /// the first year's RC003 says how to leave it out.
    @Test func aFirstYearWithoutChangesIsLeftOutOfRC003() throws {
        let first = ["Harbour", "Leeds", "York", "Bath", "Kent", "Hull", "Ely", "Wells", "Derby", "Leicester", "Exeter", "Durham"]
        let second = ["Leeds", "Harbour", "York", "Kent", "Bath", "Derby", "Wells", "Hull", "Ely", "Leicester", "Bristol", "Exeter"]
        var changes: [String] = second.enumerated().map { index, name in
            guard let before = first.firstIndex(of: name) else { return "NEW" }
            let move = before - index
            return move == 0 ? "=" : move > 0 ? "+\(move)" : "\(move)"
        }
        changes[7] = "-3"  // Hull went from 6 to 8: down 2
        let files = [
            "2023.csv": "Rank,University,Score\n" + first.enumerated().map { "\($0 + 1),\($1),\(90 - $0)\n" }.joined(),
            "2024.csv": "Rank,University,Score,Change\n" + second.enumerated().map { "\($0 + 1),\($1),\(90 - $0),\(changes[$0])\n" }.joined(),
        ]
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains("movement          signed /Change, positive is up  integers of both signs and = for no change")
                && initRun.stdout.contains("per-file-ignores  ./2023.csv: RC003               the first period writes no /Change, having no period before to move from: RC003 is not run on it")
                && initRun.stdout.contains("checked with it: 1 error (RC401 ×1) in 2 files") && initRun.stdout.contains(#""./2023.csv": ["#), "\(initRun.stdout)\(initRun.stderr)")
        let validate = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(validate.exitCode == 1 && validate.stdout == """
            2024.csv:9:11: error: claims down 3 (prior rank 5) but 'Hull' was rank 6 in 2023: down 2 (RC401 movement-mismatch)
            2023.csv:7:3: note: 2023: 'Hull' at rank 6

            """,
                "\(validate.stdout)\(validate.stderr)")
        // A year after the first that writes no changes is a list that lacks them.
        try ("Rank,University,Score\n" + second.enumerated().map { "\($0 + 1),\($1),\(90 - $0)\n" }.joined()).write(toFile: directory + "/2025.csv", atomically: true, encoding: .utf8)
        let later = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(later.stdout.contains("2025.csv:2:1: error: all 12 entries of '2025' lack 'Change'") && !later.stdout.contains("2023.csv:2:1"), "\(later.stdout)\(later.stderr)")
        let twoBefore = try folder(files.merging(["2022.csv": files["2023.csv"]!]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: twoBefore) }
        let twoBeforeRun = try rankcheck(["init"], in: twoBefore)
        #expect(twoBeforeRun.stdout.contains("movement          signed /Change, positive is up")
                && twoBeforeRun.stdout.contains("./2022.csv: RC003, ./2023.csv: RC003  the 2 files of periods before the first that writes /Change write none: RC003 is not run on them")
                && twoBeforeRun.stdout.contains("checked with it: 1 error (RC401 ×1) in 3 files"), "\(twoBeforeRun.stdout)\(twoBeforeRun.stderr)")
        let byHand = try folder(files.merging([".rankcheck.json": #"{"shape": {"rank": "/Rank", "identity": ["/University"], "movement": {"signed": "/Change"}, "table": {"nulls": ["", "NEW"]}}}"#]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: byHand) }
        let byHandRun = try rankcheck(["validate", "2023.csv"], in: byHand)
        #expect(byHandRun.stdout.contains(#"help: If this is the ranking's first edition, with no period before it to move from, leave it out of this rule: "per-file-ignores": {"2023.csv": ["RC003"]} (`rankcheck init` writes it)."#),
                "\(byHandRun.stdout)\(byHandRun.stderr)")
    }

    /// The same with last year's rank as the column of moves (`Last year`), which a row without
    /// it claims to be new in: the two years before the column are left out of RC401, not
    /// RC003 (which no missing previous rank raises), and the one planted wrong rank is found.
    /// Under a configuration written by hand, such a year's RC401 says how to leave it out.
    @Test func yearsBeforeAColumnOfLastYearsRanksAreLeftOutOfRC401() throws {
        let years = [["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"], ["B", "A", "D", "C", "F", "E", "H", "G", "J", "I"],
                     ["A", "B", "C", "D", "E", "F", "G", "H", "J", "I"]]
        let lastYear = years[2].map { name in name == "J" ? 10 : years[1].firstIndex(of: name)! + 1 }  // planted: J was 9th
        let files = [
            "2022.csv": "Rank,Name\n" + years[0].enumerated().map { "\($0 + 1),\($1)\n" }.joined(),
            "2023.csv": "Rank,Name\n" + years[1].enumerated().map { "\($0 + 1),\($1)\n" }.joined(),
            "2024.csv": "Rank,Name,Last year\n" + years[2].enumerated().map { "\($0 + 1),\($1),\(lastYear[$0])\n" }.joined(),
        ]
        let byHand = try folder(files.merging([".rankcheck.json": #"{"shape": {"rank": "/Rank", "identity": ["/Name"], "movement": {"previousRank": "/Last year"}}}"#]) { $1 })
        defer { try? FileManager.default.removeItem(atPath: byHand) }
        let byHandRun = try rankcheck(["validate", "2023.csv", "2024.csv"], in: byHand)
        let help = #"help: No entry of this list writes 'Last year', so each claims to be new. If this is an edition from before the ranking wrote last period's ranks, leave it out of this rule: "per-file-ignores": {"2023.csv": ["RC401"]} (`rankcheck init` writes it)."#
        // Each of the 10 rows of 2023 says so; the planted rank of 2024 has its fix.
        #expect(byHandRun.stdout.components(separatedBy: help).count == 11 && byHandRun.stdout.contains("2024.csv:10:5: error[RC401]")
                && byHandRun.stdout.contains("help: Change the previous rank to `9`."), "\(byHandRun.stdout)\(byHandRun.stderr)")
        let (initRun, validate) = try initThenValidate(files)
        #expect(initRun.stdout.contains("movement          previousRank /Last year")
                && initRun.stdout.contains("./2022.csv: RC401, ./2023.csv: RC401  the 2 files of periods before the first that writes /Last year write none: RC401 is not run on them")
                && initRun.stdout.contains("checked with it: 1 error (RC401 ×1) in 3 files"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(validate.exitCode == 1 && validate.stdout.hasPrefix("2024.csv:10:") && validate.stdout.contains("'J' was rank 9 in 2023")
                && !validate.stdout.contains("2023.csv:2:1"), "\(validate.stdout)\(validate.stderr)")
    }

    /// A long weekly history whose column of last week's ranks starts at its 101st file: `init`
    /// reads the column (the fields are taken from the last files as well as the first), and
    /// leaves the hundred files before it out of RC401 in two patterns and one name, not a
    /// hundred names; the check finds the one planted wrong rank.
    @Test func aColumnOfMovesThatStartsLateIsReadAndTheFilesBeforeItArePatterns() throws {
        let names = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]
        func order(_ week: Int) -> [String] { week.isMultiple(of: 2) ? names : stride(from: 0, to: names.count, by: 2).flatMap { [names[$0 + 1], names[$0]] } }
        var files: [String: String] = [:]
        for week in 1...160 {
            let ranks = order(week)
            let name = "week-" + String(String(week + 1000).dropFirst()) + ".csv"
            if week <= 100 {
                files[name] = "Rank,Name\n" + ranks.enumerated().map { "\($0 + 1),\($1)\n" }.joined()
            } else {
                let before = order(week - 1)
                // Planted: in week 150, 'C' claims last week's rank 3; it was 4.
                files[name] = "Rank,Name,last\n" + ranks.enumerated().map { "\($0 + 1),\($1),\(week == 150 && $1 == "C" ? 3 : before.firstIndex(of: $1)! + 1)\n" }.joined()
            }
        }
        let (initRun, validate) = try initThenValidate(files)
        #expect(initRun.stdout.contains("movement          previousRank /last")
                && initRun.stdout.contains("./week-0??.csv: RC401, ./week-100.csv: RC401  the 100 files of periods before the first that writes /last write none: RC401 is not run on them")
                && initRun.stdout.contains("checked with it: 1 error (RC401 ×1) in 160 files"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(validate.exitCode == 1 && validate.stdout.hasPrefix("week-150.csv:4:") && validate.stdout.contains("'C' was rank 4 in week-149")
                && validate.stdout.split(separator: "\n").count == 2, "\(validate.stdout)\(validate.stderr)")
    }

    /// A university table whose score is published for the first eight places alone, `n/a`
    /// below them: `init` reads `n/a` as null and the column as the score, says so beside the
    /// change column's `NEW`, and the check finds the planted better score below a worse one
    /// (RC104) and the planted move (RC401). A score with `n/a` above a number is no score.
    @Test func aScoreWrittenNotAvailableBelowTheFirstPlacesIsAScore() throws {
        let first = ["Harbour", "Leeds", "York", "Bath", "Kent", "Hull", "Ely", "Wells", "Derby", "Leicester", "Exeter", "Durham"]
        let second = ["Leeds", "Harbour", "York", "Kent", "Bath", "Derby", "Wells", "Hull", "Ely", "Leicester", "Bristol", "Exeter"]
        func score(_ place: Int) -> String { place >= 8 ? "n/a" : String(format: "%.1f", 90 - 3.5 * Double(place)) }
        var later = "Rank,University,Score,Change\n"
        for (place, name) in second.enumerated() {
            let move = first.firstIndex(of: name).map { $0 - place }
            // Planted: Derby's score above Bath's at the place before; Hull, from 6 to 8, claims down 3.
            let change = name == "Hull" ? "-3" : move.map { $0 == 0 ? "=" : $0 > 0 ? "+\($0)" : "\($0)" } ?? "NEW"
            later += "\(place + 1),\(name),\(name == "Derby" ? "80.0" : score(place)),\(change)\n"
        }
        let earlier = "Rank,University,Score,Change\n" + first.enumerated().map { "\($0 + 1),\($1),\(score($0)),NEW\n" }.joined()
        let (initRun, validate) = try initThenValidate(["2023.csv": earlier, "2024.csv": later])
        #expect(initRun.stdout.contains("score     /Score, descending              a number that rises as the rank falls only once in 14 steps (RC104 reports it), in every entry but 8 at the end of their lists, which write none")
                && initRun.stdout.contains(#"nulls     "", "NEW", "n/a"                'NEW' in /Change reads as a new entry; 'n/a' in /Score reads as no score"#)
                && initRun.stdout.contains("checked with it: 2 errors (RC104 ×1, RC401 ×1) in 2 files"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(validate.exitCode == 1 && validate.stdout.hasPrefix("2024.csv:7:9: error: 'Derby' (rank 6) has a better score, 80.0, than 'Bath' (rank 5), 76.0 (RC104 score-order)")
                && validate.stdout.contains("2024.csv:9:13: error: claims down 3 (prior rank 5) but 'Hull' was rank 6 in 2023: down 2"), "\(validate.stdout)\(validate.stderr)")
        let gap = try initThenValidate(["2023.csv": earlier.replacingOccurrences(of: "3,York,83.0", with: "3,York,n/a")])
        #expect(gap.initRun.stdout.contains("fields    open") && !gap.initRun.stdout.contains("score "), "\(gap.initRun.stdout)\(gap.initRun.stderr)")
    }

    /// A score withheld for an entry or two between scored ones (one in twenty at most) is a
    /// score still, and an inversion across the gap is found.
    @Test func aScoreWithheldBetweenOthersIsAScore() throws {
        func table(_ names: [String], withheld: Set<Int>, planted: (place: Int, score: String)? = nil) -> String {
            "Rank,University,Overall\n" + names.enumerated().map { place, name in
                let score = withheld.contains(place) ? "-" : planted?.place == place ? planted!.score : String(format: "%.1f", 95 - 1.5 * Double(place))
                return "\(place + 1),\(name),\(score)\n"
            }.joined()
        }
        let names = (1...40).map { "University \($0)" }
        // Planted: the 19th place's score, 71.5, above the 17th's (71.0) across the 18th's withheld one.
        let (initRun, validate) = try initThenValidate(["2023.csv": table(names, withheld: [9]), "2024.csv": table(names, withheld: [17, 30], planted: (18, "71.5"))])
        #expect(initRun.stdout.contains("score     /Overall, descending  a number that rises as the rank falls only once in 75 steps (RC104 reports it), in every entry but 3 between others, which write none")
                && initRun.stdout.contains(#"nulls     "", "-"               '-' in /Overall reads as no score"#)
                && initRun.stdout.contains("checked with it: 1 error (RC104 ×1) in 2 files"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(validate.exitCode == 1 && validate.stdout.hasPrefix("2024.csv:20:18: error: 'University 19' (rank 19) has a better score, 71.5, than 'University 17' (rank 17), 71.0 (RC104 score-order)"),
                "\(validate.stdout)\(validate.stderr)")
        // More than one in twenty: no score.
        let sparse = try initThenValidate(["2023.csv": table(names, withheld: [3, 9, 14]), "2024.csv": table(names, withheld: [2, 20, 30])])
        #expect(!sparse.initRun.stdout.contains("score ") && sparse.initRun.stdout.contains("checked with it: no problems"), "\(sparse.initRun.stdout)\(sparse.initRun.stderr)")
    }

    /// A chart's peak position and weeks on the chart follow the rank loosely: `init` takes
    /// neither for a score, whose every inversion would be an error (RC104), even where the
    /// peaks invert once, as a score with one mistake does.
    @Test func aPeakPositionIsNoScore() throws {
        let weeks = [["A", "B", "C", "D", "E"], ["B", "A", "D", "C", "F"], ["D", "B", "A", "C", "F"], ["D", "F", "B", "A", "C"]]
        var table = "date,rank,song,last-week,peak-rank,weeks-on-board\n", peaks: [String: Int] = [:], counts: [String: Int] = [:], last: [String: Int] = [:]
        for (week, songs) in weeks.enumerated() {
            for (index, song) in songs.enumerated() {
                peaks[song] = min(peaks[song] ?? index + 1, index + 1)
                counts[song, default: 0] += 1
                table += "2021-11-\(10 + 7 * week),\(index + 1),\(song),\(last[song].map(String.init) ?? ""),\(peaks[song]!),\(counts[song]!)\n"
            }
            last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
        }
        let (initRun, result) = try initThenValidate(["hot-100.csv": table])
        #expect(initRun.stdout.contains("movement  previousRank /last-week") && !initRun.stdout.contains("score ")
                && initRun.stdout.contains("checked with it: no problems"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.isEmpty && result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    }

    /// A streaming chart's weekly files write a new song's previous rank as -1 beside its peak
    /// position (`rank,uri,…,peak_rank,previous_rank`, as Spotify's charts are kept). Read
    /// with -1 as a number, the previous rank reads as no move, and the peak, which agrees with
    /// last week's rank wherever a song falls from a peak it reached then, would be proposed;
    /// read with -1 as null, the previous rank agrees with all but the planted move, and is.
    @Test func aPreviousRankWrittenMinusOneIsPreferredToAPeak() throws {
        // Most songs fall from a peak they reached last week, where the peak and last week's rank agree.
        let weeks = [["a", "b", "c", "d", "e", "f"], ["g", "a", "b", "c", "d", "e"], ["h", "g", "a", "b", "c", "d"]]
        var files: [String: String] = [:], peaks: [String: Int] = [:], last: [String: Int] = [:]
        for (week, songs) in weeks.enumerated() {
            var table = "rank,uri,track_name,peak_rank,previous_rank\n"
            for (index, song) in songs.enumerated() {
                peaks[song] = min(peaks[song] ?? index + 1, index + 1)
                // Planted: the third week's 'b' claims last week's rank 2; it was 3.
                let previous = week == 2 && song == "b" ? 2 : last[song] ?? -1
                table += "\(index + 1),spotify:track:\(song)0Xf3,Track \(song),\(peaks[song]!),\(previous)\n"
            }
            last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
            files["regional-global-weekly-2024-11-\(10 + 7 * week).csv"] = table
        }
        let (initRun, result) = try initThenValidate(files)
        #expect(initRun.stdout.contains("movement     previousRank /previous_rank  ranks and null (new entries); recomputed from consecutive periods, 90% of the moves agree")
                && initRun.stdout.contains(#"nulls        "", "-1""#) && initRun.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(initRun.stdout)\(initRun.stderr)")
        // The identity is an id: messages name the song by its title.
        #expect(initRun.stdout.contains("displayName  /track_name ")
                && result.stdout.contains("(prior rank 2) but 'Track b' was rank 3 in regional-global-weekly-2024-11-17: down 1"),
                "\(result.stdout)\(result.stderr)")
    }

    /// Entries identified by an id are named in messages by their `"displayName"` (a track's
    /// title), here and in the prior file's notes, while the JSON report's identity, SARIF's
    /// fingerprints and baselines keep the id: a baseline written before the shape named a
    /// display name still holds the finding.
    @Test func entriesIdentifiedByAnIdAreNamedByTheirDisplayName() throws {
        let directory = try folder([
            "weekly-2024-11-10.csv": "rank,uri,track_name\n1,spotify:track:0aX,Song A\n2,spotify:track:0bY,Song B\n",
            "weekly-2024-11-17.csv": "rank,uri,track_name,previous_rank\n1,spotify:track:0bY,Song B,1\n2,spotify:track:0aX,Song A,1\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shape = #""prior": "previous-file", "shape": {"rank": "/rank", "identity": ["/uri"], "movement": {"previousRank": "/previous_rank"}, "fields": "open""#
        try write("{" + shape + "}}\n", to: directory + "/.rankcheck.json")
        let byId = try rankcheck(["validate", "--format", "sarif"], in: directory)
        // Beside the folder: the series is every data file in it.
        let baseline = directory + "-baseline.json"
        defer { try? FileManager.default.removeItem(atPath: baseline) }
        _ = try rankcheck(["validate", "--write-baseline", baseline, "--exit-zero"], in: directory)
        try write("{" + shape + #", "displayName": "/track_name"}}"# + "\n", to: directory + "/.rankcheck.json")
        let human = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(human.stdout == """
            weekly-2024-11-17.csv:2:28: error: claims keep (prior rank 1) but 'Song B' was rank 2 in weekly-2024-11-10: up 1 (RC401 movement-mismatch)
            weekly-2024-11-10.csv:3:3: note: weekly-2024-11-10: 'Song B' at rank 2

            """, "\(human.stdout)\(human.stderr)")
        let alone = try rankcheck(["validate", "--format", "xcode", "--no-prior"], in: directory)
        #expect(alone.stdout.hasPrefix("weekly-2024-11-17.csv:3:28: error: 'Song A' (rank 2, down 1) and 'Song B' (rank 1, keep) both imply prior rank 1"), "\(alone.stdout)")
        let json = try rankcheck(["validate", "--format", "json"], in: directory)
        #expect(json.stdout.contains(#""townName": "spotify:track:0bY""#) && !json.stdout.contains(#""townName": "Song B""#), "\(json.stdout)")
        let byName = try rankcheck(["validate", "--format", "sarif"], in: directory)
        let fingerprints = { (sarif: String) in sarif.split(separator: "\n").filter { $0.contains("rankcheck/v1") } }
        #expect(!fingerprints(byId.stdout).isEmpty && fingerprints(byName.stdout) == fingerprints(byId.stdout))
        let baselined = try rankcheck(["validate", "--baseline", baseline], in: directory)
        #expect(baselined.exitCode == 0, "\(baselined.stdout)\(baselined.stderr)")
    }

    /// A yearly town ranking kept in Japanese (`#,順位,街,前回順位,得点`): `順位` (rank) is the rank
    /// rather than the row number beside it, which runs 1…N as well and is no score either;
    /// the points (`得点`) are the score, and the choices' columns line up by display width.
    @Test func aRankingKeptInJapanese() throws {
        let years = [["本厚木", "大宮", "吉祥寺", "横浜"], ["大宮", "本厚木", "横浜", "川越"], ["横浜", "大宮", "川越", "本厚木"]]
        var files: [String: String] = [:], last: [String: Int] = [:]
        for (year, towns) in years.enumerated() {
            files["住みたい街ランキング\(2021 + year).csv"] = "#,順位,街,前回順位,得点\n"
                + towns.enumerated().map { "\($0 + 1),\($0 + 1),\($1),\(last[$1].map(String.init) ?? ""),\(100 - 3 * $0)\n" }.joined()
            last = Dictionary(uniqueKeysWithValues: towns.enumerated().map { ($1, $0 + 1) })
        }
        let (initRun, result) = try initThenValidate(files)
        #expect(initRun.stdout.contains("""
            rank      /順位                   runs 1…N in 3 of 3 lists
                      (also fits: /# also runs 1…N)
            identity  /街                     present and unique in every list
            movement  previousRank /前回順位  ranks and null (new entries); recomputed from consecutive periods, 100% of the moves agree
            score     /得点, descending       a number in every entry that never rises as the rank falls
            """), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.isEmpty && result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    }

    /// A top-sites list has no header row (`1,google.com`): with `"table": {"columns": [...]}`
    /// its first line is a row, checked as the others are; rows are numbered by line (the JSON
    /// report's `row` too), and a row with another number of fields, or one that holds the
    /// configured names as a header would, is said against the configured columns.
    @Test func aTableWithoutAHeaderIsReadWithTheConfiguredColumns() throws {
        let directory = try folder([
            "top-1m.csv": "1,google.com\r\n2,youtube.com\r\n3,google.com\r\n5,facebook.com\r\n6,x.com,extra\r\nrank,domain\r\n",
            ".rankcheck.json": #"{"shape": {"rank": "/rank", "identity": ["/domain"], "movement": "none", "table": {"columns": ["rank", "domain"]}}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.exitCode == 1 && result.stdout == """
            top-1m.csv:3:3: error: 'google.com' appears twice in 'top-1m': also at rank 1 (RC103 duplicate-name)
            top-1m.csv:1:3: note: 'google.com' first appears here
            top-1m.csv:4:1: error: rank 5 follows rank 3; expected 4 (RC101 rank-sequence)
            top-1m.csv:5:1: error: row 5 has 3 fields; the shape's "columns" names 2 (RC008 invalid-table)
            top-1m.csv:6:1: error: row 6 holds the names the shape's "columns" gives the columns, as a header would; "columns" is for a table without a header row (RC008 invalid-table)

            """, "\(result.stdout)")
        let json = try rankcheck(["validate", "--format", "json"], in: directory)
        let findings = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])["findings"] as? [[String: Any]]
        let duplicate = try #require(findings?.first { $0["rule"] as? String == "RC103" })
        #expect(duplicate["row"] as? Int == 3 && duplicate["column"] as? String == "domain", "\(duplicate)")
        // Each column is named once.
        try write(#"{"shape": {"rank": "/rank", "identity": ["/domain"], "table": {"columns": ["rank", "rank"]}}}"#, to: directory + "/.rankcheck.json")
        let wrong = try rankcheck(["validate"], in: directory)
        #expect(wrong.exitCode == 2 && wrong.stderr.contains(#"'shape.table.columns' must name each column of a table without a header row, once each, such as ["rank", "domain"]"#), "\(wrong.stderr)")
    }

    /// A weekly chart with a week's file left out: the moves of the week after it are from a
    /// week that is not there, so `init` reads the moves from the other pairs of weeks, and
    /// says which file's period before is missing; the check then compares that week with the
    /// file before it, as `previous-file` does, and finds what disagrees. So in one table of
    /// dated rows with a week's rows left out. Trading days' weekends are no missing periods.
    @Test func aPeriodLeftOutIsNamedAndItsMovesAreNotRead() throws {
        let songs = (0..<12).map { "Song \($0)" }
        /// Week `week`'s chart: the songs turned by `week` places, the first ten.
        func chart(_ week: Int) -> [String] { Array((songs[(week % 12)...] + songs[..<(week % 12)]).prefix(10)) }
        func rows(_ week: Int, date: String, datePrefix: Bool) -> String {
            let before = week == 0 ? [] : chart(week - 1)
            return chart(week).enumerated().map { place, song in
                (datePrefix ? date + "," : "") + "\(place + 1),\(song),\(before.firstIndex(of: song).map { String($0 + 1) } ?? "")\n"
            }.joined()
        }
        let dates = ["2024-06-01", "2024-06-08", "2024-06-15", "2024-06-22", "2024-06-29"]
        var files: [String: String] = [:]
        for (week, date) in dates.enumerated() where week != 3 { files["chart-\(date).csv"] = "rank,title,last_week\n" + rows(week, date: date, datePrefix: false) }
        let (initRun, validate) = try initThenValidate(files)
        #expect(initRun.stdout.contains("movement  previousRank /last_week  ranks and null (new entries); recomputed from consecutive periods, 100% of the moves agree")
                && initRun.stdout.contains("prior     previous-file            the files are named by date: each is compared with the one before it in its folder; no file holds the period before chart-2024-06-29.csv: it is compared with chart-2024-06-15.csv"),
                "\(initRun.stdout)\(initRun.stderr)")
        #expect(validate.exitCode == 1 && validate.stdout.hasPrefix("chart-2024-06-29.csv:2:10: error: claims up 1 (prior rank 2) but 'Song 4' was rank 3 in chart-2024-06-15: up 2 (RC401 movement-mismatch)"),
                "\(validate.stdout)\(validate.stderr)")
        let table = "date,rank,title,last_week\n" + dates.enumerated().filter { $0.offset != 3 }.map { rows($0.offset, date: $0.element, datePrefix: true) }.joined()
        let (oneTable, _) = try initThenValidate(["chart.csv": table])
        #expect(oneTable.stdout.contains("movement  previousRank /last_week ")
                && oneTable.stdout.contains("the lists of one file are periods, named by their labels; no list holds the period before 2024-06-29: it is compared with 2024-06-15"),
                "\(oneTable.stdout)\(oneTable.stderr)")
        // Three weeks of trading days, Monday to Friday.
        var days: [String: String] = [:]
        for (index, day) in [3, 4, 5, 6, 7, 10, 11, 12, 13, 14, 17, 18, 19, 20, 21].enumerated() {
            days["movers-2024-06-\(day < 10 ? "0" : "")\(day).csv"] = "rank,title,last_week\n" + rows(index, date: "", datePrefix: false)
        }
        let (weekdays, _) = try initThenValidate(days)
        #expect(weekdays.stdout.contains("movement  previousRank /last_week ") && !weekdays.stdout.contains("no file holds"), "\(weekdays.stdout)\(weekdays.stderr)")
    }

    /// A short chart whose one repeated row leaves no field unique in every list: `init`
    /// cannot choose an identity, and says which field comes nearest and what it repeats, so
    /// the mistake that hid the identity is seen.
    @Test func initNamesWhatRepeatsWhereNoIdentityIsFound() throws {
        let chart = "date,rank,song,artist,last-week\n2021-11-13,1,Easy On Me,Adele,1\n2021-11-13,2,Stay,The Kid LAROI,2\n2021-11-13,3,Bad Habits,Ed Sheeran,3\n"
            + "2021-11-20,1,All Too Well,Taylor Swift,\n2021-11-20,2,Easy On Me,Adele,1\n2021-11-20,3,Stay,The Kid LAROI,2\n2021-11-20,4,Stay,The Kid LAROI,2\n"
        let (initRun, _) = try initThenValidate(["hot-100.csv": chart])
        #expect(initRun.exitCode == 2 && initRun.stderr.hasPrefix("rankcheck: error: cannot infer a shape from 1 table: no field, or pair of fields, is unique in every list, so entries cannot be told apart; "
                + "the nearest is /song, which names 'Stay' twice in the list 2021-11-20 of hot-100.csv\n"), "\(initRun.stdout)\(initRun.stderr)")
    }

    /// `init` on tables without a header row: a top-sites list (`1,google.com`) that names a
    /// site twice, and a tennis ranking kept as `ranking_date,rank,player,points` rows alone.
    /// Their first line is a row whose 1 is followed by 2: the columns are named (the rank, a
    /// date, a domain, the others by place), and a name repeated once in a hundred entries is
    /// still the identity, whose repeat the check then reports.
    @Test func initNamesTheColumnsOfATableWithoutAHeader() throws {
        var sites = (1...120).map { "\($0),site\($0 * 7919 % 1000).example\r\n" }
        sites[89] = "90,site\(7919 % 1000).example\r\n"  // the first site again
        let (topSites, checked) = try initThenValidate(["top-1m.csv": sites.joined()])
        #expect(topSites.stdout.contains("columns   rank, domain  the first line, 1,site919.example, is a row, not a header: its 1 is followed by 2 on the next line")
                && topSites.stdout.contains("identity  /domain       present in every entry, and unique in every list but for one repeated value (RC103 reports it)")
                && topSites.stdout.contains(#""columns": ["#), "\(topSites.stdout)\(topSites.stderr)")
        #expect(checked.exitCode == 1 && checked.stdout == "top-1m.csv:90:4: error: 'site919.example' appears twice in 'top-1m': also at rank 1 (RC103 duplicate-name)\n"
                + "top-1m.csv:1:3: note: 'site919.example' first appears here\n", "\(checked.stdout)")
        // Two weeks; the second claims player 101750 at 3, behind 101757 at 2 with fewer points.
        let rankings = "20000110,1,101743,4900\n20000110,2,101750,4800\n20000110,3,101757,4700\n20000117,1,101743,4950\n20000117,2,101757,4600\n20000117,3,101750,4700\n"
        let (tennis, tennisChecked) = try initThenValidate(["atp_rankings_00s.csv": rankings])
        #expect(tennis.stdout.contains("columns   date, rank, column3, column4") && tennis.stdout.contains("listBy    /date ")
                && tennis.stdout.contains("identity  /column3 ") && tennis.stdout.contains("score     /column4, descending"), "\(tennis.stdout)\(tennis.stderr)")
        #expect(tennisChecked.stdout.hasPrefix("atp_rankings_00s.csv:6:19: error: '101750' (rank 3) has a better score, 4700, than '101757' (rank 2), 4600 (RC104 score-order)"),
                "\(tennisChecked.stdout)")
        // A header that names a column `1` (a league table's first round) is a header: its
        // column's places below, 2, 1, 5, are no ranks that follow a 1.
        let (league, _) = try initThenValidate(["rounds.csv": "Team,1,2,3\nArsenal,2,1,1\nChelsea,1,3,2\nSpurs,5,2,3\nLeeds,3,5,4\nFulham,4,4,5\n"])
        #expect(!(league.stdout + league.stderr).contains("is a row, not a header"), "\(league.stdout)\(league.stderr)")
    }

    /// A spreadsheet's export that starts with `sep=;` (Excel's hint for the delimiter) is read
    /// with that delimiter, and the line is one RC008 finding, since other CSV readers take it
    /// for the header; `init` names the delimiter in the shape, so the table reads alike once
    /// the line is taken out.
    @Test func aSpreadsheetsSeparatorLineNamesTheDelimiter() throws {
        let table = "sep=;\r\nRang;Stadt;Punkte\r\n1;München;92,5\r\n2;Hamburg;90,1\r\n3;Köln;91,0\r\n4;Bonn;80\r\n5;Kiel;70,5\r\n"
        let (initRun, result) = try initThenValidate(["staedte-2024.csv": table])
        #expect(initRun.stdout.contains("\"                  the first line, sep=;, names it") && initRun.stdout.contains("delimiter  \";\"")
                && initRun.stdout.contains("score      /Punkte, descending") && initRun.stdout.contains(#""delimiter": ";""#), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.exitCode == 1 && result.stdout == """
            staedte-2024.csv:1:1: error: the first line, sep=;, is a spreadsheet's hint for the delimiter, not part of a CSV table: the table is read with it, but other CSV readers take the line for the header (RC008 invalid-table)
            staedte-2024.csv:5:8: error: 'Köln' (rank 3) has a better score, 91,0, than 'Hamburg' (rank 2), 90,1 (RC104 score-order)
            staedte-2024.csv:4:11: note: 'Hamburg' has 90,1 at rank 2

            """, "\(result.stdout)")
        // Without a configuration the hint alone reads the table, and the help says what to write.
        let directory = try folder(["staedte-2024.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plain = try rankcheck(["validate", "staedte-2024.csv"], in: directory)
        #expect(plain.stdout.contains(#"help: Take the line out, and name the delimiter in the shape: "table": {"delimiter": ";"}."#)
                && plain.stdout.contains("lack 'rank', 'townName', 'isRankUp' and 'rankFluctuation'; their fields are Rang, Stadt, Punkte"), "\(plain.stdout)")
    }

    /// Numbers a spreadsheet writes with a decimal comma (`91,0`, in a TSV file here) read as
    /// numbers with `"decimal": ","`, which `init` proposes: the score is found and checked
    /// (RC104, at the cell, which says the scores as the table writes them). Without the key they stay strings; a mark other than `,` or `.`
    /// is a configuration error.
    @Test func aDecimalCommaReadsAsANumber() throws {
        let table = "Rang\tStadt\tPunkte\n1\tMünchen\t92,5\n2\tHamburg\t90,1\n3\tKöln\t91,0\n4\tBonn\t80\n5\tKiel\t-0,5\n"
        let (initRun, result) = try initThenValidate(["staedte-2024.tsv": table])
        #expect(initRun.stdout.contains("decimal   \",\"                  numbers written with a decimal comma: 92,5 in /Punkte reads as 92.5")
                && initRun.stdout.contains("score     /Punkte, descending  a number in every entry that rises as the rank falls only once in 4 steps (RC104 reports it)")
                && initRun.stdout.contains(#""decimal": ","#), "\(initRun.stdout)")
        #expect(result.exitCode == 1 && result.stdout == "staedte-2024.tsv:4:8: error: 'Köln' (rank 3) has a better score, 91,0, than 'Hamburg' (rank 2), 90,1 (RC104 score-order)\n"
                + "staedte-2024.tsv:3:11: note: 'Hamburg' has 90,1 at rank 2\n", "\(result.stdout)")
        let shape = #"{"shape": {"rank": "/Rang", "identity": ["/Stadt"], "movement": "none", "score": {"pointer": "/Punkte", "order": "descending"}"#
        let directory = try folder(["staedte-2024.tsv": table, ".rankcheck.json": shape + "}}"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Without the key `91,0` is a string, which RC104 does not compare: RC004 says what reads it.
        let strings = try rankcheck(["validate"], in: directory)
        #expect(strings.exitCode == 1 && strings.stdout.hasPrefix(#"staedte-2024.tsv:2:11: error[RC004] wrong-type: 'Punkte' must be a number, or null where there is none, found string "92,5""#)
                && strings.stdout.components(separatedBy: #"help: The cell reads as a number once the shape names how the table writes numbers: "table": {"decimal": ","} (`rankcheck init` finds it)."#).count == 5
                && !strings.stdout.contains("RC104"), "\(strings.stdout)")
        try write(shape + #", "table": {"decimal": ";"}}}"#, to: directory + "/.rankcheck.json")
        let wrong = try rankcheck(["validate"], in: directory)
        #expect(wrong.exitCode == 2 && wrong.stderr.contains(#"'shape.table.decimal' must be "," (numbers written 92,5) or "." (the default)"#), "\(wrong.stderr)")
    }

    /// Points written with a comma between thousands (`"11,830"`, as a ranking copied from a web
    /// page writes them) read as numbers with `"thousands": ","`, which `init` proposes, and so
    /// do `1.234,5` in a table that writes a decimal comma and a point between thousands, and
    /// `1 234,5` where French typography writes a no-break space (U+00A0, U+202F) between them.
    @Test func aThousandsMarkReadsAsANumber() throws {
        let players = [("Jannik Sinner", "11,830"), ("Alexander Zverev", "8,135"), ("Carlos Alcaraz", "9,010"), ("Taylor Fritz", "5,350")]
        let table = "Rank,Player,Points\n" + players.enumerated().map { "\($0 + 1),\($1.0),\"\($1.1)\"\n" }.joined()
        let (initRun, result) = try initThenValidate(["atp.csv": table])
        #expect(initRun.stdout.contains("thousands  \",\"                  numbers written with a comma between thousands: 11,830 in /Points reads as 11830")
                && initRun.stdout.contains("score      /Points, descending"), "\(initRun.stdout)")
        #expect(result.stdout.hasPrefix("atp.csv:4:18: error: 'Carlos Alcaraz' (rank 3) has a better score, 9,010, than 'Alexander Zverev' (rank 2), 8,135 (RC104 score-order)"),
                "\(result.stdout)")
        let (german, checked) = try initThenValidate(["punkte.csv": "Platz;Name;Punkte\n1;A;1.234,5\n2;B;1.100,0\n3;C;980,5\n4;D;12,5\n"])
        #expect(german.stdout.contains("decimal    \",\"                  numbers written with a decimal comma: 1.234,5 in /Punkte reads as 1234.5")
                && german.stdout.contains("thousands  \".\"                  numbers written with a point between thousands")
                && german.stdout.contains("score      /Punkte, descending  a number in every entry that never rises as the rank falls"), "\(german.stdout)")
        #expect(checked.exitCode == 0, "\(checked.stdout)")
        let (french, frenchChecked) = try initThenValidate(["classement.csv": "Rang;Ville;Points\n1;Paris;2\u{A0}145,5\n2;Lyon;1\u{202F}522,0\n3;Lille;998,5\n4;Rennes;1\u{A0}020,0\n"])
        #expect(french.stdout.contains("thousands  \" \"                  numbers written with a no-break space between thousands")
                && french.stdout.contains("score      /Points, descending  a number in every entry that rises as the rank falls only once in 3 steps (RC104 reports it)"), "\(french.stdout)")
        #expect(frenchChecked.stdout == "classement.csv:5:10: error: 'Rennes' (rank 4) has a better score, 1\u{A0}020,0, than 'Lille' (rank 3), 998,5 (RC104 score-order)\n"
                + "classement.csv:4:9: note: 'Lille' has 998,5 at rank 3\n", "\(frenchChecked.stdout)")
        let same = try folder(["t.csv": "r,n\n1,a\n", ".rankcheck.json": #"{"shape": {"rank": "/r", "identity": ["/n"], "table": {"decimal": ",", "thousands": ","}}}"#])
        defer { try? FileManager.default.removeItem(atPath: same) }
        let wrong = try rankcheck(["validate"], in: same)
        #expect(wrong.exitCode == 2 && wrong.stderr.contains("'shape.table.thousands' and 'shape.table.decimal' must be different marks"), "\(wrong.stderr)")
    }

    /// RC004 says a number as the table writes it (`2,5`, with its marks), not as the document
    /// every rule reads does (`2.5`); a previous rank beyond 64 bits is out of range, its digits
    /// counted without the marks.
    @Test func aWrongNumberIsSaidAsTheTableWritesIt() throws {
        let directory = try folder([
            "t.csv": "Rang;Ville;Vorher\n1;Paris;2\n2,5;Lyon;1\n3;Lille;3,0\n4;Nice;12.345.678.901.234.567.890\n",
            ".rankcheck.json": #"{"shape": {"rank": "/Rang", "identity": ["/Ville"], "movement": {"previousRank": "/Vorher"}, "table": {"delimiter": ";", "decimal": ",", "thousands": "."}}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == """
            t.csv:3:1: error: 'Rang' must be an integer ≥ 1, found 2,5 (RC004 wrong-type)
            t.csv:4:9: error: 'Vorher' must be written as an integer, found 3,0 (write 3) (RC004 wrong-type)
            t.csv:5:8: error: 'Vorher' is out of range: 12.345.678.9…67.890 (20 digits) does not fit in a 64-bit integer (RC004 wrong-type)

            """, "\(result.stdout)")
    }

    /// One table of a ranking kept in German: with no period before it to recompute moves from,
    /// the columns named for last year's rank (`Vorjahr`) and for a change (`Veränderung`) are
    /// read as such by their names, as `previous` and `change` are, and the check then uses them.
    @Test func aMoveNamedInGermanIsReadByItsName() throws {
        let (byYear, checked) = try initThenValidate(["staedte.csv": "Rang,Stadt,Vorjahr\n1,München,2\n2,Hamburg,1\n3,Köln,3\n4,Bonn,\n5,Kiel,5\n"])
        #expect(byYear.stdout.contains("movement  previousRank /Vorjahr  ranks and null (new entries); no consecutive periods to check it against"), "\(byYear.stdout)")
        #expect(checked.exitCode == 0, "\(checked.stdout)")
        // Leipzig (up 1) and Dortmund (no move) both claim last year's 4th place.
        let (change, collision) = try initThenValidate(["tabelle.csv": "Platz,Verein,Veränderung\n1,Bayern,+1\n2,Leverkusen,-1\n3,Leipzig,+1\n4,Dortmund,0\n"])
        #expect(change.stdout.contains("movement  signed /Veränderung, positive is up  integers of both signs; no consecutive periods to check it against"), "\(change.stdout)")
        #expect(collision.exitCode == 1 && collision.stdout.contains("error: 'Dortmund' (rank 4, keep) and 'Leipzig' (rank 3, up 1) both imply prior rank 4"), "\(collision.stdout)")
    }

    /// The same chart without its previous rank: the peak, which agrees with last week's rank
    /// for six moves in ten and gives each new song a rank last week's list gave another, is
    /// not proposed as one (half the claims would be reported false), and the evidence names it.
    @Test func aPeakAloneIsNoPreviousRank() throws {
        let weeks = [["a", "b", "c", "d", "e", "f"], ["g", "a", "b", "c", "d", "e"], ["h", "g", "a", "b", "c", "d"]]
        var files: [String: String] = [:], peaks: [String: Int] = [:]
        for (week, songs) in weeks.enumerated() {
            var table = "rank,track_name,peak_rank\n"
            for (index, song) in songs.enumerated() {
                peaks[song] = min(peaks[song] ?? index + 1, index + 1)
                table += "\(index + 1),Track \(song),\(peaks[song]!)\n"
            }
            files["weekly-2024-11-\(10 + 7 * week).csv"] = table
        }
        let (initRun, result) = try initThenValidate(files)
        #expect(initRun.stdout.contains("movement  none           no field reads as a move or a previous rank: the closest, /peak_rank as previousRank, agrees with 50% of the moves recomputed from consecutive periods")
                && initRun.stdout.contains("checked with it: no problems"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.isEmpty && result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    }

    /// A golf leaderboard writes `CUT` and `WD` where a rank would be for the players below the
    /// ranked ones: `init` reads them as entries outside the ranking (`"unranked"`), left out
    /// of every check, so the ties (`T3`), the score and a planted break are all that is read.
    /// A word the shape does not name is RC004, whose help names it.
    @Test func aLeaderboardsUnrankedRowsAreLeftOut() throws {
        let table = """
            POS,PLAYER,TO PAR,R1,R2,TOT
            1,Scottie Scheffler,-11,66,72,138
            2,Ludvig Aberg,-7,73,69,142
            T3,Tommy Fleetwood,-4,72,71,143
            T3,Collin Morikawa,-4,71,72,143
            5,Max Homa,-2,67,77,144
            7,Cameron Smith,E,70,75,145
            CUT,Rory McIlroy,+4,71,77,148
            CUT,Jon Rahm,+5,73,76,149
            WD,Tiger Woods,+6,73,78,151

            """
        let directory = try folder(["masters-2024.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains(#"unranked  "CUT", "WD"      written where a rank would be, below every ranked entry: 3 rows outside the ranking, left out of every check"#)
                && initRun.stdout.contains("score     /TOT, ascending ") && initRun.stdout.contains("checked with it: 1 error (RC101 ×1)"), "\(initRun.stdout)\(initRun.stderr)")
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == "masters-2024.csv:7:1: error: rank 7 follows rank 5; expected 6 (RC101 rank-sequence)\n", "\(result.stdout)\(result.stderr)")
        try write(try read(directory + "/.rankcheck.json").replacingOccurrences(of: #""WD""#, with: #""MC""#), to: directory + "/.rankcheck.json")
        let withoutWD = try rankcheck(["validate"], in: directory)
        #expect(withoutWD.stdout.contains(#"error[RC004] wrong-type: 'POS' must be an integer ≥ 1, found string "WD""#)
                && withoutWD.stdout.contains(#"help: If "WD" marks an entry outside the ranking (a withdrawal, a missed cut), say so in the shape: `"unranked": ["CUT", "MC", "WD"]`."#),
                "\(withoutWD.stdout)")
    }

    /// A chart numbered to one width writes its ranks with leading zeros (`01` … `10`): they
    /// read as ranks, in the rank column and in the previous rank's, which `init` finds though
    /// the first week's are all empty, and a fix writes the true previous rank to the same
    /// width (`03`).
    @Test func ranksWrittenWithLeadingZeros() throws {
        let directory = try folder([
            "top-2024-05-01.csv": "pos,prev,title\n01,,B\n02,,A\n03,,D\n04,,X\n05,,E\n06,,F\n07,,G\n08,,H\n09,,I\n10,,J\n",
            "top-2024-05-08.csv": "pos,prev,title\n01,02,A\n02,01,B\n03,,C\n04,05,D\n05,06,F\n06,07,G\n07,05,E\n08,09,I\n09,10,J\n11,08,H\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains("rank      /pos ") && initRun.stdout.contains("movement  previousRank /prev ")
                && initRun.stdout.contains("checked with it: 2 errors (RC101 ×1, RC401 ×1) in 2 files"), "\(initRun.stdout)\(initRun.stderr)")
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == """
            top-2024-05-08.csv:5:4: error: claims up 1 (prior rank 5) but 'D' was rank 3 in top-2024-05-01: down 1 (RC401 movement-mismatch)
            top-2024-05-01.csv:4:5: note: top-2024-05-01: 'D' at rank 3
            top-2024-05-08.csv:11:1: error: rank 11 follows rank 9; expected 10 (RC101 rank-sequence)

            """, "\(result.stdout)\(result.stderr)")
        _ = try rankcheck(["validate", "--fix"], in: directory)
        #expect(try read(directory + "/top-2024-05-08.csv").contains("\n04,03,D\n"))
        // A new entry written `NEW` beside previous ranks written `02` or `2nd` is a new entry's
        // marker, as beside plain integers.
        for (spell, name) in [({ (rank: Int) in rank < 10 ? "0\(rank)" : "\(rank)" }, "leading zeros"), ({ (rank: Int) in "\(rank)" + ["th", "st", "nd", "rd", "th", "th", "th", "th", "th", "th"][rank % 10] }, "ordinals")] {
            let weeks = [["A", "B", "C", "D"], ["B", "A", "E", "D"], ["B", "E", "A", "D"]]
            var files: [String: String] = [:], previous: [String: Int] = [:]
            for (week, songs) in weeks.enumerated() {
                files["chart-2024-06-0\(week + 1).csv"] = "pos,title,last\n" + songs.enumerated().map { "\($0 + 1),\($1),\(previous[$1].map(spell) ?? "NEW")\n" }.joined()
                previous = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
            }
            let (marked, _) = try initThenValidate(files)
            #expect(marked.stdout.contains("movement  previousRank /last ") && marked.stdout.contains(#"nulls     "", "NEW"  "#)
                    && marked.stdout.contains("checked with it: no problems in 3 files"), "\(name): \(marked.stdout)\(marked.stderr)")
        }
    }

    /// A spreadsheet's header on two lines, a group's name over its columns' (`This week` over
    /// `Rank,Points`, `Last week` over the same): `init` leaves both lines out and names the
    /// columns by the two together, so this week's rank and last week's are told apart, and a
    /// wrong previous rank is found at its line. A second line that leaves columns unnamed
    /// (`2024` over `,,Points,Change`) is read the same way; a title above a header that names
    /// each column once is still a line above the header.
    @Test func aHeaderOnTwoLinesNamesColumnsByBoth() throws {
        let teams = ["A", "B", "C", "D", "E", "F"]
        let orders = [[0, 1, 2, 3, 4, 5], [2, 0, 1, 5, 3, 4], [1, 2, 0, 3, 5, 4]]
        var files: [String: String] = [:]
        for (week, order) in orders.enumerated() {
            var text = ",,This week,,Last week,\nTeam,Country,Rank,Points,Rank,Points\n"
            for (place, team) in order.enumerated() {
                let before = week == 0 ? nil : orders[week - 1].firstIndex(of: team).map { $0 + 1 }
                let written = week == 2 && place == 3 ? before.map { $0 + 1 } : before
                text += "Team \(teams[team]),X,\(place + 1),\(60 - 5 * place),\(written.map(String.init) ?? ""),\(before.map { String(65 - 5 * $0) } ?? "")\n"
            }
            files["standings-week-\(week + 1).csv"] = text
        }
        let (initRun, result) = try initThenValidate(files)
        #expect(initRun.stdout.contains("skipRows  2 ") && initRun.stdout.contains("the first 2 lines are the header, the first naming groups of the second's columns (This week, Last week)")
                && initRun.stdout.contains("columns   Team, Country, This week Rank, This week Points, Last week Rank, Last week Points  named by the two lines of the header")
                && initRun.stdout.contains("movement  previousRank /Last week Rank "), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.hasPrefix("standings-week-3.csv:6:15: error: claims up 2 (prior rank 6) but 'Team D' was rank 5 in standings-week-2: up 1 (RC401 movement-mismatch)"),
                "\(result.stdout)\(result.stderr)")
        let (grouped, _) = try initThenValidate(["table-2024.csv": "Rank,Team,2024,,\n,,Points,Change,Prev\n1,A,100,+1,2\n2,B,90,-1,1\n3,C,80,0,3\n4,D,70,0,4\n"])
        #expect(grouped.stdout.contains("columns   Rank, Team, 2024 Points, 2024 Change, 2024 Prev ") && grouped.stdout.contains("checked with it: no problems"),
                "\(grouped.stdout)\(grouped.stderr)")
        let (titled, _) = try initThenValidate(["chart-2024-01-05.csv": ",,Note: figures are provisional.,\nPosition,Track,Artist,Streams\n1,A,X,900\n2,B,Y,800\n3,C,Z,700\n"])
        #expect(titled.stdout.contains("skipRows  1 ") && !titled.stdout.contains("columns "), "\(titled.stdout)\(titled.stderr)")
    }

    /// A yearly ranking that names its columns by year (`2025 RANK,2024 RANK`, as a university
    /// ranking publishes them) names them otherwise every year: `init` leaves each header out
    /// and names the columns by years before the header's newest, so every year's table reads
    /// with one shape, and last year's rank is checked against last year's file. Months beside
    /// the years and seasons are taken out with them; headers that differ otherwise too are
    /// not renamed.
    @Test func columnsNamedByYearAreNamedByYearsBefore() throws {
        let orders = [["A", "B", "C", "D"], ["B", "A", "C", "D"], ["B", "C", "A", "D"]]
        var files: [String: String] = [:]
        for (index, order) in orders.enumerated() {
            let year = 2023 + index
            var text = "\(year) RANK,\(year - 1) RANK,Institution,Location\n"
            for (place, name) in order.enumerated() {
                let before = index == 0 ? place + 1 : orders[index - 1].firstIndex(of: name)! + 1
                text += "\(place + 1),\(index == 2 && name == "A" ? before + 1 : before),University \(name),X\n"
            }
            files["qs-\(year).csv"] = text
        }
        let (initRun, result) = try initThenValidate(files)
        #expect(initRun.stdout.contains("skipRows  1 ") && initRun.stdout.contains("columns   RANK, RANK last year, Institution, Location  the headers name columns by year (2023 RANK in qs-2023.csv; 2025 RANK in qs-2025.csv), named here by years before each header's newest")
                && initRun.stdout.contains("movement  previousRank /RANK last year ") && initRun.stderr.isEmpty, "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout == "qs-2025.csv:4:3: error: claims keep (prior rank 3) but 'University A' was rank 2 in qs-2024: down 1 (RC401 movement-mismatch)\n"
                + "qs-2024.csv:3:5: note: qs-2024: 'University A' at rank 2\n",
                "\(result.stdout)\(result.stderr)")
        // The same tables written with semicolons, as a spreadsheet saves CSV where the comma is the decimal mark.
        let (semicolons, inSemicolons) = try initThenValidate(files.mapValues { $0.replacingOccurrences(of: ",", with: ";") })
        #expect(semicolons.stdout.contains("read 3 tables") && semicolons.stdout.contains("columns    RANK, RANK last year, Institution, Location "),
                "\(semicolons.stdout)\(semicolons.stderr)")
        #expect(inSemicolons.stdout.hasPrefix("qs-2025.csv:4:3: error: claims keep (prior rank 3)"), "\(inSemicolons.stdout)\(inSemicolons.stderr)")
        let (monthly, _) = try initThenValidate([
            "index-2024.csv": "Nov 2024,Nov 2023,Language,Ratings\n1,1,Python,23.1%\n2,3,C,9.1%\n3,2,Java,8.9%\n",
            "index-2025.csv": "Nov 2025,Nov 2024,Language,Ratings\n1,1,Python,24.2%\n2,3,Java,9.6%\n3,2,C,9.2%\n",
        ])
        #expect(monthly.stdout.contains("columns   this month, last year, Language, Ratings "), "\(monthly.stdout)\(monthly.stderr)")
        let (seasons, _) = try initThenValidate([
            "league-2024.csv": "Pos 2023/24,Pos 2022/23,Club\n1,1,A\n2,3,B\n3,2,C\n",
            "league-2025.csv": "Pos 2024/25,Pos 2023/24,Club\n1,1,A\n2,3,C\n3,2,B\n",
        ])
        #expect(seasons.stdout.contains("columns   Pos, Pos last year, Club "), "\(seasons.stdout)\(seasons.stderr)")
        let (grown, _) = try initThenValidate([
            "qs-2024.csv": "2024 RANK,2023 RANK,Institution\n1,1,A\n2,3,B\n3,2,C\n",
            "qs-2025.csv": "2025 RANK,2024 RANK,Institution,Location\n1,1,A,X\n2,3,C,X\n3,2,B,X\n",
        ])
        #expect(!grown.stdout.contains("columns "), "\(grown.stdout)\(grown.stderr)")
    }

    /// A university table writes last year's rank as it writes the rank, a shared one `=3`:
    /// `init` reads the column named for last year with its tie markers, so its moves are
    /// read and checked (one planted wrong previous rank found, nothing else).
    @Test func lastYearsSharedRanksAreRead() throws {
        let earlier = "Rank,University,Last year\n1,A,\n2,B,\n=3,C,\n=3,D,\n5,E,\n6,F,\n7,G,\n"
        // Planted: G was 7th, not 8th.
        let later = "Rank,University,Last year\n1,B,2\n2,A,1\n=3,C,=3\n=3,E,5\n5,D,=3\n6,G,8\n7,F,6\n"
        let (initRun, validate) = try initThenValidate(["ranking-2023.csv": earlier, "ranking-2024.csv": later])
        #expect(initRun.stdout.contains("movement  previousRank /Last year  ranks and null (new entries); recomputed from consecutive periods, 85% of the moves agree")
                && initRun.stdout.contains("checked with it: 1 error (RC401 ×1) in 2 files"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(validate.exitCode == 1 && validate.stdout.hasPrefix("ranking-2024.csv:7:5: error: claims up 2 (prior rank 8) but 'G' was rank 7 in ranking-2023: up 1 (RC401 movement-mismatch)"),
                "\(validate.stdout)\(validate.stderr)")
    }

    /// A rank column whose header cell was left empty (`,City,Score` over `1,Tokyo,98.5`):
    /// `init` names it `rank` and leaves the header out, rather than saying no column holds
    /// ranks; pandas' index, numbered from 0, is not taken for one.
    @Test func anUnnamedColumnOfRanksIsNamedRank() throws {
        let (initRun, result) = try initThenValidate([
            "cities-2024.csv": ",City,Score,\n1,Osaka,98.0,\n2,Tokyo,97.5,\n3,Nara,96.0,\n",
            "cities-2025.csv": ",City,Score,\n1,Tokyo,98.5,\n2,Osaka,97.1,\n3,Kyoto,97.5,\n",
        ])
        #expect(initRun.stdout.contains("skipRows  1 ") && initRun.stdout.contains("columns   rank, City, Score, column4  column 1 has no name in the header, and its cells run 1…N: named rank")
                && initRun.stdout.contains("rank      /rank "), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout == "cities-2025.csv:4:9: error: 'Kyoto' (rank 3) has a better score, 97.5, than 'Osaka' (rank 2), 97.1 (RC104 score-order)\n"
                + "cities-2025.csv:3:9: note: 'Osaka' has 97.1 at rank 2\n", "\(result.stdout)\(result.stderr)")
        let (index, _) = try initThenValidate(["cities-2025.csv": ",City,Score\n0,Tokyo,98.5\n1,Osaka,97.1\n2,Kyoto,95.0\n"])
        #expect(!index.stdout.contains("columns "), "\(index.stdout)\(index.stderr)")
    }

    /// A league table typed by hand with a space after each comma (`rank, club, city`, a quoted
    /// field after the space), as `Fixtures/tables/hand-typed` is: `init` proposes reading
    /// each field from after the space (`skipInitialSpace`), and the check finds the three
    /// planted mistakes at the cells' first characters; a fix rewrites the value alone.
    @Test func aTableTypedWithASpaceAfterEachCommaIsReadFromAfterIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["standings-2024.csv", "standings-2025.csv"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/tables/hand-typed/" + name, toPath: directory + "/" + name)
        }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains("skipInitialSpace  true ") && initRun.stdout.contains(" the header writes a space after each delimiter (' club', ' city', ' points', …): each field starts after it\n")
                && initRun.stdout.contains("identity          /club ") && initRun.stdout.contains("movement          previousRank /last ")
                && initRun.stdout.contains("checked with it: 3 errors (RC104 ×1, RC401 ×2) in 2 files"), "\(initRun.stdout)\(initRun.stderr)")
        for folder in [directory, packageRoot + "/Fixtures/tables/hand-typed"] {
            let result = try rankcheck(["validate", ".", "--format", "xcode"], in: folder)
            #expect(result.stdout == """
                standings-2025.csv:5:46: error: 'Castle Athletic' (rank 4) has a better score, 66, than 'The Millers' (rank 3), 64 (RC104 score-order)
                standings-2025.csv:4:30: note: 'The Millers' has 64 at rank 3
                standings-2025.csv:5:50: error: claims up 2 (prior rank 6) but 'Castle Athletic' was rank 5 in standings-2024: up 1 (RC401 movement-mismatch)
                standings-2024.csv:6:4: note: standings-2024: 'Castle Athletic' at rank 5
                standings-2025.csv:7:28: error: claims down 1 (prior rank 5) but 'Moor End' was rank 6 in standings-2024: keep (RC401 movement-mismatch)
                standings-2024.csv:7:4: note: standings-2024: 'Moor End' at rank 6

                """, "\(folder): \(result.stdout)\(result.stderr)")
        }
        _ = try rankcheck(["validate", ".", "--fix"], in: directory)
        let fixed = try read(directory + "/standings-2025.csv").split(separator: "\n")
        #expect(fixed[4] == #"4, Castle Athletic, "York, North Yorkshire", 66, 5"# && fixed[6] == "6, Moor End, Bradford, 55, 6", "\(fixed)")

        // The same rows under a header written without spaces (`rank,club,city`): the rows say it.
        var tables: [String: String] = [:]
        for name in ["standings-2024.csv", "standings-2025.csv"] {
            let lines = try read(packageRoot + "/Fixtures/tables/hand-typed/" + name).split(separator: "\n", omittingEmptySubsequences: false)
            tables[name] = ([lines[0].replacingOccurrences(of: ", ", with: ",")] + lines.dropFirst().map(String.init)).joined(separator: "\n")
        }
        let (rowsInit, rowsResult) = try initThenValidate(tables)
        #expect(rowsInit.stdout.contains("skipInitialSpace  true ") && rowsInit.stdout.contains(" each row writes a space after each delimiter (' Harbour Town', ' Hull', ' 74', …): each field starts after it\n")
                && rowsInit.stdout.contains("checked with it: 3 errors (RC104 ×1, RC401 ×2) in 2 files"), "\(rowsInit.stdout)\(rowsInit.stderr)")
        #expect(rowsResult.exitCode == 1 && rowsResult.stdout.contains("standings-2025.csv:5:50: error: claims up 2 (prior rank 6) but 'Castle Athletic' was rank 5"),
                "\(rowsResult.stdout)")
    }

    /// A spreadsheet's ranking with a total's row below the ranked ones (`Total,,290.6`, no name)
    /// in one year's table and not in another's: `init` takes `Total` for a word outside the
    /// ranking, not for a break in the ranks, and names the entries without that row.
    @Test func aTotalRowBelowTheRanksIsOutsideTheRanking() throws {
        let (initRun, result) = try initThenValidate([
            "cities-2024.csv": "Rank,City,Score\n1,Tokyo,98.5\n2,Osaka,97.1\n3,Kyoto,95.0\nTotal,,290.6\n",
            "cities-2025.csv": "Rank,City,Score\n1,Osaka,98.0\n2,Tokyo,97.5\n3,Kyoto,96.0\n4,Nara,97.0\n",
        ])
        #expect(initRun.stdout.contains(#"unranked  "Total"             written where a rank would be, below every ranked entry: 1 row outside the ranking"#)
                && initRun.stdout.contains("identity  /City ") && initRun.stdout.contains("score     /Score, descending"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.hasPrefix("cities-2025.csv:5:8: error: 'Nara' (rank 4) has a better score, 97.0, than 'Kyoto' (rank 3), 96.0 (RC104 score-order)\n"),
                "\(result.stdout)\(result.stderr)")
    }

    /// A table copied from a web page keeps the footnote markers after its names (`Tokyo[a]`):
    /// such a name matches no other year's, so each is RC302 with the name without them;
    /// brackets that are part of a name are not markers.
    @Test func namesWithFootnoteMarkersAreNamedClean() throws {
        let (_, result) = try initThenValidate([
            "cities-2022.csv": "Rank,City,Population\n1,Tokyo,37.1\n2,Delhi,33.8\n3,Shanghai,29.9\n4,Song [Live],1.0\n",
            "cities-2023.csv": "Rank,City,Population\n1,Tokyo[a],37.0\n2,Delhi,34.6\n3,Shanghai[b][12],30.5\n4,Song [Live],1.0\n",
        ])
        #expect(result.stdout == """
            cities-2023.csv:2:3: warning: entry name "Tokyo[a]" ends with a footnote marker, [a], as a table copied from a web page writes them (RC302 name-hygiene)
            cities-2023.csv:4:3: warning: entry name "Shanghai[b][12]" ends with footnote markers, [b][12], as a table copied from a web page writes them (RC302 name-hygiene)

            """, "\(result.stdout)\(result.stderr)")
        let directory = try folder(["cities-2023.csv": "Rank,City\n1,Tokyo [note 3]\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"shape": {"rank": "/Rank", "identity": ["/City"], "movement": "none"}}"#, to: directory + "/.rankcheck.json")
        let human = try rankcheck(["validate"], in: directory)
        #expect(human.stdout.contains(#"help: Did you mean "Tokyo"?"#) && human.stdout.contains(#"help: Write the name as "Tokyo". `--fix` leaves this to you."#),
                "\(human.stdout)\(human.stderr)")
        #expect(try rankcheck(["validate", "--diff"], in: directory).stderr == "no fixes to apply\n")
        // A name joined from two fields is checked field by field: a marker that ends the first
        // field is found, and each fix rewrites its own cell.
        try write("Rank,City,Country\n1,Tokyo[a],\"Japan \"\n", to: directory + "/cities-2023.csv")
        try write(#"{"shape": {"rank": "/Rank", "identity": ["/City", "/Country"], "movement": "none"}}"#, to: directory + "/.rankcheck.json")
        let joined = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(joined.stdout == """
            cities-2023.csv:2:3: warning: 'City' "Tokyo[a]" of entry "Tokyo[a] / Japan " ends with a footnote marker, [a], as a table copied from a web page writes them (RC302 name-hygiene)
            cities-2023.csv:2:12: warning: 'Country' "Japan " of entry "Tokyo[a] / Japan " has trailing white space (RC302 name-hygiene)

            """, "\(joined.stdout)\(joined.stderr)")
        let edits = try rankcheck(["validate", "--format", "json"], in: directory).stdout
        #expect(edits.contains(#""replacement": "Tokyo""#) && edits.contains(#""replacement": "\"Japan\"""#), "\(edits)")
    }

    /// Some leaderboards write a tie `T-3`: a shared rank as `T3` is, in a table and in JSON
    /// under `"textRanks"`, so the ties are competition ranks and a break after them is found.
    @Test func aTieWrittenWithADashIsASharedRank() throws {
        let rows = [("1", "A", -12), ("T-2", "B", -10), ("T-2", "C", -10), ("4", "D", -9), ("T-5", "E", -8), ("T-5", "F", -8), ("8", "G", -6)]
        let table = "Pos,Player,Score\n" + rows.map { "\($0.0),\($0.1),\($0.2)\n" }.joined()
        let json = #"{"leaderboard": ["# + rows.map { #"{"position": "\#($0.0)", "player": "\#($0.1)", "total": \#($0.2)}"# }.joined(separator: ", ") + "]}\n"
        for (name, text, rank) in [("board-2024.csv", table, "csv:8:1"), ("board-2024.json", json, "json:1:")] {
            let (initRun, result) = try initThenValidate([name: text])
            #expect(initRun.stdout.contains("ties") && initRun.stdout.contains("competition") && initRun.stdout.contains("checked with it: 1 error (RC101 ×1)"),
                    "\(initRun.stdout)\(initRun.stderr)")
            #expect(result.stdout.hasPrefix("board-2024.\(rank)") && result.stdout.contains("rank 8 follows rank 5; expected 7 (2 entries tie at rank 5) (RC101 rank-sequence)"),
                    "\(result.stdout)\(result.stderr)")
        }
    }

    /// A golf leaderboard's API writes positions as strings (`"1"`, `"T2"`, `"CUT"`, `"WD"`):
    /// `init` reads them as ranks with `"textRanks": true`, beside the words outside the
    /// ranking and competition ties, and the check then reads them so. Without the key each is
    /// the wrong type (RC004), and a string that holds no rank is one still; one whose digits
    /// pass what a rank can be is out of range.
    @Test func ranksWrittenAsStringsInJSON() throws {
        let players = [("1", "A", -12), ("T2", "B", -10), ("T2", "C", -10), ("4", "D", -9), ("T5", "E", -7), ("T5", "F", -8), ("7", "G", -6)]
        let entries = players.map { #"{"position": "\#($0.0)", "player": "\#($0.1)", "total": \#($0.2)}"# }
            + [#"{"position": "CUT", "player": "H", "total": 3}"#, #"{"position": "WD", "player": "I", "total": null}"#]
        let (initRun, result) = try initThenValidate(["leaderboard.json": #"{"tournament": "Open", "players": [\#(entries.joined(separator: ", "))]}"#])
        #expect(initRun.stdout.contains(#"textRanks  true               the ranks are written as strings ("3", "3rd", "T3" for a shared rank), as a leaderboard's API writes positions"#)
                && initRun.stdout.contains(#"unranked   "CUT", "WD""#) && initRun.stdout.contains("ties       competition")
                && initRun.stdout.contains(#""textRanks": true"#), "\(initRun.stdout)\(initRun.stderr)")
        // 'F' (-8) and 'E' (-7) share 5th with different totals.
        #expect(result.exitCode == 1 && result.stdout.hasPrefix("leaderboard.json:1:") && result.stdout.contains("error: 'F' shares rank 5 with 'E' but its score, -8, differs from -7 (RC104 score-order)")
                && !result.stdout.contains("RC004"), "\(result.stdout)")
        let shape = #""shape": {"lists": ["/players"], "rank": "/position", "identity": ["/player"], "movement": "none""#
        let broken = #"{"players": [{"position": "1", "player": "A"}, {"position": "T2X", "player": "B"}, {"position": 3, "player": "C"}]}"#
        let directory = try folder(["leaderboard.json": broken, ".rankcheck.json": "{\(shape), \"textRanks\": true}}"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try rankcheck(["validate", "--format", "xcode", "--select", "RC004"], in: directory)
        #expect(text.stdout == #"leaderboard.json:1:61: error: '/position' must be an integer ≥ 1, or a string that holds one ("3", "T3"), found string "T2X" (RC004 wrong-type)"# + "\n",
                "\(text.stdout)")
        // Digits beyond what a rank can be are out of range, as a number's are.
        try write(#"{"players": [{"position": "1", "player": "A"}, {"position": "T12345678901234567890", "player": "B"}, {"position": "90071992547409930", "player": "C"}]}"#,
                  to: directory + "/leaderboard.json")
        let beyond = try rankcheck(["validate", "--format", "xcode", "--select", "RC004"], in: directory)
        #expect(beyond.stdout == #"""
            leaderboard.json:1:61: error: '/position' is out of range: "T12345678901234567890" does not fit in a 64-bit integer (RC004 wrong-type)
            leaderboard.json:1:115: error: '/position' is out of range: 90071992547409930 is beyond 9007199254740991 (2^53 − 1, the largest integer every JSON reader holds exactly) (RC004 wrong-type)

            """#, "\(beyond.stdout)")
        try write(broken, to: directory + "/leaderboard.json")
        try write("{\(shape)}}", to: directory + "/.rankcheck.json")
        let numbers = try rankcheck(["validate", "--select", "RC004"], in: directory)
        #expect(numbers.stdout.components(separatedBy: "error[RC004]").count - 1 == 2
                && numbers.stdout.contains(#"help: If the ranks are written as strings on purpose (an API's positions, "T3" for a shared rank), say so in the shape: `"textRanks": true`."#),
                "\(numbers.stdout)")
    }

    /// A table saved as UTF-16 (a spreadsheet's "Unicode text", with or without its byte order
    /// mark) is one finding that says so, not a finding for every row of NUL bytes, and `init`
    /// says the same, with how to convert it; walking the folder reports it too, rather than
    /// skip it for a header it cannot read, with no snippet of its NUL bytes. One NUL byte
    /// second in a UTF-8 table is a byte of its header, not UTF-16: the table is read, and
    /// taking out its byte order mark (`--fix`) leaves it read.
    @Test func aTableInUTF16IsOneFinding() throws {
        let text = "rank\tname\tpoints\r\n1\tA\t10\r\n2\tB\t8\r\n"
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data([0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: URL(fileURLWithPath: directory + "/ranking.tsv"))
        try Data(Array(text.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }).write(to: URL(fileURLWithPath: directory + "/big-endian.tsv"))
        try Data(Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: URL(fileURLWithPath: directory + "/little-endian.tsv"))
        try Data([0xEF, 0xBB, 0xBF, UInt8(ascii: "r"), 0] + Array(text.utf8.dropFirst())).write(to: URL(fileURLWithPath: directory + "/nul.tsv"))
        let result = try rankcheck(["validate", "ranking.tsv", "big-endian.tsv", "little-endian.tsv", "nul.tsv", "--select", "RC008", "--format", "xcode"], in: directory)
        #expect(result.stdout == """
            big-endian.tsv:1:1: error: the file starts with a NUL byte: it looks like UTF-16 or binary data; a table must be UTF-8 (RC008 invalid-table)
            little-endian.tsv:1:2: error: the file has a NUL byte after each of its first characters: it looks like UTF-16; a table must be UTF-8 (RC008 invalid-table)
            nul.tsv:1:1: error: the file starts with a UTF-8 byte order mark (BOM); a table must not begin with one (RC008 invalid-table)
            ranking.tsv:1:1: error: the file is UTF-16 (byte order mark 0xFF 0xFE); a table must be UTF-8 (RC008 invalid-table)

            """, "\(result.stdout)\(result.stderr)")
        _ = try rankcheck(["validate", "nul.tsv", "--select", "RC008", "--fix"], in: directory)
        let fixed = try rankcheck(["validate", "nul.tsv", "--select", "RC008"], in: directory)
        #expect(fixed.exitCode == 0 && fixed.stdout.hasPrefix("no problems"), "\(fixed.stdout)\(fixed.stderr)")
        for name in ["big-endian.tsv", "little-endian.tsv", "nul.tsv"] { try FileManager.default.removeItem(atPath: directory + "/" + name) }
        let walked = try rankcheck(["validate"], in: directory)
        #expect(walked.exitCode == 1 && walked.stdout.hasPrefix("ranking.tsv:1:1: error[RC008] invalid-table: the file is UTF-16 (byte order mark 0xFF 0xFE); a table must be UTF-8")
                && walked.stdout.contains("help: Save it as UTF-8 (a spreadsheet's \"CSV UTF-8\"), or convert it: `iconv -f UTF-16 -t UTF-8 FILE > NEW`.")
                && !walked.stdout.contains(" | ") && walked.stdout.hasSuffix("1 error in 1 file\n"), "\(walked.stdout)\(walked.stderr)")
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 2 && initRun.stderr.contains("no row of ranking.tsv reads: the file is UTF-16 (byte order mark 0xFF 0xFE); a table must be UTF-8. Save it as UTF-8"),
                "\(initRun.stdout)\(initRun.stderr)")
    }

    /// A spreadsheet's workbook given a table's name (an `.xlsx` renamed `.csv`, an export that
    /// is a workbook) is one RC008 that says what it is and how to save its sheet, as the same
    /// workbook named `.json` is one RC001: it is not read as a table of one column, nor skipped
    /// as not ranking data, and its bytes are not printed as a snippet. `init` says the same.
    @Test func aWorkbookNamedAsATableIsOneFinding() throws {
        let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00] + Array("[Content_Types].xml".utf8) + [0x0A, 0x00, 0x01]
        let ole: [UInt8] = [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0x00, 0x00, 0x0A]
        let directory = try folder(["rankings.csv": "", "old.tsv": ""])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(zip).write(to: URL(fileURLWithPath: directory + "/rankings.csv"))
        try Data(ole).write(to: URL(fileURLWithPath: directory + "/old.tsv"))
        let walked = try rankcheck(["validate"], in: directory)
        #expect(walked.exitCode == 1 && walked.stdout == """
            old.tsv:1:1: error[RC008] invalid-table: the file is an OLE compound file, as an Excel 97–2003 workbook (.xls) is, not a table's text
            help: rankcheck reads JSON, CSV and TSV: save the sheet as CSV (a spreadsheet's "CSV UTF-8") and check that file.

            rankings.csv:1:1: error[RC008] invalid-table: the file is a ZIP archive, as a spreadsheet's workbook is (.xlsx, .ods, .numbers), not a table's text
            help: rankcheck reads JSON, CSV and TSV: save the sheet as CSV (a spreadsheet's "CSV UTF-8") and check that file.

            2 errors in 2 files

            """, "\(walked.stdout)\(walked.stderr)")
        try FileManager.default.removeItem(atPath: directory + "/old.tsv")
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 2 && initRun.stderr.contains("no row of rankings.csv reads: the file is a ZIP archive, as a spreadsheet's workbook is (.xlsx, .ods, .numbers), not a table's text. rankcheck reads JSON, CSV and TSV: save the sheet as CSV"),
                "\(initRun.stdout)\(initRun.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/.rankcheck.json"))
    }

    /// Whether a table looks like UTF-16 is told by its first line that holds more than
    /// delimiters and quotes, after its byte order mark: what `--fix` takes out (a blank line
    /// below it, blank rows above it, the mark) never decides it, so a fix never turns a table
    /// that is read into one that is not. Each of these is UTF-16 before a fix, and is left as it is.
    @Test func whatAFixTakesOutNeverMakesATableLookLikeUTF16() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tables: [String: [UInt8]] = ["blank-line-below.csv": [0x31, 0, 0x0A, 0x0A], "blank-rows-above.csv": Array(",,\n\n1".utf8) + [0, 0x61, 0, 0x0A],
                                         "byte-order-mark.csv": [0xEF, 0xBB, 0xBF, 0x31, 0, 0x61, 0, 0x0A]]
        for (name, bytes) in tables.sorted(by: { $0.key < $1.key }) {
            try Data(bytes).write(to: URL(fileURLWithPath: directory + "/" + name))
            let before = try rankcheck(["validate", name, "--format", "xcode"], in: directory)
            #expect(before.exitCode == 1 && before.stdout.contains("it looks like UTF-16; a table must be UTF-8 (RC008 invalid-table)"), "\(name): \(before.stdout)")
            _ = try rankcheck(["validate", name, "--fix"], in: directory)
            #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)) == Data(bytes), "\(name) was changed")
        }
    }

    /// A semicolon table a spreadsheet saved in Windows-1252 (`Zürich`, `Malmö`):
    /// `init` finds the semicolon though the accented rows do not read, and says the file is
    /// not UTF-8 and how to save it, not that no column holds ranks. Checking it reports each
    /// row that does not read once (RC008), and no gap in the ranks where those rows are: the
    /// rank of a row that does not read is unknown, also where it starts a list of several. A
    /// gap beside such a row is still one.
    @Test func aTableInWindows1252IsSaidToBeSo() throws {
        let towns = ["München", "Linz", "Straße 1", "Graz", "Köln", "Zürich", "Brno", "Malmö", "Bern", "Genève", "Basel", "Wien"]
        let table = "Rang;Stadt;Punkte\n" + towns.indices.map { "\($0 + 1);\(towns[$0]);\(90 - 2 * $0),5\n" }.joined()
        let latin1 = Data(table.unicodeScalars.map { UInt8($0.value) })
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try latin1.write(to: URL(fileURLWithPath: directory + "/ranking-2023.csv"))
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 2 && initRun.stderr.contains(
            "the text of ranking-2023.csv is not UTF-8 in 6 of its first 12 rows, which do not read (row 2 is not valid UTF-8: byte 0xFC never appears in UTF-8). The file is read as UTF-8: if it is in another encoding, such as Shift_JIS or Windows-1252, save it as UTF-8"),
            "\(initRun.stdout)\(initRun.stderr)")
        try write(#"{"shape": {"rank": "/Rang", "identity": ["/Stadt"], "movement": "none", "fields": "open", "table": {"delimiter": ";", "decimal": ","}}}"#,
                  to: directory + "/.rankcheck.json")
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.exitCode == 1 && result.stdout.split(separator: "\n").count == 6 && !result.stdout.contains("RC101"), "\(result.stdout)\(result.stderr)")
        try (latin1 + Data("14;Genf;1,0\n".utf8)).write(to: URL(fileURLWithPath: directory + "/ranking-2023.csv"))
        let withGap = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(withGap.stdout.contains("ranking-2023.csv:14:1: error: rank 14 follows rank 12; expected 13 (RC101 rank-sequence)"), "\(withGap.stdout)\(withGap.stderr)")
        // Weeks in one table: the row that does not read starts week 2, and week 3 has a gap after one.
        let weeks = "Woche;Rang;Stadt\n1;1;Aachen\n1;2;Berlin\n2;1;München\n2;2;Aachen\n2;3;Berlin\n3;1;Köln\n3;3;Aachen\n"
        try Data(weeks.unicodeScalars.map { UInt8($0.value) }).write(to: URL(fileURLWithPath: directory + "/ranking-2023.csv"))
        try write(#"{"shape": {"listBy": "/Woche", "rank": "/Rang", "identity": ["/Stadt"], "movement": "none", "table": {"delimiter": ";"}}}"#,
                  to: directory + "/.rankcheck.json")
        let byWeek = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(byWeek.stdout == "ranking-2023.csv:4:6: error: row 4 is not valid UTF-8: byte 0xFC never appears in UTF-8 (RC008 invalid-table)\n"
                + "ranking-2023.csv:7:6: error: row 7 is not valid UTF-8: byte 0xF6 never appears in UTF-8 (RC008 invalid-table)\n"
                + "ranking-2023.csv:8:3: error: list Woche 3 starts at rank 3; expected 1 (RC101 rank-sequence)\n", "\(byWeek.stdout)\(byWeek.stderr)")
    }

    /// A ranking whose columns are named by their year (`Nov 2024,Nov 2023,…`, as TIOBE's
    /// index is published): last year's ranks are unique in the list too, but a number that
    /// happens to differ is no identity; the language's name, a text, is.
    @Test func aTextIsPreferredToANumberAsIdentity() throws {
        let languages = ["Python", "C++", "Java", "C", "C#", "JavaScript", "Go", "Fortran"]
        let lastYear = [1, 3, 4, 2, 5, 6, 13, 9]
        let table = "Nov 2024,Nov 2023,Programming Language,Ratings\n"
            + languages.indices.map { "\($0 + 1),\(lastYear[$0]),\(languages[$0]),\(20 - $0).5%\n" }.joined()
        let (initRun, result) = try initThenValidate(["tiobe-2024-11.csv": table])
        #expect(initRun.stdout.contains("identity  /Programming Language ") && initRun.stdout.contains("checked with it: no problems"),
                "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.isEmpty && result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    }

    /// Last year's rank named by last year (`Nov 2023` beside `Nov 2024`) is the previous rank,
    /// though no period before is there to confirm it: the check finds two languages that
    /// claim the same rank last year (RC203).
    @Test func aPreviousRankNamedByTheYearBefore() throws {
        let lastYear = [1, 3, 4, 2, 5, 6, 13, 13]
        let table = "Nov 2024,Nov 2023,Programming Language\n" + lastYear.indices.map { "\($0 + 1),\(lastYear[$0]),Language \($0)\n" }.joined()
        let (initRun, result) = try initThenValidate(["tiobe-2024-11.csv": table])
        #expect(initRun.stdout.contains("movement  previousRank /Nov 2023  ranks, named by the year before the rank's; no consecutive periods to check it against")
                && initRun.stdout.contains("checked with it: 1 error (RC203 ×1)"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.contains("RC203") && result.exitCode == 1, "\(result.stdout)\(result.stderr)")
    }

    /// A table of a rank a year, one column each (`Country,2021,2022,2023,2024`, as a happiness
    /// report's rankings are kept), where several years' columns run 1…N: the latest year's is
    /// the rank and the year before it the previous rank, so the check finds two countries that
    /// claim one rank in 2023 (RC203).
    @Test func aTableOfARankAYearIsRankedByItsLatestYear() throws {
        let table = "Country,2021,2022,2023,2024\nFinland,1,1,1,1\nDenmark,2,2,2,2\nIceland,4,3,3,3\nSweden,7,7,6,4\nIsrael,12,9,4,5\n"
            + "Netherlands,5,5,5,6\nNorway,8,8,7,7\nLuxembourg,9,6,9,8\nSwitzerland,3,4,8,9\n"
        let (initRun, _) = try initThenValidate(["happiness.csv": table])
        #expect(initRun.stdout.contains("rank      /2024 ") && initRun.stdout.contains("movement  previousRank /2023 ")
                && initRun.stdout.contains("checked with it: no problems"), "\(initRun.stdout)\(initRun.stderr)")
        let (_, mistaken) = try initThenValidate(["happiness.csv": table.replacingOccurrences(of: "Norway,8,8,7,7", with: "Norway,8,8,6,7")])
        #expect(mistaken.stdout.contains("happiness.csv:8:") && mistaken.stdout.contains("both imply prior rank 6") && mistaken.exitCode == 1,
                "\(mistaken.stdout)\(mistaken.stderr)")
    }

    /// A university table writes last year's rank as it writes this year's (`2024 RANK` beside
    /// `2025 RANK`, as QS publishes them): a tie as `=4`, a band as `11-20`. Both are read as
    /// ranks, so last year's column is the previous rank, the band's first rank shared. Two
    /// universities that claim rank 7 last year were tied there, so the one that claims rank 8
    /// cannot be right (RC203); the two tied at 4 and the band are.
    @Test func aPreviousRankWrittenWithTiesAndBands() throws {
        let now = ["1", "2", "3", "=4", "=4", "6", "7", "8", "9", "10"] + Array(repeating: "11-20", count: 10) + ["21"]
        let before = ["1", "6", "3", "=4", "2", "=4", "7", "9", "8", "7"] + Array(repeating: "11-20", count: 9) + ["", "21"]
        let table = "2025 RANK,2024 RANK,Institution Name,Location\n"
            + now.indices.map { "\(now[$0]),\(before[$0]),University \($0),XX\n" }.joined()
        let (initRun, result) = try initThenValidate(["qs-world-2025.csv": table])
        #expect(initRun.stdout.contains("movement  previousRank /2024 RANK  ranks and null (new entries), named by the year before the rank's")
                && initRun.stdout.contains("checked with it: 1 error (RC203 ×1)"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.contains("qs-world-2025.csv:10:3: error: 'University 8' (rank 9, down 1) implies prior rank 8, which the 2-way tie at prior rank 7 skipped")
                && result.exitCode == 1, "\(result.stdout)\(result.stderr)")
    }

    /// A sports table's columns: a name with a `/` in it is one column (`/Week~1Date` in a
    /// pointer, as RFC 6901 writes it), and of two columns that follow the rank, assists with
    /// one inversion and points per game with none, the score is the one with none.
    @Test func columnsNamedWithASlashAndTheScoreWithFewestInversions() throws {
        let weeks = [["Embiid", "Doncic", "Antetokounmpo", "Gilgeous-Alexander"], ["Doncic", "Embiid", "Gilgeous-Alexander", "Antetokounmpo"]]
        var table = "Week/Date,Rk,Player,A,PTS/G\n"
        for (week, players) in weeks.enumerated() {
            for (index, player) in players.enumerated() {
                // Assists rise once down each week's list; points per game never do.
                table += "2024-01-\(10 + 7 * week),\(index + 1),\(player),\([9, 7, 8, 5][index]),\(34 - 2 * index).\(week)\n"
            }
        }
        let (initRun, result) = try initThenValidate(["ppg-2024.csv": table])
        #expect(initRun.stdout.contains("listBy    /Week~1Date") && initRun.stdout.contains("score     /PTS~1G, descending")
                && initRun.stdout.contains("checked with it: no problems"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.isEmpty && result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    }

    /// A chart's word for a new song (`NEW`) where a previous rank would be: RC004 says how the
    /// shape names it, and once named it is a new entry, so a returning song written `NEW` is
    /// an RC401 whose fix writes its previous rank.
    @Test func aWordForANewEntryIsNamedInTheShape() throws {
        let chart = "week,pos,song,last\n2024-01-06,1,a,NEW\n2024-01-06,2,b,NEW\n2024-01-13,1,b,2\n2024-01-13,2,a,NEW\n"
        let shape = #"{"prior": "previous-list", "shape": {"listBy": "/week", "rank": "/pos", "identity": ["/song"], "movement": {"previousRank": "/last"NEW}}}"#
        let directory = try folder(["chart.csv": chart, ".rankcheck.json": shape.replacingOccurrences(of: "NEW", with: "")])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let unnamed = try rankcheck(["validate"], in: directory)
        #expect(unnamed.stdout.contains(#"help: If "NEW" means a new entry, say so in the shape: `"new": ["NEW"]` beside `"previousRank"`."#), "\(unnamed.stdout)")
        try write(shape.replacingOccurrences(of: "NEW", with: #", "new": ["NEW"]"#), to: directory + "/.rankcheck.json")
        let named = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(named.stdout.hasPrefix("chart.csv:5:16: error: claims to be new but 'a' was rank 1 in 2024-01-06: down 1 (RC401 movement-mismatch)\n")
                && !named.stdout.contains("RC004"), "\(named.stdout)")
        _ = try rankcheck(["validate", "--fix"], in: directory)
        #expect(try read(directory + "/chart.csv").hasSuffix("2024-01-13,2,a,1\n"))
    }

    /// Daily charts of several regions in one table (`region,date`, as Spotify's are kept):
    /// no one column groups the rows into ranked lists, so `init` groups them by the region and
    /// the date together, each region a series of days, and the check compares each region's
    /// day with that region's day before. A song's artist is an attribute; its trend
    /// (`MOVE_UP`, `NEW_ENTRY`), which changes from day to day, is not.
    @Test func chartsOfSeveralRegionsInOneTableAreSeriesOfTheirDates() throws {
        var table = "title,artist,rank,date,region,previous,trend,streams\n", previous: [String: [Int: Int]] = [:]
        for day in 1...6 {
            for region in ["ar", "br", "global"] {
                var now: [Int: Int] = [:]
                for position in 0..<20 {
                    // Twenty songs of twenty-four each day: a region's first day has songs of another's last.
                    let song = (position * 5 + day * 7 + region.count * 3) % 24, rank = position + 1
                    now[song] = rank
                    var last = previous[region]?[song].map(String.init) ?? ""
                    if region == "br", day == 4, position == 2 { last = last == "1" ? "2" : "1" }
                    let trend = previous[region]?[song].map { $0 > rank ? "MOVE_UP" : $0 < rank ? "MOVE_DOWN" : "SAME_POSITION" } ?? "NEW_ENTRY"
                    table += "Song \(song),Artist \(song % 5),\(rank),2017-01-0\(day),\(region),\(last),\(trend),\(9000 - rank * 100)\n"
                }
                previous[region] = now
            }
        }
        let (initRun, result) = try initThenValidate(["charts.csv": table])
        #expect(initRun.stdout.contains("listBy      /region, /date ") && initRun.stdout.contains("rows grouped by /region and /date together: 18 lists, each ranked 1…N; each /region is a series of /date")
                && initRun.stdout.contains("movement    previousRank /previous")
                && initRun.stdout.contains("attributes  /artist                 strings that stay the same for an entry from list to list (RC301 compares them); /trend changes for"),
                "\(initRun.stdout)\(initRun.stderr)")
        let planted = try #require(table.split(separator: "\n").firstIndex { $0.hasPrefix("Song ") && $0.contains(",3,2017-01-04,br,") })
        #expect(result.stdout.hasPrefix("charts.csv:\(planted + 1):") && result.stdout.contains("in br · 2017-01-03: ")
                && result.stdout.components(separatedBy: "error:").count == 2, "\(result.stdout)\(result.stderr)")
    }

    /// A shape written from weeks in which no entry kept its rank names no word for that; when a
    /// later week's trend says `SAME_POSITION`, RC004 says where the shape names it.
    @Test func aDirectionWordTheShapeLacksGetsHelpThatNamesWhereItGoes() throws {
        let shape = #"{"prior": "previous-list", "shape": {"listBy": "/date", "rank": "/rank", "identity": ["/title"], "#
            + #""movement": {"direction": "/trend", "up": "MOVE_UP", "down": "MOVE_DOWN", "new": ["NEW_ENTRY"]}}}"#
        let table = "date,rank,title,trend\n2025-01-04,1,A,NEW_ENTRY\n2025-01-04,2,B,NEW_ENTRY\n2025-01-11,1,A,SAME_POSITION\n2025-01-11,2,B,SAME_POSITION\n"
        let directory = try folder(["chart.csv": table, ".rankcheck.json": shape])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "chart.csv"], in: directory)
        #expect(result.exitCode == 1 && result.stdout.contains("chart.csv:4:16: error[RC004] wrong-type: 'trend' must be one of 'MOVE_UP', 'MOVE_DOWN', 'NEW_ENTRY'")
                && result.stdout.contains(#"help: If "SAME_POSITION" says the entry kept its rank, say so in the shape: `"keep": "SAME_POSITION"` beside `"direction": "/trend"`."#),
                "\(result.stdout)\(result.stderr)")
        // With a word for no move, another word is named as one that may go to any of the four.
        try write(shape.replacingOccurrences(of: #""new""#, with: #""keep": "SAME", "new""#), to: directory + "/.rankcheck.json")
        let other = try rankcheck(["validate", "chart.csv"], in: directory)
        #expect(other.stdout.contains(#"help: If "SAME_POSITION" is another word for a move, add it in the shape to `"up"`, `"down"`, `"keep"` or `"new"`, for the move it says."#),
                "\(other.stdout)\(other.stderr)")
    }

    /// The global chart kept beside each country's with no country (as Kaggle's daily Spotify
    /// table keeps it): rows whose series is empty are a series of their own, `(no country)`,
    /// checked day by day as the others are. A row with no date is in no list.
    @Test func rowsWithNoSeriesAreASeriesOfTheirOwn() throws {
        var table = "spotify_id,name,daily_rank,country,snapshot_date,daily_movement\n", previous: [String: [Int: Int]] = [:]
        for day in 1...4 {
            for country in ["", "ZA", "VN"] {
                var now: [Int: Int] = [:]
                for position in 0..<10 {
                    let song = (position * 5 + day * 7 + country.count * 3) % 12, rank = position + 1
                    now[song] = rank
                    var move = previous[country]?[song].map { $0 - rank } ?? 0
                    // Planted: the global chart's third song on day 3 claims one more up than it moved.
                    if country.isEmpty, day == 3, position == 2 { move += 1 }
                    table += "id\(song)x,Song \(song),\(rank),\(country),2024-06-1\(day),\(move)\n"
                }
                previous[country] = now
            }
        }
        table += "id99x,Song 99,11,ZA,,0\n"
        let (initRun, result) = try initThenValidate(["universal_top_spotify_songs.csv": table])
        #expect(initRun.stdout.contains("rows grouped by /country and /snapshot_date together: 12 lists, each ranked 1…N"), "\(initRun.stdout)\(initRun.stderr)")
        let planted = try #require(table.split(separator: "\n").firstIndex { $0.hasSuffix(",3,,2024-06-13,\($0.split(separator: ",").last!)") })
        #expect(result.stdout.contains("universal_top_spotify_songs.csv:\(planted + 1):") && result.stdout.contains("in (no country) · 2024-06-12: ")
                && result.stdout.contains("row 122 has no 'snapshot_date', the column that groups the rows into lists; it is in no list"),
                "\(result.stdout)\(result.stderr)")
    }

    /// Two charts a day in each region (Spotify's `top200` and `viral50`): the region, the chart
    /// and the date together group the rows, each region's chart a series of days.
    @Test func chartsOfSeveralKindsInSeveralRegionsAreGroupedByAllThree() throws {
        var table = "title,rank,date,region,chart\n"
        for region in ["ar", "br"] {
            for chart in ["top", "viral"] {
                for day in 1...3 {
                    for rank in 1...5 { table += "Song \((rank * 2 + day + region.count + chart.count) % 11),\(rank == 5 && region == "br" && chart == "viral" && day == 2 ? 4 : rank),2017-01-0\(day),\(region),\(chart)\n" }
                }
            }
        }
        let (initRun, result) = try initThenValidate(["charts.csv": table])
        #expect(initRun.stdout.contains("listBy    /region, /chart, /date  rows grouped by /region and /chart and /date together: 12 lists, each ranked 1…N; "
                                        + "each /region and /chart together is a series of /date"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.contains("error: rank 4 appears twice in 'br · viral · 2017-01-02'") && result.stdout.components(separatedBy: "error:").count == 2,
                "\(result.stdout)\(result.stderr)")
    }

    /// A league table with a rank written twice and the next rank not skipped past it (5, 5, 6):
    /// one of the two is a mistake, not a tie, so `init` proposes no ties and the check reports
    /// the repeat (RC102); the same table that skips (5, 5, 7) shares the rank as a tie.
    @Test func aRepeatedRankThatTheNextDoesNotSkipIsAMistake() throws {
        let repeated = [1, 2, 3, 4, 5, 5, 6, 7, 8, 9, 10, 11, 12]
        func table(_ ranks: [Int]) -> String { "Rank,Team,Points\n" + ranks.enumerated().map { "\($1),Team \($0),\(1000 - $0 * 10)\n" }.joined() }
        let (initRun, check) = try initThenValidate(["table-2024.csv": table(repeated)])
        #expect(initRun.stdout.contains("ties      none (the default)   1 of 1 list shares a rank (5 twice), and the next rank is not 7 as competition ranks skip to: read as a mistake, which RC102 reports")
                && check.stdout.hasPrefix("table-2024.csv:7:1: error: rank 5 appears twice in 'table-2024': 'Team 4' has it too (RC102 duplicate-rank)"), "\(initRun.stdout)\(check.stdout)")
        let (tied, _) = try initThenValidate(["table-2024.csv": table([1, 2, 3, 4, 5, 5, 7, 8, 9, 10, 11, 12, 13])])
        #expect(tied.stdout.contains("ties      competition ") && tied.stdout.contains("as competition ranks do (1, 2, 2, 4)"), "\(tied.stdout)")
    }

    /// A rank column named `world_rank`, with tie markers and bands, as a world university
    /// ranking's table has: `init` reads its ranks, and the check finds the band too long. The
    /// total score, published for the first places alone and `-` below them, is the score.
    @Test func initReadsTieMarkersAndBandsInAColumnNamedLikeARank() throws {
        let ranks = ["1", "2", "=3", "=3", "5"] + Array(repeating: "6-10", count: 6) + Array(repeating: "11-15", count: 5)
        let scores = ["90", "89", "87.5", "87.5", "86"]
        let table = "world_rank,university_name,total_score\n" + ranks.enumerated().map { "\($1),University \($0),\($0 < 5 ? scores[$0] : "-")\n" }.joined()
        let (initRun, result) = try initThenValidate(["timesData.csv": table])
        #expect(initRun.exitCode == 0 && initRun.stdout.contains("rank      /world_rank") && initRun.stdout.contains("ties      competition")
                && initRun.stdout.contains("score     /total_score, descending") && initRun.stdout.contains("'-' in /total_score reads as no score"),
                "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout == "timesData.csv:13:1: error: rank 11 follows the band 6–10, which holds 6 entries for its 5 ranks; expected 12 (RC101 rank-sequence)\n",
                "\(result.stdout)\(result.stderr)")
    }

    /// Daily files of a chart site (`Pos,P+,Artist and Title,Days,Pk`): the change written
    /// `+1`, `-2`, `=` and `NEW`, and the first day all `NEW`. The marker is learnt from the
    /// days after it, so the change is the movement and the planted mistake is found; the peak
    /// (`Pk`) is no score.
    @Test func aChangeColumnIsLearntFromTheDaysAfterAFirstDayOfNewEntries() throws {
        let days = [["A", "B", "C", "D", "E", "H"], ["B", "A", "C", "E", "F", "H"], ["B", "C", "A", "F", "H", "G"], ["C", "B", "A", "G", "F", "H"],
                    ["C", "B", "A", "G", "H", "F"], ["B", "C", "G", "A", "H", "F"]]
        var files: [String: String] = [:], last: [String: Int] = [:]
        for (day, songs) in days.enumerated() {
            var table = "Pos,P+,Artist and Title,Days,Pk\n"
            for (index, song) in songs.enumerated() {
                var change = last[song].map { $0 == index + 1 ? "=" : String(format: "%+d", $0 - index - 1) } ?? "NEW"
                if day == 3 && song == "A" { change = "+1" }  // planted: A stayed at 3
                table += "\(index + 1),\(change),Artist - \(song),\(day + 1),\(index + 1)\n"
            }
            files["global-daily-2024-03-0\(day + 1).csv"] = table
            last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
        }
        let (initRun, result) = try initThenValidate(files)
        #expect(initRun.stdout.contains("movement  signed /P+, positive is up") && !initRun.stdout.contains("/Pk, ascending")
                && initRun.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.contains("global-daily-2024-03-04.csv:4:3: error: claims up 1 (prior rank 4) but 'Artist - A' was rank 3 in global-daily-2024-03-03: keep"), "\(result.stdout)\(result.stderr)")
    }

    /// A leaderboard copied from a web page writes a tie's rank once, on its first row, and
    /// leaves the cells below it empty (`2,B` then `,C` then `4,D`): `init` reads the rank with
    /// shared ranks, the check reports each empty cell in place (not at the list's end), and
    /// `--fix` writes the rank above it. An empty cell the next rank does not confirm as a tie
    /// gets no fix.
    @Test func aTiesRankWrittenOnceIsReadAndFilled() throws {
        let table = "Rk,Player,PTS\n1,A,35.1\n2,B,33.0\n,C,33.0\n4,D,30.2\n5,E,29.9\n,F,29.9\n,G,29.9\n8,H,28.0\n9,I,27.5\n10,J,27.0\n"
        let directory = try folder(["ppg-2024.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains("a tie's rank written once, the cells below it empty, which RC004 reports and --fix fills")
                && initRun.stdout.contains("ties      competition") && initRun.stdout.contains("checked with it: 3 errors (RC004 ×3)"), "\(initRun.stdout)\(initRun.stderr)")
        let check = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(check.stdout.split(separator: "\n").map { $0.prefix(16) } == ["ppg-2024.csv:4:1", "ppg-2024.csv:7:1", "ppg-2024.csv:8:1"], "\(check.stdout)")
        _ = try rankcheck(["validate", "--fix"], in: directory)
        #expect(try String(contentsOfFile: directory + "/ppg-2024.csv", encoding: .utf8) == table.replacingOccurrences(of: "\n,C", with: "\n2,C")
                    .replacingOccurrences(of: "\n,F", with: "\n5,F").replacingOccurrences(of: "\n,G", with: "\n5,G"))
        // 2, empty, 3: no tie goes on to 3, so the empty cell is not filled.
        try "Rk,Player,PTS\n1,A,35.1\n2,B,33.0\n,C,33.0\n3,D,30.2\n".write(toFile: directory + "/ppg-2024.csv", atomically: true, encoding: .utf8)
        let unconfirmed = try rankcheck(["validate"], in: directory)
        #expect(unconfirmed.stdout.contains("found an empty cell") && !unconfirmed.stdout.contains("fixable"), "\(unconfirmed.stdout)")
    }

    /// One period's table with a change column that writes a new entry `NEW` and `-1` for a
    /// move down: with no period before it to recompute moves from, the column's name says it
    /// is the move (`-1` is no marker in a column named a change, nor is it a previous rank),
    /// and the check finds two entries that claim one rank last period (RC203).
    @Test func aNamedChangeColumnWithNewEntriesIsTheMoveOfOnePeriod() throws {
        let table = "#,Name,Score,Change\n1,Alpha,98,+1\n2,Beta,97,-1\n3,Gamma,95,0\n4,Delta,90,NEW\n5,Eps,88,-1\n6,Zeta,80,-2\n"
        let (initRun, result) = try initThenValidate(["top-2024.csv": table])
        #expect(initRun.stdout.contains("movement  signed /Change, positive is up") && initRun.stdout.contains("'NEW' in /Change reads as a new entry")
                && initRun.stdout.contains("checked with it: 1 error (RC203 ×1)"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.contains("top-2024.csv:7:11: error: 'Zeta' (rank 6, down 2) and 'Eps' (rank 5, down 1) both imply prior rank 4"),
                "\(result.stdout)\(result.stderr)")
    }

    /// A league table's goal difference and points both fall with the position and tie once
    /// each: the score is the one named like a score, the points.
    @Test func ofTwoScoresThatFitAsWellTheOneNamedLikeAScoreIsTaken() throws {
        let table = "Position,Team,Played,GD,Points\n1,Liverpool,38,+45,84\n2,Arsenal,38,+35,74\n3,Man City,38,+28,71\n4,Chelsea,38,+21,69\n"
            + "5,Newcastle,38,+21,66\n6,Aston Villa,38,+7,66\n"
        let (initRun, result) = try initThenValidate(["premier-league-2025.csv": table])
        #expect(initRun.stdout.contains("score     /Points, descending") && initRun.stdout.contains("checked with it: no problems"), "\(initRun.stdout)\(initRun.stderr)")
        // The other is named beside it.
        #expect(initRun.stdout.contains("(also fits: /GD also follows the rank as closely)"), "\(initRun.stdout)")
        #expect(result.stdout.isEmpty && result.exitCode == 0, "\(result.stdout)\(result.stderr)")
    }

    /// A table's last row that sums up the others (`,Total,379`) has no rank: RC004 says that
    /// it is no entry, and so it does for JSON's `World` without a rank; an entry with a
    /// name of its own gets no such help.
    @Test func aRowOfTotalsIsNoEntry() throws {
        let tables = try folder([
            "medals-2024.csv": "Rank,Country,Medals\n1,USA,126\n2,China,91\n3,Japan,45\n,Total,262\n",
            ".rankcheck.json": #"{"shape": {"rank": "/Rank", "identity": ["/Country"], "movement": "none"}}"#,
        ])
        let documents = try folder([
            "gdp-2024.json": #"{"countries": [{"rank": 1, "name": "United States"}, {"rank": 2, "name": "China"}, {"rank": null, "name": "World"}, {"rank": null, "name": "Japan"}]}"#,
            ".rankcheck.json": #"{"shape": {"lists": ["/countries"], "rank": "/rank", "identity": ["/name"], "movement": "none"}}"#,
        ])
        defer { for directory in [tables, documents] { try? FileManager.default.removeItem(atPath: directory) } }
        let table = try rankcheck(["validate", "medals-2024.csv"], in: tables)
        let totals = "help: 'Total' reads as a row that sums up the others, not an entry of the ranking: take it out of the list."
        #expect(table.stdout.contains("medals-2024.csv:5:1: error[RC004] wrong-type: 'Rank' must be an integer ≥ 1, found an empty cell") && table.stdout.contains(totals),
                "\(table.stdout)\(table.stderr)")
        let json = try rankcheck(["validate", "gdp-2024.json"], in: documents)
        #expect(json.stdout.contains("help: 'World' reads as a row that sums up the others") && json.stdout.components(separatedBy: "help:").count == 2,
                "\(json.stdout)\(json.stderr)")
    }

    /// A list's last band has no rank after it: one that holds more entries than its ranks is
    /// found at its last entry; one that holds fewer is not (a published list may stop inside
    /// its last band), nor is a tie at the end, nor an open band (`16+`).
    @Test func aListsLastBandThatHoldsTooManyIsFound() throws {
        let lists = [("2023", Array(repeating: "11-15", count: 6)), ("2024", Array(repeating: "11-15", count: 4)), ("2025", ["11", "11"]),
                     ("2026", Array(repeating: "11-15", count: 5) + ["16+", "16+"])]
        let table = "year,rank,name\n" + lists.map { year, last in
            (Array((1...10).map(String.init)) + last).enumerated().map { "\(year),\($1),University \($0)\n" }.joined()
        }.joined()
        let directory = try folder(["bands.csv": table, ".rankcheck.json": #"{"shape": {"listBy": "/year", "rank": "/rank", "identity": ["/name"], "movement": "none"}, "ties": "competition"}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == "bands.csv:17:6: error: the band 11–15 at the end of year 2023 holds 6 entries for its 5 ranks (RC101 rank-sequence)\n",
                "\(result.stdout)\(result.stderr)")
    }

    /// A band's entries hold its ranks in an order it does not give, each with its own score:
    /// RC104 holds a tie (`=3`) to one score, not a band.
    @Test func aBandsScoresDifferAndATiesDoNot() throws {
        let rows = [("1", 95), ("2", 94), ("=3", 93), ("=3", 92), ("5", 91)] + (0..<5).map { ("6–10", 90 - $0) } + (0..<3).map { ("11+", 80 - $0) }
        let directory = try folder([
            "ranking.csv": "rank,name,score\n" + rows.enumerated().map { "\($1.0),U\($0),\($1.1)\n" }.joined(),
            ".rankcheck.json": #"{"ties": "competition", "shape": {"rank": "/rank", "identity": ["/name"], "movement": "none", "score": {"pointer": "/score", "order": "descending"}}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == "ranking.csv:5:7: error: 'U3' shares rank 3 with 'U2' but its score, 92, differs from 93 (RC104 score-order)\n"
                + "ranking.csv:4:7: note: 'U2' has 93 at rank 3\n", "\(result.stdout)\(result.stderr)")
        // Without competition ties, a rank written as shared says how to allow it.
        try #"{"shape": {"rank": "/rank", "identity": ["/name"], "movement": "none"}}"#.write(toFile: directory + "/.rankcheck.json", atomically: true, encoding: .utf8)
        let unshared = try rankcheck(["validate", "--select", "RC102"], in: directory)
        let helps = unshared.stdout.split(separator: "\n").filter { $0.hasPrefix("help: ") }
        #expect(Set(helps) == [#"help: The rank is written as shared (a tie marker): if the ranking shares ranks, say so in .rankcheck.json with "ties": "competition"."#,
                               #"help: The rank is written as a band of ranks, which its entries share: say so in .rankcheck.json with "ties": "competition"."#]
                && helps.count == 7, "\(unshared.stdout)")
    }

    /// A row's number that runs 1…N beside a rank with a gap: the rank is the column named like
    /// one, and the check finds the gap.
    @Test func aRowNumberBesideARankWithAGapIsNotTheRank() throws {
        let ranks = Array(1...14) + Array(16...31)
        let table = "No.,Rank,Name\n" + ranks.enumerated().map { "\($0 + 1),\($1),University \($0)\n" }.joined()
        let (initRun, result) = try initThenValidate(["world-2024.csv": table])
        #expect(initRun.exitCode == 0 && initRun.stdout.contains("rank      /Rank") && initRun.stdout.contains("checked with it: 1 error (RC101 ×1)"),
                "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout == "world-2024.csv:16:4: error: rank 16 follows rank 14; expected 15 (RC101 rank-sequence)\n", "\(result.stdout)\(result.stderr)")
    }

    /// Each run's result on a folder holding `chart.csv` (`week,pos,title` columns), read with
    /// a shape that names `listBy` and `rank`.
    func chart(_ table: String, listBy: String = "/week", rank: String = "/pos", _ runs: [String]...) throws -> [ProcessResult] {
        let shape = #"{"shape": {"listBy": "\#(listBy)", "rank": "\#(rank)", "identity": ["/title"], "movement": "none"}}"#
        let directory = try folder(["chart.csv": table, ".rankcheck.json": shape])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try runs.map { try rankcheck($0, in: directory) }
    }

    @Test func aFindingOnAWholeListIsAtThatListsFirstRow() throws {
        // The shape names a rank column the header spells otherwise: one finding a list.
        let table = "week,pos,title\n1,1,A\n1,2,B\n1,3,C\n2,1,B\n2,2,A\n2,3,D\n3,1,D\n3,2,B\n3,3,E\n"
        let result = try chart(table, rank: "/Pos", ["validate", "--format", "xcode", "chart.csv"])[0]
        #expect(result.stdout == ["2", "5", "8"].enumerated().map { list, line in
            "chart.csv:\(line):1: error: all 3 entries of week \(list + 1) lack 'Pos'; their fields are week, pos, title (RC003 missing-field)\n"
        }.joined(), "\(result.stdout)\(result.stderr)")
    }

    /// A table saved with a byte order mark (as spreadsheets save "CSV UTF-8") reads row by
    /// row; its RC008 is fixed by taking the mark's three bytes out, and nothing else changes.
    /// A table with a row that does not read is still never rewritten.
    @Test func aByteOrderMarkIsFixedByTakingItOut() throws {
        let table = "\u{FEFF}week,pos,title\n1,1,A\n1,2,B\n2,1,B\n2,2,A\n"
        let shape = #"{"shape": {"listBy": "/week", "rank": "/pos", "identity": ["/title"], "movement": "none"}}"#
        let directory = try folder(["chart.csv": table, "broken.csv": table + "2,\"3,C\n", ".rankcheck.json": shape])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let checked = try rankcheck(["validate", "chart.csv", "--format", "json"], in: directory)
        let file = try #require(try JSONSerialization.jsonObject(with: Data(checked.stdout.utf8)) as? [String: Any])
        let report = try #require((file["files"] as? [[String: Any]])?.first)
        let findings = try #require(file["findings"] as? [[String: Any]])
        #expect(findings.count == 1 && findings[0]["rule"] as? String == "RC008" && findings[0]["fix"] is [String: Any], "\(checked.stdout)")
        // The fix's summary is the one piece of advice, as for any fixable finding.
        #expect(findings[0]["help"] is NSNull, "\(checked.stdout)")
        let human = try rankcheck(["validate", "chart.csv"], in: directory).stdout
        #expect(human.components(separatedBy: "\nhelp: ").count == 2 && human.contains("\nhelp: Take out the byte order mark. `--fix` applies this.\n"), "\(human)")
        #expect(report["wellFormed"] as? Bool == false)
        let diff = try rankcheck(["validate", "chart.csv", "--diff"], in: directory)
        #expect(diff.stdout.contains("-\u{FEFF}week,pos,title\n+week,pos,title\n"), "\(diff.stdout)")
        let fixed = try rankcheck(["validate", "chart.csv", "broken.csv", "--fix"], in: directory)
        let bytes = { (name: String) in FileManager.default.contents(atPath: "\(directory)/\(name)").map { Array($0) } ?? [] }
        #expect(bytes("chart.csv") == Array(table.utf8.dropFirst(3)), "\(fixed.stdout)\(fixed.stderr)")
        #expect(bytes("broken.csv") == Array((table + "2,\"3,C\n").utf8))
        // The broken table's fix waits for its rows, and its report says so.
        let broken = try rankcheck(["validate", "broken.csv"], in: directory).stdout
        #expect(broken.hasSuffix("2 errors in 1 file\n"), "\(broken)")
        #expect(broken.contains("`--fix` applies this once every row of the table reads.\n") && !broken.contains("`--fix` applies this.\n"), "\(broken)")
        #expect(try rankcheck(["validate", "--diff", "broken.csv"], in: directory).stdout.isEmpty)
        #expect(try rankcheck(["validate", "chart.csv"], in: directory).exitCode == 0)
    }

    /// A byte order mark is no character of the first line, as editors show it: a header
    /// finding past it is at its cell's column without the mark in every format, its snippet
    /// starts after the mark, and its offset still counts the mark's three bytes.
    @Test func firstLineColumnsStartAfterAByteOrderMark() throws {
        let directory = try folder([
            "towns.csv": "\u{FEFF}rank,name,name,score\n1,Ashford,x,10\n2,Bury,y,9\n",
            ".rankcheck.json": #"{"shape": {"rank": "/rank", "identity": ["/name"], "movement": "none"}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let human = try rankcheck(["validate", "towns.csv", "--select", "RC006"], in: directory).stdout
        #expect(human.hasPrefix("""
            towns.csv:1:11: error[RC006] duplicate-key: duplicate column 'name' in the header: columns 2 and 3 have that name
              |
            1 | rank,name,name,score
              |           ^^^^

            """), "\(human)")
        let json = try rankcheck(["validate", "towns.csv", "--select", "RC006", "--format", "json"], in: directory).stdout
        let finding = try #require((try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["findings"] as? [[String: Any]]).first
        #expect(finding?["start"] as? [String: Int] == ["line": 1, "column": 11, "offset": 13], "\(json)")
        let rdjsonl = try rankcheck(["validate", "towns.csv", "--select", "RC006", "--format", "rdjsonl"], in: directory).stdout
        #expect(rdjsonl.contains(#""start":{"column":11,"line":1}"#), "\(rdjsonl)")
        // The mark's own finding is at column 1.
        let mark = try rankcheck(["validate", "towns.csv", "--select", "RC008"], in: directory).stdout
        #expect(mark.hasPrefix("towns.csv:1:1: error[RC008] invalid-table: the file starts with a UTF-8 byte order mark (BOM)"), "\(mark)")
    }

    /// A spreadsheet's export leaves blank rows (`,,`) below its data and empty lines between
    /// rows, and tables joined end to end repeat the header: each is RC008, and holds no value,
    /// so every other row still reads. `--fix` takes each out with its line break, keeping the
    /// table's CRLF (and writes nothing where the row was, though it starts with a quoted
    /// cell), and fixes the wrong previous rank in the same table; before, such rows kept any
    /// fix from the table.
    @Test func blankRowsEmptyLinesAndRepeatedHeadersAreTakenOutByFix() throws {
        let directory = try folder([
            "cities-2024.csv": "Rank,City,Prev\r\n1,Osaka,\r\n2,Tokyo,\r\n3,Kyoto,\r\n",
            "cities-2025.csv": "\"Rank\",City,Prev\r\n1,Tokyo,3\r\n\r\n2,Osaka,1\r\n,,\r\n\"Rank\",City,Prev\r\n3,Kyoto,3\r\n,,\r\n,,\r\n\r\n",
            ".rankcheck.json": #"{"shape": {"rank": "/Rank", "identity": ["/City"], "movement": {"previousRank": "/Prev"}}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let checked = try rankcheck(["validate", "cities-2025.csv"], in: directory)
        #expect(checked.stdout.contains("cities-2025.csv:5:1: error[RC008] invalid-table: row 5 is blank: every field is empty\n  |\n5 | ,,\n  | ^^\nhelp: Take out the blank row. `--fix` applies this.\n")
                && checked.stdout.contains("cities-2025.csv:3:1: error[RC008] invalid-table: row 3 has 1 field (a blank line); the header has 3\n  |\n3 | \n  | ^\nhelp: Take out the blank line. `--fix` applies this.\n")
                && checked.stdout.contains("help: Change the previous rank to `2`. `--fix` applies this.\n")
                && checked.stdout.contains("cities-2025.csv:6:1: error[RC008] invalid-table: row 6 repeats the header row\n  |\n6 | \"Rank\",City,Prev\n  | ^^^^^^^^^^^^^^^^\nhelp: Take out the repeated header. `--fix` applies this.\n")
                && checked.stdout.hasSuffix("7 errors in 1 file; 7 fixable with --fix\n"), "\(checked.stdout)")
        let fixed = try rankcheck(["validate", "--fix", "cities-2025.csv"], in: directory)
        #expect(fixed.exitCode == 0 && (fixed.stdout + fixed.stderr).contains("fixed 7 findings in 1 file"), "\(fixed.stdout)\(fixed.stderr)")
        // The header's quoted cell is not taken for a cell the fix writes in.
        #expect(try read(directory + "/cities-2025.csv") == "\"Rank\",City,Prev\r\n1,Tokyo,2\r\n2,Osaka,1\r\n3,Kyoto,3\r\n")
    }

    /// A list labelled by a bare number is named with its column ("week 2": "'2'" names no
    /// period); a label that is a date or a word is its own name, in quotes.
    @Test func aListLabelledByANumberIsNamedWithItsColumn() throws {
        for (week, named) in [("2", "week 2"), ("2021-01-09", "'2021-01-09'"), ("second", "'second'")] {
            let table = "week,pos,title\n1,1,A\n1,2,B\n\(week),2,B\n\(week),2,A\n\(week),3,A\n"
            let result = try chart(table, ["validate", "--format", "xcode", "chart.csv"])[0]
            let (pos, title) = (week.count + 2, week.count + 4)
            #expect(result.stdout == """
                chart.csv:4:\(pos): error: list \(named) starts at rank 2; expected 1 (RC101 rank-sequence)
                chart.csv:5:\(pos): error: rank 2 appears twice in \(named): 'B' has it too (RC102 duplicate-rank)
                chart.csv:4:\(pos): note: 'B' has rank 2 here
                chart.csv:6:\(title): error: 'A' appears twice in \(named): also at rank 2 (RC103 duplicate-name)
                chart.csv:5:\(title): note: 'A' first appears here

                """, "\(result.stdout)\(result.stderr)")
        }
    }

    @Test func aListByColumnTheHeaderLacksIsOneFindingAtTheHeader() throws {
        let table = "week,pos,title\n1,1,A\n1,2,B\n2,1,B\n2,2,A\n2,3\n"
        let runs = try chart(table, listBy: "/Week", ["validate", "--format", "xcode"], ["validate", "chart.csv"])
        let (result, human) = (runs[0], runs[1])
        // Its rows are in no list, and one that cannot be read is still said.
        #expect(result.stdout == """
            chart.csv:1:1: error: the header has no column 'Week' to group the rows into lists by (the shape's "listBy"); its columns are week, pos, title (RC003 missing-field)
            chart.csv:6:1: error: row 6 has 2 fields; the header has 3 (RC008 invalid-table)

            """, "\(result.stdout)\(result.stderr)")
        #expect(human.stdout.contains("help: Did you mean 'week'? Names are matched exactly, letter case included."), "\(human.stdout)")
    }

    @Test func aRowWithoutItsListsLabelIsOneFindingAndInNoList() throws {
        // Row 4 lost its week (empty, or quoted empty): it is not a list of its own named ''.
        let table = "week,pos,title\n1,1,A\n1,2,B\n,3,C\n2,1,B\n\"\",2,A\n2,2,A\n"
        let result = try chart(table, ["validate", "--format", "xcode"])[0]
        #expect(result.stdout == """
            chart.csv:4:1: error: row 4 has no 'week', the column that groups the rows into lists; it is in no list (RC003 missing-field)
            chart.csv:6:1: error: row 6 has no 'week', the column that groups the rows into lists; it is in no list (RC003 missing-field)

            """, "\(result.stdout)\(result.stderr)")
    }

    @Test func initReadsAChartsWordForANewEntryAsNullAndNotItsWeekAsAMove() throws {
        // `last` is a previous rank, or NEW or RE; in week 3, D claims 2 where it was 3.
        let table = "week,pos,title,artist,last\n1,1,A,X,NEW\n1,2,B,Y,NEW\n1,3,C,Z,RE\n2,1,B,Y,2\n2,2,A,X,1\n2,3,D,W,NEW\n"
            + "3,1,B,Y,1\n3,2,D,W,2\n3,3,E,V,NEW\n4,1,D,W,2\n4,2,B,Y,1\n4,3,A,X,RE\n"
        let directory = try folder(["chart.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 0 && initRun.stdout.contains("movement  previousRank /last  ranks and null (new entries)")
                && initRun.stdout.contains(#"nulls     "", "NEW", "RE"     'NEW' or 'RE' in /last reads as a new entry"#), "\(initRun.stdout)\(initRun.stderr)")
        let result = try rankcheck(["validate", "--format", "xcode", "--select", "RC401"], in: directory)
        // A week labelled by a bare number is named with its column: "in 2" names no period.
        #expect(result.stdout == "chart.csv:9:9: error: claims keep (prior rank 2) but 'D' was rank 3 in week 2: up 1 (RC401 movement-mismatch)\nchart.csv:7:5: note: week 2: 'D' at rank 3\n",
                "\(result.stdout)\(result.stderr)")
    }

    @Test func initBesideJSONSaysWhichTablesItDidNotRead() throws {
        let directory = try folder(["TownRanking2021.json": try read(packageRoot + "/Fixtures/TownRanking2021.json"),
                                    "chart.csv": "week,pos,title\n1,1,A\n1,2,B\n2,1,B\n2,2,A\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init", "--print"], in: directory)
        #expect(initRun.exitCode == 0 && initRun.stdout.hasPrefix("read 1 JSON file: 2 lists, 40 entries"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(initRun.stderr == "note: 1 table not read (chart.csv): a configuration holds one shape, inferred here from the JSON files; "
                + "for the tables, run `rankcheck init` in a folder that holds only them\n", "\(initRun.stderr)")
    }

    @Test func initKeepsAListWithMistakesBesideListsWithoutAndFindsThem() throws {
        // Two weeks of a tennis table: the first with shared ranks, the second with a gap.
        let table = "ranking_date,rank,player,points\n2024-01-01,1,Alice,1000\n2024-01-01,2,Bob,900\n2024-01-01,2,Carol,900\n2024-01-01,4,Dan,800\n"
            + "2024-01-08,1,Bob,950\n2024-01-08,2,Alice,940\n2024-01-08,3,Dan,900\n2024-01-08,5,Eve,100\n"
        // Two arrays of towns below the top level: the second has ranks 7 and 8 where 6 and 7
        // belong, and its entries lack a field the first's have.
        let town = { (rank: Int, name: String) in #"{"rank": \#(rank), "townName": "\#(name)", "isRankUp": false, "rankFluctuation": 0}"# }
        let json = #"{"meta": {"v": 1}, "data": {"rent": ["# + (1...8).map { town($0, "R\($0)").dropLast() + #", "line": "A"}"# }.joined(separator: ", ")
            + #"], "buy": ["# + [1, 2, 3, 4, 5, 7, 8, 9].enumerated().map { town($0.element, "B\($0.offset)") }.joined(separator: ", ") + "]}}"
        for (name, text, choice, finding) in [
            ("rankings.csv", table, "listBy    /ranking_date", "rankings.csv:9:12: error: rank 5 follows rank 3; expected 4 (RC101 rank-sequence)\n"),
            ("towns.json", json, #"lists     /data/buy, /data/rent"#, "towns.json:1:1096: error: rank 7 follows rank 5; expected 6 (RC101 rank-sequence)\n"),
        ] {
            let directory = try folder([name: text])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let initRun = try rankcheck(["init"], in: directory)
            #expect(initRun.exitCode == 0 && initRun.stdout.contains(choice) && initRun.stdout.contains("1 more has it with mistakes (a gap, a repeat)"),
                    "\(initRun.stdout)\(initRun.stderr)")
            let result = try rankcheck(["validate", "--format", "xcode", "--select", "RC101"], in: directory)
            #expect(result.stdout == finding, "\(result.stdout)\(result.stderr)")
        }
    }

    @Test func aTablesOneListIsNamedAsItsPriorFilesListInMessages() throws {
        let header = "rank,townName,isRankUp,rankFluctuation\n"
        let directory = try folder(["TownRanking2020.csv": header + "1,Kashiwa,false,0\n2,Warabi,false,0\n3,Omiya,false,0\n",
                                     "TownRanking2021.csv": header + "1,Warabi,true,1\n2,Kashiwa,false,1\n3,Urawa,false,0\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode", "TownRanking2021.csv"], in: directory)
        // Each file's one list is named by its file: this year's name is not last year's list's.
        #expect(result.stdout == """
            TownRanking2021.csv:4:15: error: 'Urawa' is not in TownRanking2020's list but claims keep (prior rank 3), which 'Omiya' held (RC402 prior-rank-taken)
            TownRanking2020.csv:4:3: note: TownRanking2020: 'Omiya' at rank 3

            """, "\(result.stdout)\(result.stderr)")
    }

    @Test func aTableOfOneListIsComparedWithAJSONPriorOfOneListAndTheOtherWayRound() throws {
        // Last year kept as JSON, this year as CSV (or back): the lists are each file's only one.
        let directory = try folder(["TownRanking2021.csv": "rank,townName,isRankUp,rankFluctuation\n1,Warabi,false,0\n2,Kashiwa,false,0\n",
                                     "TownRanking2020.json": #"{"rent": [{"rank": 1, "townName": "Kashiwa", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "Warabi", "isRankUp": false, "rankFluctuation": 0}]}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let table = try rankcheck(["validate", "--format", "xcode", "--select", "RC401", "TownRanking2021.csv", "--prior", "TownRanking2020.json"], in: directory)
        #expect(table.stdout.components(separatedBy: "(RC401 movement-mismatch)").count == 3
                && table.stdout.hasPrefix("TownRanking2021.csv:2:10: error: claims keep (prior rank 1) but 'Warabi' was rank 2 in 2020: up 1"),
                "\(table.stdout)\(table.stderr)")
        let json = try rankcheck(["validate", "--format", "xcode", "--select", "RC401", "TownRanking2020.json", "--prior", "TownRanking2021.csv"], in: directory)
        #expect(json.stdout.components(separatedBy: "(RC401 movement-mismatch)").count == 3, "\(json.stdout)\(json.stderr)")
        // Without --prior: no TownRanking2020.csv, so the year's JSON is found.
        let discovered = try rankcheck(["validate", "--format", "xcode", "--select", "RC401", "TownRanking2021.csv"], in: directory)
        #expect(discovered.stdout == table.stdout.replacingOccurrences(of: "in TownRanking2020.json", with: "in 2020"), "\(discovered.stdout)\(discovered.stderr)")
    }

    @Test func theShapeSaidForATableSaysHowItsRowsMakeLists() throws {
        let shape = #"{"shape": {"listBy": "/region", "rank": "/rank", "identity": ["/town"]}}"#
        let directory = try folder(["Rank2021.csv": "region,rank,town\nA,1,a1\n", "Rank2021.json": "{}", ".rankcheck.json": shape])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let table = try rankcheck(["validate", "--print-shape", "Rank2021.csv"], in: directory)
        #expect(table.exitCode == 0 && table.stdout.contains(#""listBy": "/region""#) && !table.stdout.contains("lists") && !table.stdout.contains("label"),
                "\(table.stdout)\(table.stderr)")
        let json = try rankcheck(["validate", "--print-shape", "Rank2021.json"], in: directory)
        #expect(json.stdout.contains(#""lists": "every array member of the top-level object""#), "\(json.stdout)")
        // `--show-config` says the shape the same way for each.
        let tableSettings = try rankcheck(["validate", "--show-config", "Rank2021.csv"], in: directory)
        #expect(tableSettings.stdout.contains(#""listBy":"/region""#) && !tableSettings.stdout.contains(#""lists""#), "\(tableSettings.stdout)\(tableSettings.stderr)")
        let jsonSettings = try rankcheck(["validate", "--show-config", "Rank2021.json"], in: directory)
        #expect(jsonSettings.stdout.contains(#""lists":"every array member of the top-level object""#), "\(jsonSettings.stdout)")
        try #"{"shape": {"rank": "/rank", "identity": ["/town"]}}"#.write(toFile: directory + "/.rankcheck.json", atomically: true, encoding: .utf8)
        let oneList = try rankcheck(["validate", "--print-shape", "Rank2021.csv"], in: directory)
        #expect(oneList.stdout.contains(#""listBy": "none: the table is one list""#), "\(oneList.stdout)\(oneList.stderr)")
    }

    @Test func aTablesListsAreLastYearsListsOfTheSameLabelInAnyOrder() throws {
        // Last year's regions came in another order: each region is still compared with its own,
        // and named as last year's (a region is no period).
        let shape = #"{"shape": {"listBy": "/region", "rank": "/rank", "identity": ["/town"], "movement": {"signed": "/change", "positiveIs": "up"}}}"#
        let directory = try folder(["Rank2020.csv": "region,rank,town,change\nA,1,a1,0\nA,2,a2,0\nB,1,b1,0\nB,2,b2,0\n",
                                    "Rank2021.csv": "region,rank,town,change\nB,1,b2,1\nB,2,b1,-1\nA,1,a1,0\nA,2,a2,1\n",
                                    ".rankcheck.json": shape])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode", "Rank2021.csv"], in: directory)
        #expect(result.stdout == """
            Rank2021.csv:5:8: error: claims up 1 (prior rank 3) but 'a2' was rank 2 in 2020's A: keep (RC401 movement-mismatch)
            Rank2020.csv:3:5: note: 2020's A: 'a2' at rank 2

            """,
                "\(result.stdout)\(result.stderr)")
    }

    @Test func aHeaderWithSpacesOtherCaseOrATrailingDelimiterIsExplained() throws {
        let directory = try folder(["TownRanking2021.csv": "rank, townName, isRankUp, rankFluctuation\n1, Warabi, false, 0\n2, Kashiwa, false, 0\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--no-prior", "TownRanking2021.csv"], in: directory)
        #expect(result.exitCode == 1 && result.stdout.contains("""
            help: The header names ' townName', with a space: in CSV a space beside a delimiter is part of the field. \
            Write the header and the rows without spaces after the delimiters, or say so in the shape: `"table": {"skipInitialSpace": true}`.
            """), "\(result.stdout)")
        // Rows alone written so: each cell that does not read says why.
        try "rank,townName,isRankUp,rankFluctuation\n1,Warabi, false,0\n2,Kashiwa,false,0 \n".write(toFile: directory + "/TownRanking2021.csv", atomically: true, encoding: .utf8)
        let rows = try rankcheck(["validate", "--no-prior", "TownRanking2021.csv"], in: directory)
        #expect(rows.stdout.components(separatedBy: "help: The cell is written with a space: in CSV a space beside a delimiter is part of the field.").count == 3,
                "\(rows.stdout)")
        // A space after a delimiter can be left out by the shape; one before it cannot.
        #expect(rows.stdout.components(separatedBy: #"or say so in the shape: `"table": {"skipInitialSpace": true}`."#).count == 2
                && rows.stdout.components(separatedBy: "Write the header and the rows without spaces around their fields.\n").count == 2, "\(rows.stdout)")
        try "Rank,TownName,IsRankUp,RankFluctuation\n1,Warabi,false,0\n2,Kashiwa,false,0\n".write(toFile: directory + "/TownRanking2021.csv", atomically: true, encoding: .utf8)
        let cased = try rankcheck(["validate", "--no-prior", "TownRanking2021.csv"], in: directory)
        #expect(cased.stdout.contains("help: The entries have 'Rank' where the shape has 'rank': names are matched exactly, letter case included."), "\(cased.stdout)")
        // A delimiter at the end of every line makes a column with no name.
        try "rank,townName,isRankUp,rankFluctuation,\n1,Warabi,false,0,\n2,Kashiwa,false,0,\n".write(toFile: directory + "/TownRanking2021.csv", atomically: true, encoding: .utf8)
        let trailing = try rankcheck(["validate", "--no-prior", "TownRanking2021.csv"], in: directory)
        #expect(trailing.exitCode == 1 && trailing.stdout == """
            TownRanking2021.csv:1:40: error[RC008] invalid-table: column 5 has no name in the header; its cells are not read
              |
            1 | rank,townName,isRankUp,rankFluctuation,
              |                                        ^
            help: Name each column, or take it out of the header and the rows: a delimiter at the end of a line, or two in a row, makes a column without a name.

            1 error in 1 file

            """, "\(trailing.stdout)")
    }

    /// A table saved in Shift_JIS (as spreadsheets in Japan save CSV): every row with a town's
    /// name breaks, the first says how to save the file, and `init` says why it read no row. A
    /// JSON file saved so says how to save it too.
    @Test func aFileInAnotherEncodingSaysHowToSaveItAsUTF8() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // 本厚木, 霞ヶ関 and 大宮 in Shift_JIS.
        let names: [[UInt8]] = [[0x96, 0x7B, 0x8C, 0x70, 0x96, 0xD8], [0x89, 0x9D, 0x83, 0x96, 0x8A, 0xD6], [0x91, 0xE5, 0x8B, 0x7B]]
        var table = Array("rank,townName,isRankUp,rankFluctuation\n".utf8)
        for (index, name) in names.enumerated() { table += Array("\(index + 1),".utf8) + name + Array(",false,0\n".utf8) }
        try Data(table).write(to: URL(fileURLWithPath: directory + "/TownRanking2021.csv"))
        let result = try rankcheck(["validate", "--select", "RC008", "TownRanking2021.csv"], in: directory)
        let help = #"help: The file is read as UTF-8: if it is in another encoding, such as Shift_JIS or Windows-1252, save it as UTF-8 (a spreadsheet's "CSV UTF-8")."#
        #expect(result.exitCode == 1 && result.stdout.hasPrefix("TownRanking2021.csv:2:3: error[RC008] invalid-table: row 2 is not valid UTF-8: unexpected continuation byte 0x96\n")
                && result.stdout.components(separatedBy: "help: ").count == 2 && result.stdout.contains(help + "\n\nTownRanking2021.csv:3:3: error[RC008]"),
                "\(result.stdout)")
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 2 && initRun.stderr == "rankcheck: error: cannot infer a shape from 1 table: no row of TownRanking2021.csv reads: "
                + "row 2 is not valid UTF-8: unexpected continuation byte 0x96. The file is read as UTF-8: if it is in another encoding, such as Shift_JIS or "
                + "Windows-1252, save it as UTF-8 (a spreadsheet's \"CSV UTF-8\") (`rankcheck validate` shows where)\n", "\(initRun.stderr)")
        try Data(Array(#"{"townRankingsForRent": [{"rank": 1, "townName": ""#.utf8) + names[0] + Array(#"", "isRankUp": false, "rankFluctuation": 0}]}"#.utf8))
            .write(to: URL(fileURLWithPath: directory + "/TownRanking2021.json"))
        let json = try rankcheck(["validate", "--format", "github", "TownRanking2021.json"], in: directory)
        #expect(json.exitCode == 1 && json.stdout == "::error file=TownRanking2021.json,line=1,col=51,endLine=1,endColumn=51,title=RC001 invalid-json::invalid UTF-8: unexpected continuation byte 0x96"
                + "%0AThe file is read as UTF-8: if it is in another encoding, such as Shift_JIS or Windows-1252, save it as UTF-8.\n", "\(json.stdout)")
    }

    /// A report exported with a title line above its header: the title is read as a header of
    /// one column, and the first row with the table's fields says it reads like the header and
    /// how to say so in the shape. `init` finds the lines above the header (`"skipRows"`), and
    /// so does it for Spotify's daily charts, whose first line is a note in the fourth of the
    /// header's five columns; the check then reads the table below them.
    @Test func linesAboveTheHeaderAreNamedAndSkipped() throws {
        let directory = try folder(["cities-2024.csv": "Top Cities 2024 - exported 2024-03-01\n\nRank,City,Score\n1,Tokyo,98.5\n2,Paris,97.1\n3,London,96.0\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let help = #"Row 3 reads like the header (Rank, City, Score): a table's first line is its header, so take out the lines above it, such as a title, or say how many there are in the shape: "table": {"skipRows": 2} (`rankcheck init` finds it)"#
        let result = try rankcheck(["validate", "--select", "RC008", "cities-2024.csv"], in: directory)
        #expect(result.exitCode == 1 && result.stdout.contains("cities-2024.csv:3:1: error[RC008] invalid-table: row 3 has 3 fields; the header has 1\n")
                && result.stdout.contains("help: \(help).\n") && result.stdout.components(separatedBy: "help: ").count == 3
                && result.stdout.contains("row 2 is blank: every field is empty\n  |\n2 | \n  | ^\nhelp: Take out the blank row. `--fix` applies this once every row of the table reads."), "\(result.stdout)")
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 0 && initRun.stdout.contains("skipRows  2 ")
                && initRun.stdout.contains("the first 2 lines, Top Cities 2024 - exported 2024-03-01, are above the header: Rank,City,Score")
                && initRun.stdout.contains(#""skipRows": 2"#), "\(initRun.stdout)\(initRun.stderr)")
        let checked = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(checked.exitCode == 0 && checked.stdout.isEmpty, "\(checked.stdout)")
        // A title that names each year's table differently: the tables are still of one kind,
        // by the header below it, and both are read.
        let (years, yearsChecked) = try initThenValidate(["cities-2024.csv": "Top Cities 2024\n\nRank,City,Score\n1,Tokyo,98.5\n2,Paris,97.1\n3,London,96.0\n",
                                                          "cities-2025.csv": "Top Cities 2025\n\nRank,City,Score\n1,Paris,98.5\n2,Tokyo,97.1\n3,London,96.0\n"])
        #expect(years.stdout.hasPrefix("read 2 tables: 2 lists, 6 entries") && years.stdout.contains("skipRows  2 ") && !years.stderr.contains("not read"),
                "\(years.stdout)\(years.stderr)")
        #expect(yearsChecked.exitCode == 0, "\(yearsChecked.stdout)")
        // Comment lines above the header, the first naming the day it was fetched and holding a
        // comma: the tables are of one kind, and the lines are left out. A rank column named `#`
        // is no comment.
        let comments = { (day: String) in "# Source: Example Charts, retrieved 2025-01-\(day)\n# Columns: rank, title, artist\nrank,title,artist\n1,Song A,Art A\n2,Song B,Art B\n" }
        let (commented, commentedChecked) = try initThenValidate(["chart-2025-01-04.csv": comments("04"), "chart-2025-01-11.csv": comments("11")])
        #expect(commented.stdout.hasPrefix("read 2 tables: 2 lists, 4 entries") && commented.stdout.contains("skipRows  2 ") && !commented.stderr.contains("not read"),
                "\(commented.stdout)\(commented.stderr)")
        #expect(commentedChecked.exitCode == 0, "\(commentedChecked.stdout)")
        let (numbered, _) = try initThenValidate(["teams-2025.csv": "#,Team,Points\n1,Reds,90\n2,Blues,85\n3,Greens,80\n"])
        #expect(numbered.stdout.contains("rank      /#") && !numbered.stdout.contains("skipRows"), "\(numbered.stdout)\(numbered.stderr)")
        // Spotify's daily chart: a note above the header; two days, the second naming a song twice.
        // The streams differ from song to song, but a number names the songs only when no text does.
        let note = #",,,"Note that these figures are generated using a formula that protects against any artificial inflation of streams.","#
        func day(_ tracks: [Int]) -> String {
            ([note, "Position,Track Name,Artist,Streams,URL"] + tracks.enumerated().map { index, track in
                "\(index + 1),Track \(track),Artist \(track % 7),\(900_000 - index * 10_000),https://open.spotify.com/track/\(track)"
            }).joined(separator: "\n") + "\n"
        }
        let (spotify, spotifyChecked) = try initThenValidate(["regional-global-daily-2017-01-01.csv": day(Array(1...30)),
                                                              "regional-global-daily-2017-01-02.csv": day(Array(2...30) + [2])])
        #expect(spotify.stdout.contains("skipRows  1 ") && spotify.stdout.contains("the first line, Note that these figures are generated us…, is above the header: Position,Track Name,Artist,Streams,…")
                && spotify.stdout.contains("rank      /Position ")
                && spotify.stdout.contains("unique in every list but for one repeated value (RC103 reports it)"), "\(spotify.stdout)\(spotify.stderr)")
        #expect(spotifyChecked.stdout.contains("regional-global-daily-2017-01-02.csv:32:4: error: 'Track 2' appears twice in 'regional-global-daily-2017-01-02': also at rank 1 (RC103 duplicate-name)"),
                "\(spotifyChecked.stdout)")
    }

    /// Weeks written month first (`1/9/2021`, as a US spreadsheet writes dates), newest first:
    /// the weeks are read as dates, so each is compared with the week before it, not with the
    /// next row's week, and the one wrong previous rank is the one finding.
    @Test func weeksWrittenMonthFirstAreComparedInDateOrder() throws {
        let table = """
            week,rank,song,last
            1/9/2021,1,D,3
            1/9/2021,2,B,1
            1/9/2021,3,A,2
            1/9/2021,4,C,2
            1/2/2021,1,B,2
            1/2/2021,2,A,1
            1/2/2021,3,D,4
            1/2/2021,4,C,3
            12/26/2020,1,A,
            12/26/2020,2,B,
            12/26/2020,3,C,
            12/26/2020,4,D,

            """
        let directory = try folder(["chart.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 0 && initRun.stdout.contains("prior     previous-list       the lists of one file are periods, named by their labels"),
                "\(initRun.stdout)\(initRun.stderr)")
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == "chart.csv:5:14: error: claims down 2 (prior rank 2) but 'C' was rank 4 in 1/2/2021: keep (RC401 movement-mismatch)\n"
                + "chart.csv:9:12: note: 1/2/2021: 'C' at rank 4\n", "\(result.stdout)\(result.stderr)")
    }

    /// Periods written with the month's name, a quarter's number or a week's of a year, newest
    /// first, across a year's end: each is compared with the period before it in the calendar.
    @Test(arguments: [["Jan 9, 2021", "Jan 2, 2021", "Dec 26, 2020"], ["9 January 2021", "2 January 2021", "26 December 2020"],
                      ["Q1 2021", "Q4 2020", "Q3 2020"], ["2021-W01", "2020-W53", "2020-W52"], ["Week 1, 2021", "Week 53, 2020", "Week 52, 2020"]])
    func periodsWrittenWithWordsAreComparedInCalendarOrder(_ labels: [String]) throws {
        let rows = [[("D", "3"), ("B", "1"), ("A", "2"), ("C", "2")], [("B", "2"), ("A", "1"), ("D", "4"), ("C", "3")], [("A", ""), ("B", ""), ("C", ""), ("D", "")]]
        let table = "week,rank,song,last\n" + zip(labels, rows).map { label, week in
            week.enumerated().map { "\"\(label)\",\($0 + 1),\($1.0),\($1.1)\n" }.joined()
        }.joined()
        let (initRun, result) = try initThenValidate(["chart.csv": table])
        #expect(initRun.exitCode == 0 && initRun.stdout.contains("prior     previous-list"), "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.hasPrefix("chart.csv:5:") && result.stdout.contains(": error: claims down 2 (prior rank 2) but 'C' was rank 4 in \(labels[1]): keep (RC401")
                && result.stdout.components(separatedBy: "error:").count == 2, "\(result.stdout)\(result.stderr)")
    }

    /// A chart's signed changes with `NEW` for a new entry: `init` reads `NEW` as null, a new
    /// entry, and the check finds a returning song written `NEW`, fixed with its true move,
    /// written with a `+` as the column writes a move up.
    @Test func aSignedChangeWrittenNewIsANewEntry() throws {
        // In the last week, the first song that moved up since the week before is written NEW.
        let table = signedChart(noChange: "0", planted: "NEW")
        let (initRun, result, fixed) = try initThenFix(chart: table)
        #expect(initRun.stdout.contains("movement  signed /change, positive is up") && initRun.stdout.contains("'NEW' in /change reads as a new entry"),
                "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.hasPrefix("chart.csv:") && result.stdout.contains(": error: claims to be new but 'S")
                && result.stdout.components(separatedBy: "error:").count == 2, "\(result.stdout)\(result.stderr)")
        #expect(Self.changedRows(table, fixed).map { $0.wholeMatch(of: /2021-02-25,\d+,S\d+,\+\d+/) != nil } == [true], "\(Self.changedRows(table, fixed))")
    }

    /// A change column that writes no change as `=` (`+3`, `-2`, `=`, `NEW`): `init` reads `=`
    /// as 0, not as new, and a song that moved but is written `=` is fixed with its move, signed
    /// as the column writes it.
    @Test func aSignedChangeWrittenEqualsIsNoChange() throws {
        let table = signedChart(noChange: "=", planted: "=")
        let (initRun, result, fixed) = try initThenFix(chart: table)
        #expect(initRun.stdout.contains("movement  signed /change, positive is up  integers of both signs and = for no change; recomputed from consecutive periods")
                && initRun.stdout.contains(#"nulls     "", "NEW""#), "\(initRun.stdout)\(initRun.stderr)")
        let planted = try #require(table.split(separator: "\n").lastIndex { $0.hasPrefix("2021-02-25,") && $0.hasSuffix(",=") })
        #expect(result.stdout.hasPrefix("chart.csv:\(planted + 1):") && result.stdout.contains(": error: claims keep (prior rank")
                && result.stdout.components(separatedBy: "error:").count == 2, "\(result.stdout)\(result.stderr)")
        #expect(Self.changedRows(table, fixed).map { $0.wholeMatch(of: /2021-02-25,\d+,S\d+,\+\d+/) != nil } == [true]
                && fixed.split(separator: "\n")[planted].hasPrefix(table.split(separator: "\n")[planted].dropLast(2)), "\(Self.changedRows(table, fixed))")
    }

    /// A change column that leaves the cell of a song that kept its place empty, beside `NEW`
    /// for a new entry: `init` reads the empty cell as no change (`"nulls": ["NEW"]`: the empty
    /// value is no null), a song that moved but is written empty is fixed with its move, and a
    /// song that kept its place but is written with a move is fixed with an empty cell, as the
    /// column writes no change.
    @Test func aSignedChangeLeftEmptyIsNoChange() throws {
        var rows = signedChart(noChange: "", planted: "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let moved = try #require(rows.lastIndex { $0.hasPrefix("2021-02-25,") && $0.hasSuffix(",") })
        let kept = try #require(rows.firstIndex { $0.hasPrefix("2021-02-") && !$0.hasPrefix("2021-02-10,") && $0.hasSuffix(",") })
        rows[kept] += "+1"
        let table = rows.joined(separator: "\n")
        let (initRun, result, fixed) = try initThenFix(chart: table)
        #expect(initRun.stdout.contains("movement  signed /change, positive is up  integers of both signs and an empty cell for no change;")
                && initRun.stdout.contains(#"nulls     "NEW"                           'NEW' in /change reads as a new entry, and an empty cell as no change"#),
                "\(initRun.stdout)\(initRun.stderr)")
        #expect(result.stdout.contains("chart.csv:\(kept + 1):") && result.stdout.contains("chart.csv:\(moved + 1):")
                && result.stdout.components(separatedBy: "error:").count == 3, "\(result.stdout)\(result.stderr)")
        let after = fixed.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after[kept] == rows[kept].dropLast(2) && after[moved].wholeMatch(of: /2021-02-25,\d+,S\d+,\+\d+/) != nil
                && Self.changedRows(table, fixed).count == 2, "\(Self.changedRows(table, fixed))")
        let shape = #"{"prior": "previous-list", "shape": {"listBy": "/week", "rank": "/rank", "identity": ["/song"], "movement": {"signed": "/change"}, "table": {"nulls": ["NEW"]}}}"#
        let directory = try folder(["chart.csv": table, ".rankcheck.json": shape])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let human = try rankcheck(["validate"], in: directory)
        #expect(human.stdout.contains("help: Change the movement to an empty cell (no change). `--fix` applies this."), "\(human.stdout)")
    }

    /// A change column written with arrows, as a table copied from a web page is: `▲ 2` is two
    /// places up and `↓1` one down whatever `positiveIs` says, `▬` no move. A wrong arrow is
    /// RC401 at its cell, and `--fix` writes the move as the cell wrote its own (the triangle or
    /// the plain arrow, the space after it or not); a cell that wrote no move takes the rows
    /// beside it.
    @Test(arguments: ["up", "down"])
    func aChangeWrittenWithArrowsIsASignedMove(positiveIs: String) throws {
        let before = "Rank,Team,Change\n1,Argentina,▬\n2,France,▲ 1\n3,Spain,▼ 1\n4,Brazil,↑2\n5,England,↓1\n6,Italy,↓ 1\n"
        let after = "Rank,Team,Change\n1,Argentina,▬\n2,Spain,▲ 1\n3,France,▬\n4,England,↑2\n5,Italy,↓1\n6,Brazil,↓ 1\n"
        let shape = #"{"prior": "previous-file", "shape": {"rank": "/Rank", "identity": ["/Team"], "movement": {"signed": "/Change", "positiveIs": "\#(positiveIs)"}}}"#
        let directory = try folder(["fifa-2024-10-24.csv": before, "fifa-2024-11-28.csv": after, ".rankcheck.json": shape])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let check = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(check.stdout == """
            fifa-2024-11-28.csv:4:10: error: claims keep (prior rank 3) but 'France' was rank 2 in fifa-2024-10-24: down 1 (RC401 movement-mismatch)
            fifa-2024-10-24.csv:3:3: note: fifa-2024-10-24: 'France' at rank 2
            fifa-2024-11-28.csv:5:11: error: claims up 2 (prior rank 6) but 'England' was rank 5 in fifa-2024-10-24: up 1 (RC401 movement-mismatch)
            fifa-2024-10-24.csv:6:3: note: fifa-2024-10-24: 'England' at rank 5
            fifa-2024-11-28.csv:6:9: error: claims down 1 (prior rank 4) but 'Italy' was rank 6 in fifa-2024-10-24: up 1 (RC401 movement-mismatch)
            fifa-2024-10-24.csv:7:3: note: fifa-2024-10-24: 'Italy' at rank 6
            fifa-2024-11-28.csv:7:10: error: claims down 1 (prior rank 5) but 'Brazil' was rank 4 in fifa-2024-10-24: down 2 (RC401 movement-mismatch)
            fifa-2024-10-24.csv:5:3: note: fifa-2024-10-24: 'Brazil' at rank 4

            """, "\(check.stdout)\(check.stderr)")
        let human = try rankcheck(["validate"], in: directory)
        #expect(human.stdout.contains("help: Change the movement to `▼ 1`.") && human.stdout.contains("help: Change the movement to `↑1`."), "\(human.stdout)")
        _ = try rankcheck(["validate", "--fix", "--quiet"], in: directory)
        #expect(try read(directory + "/fifa-2024-11-28.csv") == "Rank,Team,Change\n1,Argentina,▬\n2,Spain,▲ 1\n3,France,▼ 1\n4,England,↑1\n5,Italy,↑1\n6,Brazil,↓ 2\n")
    }

    /// A change column copied from a typeset table writes a move down with the minus sign
    /// (`−1`, U+2212), not a hyphen: it reads as a negative number, so `init` proposes the
    /// column as signed moves; a wrong move is RC401 whose help and `--fix` write the minus sign
    /// as the column does (a move up keeps the column's `+`), and a minus sign with no number
    /// after it, or before another sign (`−`, `−-1`), is text (RC004). In JSON, a score written
    /// so in quotes is RC004 whose help writes it as JSON does.
    @Test func aMoveDownWrittenWithTheMinusSignIsNegative() throws {
        let before = "Rank,Change,Team,Points\n1,0,Argentina,1867.25\n2,0,Spain,1859.78\n3,0,France,1853.27\n4,0,England,1813.81\n"
            + "5,0,Portugal,1775.85\n6,0,Netherlands,1756.12\n7,0,Brazil,1747.55\n8,0,Belgium,1740.62\n"
        let after = "Rank,Change,Team,Points\n1,0,Argentina,1867.25\n2,+1,France,1859.78\n3,−1,Spain,1853.27\n4,0,England,1813.81\n"
            + "5,+2,Brazil,1775.85\n6,−1,Portugal,1756.12\n7,−2,Netherlands,1747.55\n8,0,Belgium,1740.62\n"
        let (initRun, check) = try initThenValidate(["fifa-2025.csv": before, "fifa-2026.csv": after])
        #expect(initRun.stdout.contains("movement  signed /Change, positive is up  integers of both signs;")
                && check.stdout == """
                    fifa-2026.csv:8:3: error: claims down 2 (prior rank 5) but 'Netherlands' was rank 6 in fifa-2025: down 1 (RC401 movement-mismatch)
                    fifa-2025.csv:7:5: note: fifa-2025: 'Netherlands' at rank 6

                    """, "\(initRun.stdout)\(initRun.stderr)\(check.stdout)")
        // Cells that write no move (`0`) take the column's `+` and `−` from the rows beside them.
        let wrong = after.replacingOccurrences(of: "2,+1,France", with: "2,0,France").replacingOccurrences(of: "3,−1,Spain", with: "3,0,Spain")
            .replacingOccurrences(of: "6,−1,Portugal", with: "6,−3,Portugal")
        let directory = try folder(["fifa-2025.csv": before, "fifa-2026.csv": wrong,
                                    ".rankcheck.json": #"{"shape": {"rank": "/Rank", "identity": ["/Team"], "movement": {"signed": "/Change", "positiveIs": "up"}, "fields": "open"}}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let human = try rankcheck(["validate", "fifa-2026.csv"], in: directory)
        #expect(human.stdout.contains("help: Change the movement to `−1`."), "\(human.stdout)")
        _ = try rankcheck(["validate", "--fix", "--quiet", "fifa-2026.csv"], in: directory)
        #expect(try read(directory + "/fifa-2026.csv") == after.replacingOccurrences(of: "7,−2,Netherlands", with: "7,−1,Netherlands"))
        try write(after.replacingOccurrences(of: "2,+1,France", with: "2,−,France").replacingOccurrences(of: "3,−1,Spain", with: "3,−-1,Spain"),
                  to: directory + "/fifa-2026.csv")
        let text = try rankcheck(["validate", "--format", "xcode", "fifa-2026.csv"], in: directory)
        #expect(text.stdout.hasPrefix("fifa-2026.csv:3:3: error: 'Change' must be an integer, found string \"−\"")
                && text.stdout.contains("fifa-2026.csv:4:3: error: 'Change' must be an integer, found string \"−-1\""), "\(text.stdout)")
        let json = try folder(["points-2024.json": #"{"list": [{"rank": 1, "name": "a", "points": 10}, {"rank": 2, "name": "b", "points": "−7.5"}]}"#,
                               ".rankcheck.json": #"{"shape": {"rank": "/rank", "identity": ["/name"], "movement": "none", "score": {"pointer": "/points", "order": "descending"}}}"#])
        defer { try? FileManager.default.removeItem(atPath: json) }
        let quoted = try rankcheck(["validate"], in: json)
        #expect(quoted.stdout.hasPrefix(#"points-2024.json:1:86: error[RC004] wrong-type: '/points' must be a number, or null where there is none, found string "−7.5""#)
                && quoted.stdout.contains("help: Write the number as JSON writes it, `-7.5`, without quotes."), "\(quoted.stdout)")
        // A signed move in quotes with the minus sign is fixed as the integer it stands for.
        try write(#"{"list": [{"rank": 1, "name": "a", "change": "−2"}]}"#, to: json + "/points-2024.json")
        try write(#"{"shape": {"rank": "/rank", "identity": ["/name"], "movement": {"signed": "/change", "positiveIs": "up"}}}"#, to: json + "/.rankcheck.json")
        let move = try rankcheck(["validate"], in: json)
        #expect(move.stdout.contains("help: Change '/change' to `-2`. `--fix` applies this."), "\(move.stdout)")
    }

    /// A table that writes each move as a word for its direction and a column for its size
    /// (`up,2`): `init` reads both, not the direction alone, though the direction alone agrees
    /// with more of the moves (a wrong size is a mistake it cannot see); a wrong direction and
    /// a wrong size are each RC401, and `--fix` rewrites the word or the number in its cell.
    @Test func aDirectionBesideItsSizeInATable() throws {
        let weeks = [
            "Rank,Player,Trend,Change\n1,A,same,0\n2,B,same,0\n3,C,same,0\n4,D,same,0\n5,E,same,0\n",
            "Rank,Player,Trend,Change\n1,B,up,1\n2,A,down,1\n3,D,up,1\n4,C,down,1\n5,E,same,0\n",
            "Rank,Player,Trend,Change\n1,A,up,1\n2,B,down,1\n3,E,up,2\n4,D,up,1\n5,C,down,3\n",
        ]
        let (initRun, check) = try initThenValidate(["ranking-2024-11-01.csv": weeks[0], "ranking-2024-11-08.csv": weeks[1], "ranking-2024-11-15.csv": weeks[2]])
        #expect(initRun.stdout.contains("movement  direction /Trend, magnitude /Change  words for the direction (up up, down down, same no move) beside the size /Change;")
                && check.stdout == """
                    ranking-2024-11-15.csv:5:5: error: claims up 1 (prior rank 5) but 'D' was rank 3 in ranking-2024-11-08: down 1 (RC401 movement-mismatch)
                    ranking-2024-11-08.csv:4:3: note: ranking-2024-11-08: 'D' at rank 3
                    ranking-2024-11-15.csv:6:10: error: claims down 3 (prior rank 2) but 'C' was rank 4 in ranking-2024-11-08: down 1 (RC401 movement-mismatch)
                    ranking-2024-11-08.csv:5:3: note: ranking-2024-11-08: 'C' at rank 4

                    """, "\(initRun.stdout)\(check.stdout)")
        let directory = try folder(["ranking-2024-11-08.csv": weeks[1], "ranking-2024-11-15.csv": weeks[2],
                                    ".rankcheck.json": #"{"prior": "previous-file", "shape": {"rank": "/Rank", "identity": ["/Player"], "movement": {"direction": "/Trend", "up": "up", "down": "down", "keep": "same", "magnitude": "/Change"}}}"#])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = try rankcheck(["validate", "--fix", "--quiet"], in: directory)
        #expect(try read(directory + "/ranking-2024-11-15.csv") == "Rank,Player,Trend,Change\n1,A,up,1\n2,B,down,1\n3,E,up,2\n4,D,down,1\n5,C,down,1\n")
    }

    /// Standings copied from a web page write places as ordinals (`1st`, `2nd`, `3rd`, `11th`):
    /// a rank or previous rank so written reads as its number, `init` takes a column of them for
    /// the previous rank, a wrong one is RC401 whose fix writes an ordinal, and an ordinal with
    /// the wrong suffix (`2th`) is no rank (RC004, fixed as `2nd`); the suffix may be written in
    /// capitals (`4TH`). In JSON, under `"textRanks"`, the same.
    @Test func placesWrittenAsOrdinalsAreRanks() throws {
        let table = """
            Round,Pos,Prev,Driver,Points
            1,1st,,Max,25
            1,2nd,,Lando,18
            1,3rd,,Charles,15
            1,4th,,Oscar,12
            2,1st,1st,Max,50
            2,2nd,3rd,Charles,30
            2,3rd,2nd,Lando,28
            2,4th,4th,Oscar,24
            3,1st,1st,Max,75
            3,2nd,3rd,Lando,46
            3,3rd,1st,Charles,45
            3,4th,4th,Oscar,36

            """
        let directory = try folder(["standings-2024.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains("rank      /Pos ") && initRun.stdout.contains("movement  previousRank /Prev ")
                && initRun.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(initRun.stdout)\(initRun.stderr)")
        let check = try rankcheck(["validate"], in: directory)
        #expect(check.stdout.hasPrefix("standings-2024.csv:12:7: error[RC401] movement-mismatch: claims down 2 (prior rank 1) but 'Charles' was rank 2 in Round 2: down 1")
                && check.stdout.contains("help: Change the previous rank to `2nd`."), "\(check.stdout)")
        _ = try rankcheck(["validate", "--fix", "--quiet"], in: directory)
        #expect(try read(directory + "/standings-2024.csv") == table.replacingOccurrences(of: "3,3rd,1st,Charles", with: "3,3rd,2nd,Charles"))
        try write(table.replacingOccurrences(of: "1,2nd,,Lando", with: "1,2th,,Lando").replacingOccurrences(of: "3,4th,4th", with: "3,4th,4TH"),
                  to: directory + "/standings-2024.csv")
        let suffixes = try rankcheck(["validate"], in: directory)
        #expect(suffixes.stdout.hasPrefix(#"standings-2024.csv:3:3: error[RC004] wrong-type: 'Pos' must be an integer ≥ 1, found string "2th""#)
                && suffixes.stdout.contains("help: Change 'Pos' to `2nd`.") && !suffixes.stdout.contains(":13:"), "\(suffixes.stdout)")
        let json = try folder(["standings-2024.json": #"{"standings": [{"position": "1st", "driver": "Max"}, {"position": "2nd", "driver": "Lando"}, {"position": "4th", "driver": "Oscar"}]}"#])
        defer { try? FileManager.default.removeItem(atPath: json) }
        let jsonInit = try rankcheck(["init"], in: json)
        #expect(jsonInit.stdout.contains("textRanks  true") && jsonInit.stdout.contains("checked with it: 1 error (RC101 ×1)"), "\(jsonInit.stdout)\(jsonInit.stderr)")
    }

    /// A ranking copied from a web page numbers its places as a list does (`1.`, or `#1`): a
    /// rank or previous rank so written reads as its number, `init` proposes the shape without
    /// asking for the table to be rewritten, and a fix writes a place as its column does. In
    /// JSON, under `"textRanks"`, the same.
    @Test func placesNumberedAsAListAreRanks() throws {
        for (numbered, shown) in [({ (place: String) in place + "." }, "2."), ({ (place: String) in "#" + place }, "#2")] {
            let rows = [("1", "1", "", "Max"), ("1", "2", "", "Lando"), ("1", "3", "", "Charles"),
                        ("2", "1", "1", "Max"), ("2", "2", "3", "Charles"), ("2", "3", "2", "Lando"),
                        ("3", "1", "1", "Max"), ("3", "2", "3", "Lando"), ("3", "3", "1", "Charles")]
            let table = "Round,Pos,Prev,Driver\n" + rows.map { round, pos, prev, driver in
                "\(round),\(numbered(pos)),\(prev.isEmpty ? "" : numbered(prev)),\(driver)\n"
            }.joined()
            let directory = try folder(["standings-2024.csv": table])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let initRun = try rankcheck(["init"], in: directory)
            #expect(initRun.exitCode == 0 && initRun.stdout.contains("rank      /Pos ") && initRun.stdout.contains("movement  previousRank /Prev ")
                    && initRun.stdout.contains("checked with it: 1 error (RC401 ×1)"), "\(initRun.stdout)\(initRun.stderr)")
            let check = try rankcheck(["validate"], in: directory)
            #expect(check.stdout.hasPrefix("standings-2024.csv:10:") && check.stdout.contains("help: Change the previous rank to `\(shown)`."), "\(check.stdout)")
            _ = try rankcheck(["validate", "--fix", "--quiet"], in: directory)
            #expect(try read(directory + "/standings-2024.csv") == table.replacingOccurrences(of: "3,\(numbered("3")),\(numbered("1")),Charles", with: "3,\(numbered("3")),\(shown),Charles"))
        }
        for written in ["1.", "#1"] {
            let entries = (1...3).map { #"{"rank": "\#(written.replacingOccurrences(of: "1", with: String($0)))", "name": "\#($0)"}"# }
            let json = try folder(["standings-2024.json": #"{"standings": ["# + entries.joined(separator: ", ") + "]}"])
            defer { try? FileManager.default.removeItem(atPath: json) }
            let jsonInit = try rankcheck(["init"], in: json)
            #expect(jsonInit.stdout.contains("textRanks  true") && jsonInit.stdout.contains("checked with it: no problems in 1 file"), "\(jsonInit.stdout)\(jsonInit.stderr)")
        }
    }

    /// A box office chart writes its grosses in dollars (`"$114,000,000"`): with `"units":
    /// ["$"]` beside `"thousands": ","` they read as numbers, so `init` takes the gross for the
    /// score (not the theater count, which it would have to report once), and a gross out of
    /// order is RC104, said as the table writes it. A unit after a number, a space or a
    /// no-break one between (`12,5 €`, `20.5%`), reads too; a unit with a digit or a sign is a
    /// configuration error. A shape that names the gross for its score but not its marks has
    /// every gross reported (RC004) with the keys that read it, not passed by unchecked; in
    /// JSON, a score in quotes is.
    @Test func numbersWrittenWithAUnitAreNumbers() throws {
        let table = "Rank,LW,Release,Gross,Theaters,Weeks\n1,-,Wicked,\"$114,000,000\",3888,1\n2,-,Gladiator II,\"$55,500,000\",3573,1\n"
            + "3,1,Red One,\"$13,300,000\",4032,2\n4,2,Venom: The Last Dance,\"$4,500,000\",3063,4\n5,3,The Best Christmas Pageant Ever,\"$3,300,000\",3020,3\n"
        let (initRun, clean) = try initThenValidate(["weekend-2024-11-24.csv": table])
        #expect(initRun.stdout.contains(#"units      "$"                 numbers written with $ before or after them: $114,000,000 in /Gross reads as 114000000"#)
                && initRun.stdout.contains("score      /Gross, descending ") && initRun.stdout.contains("checked with it: no problems")
                && clean.exitCode == 0, "\(initRun.stdout)\(initRun.stderr)\(clean.stdout)")
        let unnamed = try folder(["weekend-2024-11-24.csv": table, "points.json": #"{"list": [{"rank": 1, "name": "a", "points": 10}, {"rank": 2, "name": "b", "points": "7.5"}]}"#,
                                  ".rankcheck.json": #"{"shape": {"rank": "/Rank", "identity": ["/Release"], "movement": "none", "fields": "open", "score": {"pointer": "/Gross", "order": "descending"}}}"#,
                                  "json/.rankcheck.json": #"{"shape": {"rank": "/rank", "identity": ["/name"], "movement": "none", "score": {"pointer": "/points", "order": "descending"}}}"#])
        defer { try? FileManager.default.removeItem(atPath: unnamed) }
        try FileManager.default.moveItem(atPath: unnamed + "/points.json", toPath: unnamed + "/json/points-2024.json")
        let unread = try rankcheck(["validate"], in: unnamed)
        #expect(unread.stdout.contains(#"weekend-2024-11-24.csv:2:12: error[RC004] wrong-type: 'Gross' must be a number, or null where there is none, found string "$114,000,000""#)
                && unread.stdout.components(separatedBy: #"help: The cell reads as a number once the shape names how the table writes numbers: "table": {"thousands": ",", "units": ["$"]} (`rankcheck init` finds it)."#).count == 6
                && unread.stdout.contains(#"json/points-2024.json:1:86: error[RC004] wrong-type: '/points' must be a number, or null where there is none, found string "7.5""#)
                && unread.stdout.contains("help: Write the number without quotes."), "\(unread.stdout)\(unread.stderr)")
        let (_, mistaken) = try initThenValidate(["weekend-2024-11-24.csv": table.replacingOccurrences(of: "$4,500,000", with: "$14,500,000")])
        #expect(mistaken.stdout.contains("weekend-2024-11-24.csv:5:27: error: 'Venom: The Last Dance' (rank 4) has a better score, $14,500,000, than 'Red One' (rank 3), $13,300,000"),
                "\(mistaken.stdout)\(mistaken.stderr)")
        let shape = #"{"shape": {"rank": "/Rank", "identity": ["/Name"], "movement": "none", "score": {"pointer": "/Prize", "order": "descending"}, "table": {"delimiter": ";", "decimal": ",", "thousands": ".", "units": ["€", "%"]}}}"#
        let directory = try folder([".rankcheck.json": shape, "prize-2024.csv": "Rank;Name;Prize\n1;A;1.234,50 €\n2;B;1.300,00\u{A0}€\n3;C;999€\n4;D;12,5 %\n5;E;20%\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let prizes = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(prizes.stdout == """
            prize-2024.csv:3:5: error: 'B' (rank 2) has a better score, 1.300,00\u{A0}€, than 'A' (rank 1), 1.234,50 € (RC104 score-order)
            prize-2024.csv:2:5: note: 'A' has 1.234,50 € at rank 1
            prize-2024.csv:6:5: error: 'E' (rank 5) has a better score, 20%, than 'D' (rank 4), 12,5 % (RC104 score-order)
            prize-2024.csv:5:5: note: 'D' has 12,5 % at rank 4

            """, "\(prizes.stdout)\(prizes.stderr)")
        try write(shape.replacingOccurrences(of: #"["€", "%"]"#, with: #"["-"]"#), to: directory + "/.rankcheck.json")
        let refused = try rankcheck(["validate"], in: directory)
        #expect(refused.exitCode == 2 && refused.stderr.contains("'shape.table.units' must be an array of 1 to 8 different texts"), "\(refused.stderr)")
    }

    /// `init`, then `validate --format xcode`, then `validate --fix` on `chart.csv` in a new
    /// folder: the two runs and the table as fixed.
    func initThenFix(chart table: String) throws -> (initRun: ProcessResult, validate: ProcessResult, fixed: String) {
        let directory = try folder(["chart.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (initRun, validate) = (try rankcheck(["init"], in: directory), try rankcheck(["validate", "--format", "xcode"], in: directory))
        _ = try rankcheck(["validate", "--fix", "--quiet"], in: directory)
        return (initRun, validate, try String(contentsOfFile: directory + "/chart.csv", encoding: .utf8))
    }

    /// The rows of `fixed` that differ from `table`'s (the two have as many).
    static func changedRows(_ table: String, _ fixed: String) -> [Substring] {
        let (before, after) = (table.split(separator: "\n"), fixed.split(separator: "\n"))
        return before.count == after.count ? zip(before, after).filter { $0 != $1 }.map(\.1) : after
    }

    /// Sixteen weeks of twenty songs out of thirty, shuffled, each with its change since the
    /// week before: `+3`, `-2`, `noChange` for none and `NEW` for a song not in the week before.
    /// In the last week, the first song that moved up is written `planted`.
    private func signedChart(noChange: String, planted: String) -> String {
        struct Shuffler: RandomNumberGenerator {
            var state: UInt64 = 2021
            mutating func next() -> UInt64 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                return state
            }
        }
        var shuffler = Shuffler()
        var table = "week,rank,song,change\n", previous: [Int: Int] = [:], isPlanted = false
        for week in 0..<16 {
            var ranks: [Int: Int] = [:]
            for (position, song) in Array(0..<30).shuffled(using: &shuffler).prefix(20).enumerated() {
                let rank = position + 1
                ranks[song] = rank
                let move = previous[song].map { $0 - rank }
                var change = move.map { $0 > 0 ? "+\($0)" : $0 == 0 ? noChange : "\($0)" } ?? "NEW"
                if week == 15, !isPlanted, let move, move > 0 { (change, isPlanted) = (planted, true) }
                table += "2021-02-\(10 + week),\(rank),S\(song),\(change)\n"
            }
            previous = ranks
        }
        return table
    }

    /// pandas writes a column of ranks with an empty cell as floats (`2.0`): `init` reads it as
    /// the previous rank it is and says so, and each previous rank says what to write instead,
    /// as a rank does.
    @Test func aPreviousRankWrittenWithAFractionSaysWhatToWrite() throws {
        let unconfigured = try folder(["chart.csv": "week,rank,song,last\n2021-01-02,1,A,\n2021-01-02,2,B,\n2021-01-09,1,B,2.0\n2021-01-09,2,A,1.0\n"])
        defer { try? FileManager.default.removeItem(atPath: unconfigured) }
        let initRun = try rankcheck(["init"], in: unconfigured)
        #expect(initRun.stdout.contains("movement  previousRank /last  ranks and null (new entries); recomputed from consecutive periods, 100% of the moves agree; "
                                        + "written with a fraction (2.0), which RC004 reports and --fix writes as whole numbers\n")
                && initRun.stdout.contains("checked with it: 2 errors (RC004 ×2) in 1 file"), "\(initRun.stdout)\(initRun.stderr)")
        let directory = try folder([
            "chart.csv": "week,rank,song,last\n2021-01-02,1,A,\n2021-01-02,2,B,\n2021-01-09,1,B,2.0\n2021-01-09,2,A,1.5\n",
            ".rankcheck.json": #"{"prior": "previous-list", "shape": {"listBy": "/week", "rank": "/rank", "identity": ["/song"], "movement": {"previousRank": "/last"}}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == "chart.csv:4:16: error: 'last' must be written as an integer, found 2.0 (write 2) (RC004 wrong-type)\n"
                + "chart.csv:5:16: error: 'last' must be an integer ≥ 1, or null for a new entry, found 1.5 (RC004 wrong-type)\n", "\(result.stdout)\(result.stderr)")
    }

    /// A spreadsheet's "CSV UTF-8" where the comma is the decimal mark: a byte order mark,
    /// semicolons, CRLF, and a semicolon at the end of every line. The column that last one
    /// leaves unnamed breaks no row, so the semicolon is the delimiter; the mark and the
    /// column are the findings, and `--fix` takes the mark out, as every row reads.
    @Test func aSpreadsheetsSemicolonTableWithADelimiterEndingEveryLine() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data([0xEF, 0xBB, 0xBF] + Array("Rang;Name;Punkte;\r\n1;Anna;10,5;\r\n2;Ben;9,5;\r\n3;Carla;8,25;\r\n".utf8))
            .write(to: URL(fileURLWithPath: directory + "/wertung-2024.csv"))
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains(#"delimiter  ";" "#) && initRun.stdout.contains("rank       /Rang ")
                && initRun.stdout.contains("checked with it: 2 errors (RC008 ×2) in 1 file"), "\(initRun.stdout)\(initRun.stderr)")
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == """
            wertung-2024.csv:1:1: error: the file starts with a UTF-8 byte order mark (BOM); a table must not begin with one (RC008 invalid-table)
            wertung-2024.csv:1:18: error: column 4 has no name in the header; its cells are not read (RC008 invalid-table)

            """, "\(result.stdout)\(result.stderr)")
        // Every row reads beside the unnamed column: `--fix` takes the mark out.
        let fixed = try rankcheck(["validate", "--fix", "--format", "xcode"], in: directory)
        let rewritten = try Data(contentsOf: URL(fileURLWithPath: directory + "/wertung-2024.csv"))
        #expect(fixed.stdout == "wertung-2024.csv:1:18: error: column 4 has no name in the header; its cells are not read (RC008 invalid-table)\n"
                && rewritten.starts(with: Array("Rang;".utf8)), "\(fixed.stdout)\(fixed.stderr)")
    }

    @Test func aTableSeparatedBySemicolonsIsReadWithTheDelimiterInitFinds() throws {
        let table = "rank;townName;isRankUp;rankFluctuation\n1;Warabi;false;0\n2;\"Kashiwa; Chiba\";true;1\n4;Omiya;false;0\n"
        let directory = try folder(["TownRanking2021.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // Read with commas, the header is one column: the first row that breaks says what to do.
        let unconfigured = try rankcheck(["validate", "--select", "RC008", "TownRanking2021.csv"], in: directory)
        #expect(unconfigured.stdout.components(separatedBy: "help: ").count == 2
                && unconfigured.stdout.contains(#"help: The header is one column; if its fields are separated by ";", say so in the shape: "table": {"delimiter": ";"} (`rankcheck init` finds it)."#),
                "\(unconfigured.stdout)")
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 0 && initRun.stdout.contains(#"delimiter  ";"                                       the header reads as 4 columns separated by ';' (one with ',')"#),
                "\(initRun.stdout)\(initRun.stderr)")
        let written = try String(contentsOfFile: directory + "/.rankcheck.json", encoding: .utf8)
        #expect(written.filter { !$0.isWhitespace } == #"{"shape":{"table":{"delimiter":";"}}}"#, "\(written)")
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == "TownRanking2021.csv:4:1: error: rank 4 follows rank 2; expected 3 (RC101 rank-sequence)\n", "\(result.stdout)\(result.stderr)")
        // A spreadsheet's "CSV UTF-8" where the comma is the decimal mark: a byte order mark,
        // semicolons and CRLF. The mark breaks no row, so the delimiter is found as before.
        let saved = try folder(["TownRanking2021.csv": "\u{FEFF}" + table.replacingOccurrences(of: "\n", with: "\r\n")])
        defer { try? FileManager.default.removeItem(atPath: saved) }
        let savedInit = try rankcheck(["init"], in: saved)
        #expect(savedInit.exitCode == 0 && savedInit.stdout.contains(#"delimiter  ";"                                       the header reads as 4 columns separated by ';' (one with ',')"#),
                "\(savedInit.stdout)\(savedInit.stderr)")
        let savedResult = try rankcheck(["validate", "--format", "xcode"], in: saved)
        #expect(savedResult.stdout == "TownRanking2021.csv:1:1: error: the file starts with a UTF-8 byte order mark (BOM); a table must not begin with one (RC008 invalid-table)\n"
                + "TownRanking2021.csv:4:1: error: rank 4 follows rank 2; expected 3 (RC101 rank-sequence)\n", "\(savedResult.stdout)\(savedResult.stderr)")
    }

    @Test func initInfersWhichColumnGroupsTheRowsAndFindsThePlantedMistakes() throws {
        for (folder, name, listBy, planted) in [("chart-year", "hot-2021.csv", "/date", ["RC401 hot-2021.csv:186:41", "RC102 hot-2021.csv:589:30",
                                                                                       "RC101 hot-2021.csv:590:34", "RC401 hot-2021.csv:610:32"]),
                                                 ("national-teams", "rankings.csv", "/rank_date", ["RC401 rankings.csv:71:21"])] {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/tables/\(folder)/\(name)", toPath: directory + "/" + name)
            let initRun = try rankcheck(["init"], in: directory)
            #expect(initRun.exitCode == 0 && initRun.stdout.contains("listBy    \(listBy) "), "\(initRun.stdout)\(initRun.stderr)")
            // One list of 52 with a shared rank is a mistake, not a sign of ties: it stays a finding.
            #expect(folder != "chart-year" || initRun.stdout.contains("only 1 of 52 lists shares a rank (7 twice)"), "\(initRun.stdout)")
            let result = try rankcheck(["validate", "--format", "json"], in: directory)
            let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
            let found = (report["findings"] as? [[String: Any]] ?? []).map { finding in
                let start = finding["start"] as? [String: Any]
                return "\(finding["rule"] ?? "") \(finding["path"] ?? ""):\(start?["line"] ?? 0):\(start?["column"] ?? 0)"
            }
            #expect(found == planted, "\(folder): \(found)\n\(initRun.stdout)")
        }
    }

    /// A new entry's previous rank written empty, 0 or -1.
    @Test(arguments: ["", "0", "-1"])
    func initReadsAFolderOfWeeklyFilesEachWithOneWeekAsOneListAFile(_ new: String) throws {
        // A period column that holds one value in the first file's rows groups nothing: each file
        // is one list, compared with the file before it. The first week's entries are all new,
        // so only the weeks after it tell that 0 means new.
        let weeks = [("2024-01-06", ["A", "B", "C"], [new, new, new]), ("2024-01-13", ["B", "A", "C"], ["2", "1", "3"]),
                     ("2024-01-20", ["B", "C", "A"], ["1", "3", "1"])]
        var files: [String: String] = [:]
        for (week, titles, lastWeek) in weeks {
            files["chart-\(week).csv"] = "week,rank,title,last_week\n" + titles.indices.map { "\(week),\($0 + 1),\(titles[$0]),\(lastWeek[$0])\n" }.joined()
        }
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.exitCode == 0 && !initRun.stdout.contains("listBy") && initRun.stdout.contains("prior     previous-file")
                && initRun.stdout.contains("movement  previousRank /last_week"), "\(initRun.stdout)\(initRun.stderr)")
        let result = try rankcheck(["validate", "--format", "xcode"], in: directory)
        #expect(result.stdout == """
            chart-2024-01-20.csv:4:16: error: claims down 2 (prior rank 1) but 'A' was rank 2 in chart-2024-01-13: down 1 (RC401 movement-mismatch)
            chart-2024-01-13.csv:3:14: note: chart-2024-01-13: 'A' at rank 2

            """, "\(result.stdout)\(result.stderr)")
    }

    @Test func initReadsZeroAsANewEntryWhenTheFirstRowsAndTheWholeTableBothDo() throws {
        // Forty weeks of fifty songs, `previous` 0 for a new one. The first thousand rows decide
        // how the table is read; when later weeks' previous ranks are not last week's, the whole
        // table does not read as moves, and init says so instead of trusting the first rows.
        func chart(trueAfterWeek20: Bool) -> String {
            var lastWeek: [Int: Int] = [:], rows = ["date,title,current,previous"]
            for week in 0..<40 {
                // Songs week…week+49, in an order that changes every week (17 and 50 share no factor).
                let titles = (0..<50).map { week + ($0 * 17 + week * 3) % 50 }
                let date = "\(2010 + week)-06-01"
                var thisWeek: [Int: Int] = [:]
                for (index, title) in titles.enumerated() {
                    let previous = week < 20 || trueAfterWeek20 ? lastWeek[title] ?? 0 : (index * 7 + week) % 51
                    rows.append("\(date),Song \(title),\(index + 1),\(previous)")
                    thisWeek[title] = index + 1
                }
                lastWeek = thisWeek
            }
            return rows.joined(separator: "\n") + "\n"
        }
        for trueAfterWeek20 in [true, false] {
            let directory = try folder(["chart.csv": chart(trueAfterWeek20: trueAfterWeek20)])
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let initRun = try rankcheck(["init", "--print"], in: directory)
            let movement = initRun.stdout.split(separator: "\n").first { $0.hasPrefix("movement ") }.map(String.init) ?? ""
            #expect(initRun.exitCode == 0 && initRun.stdout.contains("read 1 table: 40 lists, 2000 entries"), "\(initRun.stdout)\(initRun.stderr)")
            if trueAfterWeek20 {
                #expect(movement.contains("previousRank /previous") && initRun.stdout.contains(#""0""#) && initRun.stdout.contains("no problems"),
                        "\(initRun.stdout)")
            } else {
                #expect(movement.contains("none") && !initRun.stdout.contains(#""nulls""#), "\(initRun.stdout)")
            }
        }
    }
}
