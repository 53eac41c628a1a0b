import Foundation
import Testing

@Suite struct CommandLineBehaviourTests {
    @Test func exitCodesFollowTheSpec() throws {
        #expect(try rankcheck(["validate", "Fixtures/valid"]).exitCode == 0)
        #expect(try rankcheck(["validate", "Fixtures/rules/RC007-empty-list.json"]).exitCode == 0, "warnings alone pass")
        #expect(try rankcheck(["validate", "Fixtures/rules/RC007-empty-list.json", "--strict"]).exitCode == 1)
        #expect(try rankcheck(["validate", "Fixtures/TownRanking2021.json"]).exitCode == 1)
        #expect(try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--exit-zero"]).exitCode == 0)
        #expect(try rankcheck(["validate", "Fixtures/rules/RC001-bom.json"]).exitCode == 1, "invalid JSON is a finding")
        #expect(try rankcheck(["validate", "nope.json", "--exit-zero"]).exitCode == 2, "tool errors still exit 2")
        #expect(try rankcheck(["frobnicate"]).exitCode == 2)
        let both = try rankcheck(["validate", "--fix", "--diff", "Fixtures/valid"])
        #expect(both.exitCode == 2 && both.stderr.contains("--diff prints the changes --fix would write, and writes nothing"), "\(both.stderr)")
    }

    /// A file of JSON Lines (a value a line, as exports write them) is not one document: RC001
    /// at the second line's value says so, and what to write. A second value on the same line is
    /// only the syntax error it is.
    @Test func jsonLinesAreToldApartFromASyntaxError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("{\"rank\": 1, \"name\": \"a\"}\r\n{\"rank\": 2, \"name\": \"b\"}\r\n", to: directory + "/top.jsonl")
        try write(#"{"towns": []} {"towns": []}"#, to: directory + "/two.json")
        let lines = try rankcheck(["validate", "top.jsonl", "two.json"], in: directory)
        #expect(lines.exitCode == 1 && lines.stdout.contains("""
            top.jsonl:2:1: error[RC001] invalid-json: expected end of file after the top-level value, found '{'
              |
            2 | {"rank": 2, "name": "b"}
              | ^
            help: The file holds a JSON value a line (JSON Lines); a ranking file is one JSON document: write the entries as one array, [{…}, {…}], or keep them as a CSV table.

            two.json:1:15: error[RC001] invalid-json: expected end of file after the top-level value, found '{'
            """) && lines.stdout.components(separatedBy: "help:").count == 2, "\(lines.stdout)")
    }

    /// A prior period that no enabled rule and no report uses is not read: a broken prior file
    /// is then neither a finding nor a notice, and the report names no prior.
    @Test func aPriorPeriodNothingUsesIsNotRead() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"towns": [{"rank": 1, "townName": "Warabi", "isRankUp": true, "rankFluctuation": 1}]}"#, to: directory + "/TownRanking2021.json")
        try write(#"{"towns": [{"rank": 1, "townName": "Warabi",}]}"#, to: directory + "/TownRanking2020.json")
        let all = try rankcheck(["validate", "TownRanking2021.json"], in: directory)
        #expect(all.exitCode == 1 && all.stdout.contains("TownRanking2020.json:1:44: error[RC001]") && all.stdout.contains("prior-year rules skipped"), "\(all.stdout)")
        for unused in [["--select", "RC1"], ["--ignore", "RC2,RC4"], ["--no-prior"]] {
            let result = try rankcheck(["validate", "--format", "json", "TownRanking2021.json"] + unused, in: directory)
            #expect(result.exitCode == 0 && !result.stdout.contains("TownRanking2020") && result.stderr.isEmpty, "\(unused): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains(#""prior" : null"#) || result.stdout.contains(#""prior": null"#), "\(unused): \(result.stdout)")
        }
        // A movement table shows the prior period, so it is read for one.
        let table = try rankcheck(["validate", "--format", "markdown", "--select", "RC1", "TownRanking2021.json"], in: directory)
        #expect(table.stdout.contains("its prior file TownRanking2020.json is not valid JSON"), "\(table.stdout)")
    }

    @Test func versionAndHelp() throws {
        #expect(try rankcheck(["--version"]).stdout == "rankcheck 0.1.0\n")
        for command in ["validate", "diff", "rules", "explain"] {
            let result = try rankcheck([command, "--help"])
            #expect(result.exitCode == 0 && result.stdout.hasPrefix("USAGE: rankcheck \(command)"))
        }
    }

    @Test func optionsAcceptEqualsAndDoubleDash() throws {
        let a = try rankcheck(["validate", "--format=json", "Fixtures/valid/minimal.json"])
        let b = try rankcheck(["validate", "--format", "json", "--", "Fixtures/valid/minimal.json"])
        #expect(a == b && a.exitCode == 0 && a.stdout.hasPrefix("{"))
    }

    @Test func standardInputUsesTheGivenName() throws {
        let bytes = try #require(FileManager.default.contents(atPath: fixture("TownRanking2021.json")))
        let named = try rankcheck(["validate", "-", "--stdin-filename", "data/TownRanking2021.json"], stdin: Array(bytes))
        #expect(named.exitCode == 1)
        #expect(named.stdout.hasPrefix("data/TownRanking2021.json:140:32: error[RC203]"))
        let unnamed = try rankcheck(["validate", "-"], stdin: Array("{\"r\": []}".utf8))
        #expect(unnamed.stdout.hasPrefix("<stdin>:1:7: warning[RC007]"))
    }

    @Test func colourOnlyWhenAskedAndNeverWithNoColor() throws {
        let plain = try rankcheck(["validate", "Fixtures/TownRanking2021.json"])
        #expect(!plain.stdout.contains("\u{1B}["), "not a terminal: no colour")
        let forced = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--color", "always"])
        #expect(forced.stdout.contains("\u{1B}[1;31merror[RC203]\u{1B}[0m"))
        let vetoed = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(!vetoed.stdout.contains("\u{1B}["))
    }

    @Test func githubActionsGetsAnnotationsWithoutFlags() throws {
        let result = try rankcheck(["validate", "Fixtures/TownRanking2021.json"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(result.stdout.contains("1 error, 1 warning in 1 file\n::error file=Fixtures/TownRanking2021.json,line=140,col=32"))
        let explicit = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--format", "json"], environment: ["GITHUB_ACTIONS": "true"])
        #expect(!explicit.stdout.contains("::error"))
    }

    @Test func outputAndExtraReportsGoToFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let result = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--output", "\(directory)/out.txt",
                                    "--report", "sarif:\(directory)/r.sarif", "--report", "markdown:\(directory)/summary.md"])
        #expect(result.exitCode == 1 && result.stdout.isEmpty)
        #expect(try read("\(directory)/out.txt").hasPrefix("Fixtures/TownRanking2021.json:140:32"))
        #expect(try read("\(directory)/r.sarif").contains("\"version\": \"2.1.0\""))
        #expect(try read("\(directory)/summary.md").hasPrefix("## rankcheck\n\n❌ **rankcheck failed**"))
        let missing = try rankcheck(["validate", "Fixtures/valid/minimal.json", "--output", "\(directory)/no/such/dir/out.txt"])
        #expect(missing.exitCode == 2 && missing.stderr.contains("cannot write report"))
        #expect(try rankcheck(["validate", "Fixtures/valid", "--report", "yaml:x"]).exitCode == 2)
    }

    /// A device, a pipe or a link to one given as a report's file is written into as a shell's
    /// redirection writes into it: never replaced by a file of the report (`--output /dev/null`
    /// run as root must leave /dev/null a device).
    @Test func aPipeOrADeviceGivenAsTheOutputIsWrittenIntoNotReplaced() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let pipe = "\(directory)/report.pipe"
        #expect(mkfifo(pipe, 0o600) == 0)
        // Its reading end is open before the run (a report of a few KiB fits in the pipe's buffer).
        let reader = open(pipe, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        let result = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--output", pipe, "--report", "json:/dev/stdout"])
        let received = FileHandle(fileDescriptor: reader, closeOnDealloc: false).availableData
        #expect(result.exitCode == 1, "\(result.stderr)")
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("Fixtures/TownRanking2021.json:140:32"))
        #expect(result.stdout.hasPrefix("{") && result.stdout.contains("\"RC401\""))
        #expect(isFIFO(pipe), "the pipe was replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["report.pipe"])
        #expect(try FileManager.default.attributesOfItem(atPath: "/dev/stdout")[.type] as? FileAttributeType == .typeSymbolicLink)
        let toDirectory = try rankcheck(["validate", "Fixtures/valid/minimal.json", "--output", directory])
        #expect(toDirectory.exitCode == 2 && toDirectory.stderr.contains("not written: it is a directory"), "\(toDirectory.stderr)")
    }

    private func isFIFO(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    @Test func quietPrintsOnlyTheSummary() throws {
        #expect(try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--quiet"]).stdout == "1 error, 1 warning in 1 file\n")
        #expect(try rankcheck(["validate", "Fixtures/valid", "--quiet"]).stdout.isEmpty)
    }

    @Test func selectAndIgnoreTakeIdsNamesAndPrefixes() throws {
        let onlyAttributes = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--select", "inconsistent-attribute"])
        #expect(onlyAttributes.exitCode == 0 && onlyAttributes.stdout.contains("RC301") && !onlyAttributes.stdout.contains("RC203"))
        let withoutMovement = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--ignore", "RC2,RC3"])
        #expect(withoutMovement.stdout == "no problems in 1 file\n")
        let unknown = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--select", "RC2O3"])
        #expect(unknown.exitCode == 2 && unknown.stderr.contains("did you mean 'RC203'?"))
    }

    /// A misspelt value of an option with a few choices is told the choice it stands for.
    @Test func aMisspeltChoiceIsToldTheChoiceItStandsFor() throws {
        let result = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--format", "sarf"])
        #expect(result.exitCode == 2 && result.stderr.hasPrefix("rankcheck: error: invalid value 'sarf' for '--format'; did you mean 'sarif'? expected one of: human, json,"),
                "\(result.stderr)")
    }

    @Test func directoriesSkipHiddenFoldersAndOtherFiles() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("{\"r\": []}", to: "\(directory)/a.json")
        try write("not json", to: "\(directory)/.git/b.json")
        try write("not json", to: "\(directory)/.build/c.json")
        try write("not json", to: "\(directory)/notes.txt")
        let result = try rankcheck(["validate", "."], in: directory)
        #expect(result.stdout.hasPrefix("a.json:1:7: warning[RC007]") && result.stdout.hasSuffix("1 warning in 1 file\n"))
    }

    @Test(arguments: ["rules", "formats"])
    func readmeTablesAreTheRegistries(_ command: String) throws {
        let readme = try read(packageRoot + "/README.md")
        let marker = "<!-- generated-text: rankcheck \(command) --format markdown -->\n"
        let start = try #require(readme.range(of: marker))
        let end = try #require(readme.range(of: "<!-- end -->", range: start.upperBound..<readme.endIndex))
        let table = String(readme[start.upperBound..<end.lowerBound])
        #expect(table == (try rankcheck([command, "--format", "markdown"])).stdout, "README's \(command) table differs from `rankcheck \(command) --format markdown`")
    }

    @Test func helpListsEveryFormatOfTheRegistry() throws {
        let help = try rankcheck(["validate", "--help"]).stdout
        let formats = try rankcheck(["formats"]).stdout.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(formats.count == 12)
        for format in formats { #expect(help.contains("  \(format) "), "validate --help lacks \(format)") }
        let badReport = try rankcheck(["validate", "--report", "nope:x"])
        #expect(badReport.stderr.contains("FORMAT one of " + formats.joined(separator: ", ")))
    }

    /// In every command's help, an option's description goes on under itself: no line that
    /// carries it on starts left of where the description starts.
    @Test(arguments: [[], ["validate"], ["diff"], ["init"], ["rules"], ["explain"], ["formats"], ["server"]])
    func helpContinuesEachDescriptionUnderItself(_ command: [String]) throws {
        let help = try rankcheck(command + ["--help"]).stdout
        var column: Int?
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            let indent = line.prefix { $0 == " " }.count
            if let option = line.firstMatch(of: /^ +-\S*( \S+)?  +/) {
                column = option.output.0.count
            } else if let expected = column, indent > 0 {
                #expect(indent >= expected, "rankcheck \(command.joined()) --help: '\(line)' starts at \(indent), left of its description at \(expected)")
            } else {
                column = nil
            }
        }
    }

    @Test func sarifFingerprintsSurviveShiftedLines() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let original = try read(fixture("TownRanking2021.json"))
        try write(original, to: "\(directory)/TownRanking2021.json")
        let before = try rankcheck(["validate", "TownRanking2021.json", "--format", "sarif"], in: directory).stdout
        try write("\n" + original, to: "\(directory)/TownRanking2021.json")
        let after = try rankcheck(["validate", "TownRanking2021.json", "--format", "sarif"], in: directory).stdout
        func fingerprints(_ text: String) -> [String] { text.split(separator: "\n").filter { $0.contains("rankcheck/v1") }.map(String.init) }
        func startLines(_ text: String) -> [String] { text.split(separator: "\n").filter { $0.contains("\"startLine\"") }.map(String.init) }
        #expect(fingerprints(before).count == 2)
        #expect(fingerprints(before) == fingerprints(after))
        #expect(startLines(before) != startLines(after))
    }
}
