import Testing
@testable import RankCheckCore

@Suite struct FixTests {
    let prior = #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "本厚木", "isRankUp": false, "rankFluctuation": 0}]}"#

    func fixed(_ source: String) -> String {
        let findings = lint(source, prior: prior)
        return String(decoding: FixApplier.apply(findings, to: Array(source.utf8)).bytes, as: UTF8.self)
    }

    @Test func onlyTheChangedTokensAreRewritten() {
        let source = "{\r\n\t\"r\": [\r\n\t\t{\"rank\": 1, \"townName\": \"本厚木\",   \"isRankUp\":false, \"rankFluctuation\" : 7},\r\n\t\t{\"rank\": 2, \"townName\": \"蕨\", \"isRankUp\": false, \"rankFluctuation\": 1}\r\n\t]\r\n}"
        let expected = "{\r\n\t\"r\": [\r\n\t\t{\"rank\": 1, \"townName\": \"本厚木\",   \"isRankUp\":true, \"rankFluctuation\" : 1},\r\n\t\t{\"rank\": 2, \"townName\": \"蕨\", \"isRankUp\": false, \"rankFluctuation\": 1}\r\n\t]\r\n}"
        #expect(fixed(source) == expected)
    }

    @Test func fixingTwiceChangesNothing() {
        let source = file(["r": [entry(1, "本厚木", false, 3), entry(2, "蕨", false, 1)]])
        let once = fixed(source)
        #expect(once != source)
        #expect(fixed(once) == once)
        #expect(lint(once, prior: prior).isEmpty)
    }

    /// The edits `chosenEdits` names are exactly what `apply` writes: in byte order, apart, and
    /// only the rewritten values (here `true` and `1` of the first entry).
    @Test func theChosenEditsAreWhatApplyWrites() {
        let source = "{\"r\": [{\"rank\": 1, \"townName\": \"本厚木\", \"isRankUp\": false, \"rankFluctuation\": 7}]}"
        let bytes = Array(source.utf8)
        let findings = lint(source, prior: prior)
        let edits = FixApplier.chosenEdits(findings, fileSize: bytes.count)
        #expect(edits.map(\.replacement) == ["true", "1"])
        var rebuilt: [UInt8] = [], cursor = 0
        for edit in edits {
            #expect(edit.range.start >= cursor)
            rebuilt += bytes[cursor..<edit.range.start] + Array(edit.replacement.utf8)
            cursor = edit.range.end
        }
        rebuilt += bytes[cursor...]
        #expect(rebuilt == FixApplier.apply(findings, to: bytes).bytes)
        #expect(FixApplier.chosenEdits(findings, fileSize: 10).isEmpty, "edits past the end of the file are skipped")
    }

    /// What RC004's fix writes for a value written as text, and what it leaves.
    @Test func integersWrittenAsTextAreReadAsWebPagesWriteThem() {
        let read: [String: Int64?] = ["3": 3, " 3 ": 3, "3.": 3, "#3": 3, "3rd": 3, "21ST": 21, "-2": -2, "+2": 2, "1,001": 1001, "12,345,678": 12_345_678,
                                      "1,00": nil, "1001,000": nil, ",100": nil, "1,": nil, "3.5": nil, "three": nil, "": nil, "#": nil, "3rdd": nil,
                                      "1234567890123456789": nil, "#-3": nil, "3 rd": nil,
                                      "=3": 3, "T3": 3, "3=": 3, "=": nil, "T": nil, "==3": nil, "T=3": nil, "=3=": nil]
        for (text, integer) in read { #expect(integerWrittenAsText(text.utf8) == integer, "\(text)") }
    }

    @Test func unsafeFixesAreNotApplied() {
        let source = file(["r": [entry(1, "蕨", true, 0)]])
        let findings = lint(source)
        #expect(FixApplier.apply(findings, to: Array(source.utf8)).appliedCount == 0)
    }

    @Test func unifiedDiffShowsContextAndKeepsLineEndings() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\n".utf8)
        let new = Array("a\nb\nc\nd\nE\nf\ng\nh\n".utf8)
        let diff = UnifiedDiff.render(path: "x.json", old: old, new: new)
        #expect(diff == "--- a/x.json\n+++ b/x.json\n@@ -2,7 +2,7 @@\n b\n c\n d\n-e\n+E\n f\n g\n h\n")
        #expect(UnifiedDiff.render(path: "x.json", old: old, new: old).isEmpty)
        let noNewline = UnifiedDiff.render(path: "y", old: Array("1".utf8), new: Array("2".utf8))
        #expect(noNewline.contains("\\ No newline at end of file"))
    }
}
