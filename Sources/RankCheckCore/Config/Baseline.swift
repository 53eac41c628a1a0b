/// Findings recorded on purpose (`--write-baseline`) and hidden later (`--baseline`).
///
/// Matched by rule, file, list and town name, not by line, so edits elsewhere in the file
/// do not bring a baselined finding back; a new finding of the same rule on another town
/// is not hidden.
public struct Baseline: Sendable, Equatable {
    public struct Key: Hashable, Sendable, Comparable {
        public let rule: String
        public let path: String
        public let list: String
        /// The town name; for findings about no entry, the message.
        public let identity: String

        public init(_ finding: Finding) {
            rule = finding.ruleID
            path = finding.location.path.hasPrefix("./") ? String(finding.location.path.dropFirst(2)) : finding.location.path
            list = finding.list ?? ""
            identity = finding.identity ?? finding.message
        }

        init(rule: String, path: String, list: String, identity: String) {
            self.rule = rule
            self.path = path
            self.list = list
            self.identity = identity
        }

        public static func < (a: Key, b: Key) -> Bool {
            (a.path, a.rule, a.list, a.identity) < (b.path, b.rule, b.list, b.identity)
        }
    }

    /// How many findings each key stands for.
    public private(set) var counts: [Key: Int] = [:]

    public init(findings: [Finding]) {
        for finding in findings { counts[Key(finding), default: 0] += 1 }
    }

    /// Keeps the findings the baseline does not cover.
    public func filter(_ findings: [Finding]) -> (kept: [Finding], hidden: Int, unmatched: Int) {
        var matcher = Matcher(self)
        let kept = matcher.kept(findings)
        return (kept, matcher.hidden, matcher.unmatched)
    }

    /// Hides covered findings a file at a time: each baselined finding hides one finding, in
    /// the order the files are given.
    public struct Matcher: Sendable {
        private var remaining: [Key: Int]
        /// Findings hidden so far.
        public private(set) var hidden = 0

        public init(_ baseline: Baseline) {
            remaining = baseline.counts
        }

        /// `findings` without those the baseline covers (and not yet used up).
        public mutating func kept(_ findings: [Finding]) -> [Finding] {
            findings.filter { finding in
                let key = Key(finding)
                guard let left = remaining[key], left > 0 else { return true }
                remaining[key] = left - 1
                hidden += 1
                return false
            }
        }

        /// Baselined findings that matched nothing (fixed since).
        public var unmatched: Int { remaining.values.reduce(0, +) }
    }

    public func rendered(toolVersion: String) -> String {
        let entries: [JSONOutput] = counts.keys.sorted().map { key in
            .object([
                "rule": .string(key.rule), "path": .string(key.path), "list": .string(key.list),
                "townName": .string(key.identity), "count": .int(counts[key]!),
            ])
        }
        return JSONOutput.object(["version": .int(1), "tool": .string("rankcheck \(toolVersion)"), "findings": .array(entries)]).rendered() + "\n"
    }

    /// Whether a document is a baseline `--write-baseline` wrote: an object whose `tool` is
    /// rankcheck and whose `findings` is an array.
    public static func isWritten(_ document: JSONDocument) -> Bool {
        guard document.kind(document.root) == .object, let tool = document.member(document.root, "tool"), document.kind(tool) == .string,
              document.string(tool).hasPrefix("rankcheck"), let findings = document.member(document.root, "findings") else { return false }
        return document.kind(findings) == .array
    }

    /// Reads a baseline file written by `--write-baseline`.
    public static func parse(_ bytes: [UInt8], path: String) throws(ConfigurationError) -> Baseline {
        let document = try ConfigurationError.parse(bytes, path: path)
        func fail(_ node: Int, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, bytes: document.bytes, range: document[node].range, message: message)
        }
        guard document.kind(document.root) == .object, let list = document.member(document.root, "findings"), document.kind(list) == .array else {
            throw fail(document.root, "a baseline is an object with a \"findings\" array (written by --write-baseline)")
        }
        var baseline = Baseline(findings: [])
        for item in document.children(list) {
            guard document.kind(item) == .object else { throw fail(item, "baseline entry must be an object") }
            func field(_ name: String) throws(ConfigurationError) -> String {
                guard let node = document.member(item, name), document.kind(node) == .string else {
                    throw fail(item, "baseline entry needs a string '\(name)'")
                }
                return document.string(node)
            }
            let key = Key(rule: try field("rule"), path: try field("path"), list: try field("list"), identity: try field("townName"))
            // A count is untrusted: kept between 1 and 2^31, so adding counts up cannot overflow.
            let count = document.member(item, "count").flatMap { document.integer($0) }.map { Int(min(max(1, $0), 1 << 31)) } ?? 1
            baseline.counts[key, default: 0] += count
        }
        return baseline
    }
}
