#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file descriptor read as bytes arrive (the language server's standard input).
public struct InputStream: Sendable {
    public let descriptor: Int32

    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// The bytes that arrive next, waiting for them; nil at the end of input.
    public func read() -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(buffer[..<count])
        }
    }

    /// Whether bytes (or the end of input) can be read without waiting, within `milliseconds`.
    public func isReady(within milliseconds: Int32 = 0) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, milliseconds) > 0
    }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#else
private let systemRead = Darwin.read
#endif
