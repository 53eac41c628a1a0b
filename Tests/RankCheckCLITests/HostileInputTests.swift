import Foundation
import Testing

/// Every input that ever trapped or hung rankcheck (`Fixtures/hostile/cases.json`), run by the
/// built binary in every command, tie policy and output format, and through `--fix`: each gives
/// exactly its expected exit code and rule ids, and nothing traps.
@Suite struct HostileInputTests {
    struct Case: Decodable, CustomStringConvertible {
        let file: String
        let prior: String?
        let config: String?
        let baseline: String?
        let exit: Int32
        let rules: [String]
        /// The rule ids under competition ties, where a tie makes some findings go away.
        let competitionRules: [String]?
        var description: String { file + (prior.map { " with prior \($0)" } ?? "") }
    }

    static let directory = fixture("hostile")
    static let cases: [Case] = {
        struct Cases: Decodable { let cases: [Case] }
        guard let data = FileManager.default.contents(atPath: directory + "/cases.json"),
              let decoded = try? JSONDecoder().decode(Cases.self, from: data) else { return [] }
        return decoded.cases
    }()

    func options(_ hostile: Case) -> [String] {
        (hostile.prior.map { ["--prior", $0] } ?? ["--no-prior"]) + (hostile.config.map { ["--config", $0] } ?? [])
            + (hostile.baseline.map { ["--baseline", $0] } ?? [])
    }

    func expectNoTrap(_ result: ProcessResult, _ what: String) {
        #expect([0, 1, 2].contains(result.exitCode), "\(what): exit \(result.exitCode)\n\(result.stderr.prefix(500))")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("runtime failure"), "\(what): trapped\n\(result.stderr.prefix(500))")
    }

    /// Numbers at the ends of the 64-bit range in the fields `init` reads — ranks, previous
    /// ranks, signed moves, a flag's and a direction's size, scores — beside lists that run
    /// 1…N (`Fixtures/hostile/init/`, a folder a case): no sum or difference of them traps
    /// (each case trapped once, found by generating such lists at random). The inference reads
    /// a number beyond what the rules reason about as none, as RC004 reports it.
    static let initCases: [String] = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/init").sorted()) ?? []

    @Test func theInitCasesAreThere() {
        #expect(Self.initCases.count >= 6)
    }

    @Test(arguments: initCases)
    func initReadsNumbersAtTheEndsOfTheRangeWithoutATrap(_ folder: String) throws {
        let result = try rankcheck(["init", "--print"], in: Self.directory + "/init/" + folder)
        expectNoTrap(result, folder)
        #expect(result.stdout.hasPrefix("read "), "\(folder): \(result.stdout)\(result.stderr)")
    }

    /// `init --print` in a folder holding `table` alone (`wide.csv`), and how long it took.
    func timedInit(wide table: String) throws -> (result: ProcessResult, seconds: TimeInterval) {
        let directory = try folder(["wide.csv": table])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let started = Date()
        let result = try rankcheck(["init", "--print"], in: directory)
        return (result, Date().timeIntervalSince(started))
    }

    /// 20,000 columns, their header on one line or on two (a group's name over every tenth
    /// column): each field looked up in each row by name, each column tried as the one grouping
    /// the rows, or each cell of the header's second line looked up by name, takes minutes.
    @Test(arguments: [false, true])
    func initReadsAWideTableInTimeInLineWithItsSize(headerOnTwoLines: Bool) throws {
        let columns = 20_000
        let names = (0..<columns).map { "c\($0)" }.joined(separator: ",")
        let header = headerOnTwoLines ? ["rank,name," + (0..<columns).map { $0 % 10 == 0 ? "g\($0)" : "" }.joined(separator: ","), ",," + names] : ["rank,name," + names]
        let table = (header + (1...5).map { "\($0),N\($0)" + String(repeating: ",x", count: columns) }).joined(separator: "\n") + "\n"
        let (result, seconds) = try timedInit(wide: table)
        #expect(result.exitCode == 0 && result.stdout.contains("rank      /rank ") && result.stdout.contains("identity  /name ")
                && result.stdout.contains("skipRows  2 ") == headerOnTwoLines, "\(result.stdout.prefix(2000))\(result.stderr)")
        #expect(seconds < 20, "init took \(seconds) s")
    }

    /// 100,000 columns named in the header: each name looked for among those kept before it,
    /// where the columns of every table are gathered for the markers of moves, takes minutes.
    @Test func initGathersAHundredThousandColumnsInTime() throws {
        let columns = 100_000
        let table = "rank,name," + (0..<columns).map { "c\($0)" }.joined(separator: ",") + "\n"
            + (1...3).map { "\($0),N\($0)" + String(repeating: ",x", count: columns) }.joined(separator: "\n") + "\n"
        let (result, seconds) = try timedInit(wide: table)
        #expect(result.exitCode == 0 && result.stdout.contains("rank      /rank "), "\(result.stdout.prefix(2000))\(result.stderr.prefix(2000))")
        #expect(seconds < 30, "init took \(seconds) s")
    }

    /// 20,000 columns the header leaves unnamed, the last of them ranks (past the fields an
    /// entry's inference reads, so no rank is found): each unnamed column's cells looked up in
    /// each row by its place takes minutes.
    @Test func initReadsAWideTableOfUnnamedColumnsInTime() throws {
        let columns = 20_000
        let table = "name" + String(repeating: ",", count: columns - 1) + "\n"
            + (1...10).map { "N\($0)" + String(repeating: ",x", count: columns - 2) + ",\($0)" }.joined(separator: "\n") + "\n"
        let (result, seconds) = try timedInit(wide: table)
        #expect(result.exitCode == 2 && result.stderr.contains("no column holds integers that run 1…N"), "\(result.stdout.prefix(2000))\(result.stderr.prefix(2000))")
        #expect(seconds < 20, "init took \(seconds) s")
    }

    @Test func theCasesAreThere() {
        #expect(Self.cases.count >= 14)
    }

    @Test(arguments: cases)
    func everyCommandAndFormat(_ hostile: Case) throws {
        for ties in ["none", "competition"] {
            let json = try rankcheck(["validate", hostile.file, "--ties", ties, "--format", "json"] + options(hostile), in: Self.directory)
            expectNoTrap(json, "\(hostile) json \(ties)")
            #expect(json.exitCode == hostile.exit, "\(hostile) (\(ties)): exit \(json.exitCode)\n\(json.stderr)")
            let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            let found = Set((report?["findings"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
            let expected = ties == "competition" ? hostile.competitionRules ?? hostile.rules : hostile.rules
            #expect(found == Set(expected), "\(hostile) (\(ties)): found \(found.sorted())")
            for format in ["human", "sarif", "github", "markdown"] {
                let other = try rankcheck(["validate", hostile.file, "--ties", ties, "--format", format] + options(hostile), in: Self.directory)
                expectNoTrap(other, "\(hostile) \(format) \(ties)")
                #expect(other.exitCode == hostile.exit, "\(hostile) \(format) (\(ties)): exit \(other.exitCode)")
            }
        }
        expectNoTrap(try rankcheck(["validate", hostile.file, "--diff"] + options(hostile), in: Self.directory), "\(hostile) --diff")
        expectNoTrap(try rankcheck(["init", hostile.file, "--print"], in: Self.directory), "\(hostile) init")
        if let prior = hostile.prior {
            expectNoTrap(try rankcheck(["diff", prior, hostile.file, "--format", "markdown"], in: Self.directory), "\(hostile) diff")
        }
        // --fix on a copy, twice: the second run changes nothing.
        let copy = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: copy) }
        try FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: Self.directory, toPath: copy)
        expectNoTrap(try rankcheck(["validate", hostile.file, "--fix"] + options(hostile), in: copy), "\(hostile) --fix")
        let fixedOnce = try read("\(copy)/\(hostile.file)")
        expectNoTrap(try rankcheck(["validate", hostile.file, "--fix"] + options(hostile), in: copy), "\(hostile) second --fix")
        #expect(try read("\(copy)/\(hostile.file)") == fixedOnce, "\(hostile): a second --fix changed the file")
    }
}
