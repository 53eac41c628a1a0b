import Foundation
import RankCheckCore
import Testing

/// The README's library example, run as written, finds what the command line finds.
@Suite struct LibraryExampleTests {
    @Test(arguments: ["Fixtures/TownRanking2021.json", "Fixtures/years", "Fixtures/series/chart-history", "Fixtures/shapes", "Fixtures/rules"])
    func theLibraryFindsWhatTheCommandLineFinds(_ path: String) throws {
        // The README's example, with the repository as the working directory.
        var pipeline = try CheckPipeline(workingDirectory: packageRoot)
        let result = try pipeline.run(paths: [path])
        var lines: [String] = []
        for finding in result.findings {
            lines.append("\(finding.location.path):\(finding.location.start.line): \(finding.ruleID) \(finding.message)")
        }
        let report = try rankcheck(["validate", path, "--format", "json", "--show-notes"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let expected = findings.map { finding -> String in
            let start = finding["start"] as? [String: Any]
            return "\(finding["path"] ?? ""):\(start?["line"] ?? 0): \(finding["rule"] ?? "") \(finding["message"] ?? "")"
        }
        #expect(!expected.isEmpty)
        #expect(lines.sorted() == expected.sorted())
    }

    /// A run of many files holds, once each is checked, only what its reports print: no bytes,
    /// no comparison, no prior period, and no places for a file without findings; each is kept
    /// when asked for (a fix, the markdown and HTML tables).
    @Test func aRunKeepsOfEachFileOnlyWhatItsReportsNeed() throws {
        let paths = ["Fixtures/repository", "Fixtures/valid"]
        var pipeline = try CheckPipeline(workingDirectory: packageRoot)
        let lean = try pipeline.run(paths: paths).outcomes
        let reports = lean.flatMap(\.reports)
        #expect(reports.contains { $0.priorPath != nil } && reports.contains { $0.findings.isEmpty } && reports.contains { !$0.findings.isEmpty })
        #expect(lean.allSatisfy { $0.bytes == nil })
        #expect(reports.allSatisfy { $0.comparisons.isEmpty && $0.prior == nil })
        #expect(reports.allSatisfy { ($0.positions == nil) == $0.findings.isEmpty })

        var options = CheckOptions()
        options.readsCopies = true
        options.keepsComparisons = true
        options.keepsPriors = true
        var keeping = try CheckPipeline(workingDirectory: packageRoot, options: options)
        let kept = try keeping.run(paths: paths).outcomes
        #expect(kept.allSatisfy { $0.bytes != nil })
        #expect(kept.flatMap(\.reports).allSatisfy { ($0.priorPath == nil) == $0.comparisons.isEmpty && ($0.priorPath == nil) == ($0.prior == nil) })
    }

    @Test func theREADMEShowsThisExample() throws {
        let readme = try read(packageRoot + "/README.md")
        #expect(readme.contains("var pipeline = try CheckPipeline(workingDirectory: \"/path/to/repository\")\nlet result = try pipeline.run(paths: [\"data\"])"))
    }
}
