import Foundation

/// Results written by concurrent workers, one slot each, read once all have finished: so
/// parallel work keeps a deterministic order.
public final class ConcurrentSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    public init(count: Int) { slots = Array(repeating: nil, count: count) }

    public func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// The values in slot order; `fallback` for a slot never set.
    public func values(fallback: Value) -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0 ?? fallback }
    }

    /// Runs `work` for every index on all cores (or, when `concurrently` is false, one after
    /// another here: small inputs are not worth the hop) and returns the results in index order.
    public static func map(_ count: Int, concurrently: Bool = true, fallback: Value, _ work: @Sendable (Int) -> Value) -> [Value] {
        guard concurrently, count > 1 else { return (0..<count).map(work) }
        let slots = ConcurrentSlots(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { slots.set($0, work($0)) }
        return slots.values(fallback: fallback)
    }

    /// `map` for many small pieces of work: indexes `0..<count` split into `runs` runs of
    /// neighbours, each mapped on one core by `work(range)` (so 50,000 small lists are 64 tasks,
    /// not 50,000 hops and locks), the results joined in index order.
    public static func map(_ count: Int, inRuns runs: Int = 64, concurrently: Bool, _ work: @Sendable (Range<Int>) -> [Value]) -> [Value] {
        guard concurrently, count > 1 else { return work(0..<count) }
        let runs = min(count, runs)
        let done = ConcurrentSlots<[Value]>.map(runs, fallback: []) { run in work(run * count / runs..<(run + 1) * count / runs) }
        var joined: [Value] = []
        joined.reserveCapacity(count)
        for part in done { joined += part }
        return joined
    }
}
