/// Why a document is not well-formed JSON, and where: reported as RC001.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// The offending bytes (at least one byte long, or empty at end of input).
    public var range: ByteRange
    /// Lowercase, says what was expected and what was found.
    public var message: String

    public init(_ message: String, at range: ByteRange) {
        self.message = message
        self.range = range
    }
}
