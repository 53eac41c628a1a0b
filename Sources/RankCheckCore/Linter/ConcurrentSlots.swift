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

    /// Runs `work` for every index on all cores and returns the results in index order.
    public static func map(_ count: Int, fallback: Value, _ work: @Sendable (Int) -> Value) -> [Value] {
        let slots = ConcurrentSlots(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { slots.set($0, work($0)) }
        return slots.values(fallback: fallback)
    }
}
