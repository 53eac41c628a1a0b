/// A file system in which some pipes are read once and then served as regular files: a prior
/// period named as `--prior <(git show HEAD~1:chart.csv)` is read by every file it is the prior
/// of, and its lines again for snippets, which a pipe gives only once.
public struct PipedFiles: FileSystem {
    private let base: any FileSystem
    /// Each pipe's bytes, by its absolute path.
    private let bytes: [String: [UInt8]]

    /// `base` with each of `paths` (absolute) that is a pipe read to its end; `base` itself when
    /// none is.
    public static func reading(_ paths: [String], over base: any FileSystem) throws(FileError) -> any FileSystem {
        var bytes: [String: [UInt8]] = [:]
        for path in paths where bytes[path] == nil && base.kind(path, followingLinks: true) == .pipe {
            bytes[path] = try base.readPipe(path)
        }
        return bytes.isEmpty ? base : PipedFiles(base: base, bytes: bytes)
    }

    /// `base` with `read` (standard input's bytes) served as the file at `path` (absolute).
    public init(serving read: [UInt8], at path: String, over base: any FileSystem) {
        self.init(base: base, bytes: [path: read])
    }

    private init(base: any FileSystem, bytes: [String: [UInt8]]) {
        self.base = base
        self.bytes = bytes
    }

    public func readFile(_ path: String) throws(FileError) -> [UInt8] {
        if let read = bytes[path] { return read }
        return try base.readFile(path)
    }

    public func readSource(_ path: String) throws(FileError) -> SourceBytes {
        if let read = bytes[path] { return SourceBytes(read) }
        return try base.readSource(path)
    }

    public func readPipe(_ path: String) throws(FileError) -> [UInt8] { try readFile(path) }

    public func kind(_ path: String, followingLinks: Bool) -> FileKind {
        bytes[path] != nil ? .regular : base.kind(path, followingLinks: followingLinks)
    }

    public func listDirectory(_ path: String) throws(FileError) -> [String] { try base.listDirectory(path) }

    public func writeAtomically(_ path: String, _ written: [UInt8]) throws(FileError) { try base.writeAtomically(path, written) }

    public func writeAtomically(_ path: String, writing produce: (ReportOutput) -> Void) throws(FileError) {
        try base.writeAtomically(path, writing: produce)
    }

    public func readRange(_ path: String, _ range: ByteRange) -> [UInt8]? {
        guard let read = bytes[path] else { return base.readRange(path, range) }
        return Self.bytes(range, of: read)
    }

    public func windowReader(_ path: String) -> SourceWindowReader {
        guard let read = bytes[path] else { return base.windowReader(path) }
        return { Self.bytes($0, of: read) }
    }

    /// The bytes `range` of `read`; nil for a range outside them.
    private static func bytes(_ range: ByteRange, of read: [UInt8]) -> [UInt8]? {
        guard range.start >= 0, range.start <= range.end, range.end <= read.count else { return nil }
        return Array(read[range.start..<range.end])
    }

    public func byteCount(_ path: String) -> Int? { bytes[path]?.count ?? base.byteCount(path) }

    public func holds(_ path: String, exactly written: [UInt8]) -> Bool {
        bytes[path].map { $0 == written } ?? base.holds(path, exactly: written)
    }

    public func resolvedPath(_ path: String) -> String? { bytes[path] != nil ? path : base.resolvedPath(path) }
}
