import Dispatch
#if os(Linux)
import Glibc
import Synchronization
#endif

/// Takes the page faults of memory a single writer is about to fill, on another core.
///
/// Some work runs on one core while the other waits: the parse of one document, and choosing
/// and applying a file's fixes. Such a writer would otherwise stop at every fresh page of its
/// tape, arrays or output for the kernel to hand it over. The warmer asks for those pages a few
/// MiB ahead of where the writer is, from the otherwise idle core, so the writer finds them
/// ready. It stays a bounded distance ahead: pages the writer never reaches would
/// be memory taken for nothing.
final class PageWarmer: Sendable {
    /// Less reserved room than this is not worth a warmer's thread.
    static let minimumRegion = 8 << 20

    /// A warmer for the room `storage` (an array) has reserved: `capacity` elements from its
    /// first; nil when that is less than `minimumRegion`. The writer then says how many
    /// elements it has written with `advance(past:)`, and calls `finish()` before the array can
    /// grow or go. (Were
    /// the array to outgrow its room meanwhile, the warmer would only touch memory given back,
    /// which harms nothing.)
    static func warming<Storage: MutableCollection>(reservedBy storage: inout Storage, capacity: Int) -> PageWarmer? {
        let stride = MemoryLayout<Storage.Element>.stride
        let start = storage.withContiguousMutableStorageIfAvailable { UnsafeMutableRawPointer($0.baseAddress) } ?? nil
        return start.flatMap { warming(UnsafeMutableRawBufferPointer(start: $0, count: capacity * stride), stride: stride) }
    }

    /// A warmer for memory reserved and not yet written (`ByteWriter.reserved`), in elements of
    /// `stride` bytes; nil when it is less than `minimumRegion`. The writer says how many
    /// elements it has written with `advance(past:)`.
    static func warming(_ region: UnsafeMutableRawBufferPointer, stride: Int = 1) -> PageWarmer? {
        region.count >= minimumRegion ? PageWarmer(region: region, stride: stride) : nil
    }

#if os(Linux)
    /// How far ahead of the writer pages are faulted in.
    static let lead = 2 << 20
    /// Pages are asked for this many bytes at a time.
    static let step = 256 << 10

    private let written = Atomic<Int>(0)
    private let finished = Atomic<Bool>(false)
    /// 0 before the warmer starts, 1 while it runs, 2 when it never will (finished first).
    private let state = Atomic<Int>(0)
    private let stopped = DispatchSemaphore(value: 0)

    /// The bytes of one element the writer writes.
    private let stride: Int

    /// Starts warming `region` (memory reserved, not yet written, for elements of `stride`
    /// bytes) from its start.
    init(region: UnsafeMutableRawBufferPointer, stride: Int = 1) {
        self.stride = stride
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let base = Int(bitPattern: region.baseAddress)
        let first = (base + pageSize - 1) / pageSize * pageSize
        let end = (base + region.count) / pageSize * pageSize
        DispatchQueue.global().async { [self] in
            // A writer that finished before this began (every worker was busy) is not waited for.
            guard state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing).exchanged else { return }
            defer { stopped.signal() }
            var warm = first
            var pause: UInt32 = 50  // microseconds; longer while a slow writer does not move
            while warm < end && !finished.load(ordering: .relaxed) {
                let target = min(end, (base + written.load(ordering: .relaxed) + Self.lead) / pageSize * pageSize)
                guard warm < target else {
                    usleep(pause)
                    pause = min(2 * pause, 1_000)
                    continue
                }
                pause = 50
                let length = min(Self.step, target - warm)
                guard madvise(UnsafeMutableRawPointer(bitPattern: warm), length, MADV_POPULATE_WRITE) == 0 else { return }
                warm += length
            }
        }
    }

    /// The writer has filled the region's first `count` elements.
    func advance(past count: Int) { written.store(count * stride, ordering: .relaxed) }

    /// The writer is done; returns once the warmer has stopped touching the region (so it may
    /// be freed or moved). A warmer that has not begun never will: it is not waited for, so a
    /// writer on a pool with no free worker cannot wait on work that cannot start.
    func finish() {
        finished.store(true, ordering: .relaxed)
        if state.compareExchange(expected: 0, desired: 2, ordering: .acquiringAndReleasing).exchanged { return }
        stopped.wait()
    }
#else
    // Elsewhere the writer takes its own faults.
    init(region: UnsafeMutableRawBufferPointer, stride: Int = 1) {}
    func advance(past count: Int) {}
    func finish() {}
#endif
}
