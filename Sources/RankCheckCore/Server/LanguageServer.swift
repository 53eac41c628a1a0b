/// `rankcheck server`: the Language Server Protocol 3.17 over messages. It keeps the open
/// documents, checks each from the editor's buffer through the same pipeline as `validate`
/// (its configuration and prior period found as `validate` finds them, a prior period that is
/// open read from its buffer), and answers with diagnostics, quick fixes, fix-all, hover and the
/// configuration in force. It never writes a file: fixes are edits the editor applies.
///
/// The transport hands it the messages that have arrived (`handle`), then asks it to publish
/// what changed (`publishPending`): a burst of changes is checked once, at its newest version.
public struct LanguageServer {
    /// The settings a client sends (`initializationOptions`, `workspace/didChangeConfiguration`).
    public struct Settings: Sendable, Equatable {
        public var select: Set<String>?
        public var ignore: Set<String> = []
        public var configuration: String?
        public var showNotes = false
    }

    struct Document {
        var text: TextLines
        var version: Int
        /// The last check of this version, if it was checked.
        var checked: Checked?
    }

    struct Checked {
        let report: FileReport
        /// Texts of the other files its findings point into (the prior period).
        let others: [String: TextLines]
        /// The pipeline that checked it, for its fixes when an action asks for them.
        let pipeline: CheckPipeline
        let scopeFiles: [String]
        let priorPath: String?
        /// Whether notes are shown: the setting, or the configuration's `show-notes`.
        let showsNotes: Bool
        /// What `validate` says of the check beside its findings: the period a series has no
        /// file or list for, a prior file that could not be read.
        let notices: [String]
    }

    public private(set) var exitCode: Int32?
    private var initialized = false
    private var shutdownRequested = false
    private var encoding = PositionEncoding.utf16
    private var pullsDiagnostics = false
    private var registersWatchers = false
    private var settings = Settings()
    private var root: String
    private let fileSystem: any FileSystem
    private var documents: [String: Document] = [:]
    /// Documents changed since their diagnostics were last published, in the order they changed.
    private var pending: [String] = []
    /// Refresh requests sent, for their ids.
    private var refreshes = 0

    public init(workingDirectory: String, fileSystem: any FileSystem = LocalFileSystem()) {
        root = PathText.normalized(workingDirectory)
        self.fileSystem = fileSystem
    }

    // MARK: - Messages

    /// Handles the messages that have arrived, in order; returns what to send. A request that
    /// a later `$/cancelRequest` of the same batch cancels is answered as cancelled.
    public mutating func handle(_ batch: [JSONValue]) -> [JSONOutput] {
        var cancelled = Set<String>()
        for message in batch where message["method"]?.string == "$/cancelRequest" {
            if let id = message["params"]?["id"] { cancelled.insert(id.output.rendered(pretty: false)) }
        }
        var out: [JSONOutput] = []
        for message in batch {
            if let id = message["id"], message["method"] != nil, cancelled.contains(id.output.rendered(pretty: false)) {
                out.append(Self.error(id: id.output, code: -32800, "the request was cancelled"))
                continue
            }
            out += handle(message)
        }
        return out
    }

    /// A body that is not JSON (the protocol's parse error).
    public static func parseError(_ why: String) -> JSONOutput {
        error(id: .null, code: -32700, why)
    }

    private mutating func handle(_ message: JSONValue) -> [JSONOutput] {
        if case .array = message { return [Self.error(id: .null, code: -32600, "batches are not part of the protocol")] }
        guard case .object = message, let method = message["method"]?.string else {
            let id = message["id"]?.output ?? .null
            return message["result"] != nil || message["error"] != nil ? [] : [Self.error(id: id, code: -32600, "a message needs a method")]
        }
        let id = message["id"]
        let params = message["params"] ?? .object([:])
        guard let id else { return notification(method, params) }
        if shutdownRequested { return [Self.error(id: id.output, code: -32600, "the server is shutting down")] }
        if !initialized && method != "initialize" { return [Self.error(id: id.output, code: -32002, "the server is not initialized")] }
        switch method {
        case "initialize":
            // Sent once (the protocol's rule): a second one would change the encoding of positions mid-session.
            if initialized { return [Self.error(id: id.output, code: -32600, "the server is already initialized")] }
            return [respond(id, initialize(params))]
        case "shutdown":
            shutdownRequested = true
            return [respond(id, .null)]
        case "textDocument/diagnostic":
            guard let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil else {
                return [Self.error(id: id.output, code: -32602, "the document is not open")]
            }
            let items = diagnostics(uri)
            pending.removeAll { $0 == uri }
            return [respond(id, .object(["kind": .string("full"), "items": .array(items)]))]
        case "textDocument/codeAction": return [respond(id, codeActions(params))]
        case "textDocument/hover": return [respond(id, hover(params))]
        case "textDocument/inlayHint": return [respond(id, inlayHints(params))]
        case "textDocument/definition": return [respond(id, priorEntry(params))]
        case "textDocument/documentSymbol": return [respond(id, listSymbols(params))]
        case "workspace/executeCommand":
            guard params["command"]?.string == Self.showConfiguration else {
                return [Self.error(id: id.output, code: -32602, "unknown command")]
            }
            return [respond(id, showConfiguration(params["arguments"]?.array?.first?.string))]
        default:
            return [Self.error(id: id.output, code: -32601, "unknown method '\(method)'")]
        }
    }

    private mutating func notification(_ method: String, _ params: JSONValue) -> [JSONOutput] {
        switch method {
        case "exit":
            exitCode = shutdownRequested ? 0 : 1
            return []
        case "initialized":
            guard registersWatchers else { return [] }
            // The configuration and the data a document is compared with: a prior file, JSON or a table.
            let watchers: JSONOutput = .array(["**/.rankcheck.json", "**/*.json", "**/*.csv", "**/*.tsv"].map { .object(["globPattern": .string($0)]) })
            return [.object(["jsonrpc": .string("2.0"), "id": .string("rankcheck-watchers"), "method": .string("client/registerCapability"),
                             "params": .object(["registrations": .array([.object(["id": .string("rankcheck-watchers"),
                                                                                   "method": .string("workspace/didChangeWatchedFiles"),
                                                                                   "registerOptions": .object(["watchers": watchers])])])])])]
        case _ where !initialized || shutdownRequested:
            return []
        case "textDocument/didOpen":
            guard let document = params["textDocument"], let uri = document["uri"]?.string, let text = document["text"]?.string else {
                return [log(1, "didOpen without a document")]
            }
            documents[uri] = Document(text: TextLines(Array(text.utf8)), version: document["version"]?.int ?? 0)
            changed(uri)
            return []
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.string else { return [log(1, "didChange without a document")] }
            guard var document = documents[uri] else { return [log(2, "didChange for \(uri), which is not open: ignored")] }
            for change in params["contentChanges"]?.array ?? [] {
                guard let text = change["text"]?.string else { return [log(1, "a change without text: ignored")] }
                if let range = change["range"] {
                    guard let start = offset(range["start"], in: document.text), let end = offset(range["end"], in: document.text), start <= end else {
                        return [log(1, "a change to \(uri) outside the document: ignored (the document is kept as it was)")]
                    }
                    var bytes = document.text.bytes
                    bytes.replaceSubrange(start..<end, with: text.utf8)
                    document.text = TextLines(bytes)
                } else {
                    document.text = TextLines(Array(text.utf8))
                }
            }
            document.version = params["textDocument"]?["version"]?.int ?? document.version + 1
            document.checked = nil
            documents[uri] = document
            changed(uri)
            return []
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.string, documents[uri] != nil else { return [] }
            // The files compared with it read it from disk again.
            dependentsChanged(of: uri)
            documents[uri] = nil
            pending.removeAll { $0 == uri }
            // Its diagnostics go with it.
            return pullsDiagnostics ? [] : [publish(uri, [], version: nil)]
        case "textDocument/didSave":
            return []
        case "workspace/didChangeConfiguration":
            settings = Self.settings(params["settings"]) ?? settings
            return recheckAll()
        case "workspace/didChangeWatchedFiles":
            return recheckAll()
        case "$/setTrace", "$/cancelRequest":
            return []
        default:
            return []
        }
    }

    /// Diagnostics of the documents changed since they were last published (push clients), or
    /// a refresh request (pull clients). Called when no more messages are waiting.
    public mutating func publishPending() -> [JSONOutput] {
        guard !pending.isEmpty else { return [] }
        defer { pending = [] }
        if pullsDiagnostics {
            refreshes += 1
            return [.object(["jsonrpc": .string("2.0"), "id": .string("rankcheck-refresh-\(refreshes)"), "method": .string("workspace/diagnostic/refresh")])]
        }
        return pending.compactMap { uri in documents[uri].map { publish(uri, diagnostics(uri), version: $0.version) } }
    }

    /// A document changed: it, and every open document whose prior period it is, are checked again.
    private mutating func changed(_ uri: String) {
        if !pending.contains(uri) { pending.append(uri) }
        dependentsChanged(of: uri)
    }

    private mutating func dependentsChanged(of uri: String) {
        let path = Self.path(of: uri)
        for (other, document) in documents where other != uri {
            if document.checked?.priorPath == path {
                documents[other]?.checked = nil
                if !pending.contains(other) { pending.append(other) }
            }
        }
    }

    private mutating func recheckAll() -> [JSONOutput] {
        for uri in documents.keys.sorted() {
            documents[uri]?.checked = nil
            if !pending.contains(uri) { pending.append(uri) }
        }
        return []
    }

    // MARK: - Initialize

    public static let showConfiguration = "rankcheck.showConfiguration"

    private mutating func initialize(_ params: JSONValue) -> JSONOutput {
        initialized = true
        let capabilities = params["capabilities"] ?? .object([:])
        let offered = capabilities["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        pullsDiagnostics = capabilities["textDocument"]?["diagnostic"] != nil
        registersWatchers = capabilities["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        if let folder = params["workspaceFolders"]?.array?.first?["uri"]?.string ?? params["rootUri"]?.string {
            root = Self.path(of: folder)
        } else if let path = params["rootPath"]?.string {
            root = path
        }
        settings = Self.settings(params["initializationOptions"]) ?? settings
        var serverCapabilities: [String: JSONOutput] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": .object(["openClose": .bool(true), "change": .int(2), "save": .bool(false)]),
            "codeActionProvider": .object(["codeActionKinds": .array([.string("quickfix"), .string("source.fixAll.rankcheck")])]),
            "hoverProvider": .bool(true),
            "inlayHintProvider": .bool(true),
            "definitionProvider": .bool(true),
            "documentSymbolProvider": .bool(true),
            "executeCommandProvider": .object(["commands": .array([.string(Self.showConfiguration)])]),
        ]
        if pullsDiagnostics {
            serverCapabilities["diagnosticProvider"] = .object(["identifier": .string("rankcheck"), "interFileDependencies": .bool(true),
                                                                "workspaceDiagnostics": .bool(false)])
        }
        return .object(["capabilities": .object(serverCapabilities),
                        "serverInfo": .object(["name": .string("rankcheck"), "version": .string(Self.version)])])
    }

    /// The tool's version, set by the executable.
    public static var version: String { "0.1.0" }

    /// Settings at the top of `value` or under a `rankcheck` key.
    static func settings(_ value: JSONValue?) -> Settings? {
        guard let value, case .object = value else { return nil }
        let source = value["rankcheck"] ?? value
        var settings = Settings()
        func ids(_ key: String) -> Set<String>? {
            source[key]?.array.map { Set($0.compactMap(\.string).flatMap { RuleSelector.expand($0) ?? [] }) }
        }
        settings.select = ids("select")
        settings.ignore = ids("ignore") ?? []
        settings.configuration = source["configuration"]?.string
        settings.showNotes = source["showNotes"]?.bool ?? false
        return settings
    }

    // MARK: - Checking

    /// The document checked at its current version (checked now if it was not).
    private mutating func checked(_ uri: String) -> Checked? {
        guard let document = documents[uri] else { return nil }
        if let checked = document.checked { return checked }
        let path = shownPath(of: uri)
        var options = CheckOptions()
        options.overrides.select = settings.select
        options.overrides.ignore = settings.ignore
        options.overrides.showNotes = settings.showNotes
        options.configurationPath = settings.configuration
        options.keepsLists = true
        options.keepsComparisons = true
        options.keepsPriors = true
        guard let (pipeline, scope) = pipeline(for: path, options) else { return nil }
        let configuration = pipeline.configurations.scopes[scope]
        // A prior period that is open is read from its buffer.
        let priorPath = pipeline.priorFile(for: path, scope: scope)
        var known: PriorPeriod?
        if let priorPath, let open = documents[Self.uri(of: pipeline.absolutePath(priorPath))],
           case .success(let prior) = Linter(shape: configuration.configuration.shape, path: priorPath).readPriorPeriod(SourceBytes(open.text.bytes), path: priorPath) {
            known = prior
        }
        let (report, priorOutcome) = pipeline.check(path: path, bytes: SourceBytes(document.text.bytes), scope: scope, knownPrior: known)
        var others: [String: TextLines] = [:]
        for finding in report.findings {
            for related in finding.related where related.location.path != path && others[related.location.path] == nil {
                let absolute = pipeline.absolutePath(related.location.path)
                others[related.location.path] = documents[Self.uri(of: absolute)]?.text ?? (try? fileSystem.readFile(absolute)).map(TextLines.init)
            }
        }
        let result = Checked(report: report, others: others, pipeline: pipeline, scopeFiles: configuration.files,
                             priorPath: priorPath.map(pipeline.absolutePath), showsNotes: configuration.configuration.showNotes,
                             notices: priorOutcome?.notices ?? [])
        documents[uri]?.checked = result
        return result
    }

    private mutating func diagnostics(_ uri: String) -> [JSONOutput] {
        guard let checked = checked(uri), let document = documents[uri] else { return [] }
        let path = shownPath(of: uri)
        // A notice belongs to the whole file: it is shown at its start, as information.
        let start = range(ByteRange(0, 0), in: document.text)
        let notices = checked.notices.map { notice in
            JSONOutput.object(["range": start, "severity": .int(3),
                               "source": .string("rankcheck"), "message": .string(notice)])
        }
        return notices + checked.report.positionedFindings.compactMap { finding -> JSONOutput? in
            if finding.severity == .note && !checked.showsNotes { return nil }
            var diagnostic: [String: JSONOutput] = [
                "range": range(finding.location.range, in: document.text),
                "severity": .int(finding.severity == .error ? 1 : finding.severity == .warning ? 2 : 3),
                "source": .string("rankcheck"),
                "code": .string(finding.ruleID),
                "codeDescription": .object(["href": .string(RuleDocumentation.url(of: finding.ruleID))]),
                "message": .string(finding.message + (finding.help.map { "\n" + $0 } ?? "")),
            ]
            let related: [JSONOutput] = finding.related.compactMap { place in
                let text = place.location.path == path ? document.text : checked.others[place.location.path]
                guard let text else { return nil }
                let absolute = PathText.absolute(place.location.path, from: root)
                return .object(["location": .object(["uri": .string(Self.uri(of: absolute)), "range": range(place.location.range, in: text)]),
                                "message": .string(place.message)])
            }
            if !related.isEmpty { diagnostic["relatedInformation"] = .array(related) }
            return .object(diagnostic)
        }
    }

    // MARK: - Code actions and hover

    /// The open document a request names, with its check and its text; nil for a document
    /// that is not open.
    private mutating func checkedDocument(_ params: JSONValue) -> (uri: String, checked: Checked, text: TextLines)? {
        guard let uri = params["textDocument"]?["uri"]?.string, let checked = checked(uri), let text = documents[uri]?.text else { return nil }
        return (uri, checked, text)
    }

    private mutating func codeActions(_ params: JSONValue) -> JSONOutput {
        guard let (uri, checked, text) = checkedDocument(params) else { return .array([]) }
        let only = params["context"]?["only"]?.array?.compactMap(\.string)
        let start = offset(params["range"]?["start"], in: text) ?? 0
        let end = offset(params["range"]?["end"], in: text) ?? text.bytes.count
        var actions: [JSONOutput] = []
        let wantsQuickFix = only.map { $0.contains { "quickfix".hasPrefix($0) || $0.hasPrefix("quickfix") } } ?? true
        if wantsQuickFix {
            // The fixes `--fix` leaves to a person are offered too, never as the preferred one.
            for finding in checked.report.positionedFindings {
                guard let fix = finding.fix, finding.location.range.start <= end, finding.location.range.end >= start else { continue }
                let edits = fix.edits.map { JSONOutput.object(["range": range($0.location.range, in: text), "newText": .string($0.replacement)]) }
                actions.append(.object([
                    "title": .string("rankcheck: " + (fix.summary.isEmpty ? "fix \(finding.ruleID)" : fix.summary)),
                    "kind": .string("quickfix"), "isPreferred": .bool(fix.isSafe),
                    "diagnostics": .array([.object(["range": range(finding.location.range, in: text), "code": .string(finding.ruleID),
                                                    "source": .string("rankcheck"), "message": .string(finding.message)])]),
                    "edit": .object(["changes": .object([uri: .array(edits)])]),
                ]))
            }
        }
        let wantsFixAll = only.map { $0.contains { "source.fixAll.rankcheck".hasPrefix($0) } } ?? true
        var taken = checked.report
        let fixed = wantsFixAll && checked.report.isRewritable ? checked.pipeline.fixing(taking: &taken, original: text.bytes) : FixedFile(bytes: text.bytes)
        if fixed.applied > 0 {
            let whole = JSONOutput.object(["start": .object(["line": .int(0), "character": .int(0)]),
                                           "end": position(text.bytes.count, in: text)])
            actions.append(.object([
                "title": .string("rankcheck: fix all (\(fixed.applied) \(fixed.applied == 1 ? "fix" : "fixes"))"),
                "kind": .string("source.fixAll.rankcheck"),
                "edit": .object(["changes": .object([uri: .array([.object(["range": whole, "newText": .string(String(decoding: fixed.bytes, as: UTF8.self))])])])]),
            ]))
        }
        return .array(actions)
    }

    private mutating func hover(_ params: JSONValue) -> JSONOutput {
        guard let (_, checked, text) = checkedDocument(params),
              let offset = offset(params["position"], in: text),
              let (comparison, compared, place) = Self.comparedEntry(at: offset, in: checked.report) else { return .null }
        let period = Self.period(of: comparison, in: checked.report)
        let rank = compared.entry.rank?.value.map(String.init) ?? "?"
        let said: String
        if let prior = compared.priorRank, let truth = compared.trueMovement {
            said = "\(period): rank \(prior) → rank \(rank), \(truth.description); claims \(compared.entry.claimDescription)"
        } else {
            said = "not in \(period)'s list; claims \(compared.entry.claimDescription)"
        }
        return .object(["contents": .object(["kind": .string("plaintext"), "value": .string(said)]),
                        "range": range(place, in: text)])
    }

    /// The same entry in the prior period (its name), for the entry at the position: where
    /// "go to definition" takes an editor. Null where the prior period has none.
    private mutating func priorEntry(_ params: JSONValue) -> JSONOutput {
        guard let (uri, checked, text) = checkedDocument(params),
              let offset = offset(params["position"], in: text),
              let found = Self.comparedEntry(at: offset, in: checked.report)?.compared.priorEntry else { return .null }
        // A series in one file has its prior period in the document itself.
        let priorURI = checked.priorPath.map(Self.uri(of:)) ?? uri
        guard let text = documents[priorURI]?.text ?? checked.priorPath.flatMap({ try? fileSystem.readFile($0) }).map(TextLines.init) else { return .null }
        // A table's entries are placed in its document: their places in the table are found through its map.
        let priorTable = checked.priorPath == nil ? checked.report.document?.table : checked.report.prior?.table
        return .object(["uri": .string(priorURI), "range": range(priorTable?.sourceRange(found.range) ?? found.range, in: text)])
    }

    /// What hover and inlay hints call a list's prior period: its period's label in a series,
    /// else the prior file's.
    private static func period(of comparison: ListComparison, in report: FileReport) -> String {
        comparison.prior?.periodLabel ?? report.priorLabel ?? "the prior period"
    }

    /// The compared entry whose entry holds `offset` of the document as written, with its list's
    /// comparison and the entry's place (a table's entries are its rows, wherever they are).
    private static func comparedEntry(at offset: Int, in report: FileReport) -> (comparison: ListComparison, compared: EntryComparison, place: ByteRange)? {
        guard let tape = report.document else { return nil }
        for comparison in report.comparisons {
            let entries = comparison.entries
            let places = tape.sourceRanges(entries.map { tape[$0.entry.node].range })
            if let index = places.firstIndex(where: { $0.start <= offset && offset < $0.end }) { return (comparison, entries[index], places[index]) }
        }
        return nil
    }

    /// The document's lists as its outline: each list's name and how many entries it has, at
    /// its key and array in JSON, at the row of its first entry in a table (whose lists may
    /// interleave).
    private mutating func listSymbols(_ params: JSONValue) -> JSONOutput {
        guard let (_, checked, text) = checkedDocument(params),
              let tape = checked.report.document else { return .array([]) }
        let lists = checked.report.lists
        let spans: [(range: ByteRange, name: ByteRange)] = if tape.table != nil {
            tape.sourceRanges(lists.map { $0.entries.first.map { tape[$0.node].range } ?? tape[$0.node].range }).map { ($0, $0) }
        } else {
            lists.map { list in
                let array = tape[list.node].range
                // A list found by a pointer into an array has no key of its own: its `[` names it.
                let key = list.keyRange.end > list.keyRange.start && list.keyRange.end <= array.start ? list.keyRange : ByteRange(array.start, array.start + 1)
                return (ByteRange(key.start, array.end), key)
            }
        }
        return .array(zip(lists, spans).map { list, span in
            .object(["name": .string(list.name.isEmpty ? "(unnamed list)" : list.name), "detail": .string("\(list.entries.count) \(list.entries.count == 1 ? "entry" : "entries")"),
                     "kind": .int(18), "range": range(span.range, in: text), "selectionRange": range(span.name, in: text)])
        })
    }

    /// Beside each claimed move in the range asked for, what the prior period says of it:
    /// `2021: rank 2, up 1`, or `not in 2021`. Entries that claim no move have none, nor do
    /// entries whose identity is written twice.
    private mutating func inlayHints(_ params: JSONValue) -> JSONOutput {
        guard let (_, checked, text) = checkedDocument(params),
              let tape = checked.report.document else { return .array([]) }
        // A range that runs past the document's last line (as a client asks for a whole page) ends with it.
        let start = offset(params["range"]?["start"], in: text) ?? 0
        let end = offset(params["range"]?["end"], in: text) ?? Int.max
        var hints: [JSONOutput] = []
        for comparison in checked.report.comparisons {
            let entries = comparison.entries
            let claims = entries.indices.compactMap { index in entries[index].entry.movementNode.map { (index, tape[$0].range) } }
            let places = tape.sourceRanges(claims.map(\.1))
            let period = Self.period(of: comparison, in: checked.report)
            for (claim, place) in zip(claims, places) where start <= place.end && place.end <= end {
                let compared = entries[claim.0]
                // An identity written twice is compared with neither entry: nothing to say of it.
                if compared.status == .ambiguous { continue }
                let label = compared.priorRank.flatMap { prior in compared.trueMovement.map { "\(period): rank \(prior), \($0.description)" } }
                    ?? "not in \(period)"
                hints.append(.object(["position": position(place.end, in: text), "label": .string(label), "paddingLeft": .bool(true)]))
            }
        }
        return .array(hints)
    }

    private mutating func showConfiguration(_ uri: String?) -> JSONOutput {
        guard let uri else { return .null }
        var options = CheckOptions()
        options.configurationPath = settings.configuration
        guard let (pipeline, scope) = pipeline(for: Self.path(of: uri), options) else { return .null }
        let files = pipeline.configurations.scopes[scope].files.map { pipeline.absolutePath($0) }
        let prior = pipeline.priorFile(for: Self.path(of: uri), scope: scope).map(pipeline.absolutePath)
        return .object(["configurationFiles": .array(files.map(JSONOutput.string)),
                        "prior": prior.map(JSONOutput.string) ?? .null,
                        "priorIsOpen": .bool(prior.map { documents[Self.uri(of: $0)] != nil } ?? false)])
    }

    /// The pipeline that checks the file `path` names, with the file's scope; nil where its
    /// configuration cannot be read, or the path names a folder: a document is a file, and a
    /// folder's URI never has the server walk the folder.
    private func pipeline(for path: String, _ options: CheckOptions) -> (CheckPipeline, scope: Int)? {
        guard fileSystem.kind(PathText.absolute(path, from: root), followingLinks: true) != .directory,
              var pipeline = try? CheckPipeline(workingDirectory: root, fileSystem: fileSystem, options: options),
              let scope = try? pipeline.scope(ofNamed: path) else { return nil }
        _ = try? pipeline.targets(for: [path])
        return (pipeline, scope)
    }

    // MARK: - Pieces

    private func offset(_ position: JSONValue?, in text: TextLines) -> Int? {
        guard let line = position?["line"]?.int, let character = position?["character"]?.int else { return nil }
        return text.offset(line: line, character: character, encoding)
    }

    private func position(_ offset: Int, in text: TextLines) -> JSONOutput {
        let place = text.position(of: offset, encoding)
        return .object(["line": .int(place.line), "character": .int(place.character)])
    }

    private func range(_ range: ByteRange, in text: TextLines) -> JSONOutput {
        .object(["start": position(range.start, in: text), "end": position(range.end, in: text)])
    }

    private func respond(_ id: JSONValue, _ result: JSONOutput) -> JSONOutput {
        .object(["jsonrpc": .string("2.0"), "id": id.output, "result": result])
    }

    static func error(id: JSONOutput, code: Int, _ message: String) -> JSONOutput {
        .object(["jsonrpc": .string("2.0"), "id": id, "error": .object(["code": .int(code), "message": .string(message)])])
    }

    /// `window/logMessage`: 1 error, 2 warning, 3 info.
    public static func logMessage(_ message: String, type: Int = 1) -> JSONOutput {
        .object(["jsonrpc": .string("2.0"), "method": .string("window/logMessage"),
                 "params": .object(["type": .int(type), "message": .string("rankcheck: " + message)])])
    }

    func log(_ type: Int, _ message: String) -> JSONOutput { Self.logMessage(message, type: type) }

    private func publish(_ uri: String, _ diagnostics: [JSONOutput], version: Int?) -> JSONOutput {
        var params: [String: JSONOutput] = ["uri": .string(uri), "diagnostics": .array(diagnostics)]
        if let version { params["version"] = .int(version) }
        return .object(["jsonrpc": .string("2.0"), "method": .string("textDocument/publishDiagnostics"), "params": .object(params)])
    }

    /// The path of a document as findings and notices name it: relative to the workspace's
    /// root when inside it, as `validate` run there names it.
    private func shownPath(of uri: String) -> String {
        PathText.shown(Self.path(of: uri), from: root)
    }

    /// A file URI's path (percent-decoded); anything else as it is.
    static func path(of uri: String) -> String {
        guard uri.hasPrefix("file://") else { return uri }
        var rest = Array(uri.utf8.dropFirst(7))
        // file://host/path: the host is dropped.
        if let slash = rest.firstIndex(of: UInt8(ascii: "/")) { rest = Array(rest[slash...]) }
        var bytes: [UInt8] = []
        var index = 0
        while index < rest.count {
            if rest[index] == UInt8(ascii: "%"), index + 2 < rest.count,
               let value = UInt8(String(decoding: rest[(index + 1)...(index + 2)], as: UTF8.self), radix: 16) {
                bytes.append(value)
                index += 3
            } else {
                bytes.append(rest[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file URI of an absolute path.
    static func uri(of path: String) -> String {
        var out = "file://"
        for byte in path.utf8 {
            let plain = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || [UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "~")].contains(byte)
            out += plain ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded(2)
        }
        return out
    }
}

extension String {
    func leftPadded(_ width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
