/// Member keys to look for, ready to be matched on the source's bytes: each key's length and its
/// first and last eight bytes (overlapping for short keys; zero-padded below eight), so that a
/// key of up to 16 bytes is matched with two integer comparisons and no `String`; a longer one
/// is then compared whole.
struct KeySet: Sendable {
    /// Plain data, so reading one in a loop over a million members counts no references.
    private struct Signature: Sendable {
        let count: Int
        let head: UInt64
        let tail: UInt64
        /// Whether the key is written in JSON as its own bytes (no quote, backslash or control
        /// character): only then do equal source bytes mean an equal key.
        let isPlain: Bool
    }

    private let signatures: [Signature]
    /// Each key as UTF-8 (compared whole past 16 bytes).
    private let bytes: [[UInt8]]

    init(_ keys: [String]) {
        bytes = keys.map { Array($0.utf8) }
        signatures = bytes.map { key in
            key.withUnsafeBufferPointer {
                Signature(count: key.count, head: Self.head($0, 0..<key.count), tail: Self.tail($0, 0..<key.count),
                          isPlain: !key.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 })
            }
        }
    }

    var indices: Range<Int> { signatures.indices }

    /// Whether the key whose opening quote is at `keyStart` is key `index` (false past the last
    /// key), checked on the bytes after that quote (the name, then the closing quote) without
    /// finding where the key ends.
    @inline(__always)
    func key(_ index: Int, isAt keyStart: Int, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard index < signatures.count else { return false }
        let signature = signatures[index]
        let body = keyStart + 1..<keyStart + 1 + signature.count
        // A quote right after the name's bytes closes the key: a plain name holds no backslash.
        return signature.isPlain && body.upperBound < source.count && source[body.upperBound] == UInt8(ascii: "\"")
            && equals(index, signature, body, in: source)
    }

    /// Which key the key text (between its quotes) at `body` of the document's bytes `source`
    /// is, or nil for none. Keys are compared on their bytes; only a key that differs from every
    /// one and holds an escape is decoded (a key that is not plain is always written with one).
    func index(ofKeyBody body: Range<Int>, in document: JSONDocument, source: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in signatures.indices {
            let signature = signatures[index]
            if signature.isPlain && body.count == signature.count && equals(index, signature, body, in: source) { return index }
        }
        guard source[body].contains(UInt8(ascii: "\\")) else { return nil }
        let text = document.decodeString(from: body.lowerBound - 1, escaped: true).text
        return bytes.firstIndex { $0.elementsEqual(text.utf8) }
    }

    @inline(__always)
    private func equals(_ index: Int, _ signature: Signature, _ body: Range<Int>, in source: UnsafeBufferPointer<UInt8>) -> Bool {
        guard Self.head(source, body) == signature.head, Self.tail(source, body) == signature.tail else { return false }
        return signature.count <= 16 || bytes[index].withUnsafeBufferPointer { ByteWord.equal(UnsafeBufferPointer(rebasing: source[body]), $0) }
    }

    @inline(__always)
    private static func head(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        if range.count >= 8 { return ByteWord.load(bytes, at: range.lowerBound) }
        var word: UInt64 = 0
        for k in 0..<range.count { word |= UInt64(bytes[range.lowerBound + k]) << (8 * k) }
        return word
    }

    @inline(__always)
    private static func tail(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        range.count >= 8 ? ByteWord.load(bytes, at: range.upperBound - 8) : 0
    }
}
