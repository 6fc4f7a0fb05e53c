/// SHA-256 (FIPS 180-4) of a byte buffer, as lowercase hex: `Document.contentHash`.
///
/// Written here because Foundation on Linux has no CryptoKit and we take no outside packages. Every
/// ingested page is hashed whole, so this is on the ingest benchmark's hot path: blocks are read
/// straight from the caller's buffer (big-endian loads, no copies), the 64 rounds are written out with
/// the working variables and the 16-word message window in locals (no per-block arrays, no index
/// arithmetic), and only the padded tail goes through a small stack buffer.
public enum SHA256 {
    /// The hash of `bytes`, as 64 lowercase hex digits.
    public static func hex(of bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { hex(of: $0) }
    }

    /// The hash of the bytes in `buffer`, as 64 lowercase hex digits.
    public static func hex(of buffer: UnsafeRawBufferPointer) -> String {
        var state = State()
        let fullBlocks = buffer.count / 64
        if fullBlocks > 0, let base = buffer.baseAddress {
            roundConstants.withUnsafeBufferPointer { constants in
                state.compress(base, blocks: fullBlocks, constants: constants.baseAddress!)
            }
        }
        // Padding: 0x80, zeros, then the bit length as a big-endian 64-bit number; one block, or two
        // when fewer than 9 bytes are left in the first.
        let rest = buffer.count - fullBlocks * 64
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
            let tailBytes = UnsafeMutableRawBufferPointer(tail)
            tailBytes.initializeMemory(as: UInt8.self, repeating: 0)
            if rest > 0, let base = buffer.baseAddress {
                tailBytes.baseAddress!.copyMemory(from: base + fullBlocks * 64, byteCount: rest)
            }
            tailBytes[rest] = 0x80
            let blocks = rest < 56 ? 1 : 2
            let bitLength = UInt64(buffer.count) &* 8
            tailBytes.storeBytes(of: bitLength.bigEndian, toByteOffset: blocks * 64 - 8, as: UInt64.self)
            roundConstants.withUnsafeBufferPointer { constants in
                state.compress(UnsafeRawPointer(tailBytes.baseAddress!), blocks: blocks, constants: constants.baseAddress!)
            }
        }
        return state.hex
    }

    // MARK: - Constants

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    // MARK: - State

    /// The eight chaining words, as named values rather than an array so they stay in registers.
    private struct State {
        var h0: UInt32 = 0x6a09e667, h1: UInt32 = 0xbb67ae85, h2: UInt32 = 0x3c6ef372, h3: UInt32 = 0xa54ff53a
        var h4: UInt32 = 0x510e527f, h5: UInt32 = 0x9b05688c, h6: UInt32 = 0x1f83d9ab, h7: UInt32 = 0x5be0cd19

        /// Processes `blocks` consecutive 64-byte blocks starting at `base` (any alignment).
        mutating func compress(_ base: UnsafeRawPointer, blocks: Int, constants k: UnsafePointer<UInt32>) {
            var h0 = self.h0, h1 = self.h1, h2 = self.h2, h3 = self.h3
            var h4 = self.h4, h5 = self.h5, h6 = self.h6, h7 = self.h7
            var block = base
            for _ in 0..<blocks {
                @inline(__always) func word(_ index: Int) -> UInt32 {
                    UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                }
                var w0 = word(0), w1 = word(1), w2 = word(2), w3 = word(3)
                var w4 = word(4), w5 = word(5), w6 = word(6), w7 = word(7)
                var w8 = word(8), w9 = word(9), w10 = word(10), w11 = word(11)
                var w12 = word(12), w13 = word(13), w14 = word(14), w15 = word(15)
                var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
                var kp = k
                // Rounds 0–15 read the block; each later group of 16 first moves the message window on
                // (W[i] = σ1(W[i-2]) + W[i-7] + σ0(W[i-15]) + W[i-16], in place, oldest word first).
                for group in 0..<4 {
                    if group > 0 {
                        expand(&w0, w14, w9, w1); expand(&w1, w15, w10, w2)
                        expand(&w2, w0, w11, w3); expand(&w3, w1, w12, w4)
                        expand(&w4, w2, w13, w5); expand(&w5, w3, w14, w6)
                        expand(&w6, w4, w15, w7); expand(&w7, w5, w0, w8)
                        expand(&w8, w6, w1, w9); expand(&w9, w7, w2, w10)
                        expand(&w10, w8, w3, w11); expand(&w11, w9, w4, w12)
                        expand(&w12, w10, w5, w13); expand(&w13, w11, w6, w14)
                        expand(&w14, w12, w7, w15); expand(&w15, w13, w8, w0)
                    }
                    // The eight working variables rotate by renaming: round i writes d and h of the
                    // names it was given, and the next round is called with the names shifted by one.
                    round(a, b, c, &d, e, f, g, &h, kp[0] &+ w0)
                    round(h, a, b, &c, d, e, f, &g, kp[1] &+ w1)
                    round(g, h, a, &b, c, d, e, &f, kp[2] &+ w2)
                    round(f, g, h, &a, b, c, d, &e, kp[3] &+ w3)
                    round(e, f, g, &h, a, b, c, &d, kp[4] &+ w4)
                    round(d, e, f, &g, h, a, b, &c, kp[5] &+ w5)
                    round(c, d, e, &f, g, h, a, &b, kp[6] &+ w6)
                    round(b, c, d, &e, f, g, h, &a, kp[7] &+ w7)
                    round(a, b, c, &d, e, f, g, &h, kp[8] &+ w8)
                    round(h, a, b, &c, d, e, f, &g, kp[9] &+ w9)
                    round(g, h, a, &b, c, d, e, &f, kp[10] &+ w10)
                    round(f, g, h, &a, b, c, d, &e, kp[11] &+ w11)
                    round(e, f, g, &h, a, b, c, &d, kp[12] &+ w12)
                    round(d, e, f, &g, h, a, b, &c, kp[13] &+ w13)
                    round(c, d, e, &f, g, h, a, &b, kp[14] &+ w14)
                    round(b, c, d, &e, f, g, h, &a, kp[15] &+ w15)
                    kp += 16
                }
                h0 = h0 &+ a; h1 = h1 &+ b; h2 = h2 &+ c; h3 = h3 &+ d
                h4 = h4 &+ e; h5 = h5 &+ f; h6 = h6 &+ g; h7 = h7 &+ h
                block += 64
            }
            self.h0 = h0; self.h1 = h1; self.h2 = h2; self.h3 = h3
            self.h4 = h4; self.h5 = h5; self.h6 = h6; self.h7 = h7
        }

        /// The digest as lowercase hex, big-endian word by word.
        var hex: String {
            let words = [h0, h1, h2, h3, h4, h5, h6, h7]
            return String(unsafeUninitializedCapacity: 64) { out in
                var offset = 0
                for word in words {
                    for shift in stride(from: 28, through: 0, by: -4) {
                        let nibble = UInt8(truncatingIfNeeded: word >> UInt32(shift)) & 0xF
                        out[offset] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
                        offset += 1
                    }
                }
                return offset
            }
        }
    }

    // MARK: - Round functions

    @inline(__always)
    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { (value >> count) | (value << (32 - count)) }

    /// One round: `d` and `h` are the two variables a round changes (`kw` is K[i] + W[i]).
    @inline(__always)
    private static func round(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
                              _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32) {
        let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
        let choice = g ^ (e & (f ^ g))
        let t1 = h &+ sum1 &+ choice &+ kw
        let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
        let majority = (a & b) | (c & (a | b))
        d = d &+ t1
        h = t1 &+ sum0 &+ majority
    }

    /// One step of the message schedule: `w` (W[i-16]) becomes W[i] from W[i-2], W[i-7] and W[i-15].
    @inline(__always)
    private static func expand(_ w: inout UInt32, _ w2: UInt32, _ w7: UInt32, _ w15: UInt32) {
        let s0 = rotate(w15, 7) ^ rotate(w15, 18) ^ (w15 >> 3)
        let s1 = rotate(w2, 17) ^ rotate(w2, 19) ^ (w2 >> 10)
        w = w &+ s1 &+ w7 &+ s0
    }
}
