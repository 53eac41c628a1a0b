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

    /// `hashes`: each entry's `NameTable.hash` when the reader already has them (it hashes a
    /// name while its bytes are at hand); otherwise they are computed here.
    init(_ entries: [RankingEntry], identityNames: IdentityNames, hashes: [UInt32]? = nil) {
        var table = NameTable(capacity: entries.count)
        var repeats: [(position: Int, first: Int)] = []
        let hashes = identityNames.withBuffers { names in
            let hashes = hashes ?? entries.indices.map { entries[$0].nameSpan.map { SeededHash.hash(names[$0]) } ?? 0 }  // in place, not copied
            table.record(count: entries.count, hash: { entries[$0].nameSpan == nil ? nil : hashes[$0] },
                         where: { position, earlier in
                             guard let a = entries[position].nameSpan, let b = entries[earlier].nameSpan else { return false }
                             return names.same(a, b)
                         },
                         repeated: { repeats.append(($0, $1)) })
            return hashes
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
