/// A ranking file read from a parsed document: its lists, and what did not fit the format.
///
/// Building never fails: whatever does not fit is recorded here for the structural rules
/// (RC002–RC005), and the ranking rules see only the parts that are well-formed.
public struct RankingFile: Sendable {
    public let document: JSONDocument
    public private(set) var lists: [RankingList] = []
    /// Whether the top-level value is an object (RC002 otherwise).
    public let topLevelIsObject: Bool
    /// Top-level members that should be lists but are not arrays (RC002).
    public private(set) var nonArrayMembers: [(name: String, node: Int)] = []
    /// Array elements that should be entries but are not objects (RC002).
    public private(set) var nonObjectEntries: [(list: String, index: Int, node: Int)] = []
    /// The `$schema` member when it is not a string (RC004).
    public private(set) var invalidSchemaMember: Int?

    public init(document: JSONDocument) {
        self.document = document
        topLevelIsObject = document.kind(document.root) == .object
        guard topLevelIsObject else { return }
        var listIndexByName: [String: Int] = [:]
        for member in document.children(document.root) {
            let name = document.key(member)
            if name == RankingFormat.schemaMember {
                invalidSchemaMember = document.kind(member) == .string ? nil : member
                continue
            }
            guard document.kind(member) == .array else {
                nonArrayMembers.append((name, member))
                continue
            }
            let list = readList(name: name, node: member)
            // A duplicated list name: the last one counts, as in most JSON readers (RC006 reports it).
            if let existing = listIndexByName[name] {
                lists[existing] = list
            } else {
                listIndexByName[name] = lists.count
                lists.append(list)
            }
        }
    }

    private mutating func readList(name: String, node: Int) -> RankingList {
        var entries: [RankingEntry] = []
        entries.reserveCapacity(document.children(node).reduce(0) { count, _ in count + 1 })
        for (index, element) in document.children(node).enumerated() {
            guard document.kind(element) == .object else {
                nonObjectEntries.append((name, index, element))
                continue
            }
            entries.append(readEntry(element, index: index))
        }
        return RankingList(name: name, keyRange: document.keyRange(node), node: node, entries: entries)
    }

    private func readEntry(_ node: Int, index: Int) -> RankingEntry {
        let doc = document
        var entry = RankingEntry(node: node, range: doc[node].range, index: index)
        for member in doc.children(node) {
            // Later duplicates replace earlier ones, as in most JSON readers (RC006 reports them).
            if doc.keyEquals(member, RankingFormat.rank.name) {
                entry.rank = doc.fieldValue(member, as: RankingFormat.rank.type, field: "rank") { doc.integer($0).map(Int.init) }
            } else if doc.keyEquals(member, RankingFormat.townName.name) {
                entry.townName = doc.fieldValue(member, as: RankingFormat.townName.type, field: "townName") { doc.string($0) }
            } else if doc.keyEquals(member, RankingFormat.isRankUp.name) {
                entry.isRankUp = doc.fieldValue(member, as: RankingFormat.isRankUp.type, field: "isRankUp") { doc.bool($0) }
            } else if doc.keyEquals(member, RankingFormat.rankFluctuation.name) {
                entry.rankFluctuation = doc.fieldValue(member, as: RankingFormat.rankFluctuation.type, field: "rankFluctuation") { doc.integer($0).map(Int.init) }
            } else if doc.keyEquals(member, RankingFormat.availableLine.name) {
                entry.availableLine = doc.fieldValue(member, as: RankingFormat.availableLine.type, field: "availableLine") { _ in SourceText() }
            } else {
                entry.unknownFields.append(member)
            }
        }
        return entry
    }

    /// The names of required fields the entry lacks.
    public func missingFields(_ entry: RankingEntry) -> [String] {
        RankingFormat.fields.filter(\.required).map(\.name).filter { name in
            switch name {
            case RankingFormat.rank.name: entry.rank == nil
            case RankingFormat.townName.name: entry.townName == nil
            case RankingFormat.isRankUp.name: entry.isRankUp == nil
            case RankingFormat.rankFluctuation.name: entry.rankFluctuation == nil
            default: false
            }
        }
    }

    public func list(named name: String) -> RankingList? {
        lists.first { $0.name == name }
    }
}
