/// One list's towns by exact name: where each first appears, and where a name repeats.
/// Built with the list, for the rules and the year comparison that look towns up. It keeps
/// neither the entries nor their names (its list has them): a file may hold 100,000 lists.
public struct ListNames: Sendable {
    private let table: NameTable
    /// Each entry's `NameTable.hash` (0 for an entry without a valid name), so a name is
    /// hashed once however many tables it is looked up in.
    public let hashes: [UInt32]
    /// Later entries whose name an earlier entry of the list already has.
    public let repeats: [(position: Int, first: Int)]

    /// `hashes`: each entry's `NameTable.hash`, as the reader took them (it hashes a name while
    /// its bytes are at hand).
    init(_ entries: [RankingEntry], identityNames: IdentityNames, hashes: [UInt32]) {
        var table = NameTable(capacity: entries.count)
        var repeats: [(position: Int, first: Int)] = []
        identityNames.withBuffers { names in
            table.record(count: entries.count, hash: { entries[$0].nameSpan == nil ? nil : hashes[$0] },
                         where: { position, earlier in
                             guard let a = entries[position].nameSpan, let b = entries[earlier].nameSpan else { return false }
                             return names.same(a, b)
                         },
                         repeated: { repeats.append(($0, $1)) })
        }
        self.table = table
        self.hashes = hashes
        self.repeats = repeats
    }

    /// The position of the first entry of `entries` (the list's, whose names are in `names`)
    /// named `name`, UTF-8 bytes whose `NameTable.hash` is `hash`.
    func firstPosition(of name: UnsafeBufferPointer<UInt8>, hash: UInt32, in entries: [RankingEntry], _ names: NameBuffers) -> Int? {
        table.position(hash: hash) { position in
            entries[position].nameSpan.map { names.name($0, is: name) } ?? false
        }
    }
}
