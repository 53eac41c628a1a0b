/// Some of last year's entries by normalised name (`NameNormalization.matchKey`), for the names
/// whose normalised form differs from the name itself: the look-up behind RC404's "renamed?".
///
/// Built once per prior list, when some town is not found by its exact name (in a weekly
/// series, nearly every week), from the entries no town was found as: the keys are bytes in
/// one array, hashed into a `NameTable`, with no `String` or `Hasher` per name.
public struct VariantIndex: Sendable {
    private let keyBytes: [UInt8]
    /// Each key's bytes in `keyBytes`, and the position of the first name with that key.
    private let keys: [(start: Int, end: Int, position: Int)]
    private let table: NameTable

    /// The index of the names of `entries` at `positions`, in list order (read in place: no
    /// name is copied).
    init(entries: [PriorPeriodIndex.Entry], at positions: [Int], names: IdentityNames) {
        var table = NameTable(capacity: positions.count)
        var keyBytes: [UInt8] = []
        var keys: [(start: Int, end: Int, position: Int)] = []
        names.withBuffers { names in
            for position in positions {
                // A name that is its own normal form is found by its bytes (`variant(of:)`), not here.
                let name = names[entries[position].nameSpan]
                NameNormalization.withMatchKey(ofBytes: name) { key, isName in
                    guard !isName, !ByteWord.equal(name, key) else { return }
                    let found = keyBytes.withUnsafeBufferPointer { stored in
                        table.record(hash: SeededHash.hash(key), position: keys.count) { Self.key(keys[$0], in: stored, is: key) }
                    }
                    guard found == nil else { return }
                    keys.append((keyBytes.count, keyBytes.count + key.count, position))
                    keyBytes.append(contentsOf: key)
                }
            }
        }
        self.keyBytes = keyBytes
        self.keys = keys
        self.table = table
    }

    /// The position of the first name whose normalised form is `key`.
    public func position(ofKey key: UnsafeBufferPointer<UInt8>) -> Int? {
        position(ofKey: key, hash: SeededHash.hash(key))
    }

    /// The same, for a key whose `SeededHash` is already known.
    func position(ofKey key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
        keyBytes.withUnsafeBufferPointer { stored in
            table.position(hash: hash) { Self.key(keys[$0], in: stored, is: key) }.map { keys[$0].position }
        }
    }

    /// Whether a stored key's bytes are `key`.
    private static func key(_ stored: (start: Int, end: Int, position: Int), in bytes: UnsafeBufferPointer<UInt8>,
                            is key: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWord.equal(UnsafeBufferPointer(rebasing: bytes[stored.start..<stored.end]), key)
    }
}
