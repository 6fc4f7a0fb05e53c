internal import CCrypto

/// SHA-256 (FIPS 180-4) of a byte buffer, as lowercase hex: `Document.contentHash`.
///
/// Every ingested page is hashed whole, so this is on the ingest hot path. Foundation on Linux has
/// no CryptoKit and we take no outside packages, so the digest comes from the system's OpenSSL
/// libcrypto (libssl-dev), which uses the CPU's SHA instructions where it has them: about six times
/// faster than the best portable Swift we had, with the same digests.
public enum SHA256 {
    /// The hash of `bytes`, as 64 lowercase hex digits.
    public static func hex(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex(of: $0) }
    }

    /// The hash of the bytes in `buffer`, as 64 lowercase hex digits.
    public static func hex(of buffer: UnsafeRawBufferPointer) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digest in
            // An empty buffer may have no base address; libcrypto accepts any pointer for 0 bytes.
            let data = buffer.baseAddress ?? UnsafeRawPointer(digest.baseAddress!)
            let succeeded = doctool_sha256(data, buffer.count, digest.baseAddress!)
            // EVP_Digest fails only when libcrypto cannot allocate or has no SHA-256 at all (a broken
            // installation); no caller could do anything sensible with a missing content hash.
            precondition(succeeded == 1, "OpenSSL's libcrypto could not compute SHA-256")
            return String(unsafeUninitializedCapacity: 64) { out in
                for index in 0..<32 {
                    out[2 * index] = hexDigit(digest[index] >> 4)
                    out[2 * index + 1] = hexDigit(digest[index] & 0xF)
                }
                return 64
            }
        }
    }

    // MARK: - Helpers

    @inline(__always)
    private static func hexDigit(_ nibble: UInt8) -> UInt8 { nibble < 10 ? 0x30 + nibble : 0x57 + nibble }
}
