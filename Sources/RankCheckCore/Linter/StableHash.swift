/// FNV-1a, 64 bits: a hash that is the same in every run (Swift's `Hasher` is seeded per
/// process), for fingerprints and for telling whether bytes read again are the bytes read before.
func fnv1a64<Bytes: Sequence>(bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
}
