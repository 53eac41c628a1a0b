import Foundation
import Testing
@testable import RankCheckCLI
import RankCheckCore

@Suite struct FixCommandTests {
    /// A two-year folder in a temporary directory: 2021 has one wrong magnitude.
    func yearFolder(lineEnding: String = "\n") throws -> String {
        let directory = try temporaryDirectory()
        let prior = try read(fixture("diff/wrong-magnitude/prior.json")).replacingOccurrences(of: "\n", with: lineEnding)
        let current = try read(fixture("diff/wrong-magnitude/current.json")).replacingOccurrences(of: "\n", with: lineEnding)
        try write(prior, to: "\(directory)/TownRanking2020.json")
        try write(current, to: "\(directory)/TownRanking2021.json")
        return directory
    }

    func modificationDate(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    @Test func fixRewritesOnlyTheWrongValueAndIsIdempotent() throws {
        let directory = try yearFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = "\(directory)/TownRanking2021.json"
        let original = try read(path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let first = try rankcheck(["validate", "--fix", "TownRanking2021.json"], in: directory)
        #expect(first.exitCode == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout == "note: fixed 1 finding in 1 file\nno problems in 1 file\n")
        let expected = original.replacingOccurrences(of: "\"rankFluctuation\": 2,\n            \"availableLine\": \"小田急小田原線\"",
                                                     with: "\"rankFluctuation\": 3,\n            \"availableLine\": \"小田急小田原線\"")
        #expect(expected != original)
        #expect(try read(path) == expected)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o640)
        let stamp = try modificationDate(path)
        Thread.sleep(forTimeInterval: 0.02)
        let second = try rankcheck(["validate", "--fix", "TownRanking2021.json"], in: directory)
        #expect(second.stdout == "no problems in 1 file\n")
        #expect(try modificationDate(path) == stamp, "a correct file is not written")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["TownRanking2020.json", "TownRanking2021.json"])
    }

    @Test func crlfFilesStayCRLF() throws {
        let directory = try yearFolder(lineEnding: "\r\n")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = "\(directory)/TownRanking2021.json"
        let original = try read(path)
        #expect(try rankcheck(["validate", "--fix", path]).exitCode == 0)
        let fixed = try read(path)
        #expect(fixed == original.replacingOccurrences(of: "\"rankFluctuation\": 2,\r\n            \"availableLine\": \"小田急小田原線\"",
                                                       with: "\"rankFluctuation\": 3,\r\n            \"availableLine\": \"小田急小田原線\""))
        #expect(fixed.components(separatedBy: "\r\n").count == original.components(separatedBy: "\r\n").count)
    }

    @Test func diffPrintsWhatFixWouldDoAndWritesNothing() throws {
        let directory = try yearFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = try read("\(directory)/TownRanking2021.json")
        let result = try rankcheck(["validate", "--diff", "TownRanking2021.json"], in: directory)
        #expect(result.exitCode == 1)
        #expect(result.stdout.hasPrefix("--- a/TownRanking2021.json\n+++ b/TownRanking2021.json\n@@ -4,7 +4,7 @@\n"))
        #expect(result.stdout.contains("-            \"rankFluctuation\": 2,\n+            \"rankFluctuation\": 3,\n"))
        #expect(try read("\(directory)/TownRanking2021.json") == before)
    }

    @Test func fixOnStandardInputPrintsTheFixedDocument() throws {
        let current = try read(fixture("diff/wrong-magnitude/current.json"))
        let result = try rankcheck(["validate", "-", "--fix", "--prior", "Fixtures/diff/wrong-magnitude/prior.json"], stdin: Array(current.utf8))
        #expect(result.stdout == current.replacingOccurrences(of: "\"rankFluctuation\": 2,\n            \"availableLine\": \"小田急小田原線\"",
                                                              with: "\"rankFluctuation\": 3,\n            \"availableLine\": \"小田急小田原線\""))
        #expect(result.stderr.contains("fixed 1 finding"))
    }

    /// Integers written as strings, as web pages write ranks, or with a fraction become the
    /// integers they stand for; a value that stands for none, or for one out of range, is left,
    /// and so is a table's rank written as an ordinal (`3rd`) or numbered as a list (`1.`, `#2`),
    /// which is a rank.
    @Test func integersWrittenOtherwiseAreWrittenAsIntegers() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"shape": {"rank": "/rank", "identity": ["/name"], "movement": {"previousRank": "/previous"}, "fields": "open"}}"#,
                  to: directory + "/.rankcheck.json")
        try write(#"{"week": [{"rank": "1", "name": "a", "previous": 2.0}, {"rank": "2", "name": "b", "previous": "0"}, {"rank": 3, "name": "c", "previous": "1st"}]}"#,
                  to: directory + "/week.json")
        try write("rank,name,previous\n\"1.\",a,2\n#2,b,1e0\n3rd,c, 3\n4,d,x\n", to: directory + "/week.csv")
        let fixed = try rankcheck(["validate", "--fix", "--format", "xcode", "--no-prior", "week.json", "week.csv"], in: directory)
        #expect(fixed.stdout == """
            week.csv:5:5: error: 'previous' must be an integer ≥ 1, or null for a new entry, found string "x" (RC004 wrong-type)
            week.json:1:89: error: '/previous' must be an integer ≥ 1, or null for a new entry, found string "0" (RC004 wrong-type)

            """, "\(fixed.stdout)\(fixed.stderr)")
        #expect(try read(directory + "/week.json") == #"{"week": [{"rank": 1, "name": "a", "previous": 2}, {"rank": 2, "name": "b", "previous": "0"}, {"rank": 3, "name": "c", "previous": 1}]}"#)
        #expect(try read(directory + "/week.csv") == "rank,name,previous\n\"1.\",a,2\n#2,b,1\n3rd,c,3\n4,d,x\n")
    }

    @Test func filesThatDoNotParseAreNeverWritten() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let broken = "{\"r\": [ {\"rank\": 1,} ]}"
        try write(broken, to: "\(directory)/x.json")
        #expect(try rankcheck(["validate", "--fix", "x.json"], in: directory).exitCode == 1)
        #expect(try read("\(directory)/x.json") == broken)
    }

    @Test func aFailedWriteLeavesTheOriginalIntactAndExitsTwo() throws {
        let directory = try yearFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = try read("\(directory)/TownRanking2021.json")
        // Writes fail, as on a full disk or a failed rename.
        let failing = HookedFileSystem()
        failing.write = { path, _ in
            throw FileError(path: path, message: "not written, the file is unchanged: no space left on device")
        }
        let result = RankCheck.run(Invocation(arguments: ["validate", "--fix", "TownRanking2021.json"], workingDirectory: directory,
                                              fileSystem: failing))
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("no space left on device"))
        #expect(result.stdout.contains("error[RC401]"), "the finding is still reported")
        #expect(try read("\(directory)/TownRanking2021.json") == before)
    }

    @Test func lastYearsLinesAreReadBackFromDiskAndLeftOutWhenTheFileChanged() throws {
        let directory = try yearFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = ["validate", "TownRanking2021.json", "--color", "never"]
        let note = "note: TownRanking2020.json:26:25: 2020: '本厚木' at rank 4\n"
        let snippet = #"26 |             "townName": "本厚木","#
        let reads = Counter()
        let counting = HookedFileSystem()
        counting.readRange = { path, range in
            _ = reads.increment()
            return LocalFileSystem().readRange(path, range)
        }
        let plain = RankCheck.run(Invocation(arguments: arguments, workingDirectory: directory, fileSystem: counting))
        #expect(plain.stdout.contains(note + "   |\n" + snippet))
        #expect(reads.increment() == 2, "one read of last year's file for the one note")
        // The prior file changed after it was indexed: the position stands, no stale snippet is shown.
        let changed = HookedFileSystem()
        changed.readRange = { path, range in LocalFileSystem().readRange(path, range).map { [UInt8(ascii: "x")] + $0.dropFirst() } }
        let afterChange = RankCheck.run(Invocation(arguments: arguments, workingDirectory: directory, fileSystem: changed))
        #expect(afterChange.stdout.contains(note))
        #expect(!afterChange.stdout.contains(snippet))
        // The prior file is gone by the time findings are shown.
        let vanished = HookedFileSystem()
        vanished.readRange = { _, _ in nil }
        let afterVanishing = RankCheck.run(Invocation(arguments: arguments, workingDirectory: directory, fileSystem: vanished))
        #expect(afterVanishing.stdout.contains(note))
        #expect(afterVanishing.exitCode == plain.exitCode)
    }

    @Test func aBigFileChangedInPlaceDuringTheRunIsNotOverwritten() throws {
        // Files over 1 MiB are mapped when only checked; a mapping would follow an edit made in
        // place, so the check before writing would compare the edit with itself.
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = "\(directory)/TownRanking2021.json"
        var towns = (1...5_000).map { ("町\($0)丁目", false, 0, "JR京浜東北・根岸線ほか") }
        try write(BigFileTests.rankingText([("townRankingsForRent", towns)], lines: "\n"), to: "\(directory)/TownRanking2020.json")
        towns[2_500].1 = true
        towns[2_500].2 = 3  // "up 3", but it kept its rank: RC401's fix is safe
        try write(BigFileTests.rankingText([("townRankingsForRent", towns)], lines: "\n"), to: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0 > LocalFileSystem.mappingThreshold)
        let changing = HookedFileSystem()
        changing.readSource = { try LocalFileSystem().readSource($0) }
        let reads = Counter()
        changing.read = { path in
            // The second read (before writing) finds the file edited in place, same length.
            if path.hasSuffix("2021.json"), reads.increment() > 1 {
                let handle = try #require(FileHandle(forWritingAtPath: path))
                try handle.write(contentsOf: Data(" ".utf8))
                try handle.close()
            }
            return try LocalFileSystem().readFile(path)
        }
        let result = RankCheck.run(Invocation(arguments: ["validate", "--fix", "TownRanking2021.json"],
                                              workingDirectory: directory, fileSystem: changing))
        #expect(result.stderr.contains("changed on disk while rankcheck ran; not fixed"), "\(result.stderr)")
        #expect(result.exitCode == .failure)
        let after = try read(path)
        #expect(after.hasPrefix(" \n") && after.contains(#""rankFluctuation": 3"#), "the edit stays and nothing is fixed")
    }

    @Test func aFileChangedDuringTheRunIsNotOverwritten() throws {
        let directory = try yearFolder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let before = try read("\(directory)/TownRanking2021.json")
        // The file changes between the read and the write: the second read sees an extra byte.
        let changing = HookedFileSystem()
        let reads = Counter()
        changing.read = { path in
            let bytes = try LocalFileSystem().readFile(path)
            guard path.hasSuffix("2021.json") else { return bytes }
            return reads.increment() > 1 ? bytes + Array(" ".utf8) : bytes
        }
        let result = RankCheck.run(Invocation(arguments: ["validate", "--fix", "TownRanking2021.json"], workingDirectory: directory,
                                              fileSystem: changing))
        #expect(result.exitCode == .failure)
        #expect(result.stderr.contains("changed on disk while rankcheck ran; not fixed"))
        #expect(try read("\(directory)/TownRanking2021.json") == before)
        // The findings of the file as it was checked are still reported (the fix let them go
        // before checking its output, so they are found again from the original bytes).
        #expect(result.stdout.contains("RC401"), "\(result.stdout)")
        #expect(result.stdout == RankCheck.run(Invocation(arguments: ["validate", "TownRanking2021.json"], workingDirectory: directory)).stdout)
    }
}

final class Counter: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
