/// A finding's message as printed: its words, the help that is not a fix, the places beyond
/// its own (each with its message) and the fix.
public struct FindingMessage: Equatable, Sendable {
    /// Lowercase, no trailing period, user values quoted.
    public var text: String
    public var help: String?
    public var related: [RelatedLocation]
    public var fix: Fix?

    public init(_ text: String, help: String? = nil, related: [RelatedLocation] = [], fix: Fix? = nil) {
        self.text = text
        self.help = help
        self.related = related
        self.fix = fix
    }

    /// The same, written as sentences (interpolated into one buffer each).
    public init(_ text: Sentence, help: Sentence? = nil, related: [RelatedLocation] = [], fix: Fix? = nil) {
        self.init(text.text, help: help?.text, related: related, fix: fix)
    }
}
