/// A failure to read or write a file: a tool error (exit 2), not a finding.
public struct FileError: Error, Sendable, Equatable {
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}

/// The file operations rankcheck needs: a seam so tests can make writes fail.
public protocol FileSystem: Sendable {
    func readFile(_ path: String) throws(FileError) -> [UInt8]
    /// A file to check: as `readFile`, but a big one may be mapped rather than copied.
    func readSource(_ path: String) throws(FileError) -> SourceBytes
    /// What is at `path`; with `followingLinks: false` a symbolic link is `.other`.
    func kind(_ path: String, followingLinks: Bool) -> FileKind
    /// A pipe's bytes to its end, at most as many as a file may hold (`--prior <(git show …)`).
    /// Opening it never waits for a writer: a named pipe nothing writes to reads as empty.
    func readPipe(_ path: String) throws(FileError) -> [UInt8]
    func listDirectory(_ path: String) throws(FileError) -> [String]
    /// Writes through a temporary file in the same directory and a rename, keeping the mode,
    /// owner and group of the file it replaces; a link is written through to its target and
    /// stays a link; a file with other hard links is refused rather than split from them, and
    /// a device or a pipe is written into as it is. On failure the original is untouched and
    /// no temporary file remains.
    func writeAtomically(_ path: String, _ bytes: [UInt8]) throws(FileError)
    /// The same, for what `produce` writes: a report streams into the temporary file.
    func writeAtomically(_ path: String, writing produce: (ReportOutput) -> Void) throws(FileError)
    /// Bytes `range` of a file, read again (snippets of a big prior year); nil when it cannot.
    func readRange(_ path: String, _ range: ByteRange) -> [UInt8]?
    /// `readRange` for many ranges of one file (snippets of last year's lines as a report prints them).
    func windowReader(_ path: String) -> SourceWindowReader
    /// A regular file's size, if it can be known without reading it (to plan the work).
    func byteCount(_ path: String) -> Int?
    /// Whether the file at `path` holds exactly `bytes` (false when it cannot be read).
    func holds(_ path: String, exactly bytes: [UInt8]) -> Bool
    /// The absolute path with every link resolved, if it exists.
    func resolvedPath(_ path: String) -> String?
}

extension FileSystem {
    public func byteCount(_ path: String) -> Int? { nil }

    public func resolvedPath(_ path: String) -> String? {
        kind(path, followingLinks: true) == .missing ? nil : PathText.normalized(path)
    }

    public func holds(_ path: String, exactly bytes: [UInt8]) -> Bool { (try? readFile(path)) == bytes }

    public func writeAtomically(_ path: String, writing produce: (ReportOutput) -> Void) throws(FileError) {
        var bytes: [UInt8] = []
        let output = ReportOutput { bytes += $0 }
        produce(output)
        output.flush()
        try writeAtomically(path, bytes)
    }

    public func readSource(_ path: String) throws(FileError) -> SourceBytes { SourceBytes(try readFile(path)) }

    public func readPipe(_ path: String) throws(FileError) -> [UInt8] { try readFile(path) }

    public func windowReader(_ path: String) -> SourceWindowReader {
        { readRange(path, $0) }
    }

    public func readRange(_ path: String, _ range: ByteRange) -> [UInt8]? {
        guard let bytes = try? readFile(path), range.start >= 0, range.start <= range.end, range.end <= bytes.count else { return nil }
        return Array(bytes[range.start..<range.end])
    }
}

public enum FileKind: Sendable, Equatable {
    /// `pipe`: a FIFO, as a shell's `<(command)` names one.
    case missing, regular, directory, pipe, other
}
