/// The fields of an entry in the reference format, with their types: the one place
/// the model builder, RC003/RC004/RC005 and the published schema's test read them from.
public enum RankingFormat {
    public enum FieldType: Sendable, Equatable {
        /// An integer written without fraction or exponent, at least `minimum`.
        case integer(minimum: Int64)
        case boolean
        /// A string; `nonEmpty` rejects `""`.
        case string(nonEmpty: Bool)
        /// An identity part: a non-empty string or an integer.
        case identity
        /// A rank or `null` (previous rank, where null means a new entry).
        case optionalRank

        /// A signed move (the `signed` movement encoding).
        public static let signedInteger = FieldType.integer(minimum: Int64.min)

        /// The largest magnitude an integer field may have: 2^53 − 1, the largest integer every
        /// JSON reader (JavaScript's included) holds exactly. Numbers come from untrusted files;
        /// with every rank, move and score within ±2^53, the sums and differences the rules take
        /// (rank + move, prior − rank) stay far inside 64 bits and can never trap.
        public static let largestInteger: Int64 = (1 << 53) - 1

        public var summary: String {
            switch self {
            case .integer(let minimum) where minimum == Int64.min: "an integer"
            case .integer(let minimum): "an integer ≥ \(minimum)"
            case .identity: "a non-empty string or an integer"
            case .optionalRank: "an integer ≥ 1, or null for a new entry"
            case .boolean: "a boolean"
            case .string(let nonEmpty): nonEmpty ? "a non-empty string" : "a string"
            }
        }
    }

    public struct Field: Sendable {
        public let name: String
        public let type: FieldType
        public let required: Bool
    }

    public static let rank = Field(name: "rank", type: .integer(minimum: 1), required: true)
    public static let townName = Field(name: "townName", type: .string(nonEmpty: true), required: true)
    public static let isRankUp = Field(name: "isRankUp", type: .boolean, required: true)
    public static let rankFluctuation = Field(name: "rankFluctuation", type: .integer(minimum: 0), required: true)
    public static let availableLine = Field(name: "availableLine", type: .string(nonEmpty: false), required: false)

    /// Every field of an entry, in the order the reference data writes them.
    public static let fields: [Field] = [rank, townName, isRankUp, rankFluctuation, availableLine]

    /// A field of `fields` by position, so a key is matched once and then switched on.
    enum FieldID: Int, CaseIterable {
        case rank, townName, isRankUp, rankFluctuation, availableLine
    }

    /// A field name's length and its first and last eight bytes (overlapping for short names;
    /// zero-padded below eight), so matching a key costs two integer comparisons.
    struct FieldSignature {
        let count: Int
        let head: UInt64
        let tail: UInt64
    }

    /// The signature of each field of `fields`, in the same order.
    static let fieldSignatures: [FieldSignature] = fields.map { field in
        let bytes = Array(field.name.utf8)
        return bytes.withUnsafeBufferPointer { FieldSignature(count: bytes.count, head: signatureHead($0, 0..<bytes.count), tail: signatureTail($0, 0..<bytes.count)) }
    }

    /// Whether the key whose opening quote is at `keyStart` is field `expected`: checked on the
    /// bytes after that quote (the name, then the closing quote) without finding where the key
    /// ends. `signatures` is `fieldSignatures`, handed in so a loop over entries reads it once.
    @inline(__always)
    static func key(at keyStart: Int, isField expected: Int, in bytes: UnsafeBufferPointer<UInt8>, signatures: [FieldSignature]) -> Bool {
        guard expected < signatures.count else { return false }
        let signature = signatures[expected]
        let body = keyStart + 1..<keyStart + 1 + signature.count
        // A quote right after the name's bytes closes the key: names hold no backslash.
        return body.upperBound < bytes.count && bytes[body.upperBound] == UInt8(ascii: "\"")
            && signatureHead(bytes, body) == signature.head && signatureTail(bytes, body) == signature.tail
    }

    @inline(__always)
    private static func signatureHead(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        if range.count >= 8 { return ByteWord.load(bytes, at: range.lowerBound) }
        var word: UInt64 = 0
        for k in 0..<range.count { word |= UInt64(bytes[range.lowerBound + k]) << (8 * k) }
        return word
    }

    @inline(__always)
    private static func signatureTail(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        range.count >= 8 ? ByteWord.load(bytes, at: range.upperBound - 8) : 0
    }

    /// Which field a member's key names, or nil for any other key. Keys are matched on their
    /// bytes in the source (no field name has an escape, so equal bytes mean an equal key);
    /// only a key that differs and holds an escape is decoded. Field `expected` is tried first:
    /// entries write their fields in one order, so the n-th member is usually the n-th field,
    /// and that is checked on the bytes after the key's opening quote (the name, then the
    /// closing quote) without finding where the key ends.
    static func field(ofMember member: Int, in document: JSONDocument, expected: Int) -> FieldID? {
        let keyStart = document[member].keyStart
        if keyStart != JSONNode.noKey,
           document.bytes.withUnsafeBufferPointer({ key(at: Int(keyStart), isField: expected, in: $0, signatures: fieldSignatures) }) {
            return FieldID(rawValue: expected)
        }
        guard let body = document.keyBody(member) else { return nil }
        return field(keyBody: body, in: document)
    }

    /// The same for the key whose text (between its quotes) is at `body` in the document's bytes.
    static func field(keyBody body: Range<Int>, in document: JSONDocument) -> FieldID? {
        let (head, tail) = document.bytes.withUnsafeBufferPointer { (signatureHead($0, body), signatureTail($0, body)) }
        for (index, signature) in fieldSignatures.enumerated()
        where signature.count == body.count && signature.head == head && signature.tail == tail {
            return FieldID(rawValue: index)
        }
        guard document.containsEscape(body) else { return nil }
        let key = document.decodeString(from: body.lowerBound - 1, escaped: true).text
        return fields.firstIndex { $0.name == key }.flatMap(FieldID.init(rawValue:))
    }

    /// The top-level member editors use to find the schema; not a list.
    public static let schemaMember = "$schema"
}
