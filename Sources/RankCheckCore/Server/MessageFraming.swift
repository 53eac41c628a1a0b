/// The base protocol's framing: `Content-Length: N` headers, a blank line, N bytes of JSON.
public struct MessageFraming: Sendable {
    /// The largest message read; a longer one is skipped with an error.
    public static let maximumLength = 64 << 20

    /// What the next message is.
    public enum Next: Sendable, Equatable {
        case message([UInt8])
        /// A header that cannot be read, or a length too large: its bytes are skipped.
        case malformed(String)
        /// More bytes are needed.
        case incomplete
    }

    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    public mutating func append(_ bytes: [UInt8]) {
        if start > 0 && start == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            start = 0
        }
        buffer += bytes
    }

    /// Whether unread bytes remain.
    public var hasPending: Bool { start < buffer.count }

    /// The next complete message, if there is one.
    public mutating func next() -> Next {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = find(separator, from: start) else {
            // A header section that never ends within a sane size is garbage.
            if buffer.count - start > 8192 { return drop(to: buffer.count, "a header without an end") }
            return .incomplete
        }
        let header = String(decoding: buffer[start..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { return drop(to: end + 4, "a header line without a colon") }
            if parts[0].lowercased() == "content-length" {
                guard let value = Int(parts[1].trimmingCharacters(in: .whitespaces)), value >= 0 else {
                    return drop(to: end + 4, "Content-Length is not a number")
                }
                length = value
            }
        }
        guard let length else { return drop(to: end + 4, "no Content-Length header") }
        guard length <= Self.maximumLength else {
            // Skipped as it arrives: the body is never held.
            // The length is untrusted (up to Int.max): only what has arrived is added to a place.
            let body = end + 4
            let arrived = min(buffer.count - body, length)
            skipping = length - arrived
            return drop(to: body + arrived, "a message of \(length) bytes, over the \(Self.maximumLength >> 20) MiB read")
        }
        guard buffer.count - (end + 4) >= length else { return .incomplete }
        let body = Array(buffer[(end + 4)..<(end + 4 + length)])
        start = end + 4 + length
        return .message(body)
    }

    /// Bytes of an oversized message still to skip as they arrive.
    public private(set) var skipping = 0

    /// Skips what arrives of an oversized message; returns the bytes that follow it.
    public mutating func skip(_ bytes: [UInt8]) -> [UInt8] {
        let taken = min(skipping, bytes.count)
        skipping -= taken
        return Array(bytes[taken...])
    }

    private mutating func drop(to index: Int, _ why: String) -> Next {
        start = index
        return .malformed(why)
    }

    private func find(_ needle: [UInt8], from: Int) -> Int? {
        guard buffer.count >= needle.count else { return nil }
        var index = from
        while index + needle.count <= buffer.count {
            if buffer[index] == needle[0] && buffer[index + 1] == needle[1] && buffer[index + 2] == needle[2] && buffer[index + 3] == needle[3] {
                return index
            }
            index += 1
        }
        return nil
    }

    /// A message framed for writing.
    public static func frame(_ body: String) -> [UInt8] {
        let bytes = Array(body.utf8)
        return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
    }
}
