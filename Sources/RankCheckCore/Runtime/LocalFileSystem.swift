#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The real file system through POSIX calls.
public struct LocalFileSystem: FileSystem {
    /// Files larger than this are refused with a clear error rather than read into memory.
    public static let maximumFileSize = 1 << 30

    public init() {}

    public func kind(_ path: String, followingLinks: Bool = true) -> FileKind {
        var info = stat()
        let status = followingLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        case S_IFIFO: return .pipe
        default: return .other
        }
    }

    public func readFile(_ path: String) throws(FileError) -> [UInt8] {
        let file = try openRegularFile(path)
        defer { close(file.fd) }
        return try readAll(file.fd, path: path, sizeHint: file.size)
    }

    /// A descriptor for a regular file (never a FIFO, whose opening could wait for a writer) and
    /// its size as the open file has it, at most `maximumFileSize` bytes; or why not.
    private func openRegularFile(_ path: String) throws(FileError) -> (fd: Int32, size: Int) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw FileError(path: path, message: systemMessage(errno)) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            let what = info.st_mode & S_IFMT == S_IFDIR ? "is a directory" : "is not a regular file (a FIFO, socket or device)"
            throw FileError(path: path, message: what)
        }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, message: systemMessage(errno)) }
        guard fstat(fd, &info) == 0 else {
            let failure = errno
            close(fd)
            throw FileError(path: path, message: systemMessage(failure))
        }
        guard Int(info.st_size) <= Self.maximumFileSize else {
            close(fd)
            throw FileError(path: path, message: "file is \(Int(info.st_size) >> 20) MiB, larger than the 1 GiB rankcheck reads")
        }
        return (fd, Int(info.st_size))
    }

    public func readPipe(_ path: String) throws(FileError) -> [UInt8] {
        // Opened without blocking, so a named pipe with no writer does not hang the run; its
        // reads then block again, until the writer ends.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw FileError(path: path, message: systemMessage(errno)) }
        defer { close(fd) }
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) == 0 else { throw FileError(path: path, message: systemMessage(errno)) }
        return try readAll(fd, path: path)
    }

    /// Files at least this big are mapped instead of read: reading copies every page into fresh
    /// memory, mapping shares the pages the kernel already holds.
    public static let mappingThreshold = 1 << 20

    private static let pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

    public func readSource(_ path: String) throws(FileError) -> SourceBytes {
        let (fd, size) = try openRegularFile(path)
        defer { close(fd) }
        guard size >= Self.mappingThreshold else { return SourceBytes(try readAll(fd, path: path, sizeHint: size)) }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            return SourceBytes(try readAll(fd, path: path, sizeHint: size))
        }
        // A mapped file that shrinks under us would fault on the lost pages: end with exit 2 then.
        MappedFileGuard.install()
        return SourceBytes(unsafeOwning: UnsafeRawBufferPointer(start: mapped, count: size), release: { region in
            munmap(UnsafeMutableRawPointer(mutating: region.baseAddress), region.count)
        }, evict: { stretch in
            // Whole pages only. The mapping is private and never written, so a dropped page is
            // read from the file again if it is touched.
            let start = Int(bitPattern: stretch.baseAddress)
            let first = (start + Self.pageSize - 1) / Self.pageSize * Self.pageSize
            let end = (start + stretch.count) / Self.pageSize * Self.pageSize
            if end > first { _ = madvise(UnsafeMutableRawPointer(bitPattern: first), end - first, MADV_DONTNEED) }
        })
    }

    /// Compared a chunk at a time: a second copy of a 200 MB file just to compare it would be
    /// 200 MB of fresh memory for the kernel to zero.
    public func holds(_ path: String, exactly bytes: [UInt8]) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset = 0
        while true {
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress!, $0.count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { return false }
            guard got > 0 else { return offset == bytes.count }
            guard got <= bytes.count - offset else { return false }
            let same = chunk.withUnsafeBytes { onDisk in bytes.withUnsafeBytes { memcmp(onDisk.baseAddress!, $0.baseAddress! + offset, got) == 0 } }
            guard same else { return false }
            offset += got
        }
    }

    public func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func byteCount(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return Int(info.st_size)
    }

    public func readRange(_ path: String, _ range: ByteRange) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return Self.readBytes(fd, range)
    }

    /// The file is opened once, on the first read, and stays open while the reader lives: a
    /// report with 200,000 lines of last year's file opens it once, not 200,000 times.
    public func windowReader(_ path: String) -> SourceWindowReader {
        let file = OpenFile(path)
        return { file.read($0) }
    }

    static func readBytes(_ fd: Int32, _ range: ByteRange) -> [UInt8]? {
        guard range.start >= 0, range.start <= range.end else { return nil }
        var bytes = [UInt8](repeating: 0, count: range.end - range.start)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + count, $0.count - count, off_t(range.start + count)) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            count += got
        }
        return bytes
    }

    /// Reads a descriptor to its end (files grow or shrink; standard input has no size).
    public func readAll(_ fd: Int32, path: String, sizeHint: Int = 0) throws(FileError) -> [UInt8] {
        var bytes: [UInt8] = []
        var failure: Int32?
        // Chunks are read straight into uninitialised storage (no zero-filling pass): the first
        // one byte bigger than the expected size, so the read that finds the end needs no second.
        var chunk = max(sizeHint + 1, 4096)
        while failure == nil {
            guard bytes.count <= Self.maximumFileSize else {
                throw FileError(path: path, message: "input is larger than the 1 GiB rankcheck reads")
            }
            var atEnd = false
            let part = [UInt8](unsafeUninitializedCapacity: chunk) { buffer, initialized in
                initialized = 0
                while initialized < buffer.count {
                    let got = read(fd, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if got < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if got == 0 { atEnd = true; return }
                    initialized += got
                }
            }
            if bytes.isEmpty { bytes = part } else { bytes += part }
            if atEnd { break }
            // Doubling, but never past one byte over the most that is read: an endless pipe
            // costs that much memory, not twice it.
            chunk = max(1, min(max(chunk, bytes.count), Self.maximumFileSize + 1 - bytes.count))
        }
        if let failure { throw FileError(path: path, message: systemMessage(failure)) }
        return bytes
    }

    public func listDirectory(_ path: String) throws(FileError) -> [String] {
        guard let dir = opendir(path) else { throw FileError(path: path, message: systemMessage(errno)) }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    public func writeAtomically(_ path: String, _ bytes: [UInt8]) throws(FileError) {
        try writeAtomically(path) { $0.write(bytes: bytes) }
    }

    public func writeAtomically(_ path: String, writing produce: (ReportOutput) -> Void) throws(FileError) {
        // A link is written through: its target is replaced and the link stays a link.
        let shownPath = path
        let path = (kind(path, followingLinks: false) == .other ? resolvedPath(path) : nil) ?? path
        var info = stat()
        let exists = stat(path, &info) == 0
        let mode: mode_t = exists ? info.st_mode & 0o7777 : 0o644
        if exists, info.st_mode & S_IFMT == S_IFREG, info.st_nlink > 1 {
            throw FileError(path: shownPath, message: "not written: the file has \(info.st_nlink) hard links, and replacing it would split them")
        }
        if exists, info.st_mode & S_IFMT == S_IFDIR { throw FileError(path: shownPath, message: "not written: it is a directory") }
        // A device, a pipe or a socket (`/dev/null`, `/dev/stdout`, a shell's `>(…)`) is no file to
        // replace: it is written into, as a shell's redirection writes into it.
        if exists, info.st_mode & S_IFMT != S_IFREG {
            try writeInto(path, shownPath: shownPath, produce)
            return
        }
        var template = Array(PathText.joined(PathText.parent(of: path), ".\(PathText.name(of: path)).rankcheck-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: shownPath, message: "cannot write next to the file: \(systemMessage(errno))") }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: String?
        let output = ReportOutput { bytes in write(bytes, to: fd, failure: &failure) }
        produce(output)
        output.flush()
        if failure == nil, fchmod(fd, mode) != 0 { failure = systemMessage(errno) }
        // The file keeps its owner and group; when they cannot be kept, it is not replaced.
        if failure == nil, exists, fchown(fd, info.st_uid, info.st_gid) != 0 {
            failure = "cannot keep its owner and group (\(systemMessage(errno)))"
        }
        if failure == nil, fsync(fd) != 0 { failure = systemMessage(errno) }
        close(fd)
        if failure == nil, rename(temporary, path) != 0 { failure = systemMessage(errno) }
        if let failure {
            unlink(temporary)
            throw FileError(path: shownPath, message: "not written, the file is unchanged: \(failure)")
        }
    }

    /// Writes what `produce` writes into the file at `path` as it is (a device or a pipe).
    private func writeInto(_ path: String, shownPath: String, _ produce: (ReportOutput) -> Void) throws(FileError) {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: shownPath, message: "not written: \(systemMessage(errno))") }
        var failure: String?
        let output = ReportOutput { bytes in write(bytes, to: fd, failure: &failure) }
        produce(output)
        output.flush()
        close(fd)
        if let failure { throw FileError(path: shownPath, message: "not written whole: \(failure)") }
    }
}

/// Writes all of `bytes` to `fd` unless a write fails (then `failure` says why; nothing more is written).
private func write(_ bytes: [UInt8], to fd: Int32, failure: inout String?) {
    var written = 0
    while written < bytes.count, failure == nil {
        let result = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
        if result < 0 {
            if errno != EINTR { failure = systemMessage(errno) }
        } else {
            written += result
        }
    }
}

private func systemMessage(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
}

/// A file opened for reading on first use and closed when no reader holds it any more.
private final class OpenFile: @unchecked Sendable {
    private let path: String
    private let lock = NSLock()
    private var fd: Int32 = -1

    init(_ path: String) {
        self.path = path
    }

    func read(_ range: ByteRange) -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if fd < 0 { fd = open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        return LocalFileSystem.readBytes(fd, range)
    }

    deinit {
        if fd >= 0 { close(fd) }
    }
}
