import Foundation

/// Work done on other threads a few items ahead of the one the caller is on, its results
/// handed back in order: a report formats one block of findings while the next blocks have
/// their positions and words made on the other core. At most `window` results wait at once,
/// so a report of a million findings still holds a few blocks, not all of them.
final class LookAhead<Value: Sendable>: @unchecked Sendable {
    private var ready: [Int: Value] = [:]
    private let condition = NSCondition()

    private init() {}

    /// Calls `body` with `transform` of each input `next` gives (until it gives nil), in order.
    /// `next` and `body` run here; `transform` runs on other threads, up to `window` inputs
    /// ahead. With `count` (how many inputs there are) below two, everything runs here.
    static func forEach<Input: Sendable>(count: Int, window: Int, next: () -> Input?,
                                         transform: @escaping @Sendable (Input) -> Value, _ body: (Value) -> Void) {
        guard count > 1, window > 0 else {
            while let input = next() { body(transform(input)) }
            return
        }
        let ahead = LookAhead()
        var submitted = 0, exhausted = false
        func submit() {
            guard !exhausted else { return }
            guard let input = next() else { exhausted = true; return }
            let index = submitted
            submitted += 1
            DispatchQueue.global().async { ahead.put(index, transform(input)) }
        }
        while submitted < window, !exhausted { submit() }
        var taken = 0
        while taken < submitted {
            submit()  // keeps `window` inputs in flight while this one is read
            body(ahead.take(taken))
            taken += 1
        }
    }

    private func put(_ index: Int, _ value: Value) {
        condition.lock()
        ready[index] = value
        condition.broadcast()
        condition.unlock()
    }

    private func take(_ index: Int) -> Value {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let value = ready.removeValue(forKey: index) { return value }
            condition.wait()
        }
    }
}
