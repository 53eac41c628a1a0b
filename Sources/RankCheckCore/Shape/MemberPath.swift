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

    /// Whether the member's key is `key` (`JSONDocument.keyEquals`, on the buffers in hand).
    private static func key(of member: Int, is key: [UInt8], nodes: UnsafeBufferPointer<JSONNode>, bytes: UnsafeBufferPointer<UInt8>,
                            in document: JSONDocument) -> Bool {
        key.withUnsafeBufferPointer { key in
            JSONDocument.keyEquals(nodes[member], utf8: key, in: bytes) ?? document.key(member).utf8.elementsEqual(key)
        }
    }
}
