/// How a check run finds, reads and compares its files: the settings `rankcheck validate`
/// takes from its command line, and a library caller sets directly.
public struct CheckOptions: Sendable {
    /// Settings over every configuration file (rule selection, ties, shape, notes, no prior).
    public var overrides = ConfigurationResolver.Overrides()
    /// A configuration for every file instead of each file's nearest `.rankcheck.json`.
    public var configurationPath: String?
    /// The prior period for every file instead of the one discovered for it.
    public var priorPath: String?
    /// The path that standard input (`-`) is reported as, and whose folder and year find its
    /// configuration and prior.
    public var standardInputName = "<stdin>"
    /// Whether a walk skips what the repository's `.gitignore` files ignore.
    public var respectsGitIgnore = true
    /// Whether files named directly are held to the walk's rules too (`.gitignore`, `exclude`,
    /// ranking data only): pre-commit names every staged file.
    public var holdsNamedFilesToWalkRules = false
    /// Whether a walk follows links that lead outside the repository.
    public var allowsOutsideLinks = false
    /// Whether files are read as copies, not mappings, and kept in their outcomes: fixing
    /// compares the file on disk with what was checked before writing, and a mapping would
    /// change along with the file.
    public var readsCopies = false
    /// Whether reports keep every list (the HTML page shows every entry).
    public var keepsLists = false
    /// Whether reports keep each file's comparison with its prior period (the markdown and
    /// HTML movement tables, the language server's notes). Off, a run of many files holds
    /// none of their lists once each is checked.
    public var keepsComparisons = false
    /// Whether reports keep each file's prior period as indexed: a fix checks the fixed file
    /// against it again.
    public var keepsPriors = false
    /// Whether reports keep each file's model, for a caller that frees it itself.
    public var keepsModels = false

    public init() {}
}
