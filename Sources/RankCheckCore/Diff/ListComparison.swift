/// How one entry of this year's list compares with last year's list.
public struct EntryComparison: Sendable {
    public enum Status: Sendable, Equatable {
        /// Found last year by name; the claimed move matches the true one.
        case ok(prior: PriorPeriodIndex.Entry)
        /// Found last year by name; the claimed move is wrong (RC401).
        case mismatch(prior: PriorPeriodIndex.Entry, truth: Movement)
        /// Not found by name, but a variant spelling was (RC404).
        case renamed(prior: PriorPeriodIndex.Entry)
        /// Not found; the claimed prior rank belonged to another town (RC402).
        case taken(by: PriorPeriodIndex.Entry)
        /// Not found; the claimed prior rank lies beyond last year's list or held no one (RC403).
        case unverifiable
        /// Not found, and the entry claims no usable prior rank.
        case new
        /// Its identity appears twice in this list or in the prior one: compared with neither.
        case ambiguous

        public var label: String {
            switch self {
            case .ok: "ok"
            case .mismatch: "mismatch"
            case .renamed: "renamed?"
            case .taken: "taken"
            case .unverifiable: "unverifiable"
            case .new: "new"
            case .ambiguous: "ambiguous"
            }
        }
    }

    public let entry: RankingEntry
    public let status: Status

    /// Last year's entry of the same town (or of its variant spelling), when it was found.
    public var priorEntry: PriorPeriodIndex.Entry? {
        switch status {
        case .ok(let prior), .mismatch(let prior, _), .renamed(let prior): prior
        default: nil
        }
    }

    /// Last year's rank when the town (or its variant spelling) was found.
    public var priorRank: Int? { priorEntry?.rank }

    /// The move recomputed from last year's rank.
    public var trueMovement: Movement? {
        guard let rank = entry.rank?.value, let prior = priorRank else { return nil }
        return Movement(from: prior, to: rank)
    }
}

/// This year's list set against last year's: every entry's status, and who entered or left.
/// A class: each prior-year rule walks every list's comparison, and copying one reference per
/// list is one count where a struct's four fields were four (50,000 lists, five rules).
public final class ListComparison: Sendable {
    public let list: RankingList
    /// Nil when last year's file has no list of this name.
    public let prior: PriorPeriodIndex.List?
    /// Each compared entry with its status; elements are built on access from positions, so a
    /// million-entry list is not copied a second time.
    public var entries: Compared { Compared(list: list, priorEntries: prior?.entries ?? [], statuses: statuses) }
    private let statuses: [CompactStatus]
    /// Towns of last year's list that are not in this year's (by exact name).
    public let droppedOut: [PriorPeriodIndex.Entry]

    public init(_ list: RankingList, prior: PriorPeriodIndex.List?) {
        let names = list.names
        self.list = list
        self.prior = prior
        guard let prior else {
            statuses = []
            droppedOut = []
            return
        }
        // Last year's entries that this year's list accounts for (by name or variant spelling).
        var accountedFor = [Bool](repeating: false, count: prior.entries.count)
        var compared: [CompactStatus] = []
        compared.reserveCapacity(list.entries.count)
        // Entries not found by name, as places in `compared`: looked up as variant spellings
        // once every name that is found has been.
        var notFound: [Int] = []
        // An identity twice in this list, or twice in the prior one, says nothing certain.
        var repeatedHere = Set<Int>()
        for repeat_ in names.repeats { repeatedHere.formUnion([repeat_.position, repeat_.first]) }
        // Fields are read in place; names are looked up by their bytes, where they are.
        list.identityNames.withBuffers { here in prior.identityNames.withBuffers { there in
            for (position, entry) in list.entries.enumerated() {
                guard let span = entry.nameSpan, let rank = entry.rank?.value else { continue }
                let name = here[span]
                if !repeatedHere.isEmpty, repeatedHere.contains(position) {
                    if let index = prior.position(named: name, hash: names.hashes[position], in: there) { accountedFor[index] = true }
                    compared.append(CompactStatus(position, .ambiguous))
                    continue
                }
                guard let index = prior.position(named: name, hash: names.hashes[position], likelyRank: entry.claimedPriorRank, in: there) else {
                    notFound.append(compared.count)
                    compared.append(CompactStatus(position, .new))
                    continue
                }
                accountedFor[index] = true
                if prior.isRepeated(index) {
                    compared.append(CompactStatus(position, .ambiguous))
                    continue
                }
                let matches = entry.claimAgrees(with: Movement(from: prior.entries[index].rank, to: rank))
                compared.append(CompactStatus(position, matches ? .ok : .mismatch, prior: index))
            }
            guard !notFound.isEmpty else { return }
            // A renamed town's old spelling is among last year's entries that no name found:
            // only those are indexed by their normal form (a weekly chart's few new songs are
            // looked up among the few that left, not among the whole chart).
            let variants = prior.variantIndex(of: accountedFor.indices.filter { !accountedFor[$0] })
            for slot in notFound {
                let position = Int(compared[slot].position)
                let entry = list.entries[position]
                guard let span = entry.nameSpan else { continue }
                if let index = prior.variant(of: here[span], in: variants, names: there) {
                    let variantName = there[prior.entries[index].nameSpan]
                    if names.firstPosition(of: variantName, hash: SeededHash.hash(variantName), in: list.entries, here) == nil {
                        compared[slot] = CompactStatus(position, .renamed, prior: index)
                        accountedFor[index] = true
                        continue
                    }
                }
                guard let claimedPrior = entry.claimedPriorRank, claimedPrior >= 1 else { continue }
                if let holder = prior.position(atRank: claimedPrior) {
                    compared[slot] = CompactStatus(position, .taken, prior: holder)
                } else {
                    compared[slot] = CompactStatus(position, .unverifiable)
                }
            }
        } }
        statuses = compared
        // A town that only changed its spelling did not leave the list.
        droppedOut = prior.entries.indices.filter { !accountedFor[$0] }.map { prior.entries[$0] }
    }

    /// One entry's status in 12 bytes: the status with last year's entry as a position (a
    /// million statuses with `PriorPeriodIndex.Entry` copies would take 70 MB).
    struct CompactStatus: Sendable {
        enum Kind: UInt8 { case ok, mismatch, renamed, taken, unverifiable, new, ambiguous }
        let position: UInt32
        let priorPosition: UInt32
        let kind: Kind

        init(_ position: Int, _ kind: Kind, prior: Int = 0) {
            self.position = UInt32(truncatingIfNeeded: position)
            self.priorPosition = UInt32(truncatingIfNeeded: prior)
            self.kind = kind
        }
    }

    /// The compared entries of one list, in list order.
    public struct Compared: RandomAccessCollection, Sendable {
        let list: RankingList
        let priorEntries: [PriorPeriodIndex.Entry]
        let statuses: [CompactStatus]

        public var startIndex: Int { 0 }
        public var endIndex: Int { statuses.count }

        public subscript(index: Int) -> EntryComparison {
            ListComparison.comparison(statuses[index], in: list, priorEntries: priorEntries)
        }

        /// The status alone, without building the entry's comparison.
        func kind(at index: Int) -> CompactStatus.Kind { statuses[index].kind }
        /// The entry's position in its list.
        func position(at index: Int) -> Int { Int(statuses[index].position) }
    }

    /// One compared entry, built from its compact status.
    private static func comparison(_ compact: CompactStatus, in list: RankingList, priorEntries: [PriorPeriodIndex.Entry]) -> EntryComparison {
        let entry = list.entries[Int(compact.position)]
        let found = { priorEntries[Int(compact.priorPosition)] }
        let status: EntryComparison.Status = switch compact.kind {
        case .ok: .ok(prior: found())
        case .mismatch: .mismatch(prior: found(), truth: Movement(from: found().rank, to: entry.rank?.value ?? 0))
        case .renamed: .renamed(prior: found())
        case .taken: .taken(by: found())
        case .unverifiable: .unverifiable
        case .new: .new
        case .ambiguous: .ambiguous
        }
        return EntryComparison(entry: entry, status: status)
    }

    // Read straight from the statuses: rules that run at once on both cores walk the same
    // comparisons, and building `entries` counts references to the list and last year's
    // entries, objects the other core is counting too (a cache line passed per list).

    /// How many entries were compared.
    var comparedCount: Int { statuses.count }
    /// The status of compared entry `index`.
    func kind(at index: Int) -> CompactStatus.Kind { statuses[index].kind }
    /// The position in its list of compared entry `index`.
    func position(at index: Int) -> Int { Int(statuses[index].position) }
    /// Compared entry `index` (`entries[index]`, without making `entries`).
    func compared(at index: Int) -> EntryComparison {
        Self.comparison(statuses[index], in: list, priorEntries: prior?.entries ?? [])
    }

    /// The compared entries with one status, built only for those (most entries are `ok`).
    func entries(_ kind: CompactStatus.Kind) -> [EntryComparison] {
        // Most lists have none of a kind: found in the statuses, before the entries are built.
        guard statuses.contains(where: { $0.kind == kind }) else { return [] }
        let compared = entries
        return compared.indices.filter { compared.kind(at: $0) == kind }.map { compared[$0] }
    }

    /// How many compared entries have that status.
    func count(_ kind: CompactStatus.Kind) -> Int {
        statuses.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) }
    }

    /// Entries new to the list: not found last year, not even as a variant spelling.
    public var entered: [EntryComparison] {
        entries.filter { comparison in
            switch comparison.status {
            case .ok, .mismatch, .renamed: false
            default: true
            }
        }
    }
}

