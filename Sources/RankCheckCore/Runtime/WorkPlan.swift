/// How a run's files are spread over the cores: the one place threads start across files.
enum WorkPlan {
    /// A file's place in the plan.
    enum Item {
        /// Checked on its own.
        case alone
        /// A file of a `"previous-file"` series (named by its first file), at `period` in its order.
        case inSeries(String, period: Int)
    }

    /// Item indexes grouped into runs that one core checks in order: each series'
    /// files in period order, split into one run per core; every other file a run of its own.
    static func runs(_ items: [Item]) -> [[Int]] {
        var runs: [[Int]] = []
        var series: [String: [(period: Int, item: Int)]] = [:]
        for (index, item) in items.enumerated() {
            switch item {
            case .alone: runs.append([index])
            case .inSeries(let name, let period): series[name, default: []].append((period, index))
            }
        }
        let cores = Parallel.cores
        for name in series.keys.sorted() {
            let ordered = series[name]!.sorted { $0.period < $1.period }.map(\.item)
            let length = max(1, (ordered.count + cores - 1) / cores)
            runs += stride(from: 0, to: ordered.count, by: length).map { Array(ordered[$0..<min($0 + length, ordered.count)]) }
        }
        return runs
    }

    /// Performs every run on every core; the results in run order.
    static func perform<Result: Sendable>(_ runs: [[Int]], _ work: @Sendable ([Int]) -> [Result]) -> [[Result]] {
        ConcurrentSlots.map(runs.count, fallback: []) { work(runs[$0]) }
    }
}
