import Foundation
@testable import RankCheckCLI
import RankCheckCore
import Testing

/// Files over 1 MiB take other paths: both are mapped, last year's file is read on another core
/// (its places noted from the parser's line count, its pages given back as it is read) while
/// this year's is parsed and modelled, and rules run on both cores. Positions must not change.
@Suite struct BigFileTests {
    /// A ranking file pretty-printed like the published data; `lines` ends each line.
    static func rankingText(_ lists: [(name: String, entries: [(town: String, up: Bool, move: Int, line: String)])], lines: String) -> String {
        var text = "{" + lines
        for (n, list) in lists.enumerated() {
            text += "    \"\(list.name)\": [" + lines
            for (i, entry) in list.entries.enumerated() {
                text += "        {" + lines
                text += "            \"rank\": \(i + 1)," + lines
                text += "            \"townName\": \"\(entry.town)\"," + lines
                text += "            \"isRankUp\": \(entry.up)," + lines
                text += "            \"rankFluctuation\": \(entry.move)," + lines
                text += "            \"availableLine\": \"\(entry.line)\"" + lines
                text += "        }" + (i + 1 < list.entries.count ? "," : "") + lines
            }
            text += "    ]" + (n + 1 < lists.count ? "," : "") + lines
        }
        return text + "}" + lines
    }

    /// Line and column (code points) of a byte offset, counted the plain way.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<offset] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    @Test func positionsInBothYearsAreExactOnBigFiles() throws {
        let directory = NSTemporaryDirectory() + "rankcheck-big-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let count = 6_000
        func towns(_ list: Int) -> [(town: String, up: Bool, move: Int, line: String)] {
            (1...count).map { ("町\($0)丁目", false, 0, list == 1 && $0 == 4_321 ? "東京メトロ東西線" : "JR京浜東北・根岸線ほか") }
        }
        // Last year with CRLF line ends; this year one wrong claim near the end of the second list
        // (RC401, whose note points into last year's second half) and one attribute that differs
        // between the lists (RC301).
        let prior = Self.rankingText([("townRankingsForRent", towns(0)), ("townRankingsForBuy", towns(0))], lines: "\r\n")
        var buy = towns(1)
        buy[5_989].up = true
        buy[5_989].move = 3
        let current = Self.rankingText([("townRankingsForRent", towns(0)), ("townRankingsForBuy", buy)], lines: "\n")
        let files = ["TownRanking2020.json": Array(prior.utf8), "TownRanking2021.json": Array(current.utf8)]
        for (name, bytes) in files {
            #expect(bytes.count > 2 << 20)
            try Data(bytes).write(to: URL(fileURLWithPath: "\(directory)/\(name)"))
        }

        let result = try rankcheck(["validate", "TownRanking2021.json", "--format", "json"], in: directory)
        #expect(result.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.compactMap { $0["rule"] as? String }.sorted() == ["RC301", "RC401"])
        var checked = 0
        for finding in findings {
            for location in [finding] + (finding["related"] as? [[String: Any]] ?? []) {
                let path = try #require(location["path"] as? String)
                let bytes = try #require(files[path])
                for end in ["start", "end"] {
                    let point = try #require(location[end] as? [String: Int])
                    let offset = try #require(point["offset"])
                    let expected = Self.position(of: offset, in: bytes)
                    #expect(point["line"] == expected.line && point["column"] == expected.column, "\(path) offset \(offset)")
                    checked += 1
                }
            }
        }
        #expect(checked == 8)
        // The note on last year's town points at its name in the second list.
        let mismatch = try #require(findings.first { $0["rule"] as? String == "RC401" })
        let note = try #require((mismatch["related"] as? [[String: Any]])?.first)
        let noteStart = try #require((note["start"] as? [String: Int])?["offset"])
        let priorBytes = try #require(files["TownRanking2020.json"])
        #expect(String(decoding: priorBytes[noteStart..<noteStart + 15], as: UTF8.self) == "\"町5990丁目\"")
        #expect(noteStart > priorBytes.count / 2)
        // The human output shows last year's line, read back from disk.
        let human = try rankcheck(["validate", "TownRanking2021.json", "--color", "never"], in: directory)
        let noteLine = Self.position(of: noteStart, in: priorBytes).line
        #expect(human.stdout.contains("TownRanking2020.json:\(noteLine):25:"))
        #expect(human.stdout.contains(#"\#(noteLine) |             "townName": "町5990丁目","#))
    }

    /// Last year's reader gives back the memory of the part of a mapped file it has read; pages
    /// given back read the same when touched again (they come from the file again).
    @Test func pagesGivenBackReadTheSame() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var state: UInt64 = 2021
        let bytes = (0..<(3 << 20) + 777).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
        let path = directory + "/big.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        let source = try LocalFileSystem().readSource(path)
        #expect(source == SourceBytes(bytes))
        for offset in [1, 4096, (2 << 20) + 123, bytes.count, bytes.count + 9] {
            source.evict(before: offset)
            #expect(source == SourceBytes(bytes), "after giving back the pages before \(offset)")
        }
    }

    /// Before --fix writes, the file on disk is compared with what was checked a chunk at a
    /// time: any changed byte, or a file longer or shorter by one, is told apart.
    @Test func aFileIsComparedWithWhatWasReadAChunkAtATime() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = (0..<(3 << 20) + 777).map { UInt8(truncatingIfNeeded: $0 &* 31 >> 3) }
        let path = directory + "/big.json"
        let files = LocalFileSystem()
        func holds(_ contents: [UInt8]) -> Bool {
            FileManager.default.createFile(atPath: path, contents: Data(contents)) && files.holds(path, exactly: bytes)
        }
        #expect(holds(bytes))
        for offset in [0, (1 << 20) - 1, 1 << 20, (2 << 20) + 5, bytes.count - 1] {
            var changed = bytes
            changed[offset] ^= 1
            #expect(!holds(changed), "a byte changed at \(offset)")
        }
        #expect(!holds(bytes + [0]))
        #expect(!holds(Array(bytes.dropLast())))
        #expect(!holds(Array(bytes.prefix(1 << 20))))
        #expect(!files.holds(directory + "/missing.json", exactly: bytes))
        #expect(files.holds(path, exactly: []) == false)
    }

    /// A big file is mapped, not copied. If it shrinks while mapped (another program rewrites it
    /// mid-run), reading a lost page raises SIGBUS: that must end as a tool error, not a crash.
    /// A run of many files holds their findings, not the files: a file whose few findings
    /// are made into words when its check ends lets its model and document go.
    @Test func aRunOfManyFilesHoldsTheirFindingsNotTheFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var entries = (1...40_000).map { #"{"rank": \#($0), "townName": "町\#($0)", "isRankUp": false, "rankFluctuation": 0}"# }
        entries[0] = #"{"rank": "1", "townName": "町1", "isRankUp": false, "rankFluctuation": 0}"#
        let text = #"{"towns": ["# + entries.joined(separator: ", ") + "]}"
        for file in 0..<8 { try text.write(toFile: directory + "/f\(file).json", atomically: true, encoding: .utf8) }
        let one = try peakMemoryOfRun(["validate", "--quiet", directory + "/f0.json"])
        let eight = try peakMemoryOfRun(["validate", "--quiet", directory])
        #expect(eight < 2 * one, "one file \(one) KiB, eight files \(eight) KiB")
        let findings = try rankcheck(["validate", directory])
        #expect(findings.stdout.components(separatedBy: "error[RC004] wrong-type: 'rank' must be an integer ≥ 1, found string \"1\"").count == 9)

        // Tables too: each keeps only where its records start, to name a printed place's row.
        let tables = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: tables) }
        var rows = (1...50_000).map { "\($0),town \($0)" }
        rows[1] = "x2,town 2"
        let table = "rank,townName\n" + rows.joined(separator: "\n") + "\n"
        for file in 0..<8 { try table.write(toFile: tables + "/t\(file).csv", atomically: true, encoding: .utf8) }
        let oneTable = try peakMemoryOfRun(["validate", "--quiet", tables + "/t0.csv"])
        let eightTables = try peakMemoryOfRun(["validate", "--quiet", tables])
        #expect(eightTables < 2 * oneTable, "one table \(oneTable) KiB, eight tables \(eightTables) KiB")
        let tableFindings = try rankcheck(["validate", "--format", "json", tables])
        #expect(tableFindings.stdout.components(separatedBy: #""row": 3,"#).count == 9, "\(tableFindings.stdout.prefix(2_000))")
    }

    /// A table is checked a run of lists at a time: its peak memory grows little from 50,000
    /// rows to 400,000, also with a mistake in every week (each run's findings worded as the
    /// run ends, so the run's document and model go), and a mistake in the first week of a
    /// run, whose prior week is in the run before, is found once.
    @Test func aBigTableIsCheckedARunOfListsAtATime() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shape = #"{"prior": "previous-list", "shape": {"listBy": "/week", "rank": "/pos", "identity": ["/title"], "movement": {"previousRank": "/last"}, "table": {"nulls": [""]}}}"#
        try shape.write(toFile: directory + "/.rankcheck.json", atomically: true, encoding: .utf8)
        func chart(weeks: Int, wrongIn planted: Int?) -> String {
            var rows = ["week,title,pos,last"], last: [Int: Int] = [:]
            for week in 0..<weeks {
                var now: [Int: Int] = [:]
                for position in 0..<100 {
                    let song = week + (position * 37 + week * 11) % 100
                    let previous = (planted ?? week) == week && position == 0 ? "100" : last[song].map(String.init) ?? ""
                    rows.append("\(10_000 + week),Song \(song),\(position + 1),\(previous)")
                    now[song] = position + 1
                }
                last = now
            }
            return rows.joined(separator: "\n") + "\n"
        }
        let firstOfSecondRun = 328  // runs of 32,768 rows or more: 328 weeks of 100
        try chart(weeks: 500, wrongIn: firstOfSecondRun).write(toFile: directory + "/short.csv", atomically: true, encoding: .utf8)
        try chart(weeks: 4_000, wrongIn: firstOfSecondRun).write(toFile: directory + "/long.csv", atomically: true, encoding: .utf8)
        let short = try peakMemoryOfRun(["validate", "--quiet", directory + "/short.csv"])
        let long = try peakMemoryOfRun(["validate", "--quiet", directory + "/long.csv"])
        // Checked whole, the longer table took 4.3 times the memory.
        #expect(long < short * 2, "50,000 rows \(short) KiB, 400,000 rows \(long) KiB")
        try chart(weeks: 4_000, wrongIn: nil).write(toFile: directory + "/weekly.csv", atomically: true, encoding: .utf8)
        let weekly = try peakMemoryOfRun(["validate", "--quiet", directory + "/weekly.csv"])
        // With its findings made from each run's document and model, it took 2.6 times the
        // memory of the table with one mistake.
        #expect(weekly < long * 3 / 2, "400,000 rows with one finding \(long) KiB, with 4,000 findings \(weekly) KiB")
        let weeklyFound = try rankcheck(["validate", "--format", "json", "weekly.csv"], in: directory)
        #expect(weeklyFound.stdout.components(separatedBy: #""rule": "RC401""#).count > 3_900, "\(weeklyFound.stdout.suffix(2_000))")
        let found = try rankcheck(["validate", "--format", "json", "long.csv"], in: directory)
        #expect(found.exitCode == 1)
        #expect(found.stdout.components(separatedBy: #""rule": "RC401""#).count == 2, "\(found.stdout.prefix(3_000))")
        #expect(found.stdout.contains(#""row": \#(2 + 100 * firstOfSecondRun),"#), "\(found.stdout.prefix(3_000))")
    }

    /// A table whose rows carry attributes is checked a run of lists at a time too: RC301
    /// compares an entry with the first entry of its identity in an earlier run, and points at
    /// that row.
    @Test func anAttributeIsComparedAcrossRunsOfATable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let shape = #"{"shape": {"listBy": "/week", "rank": "/pos", "identity": ["/title"], "movement": "none", "fields": "open"}}"#
        try shape.write(toFile: directory + "/.rankcheck.json", atomically: true, encoding: .utf8)
        let plantedWeek = 400  // in the second run (runs of 32,768 rows or more: 328 weeks of 100)
        var rows = ["week,title,pos,artist"], plain = ["week,title,pos"]
        var firstLine: [Int: Int] = [:], plantedSong = 0
        for week in 0..<4_000 {
            for position in 0..<100 {
                let song = week + (position * 37 + week * 11) % 100
                firstLine[song] = firstLine[song] ?? rows.count + 1
                let artist = week == plantedWeek && position == 0 ? "Someone else" : "Artist \(song)"
                if week == plantedWeek, position == 0 { plantedSong = song }
                rows.append("\(10_000 + week),Song \(song),\(position + 1),\(artist)")
                plain.append("\(10_000 + week),Song \(song),\(position + 1)")
            }
        }
        try (rows.joined(separator: "\n") + "\n").write(toFile: directory + "/artists.csv", atomically: true, encoding: .utf8)
        try (plain.joined(separator: "\n") + "\n").write(toFile: directory + "/plain.csv", atomically: true, encoding: .utf8)
        let earlierLine = try #require(firstLine[plantedSong])
        #expect(earlierLine < 2 + 100 * 328, "the earlier entry is in the first run")
        let found = try rankcheck(["validate", "--format", "json", "artists.csv"], in: directory)
        #expect(found.exitCode == 0)
        let findings = found.stdout.components(separatedBy: #""rule": "RC301""#)
        #expect(findings.count == 2, "\(found.stdout.prefix(3_000))")
        let earlierWeek = 10_000 + (earlierLine - 2) / 100
        #expect(found.stdout.contains(#"'artist' of 'Song \#(plantedSong)' is \"Someone else\" here but \"Artist \#(plantedSong)\" in '\#(earlierWeek)'"#),
                "\(found.stdout.prefix(3_000))")
        #expect(found.stdout.contains(#""row": \#(2 + 100 * plantedWeek),"#), "\(found.stdout.prefix(3_000))")
        #expect(found.stdout.contains(#""line": \#(earlierLine),"#), "the related place is the earlier row: \(found.stdout.prefix(3_000))")
        // Checked whole, the table with artists took 4 times the memory of the one without.
        let artists = try peakMemoryOfRun(["validate", "--quiet", directory + "/artists.csv"])
        let withoutArtists = try peakMemoryOfRun(["validate", "--quiet", directory + "/plain.csv"])
        #expect(artists < withoutArtists * 3 / 2, "400,000 rows without artists \(withoutArtists) KiB, with artists \(artists) KiB")
    }

    /// A finding that points into last year's file has that place filled in when its file's
    /// check ends, in a run of many files: last year's index is let go, not kept for printing.
    @Test func aRunOfManyYearsHoldsNoPriorIndexForItsFindings() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func year(_ first: String) -> String {
            #"{"towns": ["# + ([first] + (2...20_000).map { #"{"rank": \#($0), "townName": "町\#($0)", "isRankUp": false, "rankFluctuation": 0}"# })
                .joined(separator: ", ") + "]}"
        }
        let prior = year(#"{"rank": 1, "townName": "町1", "isRankUp": false, "rankFluctuation": 0}"#)
        // A claimed move (RC401, its note in last year's file), or a rank of the wrong type (RC004, no note).
        let kinds = ["moved": year(#"{"rank": 1, "townName": "町1", "isRankUp": true, "rankFluctuation": 1}"#),
                     "typed": year(#"{"rank": "1", "townName": "町1", "isRankUp": false, "rankFluctuation": 0}"#)]
        for (kind, current) in kinds {
            for folder in 0..<16 {
                let path = directory + "/\(kind)/y\(folder)"
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                try prior.write(toFile: path + "/TownRanking2020.json", atomically: true, encoding: .utf8)
                try current.write(toFile: path + "/TownRanking2021.json", atomically: true, encoding: .utf8)
            }
        }
        let moved = try peakMemoryOfRun(["validate", "--quiet", directory + "/moved"])
        let typed = try peakMemoryOfRun(["validate", "--quiet", directory + "/typed"])
        #expect(moved * 4 < typed * 5, "notes in last year's files \(moved) KiB, no notes \(typed) KiB")
        // Each note is at its place, with its line shown.
        let many = try rankcheck(["validate", directory + "/moved"])
        let note = "TownRanking2020.json:1:36: 2020: '町1' at rank 1\n  |\n1 | {\"towns\": [{\"rank\": 1, \"townName\": \"町1\", \"isRankUp\": false,"
        #expect(many.stdout.components(separatedBy: note).count == 17, "\(many.stdout.prefix(3_000))")
    }

    @Test func aMappedFileThatShrinksMidRunIsAToolError() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/maps") else { return }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let towns = (1...60_000).map { ("町\($0)丁目", false, 0, "JR京浜東北・根岸線ほか") }
        let path = directory + "/TownRanking2021.json"
        try write(Self.rankingText([("townRankingsForRent", towns), ("townRankingsForBuy", towns)], lines: "\n"), to: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rankcheckBinary)
        process.arguments = ["validate", path, "--no-prior"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Once the file shows among the process's mappings, cut it to nothing.
        let name = (directory as NSString).lastPathComponent
        var truncated = false
        while process.isRunning, !truncated {
            let maps = FileHandle(forReadingAtPath: "/proc/\(process.processIdentifier)/maps")?.readDataToEndOfFile() ?? Data()
            if String(decoding: maps, as: UTF8.self).contains(name) {
                truncated = truncate(path, 0) == 0
            } else {
                usleep(100)
            }
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(truncated, "the run ended before the file could be cut")
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(stdout.isEmpty)
        #expect(String(decoding: stderr, as: UTF8.self) == "rankcheck: error: an input file could not be read to its end (it shrank during the run, or the disk failed)\n")
    }
}
