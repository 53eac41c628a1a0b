import RankCheckCore

/// Everything a command may touch, passed in so the whole CLI runs in-process in tests.
public struct Invocation: Sendable {
    public var arguments: [String]
    public var environment: [String: String]
    public var workingDirectory: String
    public var stdoutIsTerminal: Bool
    public var fileSystem: any FileSystem
    public var readStandardInput: @Sendable () throws(FileError) -> [UInt8]
    /// Where a report may stream as it is written; nil collects it into `CommandResult.stdout`.
    public var standardOutput: (@Sendable ([UInt8]) -> Void)?
    /// Given what a run checked (its files' models) once it is done with them, when the process
    /// exits right after: nil frees them as usual (tests, library callers).
    public var keepUntilExit: (@Sendable (any Sendable) -> Void)?

    public init(
        arguments: [String], environment: [String: String] = [:], workingDirectory: String,
        stdoutIsTerminal: Bool = false, fileSystem: any FileSystem = LocalFileSystem(),
        readStandardInput: @escaping @Sendable () throws(FileError) -> [UInt8] = { [] },
        standardOutput: (@Sendable ([UInt8]) -> Void)? = nil,
        keepUntilExit: (@Sendable (any Sendable) -> Void)? = nil
    ) {
        self.standardOutput = standardOutput
        self.keepUntilExit = keepUntilExit
        self.arguments = arguments
        self.environment = environment
        self.workingDirectory = workingDirectory
        self.stdoutIsTerminal = stdoutIsTerminal
        self.fileSystem = fileSystem
        self.readStandardInput = readStandardInput
    }

    /// An absolute, normalised form of a path given relative to the working directory.
    func absolutePath(_ path: String) -> String {
        PathText.absolute(path, from: workingDirectory)
    }
}

/// What a command printed and how it ended.
public struct CommandResult: Sendable, Equatable {
    public var exitCode: ExitCode
    public var stdout: String
    public var stderr: String

    public init(_ exitCode: ExitCode, stdout: String = "", stderr: String = "") {
        self.exitCode = exitCode
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// The exit codes of SPEC §4.
public enum ExitCode: Int32, Sendable {
    /// No errors (warnings and notes allowed, unless `--strict`).
    case success = 0
    /// Findings at error level (or warnings under `--strict`).
    case findings = 1
    /// A usage error, an unreadable file, or an internal error.
    case failure = 2
}
