import Foundation

/// Work spread over every core, for the stages that own it (files, rules, list comparisons).
enum Parallel {
    /// The cores work is spread over.
    static var cores: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

    /// Runs `work` for every index on all cores (or, when `concurrently` is false, one after
    /// another here) and returns the results in index order.
    static func map<Value: Sendable>(_ count: Int, concurrently: Bool = true, fallback: Value, _ work: @Sendable (Int) -> Value) -> [Value] {
        ConcurrentSlots.map(count, concurrently: concurrently, fallback: fallback, work)
    }

    /// Runs `work` on runs of neighbouring indexes, on all cores when `concurrently`; the
    /// results of every run joined in index order.
    static func map<Value: Sendable>(_ count: Int, concurrently: Bool, inRuns work: @Sendable (Range<Int>) -> [Value]) -> [Value] {
        ConcurrentSlots<Value>.map(count, concurrently: concurrently, work)
    }
}

extension Array {
    /// An array filled by `fill`, with room for `capacity` elements reserved first and its
    /// pages made ready on an idle core ahead of the writes; `fill` says how many elements it has
    /// written so far through its second argument.
    static func filled(reserving capacity: Int, _ fill: (inout [Element], (Int) -> Void) -> Void) -> [Element] {
        var elements: [Element] = []
        elements.reserveCapacity(capacity)
        let warmer = PageWarmer.warming(reservedBy: &elements, capacity: elements.capacity)
        defer { warmer?.finish() }
        fill(&elements) { warmer?.advance(past: $0) }
        return elements
    }
}
