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
    /// The descriptive attribute (compared across lists by RC301). Stored inline, not in an
    /// array, so reading a million entries allocates nothing per entry.
    /// Kept as a place in the source, decoded only when a message needs it.
    public var availableLine: FieldValue<SourceText>?
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

    /// Descriptive attributes by field name, in the format's order.
    public func attribute(_ field: RankingFormat.Field) -> FieldValue<SourceText>? {
        field.name == RankingFormat.availableLine.name ? availableLine : nil
    }

    /// Whether every required field is present (the common case, checked without allocating).
    public var hasAllRequiredFields: Bool {
        rank != nil && townName != nil && isRankUp != nil && rankFluctuation != nil
    }

    /// Whether some present field has the wrong type or range (RC004).
    public var hasUnreadableField: Bool {
        (rank != nil && rank?.value == nil) || (townName != nil && townName?.value == nil)
            || (isRankUp != nil && isRankUp?.value == nil) || (rankFluctuation != nil && rankFluctuation?.value == nil)
            || (availableLine != nil && availableLine?.value == nil)
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
