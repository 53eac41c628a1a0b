/// Eight bytes read and tested at once (SWAR), for the scans that run over every byte of a file:
/// the parser's white space and strings, the line breaks positions are counted from, key
/// matching, byte comparison and checksums.
enum ByteWord {
    /// The high bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `offset` as one little-endian word; the offset is checked, so a scan
    /// that miscounts stops instead of reading past the buffer.
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset + 8 <= bytes.count, "eight bytes outside the buffer")
        return UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// Whether two buffers hold the same bytes, compared eight at a time (names and values are
    /// compared a million times a run).
    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = a.count
        guard count == b.count else { return false }
        var i = 0
        while i + 8 <= count {
            guard load(a, at: i) == load(b, at: i) else { return false }
            i += 8
        }
        while i < count, a[i] == b[i] { i += 1 }
        return i == count
    }

    /// Whether two ranges of one buffer hold the same bytes.
    @inline(__always)
    static func equal(_ a: Range<Int>, _ b: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        a.count == b.count && equal(UnsafeBufferPointer(rebasing: bytes[a]), UnsafeBufferPointer(rebasing: bytes[b]))
    }

    /// The high bit of each byte of `word` that equals `byte`; exact per byte (no carries between
    /// bytes), so on a little-endian load the lowest set bit marks the first such byte.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ (ones &* UInt64(byte))
        return ~(((x & lows) &+ lows) | x) & highBits
    }

    /// The first position at or after `start` whose byte is one of the four given (repeat one
    /// to look for fewer), passing eight others at a time; `buffer.count` when there is none.
    @inline(__always)
    static func firstIndex(of first: UInt8, _ second: UInt8, _ third: UInt8, _ fourth: UInt8,
                           from start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        var i = start
        while i + 8 <= buffer.count {
            let word = load(buffer, at: i)
            let found = bytes(of: word, equalTo: first) | bytes(of: word, equalTo: second)
                | bytes(of: word, equalTo: third) | bytes(of: word, equalTo: fourth)
            if found != 0 { return i + found.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < buffer.count, buffer[i] != first, buffer[i] != second, buffer[i] != third, buffer[i] != fourth { i += 1 }
        return i
    }

    /// Nonzero when some byte of `word` is below `limit` (at most 0x80); which one is not exact.
    @inline(__always)
    static func anyBytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        return (word &- ones &* UInt64(limit)) & ~word & highBits
    }

    /// Nonzero when some byte of `word` is one a JSON string escapes: a control byte, a quote
    /// or a backslash.
    @inline(__always)
    static func anyByteJSONEscapes(in word: UInt64) -> UInt64 {
        anyBytes(of: word, below: 0x20) | anyBytes(of: word, equalTo: UInt8(ascii: "\"")) | anyBytes(of: word, equalTo: UInt8(ascii: "\\"))
    }

    /// The high bit of the bytes of `word` that equal `byte`, exact for the lowest one only (a
    /// borrow can mark the byte above a match): cheaper, for asking whether there is any.
    @inline(__always)
    static func anyBytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits
    }
}
