/// The rest of a field's pointer below the entry's member it starts at (`/competitor/id` →
/// `id`), compiled once per file for reading every entry: each token as UTF-8 bytes (and as an
/// array index, if it reads as one), matched on the tape and the bytes already in hand, with no
/// String or reference count per step. It finds what `JSONPointer.resolve` finds.
struct MemberPath: Sendable {
    private let keys: [[UInt8]]
    private let indexes: [Int?]

    init(_ pointer: JSONPointer) {
        keys = pointer.tokens.map { Array($0.utf8) }
        indexes = pointer.tokens.map { Int($0).flatMap { $0 >= 0 ? $0 : nil } }
    }

    /// The node at the end of the path from `node`: in an object the first member with the
    /// token as its key, in an array the element at the token's index.
    func resolve(from node: Int, nodes: UnsafeBufferPointer<JSONNode>, bytes: UnsafeBufferPointer<UInt8>, in document: JSONDocument) -> Int? {
        var current = node
        for step in keys.indices {
            let container = nodes[current]
            var child = current + 1
            switch container.kind {
            case .object:
                while child < container.next, !Self.key(of: child, is: keys[step], nodes: nodes, bytes: bytes, in: document) {
                    child = nodes[child].next
                }
            case .array:
                guard var remaining = indexes[step] else { return nil }
                while child < container.next, remaining > 0 {
                    child = nodes[child].next
                    remaining -= 1
                }
            default:
                return nil
            }
            guard child < container.next else { return nil }
            current = child
        }
        return current
    }

    /// Whether the member's key is `key`: its bytes followed by the closing quote, or (a key
    /// written with escapes) its decoded text.
    private static func key(of member: Int, is key: [UInt8], nodes: UnsafeBufferPointer<JSONNode>, bytes: UnsafeBufferPointer<UInt8>,
                            in document: JSONDocument) -> Bool {
        let node = nodes[member]
        guard node.hasKey else { return false }
        let start = Int(node.keyStart) + 1, end = start + key.count
        if end < bytes.count, bytes[end] == UInt8(ascii: "\""), key.withUnsafeBufferPointer({ ByteWord.equal(UnsafeBufferPointer(rebasing: bytes[start..<end]), $0) }) {
            return true
        }
        // Only a key with an escape can still be equal: decoded, as `JSONDocument.keyEquals` does.
        return UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]).contains(UInt8(ascii: "\\"))
            && key.withUnsafeBufferPointer { document.keyEquals(member, utf8: $0) }
    }
}
