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
        /// One of a direction's words (strings or integers) or `null` (a new entry).
        case word(of: [RankingShape.MovementValue])
        /// A rank, or a string that holds one (`"3"`, `"T3"`: `RankingShape.textRanks`).
        case textRank
        /// A score: any number, or null where an entry has none.
        case score

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
            case .textRank: "an integer ≥ 1, or a string that holds one (\"3\", \"T3\")"
            case .score: "a number, or null where there is none"
            case .word(let words): "one of " + words.map { $0.quoted }.joined(separator: ", ") + ", or null for a new entry"
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

    /// The fields' names, ready to be matched on a source's bytes, in the order of `fields`.
    static let fieldKeys = KeySet(fields.map(\.name))

    /// Which field the key whose text (between its quotes) is at `body` names, or nil for any
    /// other key (see `KeySet.index(ofKeyBody:in:source:)`).
    static func field(keyBody body: Range<Int>, in document: JSONDocument) -> FieldID? {
        document.bytes.withUnsafeBufferPointer { fieldKeys.index(ofKeyBody: body, in: document, source: $0) }.flatMap(FieldID.init(rawValue:))
    }

    /// The top-level member editors use to find the schema; not a list.
    public static let schemaMember = "$schema"
}
