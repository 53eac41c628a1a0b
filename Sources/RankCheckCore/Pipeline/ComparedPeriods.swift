/// Two periods compared (`comparePeriods`): what `rankcheck diff` prints.
public struct ComparedPeriods: Sendable {
    public let prior: PriorPeriod
    public let current: RankingFile
    /// The shape both were read with.
    public let shape: RankingShape
    public let comparison: PeriodComparison
}
