import Foundation
import Testing

/// Rankings shaped differently from the reference format, checked with configuration alone.
@Suite struct ShapeTests {
    static let folders = ["music-chart", "sports-signed", "top-level-array", "pointer-errors"]

    @Test(arguments: folders)
    func shapedFixtures(_ folder: String) throws {
        try expectGolden("shape-\(folder)", try rankcheck(["validate", ".", "--show-notes"], in: fixture("shapes/\(folder)")))
        try expectGolden("shape-\(folder)-print-shape", try rankcheck(["validate", "--print-shape"], in: fixture("shapes/\(folder)")))
    }

    @Test func diffReadsTheShapeFromTheConfiguration() throws {
        try expectGolden("shape-music-chart-diff", try rankcheck(["diff", "chart-2020.json", "chart-2021.json"], in: fixture("shapes/music-chart")))
    }

    @Test func fixWritesEachEncodingBack() throws {
        let indent = "\n                "
        for (folder, file, changes) in [
            ("music-chart", "chart-2021.json", [
                ("\"artist\": \"BTS\",\(indent)\"last_week\": 3,", "\"artist\": \"BTS\",\(indent)\"last_week\": 2,"),
                ("\"artist\": \"LiSA\",\(indent)\"last_week\": null,", "\"artist\": \"LiSA\",\(indent)\"last_week\": 3,"),
            ]),
            ("sports-signed", "rankings-2021.json", [
                ("\"movement\": -5,", "\"movement\": -1,"),
                ("\"rank\": 2,\n                    \"movement\": 1,", "\"rank\": 2,\n                    \"movement\": -1,"),
            ]),
        ] {
            let directory = try temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            for name in try FileManager.default.contentsOfDirectory(atPath: fixture("shapes/\(folder)")) {
                try FileManager.default.copyItem(atPath: fixture("shapes/\(folder)/\(name)"), toPath: "\(directory)/\(name)")
            }
            let original = try read("\(directory)/\(file)")
            var expected = original
            for (before, after) in changes {
                #expect(expected.contains(before), "\(folder): \(before)")
                expected = expected.replacingOccurrences(of: before, with: after)
            }
            try rankcheck(["validate", "--fix", file], in: directory)
            #expect(try read("\(directory)/\(file)") == expected, "\(folder): only the wrong movements change")
            let again = try rankcheck(["validate", file], in: directory)
            #expect(!again.stdout.contains("RC401"), "\(folder): fixed file still has RC401\n\(again.stdout)")
        }
    }

    @Test(arguments: [
        (#"{"shape": {"movement": {"delta": "/d"}}}"#, "unknown movement encoding with keys [\"delta\"]"),
        (#"{"shape": {"rank": "rank"}}"#, "'rank' is not a JSON Pointer: it must be empty or start with '/', and '~' must be written ~0 or ~1; did you mean '/rank'?"),
        (#"{"shape": {"table": {"delimeter": ";"}}}"#, "unknown key 'delimeter' in 'shape.table'; did you mean 'delimiter'?"),
        (#"{"shape": {"table": {"sep": ";"}}}"#, #"unknown key 'sep' in 'shape.table'; use "delimiter", "nulls", "decimal", "thousands", "units", "columns", "skipRows""#),
        (#"{"shape": {"movement": {"direction": "/t", "up": "U", "down": "D", "same": "S"}}}"#, "'shape.movement.same' is not a key of a movement read from 'direction'"),
        (#"{"shape": {"lists": "/data"}}"#, "'shape.lists' must be an array of JSON Pointers"),
        (#"{"shape": {"identiy": ["/a"]}}"#, "unknown shape key 'identiy'; did you mean 'identity'?"),
        (#"{"shape": {"fields": "strict"}}"#, "'shape.fields' must be \"open\" or \"closed\""),
    ])
    func shapeErrorsHaveAPosition(_ config: String, _ message: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(config, to: "\(directory)/.rankcheck.json")
        try write("{}", to: "\(directory)/x.json")
        let result = try rankcheck(["validate", "x.json"], in: directory)
        #expect(result.exitCode == 2)
        #expect(result.stderr.hasPrefix("rankcheck: error: invalid configuration: .rankcheck.json:1:"), "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func shapeFileOnTheCommandLine() throws {
        let result = try rankcheck(["validate", "ranking.json", "--shape", "shape.json"], in: fixture("shapes/top-level-array"))
        #expect(result.exitCode == 2 && result.stderr.contains("cannot read shape"))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"lists": [""], "rank": "/pos", "identity": "/name", "movement": "none"}"#, to: "\(directory)/shape.json")
        try write(#"[{"pos": 1, "name": "a"}, {"pos": 3, "name": "b"}]"#, to: "\(directory)/r.json")
        let checked = try rankcheck(["validate", "r.json", "--shape", "shape.json"], in: directory)
        #expect(checked.stdout.contains("r.json:1:35: error[RC101] rank-sequence: rank 3 follows rank 1; expected 2"), "\(checked.stdout)")
    }

    /// One reader reads every shape: a configured shape, like the reference format, takes the
    /// later of a repeated key (RC006 reports it) and matches a key written with an escape.
    @Test func everyShapeReadsKeysAsTheReferenceFormatDoes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write(#"{"lists": [""], "rank": "/pos", "identity": "/name", "movement": "none"}"#, to: "\(directory)/shape.json")
        try write(#"[{"pos": 1, "name": "a"}, {"pos": 5, "pos": 2, "name": "b"}, {"pos": 3, "\u006eame": "c"}]"#, to: "\(directory)/shaped.json")
        try write(#"{"l": [{"rank": 1, "townName": "a", "isRankUp": false, "rankFluctuation": 0}, "#
                  + #"{"rank": 5, "rank": 2, "townName": "b", "isRankUp": false, "rankFluctuation": 0}, "#
                  + #"{"rank": 3, "\u0074ownName": "c", "isRankUp": false, "rankFluctuation": 0}]}"#, to: "\(directory)/reference.json")
        let shaped = try rankcheck(["validate", "shaped.json", "--shape", "shape.json", "--no-prior"], in: directory)
        #expect(shaped.stdout.contains("shaped.json:1:38: error[RC006] duplicate-key: duplicate key 'pos' in this object"), "\(shaped.stdout)")
        let reference = try rankcheck(["validate", "reference.json", "--no-prior"], in: directory)
        #expect(reference.stdout.contains("reference.json:1:91: error[RC006] duplicate-key: duplicate key 'rank' in this object"), "\(reference.stdout)")
        for result in [shaped, reference] {
            #expect(!result.stdout.contains("RC101") && !result.stdout.contains("RC003"), "\(result.stdout)")
            #expect(result.stdout.contains("1 error in 1 file"), "\(result.stdout)")
        }
    }
}
