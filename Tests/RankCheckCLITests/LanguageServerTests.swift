import Foundation
import Testing

/// `rankcheck server` driven over its standard input and output, as an editor drives it.
final class LanguageServerSession {
    let process = Process()
    private let input = Pipe(), output = Pipe()
    private var buffer = Data()

    init(in directory: String = packageRoot) throws {
        process.executableURL = URL(fileURLWithPath: rankcheckBinary)
        process.arguments = ["server"]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    func sendRaw(_ bytes: Data) { input.fileHandleForWriting.write(bytes) }

    /// Ends the server's input, as an editor that quits without `exit` does.
    func closeInput() throws { try input.fileHandleForWriting.close() }

    func send(_ message: [String: Any]) throws {
        sendRaw(try Self.framed(message))
    }

    /// A message with its header, as the protocol frames it.
    static func framed(_ message: [String: Any]) throws -> Data {
        var message = message
        message["jsonrpc"] = "2.0"
        let body = try JSONSerialization.data(withJSONObject: message)
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// The next message from the server.
    func receive() throws -> [String: Any] {
        while true {
            if let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
                let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                let length = Int(header.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
                if buffer.count - (end.upperBound - buffer.startIndex) >= length {
                    let body = buffer[end.upperBound..<(end.upperBound + length)]
                    buffer = Data(buffer[(end.upperBound + length)...])
                    return try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
                }
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw CancellationError() }
            buffer += chunk
        }
    }

    /// The next message for which `matches` holds (others, such as log messages, are skipped).
    func receive(where matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        while true {
            let message = try receive()
            if matches(message) { return message }
        }
    }

    func request(_ id: Int, _ method: String, _ params: [String: Any]) throws -> [String: Any] {
        try send(["id": id, "method": method, "params": params])
        return try receive { ($0["id"] as? Int) == id }
    }

    func initialize(_ capabilities: [String: Any] = [:], options: [String: Any]? = nil) throws -> [String: Any] {
        var params: [String: Any] = ["capabilities": capabilities, "rootUri": LanguageServerSession.uri(packageRoot)]
        if let options { params["initializationOptions"] = options }
        let result = try request(1, "initialize", params)
        try send(["method": "initialized", "params": [:]])
        return result
    }

    func open(_ path: String, text: String? = nil, version: Int = 1) throws {
        let content = try text ?? String(contentsOfFile: path, encoding: .utf8)
        try send(["method": "textDocument/didOpen", "params": ["textDocument": ["uri": LanguageServerSession.uri(path), "languageId": "json", "version": version, "text": content]]])
    }

    func diagnostics(for path: String) throws -> [String: Any] {
        try receive { ($0["method"] as? String) == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == LanguageServerSession.uri(path) }
    }

    func shutdown() throws -> Int32 {
        _ = try request(999, "shutdown", [:])
        try send(["method": "exit"])
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }
}

@Suite struct LanguageServerTests {
    let year2022 = packageRoot + "/Fixtures/years/TownRanking2022.json"
    let year2021 = packageRoot + "/Fixtures/years/TownRanking2021.json"

    static func items(_ message: [String: Any]) -> [[String: Any]] {
        ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    @Test func lifecycleFollowsTheSpecification() throws {
        let server = try LanguageServerSession()
        let early = try server.request(7, "textDocument/hover", [:])
        #expect((early["error"] as? [String: Any])?["code"] as? Int == -32002)
        let result = try server.initialize()
        #expect(((result["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == "utf-16")
        let again = try server.request(9, "initialize", ["capabilities": [:]])
        #expect((again["error"] as? [String: Any])?["message"] as? String == "the server is already initialized", "\(again)")
        let unknown = try server.request(8, "textDocument/unknownThing", [:])
        #expect((unknown["error"] as? [String: Any])?["code"] as? Int == -32601)
        try server.send(["method": "$/unknownNotification", "params": [:]])
        #expect(try server.shutdown() == 0)
        let abrupt = try LanguageServerSession()
        _ = try abrupt.initialize()
        try abrupt.send(["method": "exit"])
        abrupt.process.waitUntilExit()
        #expect(abrupt.process.terminationStatus == 1, "exit without shutdown is 1")
    }

    @Test func diagnosticsCarryRuleLinksRelatedPlacesAndTheVersion() throws {
        let server = try LanguageServerSession()
        _ = try server.initialize()
        try server.open(year2022, version: 3)
        let published = try server.diagnostics(for: year2022)
        #expect((published["params"] as? [String: Any])?["version"] as? Int == 3)
        let items = Self.items(published)
        let rc401 = try #require(items.first { $0["code"] as? String == "RC401" })
        #expect(rc401["source"] as? String == "rankcheck" && rc401["severity"] as? Int == 1)
        #expect((rc401["codeDescription"] as? [String: Any])?["href"] as? String == "https://github.com/rankcheck/rankcheck/blob/main/docs/rules/RC401.md")
        #expect(rc401["range"] as? NSDictionary == ["start": ["line": 6, "character": 31], "end": ["line": 6, "character": 32]] as NSDictionary)
        let related = try #require((rc401["relatedInformation"] as? [[String: Any]])?.first)
        #expect((related["location"] as? [String: Any])?["uri"] as? String == LanguageServerSession.uri(year2021))
        // Notes follow the setting: off by default.
        #expect(!items.contains { $0["code"] as? String == "RC403" })
        _ = try server.shutdown()
    }

    @Test(arguments: [("utf-16", 13), ("utf-8", 17), ("utf-32", 12)])
    func positionsCountInTheNegotiatedEncoding(_ encoding: String, _ column: Int) throws {
        let server = try LanguageServerSession()
        let result = try server.initialize(["general": ["positionEncodings": [encoding]]])
        #expect(((result["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["positionEncoding"] as? String == encoding)
        // The unknown key "𝔸町" (an astral letter and a kanji) starts at 8 and ends after its
        // closing quote: UTF-16 counts 2 + 1 units for its letters, UTF-8 4 + 3, UTF-32 1 + 1.
        let text = "{\"r\": [{\"𝔸町\": 1, \"rank\": 1, \"townName\": \"蕨\", \"isRankUp\": false, \"rankFluctuation\": 0}]}"
        let path = packageRoot + "/Fixtures/lsp-positions.json"
        try server.open(path, text: text)
        let items = Self.items(try server.diagnostics(for: path))
        let unknown = try #require(items.first { $0["code"] as? String == "RC005" })
        let start = (unknown["range"] as? [String: Any])?["start"] as? [String: Any]
        let end = (unknown["range"] as? [String: Any])?["end"] as? [String: Any]
        #expect(start?["character"] as? Int == 8 && end?["character"] as? Int == column, "\(unknown)")
        _ = try server.shutdown()
    }

    /// A minified file is one line: each diagnostic's place is counted from the note before it
    /// along the line, so twenty thousand findings on a 1.4 MB line are published at once
    /// (counted from the line's start, they took most of a minute), each at its place.
    @Test func aMinifiedFilesDiagnosticsArePlacedAlongItsOneLine() throws {
        let entries = (1...20_000).map { #"{"rank":\#($0),"townName":"町\#($0)","isRankUp":true,"rankFluctuation":0}"# }
        let text = #"{"townRankingsForRent":["# + entries.joined(separator: ",") + "]}"
        let server = try LanguageServerSession()
        _ = try server.initialize()
        let path = packageRoot + "/Fixtures/lsp-minified.json"
        let started = Date()
        try server.open(path, text: text)
        let items = Self.items(try server.diagnostics(for: path))
        let seconds = Date().timeIntervalSince(started)
        #expect(items.count == 20_000 && seconds < 30, "\(items.count) diagnostics in \(seconds) s")
        // The last entry's `true`, in UTF-16 units (町 is one).
        let claim = try #require(text.range(of: #""isRankUp":true"#, options: .backwards))
        let character = text.utf16.distance(from: text.startIndex, to: claim.lowerBound) + #""isRankUp":"#.utf16.count
        let start = { (item: [String: Any]) in ((item["range"] as? [String: Any])?["start"] as? [String: Any])?["character"] as? Int ?? 0 }
        let last = try #require(items.max { start($0) < start($1) })
        #expect(last["range"] as? NSDictionary == ["start": ["line": 0, "character": character], "end": ["line": 0, "character": character + 4]] as NSDictionary, "\(last)")
        _ = try server.shutdown()
    }

    /// A table's diagnostics are on its cells, hover on a row tells that row's prior rank, and
    /// its fixes are what `--fix` writes.
    @Test func aTableGetsDiagnosticsOnItsCellsAndItsFixesAreWhatFixWrites() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let table = packageRoot + "/Fixtures/tables/national-teams"
        try FileManager.default.copyItem(atPath: table + "/rankings.csv", toPath: directory + "/rankings.csv")
        try FileManager.default.copyItem(atPath: table + "/.rankcheck.json", toPath: directory + "/.rankcheck.json")
        let server = try LanguageServerSession(in: directory)
        _ = try server.initialize()
        let path = directory + "/rankings.csv"
        try server.open(path)
        let items = Self.items(try server.diagnostics(for: path))
        #expect(items.map { $0["code"] as? String } == ["RC401"])
        // Line 71, the fifth cell: the same place `validate` reports (71:21), counted from 0.
        #expect(items.first?["range"] as? NSDictionary == ["start": ["line": 70, "character": 20], "end": ["line": 70, "character": 21]] as NSDictionary)
        // Hover on the row's team: that row's prior rank and true move, the row as its range.
        let hover = try server.request(3, "textDocument/hover", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": ["line": 70, "character": 5]])
        let result = hover["result"] as? [String: Any]
        #expect((result?["contents"] as? [String: Any])?["value"] as? String == "2022-06-23: rank 13 → rank 13, keep; claims up 3", "\(hover)")
        #expect((result?["range"] as? [String: Any])?["start"] as? NSDictionary == ["line": 70, "character": 0] as NSDictionary, "\(hover)")
        // The outline: each date's list, at the row of its first entry.
        let symbols = try server.request(6, "textDocument/documentSymbol", ["textDocument": ["uri": LanguageServerSession.uri(path)]])
        let outline = try #require(symbols["result"] as? [[String: Any]])
        #expect(outline.count == 6 && outline.allSatisfy { $0["detail"] as? String == "25 entries" && $0["kind"] as? Int == 18 }, "\(outline)")
        #expect(outline.first?["name"] as? String == "2022-02-10"
                && (outline.first?["selectionRange"] as? [String: Any])?["start"] as? NSDictionary == ["line": 85, "character": 0] as NSDictionary, "\(outline)")
        // Go to definition: the team's row in the date before, its name's cell.
        let definition = try server.request(5, "textDocument/definition", ["textDocument": ["uri": LanguageServerSession.uri(path)], "position": ["line": 70, "character": 5]])
        #expect(definition["result"] as? NSDictionary == ["uri": LanguageServerSession.uri(path), "range": ["start": ["line": 69, "character": 3], "end": ["line": 69, "character": 8]]] as NSDictionary,
                "\(definition)")
        // The inlay hint after the row's change cell.
        let hints = try server.request(4, "textDocument/inlayHint", ["textDocument": ["uri": LanguageServerSession.uri(path)],
            "range": ["start": ["line": 70, "character": 0], "end": ["line": 71, "character": 0]]])
        #expect(hints["result"] as? NSArray == [["position": ["line": 70, "character": 21], "label": "2022-06-23: rank 13, keep", "paddingLeft": true]] as NSArray, "\(hints)")
        let actions = try server.request(2, "textDocument/codeAction", ["textDocument": ["uri": LanguageServerSession.uri(path)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 400, "character": 0]], "context": ["diagnostics": []]])
        let list = try #require(actions["result"] as? [[String: Any]])
        let fixAll = try #require(list.first { $0["kind"] as? String == "source.fixAll.rankcheck" })
        let fixAllText = try #require(((((fixAll["edit"] as? [String: Any])?["changes"] as? [String: Any])?.values.first as? [[String: Any]])?.first)?["newText"] as? String)
        _ = try rankcheck(["validate", "rankings.csv", "--fix"], in: directory)
        #expect(fixAllText == (try String(contentsOfFile: path, encoding: .utf8)))
        _ = try server.shutdown()
    }

    @Test func fixesAreExactlyWhatFixWrites() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.copyItem(atPath: year2021, toPath: directory + "/TownRanking2021.json")
        try FileManager.default.copyItem(atPath: year2022, toPath: directory + "/TownRanking2022.json")
        let server = try LanguageServerSession(in: directory)
        _ = try server.initialize()
        let path = directory + "/TownRanking2022.json"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        try server.open(path)
        _ = try server.diagnostics(for: path)
        let actions = try server.request(2, "textDocument/codeAction", ["textDocument": ["uri": LanguageServerSession.uri(path)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 400, "character": 0]], "context": ["diagnostics": []]])
        let list = try #require(actions["result"] as? [[String: Any]])
        let fixAll = try #require(list.first { $0["kind"] as? String == "source.fixAll.rankcheck" })
        let quick = try #require(list.first { $0["kind"] as? String == "quickfix" })
        let fixAllText = try #require(((((fixAll["edit"] as? [String: Any])?["changes"] as? [String: Any])?.values.first as? [[String: Any]])?.first)?["newText"] as? String)
        _ = try rankcheck(["validate", "TownRanking2022.json", "--fix"], in: directory)
        let fixedOnDisk = try String(contentsOfFile: path, encoding: .utf8)
        #expect(fixAllText == fixedOnDisk && fixedOnDisk != original)
        let edit = try #require(((((quick["edit"] as? [String: Any])?["changes"] as? [String: Any])?.values.first as? [[String: Any]])?.first))
        #expect(edit["newText"] as? String == "1")
        _ = try server.shutdown()
    }

    /// A fix `--fix` leaves to a person (a name cleaned of a trailing space) is a quick fix too,
    /// not the preferred one, and no part of fix all.
    @Test func fixesLeftToAPersonAreOfferedButNotPreferred() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/list.json"
        try write(#"{"r": [{"rank": 1, "townName": "蕨 ", "isRankUp": false, "rankFluctuation": 0}]}"#, to: path)
        let server = try LanguageServerSession(in: directory)
        _ = try server.initialize()
        try server.open(path)
        #expect(Self.items(try server.diagnostics(for: path)).map { $0["code"] as? String } == ["RC302"])
        let actions = try server.request(2, "textDocument/codeAction", ["textDocument": ["uri": LanguageServerSession.uri(path)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 1, "character": 0]], "context": ["diagnostics": []]])
        let list = try #require(actions["result"] as? [[String: Any]])
        #expect(list.count == 1 && list[0]["kind"] as? String == "quickfix" && list[0]["isPreferred"] as? Bool == false
                && list[0]["title"] as? String == #"rankcheck: Write the name as "蕨"."#, "\(list)")
        let edit = try #require(((((list.first?["edit"] as? [String: Any])?["changes"] as? [String: Any])?.values.first as? [[String: Any]])?.first))
        #expect(edit["newText"] as? String == #""蕨""#)
        _ = try server.shutdown()
    }

    /// Hover tells an entry's prior rank and true move; go to definition opens the entry in the
    /// prior period; the outline lists the file's lists.
    @Test func hoverSaysThePriorRankAndTheTrueMove() throws {
        let server = try LanguageServerSession()
        _ = try server.initialize()
        try server.open(year2022)
        _ = try server.diagnostics(for: year2022)
        let hover = try server.request(2, "textDocument/hover", ["textDocument": ["uri": LanguageServerSession.uri(year2022)], "position": ["line": 4, "character": 14]])
        let value = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String
        #expect(value == "2021: rank 2 → rank 1, up 1; claims up 2")
        // The outline: the file's two lists, each named at its key.
        let symbols = try server.request(4, "textDocument/documentSymbol", ["textDocument": ["uri": LanguageServerSession.uri(year2022)]])
        #expect(symbols["result"] as? NSArray == [
            ["name": "townRankingsForRent", "detail": "20 entries", "kind": 18, "range": ["start": ["line": 1, "character": 4], "end": ["line": 142, "character": 5]],
             "selectionRange": ["start": ["line": 1, "character": 4], "end": ["line": 1, "character": 25]]],
            ["name": "townRankingsForBuy", "detail": "20 entries", "kind": 18, "range": ["start": ["line": 143, "character": 4], "end": ["line": 284, "character": 5]],
             "selectionRange": ["start": ["line": 143, "character": 4], "end": ["line": 143, "character": 24]]],
        ] as NSArray, "\(symbols)")
        // Go to definition: the same town in the prior period's file, its name.
        let definition = try server.request(3, "textDocument/definition", ["textDocument": ["uri": LanguageServerSession.uri(year2022)], "position": ["line": 4, "character": 14]])
        #expect(definition["result"] as? NSDictionary == ["uri": LanguageServerSession.uri(year2021), "range": ["start": ["line": 11, "character": 24], "end": ["line": 11, "character": 28]]] as NSDictionary,
                "\(definition)")
        _ = try server.shutdown()
    }

    /// An inlay hint after each claimed move in the range asked for says what the prior period
    /// says of it, where a reader looks at the claim.
    @Test func inlayHintsSayThePriorRankBesideEachClaim() throws {
        let server = try LanguageServerSession()
        let capabilities = try server.initialize()
        #expect(((capabilities["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["inlayHintProvider"] as? Bool == true)
        try server.open(year2022)
        _ = try server.diagnostics(for: year2022)
        let hints = try server.request(2, "textDocument/inlayHint", ["textDocument": ["uri": LanguageServerSession.uri(year2022)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 14, "character": 0]]])
        #expect(hints["result"] as? NSArray == [
            ["position": ["line": 6, "character": 32], "label": "2021: rank 2, up 1", "paddingLeft": true],
            ["position": ["line": 13, "character": 32], "label": "2021: rank 1, down 1", "paddingLeft": true],
        ] as NSArray, "\(hints)")
        // A range past the last line (a client's whole page) ends with the document: all 40 claims.
        let all = try server.request(3, "textDocument/inlayHint", ["textDocument": ["uri": LanguageServerSession.uri(year2022)],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 100_000, "character": 0]]])
        #expect((all["result"] as? [Any])?.count == 40, "\(all)")
        _ = try server.shutdown()

        // A new entry is not in the prior period; a name written twice is compared with neither.
        let directory = try folder([
            "r-2020.json": #"{"r": [{"rank": 1, "townName": "A", "isRankUp": false, "rankFluctuation": 0}, {"rank": 2, "townName": "B", "isRankUp": false, "rankFluctuation": 0}]}"#,
            "r-2021.json": #"{"r": [{"rank": 1, "townName": "C", "isRankUp": true, "rankFluctuation": 1},\#n{"rank": 2, "townName": "A", "isRankUp": false, "rankFluctuation": 1},\#n{"rank": 3, "townName": "A", "isRankUp": false, "rankFluctuation": 2}]}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let other = try LanguageServerSession(in: directory)
        _ = try other.initialize()
        try other.open(directory + "/r-2021.json")
        let some = try other.request(2, "textDocument/inlayHint", ["textDocument": ["uri": LanguageServerSession.uri(directory + "/r-2021.json")],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 3, "character": 0]]])
        #expect((some["result"] as? [[String: Any]])?.map { $0["label"] as? String } == ["not in 2020"], "\(some)")
        _ = try other.shutdown()
    }

    @Test func anOpenPriorFileIsReadFromItsBufferAndItsChangesRecheck() throws {
        let server = try LanguageServerSession()
        _ = try server.initialize()
        try server.open(year2022)
        #expect(Self.items(try server.diagnostics(for: year2022)).contains { $0["code"] as? String == "RC401" })
        // In the editor, 2021's 大宮 becomes rank 3 (swapped with 八王子 is not needed: the claim "up 2" is then true).
        var prior = try String(contentsOfFile: year2021, encoding: .utf8)
        prior = prior.replacingOccurrences(of: "\"rank\": 2,\n            \"townName\": \"大宮\"", with: "\"rank\": 3,\n            \"townName\": \"大宮\"")
        try server.open(year2021, text: prior)
        let again = try server.diagnostics(for: year2022)
        #expect(!Self.items(again).contains { $0["code"] as? String == "RC401" }, "\(Self.items(again))")
        let shown = try server.request(3, "workspace/executeCommand", ["command": "rankcheck.showConfiguration", "arguments": [LanguageServerSession.uri(year2022)]])
        let result = shown["result"] as? [String: Any]
        #expect(result?["prior"] as? String == year2021 && result?["priorIsOpen"] as? Bool == true)
        _ = try server.shutdown()
    }

    /// A client that registers file watchers is asked to watch the configuration and the data
    /// a document is compared with, tables too; a change it reports checks the open documents
    /// again, against the prior file as it now is on disk.
    @Test func theFilesAPriorIsReadFromAreWatched() throws {
        let directory = try folder([
            "chart-2024.csv": "rank,song,previous\n1,A,\n2,B,\n",
            "chart-2025.csv": "rank,song,previous\n1,B,2\n2,A,1\n",
            ".rankcheck.json": #"{"shape": {"rank": "/rank", "identity": ["/song"], "movement": {"previousRank": "/previous"}}}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try LanguageServerSession(in: directory)
        let result = try server.request(1, "initialize", ["capabilities": ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]],
                                                         "rootUri": LanguageServerSession.uri(directory)])
        #expect(result["result"] != nil)
        try server.send(["method": "initialized", "params": [:]])
        let registration = try server.receive { ($0["method"] as? String) == "client/registerCapability" }
        let registrations = (registration["params"] as? [String: Any])?["registrations"] as? [[String: Any]]
        let watchers = (registrations?.first?["registerOptions"] as? [String: Any])?["watchers"] as? [[String: Any]]
        #expect(watchers?.compactMap { $0["globPattern"] as? String } == ["**/.rankcheck.json", "**/*.json", "**/*.csv", "**/*.tsv"], "\(registration)")
        let current = directory + "/chart-2025.csv"
        try server.open(current)
        #expect(Self.items(try server.diagnostics(for: current)).isEmpty)
        // Last year's table changes on disk (a pull): B was third, so "previous 2" is wrong.
        try write("rank,song,previous\n1,A,\n2,C,\n3,B,\n", to: directory + "/chart-2024.csv")
        try server.send(["method": "workspace/didChangeWatchedFiles", "params": ["changes": [["uri": LanguageServerSession.uri(directory + "/chart-2024.csv"), "type": 2]]]])
        let again = Self.items(try server.diagnostics(for: current))
        #expect(again.contains { $0["code"] as? String == "RC401" }, "\(again)")
        _ = try server.shutdown()
    }

    /// What `validate` says of a file beside its findings reaches the editor as information at
    /// the file's start: a period its series has no file for, a prior file that is not JSON.
    @Test func noticesAreShownAsInformationAtTheStartOfTheFile() throws {
        let shape = #"{"lists": ["/data"], "rank": "/rank", "identity": ["/song"], "movement": {"previousRank": "/previous"}}"#
        let directory = try folder([
            "chart-2024-11-01.json": #"{"data": [{"rank": 1, "song": "A", "previous": null}, {"rank": 2, "song": "B", "previous": null}]}"#,
            "chart-2024-11-08.json": #"{"data": [{"rank": 1, "song": "B", "previous": 2}, {"rank": 2, "song": "A", "previous": 1}]}"#,
            "chart-2024-11-15.json": #"{"data": [{"rank": 1, "song": "A", "previous": 2}, {"rank": 2, "song": "B", "previous": 1}]}"#,
            "chart-2024-11-29.json": #"{"data": [{"rank": 1, "song": "B", "previous": 2}, {"rank": 2, "song": "A", "previous": 1}]}"#,
            "years/r-2020.json": #"{"data": [{"rank": 1, "song": "A", "previous": null}"#,
            "years/r-2021.json": #"{"data": [{"rank": 1, "song": "A", "previous": 1}]}"#,
            ".rankcheck.json": #"{"prior": "previous-file", "shape": \#(shape)}"#,
            "years/.rankcheck.json": #"{"shape": \#(shape)}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let server = try LanguageServerSession(in: directory)
        _ = try server.request(1, "initialize", ["capabilities": [:], "rootUri": LanguageServerSession.uri(directory)])
        try server.send(["method": "initialized", "params": [:]])
        let start = ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]] as NSDictionary
        for (file, said) in [("chart-2024-11-29.json", "no file holds the period before chart-2024-11-29.json: it is compared with chart-2024-11-15.json, 14 days before it"),
                             ("years/r-2021.json", "prior-year rules skipped for years/r-2021.json: its prior file years/r-2020.json")] {
            try server.open(directory + "/" + file)
            let items = Self.items(try server.diagnostics(for: directory + "/" + file))
            let notice = try #require(items.first { $0["code"] == nil }, "\(items)")
            #expect((notice["message"] as? String)?.hasPrefix(said) == true && notice["severity"] as? Int == 3
                    && notice["range"] as? NSDictionary == start && notice["source"] as? String == "rankcheck", "\(notice)")
        }
        _ = try server.shutdown()
    }

    @Test func settingsSelectRulesAndShowNotes() throws {
        let server = try LanguageServerSession()
        _ = try server.initialize(options: ["rankcheck": ["ignore": ["RC4"], "showNotes": true]])
        try server.open(year2022)
        let items = Self.items(try server.diagnostics(for: year2022))
        #expect(!items.contains { ($0["code"] as? String)?.hasPrefix("RC4") == true })
        try server.send(["method": "workspace/didChangeConfiguration", "params": ["settings": ["showNotes": true]]])
        let again = Self.items(try server.diagnostics(for: year2022))
        #expect(again.contains { $0["code"] as? String == "RC403" && $0["severity"] as? Int == 3 })
        _ = try server.shutdown()
    }

    @Test func pullClientsAskForDiagnostics() throws {
        let server = try LanguageServerSession()
        let result = try server.initialize(["textDocument": ["diagnostic": ["dynamicRegistration": false]]])
        let provider = ((result["result"] as? [String: Any])?["capabilities"] as? [String: Any])?["diagnosticProvider"] as? [String: Any]
        #expect(provider?["interFileDependencies"] as? Bool == true)
        try server.open(year2022)
        let pulled = try server.request(2, "textDocument/diagnostic", ["textDocument": ["uri": LanguageServerSession.uri(year2022)]])
        let report = pulled["result"] as? [String: Any]
        #expect(report?["kind"] as? String == "full" && ((report?["items"] as? [[String: Any]]) ?? []).contains { $0["code"] as? String == "RC401" })
        _ = try server.shutdown()
    }

    @Test func badInputGetsErrorsAndTheServerKeepsServing() throws {
        let server = try LanguageServerSession()
        _ = try server.initialize()
        // Arrived together, a request and a body that is not JSON are answered in their order.
        let hover: [String: Any] = ["id": 40, "method": "textDocument/hover", "params": ["textDocument": ["uri": "file:///never/opened.json"], "position": ["line": 0, "character": 0]]]
        server.sendRaw(try LanguageServerSession.framed(hover) + Data("Content-Length: 9\r\n\r\nnot json!".utf8))
        let eitherAnswer = { (message: [String: Any]) in message["id"] as? Int == 40 || (message["error"] as? [String: Any])?["code"] as? Int == -32700 }
        let answered = try server.receive(where: eitherAnswer)
        #expect(answered["id"] as? Int == 40, "\(answered)")
        let parseError = try server.receive(where: eitherAnswer)
        #expect((parseError["error"] as? [String: Any])?["code"] as? Int == -32700, "\(parseError)")
        server.sendRaw(Data("Content-Type: nothing\r\n\r\n".utf8))
        server.sendRaw(Data("Content-Length: 2\r\n\r\n[]".utf8))
        let batch = try server.receive { $0["error"] != nil }
        #expect((batch["error"] as? [String: Any])?["code"] as? Int == -32600)
        try server.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": "file:///never/opened.json", "version": 2], "contentChanges": [["text": "{}"]]]])
        try server.open(year2022)
        try server.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": LanguageServerSession.uri(year2022), "version": 2],
            "contentChanges": [["range": ["start": ["line": 9000, "character": 0], "end": ["line": 9001, "character": 0]], "text": "x"]]]])
        // Still serving, with the document as it was.
        let published = try server.diagnostics(for: year2022)
        #expect(Self.items(published).contains { $0["code"] as? String == "RC401" })
        try server.send(["id": 41, "method": "textDocument/hover", "params": ["textDocument": ["uri": LanguageServerSession.uri(year2022)], "position": ["line": 0, "character": 0]]])
        try server.send(["method": "$/cancelRequest", "params": ["id": 41]])
        #expect(try server.shutdown() == 0)
    }

    /// Messages an editor would never send, each of a valid frame: wrong types, numbers at the
    /// ends of their range, positions outside the document, URIs that name nothing. The server
    /// answers or ignores each, and still serves.
    @Test func messagesOfEveryWrongShapeLeaveTheServerServing() throws {
        let server = try LanguageServerSession()
        _ = try server.initialize()
        try server.open(year2022)
        _ = try server.diagnostics(for: year2022)
        let uri = LanguageServerSession.uri(year2022)
        let document = #"{"uri": "\#(uri)", "version": 1e300}"#
        let messages = [
            #"{"method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/%00x.json", "version": 1, "text": "{}"}}}"#,
            #"{"method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///tmp/%", "version": 1, "text": "{}"}}}"#,
            #"{"method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file://", "version": 1, "text": "{}"}}}"#,
            #"{"method": "textDocument/didOpen", "params": {"textDocument": {"uri": "file:///", "version": -9223372036854775808, "text": "[[[["}}}"#,
            #"{"method": "textDocument/didOpen", "params": {"textDocument": {"uri": "untitled:1", "version": 1, "text": 7}}}"#,
            #"{"method": "textDocument/didChange", "params": {"textDocument": \#(document), "contentChanges": [{"range": {"start": {"line": -1, "character": 0}, "end": {"line": 0, "character": 1e300}}, "text": "x"}]}}"#,
            #"{"method": "textDocument/didChange", "params": {"textDocument": \#(document), "contentChanges": [{"range": {"start": {"line": 3, "character": 5}, "end": {"line": 1, "character": 0}}, "text": "x"}]}}"#,
            #"{"method": "textDocument/didChange", "params": {"textDocument": \#(document), "contentChanges": "none"}}"#,
            #"{"method": "textDocument/didChange", "params": {"textDocument": \#(document), "contentChanges": [{"range": "x", "text": "y"}]}}"#,
            #"{"id": 3, "method": "textDocument/hover", "params": {"textDocument": {"uri": "\#(uri)"}, "position": {"line": 1e300, "character": -5}}}"#,
            #"{"id": 4, "method": "textDocument/hover", "params": {"textDocument": {"uri": "\#(uri)"}, "position": {"line": 2, "character": 9007199254740993}}}"#,
            #"{"id": 5, "method": "textDocument/codeAction", "params": {"textDocument": {"uri": "\#(uri)"}, "range": {"start": {"line": 5, "character": 0}, "end": {"line": 0, "character": 0}}, "context": {"diagnostics": [{"range": "bad"}]}}}"#,
            #"{"id": {"a": [1]}, "method": "textDocument/diagnostic", "params": {"textDocument": {"uri": "\#(uri)"}}}"#,
            #"{"id": 1e300, "method": "workspace/executeCommand", "params": {"command": "rankcheck.showConfiguration", "arguments": ["file:///nonexistent/%FF%FE"]}}"#,
            #"{"id": -0.5, "method": "workspace/executeCommand", "params": {"command": "rankcheck.showConfiguration", "arguments": [7]}}"#,
            #"{"method": "workspace/didChangeConfiguration", "params": {"settings": {"rankcheck": {"select": [1, null], "ignore": "RC101", "showNotes": "yes"}}}}"#,
            #"{"method": "workspace/didChangeWatchedFiles", "params": {"changes": [{"uri": 7, "type": 99}]}}"#,
            #"{"id": 6, "method": "textDocument/hover", "params": []}"#,
            #"{"id": 7}"#,
            #"{"method": 7}"#,
            #"{"id": 8, "method": "initialize", "params": {"capabilities": {"general": {"positionEncodings": [7, "utf-64"]}}}}"#,
        ]
        for message in messages { server.sendRaw(Data("Content-Length: \(message.utf8.count)\r\n\r\n\(message)".utf8)) }
        for header in ["Content-Length: 18446744073709551616", "Content-Length: -9223372036854775808", "Content-Length: 2\r\nContent-Length: 3", ":"] {
            server.sendRaw(Data("\(header)\r\n\r\n".utf8))
        }
        // Still serving the document as it was opened (every change above was refused).
        let hover = try server.request(9, "textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 4, "character": 20]])
        #expect(((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String == "2021: rank 2 → rank 1, up 1; claims up 2", "\(hover)")
        #expect(try server.shutdown() == 0)
    }

    @Test func aLengthAtTheEndOfTheIntegersIsSkippedWithoutATrap() throws {
        let server = try LanguageServerSession()
        _ = try server.initialize()
        server.sendRaw(Data("Content-Length: 9223372036854775807\r\n\r\n{}".utf8))
        let skipped = try server.receive { ($0["method"] as? String) == "window/logMessage" }
        let message = (skipped["params"] as? [String: Any])?["message"] as? String
        #expect(message == "rankcheck: skipped input: a message of 9223372036854775807 bytes, over the 64 MiB read")
        // Everything after it belongs to that message; the input's end ends the server (1: no shutdown came).
        try server.closeInput()
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 1)
    }

    @Test func incrementalChangesAreAppliedAndCheckedAtTheNewestVersion() throws {
        let server = try LanguageServerSession()
        _ = try server.initialize()
        try server.open(year2022)
        _ = try server.diagnostics(for: year2022)
        // "rankFluctuation": 2 → 1 on line 7 (0-based 6), a character at a time.
        for (version, text) in [(2, "9"), (3, "1")] {
            try server.send(["method": "textDocument/didChange", "params": ["textDocument": ["uri": LanguageServerSession.uri(year2022), "version": version],
                "contentChanges": [["range": ["start": ["line": 6, "character": 31], "end": ["line": 6, "character": 32]], "text": text]]]])
        }
        var published = try server.diagnostics(for: year2022)
        while (published["params"] as? [String: Any])?["version"] as? Int != 3 { published = try server.diagnostics(for: year2022) }
        #expect(!Self.items(published).contains { $0["code"] as? String == "RC401" }, "\(Self.items(published))")
        _ = try server.shutdown()
    }
}
