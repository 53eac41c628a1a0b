/// What a rule sees: the file as parsed and modelled, and the prior year when there is one.
public struct RuleContext: Sendable {
    public let path: String
    /// Set when the file is not well-formed JSON; then `file` is nil.
    public let syntaxError: JSONSyntaxError?
    public let file: RankingFile?
    public let prior: PriorPeriod?
    public let ties: TiePolicy
    /// For a table checked a run of lists at a time, the first entry of each identity that the
    /// runs before this one met (nil for a file checked whole): what RC301 compares across runs.
    public let earlierEntries: EarlierEntries?
    /// What the prior period is in this run, as help text names it: "last year's file", "the
    /// previous list", "the previous file", "the prior file".
    public var priorName: String

    /// What messages call an entry: a town in the reference format, an entry in any other shape.
    public var entryWord: String {
        file.map { $0.shape.identity == RankingShape.reference.identity } ?? true ? "town" : "entry"
    }
    /// The comparison stage: each list set against the prior period's list of the same name,
    /// made once for RC401–RC404 and the report.
    public let periodComparison: PeriodComparison
    /// The lists that have a prior list, each set against it.
    public var comparisons: [ListComparison] { periodComparison.comparisons }

    public init(path: String, syntaxError: JSONSyntaxError?, file: RankingFile?, prior: PriorPeriod?, ties: TiePolicy,
                priorName: String? = nil, earlierEntries: EarlierEntries? = nil) {
        self.path = path
        self.priorName = priorName ?? (prior?.path == path ? "the previous list" : PriorYearDiscovery.year(in: path) != nil ? "last year's file" : "the prior file")
        self.syntaxError = syntaxError
        self.file = file
        self.prior = prior
        self.ties = ties
        self.earlierEntries = earlierEntries
        let concurrently = (file?.document.bytes.count ?? 0) >= Linter.parallelRulesThreshold
        periodComparison = PeriodComparison(file, prior: prior, concurrently: concurrently)
    }

    /// The comparison of the file's list number `list` with last year's, if there is one.
    public func comparison(forList list: Int) -> ListComparison? {
        periodComparison.comparison(forList: list)
    }

    public func location(_ range: ByteRange) -> Location {
        Location(path: path, range: range)
    }

    /// Where a field's value is (fields exist only in a parsed file).
    public func range<Value>(of field: FieldValue<Value>) -> ByteRange {
        file?.document.range(of: field) ?? ByteRange(0, 0)
    }

    /// Where an entry's object is (from its opening brace to its closing one).
    public func range(of entry: RankingEntry) -> ByteRange {
        file?.document[entry.node].range ?? ByteRange(0, 0)
    }

    /// Where the value that states an entry's move is, if it has one (see `RankingEntry.movementNode`).
    public func movementRange(of entry: RankingEntry) -> ByteRange? {
        entry.movementNode.flatMap { file?.document[$0].range }
    }

    /// Each entry with a valid rank, list by list: what the ranking rules walk.
    var lists: [RankingList] { file?.lists ?? [] }
}
