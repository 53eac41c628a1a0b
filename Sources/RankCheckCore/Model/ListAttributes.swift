/// The string attributes of a list's entries under a configured shape (its `"attributes"`, or
/// under open fields every string member outside the shape), held by the list: one array of
/// members for all its entries, each naming its attribute by a number, so reading a chart's
/// million rows allocates nothing per entry. The reference format's `availableLine` is held
/// in the entry itself (`RankingEntry.availableLine`).
public struct ListAttributes: Sendable {
    /// One entry's attribute: the number of its name (in `names`) and its value's node.
    struct Member: Sendable {
        let name: UInt32
        let node: UInt32
    }

    /// The attribute names met in the list, in the order met: a name is written again when an
    /// entry has it at another place among its attributes than the entry that wrote it, so a
    /// name is found without a look-up, and no entry writes more names than it has.
    private var names: [String] = []
    /// Every entry's members, entry after entry.
    private var members: [Member] = []
    /// Entry `i`'s members are `members[memberStarts[i]..<memberStarts[i + 1]]`. Empty while
    /// no entry has a member (most lists): the entries before the first that has one are then
    /// noted when it comes.
    private var memberStarts: [UInt32] = []

    init() {}

    /// Whether some entry has an attribute.
    public var isEmpty: Bool { members.isEmpty }

    /// Adds an attribute to the entry at `position` (the entry being read: the last). `ordinal`
    /// is its place among the entry's attributes: the entries of a list name theirs alike, so
    /// the name is looked for there.
    mutating func add(_ name: String, node: Int, toEntryAt position: Int, ordinal: Int) {
        if memberStarts.isEmpty { memberStarts = [UInt32](repeating: 0, count: position + 1) }
        let number: Int
        if ordinal < names.count, names[ordinal] == name {
            number = ordinal
        } else {
            number = names.count
            names.append(name)
        }
        members.append(Member(name: UInt32(truncatingIfNeeded: number), node: UInt32(truncatingIfNeeded: node)))
    }

    /// Ends the entry at `position`, read last: the members added since the entry before are its.
    mutating func endEntry(at position: Int) {
        guard !memberStarts.isEmpty else { return }
        memberStarts.append(UInt32(truncatingIfNeeded: members.count))
        assert(memberStarts.count == position + 2, "entries end in order")
    }

    /// The attributes of the entry at `position`.
    func of(_ position: Int) -> EntryAttributes {
        guard position + 1 < memberStarts.count else { return EntryAttributes(names: names, members: []) }
        return EntryAttributes(names: names, members: members[Int(memberStarts[position])..<Int(memberStarts[position + 1])])
    }
}

/// An entry's attributes, by name, in the order the entry has them: its list's members for it
/// (`ListAttributes`), or the reference format's `availableLine`.
public struct EntryAttributes: RandomAccessCollection, Sendable {
    private let names: [String]
    private let members: ArraySlice<ListAttributes.Member>
    /// The node of the reference format's `availableLine`, when that is the entry's attribute.
    private let availableLine: Int?

    init(names: [String], members: ArraySlice<ListAttributes.Member>) {
        self.names = names
        self.members = members
        availableLine = nil
    }

    init(availableLine node: Int?) {
        names = []
        members = []
        availableLine = node
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { availableLine == nil ? members.count : 1 }

    public subscript(position: Int) -> (name: String, node: Int) {
        if let availableLine { return (RankingFormat.availableLine.name, availableLine) }
        let member = members[members.startIndex + position]
        return (names[Int(member.name)], Int(member.node))
    }
}
