/// How LSP positions count characters within a line (negotiated at `initialize`).
public enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8", utf16 = "utf-16", utf32 = "utf-32"

    /// The units of the character whose UTF-8 sequence starts with `lead` (a byte that is no
    /// continuation byte, `10xxxxxx`): its bytes in UTF-8, two UTF-16 units past the Basic
    /// Multilingual Plane (a four-byte sequence), one otherwise.
    func units(ofLead lead: UInt8) -> Int {
        switch self {
        case .utf8: UTF8Sequence.length(ofLead: lead)
        case .utf16: lead >= 0xF0 ? 2 : 1
        case .utf32: 1
        }
    }
}
