import Foundation
import Testing
@testable import RankCheckCLI
import RankCheckCore

/// Every kind of bad input gets a clear finding or a one-line error and a defined exit code —
/// never a crash or a hang — and the other files of the run keep their findings.
@Suite struct BadInputMatrixTests {
    /// A folder with the bad file and a witness file whose one finding must survive.
    func run(_ name: String, exit: Int32, expect fragment: String, in stream: KeyPath<ProcessResult, String> = \.stdout,
             arguments: [String]? = nil, unprivileged: Bool = false, setup: (String) throws -> Void) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"townRankingsForRent": []}"#, to: "\(directory)/witness.json")
        try setup(directory)
        if unprivileged { chmod(directory, 0o755) }
        let result = try rankcheck(arguments ?? ["validate", "."], in: directory, unprivileged: unprivileged)
        #expect(result.exitCode == exit, "\(name): exit \(result.exitCode)\n\(result.stdout.prefix(2000))\(result.stderr)")
        #expect(result[keyPath: stream].contains(fragment), "\(name): no '\(fragment)' in\n\(result[keyPath: stream].prefix(2000))")
        #expect(result.stdout.contains("witness.json:1:25: warning[RC007]"), "\(name): the witness lost its finding")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"), "\(name): crashed")
        #expect(result.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("rankcheck: error: ") || $0.hasPrefix("run 'rankcheck") },
                "\(name): stderr lines are one-line errors")
    }

    func bytes(_ data: [UInt8], _ path: String) throws { try Data(data).write(to: URL(fileURLWithPath: path)) }

    @Test func emptyFile() throws {
        try run("empty", exit: 1, expect: "bad.json:1:1: error[RC001] invalid-json: expected a JSON value, found an empty file") { try write("", to: "\($0)/bad.json") }
    }

    @Test func onlyWhitespace() throws {
        try run("whitespace", exit: 1, expect: "found an empty file") { try write(" \n\t \r\n", to: "\($0)/bad.json") }
    }

    @Test func byteOrderMark() throws {
        try run("bom", exit: 1, expect: "byte order mark") { try bytes([0xEF, 0xBB, 0xBF] + Array("{}".utf8), "\($0)/bad.json") }
    }

    @Test func utf16() throws {
        try run("utf-16", exit: 1, expect: "file is UTF-16") { dir in
            var data: [UInt8] = [0xFF, 0xFE]
            for unit in "{\"r\": []}".utf16 { data += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            try bytes(data, "\(dir)/bad.json")
        }
    }

    /// A spreadsheet's workbook named on the command line (or saved as `.json`): said to be
    /// one, with what to do, by `validate` and by `init`.
    @Test func aSpreadsheetWorkbook() throws {
        let zip: [UInt8] = [0x50, 0x4B, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00] + Array("[Content_Types].xml".utf8)
        try run("xlsx", exit: 1, expect: "ranking.xlsx:1:1: error[RC001] invalid-json: file is a ZIP archive, as a spreadsheet's workbook is (.xlsx, .ods, .numbers), not JSON text",
                arguments: ["validate", ".", "ranking.xlsx"]) { try bytes(zip, "\($0)/ranking.xlsx") }
        try run("xls", exit: 1, expect: #"help: rankcheck reads JSON, CSV and TSV: save the sheet as CSV (a spreadsheet's "CSV UTF-8") and check that file."#) {
            try bytes([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0, 0, 0], "\($0)/ranking.json")
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try bytes(zip, directory + "/ranking.xlsx")
        let initRun = try rankcheck(["init", "ranking.xlsx"], in: directory)
        #expect(initRun.exitCode == 2 && initRun.stderr == "rankcheck: error: ranking.xlsx is a spreadsheet's workbook, not JSON, CSV or TSV: "
                + "save the sheet as CSV (a spreadsheet's \"CSV UTF-8\") and run `rankcheck init` on that file\n", "\(initRun.stderr)")
    }

    @Test func invalidUTF8InAStringAndInAKey() throws {
        try run("utf-8 string", exit: 1, expect: "bad.json:1:23: error[RC001] invalid-json: invalid UTF-8") {
            try bytes(Array(#"{"r": [{"townName": "本"#.utf8) + [0xFF] + Array(#""}]}"#.utf8), "\($0)/bad.json")
        }
        try run("utf-8 key", exit: 1, expect: "invalid UTF-8") {
            try bytes(Array(#"{"r": [{"town"#.utf8) + [0xC0, 0xAF] + Array(#"": 1}]}"#.utf8), "\($0)/bad.json")
        }
    }

    @Test func binaryFileNamedJSON() throws {
        try run("binary", exit: 1, expect: "error[RC001]") { dir in
            var generator = SystemRandomNumberGenerator()
            try bytes([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01] + (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }, "\(dir)/bad.json")
        }
    }

    @Test func fiftyMegabyteSingleLine() throws {
        // 50 MB on one line, with a duplicated rank at the very end: the snippet must not print 50 MB.
        try run("50 MB line", exit: 1, expect: "error[RC102] duplicate-rank") { dir in
            var text = #"{"townRankingsForRent": ["#
            let count = 420_000
            text.reserveCapacity(count * 125)
            for n in 1...count {
                text += #"{"rank": \#(n), "townName": "町\#(n)", "isRankUp": false, "rankFluctuation": 0, "availableLine": "JR京浜東北・根岸線ほか"}, "#
            }
            text += #"{"rank": \#(count), "townName": "最後", "isRankUp": false, "rankFluctuation": 1}]}"#
            try write(text, to: "\(dir)/bad.json")
        }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"r": ["# + String(repeating: #"{"rank": 1, "townName": "a", "isRankUp": false, "rankFluctuation": 0}, "#, count: 3000) + "0]}", to: "\(directory)/long.json")
        let result = try rankcheck(["validate", "long.json"], in: directory)
        let longest = result.stdout.split(separator: "\n").map(\.count).max() ?? 0
        #expect(longest < 400, "a snippet of a very long line is cut around the caret (longest output line: \(longest))")
    }

    /// Two hundred thousand members that hold single values, where lists are read: one finding
    /// that names the first six, in a time in line with the file's size.
    @Test func twoHundredThousandMembersOfSingleValues() throws {
        let started = Date()
        try run("values", exit: 1, expect: "bad.json:1:8: error[RC002] invalid-structure: 200000 members hold single values, not lists of entries: 'k0', 'k1', 'k2', 'k3', 'k4', 'k5' and 199994 more",
                arguments: ["validate", "bad.json", "witness.json"]) {
            try write("{" + (0..<200_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + "}", to: "\($0)/bad.json")
        }
        #expect(Date().timeIntervalSince(started) < 30, "took \(Date().timeIntervalSince(started)) s")
    }

    @Test func hundredThousandNestedArrays() throws {
        try run("deep", exit: 1, expect: "nesting is deeper than 512 levels") { try write(String(repeating: "[", count: 100_000), to: "\($0)/bad.json") }
    }

    @Test func hugeNumbers() throws {
        try run("10,000 digits", exit: 1, expect: "does not fit in a 64-bit integer") {
            try write(#"{"r": [{"rank": "# + String(repeating: "9", count: 10_000) + #", "townName": "a", "isRankUp": false, "rankFluctuation": 0}]}"#, to: "\($0)/bad.json")
        }
        try run("1e400", exit: 1, expect: "'rank' must be an integer ≥ 1, found 1e400") {
            try write(#"{"r": [{"rank": 1e400, "townName": "a", "isRankUp": false, "rankFluctuation": 0}]}"#, to: "\($0)/bad.json")
        }
    }

    @Test func truncatedMidString() throws {
        try run("truncated", exit: 1, expect: "unterminated string") { try write(#"{"r": [{"townName": "本厚"#, to: "\($0)/bad.json") }
    }

    @Test func directoryNamedLikeAFile() throws {
        try run("directory x.json", exit: 1, expect: "x.json/inner.json:1:1: error[RC001]") { dir in
            try write("nope", to: "\(dir)/x.json/inner.json")
        }
    }

    @Test func symlinkLoop() throws {
        try run("symlink loop", exit: 2, expect: "rankcheck: error: loop.json:", in: \.stderr) { dir in
            try FileManager.default.createSymbolicLink(atPath: "\(dir)/loop.json", withDestinationPath: "loop.json")
        }
    }

    @Test func fifoDoesNotHang() throws {
        try run("fifo", exit: 2, expect: "path 'fifo.json' is a pipe; data from a pipe is checked on standard input", in: \.stderr, arguments: ["validate", "fifo.json", "witness.json"]) { dir in
            #expect(mkfifo("\(dir)/fifo.json", 0o644) == 0)
        }
    }

    @Test(.enabled(if: canRunUnprivileged, "root reads any file, and setpriv is not here to drop to a user"))
    func unreadableFile() throws {
        try run("unreadable", exit: 2, expect: "permission denied", in: \.stderr, unprivileged: true) { dir in
            try write("{}", to: "\(dir)/secret.json")
            chmod("\(dir)/secret.json", 0)
        }
    }

    @Test func pathWithSpacesAndJapanese() throws {
        try run("path", exit: 1, expect: "データ 2021/ランキング 2021.json:1:2: error[RC001]") { dir in
            try write("{", to: "\(dir)/データ 2021/ランキング 2021.json")
        }
    }

    @Test func closedStandardInputIsAnEmptyDocument() throws {
        let result = try rankcheck(["validate", "-"])
        #expect(result.exitCode == 1 && result.stdout.hasPrefix("<stdin>:1:1: error[RC001] invalid-json: expected a JSON value, found an empty file"))
    }

    @Test func closedOutputPipeDoesNotCrash() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "\"$0\" validate Fixtures | head -1 > /dev/null; echo \"status=${PIPESTATUS:-}\" >&2", rankcheckBinary]
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let err = Pipe()
        process.standardError = err
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(!stderr.contains("Fatal error") && !stderr.contains("Stack dump") && !stderr.contains("Broken pipe"), "\(stderr)")
    }

    // MARK: - Through the file-system seam

    @Test func deletedBetweenListingAndReadingAndUnreadable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"townRankingsForRent": []}"#, to: "\(directory)/witness.json")
        // Lists a file that is gone by the time it is read, and one that cannot be read.
        let vanishing = HookedFileSystem()
        vanishing.extraNames = ["gone.json", "secret.json"]
        vanishing.kind = { path, follow in
            path.hasSuffix("gone.json") || path.hasSuffix("secret.json") ? .regular : LocalFileSystem().kind(path, followingLinks: follow)
        }
        vanishing.read = { path in
            if path.hasSuffix("secret.json") { throw FileError(path: path, message: "permission denied") }
            return try LocalFileSystem().readFile(path)
        }
        let result = RankCheck.run(Invocation(arguments: ["validate", "."], workingDirectory: directory, fileSystem: vanishing))
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("rankcheck: error: gone.json: no such file or directory"))
        #expect(result.stderr.contains("rankcheck: error: secret.json: permission denied"))
        #expect(result.stdout.contains("witness.json:1:25: warning[RC007]"))
    }
}

@Suite struct PathNormalisationTests {
    /// Paths already normal skip the rebuilding; both ways give the same answer.
    @Test(arguments: [
        ("/a/b", "/a/b"), ("a/b", "a/b"), ("a//b", "a/b"), ("a/./b", "a/b"), ("a/../b", "b"), ("../a", "../a"),
        ("a/", "a"), ("/", "/"), ("", "."), (".", "."), ("./a", "a"), ("a/.b", "a/.b"), ("a/..b", "a/..b"),
        ("a/b..", "a/b.."), ("/..", "/.."), ("x/町ランキング2021.json", "x/町ランキング2021.json"), ("data dir/./y", "data dir/y"),
    ])
    func normalisedPath(_ path: String, _ expected: String) {
        #expect(PathText.normalized(path) == expected)
    }
}
