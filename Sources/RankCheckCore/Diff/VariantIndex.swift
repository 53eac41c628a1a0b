/// Last year's entries by normalised name (`NameNormalization.matchKey`), for the names whose
/// normalised form differs from the name itself: the look-up behind RC404's "renamed?".
///
/// Built once per prior list, and only when some town is not found by its exact name, which
/// in a weekly series is every week: so it is a `NameTable` over the keys' bytes, with no
/// `Hasher` run per name.
public struct VariantIndex: Sendable {
    private var keys: [String] = []
    private var positions: [Int] = []
    private var table: NameTable

    /// The index of `names` (last year's, in list order).
    init<Names: Collection>(names: Names) where Names.Element == String, Names.Index == Int {
        table = NameTable(capacity: names.count)
        for position in names.indices {
            let name = names[position]
            // A plain name is its own normal form: asked of its bytes, in place, with no key built.
            if NameNormalization.isPlain(name, allowingConnectors: false) { continue }
            let key = NameNormalization.matchKey(name)
            guard !NameTable.sameBytes(key, name) else { continue }
            let slot = keys.count
            if table.record(hash: NameTable.hash(key), position: slot, where: { NameTable.sameBytes(keys[$0], key) }) == nil {
                keys.append(key)
                self.positions.append(position)
            }
        }
    }

    /// The position of the first name whose normalised form is `key`.
    public func position(ofKey key: String) -> Int? {
        table.position(hash: NameTable.hash(key)) { NameTable.sameBytes(keys[$0], key) }.map { positions[$0] }
    }
}
