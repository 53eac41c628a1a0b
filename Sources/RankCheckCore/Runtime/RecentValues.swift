import Synchronization

/// The values last made for the two keys most recently asked for, handed to the next caller
/// that asks for one of them: a table's row read again for a finding's place is read once for
/// the thousands of findings in one wide row, and again only when another row is asked for.
/// The threads that print reports share it, so it is behind a lock (held only to look and to
/// keep, never while a value is made).
final class RecentValues<Key: Equatable & Sendable, Value: Sendable>: Sendable {
    private let kept = Mutex<[(key: Key, value: Value)]>([])

    /// The value for `key`: the one kept, or `make()`'s, which is then kept.
    func value(for key: Key, making make: () -> Value) -> Value {
        if let value = kept.withLock({ kept in kept.first { $0.key == key }?.value }) { return value }
        let value = make()
        keep(value, for: key)
        return value
    }

    /// The value kept that `holds`, or the value `make()` makes, kept under the key it gives.
    func value(where holds: (Value) -> Bool, making make: () -> (key: Key, value: Value)) -> Value {
        if let value = kept.withLock({ kept in kept.first { holds($0.value) }?.value }) { return value }
        let made = make()
        keep(made.value, for: made.key)
        return made.value
    }

    /// Keeps `value` as the most recent, and the one before it.
    private func keep(_ value: Value, for key: Key) {
        kept.withLock { kept in
            kept.removeAll { $0.key == key }
            kept.insert((key, value), at: 0)
            if kept.count > 2 { kept.removeLast() }
        }
    }
}
