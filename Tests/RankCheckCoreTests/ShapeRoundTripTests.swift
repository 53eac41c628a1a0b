import Foundation
import Testing
@testable import RankCheckCore

/// The reference fixtures converted to every movement encoding give the same findings, except
/// the rules that exist for one encoding only (RC201 is about the flag pair).
@Suite struct ShapeRoundTripTests {
    enum Encoding: String, CaseIterable { case flag, signedUp, signedDown, previousRank }

    func shape(_ encoding: Encoding) -> RankingShape {
        var shape = RankingShape(lists: [JSONPointer("/data/*/entries")!], rank: JSONPointer("/position")!,
                                 identity: [JSONPointer("/who/name")!], attributes: [JSONPointer("/line")!])
        switch encoding {
        case .flag: shape.movement = .flag(flag: JSONPointer("/up")!, magnitude: JSONPointer("/size")!)
        case .signedUp: shape.movement = .signed(JSONPointer("/move")!, positiveIsUp: true)
        case .signedDown: shape.movement = .signed(JSONPointer("/move")!, positiveIsUp: false)
        case .previousRank: shape.movement = .previousRank(JSONPointer("/was")!)
        }
        return shape
    }

    /// The reference file re-laid out: lists nested under /data, names in a sub-object, the move re-encoded.
    func convert(_ reference: [UInt8], to encoding: Encoding) throws -> [UInt8] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(reference)) as? [String: [[String: Any]]])
        let lists: [[String: Any]] = object.keys.sorted().map { name in
            ["name": name, "entries": object[name]!.map { entry -> [String: Any] in
                let rank = entry["rank"] as! Int, up = entry["isRankUp"] as! Bool, size = entry["rankFluctuation"] as! Int
                var converted: [String: Any] = ["position": rank, "who": ["name": entry["townName"]!]]
                if let line = entry["availableLine"] { converted["line"] = line }
                let delta = up ? size : -size
                switch encoding {
                case .flag: converted["up"] = up; converted["size"] = size
                case .signedUp: converted["move"] = delta
                case .signedDown: converted["move"] = -delta
                case .previousRank: converted["was"] = rank + delta
                }
                return converted
            }]
        }
        return Array(try JSONSerialization.data(withJSONObject: ["data": lists], options: [.sortedKeys]))
    }

    func summary(_ findings: [Finding]) -> [String] {
        findings.filter { $0.ruleID != "RC201" }.map { "\($0.ruleID) \($0.identity ?? "")" }.sorted()
    }

    @Test(arguments: Encoding.allCases)
    func sameFindingsInEveryEncoding(_ encoding: Encoding) throws {
        for name in ["TownRanking2021.json", "rules/RC203-prior-rank-collision.json", "rules/RC202-impossible-prior-rank.json", "years/TownRanking2022.json"] {
            let bytes = try #require(readBytes(packageRoot + "/Fixtures/" + name))
            let reference = Linter().lint(path: "x.json", bytes: bytes)
            let converted = try convert(bytes, to: encoding)
            let shaped = Linter(shape: shape(encoding)).lint(path: "x.json", bytes: converted)
            let expected = summary(reference.findings).filter { !(encoding == .previousRank && $0.hasPrefix("RC202")) }
            #expect(!summary(reference.findings).isEmpty, "\(name) has findings to compare")
            #expect(summary(shaped.findings).filter { !(encoding == .previousRank && $0.hasPrefix("RC004")) } == expected, "\(name) as \(encoding)")
        }
    }

    @Test(arguments: Encoding.allCases)
    func priorYearRulesInEveryEncoding(_ encoding: Encoding) throws {
        let prior = try #require(readBytes(packageRoot + "/Fixtures/years/TownRanking2021.json"))
        let current = try #require(readBytes(packageRoot + "/Fixtures/years/TownRanking2022.json"))
        let reference = Linter().lint(path: "x.json", bytes: current, prior: PriorPeriod(path: "p.json", file: try #require(Linter().read(prior).success)))
        let linter = Linter(shape: shape(encoding))
        let priorYear = try #require(linter.readPriorPeriod(try convert(prior, to: encoding), path: "p.json").success)
        let shaped = linter.lint(path: "x.json", bytes: try convert(current, to: encoding), prior: priorYear)
        #expect(summary(shaped.findings) == summary(reference.findings))
        #expect(shaped.findings.contains { $0.ruleID == "RC401" && $0.fix?.isSafe == true })
    }
}
