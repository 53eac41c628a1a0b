/// One list's towns by exact name: where each first appears, and where a name repeats.
/// Built with the list, for the rules and the year comparison that look towns up.
public struct ListNames: Sendable {
    private let entries: [RankingEntry]
    private let table: NameTable
    /// Each entry's `NameTable.hash` (0 for an entry without a valid name), so a name is
    /// hashed once however many tables it is looked up in.
    public let hashes: [UInt32]
    /// Later entries whose name an earlier entry of the list already has.
    public let repeats: [(position: Int, first: Int)]

    /// `hashes`: each entry's `NameTable.hash` when the reader already has them (it hashes a
    /// name while its bytes are at hand); otherwise they are computed here.
    init(_ entries: [RankingEntry], hashes: [UInt32]? = nil) {
        var table = NameTable(capacity: entries.count)
        let hashes = hashes ?? entries.indices.map { entries[$0].name.map(NameTable.hash) ?? 0 }  // in place, not copied
        var repeats: [(position: Int, first: Int)] = []
        table.record(count: entries.count, hash: { entries[$0].name == nil ? nil : hashes[$0] },
                     where: { NameTable.sameBytes(entries[$1].name ?? "", entries[$0].name ?? "") },
                     repeated: { repeats.append(($0, $1)) })
        self.entries = entries
        self.table = table
        self.hashes = hashes
        self.repeats = repeats
    }

    /// For each entry of `other` (but those `skipping` names), the position of the first entry
    /// of this list with its name, handed to `found(otherPosition, position)` in order as soon
    /// as it is found: the entry was just read to compare names, so reading more of it then
    /// costs no second trip to memory. Names are looked up a batch at a time.
    public func forEachFirstPosition(of other: ListNames, skipping: (Int) -> Bool, _ found: (_ otherPosition: Int, _ position: Int) -> Void) {
        table.positions(count: other.entries.count, hash: { other.entries[$0].name == nil || skipping($0) ? nil : other.hashes[$0] },
                        where: { NameTable.sameBytes(entries[$1].name ?? "", other.entries[$0].name ?? "") }, found)
    }

    /// The position of the first entry named `name` (whose `NameTable.hash` is `hash`).
    public func firstPosition(of name: String, hash: UInt32) -> Int? {
        table.position(hash: hash) { NameTable.sameBytes(entries[$0].name ?? "", name) }
    }
}
