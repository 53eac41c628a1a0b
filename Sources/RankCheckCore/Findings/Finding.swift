/// One problem in the data: plain data that every reporter formats.
///
/// A finding's words (its message, help, related places' messages and fix summary) may be kept
/// as the few values they are made of, rendered when a reporter prints them (`FindingText`): a
/// finding no output shows, or `--quiet` counts, never builds a sentence.
public struct Finding: Equatable, Sendable {
    public var ruleID: String
    public var ruleName: String
    public var severity: Severity
    public var location: Location
    /// The list and the entry's identity (town name), when the finding is about one:
    /// baselines and SARIF fingerprints use these instead of line numbers.
    public var list: String?
    public var identity: String?
    // The words as rendered, or blank while `words` holds them unrendered.
    private var storedMessage: String
    private var storedHelp: String?
    private var storedRelated: [RelatedLocation]
    private var storedFix: Fix?
    private var words: (@Sendable () -> FindingText)?

    public init(
        ruleID: String, ruleName: String, severity: Severity, message: String, location: Location,
        related: [RelatedLocation] = [], help: String? = nil, fix: Fix? = nil,
        list: String? = nil, identity: String? = nil
    ) {
        self.ruleID = ruleID
        self.ruleName = ruleName
        self.severity = severity
        self.storedMessage = message
        self.location = location
        self.storedRelated = related
        self.storedHelp = help
        self.storedFix = fix
        self.list = list
        self.identity = identity
    }

    /// A finding whose words `words` renders when they are read: `related` and `fix` give the
    /// places and edits, their messages and summary left blank for `words` to fill in.
    public init(
        ruleID: String, ruleName: String, severity: Severity, location: Location,
        related: [Location] = [], fix: Fix? = nil, list: String? = nil, identity: String? = nil,
        words: @escaping @Sendable () -> FindingText
    ) {
        self.init(ruleID: ruleID, ruleName: ruleName, severity: severity, message: "", location: location,
                  related: related.map { RelatedLocation($0, "") }, fix: fix, list: list, identity: identity)
        self.words = words
    }

    /// Lowercase, no trailing period, user values quoted.
    public var message: String {
        get { words?().message ?? storedMessage }
        set { renderText(); storedMessage = newValue }
    }

    /// A suggestion that is not a fix ("did you mean 'rankFluctuation'?").
    public var help: String? {
        get { words == nil ? storedHelp : words?().help }
        set { renderText(); storedHelp = newValue }
    }

    public var related: [RelatedLocation] {
        get {
            guard let text = words?() else { return storedRelated }
            return zip(storedRelated, text.related).map { RelatedLocation($0.location, $1) }
        }
        set { renderText(); storedRelated = newValue }
    }

    public var fix: Fix? {
        get {
            guard var fix = storedFix, let summary = words?().fixSummary else { return storedFix }
            fix.summary = summary
            return fix
        }
        set { renderText(); storedFix = newValue }
    }

    /// Whether `--fix` would apply this finding's fix (read without rendering its summary).
    public var hasSafeFix: Bool { storedFix?.isSafe == true }

    /// The fix's edits (read without rendering its summary).
    public var fixEdits: [TextEdit] { storedFix?.edits ?? [] }

    /// The places of the related locations (read without rendering their messages).
    public var relatedPlaces: LazyMapCollection<[RelatedLocation], Location> { storedRelated.lazy.map(\.location) }

    /// Renders the words now, once, so that reading them after costs nothing (a reporter
    /// does this for each finding it prints).
    public mutating func renderText() {
        guard let text = words?() else { return }
        words = nil
        storedMessage = text.message
        storedHelp = text.help
        for index in storedRelated.indices where index < text.related.count { storedRelated[index].message = text.related[index] }
        if let summary = text.fixSummary { storedFix?.summary = summary }
    }

    /// Rewrites the finding's places in place: its own, and with `secondary` its related places'
    /// and fix edits' (position resolution; no array is rebuilt).
    mutating func updatePlaces(secondary: Bool, _ update: (inout Location) -> Void) {
        update(&location)
        guard secondary else { return }
        for index in storedRelated.indices { update(&storedRelated[index].location) }
        if storedFix != nil {
            for index in storedFix!.edits.indices { update(&storedFix!.edits[index].location) }
        }
    }

    /// Rewrites the related places that are in the file at `path`, in place.
    mutating func updateRelatedPlaces(in path: String, _ update: (inout Location) -> Void) {
        for index in storedRelated.indices where storedRelated[index].location.path == path { update(&storedRelated[index].location) }
    }

    /// Equal when everything a report prints is equal: the words are rendered once per side
    /// (not once per field read), then the stored values compared.
    public static func == (a: Finding, b: Finding) -> Bool {
        var a = a, b = b
        a.renderText()
        b.renderText()
        return a.ruleID == b.ruleID && a.ruleName == b.ruleName && a.severity == b.severity && a.location == b.location
            && a.list == b.list && a.identity == b.identity && a.storedMessage == b.storedMessage && a.storedHelp == b.storedHelp
            && a.storedRelated == b.storedRelated && a.storedFix == b.storedFix
    }

    /// `findings` in report order, stable (the same array when it is already in order).
    public static func inReportOrder(_ findings: [Finding]) -> [Finding] {
        var sorted = findings
        sortInReportOrder(&sorted)
        return sorted
    }

    /// Puts `findings` in report order, stable. Their indexes are sorted, then the findings are
    /// moved into place by swapping: each is moved once, never copied, and no second array is made.
    public static func sortInReportOrder(_ findings: inout [Finding]) {
        if isInReportOrder(findings) { return }
        func before(_ a: Int, _ b: Int) -> Bool {
            reportOrder(findings[a], findings[b]) || (!reportOrder(findings[b], findings[a]) && a < b)
        }
        var order: [Int]
        if let path = findings.first?.location.path, findings.allSatisfy({ $0.location.path == path }) {
            // One file (the usual case): the start offsets, read once into an array, decide
            // almost every comparison; only findings at the same place compare rule and message.
            var starts: [Int] = []
            starts.reserveCapacity(findings.count)
            for index in findings.indices { starts.append(findings[index].location.range.start) }
            order = findings.indices.sorted { a, b in starts[a] != starts[b] ? starts[a] < starts[b] : before(a, b) }
        } else {
            order = findings.indices.sorted(by: before)
        }
        // Position i takes the finding at order[i]: each cycle of the permutation is followed
        // once, swapping through the buffer (bitwise moves, no retain or release).
        findings.withUnsafeMutableBufferPointer { buffer in
            for start in order.indices where order[start] != start && order[start] >= 0 {
                var position = start
                while order[position] != start {
                    let from = order[position]
                    buffer.swapAt(position, from)
                    order[position] = -1
                    position = from
                }
                order[position] = -1
            }
        }
    }

    /// Whether `findings` are in report order already (read in place: no finding is copied).
    public static func isInReportOrder(_ findings: [Finding]) -> Bool {
        for index in findings.indices.dropFirst() where reportOrder(findings[index], findings[index - 1]) { return false }
        return true
    }

    /// Deterministic report order: path, position, rule, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location.path != b.location.path { return a.location.path < b.location.path }
        if a.location.range.start != b.location.range.start { return a.location.range.start < b.location.range.start }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// The words of a finding, as its rule renders them from the values it kept.
public struct FindingText: Sendable {
    public var message: String
    public var help: String?
    /// One message per related place, in order.
    public var related: [String]
    /// The fix's summary, when the finding has a fix.
    public var fixSummary: String?

    public init(message: Sentence, help: Sentence? = nil, related: [Sentence] = [], fixSummary: Sentence? = nil) {
        self.message = message.text
        self.help = help?.text
        self.related = related.map(\.text)
        self.fixSummary = fixSummary?.text
    }
}
