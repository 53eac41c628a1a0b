#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs `rankcheck` as a process: real arguments, environment, streams and exit status.
public enum ProcessEntry {
    public static func main() -> Never {
        // A closed pipe (`rankcheck … | head -1`) must end the write quietly, not kill us with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        growHeapInLargeSteps()
        let invocation = Invocation(
            arguments: Array(CommandLine.arguments.dropFirst()),
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            readStandardInput: { () throws(FileError) -> [UInt8] in
                try LocalFileSystem().readAll(STDIN_FILENO, path: "<stdin>")
            },
            standardOutput: { writeAll(STDOUT_FILENO, $0) },
            // The process exits as soon as the run returns: freeing a big file's model one
            // entry and list at a time (a tenth of a run with 3,500 lists) is work no one waits
            // for, so it is kept, like a compiler's `-disable-free`.
            keepUntilExit: { _ = Unmanaged.passRetained(KeptUntilExit($0)) })
        let result = RankCheck.run(invocation)
        writeAll(STDOUT_FILENO, result.stdout)
        writeAll(STDERR_FILENO, result.stderr)
        exit(result.exitCode.rawValue)
    }

    /// Has glibc's heap grow 16 MB at a time rather than 128 KB (pages are still only taken
    /// when written): a big file's model is many allocations, and each step was a system call
    /// and a change to the process's mappings (50,000 lists against a prior year: 7,923 of
    /// them became 1,273; 0.90× the time, a third less system time). Not more: each thread's heap
    /// keeps that much freed memory, and 64 MB raised the peak of 200,000 findings by 30 MB.
    /// `mallopt` is looked up because `<malloc.h>` is not part of the Glibc module; without it
    /// nothing changes.
    private static func growHeapInLargeSteps() {
        #if canImport(Glibc)
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        let topPad: Int32 = -2  // M_TOP_PAD in <malloc.h>
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallOpt.self)(topPad, 16 << 20)
        #endif
    }

    /// A value retained once and never released: the process exit frees its memory at once.
    private final class KeptUntilExit: Sendable {
        let value: any Sendable
        init(_ value: any Sendable) { self.value = value }
    }

    /// Writes everything, retrying short writes; stops silently when the reader has gone.
    static func writeAll(_ fd: Int32, _ text: String) {
        writeAll(fd, Array(text.utf8))
    }

    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) {
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
}
