/// What a finding's message is made from, kept until a report prints it. A rule that can find
/// one problem per entry keeps a small struct here (a reference to what it shares across its
/// findings and an index or two): held in place in the finding, so a million findings that no
/// output shows allocate nothing beyond the array that holds them.
public protocol MessageSource: Sendable {
    /// The message, as printed.
    func message() -> FindingMessage
    /// Its words alone, without help, related places or fix: what report order and folding
    /// compare, for findings at one place (default: read from `message()`).
    var text: String { get }
    /// The related places alone (default: read from `message()`).
    var relatedPlaces: [Location] { get }
    /// The fix alone; its summary may be left blank (default: read from `message()`).
    var fix: Fix? { get }
    /// Whether there is a fix that `--fix` applies (default: read from `fix`). Asked once, when
    /// the finding is made: a source whose fix comes with its words should answer without them.
    var hasSafeFix: Bool { get }
}

extension MessageSource {
    public var text: String { message().text }
    public var relatedPlaces: [Location] { message().related.map(\.location) }
    public var fix: Fix? { message().fix }
    public var hasSafeFix: Bool { fix?.isSafe == true }
}

/// A message already made: a finding made with its words, or one whose words a reporter has
/// rendered (held in one box, shared by copies of the finding).
struct RenderedMessage: MessageSource {
    let made: FindingMessage

    init(_ made: FindingMessage) { self.made = made }

    func message() -> FindingMessage { made }
    var text: String { made.text }
    var relatedPlaces: [Location] { made.related.map(\.location) }
    var fix: Fix? { made.fix }
}
