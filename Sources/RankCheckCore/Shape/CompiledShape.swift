/// A shape made ready for reading entries, once per file: every field it names (the reference
/// format's five included) with its type and the name messages give it, each role's field by
/// index, and the member keys those fields start at as byte signatures, so that each entry's
/// members are matched to their fields in one pass over the entry, without building a string per
/// member.
///
/// The reference format is compiled like any other shape: there is one entry reader. A class:
/// a file's lists (100,000 of them, read on every core) share it without copying its arrays.
final class CompiledShape: Sendable {
    /// A field of the shape: the member key it starts at (an index into `keys`; -1 for the
    /// empty pointer, the entry itself) and the rest of the way below that member, if any.
    struct Field: Sendable {
        /// How messages name the field: the reference format's member name, or the pointer.
        let name: String
        let type: RankingFormat.FieldType
        let key: Int
        let rest: JSONPointer?
    }

    let fields: [Field]
    /// Each field's `rest`, compiled for the entry reader.
    let restPaths: [MemberPath?]
    /// The distinct first tokens of the fields' pointers, numbered in the order the shape first
    /// names them (the likeliest order of an entry's members).
    let keys: KeySet
    /// For each key, the one field that is the member itself, or -1 when the key starts other
    /// fields or more than one (`fieldsOfKey`): the common case is read without an inner array.
    let fieldOfKey: [Int]
    /// For each key, the fields that start at it (indexes into `fields`).
    let fieldsOfKey: [[Int]]
    /// Fields that name the entry itself (the empty pointer).
    let fieldsOfEntry: [Int]
    /// The fields of each role, in the order the shape lists them.
    let rank: Int
    let identity: [Int]
    /// The movement's fields by role (-1: the encoding has none such); `directionSize` is the
    /// size beside a direction (the `direction` encoding's `magnitude`).
    let flag: Int, magnitude: Int, signed: Int, previousRank: Int, direction: Int, directionSize: Int
    /// What each word of the `direction` encoding says (1 up, -1 down, 0 no move; empty for the
    /// other encodings), looked up once for each entry.
    let directionOfWord: [RankingShape.MovementValue: Int]
    /// The reference format's `availableLine` (-1 in other shapes).
    let availableLine: Int
    /// The configured attributes, as listed.
    let attributes: [Int]
    let encoding: RankingEntry.MovementField
    /// Without configured attributes, every other string member is one (not in the reference
    /// format, whose attribute is `availableLine`).
    let everyStringIsAttribute: Bool
    /// Members outside the shape are unknown fields (RC005).
    let closedFields: Bool
    /// The integers and strings a signed move, previous rank or direction means a new entry by, as null.
    let newEntryIntegers: Set<Int64>, newEntryStrings: Set<String>

    init(_ shape: RankingShape) {
        let isReference = shape.isReference
        var fields: [Field] = []
        var keyNames: [String] = []
        func add(_ pointer: JSONPointer, _ type: RankingFormat.FieldType) -> Int {
            let key: Int
            if let first = pointer.tokens.first {
                key = keyNames.firstIndex { $0.utf8.elementsEqual(first.utf8) } ?? keyNames.count
                if key == keyNames.count { keyNames.append(first) }
            } else {
                key = -1
            }
            fields.append(Field(name: isReference ? pointer.tokens.joined() : pointer.description, type: type, key: key,
                                rest: pointer.tokens.count > 1 ? JSONPointer(tokens: Array(pointer.tokens.dropFirst())) : nil))
            return fields.count - 1
        }
        rank = add(shape.rank, shape.textRanks ? .textRank : RankingFormat.rank.type)
        identity = shape.identity.map { add($0, isReference ? RankingFormat.townName.type : .identity) }
        var (flag, magnitude, signed, previousRank, direction, directionSize) = (-1, -1, -1, -1, -1, -1)
        var directionOfWord: [RankingShape.MovementValue: Int] = [:]
        switch shape.movement {
        case .flag(let flagPointer, let magnitudePointer):
            flag = add(flagPointer, RankingFormat.isRankUp.type)
            magnitude = add(magnitudePointer, RankingFormat.rankFluctuation.type)
            encoding = .flag
        case .signed(let pointer, let positiveIsUp):
            signed = add(pointer, .signedInteger)
            encoding = positiveIsUp ? .signedUp : .signedDown
        case .previousRank(let pointer):
            // Under `textRanks` a previous rank written as a string is read as the rank is.
            previousRank = add(pointer, shape.textRanks ? .textRank : .optionalRank)
            encoding = .previousRank
        case .direction(let pointer, let words, let size):
            direction = add(pointer, shape.directionFieldType(words))
            for word in words.all { directionOfWord[word] = words.direction(of: word) }
            if let size { directionSize = add(size, RankingFormat.rankFluctuation.type) }
            encoding = size == nil ? .direction : .sizedDirection
        case .none:
            encoding = .none
        }
        (self.flag, self.magnitude, self.signed, self.previousRank, self.direction, self.directionSize) = (flag, magnitude, signed, previousRank, direction, directionSize)
        self.directionOfWord = directionOfWord
        availableLine = isReference ? add(JSONPointer(tokens: [RankingFormat.availableLine.name]), RankingFormat.availableLine.type) : -1
        attributes = (shape.attributes ?? []).map { add($0, .string(nonEmpty: false)) }
        // The score is read by RC104; as a field here it only makes its member a known one.
        if let score = shape.score { _ = add(score.pointer, .signedInteger) }
        // A table's `listBy` columns name each row's list: known members, not attributes.
        for column in shape.listByPointers { _ = add(column, .identity) }
        // The fields that name an entry in messages are known members where fields are closed;
        // where they are open, a string among them is still an attribute RC301 compares.
        if shape.closedFields { for pointer in shape.displayName { _ = add(pointer, .identity) } }
        self.fields = fields
        restPaths = fields.map { $0.rest.map(MemberPath.init) }
        keys = KeySet(keyNames)
        var fieldsOfKey = [[Int]](repeating: [], count: keyNames.count)
        for (index, field) in fields.enumerated() where field.key >= 0 { fieldsOfKey[field.key].append(index) }
        self.fieldsOfKey = fieldsOfKey
        fieldOfKey = fieldsOfKey.map { $0.count == 1 && fields[$0[0]].rest == nil ? $0[0] : -1 }
        fieldsOfEntry = fields.indices.filter { fields[$0].key < 0 }
        everyStringIsAttribute = shape.everyOtherStringIsAttribute
        closedFields = shape.closedFields
        newEntryIntegers = Set(shape.newEntryValues.compactMap { if case .integer(let value) = $0 { value } else { nil } })
        newEntryStrings = Set(shape.newEntryWords)
    }

    /// Whether a movement value means a new entry: null, or one of the values the shape names.
    func meansNewEntry(_ node: Int, in document: JSONDocument) -> Bool {
        switch document.kind(node) {
        case .null: true
        case .number: !newEntryIntegers.isEmpty && document.integer(node).map(newEntryIntegers.contains) == true
        case .string: !newEntryStrings.isEmpty && newEntryStrings.contains(document.string(node))
        default: false
        }
    }

    /// The key (an index into `keys`) of a member whose key is not the one expected, or nil for
    /// a key outside the shape. (The reader tries the key the member's position had in the entry
    /// before first, on the bytes after the key's opening quote.)
    @inline(never)
    func unexpectedKey(of member: JSONNode, in document: JSONDocument, source: UnsafeBufferPointer<UInt8>) -> Int? {
        guard member.hasKey else { return nil }
        return keys.index(ofKeyBody: JSONDocument.keyBody(of: member, in: source), in: document, source: source)
    }
}
