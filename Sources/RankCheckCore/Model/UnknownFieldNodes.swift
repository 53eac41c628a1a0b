/// The member nodes of a list's entries whose keys are not fields of the format (RC005), entry
/// after entry in one array: only entries that have some are noted, and noting one allocates
/// nothing of its own.
struct UnknownFieldNodes: Sendable {
    /// The positions of the entries that have some, in list order.
    private var positions: [Int] = []
    /// Where each of those entries' nodes end in `nodes`.
    private var ends: [Int] = []
    private var nodes: [Int] = []

    /// Notes a member of the entry being read.
    mutating func add(_ member: Int) { nodes.append(member) }

    /// Ends the entry at `position` (later than any ended before); whether it has some.
    mutating func endEntry(at position: Int) -> Bool {
        guard nodes.count > (ends.last ?? 0) else { return false }
        positions.append(position)
        ends.append(nodes.count)
        return true
    }

    /// The nodes of the entry at `position` (none when it has none).
    func nodes(at position: Int) -> ArraySlice<Int> {
        let index = positions.partitionPoint { $0 >= position }
        guard index < positions.count, positions[index] == position else { return [] }
        return nodes[(index == 0 ? 0 : ends[index - 1])..<ends[index]]
    }
}
