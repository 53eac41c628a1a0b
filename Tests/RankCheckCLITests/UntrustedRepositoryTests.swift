import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A data pull request is untrusted: what it names is read only inside the repository, and
/// `--fix` keeps what it does not own.
@Suite struct UntrustedRepositoryTests {
    static let formats = ["human", "json", "jsonl", "sarif", "github", "markdown", "rdjson", "rdjsonl", "gitlab", "junit", "xcode", "html"]
    static let secret = "TOPSECRET-4242"

    /// A repository whose data folder holds the real 2021 file, a link to the process's
    /// environment and a link to a secret file outside the repository.
    func hostileRepository() throws -> (root: String, outside: String) {
        let root = try temporaryDirectory()
        let outside = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/years/TownRanking2021.json", toPath: root + "/data/TownRanking2021.json")
        try "{\"token\": \"\(Self.secret)\"\n".write(toFile: outside + "/credentials.json", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/data/TownRanking2022.json", withDestinationPath: "/proc/self/environ")
        try FileManager.default.createSymbolicLink(atPath: root + "/data/TownRanking2023.json", withDestinationPath: outside + "/credentials.json")
        return (root, outside)
    }

    /// A name, a cell or a file's name in the pull request that holds a line break or an escape
    /// cannot start a line of the plain-text reports (where a CI log reads `::error` or
    /// `::stop-commands::` at a line's start as a workflow command) or colour the terminal:
    /// the control characters are written as escapes, and a file named `::…` is shown as `./::…`.
    @Test func textFromTheDataCannotStartALineOrEscapeTheTerminal() throws {
        let directory = try folder([
            "ranking.json": #"{"r": [{"rank": 1, "townName": "a\n::error file=x::pwned", "isRankUp": false, "rankFluctuation": 0}, "#
                + #"{"rank": 1, "townName": "b\u001b[31m", "isRankUp": false, "rankFluctuation": 0}]}"#,
            "::stop-commands::tok.csv": "rank,townName,isRankUp,rankFluctuation\n1,\"c\r\n::warning::x\",false,0\n1,d\u{1B}[2J,false,0\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for format in ["human", "xcode"] {
            let result = try rankcheck(["validate", ".", "--format", format, "--no-prior"], in: directory)
            let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(result.exitCode == 1 && !lines.contains { $0.hasPrefix("::") } && !result.stdout.contains("\u{1B}") && !result.stdout.contains("\r"),
                    "\(format): \(result.stdout)")
            #expect(result.stdout.contains(#"'a\n::error file=x::pwned'"#) && result.stdout.contains(#"b\u{1B}[31m"#)
                    && result.stdout.contains("./::stop-commands::tok.csv:2:3:"), "\(format): \(result.stdout)")
        }
    }

    /// The lines a command writes to standard error and `init`'s table name files and fields the
    /// pull request chose: they are escaped too.
    @Test func errorLinesAndInitsTableEscapeWhatTheDataNames() throws {
        let directory = try folder(["r\n::warning::x.csv": "rank,na\u{1B}me\n1,a\n2,b\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let missing = try rankcheck(["validate", "gone\n::error::y.json"], in: directory)
        let baseline = try rankcheck(["validate", ".", "--baseline", "b\n::x"], in: directory)
        let diff = try rankcheck(["diff", "gone\n::error::y.json", "r\n::warning::x.csv"], in: directory)
        let initialized = try rankcheck(["init", "--print"], in: directory)
        for (result, expected) in [(missing, #"gone\n::error::y.json"#), (baseline, #"b\n::x"#), (diff, #"gone\n::error::y.json"#)] {
            #expect(result.exitCode == 2 && result.stderr.contains(expected) && !result.stderr.contains("\n::"), "\(result.stderr)")
        }
        #expect(initialized.exitCode == 0 && initialized.stdout.contains(#"/na\u{1B}me"#) && !initialized.stdout.contains("\u{1B}"), "\(initialized.stdout)")
    }

    @Test func linksOutOfTheRepositoryAreNeverReadInAnyFormat() throws {
        let (root, outside) = try hostileRepository()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: outside) }
        for format in Self.formats {
            let report = root + "/report-\(format)"
            let result = try rankcheck(["validate", "data", "--format", format, "--report", "json:\(report)"], in: root,
                                       environment: ["CI_TOKEN": Self.secret])
            let written = try String(contentsOfFile: report, encoding: .utf8)
            for text in [result.stdout, result.stderr, written] {
                #expect(!text.contains(Self.secret), "the secret reached the \(format) output")
                #expect(!text.contains("CI_TOKEN"), "the environment reached the \(format) output")
            }
            // The real file is still checked: one error, exit 1.
            #expect(result.exitCode == 1, "\(format): \(result.stderr)")
            #expect(written.contains("TownRanking2021.json") && written.contains("links outside the repository"))
        }
        let human = try rankcheck(["validate", "data"], in: root)
        #expect(human.stdout.contains("note: links outside the repository: skipped data/TownRanking2022.json, data/TownRanking2023.json"))
    }

    @Test func aPersonCanOptInToOutsideLinksButNeverToSystemFiles() throws {
        let (root, outside) = try hostileRepository()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: outside) }
        let result = try rankcheck(["validate", "data", "--allow-outside-links", "--format", "json"], in: root,
                                   environment: ["CI_TOKEN": Self.secret])
        // The outside file is read (a person asked); the process's environment never is.
        #expect(result.stdout.contains("TownRanking2023.json"))
        #expect(result.stdout.contains("links outside the repository: skipped data/TownRanking2022.json ("))
        #expect(!result.stdout.contains("CI_TOKEN"))
    }

    @Test func aLinkInsideTheRepositoryIsCheckedAndFixedThrough() throws {
        let root = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/store", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/diff/wrong-magnitude/prior.json", toPath: root + "/data/TownRanking2020.json")
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/diff/wrong-magnitude/current.json", toPath: root + "/store/current.json")
        try FileManager.default.createSymbolicLink(atPath: root + "/data/TownRanking2021.json", withDestinationPath: "../store/current.json")
        let before = try rankcheck(["validate", "data"], in: root)
        #expect(before.exitCode == 1 && before.stdout.contains("RC401"))
        let fixed = try rankcheck(["validate", "data", "--fix"], in: root)
        #expect(fixed.exitCode == 0, "\(fixed.stdout)\(fixed.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: root + "/data/TownRanking2021.json")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink, "the link stays a link")
        #expect(try rankcheck(["validate", "data"], in: root).exitCode == 0, "the link's target is fixed")
    }

    @Test func extendOutsideTheRepositoryIsRefusedWithoutQuotingIt() throws {
        let (root, outside) = try hostileRepository()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: outside) }
        for target in [outside + "/credentials.json", "/proc/self/environ", "../../../../../../proc/self/environ"] {
            try "{\"extend\": \"\(target)\"}\n".write(toFile: root + "/.rankcheck.json", atomically: true, encoding: .utf8)
            let result = try rankcheck(["validate", "data/TownRanking2021.json"], in: root, environment: ["CI_TOKEN": Self.secret])
            #expect(result.exitCode == 2)
            #expect(result.stderr.contains("is outside the repository"), "\(result.stderr)")
            #expect(!result.stderr.contains(Self.secret) && !result.stderr.contains("CI_TOKEN") && result.stdout.isEmpty)
        }
    }

    @Test func aDiscoveredPriorOutsideTheRepositoryIsNotRead() throws {
        let (root, outside) = try hostileRepository()
        defer { try? FileManager.default.removeItem(atPath: root); try? FileManager.default.removeItem(atPath: outside) }
        // 2024's prior is 2023, a link to the secret file.
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/years/TownRanking2022.json", toPath: root + "/data/TownRanking2024.json")
        let result = try rankcheck(["validate", "data/TownRanking2024.json", "--format", "json"], in: root)
        #expect(!result.stdout.contains(Self.secret) && !result.stderr.contains(Self.secret))
        #expect(result.stdout.contains("its prior file data/TownRanking2023.json resolves outside the repository; not read"))
    }

    @Test(.enabled(if: getuid() == 0, "changing a file's owner needs root"))
    func fixKeepsOwnerGroupAndModeOfAFileOwnedByAnotherUser() throws {
        let root = try fixableRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/data/TownRanking2021.json"
        #expect(chown(path, 65534, 65534) == 0)
        #expect(chmod(path, 0o640) == 0)
        let fixed = try rankcheck(["validate", "data", "--fix"], in: root)
        #expect(fixed.exitCode == 0, "\(fixed.stdout)\(fixed.stderr)")
        var info = stat()
        #expect(stat(path, &info) == 0)
        #expect(info.st_uid == 65534 && info.st_gid == 65534 && info.st_mode & 0o7777 == 0o640)
        #expect(try rankcheck(["validate", "data"], in: root).exitCode == 0)
    }

    @Test func aFileWithOtherHardLinksIsLeftAloneWithAClearError() throws {
        let root = try fixableRepository()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/data/TownRanking2021.json"
        try FileManager.default.linkItem(atPath: path, toPath: root + "/second-name.json")
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try rankcheck(["validate", "data", "--fix"], in: root)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("data/TownRanking2021.json: not written: the file has 2 hard links, and replacing it would split them"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == original)
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/second-name.json")) == original)
    }

    /// A repository with one wrong movement against last year.
    func fixableRepository() throws -> String {
        let root = try temporaryDirectory()
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/data", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/diff/wrong-magnitude/prior.json", toPath: root + "/data/TownRanking2020.json")
        try FileManager.default.copyItem(atPath: packageRoot + "/Fixtures/diff/wrong-magnitude/current.json", toPath: root + "/data/TownRanking2021.json")
        return root
    }
}
