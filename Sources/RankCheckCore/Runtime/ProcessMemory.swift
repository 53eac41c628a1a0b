#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a short-lived `rankcheck` process treats its heap.
public enum ProcessMemory {
    /// Has glibc's heap grow 16 MB at a time rather than 128 KB (pages are still only taken
    /// when written): a big file's model is many allocations, and each step is a system call
    /// and a change to the process's mappings. Not more, because each thread's heap keeps that
    /// much freed memory. `mallopt` is looked up because `<malloc.h>` is not part of the Glibc
    /// module; without it nothing changes.
    public static func growHeapInLargeSteps() {
        setTopPad(16 << 20)
    }

    /// For a process that lives on (the language server): glibc's own step of 128 KB, set as
    /// the large one is (setting it also fixes the threshold above which glibc maps a block on
    /// its own), so memory freed after each check goes back to the system instead of each
    /// thread's heap keeping up to 16 MB of it, and the process's size follows what it holds.
    public static func growHeapInSmallSteps() {
        setTopPad(128 << 10)
    }

    private static func setTopPad(_ bytes: Int32) {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        let topPad: Int32 = -2  // M_TOP_PAD in <malloc.h>
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallOpt.self)(topPad, bytes)
        #endif
    }

    /// Keeps `value` until the process exits: freeing a big file's model one entry and list at
    /// a time is work no one waits for when the process ends right after the run, so it is
    /// never done (as a compiler's `-disable-free`).
    public static func keepUntilExit(_ value: any Sendable) {
        _ = Unmanaged.passRetained(KeptUntilExit(value))
    }

    /// Writes everything, retrying short writes; stops silently when the reader has gone.
    public static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
        let total = bytes.count
        var offset = 0
        while offset < total {
            let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, total - offset) }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// A value retained once and never released: the process exit frees its memory at once.
    private final class KeptUntilExit: Sendable {
        let value: any Sendable
        init(_ value: any Sendable) { self.value = value }
    }
}
