#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the one way a mapped file can fail — it shrinks while mapped, and reading a lost page
/// raises SIGBUS — into a one-line error and exit 2 instead of a crash.
enum MappedFileGuard {
    private static let installed: Void = {
        signal(SIGBUS) { _ in
            // Only async-signal-safe calls here: a constant message, write and _exit.
            let message: StaticString = "rankcheck: error: a file shrank while rankcheck was reading it (changed during the run)\n"
            _ = write(STDERR_FILENO, message.utf8Start, message.utf8CodeUnitCount)
            _exit(2)
        }
    }()

    static func install() { installed }
}
