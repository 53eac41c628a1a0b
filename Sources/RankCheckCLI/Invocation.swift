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
        normalizedPath(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
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

/// Removes `.` and empty segments and resolves `..` without touching the file system.
func normalizedPath(_ path: String) -> String {
    if isNormal(path) { return path }
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
        if part == "." { continue }
        if part == "..", !parts.isEmpty, parts.last != ".." { parts.removeLast(); continue }
        parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
}

/// Whether a path has no empty, `.` or `..` component and no trailing slash (most paths): then
/// normalising it would change nothing.
private func isNormal(_ path: String) -> Bool {
    guard path != "/" else { return true }
    var length = 0, dots = 0, isFirst = true
    for byte in path.utf8 {
        if byte == UInt8(ascii: "/") {
            // An empty component only as the root of an absolute path; no "." or "..".
            if length == 0 && !isFirst { return false }
            if length > 0 && dots == length && length <= 2 { return false }
            length = 0
            dots = 0
        } else {
            length += 1
            if byte == UInt8(ascii: ".") { dots += 1 }
        }
        isFirst = false
    }
    return length > 0 && !(dots == length && length <= 2)
}

func parentDirectory(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
}
