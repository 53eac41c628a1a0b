import Foundation
import Testing

@Suite struct ConfigurationAndBaselineTests {
    func project(config: String?) throws -> String {
        let directory = try temporaryDirectory()
        if let config { try write(config, to: "\(directory)/.rankcheck.json") }
        try write(try read(fixture("TownRanking2021.json")), to: "\(directory)/data/2021/TownRanking2021.json")
        return directory
    }

    @Test func configIsFoundFromTheWorkingDirectoryUpwards() throws {
        let directory = try project(config: #"{"ignore": ["RC301"]}"#)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "TownRanking2021.json"], in: "\(directory)/data/2021")
        #expect(result.stdout.hasSuffix("1 error in 1 file\n") && !result.stdout.contains("RC301"))
    }

    @Test func theCommandLineWinsOverTheFile() throws {
        let directory = try project(config: #"{"select": ["RC203"], "severity": {"RC203": "warning"}}"#)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fromFile = try rankcheck(["validate", "data"], in: directory)
        #expect(fromFile.exitCode == 0 && fromFile.stdout.contains("warning[RC203]") && !fromFile.stdout.contains("RC301"))
        let overridden = try rankcheck(["validate", "data", "--select", "RC301"], in: directory)
        #expect(overridden.stdout.contains("RC301") && !overridden.stdout.contains("RC203"))
    }

    @Test func perFileIgnoresAndExcludesUsePathsRelativeToTheConfig() throws {
        let directory = try project(config: #"{"per-file-ignores": {"data/2021/*.json": ["RC2"]}, "exclude": ["**/draft-*.json"]}"#)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("not json", to: "\(directory)/data/2021/draft-1.json")
        let result = try rankcheck(["validate", "."], in: directory)
        #expect(result.stdout.hasSuffix("1 warning in 1 file\n"), "\(result.stdout)")
    }

    @Test func tiesPolicyComesFromTheConfig() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let tied = #"{"r": [{"rank": 1, "townName": "a", "isRankUp": false, "rankFluctuation": 0}, {"rank": 1, "townName": "b", "isRankUp": false, "rankFluctuation": 0}, {"rank": 3, "townName": "c", "isRankUp": false, "rankFluctuation": 0}]}"#
        try write(tied, to: "\(directory)/t.json")
        #expect(try rankcheck(["validate", "t.json"], in: directory).stdout.contains("RC102"))
        try write(#"{"ties": "competition"}"#, to: "\(directory)/.rankcheck.json")
        #expect(try rankcheck(["validate", "t.json"], in: directory).stdout == "no problems in 1 file\n")
    }

    @Test func configErrorsHaveAPositionAndExitTwo() throws {
        let directory = try project(config: "{\n  \"select\": [\"RC203\"],\n  \"tie\": \"none\"\n}")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "data"], in: directory)
        #expect(result.exitCode == 2)
        #expect(result.stderr == "rankcheck: error: invalid configuration: .rankcheck.json:3:3: unknown configuration key 'tie'; did you mean 'ties'?\n", "\(result.stderr)")
        let missing = try rankcheck(["validate", "data", "--config", "nope.json"], in: directory)
        #expect(missing.exitCode == 2 && missing.stderr.contains("'nope.json' does not exist"))
        // A folder is named as one, with the file it may mean; a device is no file.
        let folder = try rankcheck(["validate", "data", "--config", "data"], in: directory)
        #expect(folder.exitCode == 2 && folder.stderr.contains("configuration file 'data' is a folder; name the file, such as 'data/.rankcheck.json'"), "\(folder.stderr)")
        let device = try rankcheck(["validate", "data", "--config", "/dev/null"], in: directory)
        #expect(device.exitCode == 2 && device.stderr.contains("configuration file '/dev/null' is not a file"), "\(device.stderr)")
    }

    /// A prior file `--prior` names that is not there, or not a file, is the run's one error:
    /// nothing is checked, as for `--config`.
    @Test func aPriorFileThatIsNotAFileEndsTheRunBeforeTheCheck() throws {
        let directory = try project(config: nil)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (prior, error) in [("nope.json", "prior file 'nope.json' does not exist"),
                               ("data", "prior file 'data' is a folder; name the prior period's file in it"),
                               ("/dev/null", "prior file '/dev/null' is not a file")] {
            let result = try rankcheck(["validate", "data", "--prior", prior], in: directory)
            #expect(result.exitCode == 2 && result.stdout.isEmpty && result.stderr.hasPrefix("rankcheck: error: \(error)\n"),
                    "\(prior): \(result.stdout)\(result.stderr)")
        }
    }

    /// A prior period given as a pipe (`--prior <(git show HEAD~1:chart.csv)`, for data kept in
    /// one file that each period overwrites) is read once, for every file it is the prior of
    /// and for its snippets; named as "the prior period"; a table read as the file checked is.
    /// A named pipe nothing writes to reads as an empty file, without waiting for a writer. A
    /// pipe named as the file checked is pointed to standard input.
    @Test func aPriorPeriodGivenAsAPipeIsReadAsAFile() throws {
        let directory = try temporaryDirectory(), tables = try temporaryDirectory()
        defer { for folder in [directory, tables] { try? FileManager.default.removeItem(atPath: folder) } }
        for name in ["a", "b"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/years/TownRanking2022.json", toPath: "\(directory)/\(name).json")
        }
        let university = packageRoot + "/Fixtures/init/university-years"
        for name in ["rankings-2024.csv", "rankings-2025.csv"] {
            try FileManager.default.copyItem(atPath: "\(university)/\(name)", toPath: "\(tables)/\(name)")
        }
        try FileManager.default.copyItem(atPath: "\(university)/.expected.rankcheck.json", toPath: "\(tables)/.rankcheck.json")
        let prior = packageRoot + "/Fixtures/years/TownRanking2021.json"

        let json = try rankcheckInShell(#"exec "$RANKCHECK" validate a.json b.json --prior <(cat "\#(prior)") --format xcode"#, in: directory)
        let mismatches = json.stdout.split(separator: "\n").filter { $0.contains("RC401") }
        #expect(json.exitCode == 1 && mismatches.count == 2 && mismatches.allSatisfy { $0.contains("'大宮' was rank 2 in the prior period: up 1") },
                "\(json.stdout)\(json.stderr)")
        let snippet = try rankcheckInShell(#"exec "$RANKCHECK" validate a.json --prior <(cat "\#(prior)")"#, in: directory)
        #expect(snippet.stdout.contains("the prior period: '大宮' at rank 2\n   |\n12 |             \"townName\": \"大宮\","), "\(snippet.stdout)")
        // A place in the pipe has no file SARIF could point at: its message names it.
        let sarif = try rankcheckInShell(#"exec "$RANKCHECK" validate a.json --prior <(cat "\#(prior)") --format sarif"#, in: directory)
        #expect(sarif.exitCode == 1 && sarif.stdout.contains("the prior period: '大宮' at rank 2") && !sarif.stdout.contains("/dev/fd/"), "\(sarif.stdout)")
        let page = try rankcheckInShell(#"exec "$RANKCHECK" validate a.json --prior <(cat "\#(prior)") --format html"#, in: directory)
        #expect(page.stdout.contains("<p class=\"against\">Compared with the prior period.</p>") && !page.stdout.contains("/dev/fd/"), "\(page.stdout.prefix(400))")
        let jsonDiff = try rankcheckInShell(#"exec "$RANKCHECK" diff <(cat "\#(prior)") a.json"#, in: directory)
        #expect(jsonDiff.exitCode == 1 && jsonDiff.stdout.hasPrefix("townRankingsForRent (the prior period → a.json)\n")
                && jsonDiff.stdout.hasSuffix("1 claimed movement disagrees with the prior period\n") && !jsonDiff.stdout.contains("/dev/fd/"), "\(jsonDiff.stdout)")

        let table = try rankcheckInShell(#"exec "$RANKCHECK" validate rankings-2025.csv --prior <(cat rankings-2024.csv) --format xcode"#, in: tables)
        #expect(table.exitCode == 1 && table.stdout.contains("claims to be new but 'University of Nantes' was rank 9 in the prior period: down 2"),
                "\(table.stdout)\(table.stderr)")
        let diff = try rankcheckInShell(#"exec "$RANKCHECK" diff <(cat rankings-2024.csv) rankings-2025.csv"#, in: tables)
        #expect(diff.exitCode == 1 && diff.stdout.hasPrefix("rankings-2025 (the prior period → rankings-2025)")
                && diff.stdout.contains("University of Nantes              9  new      down 2  mismatch"), "\(diff.stdout)\(diff.stderr)")

        // Standard input, where a shell has no `<(…)`; it cannot also be the file checked.
        let piped = try rankcheck(["validate", "a.json", "--prior", "-", "--format", "xcode"], in: directory, stdin: Array(try read(prior).utf8))
        #expect(piped.exitCode == 1 && piped.stdout.contains("'大宮' was rank 2 in the prior period: up 1 (RC401 movement-mismatch)\n-:12:25: note: the prior period: '大宮' at rank 2\n"),
                "\(piped.stdout)\(piped.stderr)")
        let checkedPipe = try rankcheckInShell(#"exec "$RANKCHECK" validate <(cat a.json)"#, in: directory)
        #expect(checkedPipe.exitCode == 2 && checkedPipe.stdout.isEmpty
                && checkedPipe.stderr.hasSuffix(" is a pipe; data from a pipe is checked on standard input, named for its format and messages: `… | rankcheck validate - --stdin-filename data.json`\n"),
                "\(checkedPipe.stdout)\(checkedPipe.stderr)")
        let twice = try rankcheck(["validate", "-", "--prior", "-"], in: directory, stdin: [])
        #expect(twice.exitCode == 2 && twice.stderr.hasPrefix("rankcheck: error: standard input is read once: it can be the file checked (-) or its prior period (--prior -), not both\n"),
                "\(twice.stderr)")

        let waiting = try rankcheckInShell(#"mkfifo fifo && exec timeout 60 "$RANKCHECK" validate a.json --prior fifo"#, in: directory)
        #expect(waiting.exitCode == 1 && waiting.stdout.contains("fifo:1:1: error[RC001] invalid-json: expected a JSON value, found an empty file"),
                "\(waiting.exitCode) \(waiting.stdout)\(waiting.stderr)")
    }

    /// `--prior` beside a glob that names the prior file too: that file is checked without a
    /// prior period, not against itself (where every move would read as wrong).
    @Test func thePriorFileNamedAmongTheFilesIsNotComparedWithItself() throws {
        let result = try rankcheck(["validate", "TownRanking2021.json", "TownRanking2022.json", "--prior", "TownRanking2021.json", "--format", "xcode"],
                                   in: packageRoot + "/Fixtures/years")
        let rules = result.stdout.split(separator: "\n").filter { !$0.contains(": note: ") }.map { $0.split(separator: "(").last.map(String.init) ?? "" }
        #expect(rules == ["RC203 prior-rank-collision)", "RC301 inconsistent-attribute)", "RC401 movement-mismatch)"],
                "\(result.stdout)")
    }

    @Test func baselineHidesRecordedFindingsByTownNotLine() throws {
        let directory = try project(config: nil)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = "\(directory)/data/2021/TownRanking2021.json"
        let written = try rankcheck(["validate", "data", "--write-baseline", "baseline.json"], in: directory)
        #expect(written.exitCode == 1 && written.stdout.contains("wrote 2 findings to the baseline baseline.json"))
        let baseline = try read("\(directory)/baseline.json")
        #expect(baseline.contains("\"townName\": \"小岩\"") && !baseline.contains("\"line\""))
        let hidden = try rankcheck(["validate", "data", "--baseline", "baseline.json"], in: directory)
        #expect(hidden.exitCode == 0)
        #expect(hidden.stdout == "no problems in 1 file; 2 hidden by the baseline\n")
        // Lines shift: still hidden.
        let original = try read(data)
        try write("\n\n" + original, to: data)
        #expect(try rankcheck(["validate", "data", "--baseline", "baseline.json"], in: directory).exitCode == 0)
        // A new finding of a baselined rule on another town is shown.
        try write(original.replacingOccurrences(of: "\"townName\": \"柏\",\n            \"isRankUp\": true,\n            \"rankFluctuation\": 8",
                                                with: "\"townName\": \"柏\",\n            \"isRankUp\": true,\n            \"rankFluctuation\": 14"), to: data)
        let shown = try rankcheck(["validate", "data", "--baseline", "baseline.json"], in: directory)
        #expect(shown.exitCode == 1 && shown.stdout.contains("'目黒' (rank 8, up 13) and '柏' (rank 7, up 14) both imply prior rank 21"))
        // A baselined finding that is gone is reported as fixed.
        try write(original.replacingOccurrences(of: "\"availableLine\": \"JR中央線ほか\"\n        },\n        {\n            \"rank\": 18",
                                                with: "\"availableLine\": \"JR京浜東北・根岸線\"\n        },\n        {\n            \"rank\": 18"), to: data)
        let fixed = try rankcheck(["validate", "data", "--baseline", "baseline.json"], in: directory)
        #expect(fixed.stdout == "no problems in 1 file; 1 hidden by the baseline; 1 baseline entry is fixed; regenerate the baseline\n")
        // Kept beside the data, the run's own baseline is not a file the walk skips.
        try FileManager.default.moveItem(atPath: "\(directory)/baseline.json", toPath: "\(directory)/data/baseline.json")
        let beside = try rankcheck(["validate", "data", "--baseline", "data/baseline.json"], in: directory)
        #expect(beside.stdout == fixed.stdout, "\(beside.stdout)")
    }

    /// A baseline that cannot be used is a one-line error before anything is checked: no report
    /// of the findings it was to hide, and `--fix` writes nothing.
    @Test func aBaselineThatCannotBeUsedEndsTheRunBeforeTheCheck() throws {
        let directory = try project(config: nil)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let data = "\(directory)/data/2021/TownRanking2021.json"
        // A move written as a string, which --fix would write as the integer.
        let original = try read(data).replacingOccurrences(of: "\"townName\": \"柏\",\n            \"isRankUp\": true,\n            \"rankFluctuation\": 8",
                                                           with: "\"townName\": \"柏\",\n            \"isRankUp\": true,\n            \"rankFluctuation\": \"8\"")
        try write(original, to: data)
        #expect(try rankcheck(["validate", "data", "--diff"], in: directory).stdout.contains(#"+            "rankFluctuation": 8"#))
        try write(#"{"findings": 7}"#, to: "\(directory)/baseline.json")
        for arguments in [["validate", "data"], ["validate", "data", "--fix"], ["validate", "data", "--format", "sarif"]] {
            let invalid = try rankcheck(arguments + ["--baseline", "baseline.json"], in: directory)
            #expect(invalid.exitCode == 2 && invalid.stdout.isEmpty
                    && invalid.stderr == "rankcheck: error: invalid baseline: baseline.json:1:1: a baseline is an object with a \"findings\" array (written by --write-baseline)\n",
                    "\(arguments): \(invalid.stdout)\(invalid.stderr)")
        }
        #expect(try read(data) == original)
        let missing = try rankcheck(["validate", "data", "--baseline", "absent.json"], in: directory)
        #expect(missing.exitCode == 2 && missing.stdout.isEmpty && missing.stderr.hasPrefix("rankcheck: error: cannot read baseline: ")
                && missing.stderr.hasSuffix("absent.json: no such file or directory\n"), "\(missing.stdout)\(missing.stderr)")
    }
}
