#if canImport(Glibc)
import Glibc
#endif

/// Big working arrays (file bytes, parse tapes, entry and name tables) ask Linux for 2 MB pages.
///
/// Most kernels give transparent huge pages only to memory that asks (`madvise` mode): without
/// them, first touching a 200 MB file's buffer takes fifty thousand page faults, a third of the
/// large benchmark's time. Only a hint: contents and sizes are unchanged, the kernel may say no,
/// and other systems ignore it.
public enum HugePages {
    static let pageSize = 2 << 20
    /// Smaller regions gain little and hold few whole huge pages.
    static let threshold = 8 << 20

    /// Advises the whole 2 MB pages inside `byteCount` bytes from `start`, before they are touched.
    public static func advise(_ start: UnsafeMutableRawPointer?, byteCount: Int) {
        #if os(Linux)
        guard let start, byteCount >= threshold else { return }
        let mask = UInt(pageSize - 1)
        let first = (UInt(bitPattern: start) + mask) & ~mask
        let end = (UInt(bitPattern: start) + UInt(byteCount)) & ~mask
        guard end > first, let base = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(base, Int(end - first), MADV_HUGEPAGE)
        #endif
    }

    /// An empty array with room for `capacity` elements, its storage advised.
    public static func array<Element>(capacity: Int) -> [Element] {
        [Element](unsafeUninitializedCapacity: capacity) { buffer, count in
            advise(UnsafeMutableRawPointer(buffer.baseAddress), byteCount: buffer.count * MemoryLayout<Element>.stride)
            count = 0
        }
    }

    /// The same, for the parse tape.
    public static func contiguousArray<Element>(capacity: Int) -> ContiguousArray<Element> {
        ContiguousArray<Element>(unsafeUninitializedCapacity: capacity) { buffer, count in
            advise(UnsafeMutableRawPointer(buffer.baseAddress), byteCount: buffer.count * MemoryLayout<Element>.stride)
            count = 0
        }
    }

    /// `count` zeros, their storage advised.
    public static func zeros<Element: FixedWidthInteger>(count: Int) -> [Element] {
        [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            advise(UnsafeMutableRawPointer(buffer.baseAddress), byteCount: buffer.count * MemoryLayout<Element>.stride)
            buffer.initialize(repeating: 0)
            initialized = buffer.count
        }
    }
}
