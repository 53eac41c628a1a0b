import Foundation
import RankCheckCLI
import RankCheckCore
import Testing

/// Series: a weekly chart history in one file ("previous-list") and as a folder of weekly files
/// ("previous-file") give the same findings entry by entry, exactly the planted ones.
@Suite struct SeriesTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// (list, entry, rule, message) of every finding.
    func findings(_ path: String) throws -> [String] {
        let report = try json(try rankcheck(["validate", path, "--format", "json"]).stdout)
        return (report["findings"] as! [[String: Any]]).map { "\($0["list"] ?? "-") | \($0["townName"] ?? "-") | \($0["rule"]!) | \($0["message"]!)" }
    }

    @Test func bothLayoutsGiveThePlantedFindingsAndNothingElse() throws {
        let inOneFile = try findings("Fixtures/series/chart-history")
        let asFolder = try findings("Fixtures/series/chart-weeks")
        #expect(inOneFile == asFolder)
        let manifest = try json(try read(fixture("series/planted.json")))
        let planted = (manifest["planted"] as! [[String: Any]]).flatMap { item in
            (item["rules"] as! [String]).map { "\(item["week"]!) | \(item["song"]!) / \(item["artist"]!) | \($0)" }
        }
        let found = inOneFile.map { $0.components(separatedBy: " | ").prefix(3).joined(separator: " | ") }
        #expect(found.sorted() == planted.sorted())
    }

    @Test func fixingASeriesRewritesTheClaimsAgainstThePreviousWeek() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["history.json", ".rankcheck.json"] {
            try FileManager.default.copyItem(atPath: fixture("series/chart-history/\(name)"), toPath: "\(directory)/\(name)")
        }
        let fixed = try rankcheck(["validate", "history.json", "--fix"], in: directory)
        #expect(fixed.stdout.contains("fixed 3 findings in 1 file"), "\(fixed.stdout)")
        let after = try json(try rankcheck(["validate", "history.json", "--format", "json"], in: directory).stdout)
        #expect(!(after["findings"] as! [[String: Any]]).contains { $0["rule"] as? String == "RC401" })
        // The "new" song that was on last week's chart gets its true previous rank.
        let text = try read(directory + "/history.json")
        let week = try #require((try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])?.first { $0["date"] as? String == "1960-01-11" })
        let song = try #require((week["data"] as! [[String: Any]]).first { $0["song"] as? String == "Song 117" })
        #expect(song["last_week"] as? Int == 6)
    }

    /// A folder of weekly files is read once: each file's lists are the next file's prior, so
    /// only where a core's run of files begins is a file read a second time.
    @Test func aFolderSeriesReadsEachFileOnce() throws {
        let reads = LockedPaths()
        let counting = HookedFileSystem()
        counting.readSource = { path in
            reads.append(path)
            return try LocalFileSystem().readSource(path)
        }
        let arguments = ["validate", "Fixtures/series/chart-weeks", "--format", "json"]
        let result = RankCheck.run(Invocation(arguments: arguments, workingDirectory: packageRoot, fileSystem: counting))
        let weeks = reads.paths.filter { $0.hasSuffix(".json") && $0.contains("/date/") }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(Set(weeks).count == 300)
        #expect(weeks.count <= 300 + cores - 1, "\(weeks.count) reads of 300 files")
        // The same findings as when every prior is read from disk (the whole history in one file).
        let report = try json(result.stdout)
        let found = (report["findings"] as! [[String: Any]]).map { "\($0["list"] ?? "-") | \($0["townName"] ?? "-") | \($0["rule"]!) | \($0["message"]!)" }
        #expect(found == (try findings("Fixtures/series/chart-history")))
    }

    @Test func labelsNameTheListsInEveryFormat() throws {
        let path = "Fixtures/series/chart-history"
        for (format, fragment) in [("human", "was rank 4 in 1958-12-15"), ("sarif", "was rank 4 in 1958-12-15"), ("github", "was rank 4 in 1958-12-15"),
                                   ("markdown", "| 1958-12-22 | 1958-12-15 | 40 | 36 | **1** |"), ("gitlab", "1958-12-15"), ("rdjson", "1958-12-15"),
                                   ("junit", "1958-12-15"), ("xcode", "1958-12-15")] {
            let output = try rankcheck(["validate", path, "--format", format]).stdout
            #expect(output.contains(fragment), "\(format): no '\(fragment)'")
        }
        let report = try json(try rankcheck(["validate", path, "--format", "json"]).stdout)
        #expect((report["findings"] as! [[String: Any]]).first?["list"] as? String == "1958-12-22")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try rankcheck(["validate", path, "--write-baseline", directory + "/baseline.json", "--exit-zero"])
        #expect(try read(directory + "/baseline.json").contains("\"list\": \"1958-12-22\""))
        let diff = try rankcheck(["diff", "Fixtures/series/chart-history/history.json", "--list", "1958-12-22"])
        #expect(diff.exitCode == 1 && diff.stdout.hasPrefix("1958-12-22 (1958-12-15 → 1958-12-22)\n"))
        let first = try rankcheck(["diff", "Fixtures/series/chart-history/history.json", "--list", "1958-08-04"])
        #expect(first.exitCode == 2 && first.stderr.contains("the first period"))
    }

    @Test(arguments: [("", "is missing"), (#""date": "", "#, "is empty")])
    func aMissingOrEmptyLabelIsAFindingAndTheListKeepsItsPointer(label: String, said: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"prior": "previous-list", "shape": {"lists": ["/*/data"], "label": "/*/date", "rank": "/rank", "identity": "/name", "movement": {"previousRank": "/last"}}}"#,
                  to: directory + "/.rankcheck.json")
        try write(#"[{"date": "2024-01-01", "data": [{"rank": 1, "name": "a", "last": null}]}, {"# + label + #""data": [{"rank": 1, "name": "a", "last": 2}]}]"#,
                  to: directory + "/s.json")
        let result = try rankcheck(["validate", "s.json"], in: directory)
        #expect(result.stdout.contains("error[RC002] invalid-structure: the label '/1/date' of the list '/1/data' \(said); the list is named by its pointer"), "\(result.stdout)")
        #expect(result.stdout.contains("error[RC401] movement-mismatch: claims up 1 (prior rank 2) but 'a' was rank 1 in 2024-01-01: keep"), "\(result.stdout)")
    }

    @Test func previousFileOrdersByTheNumberInTheName() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"prior": "previous-file"}"#, to: directory + "/.rankcheck.json")
        func week(_ entries: [(String, Bool, Int)]) -> String {
            "{\"r\": [" + entries.enumerated().map { "{\"rank\": \($0.offset + 1), \"townName\": \"\($0.element.0)\", \"isRankUp\": \($0.element.1), \"rankFluctuation\": \($0.element.2)}" }.joined(separator: ", ") + "]}"
        }
        try write(week([("蕨", false, 0), ("柏", false, 0)]), to: directory + "/week-9.json")
        try write(week([("柏", true, 1), ("蕨", false, 1)]), to: directory + "/week-10.json")
        try write(week([("柏", false, 0), ("蕨", true, 0)]), to: directory + "/week-11.json")  // 蕨 claims up 0: RC201, no RC401
        let result = try rankcheck(["validate", ".", "--format", "json"], in: directory)
        let report = try json(result.stdout)
        let files = priors(report)
        #expect(files == ["week-10.json ← week-9.json", "week-11.json ← week-10.json", "week-9.json ← <null>"], "\(files)")
        #expect((report["findings"] as! [[String: Any]]).map { $0["rule"] as! String } == ["RC201", "RC401"])
    }

    /// A copy of the last week named `latest.json` beside the dated weeks is in no series: it is
    /// compared with nothing (before, it was the last week's next, and each of its moves was
    /// wrong), and `init` reads the dated weeks as the series whose moves it checks.
    @Test func aFileNamedOtherwiseThanTheSeriesIsInNone() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let weeks = [["a", "b", "c", "d"], ["b", "a", "d", "c"], ["d", "b", "a", "c"]]
        var last: [String: Int] = [:], latest = ""
        for (week, songs) in weeks.enumerated() {
            let entries = songs.enumerated().map { #"{"rank": \#($0 + 1), "song": "\#($1)", "last_week": \#(last[$1].map(String.init) ?? "null")}"# }
            latest = #"{"data": [\#(entries.joined(separator: ", "))]}"# + "\n"
            try write(latest, to: directory + "/chart-2024-11-\(10 + 7 * week).json")
            last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
        }
        try write(latest, to: directory + "/latest.json")
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains("recomputed from consecutive periods, 100% of the moves agree")
                && initRun.stdout.contains("each is compared with the one before it in its folder; latest.json, named otherwise, is in no series")
                && initRun.stdout.contains("checked with it: no problems in 4 files"), "\(initRun.stdout)\(initRun.stderr)")
        let result = try rankcheck(["validate"], in: directory)
        #expect(result.exitCode == 0 && result.stdout.contains("note: prior-period rules skipped for latest.json: the other files in its folder are named by a date or a number and it is not, so it is in no series"),
                "\(result.stdout)\(result.stderr)")
    }

    /// A weekly series with a week's file left out: the week after it is compared with the
    /// file before it, as `previous-file` says, and the run says that no file holds the week
    /// between, so its findings are read as what they are. Numbered files say it in numbers.
    @Test func aFileLeftOutOfASeriesIsNamed() throws {
        let weeks = [["a", "b", "c", "d"], ["b", "a", "d", "c"], ["d", "b", "a", "c"], ["d", "a", "b", "c"], ["a", "d", "b", "c"]]
        for (name, kept) in [("chart-2024-11-%02d.json", { (week: Int) in 1 + 7 * week }), ("week-%d.json", { (week: Int) in week + 1 })] {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            var last: [String: Int] = [:]
            for (week, songs) in weeks.enumerated() {
                let entries = songs.enumerated().map { #"{"rank": \#($0 + 1), "song": "\#($1)", "last_week": \#(last[$1].map(String.init) ?? "null")}"# }
                if week != 3 { try write(#"{"data": [\#(entries.joined(separator: ", "))]}"# + "\n", to: directory + "/" + String(format: name, kept(week))) }
                last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
            }
            try write(#"{"prior": "previous-file", "shape": {"lists": ["/data"], "rank": "/rank", "identity": ["/song"], "movement": {"previousRank": "/last_week"}}}"#,
                      to: directory + "/.rankcheck.json")
            let result = try rankcheck(["validate"], in: directory)
            let (before, after) = name.hasPrefix("chart") ? ("chart-2024-11-15.json", "chart-2024-11-29.json") : ("week-3.json", "week-5.json")
            let apart = name.hasPrefix("chart") ? "14 days before it, where most of its series' periods are 7 days apart" : "numbered 2 before it, where most of its series' periods are numbered 1 apart"
            #expect(result.exitCode == 1 && result.stdout.contains("\(after):1:49: error[RC401]") && result.stdout.contains("note: no file holds the period before \(after): it is compared with \(before), \(apart)"),
                    "\(result.stdout)\(result.stderr)")
        }
    }

    /// A series in one file with a week's list left out, as a table grouped by date and as
    /// JSON keyed by date: the week after it is compared with the list before it, as
    /// `previous-list` says, and the run names the week no list holds.
    @Test func aListLeftOutOfASeriesInOneFileIsNamed() throws {
        let weeks = [["a", "b", "c", "d"], ["b", "a", "d", "c"], ["d", "b", "a", "c"], ["d", "a", "b", "c"], ["a", "d", "b", "c"]]
        var rows = ["date,rank,song,last_week"], lists: [String] = [], last: [String: Int] = [:]
        for (week, songs) in weeks.enumerated() {
            let date = String(format: "2024-11-%02d", 1 + 7 * week)
            if week != 3 {
                rows += songs.enumerated().map { "\(date),\($0 + 1),\($1),\(last[$1].map(String.init) ?? "")" }
                let entries = songs.enumerated().map { #"{"rank": \#($0 + 1), "song": "\#($1)", "last_week": \#(last[$1].map(String.init) ?? "null")}"# }
                lists.append(#""\#(date)": [\#(entries.joined(separator: ", "))]"#)
            }
            last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
        }
        let movement = #""rank": "/rank", "identity": ["/song"], "movement": {"previousRank": "/last_week"}"#
        for (name, text, lists, before, after) in [("chart.csv", rows.joined(separator: "\n") + "\n", #""listBy": "/date""#, "2024-11-15", "2024-11-29"),
                                                  ("chart.json", "{" + lists.joined(separator: ", ") + "}\n", #""lists": ["/*"]"#, "/2024-11-15", "/2024-11-29")] {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            try write(text, to: directory + "/" + name)
            try write(#"{"prior": "previous-list", "shape": {\#(lists), \#(movement)}}"#, to: directory + "/.rankcheck.json")
            let result = try rankcheck(["validate", name], in: directory)
            #expect(result.exitCode == 1 && result.stdout.contains("error[RC401]")
                    && result.stdout.contains("note: no list of \(name) holds the period before \(after): it is compared with \(before), 14 days before it, where most of its series' periods are 7 days apart"),
                    "\(result.stdout)\(result.stderr)")
        }
    }

    /// Writes each week's songs as a top-level array of `rank`, `song` and `last_week` (their
    /// rank the week before), to `paths` in `directory`; `claimingNew`: a song that claims to
    /// be new that week.
    func writeWeeks(_ weeks: [[String]], to paths: [String], in directory: String, claimingNew: (week: Int, song: String)? = nil) throws {
        var last: [String: Int] = [:]
        for (week, songs) in weeks.enumerated() {
            let entries = songs.enumerated().map { rank, song in
                let claimed = claimingNew.map { $0 == (week, song) } == true ? nil : last[song]
                return #"{"rank": \#(rank + 1), "song": "\#(song)", "last_week": \#(claimed.map(String.init) ?? "null")}"#
            }
            try write("[\(entries.joined(separator: ", "))]\n", to: directory + "/" + paths[week])
            last = Dictionary(uniqueKeysWithValues: songs.enumerated().map { ($1, $0 + 1) })
        }
    }

    /// "path ← prior" of each file of a JSON report.
    func priors(_ report: [String: Any]) -> [String] {
        (report["files"] as! [[String: Any]]).map { "\($0["path"]!) ← \($0["prior"] ?? "none")" }
    }

    /// A date written as eight digits (`chart_20241110.json`) is a date: such files and files
    /// named `chart-2024-11-24.json` are one series, and `init` says they are named by date.
    @Test func eightDigitNamesAreDates() throws {
        let weeks = [["a", "b", "c"], ["b", "a", "c"], ["c", "b", "a"]]
        let names = ["chart_20241110.json", "chart_20241117.json", "chart-2024-11-24.json"]
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeWeeks(weeks, to: names, in: directory)
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains("the files are named by date: each is compared with the one before it in its folder")
                && initRun.stdout.contains("checked with it: no problems in 3 files"), "\(initRun.stdout)")
        let report = try json(try rankcheck(["validate", ".", "--format", "json"], in: directory).stdout)
        let files = priors(report)
        #expect(files == ["chart-2024-11-24.json ← chart_20241117.json", "chart_20241110.json ← <null>", "chart_20241117.json ← chart_20241110.json"], "\(files)")
    }

    /// Files named by week or by month are a series as files named by date are, and `init` says
    /// they are named by a calendar period, not by date.
    @Test(arguments: [["chart-2024-W51.json", "chart-2024-W52.json", "chart-2025-W01.json"], ["2024-10.json", "2024-11.json", "2024-12.json"]])
    func weeksAndMonthsAreCalendarPeriods(_ names: [String]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try writeWeeks([["a", "b", "c"], ["b", "a", "c"], ["c", "b", "a"]], to: names, in: directory)
        let initRun = try rankcheck(["init"], in: directory)
        #expect(initRun.stdout.contains("the files are named by calendar period: each is compared with the one before it in its folder")
                && initRun.stdout.contains("checked with it: no problems in 3 files"), "\(initRun.stdout)")
        let files = priors(try json(try rankcheck(["validate", ".", "--format", "json"], in: directory).stdout))
        #expect(files == ["\(names[0]) ← <null>", "\(names[1]) ← \(names[0])", "\(names[2]) ← \(names[1])"], "\(files)")
    }

    /// Weeks kept in folders named by year (`2023/`, `2024/`), or by year, month and day
    /// (`2024/11/24.json`), are one series: a folder's first week is compared with the last week
    /// of the folder before it. Folders numbered outside a year's (`regions/1/`) are not crossed.
    @Test func weeksInYearFoldersAreOneSeries() throws {
        let weeks = [["a", "b", "c", "d"], ["b", "a", "d", "c"], ["d", "b", "a", "c"], ["c", "d", "b", "a"]]
        let layouts = [
            ["2023/chart-2023-12-24.json", "2023/chart-2023-12-31.json", "2024/chart-2024-01-07.json", "2024/chart-2024-01-14.json"],
            ["2024/11/17.json", "2024/11/24.json", "2024/12/01.json", "2024/12/08.json"],
        ]
        for paths in layouts {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            // The first week of the second folder claims 'd' is new (it was 3rd).
            try writeWeeks(weeks, to: paths, in: directory, claimingNew: (week: 2, song: "d"))
            let initRun = try rankcheck(["init"], in: directory)
            #expect(initRun.stdout.contains("prior     previous-file")
                    && initRun.stdout.contains("each is compared with the one before it, the first of a year with the last of the year before"), "\(initRun.stdout)")
            let report = try json(try rankcheck(["validate", ".", "--format", "json"], in: directory).stdout)
            let files = priors(report)
            #expect(files == zip(paths, ["<null>"] + paths).map { "\($0) ← \($1)" }, "\(files)")
            let findings = (report["findings"] as! [[String: Any]]).map { "\($0["path"]!) \($0["rule"]!)" }
            #expect(findings == ["\(paths[2]) RC401"], "\(findings)")
            // One file named alone reads its prior from the folder before.
            let alone = try rankcheck(["validate", paths[2]], in: directory)
            #expect(alone.exitCode == 1 && alone.stdout.contains("note: \(paths[1]):"), "\(alone.stdout)")
        }
        let regions = try folder([
            ".rankcheck.json": #"{"prior": "previous-file", "shape": {"lists": [""], "rank": "/rank", "identity": ["/song"], "movement": {"previousRank": "/last_week"}}}"#,
            "regions/1/week-1.json": #"[{"rank": 1, "song": "a", "last_week": null}]"#,
            "regions/1/week-2.json": #"[{"rank": 1, "song": "a", "last_week": 1}]"#,
            "regions/2/week-1.json": #"[{"rank": 1, "song": "a", "last_week": 5}]"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: regions) }
        let files = priors(try json(try rankcheck(["validate", ".", "--format", "json"], in: regions).stdout))
        #expect(files == ["regions/1/week-1.json ← <null>", "regions/1/week-2.json ← regions/1/week-1.json", "regions/2/week-1.json ← <null>"], "\(files)")
    }
}

/// Paths recorded from several threads.
final class LockedPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    func append(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(path)
    }

    var paths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
