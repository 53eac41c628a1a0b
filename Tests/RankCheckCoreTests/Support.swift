import RankCheckCore

/// Lints JSON text in memory, with an optional prior year, as the CLI would.
func lint(_ source: String, prior: String? = nil, ties: TiePolicy = .none, shape: String? = nil, path: String = "current.json") -> [Finding] {
    report(source, prior: prior, ties: ties, shape: shape, path: path).positionedFindings
}

/// The report of one file, its findings as the rules made them (unprinted).
func report(_ source: String, prior: String? = nil, ties: TiePolicy = .none, shape: String? = nil, path: String = "current.json") -> FileReport {
    let linter = Linter(shape: shape.flatMap { try? RankingShape.parse(Array($0.utf8), path: "shape.json") } ?? .reference, path: path)
    var priorYear: PriorPeriod?
    if let prior, case .success(let file) = linter.read(Array(prior.utf8)) {
        priorYear = PriorPeriod(path: "prior." + (path.split(separator: ".").last.map(String.init) ?? "json"), file: file)
    }
    return linter.lint(path: path, bytes: Array(source.utf8), prior: priorYear, ties: ties)
}

func ids(_ findings: [Finding]) -> [String] { findings.map(\.ruleID) }

func parse(_ text: String) -> Result<JSONDocument, JSONSyntaxError> {
    JSONParser().parse(Array(text.utf8))
}

func parse(bytes: [UInt8]) -> Result<JSONDocument, JSONSyntaxError> {
    JSONParser().parse(bytes)
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}

/// A reference-format entry as JSON text.
func entry(_ rank: Int, _ name: String, _ up: Bool, _ k: Int, line: String? = nil) -> String {
    let attribute = line.map { #", "availableLine": "\#($0)""# } ?? ""
    return #"{"rank": \#(rank), "townName": "\#(name)", "isRankUp": \#(up), "rankFluctuation": \#(k)\#(attribute)}"#
}

func file(_ lists: [String: [String]]) -> String {
    "{" + lists.keys.sorted().map { #""\#($0)": [\#(lists[$0]!.joined(separator: ", "))]"# }.joined(separator: ", ") + "}"
}

import Foundation

/// The package's root folder, from this file's location.
let packageRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

func readBytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { Array($0) }
}

/// A small seeded generator (SplitMix64): the same generated inputs on every run.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
