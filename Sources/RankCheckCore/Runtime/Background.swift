import Foundation

/// Opens once; `wait` returns when it has opened.
final class Signal: @unchecked Sendable {
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var opened = false

    init() { group.enter() }

    /// Whether `wait` would return at once.
    var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return opened
    }

    func open() {
        lock.lock()
        defer { lock.unlock() }
        guard !opened else { return }
        opened = true
        group.leave()
    }

    func wait() { group.wait() }
}

/// A value computed on another thread; `value` waits for it.
final class Background<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let group = DispatchGroup()

    init(_ work: @escaping @Sendable () -> Value) {
        group.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.group.leave()
        }
    }

    /// A value already computed (no thread hop).
    init(ready value: Value) {
        result = value
    }

    var value: Value {
        group.wait()
        return result!
    }
}

/// Lets go of a value on another core. A big file's model (a million entries and names, last
/// year's index) is freed piece by piece, which need not delay the report once it is made; a
/// process that exits before the freeing is done never spends that time at all.
func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let box = ReleaseBox(value)
    DispatchQueue.global().async { box.empty() }
}

/// Holds a value until `empty` lets it go (on whichever thread calls it).
private final class ReleaseBox<Value: Sendable>: @unchecked Sendable {
    private var value: Value?

    init(_ value: consuming Value) { self.value = value }

    func empty() { value = nil }
}
