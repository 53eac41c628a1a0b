/// What a run of the pipeline found, file by file.
public struct CheckResult: Sendable {
    /// One outcome a target, in path order.
    public var outcomes: [CheckOutcome]
    /// Tool errors met while finding the files (a path that does not exist).
    public var errors: [String] = []
    /// Walked files skipped because their links lead outside the repository, as shown.
    public var outsideLinks: [String] = []

    public init(outcomes: [CheckOutcome]) {
        self.outcomes = outcomes
    }

    /// Every file's findings, with positions, in report order.
    public var findings: [Finding] {
        outcomes.flatMap { $0.reports.flatMap(\.positionedFindings) }
    }
}
