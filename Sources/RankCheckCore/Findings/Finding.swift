/// One problem in the data: plain data that every reporter formats.
///
/// A finding is small: its rule, severity, place, list and town, and either its words as
/// rendered or the few values they are made of (`FindingDetails`), from which its message,
/// help, related places and fix are made when a reporter prints them. A finding no output
/// shows, or `--quiet` counts, never builds a sentence, an array or an edit.
public struct Finding: Equatable, Sendable {
    public var ruleID: String
    public var ruleName: String
    public var location: Location
    /// The list and the entry's identity (town name), when the finding is about one:
    /// baselines and SARIF fingerprints use these instead of line numbers.
    public var list: String?
    public var identity: String?
    /// The words and places beyond the finding's own, rendered: one immutable box, shared by
    /// copies of the finding. Nil while `details` holds the values they are made of.
    private var words: RenderedWords?
    /// What the words are made from, until they are rendered. A rule's details struct of two
    /// words or three is held in place: a deferred finding allocates nothing of its own.
    private var details: (any FindingDetails)?
    public var severity: Severity
    /// Whether `--fix` would apply the fix, noted when the words or details are set: counting
    /// fixable findings then reads a flag, not each finding's details.
    public private(set) var hasSafeFix: Bool

    public init(
        ruleID: String, ruleName: String, severity: Severity, message: String, location: Location,
        related: [RelatedLocation] = [], help: String? = nil, fix: Fix? = nil,
        list: String? = nil, identity: String? = nil
    ) {
        self.init(ruleID: ruleID, ruleName: ruleName, severity: severity, location: location, list: list, identity: identity,
                  words: RenderedWords(message: message, help: help, related: related, fix: fix), details: nil)
    }

    /// A finding whose words, related places and fix `details` makes when they are read.
    public init(
        ruleID: String, ruleName: String, severity: Severity, location: Location,
        list: String? = nil, identity: String? = nil, details: some FindingDetails
    ) {
        self.init(ruleID: ruleID, ruleName: ruleName, severity: severity, location: location, list: list, identity: identity,
                  words: nil, details: details)
    }

    private init(ruleID: String, ruleName: String, severity: Severity, location: Location, list: String?, identity: String?,
                 words: RenderedWords?, details: (any FindingDetails)?) {
        self.ruleID = ruleID
        self.ruleName = ruleName
        self.severity = severity
        self.location = location
        self.list = list
        self.identity = identity
        self.words = words
        self.details = details
        hasSafeFix = words.map { $0.fix?.isSafe == true } ?? details?.hasSafeFix ?? false
    }

    /// A finding whose words `words` renders when they are read: `related` and `fix` give the
    /// places and edits, their messages and summary left blank for `words` to fill in.
    public init(
        ruleID: String, ruleName: String, severity: Severity, location: Location,
        related: [Location] = [], fix: Fix? = nil, list: String? = nil, identity: String? = nil,
        words: @escaping @Sendable () -> FindingText
    ) {
        let details: any FindingDetails = related.isEmpty && fix == nil ? Words(text: words) : WordsAndPlaces(text: words, relatedPlaces: related, fix: fix)
        self.init(ruleID: ruleID, ruleName: ruleName, severity: severity, location: location, list: list, identity: identity, details: details)
    }

    /// The words and places as rendered (made now when they are deferred; nothing is stored).
    private var rendered: RenderedWords {
        if let words { return words }
        return RenderedWords(renderedFields())
    }

    /// Renders the words (if they are not yet) and puts a changed copy in their place.
    private mutating func changeWords(_ change: (inout FindingWords) -> Void) {
        var fields = renderedFields()
        change(&fields)
        placeRendered(fields)
    }

    /// Lowercase, no trailing period, user values quoted.
    public var message: String {
        get { rendered.message }
        set { changeWords { $0.message = newValue } }
    }

    /// A suggestion that is not a fix ("did you mean 'rankFluctuation'?").
    public var help: String? {
        get { rendered.help }
        set { changeWords { $0.help = newValue } }
    }

    public var related: [RelatedLocation] {
        get { rendered.related }
        set { changeWords { $0.related = newValue } }
    }

    public var fix: Fix? {
        get { rendered.fix }
        set { changeWords { $0.fix = newValue } }
    }

    /// The fix's edits (read without rendering its summary).
    public var fixEdits: [TextEdit] { (words.map(\.fix) ?? details?.fix)?.edits ?? [] }

    /// The places of the related locations (read without rendering their messages).
    public var relatedPlaces: [Location] { words.map { $0.related.map(\.location) } ?? details?.relatedPlaces ?? [] }

    /// Renders the words and places now, once, so that reading them after costs nothing (a
    /// reporter does this for each finding it prints).
    public mutating func renderText() {
        guard words == nil, let details else { return }
        placeRendered(details.words())
    }

    /// The rendered words and places, taken out to have their places filled in (position
    /// resolution); `placeRendered` puts them back in one new box.
    func renderedFields() -> FindingWords { words?.fields ?? details?.words() ?? FindingWords(message: "") }

    /// Moves the finding's places from a document read from a table to the table itself: its
    /// own place now (report order is the table's), its related places and fix edits when they
    /// are read (a deferred finding stays deferred).
    mutating func placeInTable(_ places: TablePlaces, at range: ByteRange) {
        location.range = range
        if let details {
            self.details = places.wrapping(details)
        } else if var fields = words?.fields {
            places.move(&fields)
            words = RenderedWords(fields)
        }
    }

    /// Puts back words and places taken out by `renderedFields`.
    mutating func placeRendered(_ fields: consuming FindingWords) {
        words = RenderedWords(fields)
        details = nil
        hasSafeFix = words?.fix?.isSafe == true
    }

    /// Equal when everything a report prints is equal.
    public static func == (a: Finding, b: Finding) -> Bool {
        guard a.ruleID == b.ruleID && a.ruleName == b.ruleName && a.severity == b.severity && a.location == b.location
            && a.list == b.list && a.identity == b.identity else { return false }
        let wordsA = a.rendered, wordsB = b.rendered
        return wordsA === wordsB || wordsA.fields == wordsB.fields
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
        findings.withUnsafeBufferPointer { buffer in
            // Through pointers into the buffer: passing `findings[index]` would copy each finding.
            for index in buffer.indices.dropFirst() where precedes(buffer.baseAddress! + index, buffer.baseAddress! + index - 1) {
                return false
            }
            return true
        }
    }

    /// Deterministic report order: path, position, rule, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in precedes(a, b) } }
    }

    /// `reportOrder`, read field by field through pointers (no finding is copied).
    private static func precedes(_ a: UnsafePointer<Finding>, _ b: UnsafePointer<Finding>) -> Bool {
        if a.pointee.location.path != b.pointee.location.path { return a.pointee.location.path < b.pointee.location.path }
        if a.pointee.location.range.start != b.pointee.location.range.start { return a.pointee.location.range.start < b.pointee.location.range.start }
        if a.pointee.ruleID != b.pointee.ruleID { return a.pointee.ruleID < b.pointee.ruleID }
        return a.pointee.message < b.pointee.message
    }
}

/// A finding's words and its secondary places, as printed.
public struct FindingWords: Equatable, Sendable {
    public var message: String
    public var help: String?
    public var related: [RelatedLocation]
    public var fix: Fix?

    public init(message: String, help: String? = nil, related: [RelatedLocation] = [], fix: Fix? = nil) {
        self.message = message
        self.help = help
        self.related = related
        self.fix = fix
    }

    /// A rule's rendered text with the places and fix it was given: each related place takes
    /// its message in order, and the fix its summary.
    init(_ text: FindingText, relatedPlaces: [Location] = [], fix: Fix? = nil) {
        var fix = fix
        if let summary = text.fixSummary { fix?.summary = summary }
        self.init(message: text.message, help: text.help, related: relatedPlaces.indices.map {
            RelatedLocation(relatedPlaces[$0], $0 < text.related.count ? text.related[$0] : "")
        }, fix: fix)
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

/// A finding's words and secondary places as printed: one immutable box, shared by copies of
/// the finding; a change makes a new box.
final class RenderedWords: Sendable {
    let fields: FindingWords

    init(_ fields: FindingWords) {
        self.fields = fields
    }

    convenience init(message: String, help: String?, related: [RelatedLocation], fix: Fix?) {
        self.init(FindingWords(message: message, help: help, related: related, fix: fix))
    }

    var message: String { fields.message }
    var help: String? { fields.help }
    var related: [RelatedLocation] { fields.related }
    var fix: Fix? { fields.fix }
}
