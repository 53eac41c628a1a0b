/// Eight bytes tested at once (SWAR), for the scans that run over every byte of a file: the
/// parser's white space and strings, and the line breaks positions are counted from.
enum ByteWord {
    /// The high bit of every byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bit of each byte of `word` that equals `byte`; exact per byte (no carries between
    /// bytes), so on a little-endian load the lowest set bit marks the first such byte.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, ones: UInt64 = 0x0101_0101_0101_0101
        let x = word ^ (ones &* UInt64(byte))
        return ~(((x & lows) &+ lows) | x) & highBits
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
