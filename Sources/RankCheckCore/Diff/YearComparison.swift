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
    public let entries: [EntryComparison]
    /// Towns of last year's list that are not in this year's (by exact name).
    public let droppedOut: [PriorYearIndex.Entry]

    public init(_ list: RankingList, prior: PriorYearIndex.List?) {
        self.list = list
        self.prior = prior
        guard let prior else {
            entries = []
            droppedOut = []
            return
        }
        var variants: [String: PriorYearIndex.Entry]?
        var present = Set<String>()
        var renamedFrom = Set<String>()
        for entry in list.entries { if let name = entry.name { present.insert(name) } }
        var compared: [EntryComparison] = []
        compared.reserveCapacity(list.entries.count)
        for entry in list.entries {
            guard let name = entry.name, let rank = entry.rank?.value else { continue }
            if let found = prior.entry(named: name) {
                let truth = Movement(from: found.rank, to: rank)
                let claimed = entry.claimedMovement
                let claimedIsReadable = entry.isRankUp?.value != nil && entry.rankFluctuation?.value != nil
                if claimed == truth || !claimedIsReadable {
                    compared.append(EntryComparison(entry: entry, status: .ok(prior: found)))
                } else {
                    compared.append(EntryComparison(entry: entry, status: .mismatch(prior: found, truth: truth)))
                }
                continue
            }
            if variants == nil { variants = prior.variantIndex() }
            if let variant = variants?[NameNormalization.matchKey(name)], !present.contains(variant.name) {
                compared.append(EntryComparison(entry: entry, status: .renamed(prior: variant)))
                renamedFrom.insert(variant.name)
                continue
            }
            guard let claimedPrior = entry.claimedPriorRank, claimedPrior >= 1 else {
                compared.append(EntryComparison(entry: entry, status: .new))
                continue
            }
            if let holder = prior.entry(atRank: claimedPrior) {
                compared.append(EntryComparison(entry: entry, status: .taken(by: holder)))
            } else {
                compared.append(EntryComparison(entry: entry, status: .unverifiable))
            }
        }
        entries = compared
        // A town that only changed its spelling did not leave the list.
        droppedOut = prior.entries.filter { !present.contains($0.name) && !renamedFrom.contains($0.name) }
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

