import Foundation
import Testing
@testable import RankCheckCore

/// Counts how often a finding's words are rendered.
private final class RenderCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

/// A message made when it is read, counting each time it is.
private struct CountedMessage: MessageSource {
    let counter: RenderCount
    let name: String
    let place: Location

    private var relatedPlace: Location { Location(path: "b.json", range: ByteRange(3, 4)) }
    var relatedPlaces: [Location] { [relatedPlace] }
    var fix: Fix? { Fix(summary: "", edits: [TextEdit(place, "true")]) }

    func message() -> FindingMessage {
        counter.add()
        return FindingMessage("'\(name)' moved", help: "look again", related: [RelatedLocation(relatedPlace, "there: '\(name)'")],
                              fix: Fix(summary: "Change it.", edits: [TextEdit(place, "true")]))
    }
}

/// Findings keep the values their message is made of; the message is made only when printed.
@Suite struct FindingMessageTests {
    private func deferred(_ counter: RenderCount, at start: Int, name: String) -> Finding {
        let place = Location(path: "a.json", range: ByteRange(start, start + 1))
        return Finding(ruleID: "RC401", ruleName: "movement-mismatch", severity: .error, location: place, list: "r", identity: name,
                       source: CountedMessage(counter: counter, name: name, place: place))
    }

    @Test func aSentenceReadsAsTheInterpolatedString() {
        let name = "本厚木", rank = -3, flag = true
        for movement in [Movement.up(1), .down(12), .keep] {
            let sentence: Sentence = "'\(name)' was rank \(rank) in 2020: \(movement), \(flag); \(Sentence("as is")) \(Int.min)"
            #expect(sentence.text == "'\(name)' was rank \(rank) in 2020: \(movement), \(flag); as is \(Int.min)")
        }
        let literal: Sentence = "no pieces"
        #expect(literal.text == "no pieces")
    }

    @Test func theMessageReadBeforeAndAfterRenderingIsTheSame() {
        let counter = RenderCount()
        var finding = deferred(counter, at: 10, name: "蕨")
        #expect(finding.message == "'蕨' moved")
        #expect(finding.help == "look again")
        #expect(finding.related.map(\.message) == ["there: '蕨'"])
        #expect(finding.fix?.summary == "Change it.")
        let before = finding
        finding.renderText()
        #expect(finding == before)
        let rendered = counter.value
        #expect(finding.message == "'蕨' moved" && finding.fix?.summary == "Change it." && finding.related[0].message == "there: '蕨'")
        #expect(counter.value == rendered, "once rendered, reading the message renders nothing")
        finding.renderText()
        #expect(counter.value == rendered)
    }

    @Test func countingFixingAndBaseliningRenderNothingPrintingRendersEachOnce() {
        let counter = RenderCount()
        let findings = (0..<50).map { deferred(counter, at: 100 - 2 * $0, name: "町\($0)") }
        let report = RunReport(toolVersion: "t", files: [FileReport(path: "a.json", findings: findings, isWellFormed: true,
                               positions: FilePositions(path: "a.json", bytes: SourceBytes(Array(repeating: UInt8(ascii: " "), count: 200)),
                                                       checkpoints: nil, prior: nil))])
        #expect(report.count(.error) == 50 && report.fixableCount == 50)
        let fixed = FixApplier.apply(findings, to: Array(repeating: UInt8(ascii: " "), count: 200))
        #expect(fixed.appliedCount == 50)
        _ = Finding.inReportOrder(findings)
        #expect(counter.value == 0, "counting, ordering and fixing need no message")
        var printed: [String] = []
        report.forEachFinding(detail: .allPlaces) { printed.append($0.message) }
        #expect(printed.count == 50 && printed.first == "'町49' moved", "printed in report order")
        #expect(counter.value == 50, "each printed finding rendered once")
    }

    /// The HTML page lists a rule's first findings and counts the others: one it neither lists
    /// nor shows beside its entry is never worded.
    @Test func theHTMLPageWordsOnlyTheFindingsItLists() {
        let counter = RenderCount()
        let count = 3 * HTMLReporter.listedPerRule
        let findings = (0..<count).map { deferred(counter, at: 2 * $0, name: "町\($0)") }
        let bytes = SourceBytes(Array(repeating: UInt8(ascii: " "), count: 2 * count + 2))
        let report = RunReport(toolVersion: "t", files: [FileReport(path: "a.json", findings: findings, isWellFormed: true,
                               positions: FilePositions(path: "a.json", bytes: bytes, checkpoints: nil, prior: nil))])
        let page = ReportOutput.collect { HTMLReporter().write(report, to: $0) }
        #expect(page.components(separatedBy: " moved</td>").count - 1 == HTMLReporter.listedPerRule)
        #expect(page.contains("⋯ \(count - HTMLReporter.listedPerRule) more RC401 findings"))
        #expect(counter.value == HTMLReporter.listedPerRule, "\(counter.value) findings worded")
    }

    @Test func aBaselineHidesAsManyFindingsAsItRecordedAcrossFiles() {
        let one = Finding(ruleID: "RC007", ruleName: "empty-list", severity: .warning, message: "list 'r' has no entries",
                          location: Location(path: "a.json", range: ByteRange(0, 2)), list: "r")
        let baseline = Baseline(findings: [one])
        var matcher = Baseline.Matcher(baseline)
        // The same finding twice: the baseline recorded one, so one stays.
        #expect(matcher.kept([one, one]).count == 1)
        #expect(matcher.kept([one]).count == 1)
        #expect(matcher.hidden == 1 && matcher.unmatched == 0)
    }
}

/// A rule's deferred findings are small, and what they make on demand is what they print.
@Suite struct CompactFindingTests {
    @Test func aMovementMismatchKeepsTwoIndexesAndMakesTheSamePlacesWhenAskedAsWhenPrinted() throws {
        let this = #"{"r": [{"rank": 1, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "蕨", "isRankUp": true, "rankFluctuation": 1}]}"#
        let last = #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "柏", "isRankUp": false, "rankFluctuation": 0}]}"#
        let linter = Linter(rules: [MovementMismatchRule()])
        let prior = try linter.readPriorPeriod(SourceBytes(Array(last.utf8)), path: "2020.json").get()
        let report = linter.lint(path: "2021.json", bytes: SourceBytes(Array(this.utf8)), prior: prior)
        #expect(report.findings.count == 2)
        for finding in report.findings {
            var rendered = finding
            rendered.renderText()
            // Read unrendered (counting, fixing, deciding what to keep) and rendered (printing): the same.
            #expect(finding.relatedPlaces == rendered.related.map(\.location))
            #expect(finding.fixEdits == rendered.fix?.edits)
            #expect(finding.hasSafeFix && rendered.hasSafeFix)
            #expect(finding == rendered)
            #expect(rendered.related.first?.location.path == "2020.json")
        }
        let messages = report.positionedFindings.map(\.message)
        #expect(messages == ["claims keep (prior rank 1) but '柏' was rank 2 in 2020: up 1",
                             "claims up 1 (prior rank 3) but '蕨' was rank 1 in 2020: down 1"])
        // Rule, severity, place, list, identity and the message source held in place: a
        // finding grows past this only by design (200,000 findings are held at once).
        #expect(MemoryLayout<Finding>.stride <= 152, "a finding takes \(MemoryLayout<Finding>.stride) bytes")
    }

    /// What counting, fixing and deciding what to keep read of a finding before it is printed
    /// (its related places, its fix, whether `--fix` applies it) is what it prints.
    @Test(arguments: RuleRegistry.descriptions)
    func whatAnUnprintedFindingTellsIsWhatItPrints(_ rule: RuleDescription) {
        for example in rule.triggeringExamples {
            let found = report(example.source, prior: example.prior, ties: example.ties, shape: example.shape, path: "current." + example.language)
            #expect(found.findings.contains { $0.ruleID == rule.id })
            for finding in found.findings {
                var rendered = finding
                rendered.renderText()
                #expect(finding.message == rendered.message)
                #expect(finding.relatedPlaces == rendered.related.map(\.location), "\(finding.ruleID): \(rendered.message)")
                #expect(finding.fixEdits == rendered.fix?.edits ?? [], "\(finding.ruleID): \(rendered.message)")
                #expect(finding.hasSafeFix == (rendered.fix?.isSafe == true), "\(finding.ruleID): \(rendered.message)")
            }
        }
    }

    @Test func anUnknownFieldKeepsItsKeyAndSuggestsTheSameNameWhenAskedAsWhenPrinted() throws {
        let text = #"{"r": [{"rank": 1, "townName": "蕨", "isRankUp": false, "rankFluctation": 0, "zzz": 1}]}"#
        let report = Linter(rules: [UnknownFieldRule()]).lint(path: "2021.json", bytes: SourceBytes(Array(text.utf8)))
        #expect(report.findings.count == 2)
        for finding in report.findings {
            var rendered = finding
            rendered.renderText()
            #expect(finding.fixEdits == rendered.fix?.edits ?? [])
            #expect(!finding.hasSafeFix && !rendered.hasSafeFix)
            #expect(finding.relatedPlaces.isEmpty && rendered.related.isEmpty)
            #expect(finding == rendered)
        }
        let printed = report.positionedFindings
        #expect(printed.map(\.message) == ["unknown field 'rankFluctation'", "unknown field 'zzz'"])
        #expect(printed.map(\.help) == ["Did you mean 'rankFluctuation'?", "Known fields: \(RankingFormat.fields.map(\.name).joined(separator: ", "))."])
        let rename = try #require(printed[0].fix)
        #expect(rename.edits.map(\.replacement) == ["\"rankFluctuation\""] && !rename.isSafe)
        #expect(text.utf8.dropFirst(rename.edits[0].range.start).prefix(rename.edits[0].range.count).elementsEqual("\"rankFluctation\"".utf8))
    }
}
