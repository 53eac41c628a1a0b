/// What a finding's words, related places and fix are made from, kept until a report prints
/// them. A rule that can find one problem per entry keeps a small struct here (a reference to
/// what it shares across its findings and an index or two): held in place in the finding, so
/// a million findings that no output shows allocate nothing beyond the array that holds them.
public protocol FindingDetails: Sendable {
    /// The message, help, related places' messages and fix summary.
    func text() -> FindingText
    /// The related places, in the order of `text().related` (default: none).
    var relatedPlaces: [Location] { get }
    /// The fix, its summary left blank for `text()` to fill in (default: none).
    var fix: Fix? { get }
    /// Whether there is a fix that `--fix` applies (default: read from `fix`).
    var hasSafeFix: Bool { get }
    /// All three at once, for a details type that would otherwise look its values up thrice.
    func rendered() -> (text: FindingText, relatedPlaces: [Location], fix: Fix?)
}

extension FindingDetails {
    public var relatedPlaces: [Location] { [] }
    public var fix: Fix? { nil }
    public var hasSafeFix: Bool { fix?.isSafe == true }
    public func rendered() -> (text: FindingText, relatedPlaces: [Location], fix: Fix?) { (text(), relatedPlaces, fix) }
}

/// Details as a closure that renders the words, with the places and fix given up front: for
/// rules whose findings are few (the closure's captures are one allocation per finding).
struct WordsAndPlaces: FindingDetails {
    let words: @Sendable () -> FindingText
    let relatedPlaces: [Location]
    let fix: Fix?

    func text() -> FindingText { words() }
}
