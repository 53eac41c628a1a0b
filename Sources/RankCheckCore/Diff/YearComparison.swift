/// How one entry of this year's list compares with last year's list.
public struct EntryComparison: Sendable {
    public enum Status: Sendable, Equatable {
        /// Found last year by name; the claimed move matches the true one.
        case ok(prior: PriorYearIndex.Entry)
        /// Found last year by name; the claimed move is wrong (RC401).
        case mismatch(prior: PriorYearIndex.Entry, truth: Movement)
        /// Not found by name, but a variant spelling was (RC404).
        case renamed(prior: PriorYearIndex.Entry)
        /// Not found; the claimed prior rank belonged to another town (RC402).
        case taken(by: PriorYearIndex.Entry)
        /// Not found; the claimed prior rank lies beyond last year's list or held no one (RC403).
        case unverifiable
        /// Not found, and the entry claims no usable prior rank.
        case new

        public var label: String {
            switch self {
            case .ok: "ok"
            case .mismatch: "mismatch"
            case .renamed: "renamed?"
            case .taken: "taken"
            case .unverifiable: "unverifiable"
            case .new: "new"
            }
        }
    }

    public let entry: RankingEntry
    public let status: Status

    /// Last year's rank when the town (or its variant spelling) was found.
    public var priorRank: Int? {
        switch status {
        case .ok(let prior), .mismatch(let prior, _), .renamed(let prior): prior.rank
        default: nil
        }
    }

    /// The move recomputed from last year's rank.
    public var trueMovement: Movement? {
        guard let rank = entry.rank?.value, let prior = priorRank else { return nil }
        return Movement(from: prior, to: rank)
    }
}

/// This year's list set against last year's: every entry's status, and who entered or left.
public struct ListComparison: Sendable {
    public let list: RankingList
    /// Nil when last year's file has no list of this name.
    public let prior: PriorYearIndex.List?
    /// Each compared entry with its status; elements are built on access from positions, so a
    /// million-entry list is not copied a second time.
    public var entries: Compared { Compared(list: list, statuses: statuses) }
    private let statuses: [(position: Int, status: EntryComparison.Status)]
    /// Towns of last year's list that are not in this year's (by exact name).
    public let droppedOut: [PriorYearIndex.Entry]

    public init(_ list: RankingList, prior: PriorYearIndex.List?) {
        self.init(list, prior: prior, names: ListNames(list))
    }

    /// The same, reusing the list's names already indexed for the rules.
    init(_ list: RankingList, prior: PriorYearIndex.List?, names: ListNames) {
        self.list = list
        self.prior = prior
        guard let prior else {
            statuses = []
            droppedOut = []
            return
        }
        var variants: [NameKey: Int]?
        // Last year's entries that this year's list accounts for (by name or variant spelling).
        var accountedFor = [Bool](repeating: false, count: prior.entries.count)
        var compared: [(position: Int, status: EntryComparison.Status)] = []
        compared.reserveCapacity(list.entries.count)
        for (position, entry) in list.entries.enumerated() {
            guard let name = entry.name, let rank = entry.rank?.value else { continue }
            if let index = prior.position(named: name, hash: names.hashes[position]) {
                let found = prior.entries[index]
                accountedFor[index] = true
                let truth = Movement(from: found.rank, to: rank)
                let claimed = entry.claimedMovement
                if claimed == truth || !entry.claimIsReadable {
                    compared.append((position, .ok(prior: found)))
                } else {
                    compared.append((position, .mismatch(prior: found, truth: truth)))
                }
                continue
            }
            if variants == nil { variants = prior.variantIndex() }
            if let variants, let index = prior.variant(of: NameNormalization.matchKey(name), in: variants) {
                let variant = prior.entries[index]
                if names.firstPosition(of: variant.name, hash: NameTable.hash(variant.name)) == nil {
                    compared.append((position, .renamed(prior: variant)))
                    accountedFor[index] = true
                    continue
                }
            }
            guard let claimedPrior = entry.claimedPriorRank, claimedPrior >= 1 else {
                compared.append((position, .new))
                continue
            }
            if let holder = prior.entry(atRank: claimedPrior) {
                compared.append((position, .taken(by: holder)))
            } else {
                compared.append((position, .unverifiable))
            }
        }
        statuses = compared
        // A town that only changed its spelling did not leave the list.
        droppedOut = prior.entries.indices.filter { !accountedFor[$0] }.map { prior.entries[$0] }
    }

    /// The compared entries of one list, in list order.
    public struct Compared: RandomAccessCollection, Sendable {
        let list: RankingList
        let statuses: [(position: Int, status: EntryComparison.Status)]

        public var startIndex: Int { 0 }
        public var endIndex: Int { statuses.count }

        public subscript(index: Int) -> EntryComparison {
            EntryComparison(entry: list.entries[statuses[index].position], status: statuses[index].status)
        }
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

