/// A ranking list: a top-level member whose value is an array of entries.
public final class RankingList: Sendable {
    /// How outputs name the list: its member name, its label, or its pointer.
    public let name: String
    /// What pairs it with last period's list: the member name or pointer (a label changes
    /// from period to period; the place of the list does not).
    public let key: String
    /// The member key (quotes included).
    public let keyRange: ByteRange
    /// The array node.
    public let node: Int
    public let entries: [RankingEntry]
    /// The list's towns by exact name, indexed as the list is read (on the same core).
    public let names: ListNames
    /// The positions of the entries that lack a required field, hold a value that did not
    /// read, or have unknown fields: the few that the structural rules (RC003–RC005) need to
    /// look at, found in one pass instead of one pass over a million entries per rule.
    public let irregular: [Int]
    /// The distinct `availableLine` values its entries' `availableLineNumber`s count.
    public let attributeValues: AttributeValues
    /// Its entries' attributes under a configured shape (`attributes(at:)` reads them).
    let otherAttributes: ListAttributes
    /// Whether some entry has a descriptive attribute (asked by RC301, a table's check in runs
    /// and the HTML page: not worked out for every list read).
    public var hasAttributes: Bool { !otherAttributes.isEmpty || entries.contains { $0.availableLine != nil } }
    /// The bytes of its entries' names.
    public let identityNames: IdentityNames
    /// What messages call its entries, where the shape says (`RankingShape.displayName`).
    let displayNames: DisplayNames?
    /// The member nodes of its entries whose keys are not fields of the format.
    private let unknownFieldNodes: UnknownFieldNodes

    /// How messages name the list: its name in quotes ('townRankingsForRent', '2021-07-24'), or
    /// for a label that is a bare number, the field that holds it and the number (week 12: "in
    /// '12'" names no period). `labelField`: the file's `RankingFile.labelField`.
    public func spokenName(labelField: String?) -> String {
        (key != name ? PriorPeriodIndex.RawList.numberedName(name, field: labelField) : nil) ?? "'\(name)'"
    }

    /// `nameHashes`: each entry's `NameTable.hash` (0 without a valid name), as the reader took them.
    init(name: String, key: String? = nil, keyRange: ByteRange, node: Int, entries: [RankingEntry], identityNames: IdentityNames,
         attributeValues: AttributeValues = AttributeValues(), otherAttributes: ListAttributes = ListAttributes(), nameHashes: [UInt32],
         unknownFields: UnknownFieldNodes = UnknownFieldNodes(), displayNames: DisplayNames? = nil) {
        self.displayNames = displayNames
        self.name = name
        self.key = key ?? name
        self.attributeValues = attributeValues
        self.otherAttributes = otherAttributes
        self.keyRange = keyRange
        self.node = node
        self.entries = entries
        self.identityNames = identityNames
        unknownFieldNodes = unknownFields
        names = ListNames(entries, identityNames: identityNames, hashes: nameHashes)
        irregular = entries.indices.filter {  // read in place, not copied
            !entries[$0].hasAllRequiredFields || entries[$0].hasUnreadableField || entries[$0].hasUnknownFields
        }
    }

    /// The member nodes of the entry at `position` whose keys are not fields of the format.
    public func unknownFields(at position: Int) -> ArraySlice<Int> { unknownFieldNodes.nodes(at: position) }

    /// Every descriptive attribute of the entry at `position`, by name (reference:
    /// `availableLine`).
    public func attributes(at position: Int) -> EntryAttributes {
        let other = otherAttributes.of(position)
        return other.isEmpty ? EntryAttributes(availableLine: entries[position].availableLine?.node) : other
    }

    /// An entry's town name as text, when it is valid (made now: entries keep only where it is).
    public func name(of entry: RankingEntry) -> String? {
        entry.nameSpan.map(identityNames.string)
    }

    /// What messages call an entry: its display name where the shape names fields for one
    /// (`RankingShape.displayName`), else its identity (`name(of:)`).
    public func shownName(of entry: RankingEntry) -> String? {
        entry.nameSpan.flatMap { displayNames?.name(of: $0) } ?? name(of: entry)
    }

    /// The positions of the entries named `name`, byte for byte, in list order (none: no entry
    /// is). `repeatsOf` is `repeatsByFirst()`, made once for many look-ups.
    public func positions(named name: String, repeatsOf: [Int: [Int]]) -> [Int] {
        let first = NameTable.withBytes(of: name) { bytes in
            identityNames.withBuffers { names.firstPosition(of: bytes, hash: SeededHash.hash(bytes), in: entries, $0) }
        }
        guard let first else { return [] }
        return [first] + (repeatsOf[first] ?? [])
    }

    /// The later positions of each name that repeats in the list, by its first position.
    public func repeatsByFirst() -> [Int: [Int]] {
        Dictionary(grouping: names.repeats, by: \.first).mapValues { $0.map(\.position) }
    }
}
