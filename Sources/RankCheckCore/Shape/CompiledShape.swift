/// A shape made ready for reading entries, once per file: the member keys its pointers start
/// with, as bytes, so that each entry's members are matched to their roles in one pass,
/// without building a string per member or walking the entry once per pointer.
struct CompiledShape: Sendable {
    /// A pointer of the shape: the member it starts at (an index into `keys`; -1 for the empty
    /// pointer, the entry itself) and the rest of the way below that member, if any.
    struct Field: Sendable {
        let pointer: JSONPointer
        let key: Int
        let rest: JSONPointer?
    }

    /// The distinct first tokens of the shape's pointers, as UTF-8.
    let keys: [[UInt8]]
    let rank: Field
    let identity: [Field]
    let movement: [Field]
    let attributes: [Field]?
    /// The score (RC104 reads it from the entry's node; here it marks the member as known).
    let score: Field?

    init(_ shape: RankingShape) {
        var keys: [[UInt8]] = []
        func field(_ pointer: JSONPointer) -> Field {
            guard let first = pointer.tokens.first else { return Field(pointer: pointer, key: -1, rest: nil) }
            let bytes = Array(first.utf8)
            let key = keys.firstIndex(of: bytes) ?? keys.count
            if key == keys.count { keys.append(bytes) }
            return Field(pointer: pointer, key: key, rest: pointer.tokens.count > 1 ? JSONPointer(tokens: Array(pointer.tokens.dropFirst())) : nil)
        }
        rank = field(shape.rank)
        identity = shape.identity.map(field)
        movement = shape.movement.pointers.map(field)
        attributes = shape.attributes?.map(field)
        score = shape.score.map { field($0.pointer) }
        self.keys = keys
    }

    /// Fills `slots` (one per key, -1 where the entry has no such member) with the first member
    /// of the object `node` under each key, and calls `other` for every member under none of them.
    func match(_ node: Int, in document: JSONDocument, slots: inout [Int], other: (Int) -> Void) {
        for index in slots.indices { slots[index] = -1 }
        guard document.kind(node) == .object else { return }
        for member in document.children(node) {
            var matched = false
            for (index, key) in keys.enumerated() where key.withUnsafeBufferPointer({ document.keyEquals(member, utf8: $0) }) {
                if slots[index] < 0 { slots[index] = member }
                matched = true
                break
            }
            if !matched { other(member) }
        }
    }

    /// The node a field names in the entry `node` whose members `match` put in `slots`.
    func node(_ field: Field, in document: JSONDocument, entry node: Int, slots: [Int]) -> Int? {
        guard field.key >= 0 else { return node }
        let member = slots[field.key]
        guard member >= 0 else { return nil }
        return field.rest.map { $0.resolve(in: document, from: member) } ?? member
    }
}
