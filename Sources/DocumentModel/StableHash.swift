/// FNV-1a, 64-bit: a hash that is the same on every run and machine (Swift's `Hasher` is seeded per
/// process), for orders and names that must not change between runs. Not a fingerprint of content:
/// that is `SHA256`.
public enum StableHash {
    public static func value(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// `value` as 16 hexadecimal digits.
    public static func hex(_ text: String) -> String {
        let digits = String(value(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
