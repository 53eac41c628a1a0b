import Foundation
import Testing

/// The CI formats from the outside: reviewdog's byte columns and suggestions, GitLab's stable
/// fingerprints, JSON Lines against the json report, every format in one run.
@Suite struct CIFormatTests {
    func json(_ text: String) throws -> Any { try JSONSerialization.jsonObject(with: Data(text.utf8)) }

    /// One line with Japanese text before a finding (RC201 after '大宮') and inside one (RC302 on '川口 ').
    static let japaneseLine = #"{"a": [{"rank": 1, "townName": "大宮", "isRankUp": true, "rankFluctuation": 0}, {"rank": 2, "townName": "川口 ", "isRankUp": false, "rankFluctuation": 0}]}"#

    @Test func reviewdogColumnsAreUTF8Bytes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(Self.japaneseLine, to: directory + "/r.json")
        let rdjson = try rankcheck(["validate", "r.json", "--format", "rdjsonl", "--no-prior"], in: directory)
        let sarif = try rankcheck(["validate", "r.json", "--format", "json", "--no-prior"], in: directory)
        let diagnostics = try rdjson.stdout.split(separator: "\n").map { try #require(try json(String($0)) as? [String: Any]) }
        let findings = try #require((try json(sarif.stdout) as? [String: Any])?["findings"] as? [[String: Any]])
        #expect(diagnostics.count == 2 && findings.count == 2)
        let bytes = Array(Self.japaneseLine.utf8)
        for (diagnostic, finding) in zip(diagnostics, findings) {
            let range = (diagnostic["location"] as! [String: Any])["range"] as! [String: [String: Int]]
            let start = finding["start"] as! [String: Int], end = finding["end"] as! [String: Int]
            // Byte columns are the byte offsets + 1; code-point columns are smaller by the extra bytes of the Japanese before.
            #expect(range["start"]!["column"]! == start["offset"]! + 1)
            #expect(range["end"]!["column"]! == end["offset"]! + 1)
            let before = String(decoding: bytes[..<start["offset"]!], as: UTF8.self)
            #expect(range["start"]!["column"]! - start["column"]! == before.utf8.count - before.unicodeScalars.count)
            #expect(range["start"]!["column"]! > start["column"]!)
        }
        // The RC302 range holds Japanese: its byte width is more than its code-point width.
        let hygiene = try #require(zip(diagnostics, findings).first { ($0.0["code"] as! [String: Any])["value"] as! String == "RC302" })
        let range = (hygiene.0["location"] as! [String: Any])["range"] as! [String: [String: Int]]
        let points = (hygiene.1["end"] as! [String: Int])["column"]! - (hygiene.1["start"] as! [String: Int])["column"]!
        #expect(range["end"]!["column"]! - range["start"]!["column"]! > points)
    }

    /// reviewdog's github-pr-review turns a suggestion into a replacement of its lines:
    /// `startLine[:startColumn-1] + text + endLine[endColumn-1:]` (byte slicing).
    func applyLikeReviewdog(_ source: [UInt8], _ diagnostics: [[String: Any]]) -> [UInt8] {
        var lines = source.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        var replacements: [(start: Int, end: Int, text: [UInt8])] = []
        for diagnostic in diagnostics {
            for suggestion in diagnostic["suggestions"] as? [[String: Any]] ?? [] {
                let range = suggestion["range"] as! [String: [String: Int]]
                let startLine = range["start"]!["line"]!, endLine = range["end"]!["line"]!
                let startColumn = range["start"]!["column"]!, endColumn = range["end"]!["column"]!
                let text = lines[startLine - 1][..<(startColumn - 1)] + Array((suggestion["text"] as! String).utf8) + lines[endLine - 1][(endColumn - 1)...]
                replacements.append((startLine, endLine, Array(text)))
            }
        }
        for replacement in replacements.sorted(by: { $0.start > $1.start }) {
            lines.replaceSubrange((replacement.start - 1)...(replacement.end - 1), with: [replacement.text])
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    @Test(arguments: ["Fixtures/diff/wrong-direction", "Fixtures/diff/wrong-magnitude", "Fixtures/diff/keep-that-moved", "Fixtures/years"])
    func suggestionsGiveExactlyWhatFixWrites(_ folder: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/" + folder).filter { $0.hasSuffix(".json") }
        for name in names { try FileManager.default.copyItem(atPath: "\(packageRoot)/\(folder)/\(name)", toPath: "\(directory)/\(name)") }
        let current = names.contains("current.json") ? "current.json" : "TownRanking2022.json"
        let prior = names.contains("prior.json") ? ["--prior", "prior.json"] : []
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(current)")))
        let report = try rankcheck(["validate", current, "--format", "rdjson"] + prior, in: directory)
        let result = try #require(try json(report.stdout) as? [String: Any])
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.contains { $0["suggestions"] != nil }, "\(folder): no suggestion to apply")
        let suggested = applyLikeReviewdog(original, diagnostics)
        try rankcheck(["validate", current, "--fix", "--exit-zero"] + prior, in: directory)
        let fixed = try Array(Data(contentsOf: URL(fileURLWithPath: "\(directory)/\(current)")))
        #expect(fixed != original)
        #expect(suggested == fixed, "\(folder): reviewdog's application differs from --fix")
    }

    /// A move claimed up 2 that went down 1 takes two edits on two lines: one suggestion spans them.
    @Test func aTwoLineFixIsOneSuggestion() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#,
                  to: directory + "/TownRanking2020.json")
        try write("{\"r\": [\n  {\"rank\": 1, \"townName\": \"柏\", \"isRankUp\": true,\n   \"rankFluctuation\": 1},\n"
                  + "  {\"rank\": 2, \"townName\": \"蕨\", \"isRankUp\": true,\n   \"rankFluctuation\": 2}\n]}\n", to: directory + "/TownRanking2021.json")
        let original = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/TownRanking2021.json")))
        let result = try #require(try json(try rankcheck(["validate", "TownRanking2021.json", "--format", "rdjson"], in: directory).stdout) as? [String: Any])
        let diagnostics = try #require(result["diagnostics"] as? [[String: Any]])
        let suggestion = try #require(diagnostics.compactMap { ($0["suggestions"] as? [[String: Any]])?.first }.first { suggestion in
            let range = suggestion["range"] as! [String: [String: Int]]
            return range["start"]!["line"]! != range["end"]!["line"]!
        }, "no suggestion spans two lines")
        #expect(suggestion["text"] as? String == "false,\n   \"rankFluctuation\": 1")
        try rankcheck(["validate", "TownRanking2021.json", "--fix", "--exit-zero"], in: directory)
        let fixed = try Array(Data(contentsOf: URL(fileURLWithPath: directory + "/TownRanking2021.json")))
        #expect(applyLikeReviewdog(original, diagnostics) == fixed)
    }

    @Test func gitlabFingerprintsDoNotMoveWithLines() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let text = try read(fixture("TownRanking2021.json"))
        try write(text, to: directory + "/TownRanking2021.json")
        func issues() throws -> [[String: Any]] {
            try #require(try json(try rankcheck(["validate", "TownRanking2021.json", "--format", "gitlab"], in: directory).stdout) as? [[String: Any]])
        }
        let before = try issues()
        try write("\n\n\n" + text, to: directory + "/TownRanking2021.json")
        let after = try issues()
        #expect(before.count == 2 && after.count == 2)
        #expect(before.map { $0["fingerprint"] as! String } == after.map { $0["fingerprint"] as! String })
        let lines = { (issues: [[String: Any]]) in issues.map { (($0["location"] as! [String: Any])["lines"] as! [String: Int])["begin"]! } }
        #expect(zip(lines(before), lines(after)).allSatisfy { $0 + 3 == $1 })
        #expect(before.map { $0["severity"] as! String } == ["major", "minor"])
        // SARIF's partialFingerprints are the same keys.
        let sarif = try #require(try json(try rankcheck(["validate", "TownRanking2021.json", "--format", "sarif"], in: directory).stdout) as? [String: Any])
        let results = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        #expect(results.map { ($0["partialFingerprints"] as! [String: String])["rankcheck/v1"]! } == after.map { $0["fingerprint"] as! String })
    }

    @Test func jsonLinesAreTheJSONReportsFindings() throws {
        let arguments = ["validate", "Fixtures/rules", "Fixtures/years"]
        let lines = try rankcheck(arguments + ["--format", "jsonl"]).stdout.split(separator: "\n")
        let report = try #require(try json(try rankcheck(arguments + ["--format", "json"]).stdout) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(lines.count == findings.count && lines.count > 10)
        for (line, finding) in zip(lines, findings) {
            #expect(NSDictionary(dictionary: try #require(try json(String(line)) as? [String: Any])).isEqual(to: finding))
        }
    }

    /// A run's notices reach the reader of every format: in the report where the format has a
    /// place for them (a GitHub notice annotation, a line of the page), else on standard error.
    @Test func aRunsNoticesReachEveryFormat() throws {
        let directory = try folder([
            "r-2020.json": #"{"data": [{"rank": 1, "song": "A", "previous": null}]"#,
            "r-2021.json": #"{"data": [{"rank": 1, "song": "A", "previous": 1}]}"#,
            ".rankcheck.json": #"{"shape": {"lists": ["/data"], "rank": "/rank", "identity": ["/song"], "movement": {"previousRank": "/previous"}}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let notice = "prior-year rules skipped for r-2021.json: its prior file r-2020.json is not valid JSON (see its findings)"
        let inReport = ["human": "note: " + notice, "json": notice, "sarif": notice, "markdown": notice,
                        "github": "::notice title=rankcheck::" + notice, "html": #"<p class="notice">note: "# + notice]
        for format in ["human", "json", "jsonl", "sarif", "github", "markdown", "rdjson", "rdjsonl", "gitlab", "junit", "xcode", "html"] {
            let result = try rankcheck(["validate", "r-2021.json", "--format", format], in: directory)
            #expect(result.exitCode == 1, "\(format): \(result.stderr)")
            if let line = inReport[format] {
                #expect(result.stdout.contains(line) && result.stderr.isEmpty, "\(format): \(result.stdout)\(result.stderr)")
            } else {
                #expect(result.stderr == "note: \(notice)\n" && !result.stdout.contains(notice), "\(format): \(result.stderr)")
            }
        }
    }

    @Test func everyFormatInOneRunWithABaselineAndShapes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let formats = ["json", "jsonl", "sarif", "github", "markdown", "rdjson", "rdjsonl", "gitlab", "junit"]
        let baseline = directory + "/baseline.json"
        try rankcheck(["validate", "Fixtures/rules", "--write-baseline", baseline, "--exit-zero"])
        let run = try rankcheck(["validate", "Fixtures/rules", "Fixtures/shapes", "--baseline", baseline, "--format", "rdjsonl"]
            + formats.flatMap { ["--report", "\($0):\(directory)/report.\($0)"] })
        #expect(run.exitCode == 1)
        // The baseline hides the rule fixtures' findings in every format; the shapes' remain.
        let gitlab = try #require(try json(try read(directory + "/report.gitlab")) as? [[String: Any]])
        let paths = Set(gitlab.map { (($0["location"] as! [String: Any])["path"] as! String) })
        #expect(!paths.isEmpty && paths.allSatisfy { $0.hasPrefix("Fixtures/shapes/") })
        #expect(try read(directory + "/report.rdjsonl") == run.stdout)
        #expect(try read(directory + "/report.jsonl").split(separator: "\n").count == gitlab.count)
        let junit = try read(directory + "/report.junit")
        #expect(junit.contains("<testsuite name=\"Fixtures/shapes/music-chart/chart-2021.json\""))
        #expect(junit.contains("<testcase name=\"RC401 movement-mismatch\" classname=\"Fixtures/shapes/music-chart/chart-2021.json\" time=\"0\">"))
    }
}
