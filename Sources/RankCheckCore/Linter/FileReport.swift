/// What checking one file produced.
public struct FileReport: Sendable {
    public var path: String
    public var findings: [Finding]
    /// False when the file is not JSON, or a table with text that does not read.
    public var isWellFormed: Bool
    /// Whether `--fix` may rewrite it: it reads whole, but for a table's byte order mark
    /// (every row reads; the fix takes the mark out).
    public var isRewritable: Bool
    /// The year-over-year comparison, when a prior file was used (the markdown movement table).
    public var comparisons: [ListComparison]
    public var priorLabel: String?
    public var priorPath: String?
    /// Last year's file as indexed for this check: the check after `--fix` uses it again
    /// rather than read and index the file a second time.
    public var prior: PriorPeriod?
    /// Resolves the findings' positions when they are printed (nil: they are already resolved).
    public var positions: FilePositions?
    /// What an entry is called in table headings (the shape's identity fields).
    public var entryHeading = "town"
    /// The shape's identity fields, when a list of the file has entries and none of them has
    /// any: the file holds data of another shape (nil otherwise).
    public var identityNoEntryHas: [String]?
    /// The ids of the rules that ran on the file (JUnit's test cases).
    public var rulesRun: [String] = []
    /// The file's lists, when the linter keeps them (`keepsLists`: the HTML page).
    public var lists: [RankingList] = []
    /// The parsed file with them, for the attribute values the page shows.
    public var document: JSONDocument?
    /// The checked file's model, when the linter keeps it (`keepsModel`).
    public var model: RankingFile?

    public init(path: String, findings: [Finding], isWellFormed: Bool, isRewritable: Bool? = nil, comparisons: [ListComparison] = [],
                priorLabel: String? = nil, priorPath: String? = nil, positions: FilePositions? = nil) {
        self.path = path
        self.positions = positions
        self.findings = findings
        self.isWellFormed = isWellFormed
        self.isRewritable = isRewritable ?? isWellFormed
        self.comparisons = comparisons
        self.priorLabel = priorLabel
        self.priorPath = priorPath
    }
}

extension FileReport {
    /// The findings with their positions (line, column, snippet) filled in.
    public var positionedFindings: [Finding] {
        positions?.resolve(findings) ?? findings
    }
}

extension FileReport {
    /// About what one finding's words take once made: a sentence, help, a related place.
    static let madeFindingSize = 512

    /// Makes the findings' words now when they take less memory than what they are made from
    /// (the file's model and document, at least `fileSize` bytes), so that the file is let go
    /// when its check ends: a run of many files then holds each file's findings, not each file.
    /// Their places in last year's file are filled in too, so its index goes with it.
    /// A file with a finding in most entries keeps what its words are made from instead.
    mutating func makeWordsWhenSmallerThan(fileSize: Int) {
        guard findings.count * Self.madeFindingSize <= fileSize else { return }
        for index in findings.indices { findings[index].renderText() }
        // Their places in last year's file are filled in now, and its index is let go.
        if let positions { self.positions = positions.placingPriorPlaces(of: &findings) }
        // A table's map from the document was for the places the words have now moved.
        if let table = positions?.table { positions?.table = table.placingCellsOnly() }
    }
}
