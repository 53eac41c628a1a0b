/// What a finding's words, related places and fix are made from, kept until a report prints
/// them. A rule that can find one problem per entry keeps a small struct here (a reference to
/// what it shares across its findings and an index or two): held in place in the finding, so
/// a million findings that no output shows allocate nothing beyond the array that holds them.
public protocol FindingDetails: Sendable {
    /// The message, help, related places and fix, as printed.
    func words() -> FindingWords
    /// The related places alone (default: read from `words()`).
    var relatedPlaces: [Location] { get }
    /// The fix alone; its summary may be left blank (default: read from `words()`).
    var fix: Fix? { get }
    /// Whether there is a fix that `--fix` applies (default: read from `fix`). Asked once, when
    /// the finding is made: a type whose fix comes with its words should answer without them.
    var hasSafeFix: Bool { get }
}

extension FindingDetails {
    public var relatedPlaces: [Location] { words().related.map(\.location) }
    public var fix: Fix? { words().fix }
    public var hasSafeFix: Bool { fix?.isSafe == true }
}

/// Details as a closure that renders the words: the closure's captures are the finding's one
/// allocation (its two words are held in place).
struct Words: FindingDetails {
    let text: @Sendable () -> FindingText
    var relatedPlaces: [Location] { [] }
    var fix: Fix? { nil }
    var hasSafeFix: Bool { false }

    func words() -> FindingWords { FindingWords(text()) }
}

/// The same, with related places and a fix given up front (too big to be held in place: a
/// second allocation, for rules whose findings are few).
struct WordsAndPlaces: FindingDetails {
    let text: @Sendable () -> FindingText
    let relatedPlaces: [Location]
    let fix: Fix?

    func words() -> FindingWords { FindingWords(text(), relatedPlaces: relatedPlaces, fix: fix) }
}
