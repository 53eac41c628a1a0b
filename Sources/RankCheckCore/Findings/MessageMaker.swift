/// How one rule makes the messages of many findings when a report prints them. What the
/// findings share (a list, the comparisons, the names of fields) is captured here once; each
/// finding holds this and a value of its own (an entry's position, a place), so a rule that
/// finds a problem in every entry of a big file allocates nothing per finding beyond the array
/// that holds them, and words no output shows are never made.
///
/// The value is at most 16 bytes (a position, a range, a few 32-bit numbers and `CompactRange`s):
/// with the reference to this it is held in the finding itself, not in a box of its own.
///
/// Whether `--fix` applies a finding's fix is asked once, as the finding is made, and never of
/// its message (`safeFix`).
public final class MessageMaker<Value: Sendable>: Sendable {
    fileprivate let make: @Sendable (Value) -> FindingMessage
    fileprivate let text: (@Sendable (Value) -> String)?
    fileprivate let related: (@Sendable (Value) -> [Location])?
    fileprivate let safeFix: (@Sendable (Value) -> Bool)?

    /// `make` makes a finding's message from its value. `text` makes its words alone (compared
    /// to order findings at one place) when they cost less than the whole message; without it
    /// they are read from the message. `related` gives its related places without their words
    /// (asked to decide what a report keeps); without it they are read from the message.
    /// `safeFix` says whether the message has a fix `--fix` applies, without making it; without
    /// it, none has.
    public init(text: (@Sendable (Value) -> String)? = nil, related: (@Sendable (Value) -> [Location])? = nil,
                safeFix: (@Sendable (Value) -> Bool)? = nil, make: @escaping @Sendable (Value) -> FindingMessage) {
        assert(MemoryLayout<Value>.size <= 16, "a finding's own value is held in place only up to 16 bytes")
        self.make = make
        self.text = text
        self.related = related
        self.safeFix = safeFix
    }

    /// The source of one finding's message.
    public func source(_ value: Value) -> some MessageSource {
        MadeWhenPrinted(maker: self, value: value)
    }
}

/// A finding's message as its maker makes it from the finding's value.
private struct MadeWhenPrinted<Value: Sendable>: MessageSource {
    let maker: MessageMaker<Value>
    let value: Value

    func message() -> FindingMessage { maker.make(value) }
    var text: String { maker.text?(value) ?? message().text }
    var relatedPlaces: [Location] { maker.related?(value) ?? message().related.map(\.location) }
    var hasSafeFix: Bool { maker.safeFix?(value) ?? false }
}
