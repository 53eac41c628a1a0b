/// One entry of a ranking list, with each field's value and where it is.
///
/// Kept compact (a big file holds a million): nodes as 32-bit indexes (the tape says where
/// each value is: `RuleContext.range(of:)`), and plain data, so copying one copies its bytes.
/// What only unusual entries have (the nodes of unknown fields) is kept by their list
/// (`RankingList.unknownFields(at:)`).
public struct RankingEntry: Sendable {
    private let nodeIndex: UInt32
    /// The position in the list (28 bits: a document has fewer values), the movement encoding
    /// (3 bits) and `keysAreDistinctScalars` (1 bit), packed so the entry needs no padding.
    private var packed: UInt32

    public init(node: Int, index: Int) {
        nodeIndex = UInt32(truncatingIfNeeded: node)
        packed = UInt32(truncatingIfNeeded: index) & Self.indexMask
    }

    private static let indexMask: UInt32 = (1 << 28) - 1
    private static let encodingShift: UInt32 = 28
    private static let distinctBit: UInt32 = 1 << 31

    /// The entry object's node.
    public var node: Int { Int(nodeIndex) }
    /// 0-based position in its list.
    public var index: Int { Int(packed & Self.indexMask) }

    // Stored apart from their nodes, not as `FieldValue?`s, so nothing pads the entry (a
    // million entries are written once and read by every rule).
    private var rankValue = Int.min
    private var rankFluctuationValue = Int.min
    /// The identity's first part and where the valid name's bytes are: its text is the list's
    /// (`RankingList.name(of:)`).
    public var townName: FieldValue<NameSpan>?
    public var isRankUp: FieldValue<Bool>?
    private var rankNode = Self.absent
    private var rankFluctuationNode = Self.absent
    /// The number of `availableLine`'s value in its list's `AttributeValues` (0: none given),
    /// so the same town's values in two lists compare without reading the file.
    public var availableLineNumber: UInt32 = 0
    private var availableLineNode = Self.absent
    private var availableLineIsText = false
    /// Some member's key is not a field of the format (its list keeps which: RC005).
    public internal(set) var hasUnknownFields = false
    /// A configured attribute's value is not a string (RC004).
    var attributeIsUnreadable = false

    /// A node index no field has: the field is absent. `Int.min` as an integer's value (whose
    /// fields' minimums are 0 and 1): the value is invalid.
    private static let absent = UInt32.max

    public var rank: FieldValue<Int>? {
        @inline(__always) get { Self.integerField(rankValue, rankNode) }
        set { (rankValue, rankNode) = Self.storedInteger(newValue) }
    }

    /// The flag encoding's magnitude. The other encodings keep their one movement integer in
    /// the same storage (`movementValue`): an entry has one or the other, never both.
    public var rankFluctuation: FieldValue<Int>? {
        @inline(__always) get { hasFlagEncoding ? Self.integerField(rankFluctuationValue, rankFluctuationNode) : nil }
        set { (rankFluctuationValue, rankFluctuationNode) = Self.storedInteger(newValue) }
    }

    /// The descriptive attribute (compared across lists by RC301). Stored inline, not in an
    /// array, so reading a million entries allocates nothing per entry.
    /// Kept as a place in the source, decoded only when a message needs it.
    public var availableLine: FieldValue<SourceText>? {
        get {
            guard availableLineNode != Self.absent else { return nil }
            return FieldValue(node: Int(availableLineNode), value: availableLineIsText ? SourceText() : nil)
        }
        set {
            availableLineNode = newValue.map { UInt32(truncatingIfNeeded: $0.node) } ?? Self.absent
            availableLineIsText = newValue?.value != nil
        }
    }

    @inline(__always)
    private static func integerField(_ value: Int, _ node: UInt32) -> FieldValue<Int>? {
        node == absent ? nil : FieldValue(node: Int(node), value: value == Int.min ? nil : value)
    }

    private static func storedInteger(_ field: FieldValue<Int>?) -> (Int, UInt32) {
        guard let field else { return (Int.min, absent) }
        // Valid ranks and moves are at least 0, so `Int.min` is free to mark an invalid value.
        precondition(field.value != Int.min, "an integer field's minimum is 0")
        return (field.value ?? Int.min, UInt32(truncatingIfNeeded: field.node))
    }

    /// Set by the reader when every member is a different known field holding a scalar: then
    /// the entry object cannot hold a duplicated key, and RC006 need not look inside it.
    public var keysAreDistinctScalars: Bool {
        get { packed & Self.distinctBit != 0 }
        set { packed = newValue ? packed | Self.distinctBit : packed & ~Self.distinctBit }
    }
    // Shapes other than the reference format (see `RankingShape`); empty or nil otherwise.
    /// How this entry's movement is written.
    public var encoding: MovementField {
        @inline(__always) get { MovementField(rawValue: UInt8((packed >> Self.encodingShift) & 0x7)) ?? .flag }
        set { packed = packed & ~(0x7 << Self.encodingShift) | UInt32(newValue.rawValue) << Self.encodingShift }
    }
    /// Whether the move is stated by `isRankUp` and `rankFluctuation` (read on the packed bits:
    /// every rule that reads a magnitude asks).
    @inline(__always)
    private var hasFlagEncoding: Bool { packed >> Self.encodingShift & 0x7 == UInt32(MovementField.flag.rawValue) }

    /// The one integer that states the move in the `signed` and `previousRank` encodings
    /// (they never occur together, nor with `rankFluctuation`, so one stored field serves all).
    var movementValue: FieldValue<Int>? {
        @inline(__always) get { hasFlagEncoding || encoding == .none ? nil : Self.integerField(rankFluctuationValue, rankFluctuationNode) }
        set { (rankFluctuationValue, rankFluctuationNode) = Self.storedInteger(newValue) }
    }
    /// A signed move (`"signed"` encoding); `claimsNew` when null.
    public var signedMovement: FieldValue<Int>? {
        @inline(__always) get { encoding == .signedUp || encoding == .signedDown ? movementValue : nil }
        set { movementValue = newValue }
    }
    /// The direction of the move alone (`"direction"` encoding): 1 up, -1 down, 0 no move;
    /// `claimsNew` when null.
    public var direction: FieldValue<Int>? {
        @inline(__always) get { encoding == .direction ? movementValue : nil }
        set { movementValue = newValue }
    }
    /// The move a direction and the size beside it state (`"direction"` encoding with a
    /// `"magnitude"`), positive up, at the direction's node; its value is nil when either
    /// cannot be read or they contradict each other (a move up of 0, no move of 3: RC201);
    /// `claimsNew` when the direction is null.
    public var sizedMovement: FieldValue<Int>? {
        @inline(__always) get { encoding == .sizedDirection ? movementValue : nil }
        set { movementValue = newValue }
    }
    /// Last period's rank (`"previousRank"` encoding); `claimsNew` when null or missing.
    public var previousRank: FieldValue<Int>? {
        @inline(__always) get { encoding == .previousRank ? movementValue : nil }
        set { movementValue = newValue }
    }
    /// Whether the entry claims to be new (not ranked in the prior period): a previous rank
    /// null or missing, or a signed move or direction null (or a value the shape names so).
    /// Kept where the movement integer would be, when there is none: its node absent, its value
    /// this mark (an absent field's value is otherwise `Int.min`).
    public var claimsNew: Bool {
        get { encoding != .flag && encoding != .none && rankFluctuationNode == Self.absent && rankFluctuationValue == Self.newMark }
        set {
            guard rankFluctuationNode == Self.absent else { return }
            rankFluctuationValue = newValue ? Self.newMark : Int.min
        }
    }
    private static let newMark = Int.min + 1

    /// Which fields carry the movement claim.
    public enum MovementField: UInt8, Sendable {
        case flag, signedUp, signedDown, previousRank, none, direction
        /// A direction beside the size of the move (the `direction` encoding with a `magnitude`).
        case sizedDirection
    }

    /// The claimed move, when the fields that state it are valid and consistent.
    @inline(__always)  // read in place from the entries array: a call would copy the entry
    public var claimedMovement: Movement? {
        switch encoding {
        case .flag:
            guard let up = isRankUp?.value, let k = rankFluctuation?.value else { return nil }
            return Movement(isRankUp: up, fluctuation: k)
        case .signedUp, .signedDown:
            guard let delta = signedMovement?.value else { return nil }
            return Movement(delta: encoding == .signedUp ? delta : -delta)
        case .previousRank:
            guard let prior = previousRank?.value, let rank = rank?.value else { return nil }
            return Movement(from: prior, to: rank)
        case .direction:
            // A direction has no size: only "no move" is a whole move.
            return direction?.value == 0 ? Movement(delta: 0) : nil
        case .sizedDirection:
            return sizedMovement?.value.map { Movement(delta: $0) }
        case .none:
            return nil
        }
    }

    /// The claim as the movement table shows it: "up 3", "keep", "new", "up 0" (contradictory), "?".
    public var claimDescription: String {
        if let movement = claimedMovement { return movement.description }
        switch encoding {
        case .flag:
            return "\(isRankUp?.value.map { $0 ? "up" : "down" } ?? "?") \(rankFluctuation?.value.map(String.init) ?? "?")"
        case .previousRank where claimsNew, .signedUp where claimsNew, .signedDown where claimsNew, .direction where claimsNew, .sizedDirection where claimsNew: return "new"
        case .direction: return direction?.value.map { $0 > 0 ? "up" : $0 < 0 ? "down" : "keep" } ?? "?"
        case .none: return "—"
        default: return "?"
        }
    }

    /// Whether the claim could be read at all (a contradictory flag pair counts as read).
    @inline(__always)  // read in place from the entries array: a call would copy the entry
    public var claimIsReadable: Bool {
        switch encoding {
        case .flag: isRankUp?.value != nil && rankFluctuation?.value != nil
        case .signedUp, .signedDown: signedMovement?.value != nil || claimsNew
        case .previousRank: previousRank?.value != nil || claimsNew
        case .direction: direction?.value != nil || claimsNew
        case .sizedDirection: sizedMovement?.value != nil || claimsNew
        case .none: false
        }
    }

    /// Whether the claim is the move recomputed, `truth` (a direction's, whether its direction
    /// is); a claim that could not be read is no mismatch (RC004 reports it).
    @inline(__always)  // read in place from the entries array: a call would copy the entry
    public func claimAgrees(with truth: Movement) -> Bool {
        guard claimIsReadable else { return true }
        guard encoding == .direction else { return claimedMovement == truth }
        return direction?.value == truth.delta.signum()
    }

    /// The node of the value that states the move: where movement findings point.
    public var movementNode: Int? {
        switch encoding {
        case .flag: rankFluctuation?.node
        case .signedUp, .signedDown: signedMovement?.node
        case .previousRank: previousRank?.node
        case .direction: direction?.node
        case .sizedDirection: sizedMovement?.node
        case .none: nil
        }
    }

    /// The rank last year that the claimed move implies.
    @inline(__always)  // read in place from the entries array: a call would copy the entry
    public var claimedPriorRank: Int? {
        guard let rank = rank?.value, let movement = claimedMovement else { return nil }
        return movement.priorRank(from: rank)
    }

    /// Whether every required field is present (the common case, checked without allocating).
    public var hasAllRequiredFields: Bool {
        guard rank != nil, townName != nil else { return false }
        switch encoding {
        case .flag: return isRankUp != nil && rankFluctuation != nil
        case .signedUp, .signedDown: return signedMovement != nil || claimsNew
        case .direction: return direction != nil || claimsNew
        case .sizedDirection: return sizedMovement != nil || claimsNew
        case .previousRank, .none: return true
        }
    }

    /// Whether some present field has the wrong type or range (RC004).
    public var hasUnreadableField: Bool {
        (rank != nil && rank?.value == nil) || (townName != nil && townName?.value == nil)
            || (isRankUp != nil && isRankUp?.value == nil) || (rankFluctuation != nil && rankFluctuation?.value == nil)
            || (availableLine != nil && availableLine?.value == nil)
            || (signedMovement != nil && signedMovement?.value == nil) || (previousRank != nil && previousRank?.value == nil)
            || (direction != nil && direction?.value == nil) || (sizedMovement != nil && sizedMovement?.value == nil)
            || attributeIsUnreadable
    }

    /// Where the town name is when it is valid: the entry's identity (its list has the text).
    public var nameSpan: NameSpan? { townName?.value }
}
