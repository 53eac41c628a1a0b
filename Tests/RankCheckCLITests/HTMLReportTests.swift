import Foundation
import Testing

/// The HTML page from the outside (the browser check is .ci/check_html.sh): folding, escaping,
/// and that it works beside the other reports.
@Suite struct HTMLReportTests {
    @Test func longListsFoldAroundTheirFlaggedEntriesAndTextIsEscaped() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var entries = (1...150).map { #"{"rank": \#($0), "townName": "町\#($0)", "isRankUp": false, "rankFluctuation": 0}"# }
        entries[49] = #"{"rank": 50, "townName": "<b>町50</b>", "isRankUp": true, "rankFluctuation": 0}"#  // RC201 (and RC302? no)
        try write("{\"r\": [" + entries.joined(separator: ",\n") + "]}", to: directory + "/long.json")
        let page = try rankcheck(["validate", "long.json", "--format", "html"], in: directory)
        #expect(page.exitCode == 1)
        let html = page.stdout
        #expect(html.contains("<td class=\"name\">&lt;b&gt;町50&lt;/b&gt;</td>"))
        #expect(!html.contains("<b>町50</b>"))
        // Ranks 1–3, then 48–52 around the flagged 50; 44 and 98 entries folded.
        #expect(html.contains("⋯ 44 entries folded") && html.contains("⋯ 98 entries folded"), "\(html.suffix(3000))")
        let ranks = html.components(separatedBy: "<td class=\"rank\">").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(ranks == [1, 2, 3, 48, 49, 50, 51, 52])
        #expect(html.contains("class=\"flagged sev-error\"><td class=\"rank\">50</td>"))
        #expect(!html.contains("<script") && !html.contains("src="))
    }

    @Test func thePageIsWrittenBesideTheOtherReports() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try rankcheck(["validate", "Fixtures/TownRanking2021.json", "--report", "html:\(directory)/report.html", "--format", "json"])
        #expect(run.exitCode == 1)
        let html = try read(directory + "/report.html")
        #expect(html.hasPrefix("<!DOCTYPE html>") && html.hasSuffix("</html>\n"))
        #expect(html.contains("✗ failed: 1 error, 1 warning in 1 file"))
        #expect(html.contains("<h3>townRankingsForBuy<small></small></h3>"))
    }

    /// A claim of a direction alone is an arrow without a size, beside the prior rank and the
    /// true move.
    @Test func aDirectionIsMarkedAsAnArrow() throws {
        let run = try rankcheck(["validate", "--config", ".expected.rankcheck.json", "--format", "html"], in: packageRoot + "/Fixtures/init/trend-chart")
        #expect(run.stdout.contains(#"<td><span class="mark down" title="down">↓</span></td><td class="rank">3</td><td><span class="mark up" title="up 1">↑1</span></td>"#), "\(run.stdout)")
    }
}
