import Dispatch
#if os(Linux)
import Glibc
import Synchronization
#endif

/// Takes the page faults of memory a single writer is about to fill, on another core.
///
/// The parse of one document runs on one core while the other waits. A third of that parse
/// was the kernel handing over the tape's fresh pages one fault at a time (15,000 faults for a
/// 21 MB chart). The warmer asks for those pages a few MiB ahead of where the writer is,
/// from an otherwise idle core, so the writer finds them ready. It stays a bounded distance
/// ahead: pages the writer never reaches would be memory taken for nothing.
final class PageWarmer: Sendable {
#if os(Linux)
    /// How far ahead of the writer pages are faulted in.
    static let lead = 2 << 20
    /// Pages are asked for this many bytes at a time.
    static let step = 256 << 10

    private let written = Atomic<Int>(0)
    private let finished = Atomic<Bool>(false)
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts warming `region` (memory reserved, not yet written) from its start.
    init(region: UnsafeMutableRawBufferPointer) {
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        let base = Int(bitPattern: region.baseAddress)
        let first = (base + pageSize - 1) / pageSize * pageSize
        let end = (base + region.count) / pageSize * pageSize
        DispatchQueue.global().async { [self] in
            var warm = first
            defer { stopped.signal() }
            while warm < end && !finished.load(ordering: .relaxed) {
                let target = min(end, (base + written.load(ordering: .relaxed) + Self.lead) / pageSize * pageSize)
                guard warm < target else {
                    usleep(50)
                    continue
                }
                let length = min(Self.step, target - warm)
                guard madvise(UnsafeMutableRawPointer(bitPattern: warm), length, MADV_POPULATE_WRITE) == 0 else { return }
                warm += length
            }
        }
    }

    /// The writer has filled the region's first `bytes`.
    func advance(to bytes: Int) { written.store(bytes, ordering: .relaxed) }

    /// The writer is done; returns once the warmer has stopped touching the region (so it may
    /// be freed or moved).
    func finish() {
        finished.store(true, ordering: .relaxed)
        stopped.wait()
    }
#else
    // Elsewhere the writer takes its own faults.
    init(region: UnsafeMutableRawBufferPointer) {}
    func advance(to bytes: Int) {}
    func finish() {}
#endif
}
