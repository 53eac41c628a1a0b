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
        NameTable.sameBytes(a.text, b.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(NameTable.hash(text))
    }
}
