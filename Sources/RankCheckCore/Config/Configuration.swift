/// `.rankcheck.json`: rule selection, severities, tie policy, paths, prior-year discovery.
public struct Configuration: Sendable {
    public enum PriorPolicy: Sendable, Equatable {
        /// Decrement the last year in the path (SPEC §3).
        case discover
        /// Never compare with a prior year.
        case off
        /// A series in one file: each list against the list before it.
        case previousList
        /// A series of files: each against the previous file of its folder (by the date, year
        /// or number in the name).
        case previousFile
        /// A path template relative to `directory` (its configuration's folder); `{year}` is
        /// replaced by the prior year.
        case template(String, directory: String)
    }

    public var selection = RuleSelection()
    public var ties = TiePolicy.none
    public var include: [PathPattern] = []
    public var exclude: [PathPattern] = []
    public var perFileIgnores: [(pattern: PathPattern, rules: Set<String>)] = []
    public var prior = PriorPolicy.discover
    public var showNotes = false
    /// Where lists, ranks, identities and movements are (default: the reference format).
    public var shape = RankingShape.reference
    /// The config file's path, when one was read.
    public var path: String?
    /// The configuration this one starts from (`"extend"`), as written, with its position.
    public var extends: (path: String, position: LineColumn)?
    /// Where each key's value comes from: key → the configuration file (or command-line
    /// option) that set it. A key not here has its default.
    public var origins: [String: String] = [:]

    public init() {}

    /// The keys the file may hold, for "did you mean" on typos.
    public static let keys = ["$schema", "extend", "select", "ignore", "severity", "ties", "include", "exclude", "per-file-ignores", "prior", "show-notes", "shape"]

    /// Reads a config file. Every problem is reported with its line and column; patterns and
    /// the prior template are relative to `directory` (the file's folder).
    public static func parse(_ bytes: [UInt8], path: String, directory: String = "") throws(ConfigurationError) -> Configuration {
        let document = try ConfigurationError.parse(bytes, path: path)
        var reader = Reader(document: document, path: path, directory: directory)
        return try reader.read()
    }

    /// This configuration on top of `base` (what it extends): every key this one sets replaces
    /// the base's, except `severity`, whose overrides are added rule by rule.
    public func extending(_ base: Configuration) -> Configuration {
        var merged = base
        for key in origins.keys {
            switch key {
            case "select": merged.selection.selected = selection.selected
            case "ignore": merged.selection.ignored = selection.ignored
            case "severity": merged.selection.severityOverrides.merge(selection.severityOverrides) { _, own in own }
            case "ties": merged.ties = ties
            case "include": merged.include = include
            case "exclude": merged.exclude = exclude
            case "per-file-ignores": merged.perFileIgnores = perFileIgnores
            case "prior": merged.prior = prior
            case "show-notes": merged.showNotes = showNotes
            case "shape": merged.shape = shape
            default: break
            }
            if key == "severity", let own = origins[key], let inherited = base.origins[key] {
                merged.origins[key] = "\(own), over \(inherited)"
            } else {
                merged.origins[key] = origins[key]
            }
        }
        merged.path = path
        merged.extends = extends
        return merged
    }

    /// The selection in force for one file (absolute path, or relative to the working
    /// directory for a configuration read with no folder): per-file ignores added.
    public func selection(for path: String) -> RuleSelection {
        var selection = self.selection
        for entry in perFileIgnores where entry.pattern.matches(path) {
            selection.ignored.formUnion(entry.rules)
        }
        return selection
    }

    /// Whether a file found by walking a directory is checked (explicit files always are).
    public func includes(_ path: String) -> Bool {
        (include.isEmpty || include.contains { $0.matches(path) }) && !exclude.contains { $0.matches(path) }
    }
}

/// A problem in the config file, with its position.
public struct ConfigurationError: Error, Sendable, CustomStringConvertible {
    public let path: String
    public let position: LineColumn
    public let message: String

    init(path: String, bytes: SourceBytes, range: ByteRange, message: String) {
        self.path = path
        self.position = LineIndex(bytes).position(of: range.start)
        self.message = message
    }

    public init(path: String, position: LineColumn, message: String) {
        self.path = path
        self.position = position
        self.message = message
    }

    /// A settings file (configuration, shape, baseline) parsed, or where its syntax is wrong.
    static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> JSONDocument {
        let source = SourceBytes(bytes)
        switch JSONParser().parse(source) {
        case .success(let document): return document
        case .failure(let error): throw ConfigurationError(path: path, bytes: source, range: error.range, message: error.message)
        }
    }

    public var description: String { "\(path):\(position.line):\(position.column): \(message)" }
}

private struct Reader {
    let document: JSONDocument
    let path: String
    let directory: String

    func fail(_ node: Int, _ message: String, key: Bool = false) -> ConfigurationError {
        ConfigurationError(path: path, bytes: document.bytes, range: key ? document.keyRange(node) : document[node].range, message: message)
    }

    mutating func read() throws(ConfigurationError) -> Configuration {
        var config = Configuration()
        config.path = path
        let root = document.root
        guard document.kind(root) == .object else { throw fail(root, "configuration must be a JSON object, found \(document.kind(root))") }
        for member in document.children(root) {
            let key = document.key(member)
            if key != "$schema" && key != "extend" { config.origins[key] = path }
            switch key {
            case "$schema": _ = try string(member, key)
            case "extend":
                let target = try string(member, key)
                guard !target.isEmpty else { throw fail(member, "'extend' must name a configuration file") }
                config.extends = (target, LineIndex(document.bytes).position(of: document[member].range.start))
            case "select": config.selection.selected = try rules(member, key)
            case "ignore": config.selection.ignored = try rules(member, key)
            case "severity": config.selection.severityOverrides.merge(try severities(member), uniquingKeysWith: { _, later in later })
            case "ties":
                let text = try string(member, key)
                guard let policy = TiePolicy(rawValue: text) else {
                    throw fail(member, "unknown tie policy '\(text)'; use \"none\" or \"competition\"")
                }
                config.ties = policy
            case "include": config.include = try strings(member, key).map { PathPattern($0, directory: directory) }
            case "exclude": config.exclude = try strings(member, key).map { PathPattern($0, directory: directory) }
            case "per-file-ignores":
                try expect(member, .object, key, "an object of path pattern → rule ids")
                for entry in document.children(member) {
                    config.perFileIgnores.append((PathPattern(document.key(entry), directory: directory), try rules(entry, "per-file-ignores")))
                }
            case "prior": config.prior = try prior(member)
            case "shape":
                config.shape = try ShapeReader(document: document, path: path).read(member)
            case "show-notes":
                guard let flag = document.bool(member) else { throw fail(member, "'show-notes' must be a boolean, found \(document.kind(member))") }
                config.showNotes = flag
            default:
                let hint = closestName(to: key, among: Configuration.keys).map { "; did you mean '\($0)'?" } ?? ""
                throw fail(member, "unknown configuration key '\(key)'\(hint)", key: true)
            }
        }
        return config
    }

    /// `{"RC301": "error", "RC4": "note"}`: each rule's severity, a selector naming several.
    private func severities(_ member: Int) throws(ConfigurationError) -> [String: Severity] {
        try expect(member, .object, "severity", "an object of rule → severity")
        var severities: [String: Severity] = [:]
        for override in document.children(member) {
            let selector = document.key(override)
            guard let ids = RuleSelector.expand(selector) else { throw fail(override, RuleSelector.unknownMessage(selector), key: true) }
            let text = try string(override, "severity.\(selector)")
            guard let severity = Severity(rawValue: text) else {
                throw fail(override, "unknown severity '\(text)'; use \"error\", \"warning\" or \"note\"")
            }
            for id in ids { severities[id] = severity }
        }
        return severities
    }

    /// `"prior"`: true or false, a mode's name, or a path template with `{year}`.
    private func prior(_ member: Int) throws(ConfigurationError) -> Configuration.PriorPolicy {
        if let flag = document.bool(member) { return flag ? .discover : .off }
        let text = try string(member, "prior")
        switch text {
        case "discover", "auto": return .discover
        case "off", "none": return .off
        case "previous-list": return .previousList
        case "previous-file": return .previousFile
        default:
            guard text.contains("{year}") else {
                throw fail(member, "'prior' must be true, false, \"discover\", \"off\", \"previous-list\", \"previous-file\" or a path template with {year}")
            }
            return .template(text, directory: directory)
        }
    }

    func expect(_ node: Int, _ kind: JSONKind, _ key: String, _ what: String) throws(ConfigurationError) {
        guard document.kind(node) == kind else { throw fail(node, "'\(key)' must be \(what), found \(document.kind(node))") }
    }

    func string(_ node: Int, _ key: String) throws(ConfigurationError) -> String {
        try expect(node, .string, key, "a string")
        return document.string(node)
    }

    func strings(_ node: Int, _ key: String) throws(ConfigurationError) -> [String] {
        try expect(node, .array, key, "an array of strings")
        var values: [String] = []
        for item in document.children(node) { values.append(try string(item, key)) }
        return values
    }

    func rules(_ node: Int, _ key: String) throws(ConfigurationError) -> Set<String> {
        try expect(node, .array, key, "an array of rule ids")
        var ids = Set<String>()
        for item in document.children(node) {
            let selector = try string(item, key)
            guard let expanded = RuleSelector.expand(selector) else { throw fail(item, RuleSelector.unknownMessage(selector)) }
            ids.formUnion(expanded)
        }
        return ids
    }
}
