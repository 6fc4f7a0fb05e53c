/// A 64-bit FNV-1a hash of a sequence of fields (a separator after each, so ("ab", "c") and
/// ("a", "bc") differ): the index's fingerprints and content keys, stable across runs and machines.
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func mix(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        value ^= 0xFF
        value = value &* 0x0000_0100_0000_01B3
    }

    /// The hash in lowercase hex, no leading zeros.
    var hex: String { String(value, radix: 16) }
}
