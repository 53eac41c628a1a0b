/// The hash of town names and attribute values: their exact UTF-8 bytes, eight at a time.
///
/// A multiply-and-shift step per word and MurmurHash3's final mix: several times cheaper than
/// the standard library's `Hasher` (SipHash) on the million names of a big file, which are each
/// hashed at least once. The seed comes from `Hasher`'s random per-process seed, so names
/// cannot be crafted to collide in the tables (`NameTable`, `AttributeValues`) without it.
enum SeededHash {
    /// Drawn once per process (immutable; the same for every thread).
    static let seed: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0x5EED)
        return UInt64(truncatingIfNeeded: hasher.finalize())
    }()

    /// 32 bits, which the tables keep beside each position.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let count = bytes.count
        var h = seed ^ UInt64(count) &* multiplier
        var i = 0
        while i + 8 <= count {
            h = (h ^ ByteWord.load(bytes, at: i)) &* multiplier
            h ^= h >> 29
            i += 8
        }
        if i < count {
            // The last bytes as one word: overlapping the previous word, or byte by byte when short.
            var last: UInt64 = 0
            if count >= 8 {
                last = ByteWord.load(bytes, at: count - 8)
            } else {
                for k in 0..<count { last |= UInt64(bytes[k]) << (8 * k) }
            }
            h = (h ^ last) &* multiplier
            h ^= h >> 29
        }
        h ^= h >> 33
        h = h &* 0xFF51_AFD7_ED55_8CCD
        h ^= h >> 33
        h = h &* 0xC4CE_B9FE_1A85_EC53
        h ^= h >> 33
        return UInt32(truncatingIfNeeded: h)
    }
}
