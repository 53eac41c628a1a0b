import Foundation
import Testing

/// A data repository as users have one (`.ci/sample-repository.sh`: towns with a prior year, a
/// chart folder with its own shape, a folder extending the root configuration, a schema,
/// package.json, ignored build/ and node_modules/), checked the ways users run rankcheck: each
/// gives the same findings per file, and nothing on what is not ranking data.
@Suite struct RepositoryTests {
    /// The planted findings: path, line, column, rule, severity.
    static let expected: Set<String> = [
        "data/charts/chart-2021.json:24:30 RC401 error",
        "data/charts/chart-2021.json:31:30 RC401 error",
        "data/charts/chart-2021.json:35:29 RC101 error",
        "data/charts/chart-2021.json:38:30 RC402 error",
        // RC301 is a warning by default; data/strict/.rankcheck.json makes it an error.
        "data/strict/TownRanking2021.json:17:30 RC301 error",
        "data/towns/TownRanking2021.json:7:32 RC401 error",
    ]

    func makeRepository() throws -> String {
        let root = try temporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [packageRoot + "/.ci/sample-repository.sh", root]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return root
    }

    /// The findings of a JSON report, as "path:line:col RULE severity", paths from the repository's root.
    func findings(_ result: ProcessResult, under prefix: String = "") throws -> Set<String> {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let list = try #require(report["findings"] as? [[String: Any]])
        return Set(list.map { finding in
            let start = finding["start"] as! [String: Any]
            return "\(prefix)\(finding["path"]!):\(start["line"]!):\(start["column"]!) \(finding["rule"]!) \(finding["severity"]!)"
        })
    }

    @Test func everyWayOfRunningGivesTheSameFindings() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fromRoot = try rankcheck(["validate", "--format", "json"], in: root)
        #expect(fromRoot.exitCode == 1)
        #expect(try findings(fromRoot) == Self.expected)

        let fromSubfolder = try rankcheck(["validate", "--format", "json"], in: root + "/data")
        #expect(try findings(fromSubfolder, under: "data/") == Self.expected)

        let named = ["data/towns/TownRanking2020.json", "data/towns/TownRanking2021.json", "data/charts/chart-2020.json",
                     "data/charts/chart-2021.json", "data/strict/TownRanking2021.json"]
        #expect(try findings(try rankcheck(["validate", "--format", "json"] + named, in: root)) == Self.expected)
        #expect(try findings(try rankcheck(["validate", "--format", "json", "data/charts", "data/strict", "data/towns"], in: root)) == Self.expected)

        // pre-commit names every JSON file; --force-exclude (the hook's) skips what is not ranking data.
        let everyFile = named + ["package.json", "schemas/ranking.schema.json"]
        #expect(try findings(try rankcheck(["validate", "--format", "json", "--force-exclude"] + everyFile, in: root)) == Self.expected)

        // The Action's command line (action.yml): '.', SARIF and annotation reports beside the log.
        let action = try rankcheck(["validate", ".", "--format", "human", "--report", "sarif:rankcheck.sarif",
                                    "--report", "github:annotations.txt"], in: root)
        #expect(action.exitCode == 1)
        #expect(action.stdout.hasSuffix("6 errors in 5 files; 3 fixable with --fix; 2 JSON files skipped: not ranking data (--show-skipped lists them)\n"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: root + "/rankcheck.sarif"))) as? [String: Any])
        let results = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]]).map { result -> String in
            let location = ((result["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any])
            let uri = (location["artifactLocation"] as! [String: Any])["uri"]!
            let region = location["region"] as! [String: Any]
            return "\(uri):\(region["startLine"]!):\(region["startColumn"]!) \(result["ruleId"]!) \(result["level"]!)"
        }
        #expect(Set(results) == Self.expected)
        let annotations = try read(root + "/annotations.txt")
        #expect(annotations.split(separator: "\n").count == 6)
        #expect(!annotations.contains("schema") && !annotations.contains("package.json") && !annotations.contains("build/"))
    }

    @Test func walkingSkipsWhatIsNotRankingDataAndWhatGitIgnores() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let listed = try rankcheck(["validate", "--show-skipped", "--exit-zero"], in: root)
        #expect(listed.stdout.contains("note: skipped package.json: not ranking data (no list found)\n"))
        #expect(listed.stdout.contains("note: skipped schemas/ranking.schema.json: not ranking data (no list found)\n"))
        #expect(listed.stdout.hasSuffix("; 2 JSON files skipped: not ranking data\n"))
        // build/ (.gitignore) and data/tmp/ (.git/info/exclude) are checked only when asked.
        let unignored = try rankcheck(["validate", "--format", "json", "--no-respect-gitignore"], in: root)
        let paths = Set(try findings(unignored).map { String($0.split(separator: ":")[0]) })
        #expect(paths.isSuperset(of: ["build/TownRanking2021.json", "data/tmp/TownRanking2021.json"]))
        #expect(!paths.contains("node_modules/some-package/ranking.json"))
        // A file named on the command line is checked whatever it holds, and says what is wrong.
        let named = try rankcheck(["validate", "package.json"], in: root)
        #expect(named.exitCode == 1)
        #expect(named.stdout.contains("package.json:2:13: error[RC002]"), "\(named.stdout)")
        let ignoredButNamed = try rankcheck(["validate", "build/TownRanking2021.json"], in: root)
        #expect(ignoredButNamed.stdout.contains("error[RC101]"))
    }

    @Test func showConfigSaysWhereEachValueComesFrom() throws {
        let root = try makeRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let strict = try rankcheck(["validate", "--show-config", "data/strict/TownRanking2021.json", "--ties", "competition"], in: root)
        #expect(strict.exitCode == 0)
        #expect(strict.stdout.contains("# read from data/strict/.rankcheck.json, which extends .rankcheck.json\n"))
        #expect(strict.stdout.contains(#"severity          {"RC203":"warning","RC301":"error"}  # data/strict/.rankcheck.json, over .rankcheck.json"#))
        #expect(strict.stdout.contains(#"ties              "competition"  # --ties"#))
        #expect(strict.stdout.contains(#"shape             {"attributes":"/availableLine""#) && strict.stdout.contains("# default\n"))
        let chart = try rankcheck(["validate", "--show-config", "charts/chart-2021.json"], in: root + "/data")
        #expect(chart.stdout.contains(#""rank":"/position"}  # charts/.rankcheck.json"#), "\(chart.stdout)")
        let shape = try rankcheck(["validate", "--print-shape", "data/charts"], in: root)
        #expect(shape.stdout.contains("\"/chart/entries\""))
        #expect(shape.stderr == "rankcheck: shape from configuration data/charts/.rankcheck.json\n")
    }

    @Test func extendCyclesAndMissingFilesAreConfigurationErrors() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("{\n  \"extend\": \"b/.rankcheck.json\"\n}\n", to: root + "/.rankcheck.json")
        try write("{\"extend\": \"../.rankcheck.json\"}", to: root + "/b/.rankcheck.json")
        try write(#"{"a": [{"rank": 1, "townName": "x", "isRankUp": false, "rankFluctuation": 0}]}"#, to: root + "/b/r.json")
        let cycle = try rankcheck(["validate", "b/r.json"], in: root)
        #expect(cycle.exitCode == 2)
        #expect(cycle.stderr.hasPrefix("rankcheck: error: invalid configuration: .rankcheck.json:2:13: 'extend' makes a cycle: b/.rankcheck.json → .rankcheck.json → b/.rankcheck.json\n"), "\(cycle.stderr)")
        try write(#"{"extend": "nowhere.json"}"#, to: root + "/b/.rankcheck.json")
        let missing = try rankcheck(["validate", "b/r.json"], in: root)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.hasPrefix("rankcheck: error: invalid configuration: b/.rankcheck.json:1:12: 'extend' names 'nowhere.json', which does not exist (b/nowhere.json)\n"), "\(missing.stderr)")
    }

    /// Patterns stay relative to the configuration that wrote them, also when extended from elsewhere.
    @Test func patternsStayRelativeToTheirOwnConfiguration() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write(#"{"per-file-ignores": {"data/old/*.json": ["RC101"]}, "exclude": ["data/drafts/**"]}"#, to: root + "/.rankcheck.json")
        try write(#"{"extend": "../../.rankcheck.json", "ties": "competition"}"#, to: root + "/data/old/.rankcheck.json")
        let gap = #"{"a": [{"rank": 1, "townName": "x", "isRankUp": false, "rankFluctuation": 0}, {"rank": 3, "townName": "y", "isRankUp": false, "rankFluctuation": 0}]}"#
        try write(gap, to: root + "/data/old/r.json")
        try write(gap, to: root + "/data/new/r.json")
        try write(gap, to: root + "/data/drafts/r.json")
        let result = try rankcheck(["validate", "--format", "json"], in: root)
        #expect(try findings(result) == ["data/new/r.json:1:88 RC101 error"])
    }
}
