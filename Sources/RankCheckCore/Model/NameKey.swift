/// A town name as a dictionary key, compared and hashed byte for byte.
///
/// Identity is exact: two spellings that differ in any byte are different towns (RC404 finds
/// the near misses). It is also much faster than `String`'s hashing, which normalises first.
public struct NameKey: Hashable, Sendable {
    public let text: String

    public init(_ text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
    }

    public static func == (a: NameKey, b: NameKey) -> Bool {
        a.text.utf8.count == b.text.utf8.count && a.text.utf8.elementsEqual(b.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension Unicode.Scalar {
    /// Letters that Unicode normalisation (NFKC) leaves alone and that are never white space,
    /// invisible or a width variant: printable ASCII, hiragana, full-width katakana, kanji.
    /// Names made only of these skip the slower Unicode property checks.
    var isPlainNameCharacter: Bool {
        switch value {
        case 0x21...0x7E, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF: true
        default: false
        }
    }
}
