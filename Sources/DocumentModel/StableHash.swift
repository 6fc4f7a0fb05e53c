/// FNV-1a, 64-bit: a hash that is the same on every run and machine (Swift's `Hasher` is seeded per
/// process), for orders, keys and names that must not change between runs. Not a fingerprint of
/// content: that is `SHA256`.
public struct StableHash: Sendable {
    static let offset: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x0000_0100_0000_01B3

    public private(set) var value = StableHash.offset

    public init() {}

    /// Adds `text`'s UTF-8 bytes.
    public mutating func add(_ text: String) {
        // Over the contiguous bytes: through `utf8`'s iterator this was most of fingerprinting a corpus's text.
        var text = text
        text.withUTF8 { bytes in
            var value = self.value
            for byte in bytes { value = (value ^ UInt64(byte)) &* Self.prime }
            self.value = value
        }
    }

    /// Adds `text` as one field of a sequence: its bytes, then 0xFF (never a byte of UTF-8), so that
    /// ("ab", "c") and ("a", "bc") hash apart.
    public mutating func mix(_ text: String) {
        add(text)
        add(0xFF)
    }

    /// Adds `number` as one field: its 8 bytes, least significant first, then 0xFF.
    public mutating func mix(_ number: Int) {
        var bits = UInt64(bitPattern: Int64(number))
        for _ in 0..<8 {
            add(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
        }
        add(0xFF)
    }

    private mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* Self.prime
    }

    /// The hash of `text`'s bytes.
    public static func value(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.add(text)
        return hash.value
    }

    /// `value` as 16 hexadecimal digits.
    public static func hex(_ text: String) -> String {
        let digits = String(value(text), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
