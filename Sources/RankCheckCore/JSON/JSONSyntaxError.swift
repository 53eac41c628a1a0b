/// Why a document is not well-formed JSON, and where: reported as RC001.
public struct JSONSyntaxError: Error, Sendable, Equatable {
    /// The offending bytes (at least one byte long, or empty at end of input).
    public var range: ByteRange
    /// Lowercase, says what was expected and what was found.
    public var message: String

    /// Whether the bytes are in another encoding than UTF-8 (the file is saved again, not
    /// edited at one place), or start with a byte order mark.
    public var encoding: EncodingFault?
    /// Whether a second value starts a line after the first: the file holds a value a line
    /// (JSON Lines), not one document.
    public var valuesOnLines = false

    public enum EncodingFault: Sendable, Equatable {
        case notUTF8
        /// UTF-16 by its start (`UTF8Sequence.otherEncoding`).
        case utf16
        /// A spreadsheet's workbook by its start (`UTF8Sequence.workbook`): no text at all.
        case workbook
        case byteOrderMark
    }

    public init(_ message: String, at range: ByteRange, encoding: EncodingFault? = nil) {
        self.message = message
        self.range = range
        self.encoding = encoding
    }
}
