#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the way a mapped file fails — reading a page that is gone (the file shrank while
/// mapped) or cannot be read (an I/O error) raises SIGBUS — into a one-line error and exit 2
/// instead of a crash.
enum MappedFileGuard {
    private static let installed: Void = {
        signal(SIGBUS) { _ in
            // Only async-signal-safe calls here: a constant message, write and _exit.
            let message: StaticString = "rankcheck: error: an input file could not be read to its end (it shrank during the run, or the disk failed)\n"
            _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
            _exit(2)
        }
    }()

    static func install() { installed }
}
