/// Where a valid town name's UTF-8 bytes are: in the source (between the quotes of a plain
/// string, or a number's text), or in its list's decoded names (an escaped string, or the
/// parts of a composite identity joined). An entry holds this, not a `String`: a name becomes
/// text only when something shows it, and copying an entry counts no references.
public struct NameSpan: Sendable, Hashable {
    let start: UInt32
    /// count << 1 | isDecoded: eight bytes in all.
    private let packed: UInt32

    init(start: UInt32, count: UInt32, isDecoded: Bool) {
        self.start = start
        packed = count << 1 | (isDecoded ? 1 : 0)
    }

    var count: UInt32 { packed >> 1 }
    var isDecoded: Bool { packed & 1 != 0 }
}

/// One list's town names: the source they were read from and the bytes of the names that
/// had to be decoded or joined.
public struct IdentityNames: Sendable {
    let source: SourceBytes
    let decoded: [UInt8]

    init(source: SourceBytes, decoded: [UInt8] = []) {
        self.source = source
        self.decoded = decoded
    }

    /// The name's bytes, read where they are.
    @inline(__always)
    func withBytes<R>(of span: NameSpan, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withBuffers { body($0[span]) }
    }

    /// `body` with the names' bytes held as buffers: a loop over many names reads each with
    /// no reference counted (every list of a file shares its source, so each count would be
    /// a cache line passed between the cores).
    @inline(__always)
    func withBuffers<R>(_ body: (NameBuffers) -> R) -> R {
        source.withUnsafeBufferPointer { source in decoded.withUnsafeBufferPointer { body(NameBuffers(source: source, decoded: $0)) } }
    }

    /// Appends a name's bytes to `decoded` (a list being read): where they are, and their hash.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to decoded: inout [UInt8]) -> (span: NameSpan, hash: UInt32) {
        let start = decoded.count
        decoded.append(contentsOf: bytes)
        return name(decodedSince: start, in: decoded)
    }

    /// Where the bytes appended to `decoded` since `start` are (a name written in parts), and
    /// their `NameTable.hash`, taken while they are at hand.
    static func name(decodedSince start: Int, in decoded: [UInt8]) -> (span: NameSpan, hash: UInt32) {
        let span = NameSpan(start: UInt32(truncatingIfNeeded: start), count: UInt32(truncatingIfNeeded: decoded.count - start), isDecoded: true)
        return (span, decoded.withUnsafeBufferPointer { SeededHash.hash(UnsafeBufferPointer(rebasing: $0[start...])) })
    }

    /// The name as text (for a message, a report or a key).
    func string(_ span: NameSpan) -> String {
        withBytes(of: span) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether the name is `bytes`, byte for byte.
    func equals(_ span: NameSpan, _ bytes: ArraySlice<UInt8>) -> Bool {
        Int(span.count) == bytes.count && withBytes(of: span) { $0.elementsEqual(bytes) }
    }

    /// Appends the name's bytes to `bytes`.
    func append(_ span: NameSpan, to bytes: inout [UInt8]) {
        withBytes(of: span) { bytes.append(contentsOf: $0) }
    }

    /// Whether two names, of this list and of `names`'s, are the same bytes.
    @inline(__always)
    func same(_ span: NameSpan, _ other: NameSpan, in names: IdentityNames) -> Bool {
        guard span.count == other.count else { return false }
        return withBuffers { here in names.withBuffers { there in ByteWord.equal(here[span], there[other]) } }
    }
}

/// A list's name bytes for the length of a `IdentityNames.withBuffers` call.
struct NameBuffers {
    let source: UnsafeBufferPointer<UInt8>
    let decoded: UnsafeBufferPointer<UInt8>

    /// The name's bytes.
    @inline(__always)
    subscript(span: NameSpan) -> UnsafeBufferPointer<UInt8> {
        let range = Int(span.start)..<Int(span.start) + Int(span.count)
        return UnsafeBufferPointer(rebasing: (span.isDecoded ? decoded : source)[range])
    }

    /// Whether two names, this one's and `other`'s (of these buffers), are the same bytes.
    @inline(__always)
    func same(_ span: NameSpan, _ other: NameSpan) -> Bool {
        span.count == other.count && ByteWord.equal(self[span], self[other])
    }

    /// Whether the name is `bytes`.
    @inline(__always)
    func name(_ span: NameSpan, is bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        Int(span.count) == bytes.count && ByteWord.equal(self[span], bytes)
    }
}
