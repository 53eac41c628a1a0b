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

    init(_ entries: [RankingEntry]) {
        var table = NameTable(capacity: entries.count)
        var hashes = [UInt32](repeating: 0, count: entries.count)
        var repeats: [(position: Int, first: Int)] = []
        for (position, entry) in entries.enumerated() {
            guard let name = entry.name else { continue }
            let hash = NameTable.hash(name)
            hashes[position] = hash
            if let first = table.record(hash: hash, position: position, where: { NameTable.sameBytes(entries[$0].name ?? "", name) }) {
                repeats.append((position, first))
            }
        }
        self.entries = entries
        self.table = table
        self.hashes = hashes
        self.repeats = repeats
    }

    /// The position of the first entry named `name` (whose `NameTable.hash` is `hash`).
    public func firstPosition(of name: String, hash: UInt32) -> Int? {
        table.position(hash: hash) { NameTable.sameBytes(entries[$0].name ?? "", name) }
    }
}
