/// A file a run checks.
public struct CheckTarget: Sendable {
    /// The path as reported (relative to the working directory when given so).
    public let path: String
    public let isStandardInput: Bool
    /// Checked only when it holds a ranking list: found by walking a folder (or named, when
    /// named files are held to the walk's rules). A file named directly is checked whatever it holds.
    public let needsRankingData: Bool
    /// Its configuration, an index into the run's configuration scopes.
    public let scope: Int
}
