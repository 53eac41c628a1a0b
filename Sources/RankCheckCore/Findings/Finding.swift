/// One problem in the data: plain data that every reporter formats.
///
/// A finding is small: its rule, severity, place, list and identity, and its message
/// (`FindingMessage`: words, help, related places, fix) or the few values it is made of (a
/// `MessageSource`), rendered when a reporter prints it. A finding no output shows, or
/// `--quiet` counts, never builds a sentence, an array or an edit.
public struct Finding: Equatable, Sendable {
    public var ruleID: String
    public var ruleName: String
    public var location: Location
    /// The list and the entry's identity (town name), when the finding is about one:
    /// baselines and SARIF fingerprints use these instead of line numbers.
    public var list: String?
    public var identity: String?
    /// What the message is made from, or the message itself once rendered. A rule's source of
    /// two words or three is held in place: a deferred finding allocates nothing of its own.
    private var source: any MessageSource
    public var severity: Severity
    /// Whether `--fix` would apply the fix, noted when the message or its source is set:
    /// counting fixable findings then reads a flag, not each finding's message.
    public private(set) var hasSafeFix: Bool

    /// A finding whose message is known now.
    public init(
        ruleID: String, ruleName: String, severity: Severity, message: String, location: Location,
        related: [RelatedLocation] = [], help: String? = nil, fix: Fix? = nil,
        list: String? = nil, identity: String? = nil
    ) {
        self.init(ruleID: ruleID, ruleName: ruleName, severity: severity, location: location, list: list, identity: identity,
                  source: RenderedMessage(FindingMessage(message, help: help, related: related, fix: fix)))
    }

    /// A finding whose message `source` makes when it is read.
    public init(
        ruleID: String, ruleName: String, severity: Severity, location: Location,
        list: String? = nil, identity: String? = nil, source: some MessageSource
    ) {
        self.ruleID = ruleID
        self.ruleName = ruleName
        self.severity = severity
        self.location = location
        self.list = list
        self.identity = identity
        self.source = source
        hasSafeFix = source.hasSafeFix
    }

    /// The message as printed (made now when it is deferred; nothing is stored).
    var renderedMessage: FindingMessage { source.message() }

    /// Renders the message (if it is not yet) and puts a changed copy in its place.
    private mutating func changeMessage(_ change: (inout FindingMessage) -> Void) {
        var message = source.message()
        change(&message)
        placeRendered(message)
    }

    /// Lowercase, no trailing period, user values quoted.
    public var message: String {
        get { source.text }
        set { changeMessage { $0.text = newValue } }
    }

    /// A suggestion that is not a fix ("did you mean 'rankFluctuation'?").
    public var help: String? {
        get { source.message().help }
        set { changeMessage { $0.help = newValue } }
    }

    public var related: [RelatedLocation] {
        get { source.message().related }
        set { changeMessage { $0.related = newValue } }
    }

    public var fix: Fix? {
        get { source.message().fix }
        set { changeMessage { $0.fix = newValue } }
    }

    /// The fix's edits (read without rendering its summary).
    public var fixEdits: [TextEdit] { source.fix?.edits ?? [] }

    /// The places of the related locations (read without rendering their messages).
    public var relatedPlaces: [Location] { source.relatedPlaces }

    /// Renders the message now, once, so that reading it after costs nothing (a reporter does
    /// this for each finding it prints).
    public mutating func renderText() {
        guard !(source is RenderedMessage) else { return }
        placeRendered(source.message())
    }

    /// Makes the finding's words now, so that what they are made from can go; places in a
    /// table's document are still moved into the table when they are read (`placeInTable`),
    /// which keeps that table's map from the document, not the document.
    mutating func makeWords() {
        guard let onTable = source as? TablePlaces.InTable else { return renderText() }
        guard !(onTable.source is RenderedMessage) else { return }
        source = onTable.places.wrapping(RenderedMessage(onTable.source.message()))
    }

    /// Moves the finding's places from a document read from a table to the table itself: its
    /// own place now (report order is the table's), its related places and fix edits when they
    /// are read (a deferred finding stays deferred).
    mutating func placeInTable(_ places: TablePlaces, at range: ByteRange) {
        location.range = range
        if let rendered = source as? RenderedMessage {
            // Made already: its places are moved once, not again each time they are read.
            var message = rendered.made
            places.move(&message)
            source = RenderedMessage(message)
        } else {
            source = places.wrapping(source)
        }
    }

    /// Puts in a rendered message, its places filled in (position resolution).
    mutating func placeRendered(_ message: consuming FindingMessage) {
        let rendered = RenderedMessage(message)
        hasSafeFix = rendered.hasSafeFix
        source = rendered
    }

    /// Equal when everything a report prints is equal.
    public static func == (a: Finding, b: Finding) -> Bool {
        a.ruleID == b.ruleID && a.ruleName == b.ruleName && a.severity == b.severity && a.location == b.location
            && a.list == b.list && a.identity == b.identity && a.renderedMessage == b.renderedMessage
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
            // almost every comparison. Findings at one place are then ordered by rule and
            // message, each message read once: a table's column can be the place of a finding
            // in every row.
            var starts: [Int] = []
            starts.reserveCapacity(findings.count)
            for index in findings.indices { starts.append(findings[index].location.range.start) }
            order = findings.indices.sorted { a, b in starts[a] != starts[b] ? starts[a] < starts[b] : a < b }
            var run = 0
            while run < order.count {
                var end = run + 1
                while end < order.count, starts[order[end]] == starts[order[run]] { end += 1 }
                if end - run > 1 {
                    // In index order already: a tie between equal keys keeps it.
                    let tied = Array(order[run..<end])
                    let keys = tied.map { (rule: findings[$0].ruleID, message: findings[$0].message) }
                    let sorted = tied.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
                    order.replaceSubrange(run..<end, with: sorted.map { tied[$0] })
                }
                run = end
            }
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

    /// Folds findings of one rule at one place with the same words into the first of them, in
    /// a report already in order (where they are neighbours). A column of a table is one place
    /// however many rows hold it: an unknown column is one finding at its header cell, not one
    /// per row. When the folded findings name different entries, the one kept names none.
    public static func foldRepeats(_ findings: inout [Finding]) {
        func repeats(_ a: Int, _ b: Int) -> Bool {
            findings[a].location.range == findings[b].location.range && findings[a].ruleID == findings[b].ruleID
                && findings[a].location.path == findings[b].location.path && findings[a].message == findings[b].message
        }
        guard let first = findings.indices.dropFirst().first(where: { repeats($0 - 1, $0) }) else { return }
        var kept = first - 1
        for index in first..<findings.count {
            if repeats(kept, index) {
                if findings[kept].list != findings[index].list { findings[kept].list = nil }
                if findings[kept].identity != findings[index].identity { findings[kept].identity = nil }
            } else {
                kept += 1
                findings.swapAt(kept, index)
            }
        }
        findings.removeSubrange((kept + 1)...)
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
