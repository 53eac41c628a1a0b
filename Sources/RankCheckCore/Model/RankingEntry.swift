/// One entry of a ranking list, with each field's value and where it is.
public struct RankingEntry: Sendable {
    /// The entry object's node.
    public let node: Int
    public let range: ByteRange
    /// 0-based position in its list.
    public let index: Int
    public var rank: FieldValue<Int>?
    public var townName: FieldValue<String>?
    public var isRankUp: FieldValue<Bool>?
    public var rankFluctuation: FieldValue<Int>?
    /// Descriptive string attributes, by field name (compared across lists by RC301).
    public var attributes: [(name: String, value: FieldValue<String>)] = []
    /// Member nodes whose keys are not fields of the format.
    public var unknownFields: [Int] = []

    /// The claimed move, when both fields are valid and consistent.
    public var claimedMovement: Movement? {
        guard let up = isRankUp?.value, let k = rankFluctuation?.value else { return nil }
        return Movement(isRankUp: up, fluctuation: k)
    }

    /// The rank last year that the claimed move implies.
    public var claimedPriorRank: Int? {
        guard let rank = rank?.value, let movement = claimedMovement else { return nil }
        return movement.priorRank(from: rank)
    }

    /// The town name when it is valid: the entry's identity.
    public var name: String? { townName?.value }
}

/// A ranking list: a top-level member whose value is an array of entries.
public struct RankingList: Sendable {
    public let name: String
    /// The member key (quotes included).
    public let keyRange: ByteRange
    /// The array node.
    public let node: Int
    public var entries: [RankingEntry]
}
