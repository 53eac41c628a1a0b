/// A file system in which one pipe is read once and then served as a regular file: a prior
/// period named as `--prior <(git show HEAD~1:chart.csv)` (or `--prior -`) is read by every file
/// it is the prior of, and its lines again for snippets, which a pipe gives only once.
public struct PipedFiles: FileSystem {
    private let base: any FileSystem
    /// The pipe's absolute path, and its bytes.
    private let path: String
    private let bytes: [UInt8]

    /// `base` with `path` (absolute) read to its end when it is a pipe; `base` itself otherwise.
    public static func reading(_ path: String, over base: any FileSystem) throws(FileError) -> any FileSystem {
        guard base.kind(path, followingLinks: true) == .pipe else { return base }
        return PipedFiles(serving: try base.readPipe(path), at: path, over: base)
    }

    /// `base` with `read` (a pipe's or standard input's bytes) served as the file at `path` (absolute).
    public init(serving read: [UInt8], at path: String, over base: any FileSystem) {
        self.base = base
        self.path = path
        bytes = read
    }

    public func readFile(_ path: String) throws(FileError) -> [UInt8] {
        path == self.path ? bytes : try base.readFile(path)
    }

    public func readSource(_ path: String) throws(FileError) -> SourceBytes {
        path == self.path ? SourceBytes(bytes) : try base.readSource(path)
    }

    public func readPipe(_ path: String) throws(FileError) -> [UInt8] { try readFile(path) }

    public func kind(_ path: String, followingLinks: Bool) -> FileKind {
        path == self.path ? .regular : base.kind(path, followingLinks: followingLinks)
    }

    public func listDirectory(_ path: String) throws(FileError) -> [String] { try base.listDirectory(path) }

    public func writeAtomically(_ path: String, _ written: [UInt8]) throws(FileError) { try base.writeAtomically(path, written) }

    public func writeAtomically(_ path: String, writing produce: (ReportOutput) -> Void) throws(FileError) {
        try base.writeAtomically(path, writing: produce)
    }

    public func readRange(_ path: String, _ range: ByteRange) -> [UInt8]? {
        path == self.path ? Self.bytes(range, of: bytes) : base.readRange(path, range)
    }

    public func windowReader(_ path: String) -> SourceWindowReader {
        guard path == self.path else { return base.windowReader(path) }
        let read = bytes
        return { Self.bytes($0, of: read) }
    }

    /// The bytes `range` of `read`; nil for a range outside them.
    private static func bytes(_ range: ByteRange, of read: [UInt8]) -> [UInt8]? {
        guard range.start >= 0, range.start <= range.end, range.end <= read.count else { return nil }
        return Array(read[range.start..<range.end])
    }

    public func byteCount(_ path: String) -> Int? { path == self.path ? bytes.count : base.byteCount(path) }

    public func holds(_ path: String, exactly written: [UInt8]) -> Bool {
        path == self.path ? bytes == written : base.holds(path, exactly: written)
    }

    public func resolvedPath(_ path: String) -> String? { path == self.path ? path : base.resolvedPath(path) }
}
