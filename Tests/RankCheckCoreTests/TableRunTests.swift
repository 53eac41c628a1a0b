import Testing
@testable import RankCheckCore

/// A big table is checked a run of lists at a time: every finding is the one the whole table
/// checked at once gives, at the same place with the same words, and none is said twice.
struct TableRunTests {
    /// A weekly chart of `weeks` weeks of 100 songs, each week the prior of the next, with a
    /// mistake of each kind planted in the weeks `planted` (the last list of a run, the first
    /// list of the next, and one in the middle of a run). The previous rank comes before the
    /// song: a week read only as the next's prior holds its rank and song alone. Without
    /// `artists`, a song is its title.
    static func chart(weeks: Int, planted: Set<Int>, artists: Bool = true) -> String {
        var rows = [artists ? "date,previous,title,artist,current,peak" : "date,previous,title,current,peak"]
        var last: [Int: Int] = [:]
        for week in 0..<weeks {
            let date = label(week)
            var now: [Int: Int] = [:]
            // Songs week…week+99, their order turning each week; the first is new.
            for position in 0..<100 {
                let song = week + (position * 37 + week * 11) % 100
                var rank = position + 1, previous = last[song].map(String.init) ?? "NEW"
                if planted.contains(week) {
                    switch position {
                    case 3: previous = "1"  // a move the prior week does not show (RC401)
                    case 5: rank = 5  // a rank that repeats (RC102)
                    case 7: rows.append("\(date),broken row")  // a row of too few fields (RC008)
                    default: break
                    }
                }
                now[song] = rank
                rows.append("\(date),\(previous),Song \(song),\(artists ? "\"Artist \(song % 13), the band\"," : "")\(rank),\(rank)")
            }
            last = now
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// The chart's configuration, its songs named by title and artist, or by title alone.
    static func configuration(artists: Bool = true) -> String {
        #"{"prior": "previous-list", "shape": {"listBy": "/date", "rank": "/current", "identity": \#(artists ? #"["/title", "/artist"]"# : #""/title""#), "#
            + #""movement": {"previousRank": "/previous"}, "fields": "open", "table": {"nulls": ["", "NEW"]}}}"#
    }

    /// The chart as written, week by week, and sorted by song, each week's rows scattered
    /// through the table (the runs then follow the weeks' order, not the table's); its songs
    /// named by title and artist (an entry's name is placed at its row), and by title alone
    /// (at the title's cell, which a list read only as a prior holds too).
    @Test(arguments: [false, true], [true, false])
    func aTableCheckedInRunsGivesTheFindingsOfTheWholeTable(sortedBySong: Bool, artists: Bool) throws {
        let config = try Configuration.parse(Array(Self.configuration(artists: artists).utf8), path: ".rankcheck.json")
        let linter = Linter(shape: config.shape, path: "chart.csv")
        guard case .table(let format) = linter.format else { Issue.record("a CSV file is a table"); return }
        // 800 weeks: runs of 328 weeks (32,800 rows) and a last of 144.
        let weeksPerRun = (Linter.rowsPerRun + 99) / 100
        let planted: Set<Int> = [weeksPerRun - 1, weeksPerRun, weeksPerRun + 100, 2 * weeksPerRun]
        var text = Self.chart(weeks: 800, planted: planted, artists: artists)
        if sortedBySong {
            var rows = text.split(separator: "\n")
            rows[1...].sort { $0.split(separator: ",").dropFirst(2).first ?? "" < $1.split(separator: ",").dropFirst(2).first ?? "" }
            text = rows.joined(separator: "\n") + "\n"
        }
        let bytes = SourceBytes(Array(text.utf8))
        let reading = TableTranscoder(format: format).read(bytes)
        let selection = config.selection(for: "chart.csv")
        let inRuns = linter.lint(path: "chart.csv", table: reading, prior: .previousLists, ties: config.ties, selection: selection)
        let whole = linter.lint(path: "chart.csv", table: reading, prior: .previousLists, ties: config.ties, selection: selection, keepingModel: true)
        #expect(linter.runs(of: reading, prior: .previousLists).count == 3)
        #expect(inRuns.model == nil && whole.model != nil)
        let found = inRuns.report.findings
        #expect(found.count == whole.report.findings.count)
        #expect(Self.firstDifference(found, whole.report.findings) == nil)
        // Each planted week: its RC401, RC102 and RC008 once, and RC401 again where the
        // repeated rank says a song moved; the week after a planted one sees its moves.
        for rule in ["RC401", "RC102", "RC008"] {
            let weeks = Set(found.filter { $0.ruleID == rule }.compactMap(\.list))
            if rule == "RC008" {
                #expect(found.filter { $0.ruleID == rule }.count == planted.count)
            } else {
                #expect(planted.allSatisfy { week in weeks.contains { $0.hasSuffix(Self.label(week)) } }, "\(rule): \(weeks.sorted())")
            }
        }
        let places = found.map { "\($0.ruleID)@\($0.location.range.start)" }
        #expect(Set(places).count == places.count, "a finding said twice")
        // Words and places are the same as printed.
        let printed = { (report: FileReport) in report.findings.map { "\($0.message) \($0.related.map(\.location.range.start))" } }
        #expect(zip(printed(inRuns.report), printed(whole.report)).allSatisfy { $0 == $1 })
    }

    /// Regions of a yearly table against last year's, in another order: each region's list is
    /// last year's list of that region, in runs as in the whole table.
    @Test func aTableInRunsIsComparedWithAPriorTableListByList() throws {
        let configuration = #"{"shape": {"listBy": "/region", "rank": "/rank", "identity": ["/town"], "movement": {"signed": "/change", "positiveIs": "up"}}}"#
        let config = try Configuration.parse(Array(configuration.utf8), path: ".rankcheck.json")
        let linter = Linter(shape: config.shape, path: "Rank2021.csv")
        guard case .table(let format) = linter.format else { Issue.record("a CSV file is a table"); return }
        func year(_ regions: [Int], moved: Int) -> String {
            var rows = ["region,rank,town,change"]
            for region in regions {
                for rank in 1...100 {
                    // This year the second and third towns of last year change places, and a move is
                    // planted in every 50th region.
                    let town = moved == 0 ? rank : rank == 2 ? 3 : rank == 3 ? 2 : rank
                    let change = moved == 0 ? 0 : rank == 2 ? 1 : rank == 3 ? -1 : region % 50 == 0 && rank == 10 ? 4 : 0
                    rows.append("R\(region),\(rank),Town \(region)-\(town),\(change)")
                }
            }
            return rows.joined(separator: "\n") + "\n"
        }
        let regions = Array(0..<800)
        let prior = try linter.readPriorPeriod(SourceBytes(Array(year(regions.reversed(), moved: 0).utf8)), path: "Rank2020.csv").get()
        let reading = TableTranscoder(format: format).read(SourceBytes(Array(year(regions, moved: 1).utf8)))
        let selection = config.selection(for: "Rank2021.csv")
        #expect(linter.runs(of: reading, prior: .file({ prior })).count == 3)
        let inRuns = linter.lint(path: "Rank2021.csv", table: reading, prior: .file({ prior }), ties: config.ties, selection: selection)
        let whole = linter.lint(path: "Rank2021.csv", table: reading, prior: .file({ prior }), ties: config.ties, selection: selection, keepingModel: true)
        // The planted move in every 50th region, and nothing else.
        let found = inRuns.report.findings
        #expect(found.count == 16 && found.allSatisfy { $0.ruleID == "RC401" }, "\(found.count): \(found.map(\.message).prefix(3))")
        #expect(Self.firstDifference(found, whole.report.findings) == nil)
    }

    /// Where two lists of findings first differ (compared one by one: a failed expectation on
    /// two whole arrays would describe every finding).
    /// Three regions' daily charts in one table, its rows in date order and each date's by
    /// region (`"listBy": ["/region", "/date"]`): each region's days are a series, checked in
    /// runs in series order as the whole table is. A region's first day has no prior, though
    /// the list before it in that order is another region's last day: its songs, all new,
    /// give no finding, and the one planted move is the only one.
    @Test func severalSeriesInOneTableAreCheckedInRunsAsWhole() throws {
        let configuration = #"{"prior": "previous-list", "shape": {"listBy": ["/region", "/date"], "rank": "/rank", "identity": "/song", "#
            + #""movement": {"previousRank": "/previous"}}}"#
        let config = try Configuration.parse(Array(configuration.utf8), path: ".rankcheck.json")
        let linter = Linter(shape: config.shape, path: "charts.csv")
        guard case .table(let format) = linter.format else { Issue.record("a CSV file is a table"); return }
        let regions = ["Argentina", "Brazil", "Chile"]
        var rows = ["date,region,rank,song,previous"], last: [String: [Int: Int]] = [:]
        for day in 0..<300 {
            for region in regions {
                var now: [Int: Int] = [:]
                for position in 0..<50 {
                    // Fifty songs of sixty each day: a region's first day has songs of another's last.
                    let song = (position * 17 + day * 7 + region.count) % 60
                    var previous = last[region]?[song].map(String.init) ?? ""
                    if region == "Brazil", day == 200, position == 9 { previous = "1" }
                    now[song] = position + 1
                    rows.append("\(Self.label(day)),\(region),\(position + 1),Song \(song),\(previous)")
                }
                last[region] = now
            }
        }
        let reading = TableTranscoder(format: format).read(SourceBytes(Array((rows.joined(separator: "\n") + "\n").utf8)))
        let selection = config.selection(for: "charts.csv")
        let inRuns = linter.lint(path: "charts.csv", table: reading, prior: .previousLists, ties: config.ties, selection: selection)
        let whole = linter.lint(path: "charts.csv", table: reading, prior: .previousLists, ties: config.ties, selection: selection, keepingModel: true)
        #expect(linter.runs(of: reading, prior: .previousLists).count == 2)
        #expect(Self.firstDifference(inRuns.report.findings, whole.report.findings) == nil)
        let found = inRuns.report.findings.map { "\($0.ruleID) \($0.list ?? "")" }
        #expect(found == ["RC401 Brazil · \(Self.label(200))"], "\(found.prefix(5))")
    }

    static func firstDifference(_ a: [Finding], _ b: [Finding]) -> Int? {
        a.count != b.count ? min(a.count, b.count) : a.indices.first { a[$0] != b[$0] }
    }

    /// A week's label: its number, so the weeks' period order is the table's.
    static func label(_ week: Int) -> String { "week \(10_000 + week)" }
}
