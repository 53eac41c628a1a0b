#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import RankCheckCore

/// Runs `rankcheck` as a process: real arguments, environment, streams and exit status.
public enum ProcessEntry {
    public static func main() -> Never {
        // A closed pipe (`rankcheck … | head -1`) must end the write quietly, not kill us with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        // A run that ends when its report is written takes big heap steps; the language server
        // lives on, and takes small ones so memory freed after each check goes back.
        if arguments.first == "server" {
            ProcessMemory.growHeapInSmallSteps()
        } else {
            ProcessMemory.growHeapInLargeSteps()
        }
        let invocation = Invocation(
            arguments: arguments,
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            readStandardInput: { () throws(FileError) -> [UInt8] in
                try LocalFileSystem().readAll(STDIN_FILENO, path: "<stdin>")
            },
            standardOutput: { ProcessMemory.writeAll(STDOUT_FILENO, $0) },
            // The process exits as soon as the run returns.
            keepUntilExit: { ProcessMemory.keepUntilExit($0) })
        let result = RankCheck.run(invocation)
        ProcessMemory.writeAll(STDOUT_FILENO, Array(result.stdout.utf8))
        ProcessMemory.writeAll(STDERR_FILENO, Array(result.stderr.utf8))
        exit(result.exitCode.rawValue)
    }
}
