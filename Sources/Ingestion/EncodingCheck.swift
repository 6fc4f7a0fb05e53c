import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Checks that a file's bytes are text the ingesters can read, and says precisely where not.
///
/// Pages must be UTF-8 (HTML may declare a legacy encoding instead, see `HTMLCharset`). A binary
/// file, a UTF-16/32 file or a file with an invalid UTF-8 sequence is refused with one message that
/// names the line, so the maintainer can open the file there or re-save it.
public enum EncodingCheck {
    // MARK: - Binary and UTF-16

    /// An error when the bytes are not text at all (NUL bytes, a UTF-16/32 byte-order mark), else nil.
    public static func binaryProblem(in bytes: [UInt8], file: String) -> Diagnostic? {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            return Diagnostic(
                .error, file: file, line: 1,
                "the file is UTF-16 or UTF-32 encoded (byte-order mark); save it as UTF-8")
        }
        let found = bytes.withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.baseAddress, let hit = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
        guard let nul = found else { return nil }
        return Diagnostic(
            .error, file: file, line: line(of: nul, in: bytes),
            "binary file (a NUL byte at byte offset \(nul)); not a page, so it is not indexed")
    }

    // MARK: - UTF-8

    /// The offset of the first byte that does not start a valid UTF-8 sequence, nil when all are valid.
    ///
    /// The rules are Unicode's table of well-formed sequences: no overlong forms, no UTF-16
    /// surrogates, nothing above U+10FFFF; an invalid or truncated sequence is reported at its first byte.
    public static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { firstInvalidUTF8(in: $0) }
    }

    /// The same for raw bytes. Every page goes through this, so it works on 16 bytes at a time:
    /// ASCII (most of a page, code included) is skipped 32 bytes at a time, and a block holding
    /// multi-byte characters (Russian, Hindi, Chinese prose) is checked whole by
    /// `blockIsWellFormed`. The first three bytes, the last few, and the sequences around an error
    /// go through the byte-by-byte check, `sequenceLength`, which also finds the error's exact offset.
    public static func firstInvalidUTF8(in buffer: UnsafeRawBufferPointer) -> Int? {
        guard let base = buffer.baseAddress else { return nil }
        let count = buffer.count
        @inline(__always) func word(_ offset: Int) -> UInt64 { base.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
        let highBits: UInt64 = 0x8080_8080_8080_8080
        // At the top of the loop `index` is the start of a sequence and everything before it is well formed.
        var index = 0
        while index < count {
            // Blocks read the three bytes before them, so the first three bytes go byte by byte.
            if index >= 3, index &+ 16 <= count {
                while index &+ 32 <= count,
                    (word(index) | word(index &+ 8) | word(index &+ 16) | word(index &+ 24)) & highBits == 0
                {
                    index &+= 32
                }
                guard index &+ 16 <= count else { continue }
                if (word(index) | word(index &+ 8)) & highBits == 0 { index &+= 16; continue }
                // Multi-byte text: block after block up to the next ASCII block (a block checks the
                // three bytes before it, so it may start inside a sequence), then back to where the
                // last sequence starts, which is where the ASCII scan may begin.
                repeat {
                    guard blockIsWellFormed(base + index) else {
                        return firstInvalidByteByByte(base, count: count, from: sequenceStart(base, before: index))
                    }
                    index &+= 16
                } while index &+ 16 <= count && (word(index) | word(index &+ 8)) & highBits != 0
                index = sequenceStart(base, before: index)
                continue
            }
            let length = sequenceLength(at: index, in: base, count: count)
            if length == 0 { return index }
            index &+= length
        }
        return nil
    }

    /// An error naming the line of the first invalid UTF-8 sequence, nil when the bytes are valid.
    public static func utf8Problem(in bytes: [UInt8], file: String) -> Diagnostic? {
        guard let offset = firstInvalidUTF8(in: bytes) else { return nil }
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return Diagnostic(
            .error, file: file, line: line(of: offset, in: bytes),
            "invalid UTF-8 (byte 0x\(hex) at offset \(offset)); save the file as UTF-8")
    }

    /// True when every byte is ASCII (below 0x80), read eight bytes at a time.
    public static func isASCII(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var index = 0
            while index + 8 <= buffer.count {
                if base.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
                index += 8
            }
            while index < buffer.count {
                if base.load(fromByteOffset: index, as: UInt8.self) >= 0x80 { return false }
                index += 1
            }
            return true
        }
    }

    // MARK: - UTF-8 validation steps

    private typealias Block = SIMD16<UInt8>

    /// True when each of the 16 bytes at `block` is where Unicode allows it, judged by the three
    /// bytes before it (the caller guarantees they exist; they may be part of a sequence that the
    /// block finishes).
    ///
    /// A byte must be a continuation byte (80–BF) exactly when the byte before it is a lead (C0 and
    /// up), or the one two before is a three- or four-byte lead (E0 and up), or the one three before
    /// a four-byte lead (F0 and up); C0, C1 and F5–FF are never allowed; and the byte after E0, ED,
    /// F0 and F4 has a narrower range (no overlong forms, no surrogates, nothing above U+10FFFF).
    /// Together these accept exactly the well-formed sequences, so a block that passes needs no
    /// other check. The comparisons are written against whole vectors (not scalars) so that the
    /// optimizer emits plain SSE instructions.
    @inline(__always)
    private static func blockIsWellFormed(_ block: UnsafeRawPointer) -> Bool {
        let bytes = block.loadUnaligned(as: Block.self)
        let before1 = block.loadUnaligned(fromByteOffset: -1, as: Block.self)
        let before2 = block.loadUnaligned(fromByteOffset: -2, as: Block.self)
        let before3 = block.loadUnaligned(fromByteOffset: -3, as: Block.self)
        let isContinuation = (bytes & Block(repeating: 0xC0)) .== Block(repeating: 0x80)
        let mustContinue =
            (before1 .>= Block(repeating: 0xC0)) .| (before2 .>= Block(repeating: 0xE0))
            .| (before3 .>= Block(repeating: 0xF0))
        var bad = isContinuation .^ mustContinue
        bad .|= (bytes & Block(repeating: 0xFE)) .== Block(repeating: 0xC0)
        bad .|= bytes .>= Block(repeating: 0xF5)
        bad .|= (before1 .== Block(repeating: 0xE0)) .& (bytes .< Block(repeating: 0xA0))
        bad .|= (before1 .== Block(repeating: 0xED)) .& (bytes .> Block(repeating: 0x9F))
        bad .|= (before1 .== Block(repeating: 0xF0)) .& (bytes .< Block(repeating: 0x90))
        bad .|= (before1 .== Block(repeating: 0xF4)) .& (bytes .> Block(repeating: 0x8F))
        // `any(bad)` is not inlined by the optimizer; two 64-bit halves are.
        let flags = Block(repeating: 0).replacing(with: 0xFF, where: bad)
        let halves = unsafeBitCast(flags, to: (UInt64, UInt64).self)
        return halves.0 | halves.1 == 0
    }

    /// Where the sequence that `index` falls in starts, given that the bytes before `index` are
    /// well formed: `index` itself unless a lead among the three bytes before it is still waiting
    /// for continuation bytes.
    @inline(__always)
    private static func sequenceStart(_ base: UnsafeRawPointer, before index: Int) -> Int {
        if base.load(fromByteOffset: index &- 1, as: UInt8.self) >= 0xC0 { return index &- 1 }
        if base.load(fromByteOffset: index &- 2, as: UInt8.self) >= 0xE0 { return index &- 2 }
        if base.load(fromByteOffset: index &- 3, as: UInt8.self) >= 0xF0 { return index &- 3 }
        return index
    }

    /// The byte-by-byte check from the sequence starting at `index` to the end.
    private static func firstInvalidByteByByte(_ base: UnsafeRawPointer, count: Int, from index: Int) -> Int? {
        var index = index
        while index < count {
            let length = sequenceLength(at: index, in: base, count: count)
            if length == 0 { return index }
            index &+= length
        }
        return nil
    }

    /// The length of the well-formed sequence starting at `index` (1 for ASCII), 0 when it is
    /// ill-formed or runs past `count`.
    @inline(__always)
    private static func sequenceLength(at index: Int, in base: UnsafeRawPointer, count: Int) -> Int {
        @inline(__always) func byte(_ offset: Int) -> UInt8 { base.load(fromByteOffset: offset, as: UInt8.self) }
        let lead = byte(index)
        if lead < 0x80 { return 1 }
        if lead < 0xE0 {
            // Two bytes: C2–DF (80–BF are continuation bytes, C0 and C1 overlong leads).
            guard lead >= 0xC2, index &+ 1 < count, byte(index &+ 1) & 0xC0 == 0x80 else { return 0 }
            return 2
        }
        if lead < 0xF0 {
            // Three bytes: after E0 the second is A0–BF (not overlong), after ED 80–9F (no surrogates).
            guard index &+ 2 < count else { return 0 }
            let second = byte(index &+ 1)
            let lower: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let upper: UInt8 = lead == 0xED ? 0x9F : 0xBF
            guard second >= lower, second <= upper, byte(index &+ 2) & 0xC0 == 0x80 else { return 0 }
            return 3
        }
        // Four bytes: after F0 the second is 90–BF (not overlong), after F4 80–8F (≤ U+10FFFF); F5–FF never.
        guard lead <= 0xF4, index &+ 3 < count else { return 0 }
        let second = byte(index &+ 1)
        let lower: UInt8 = lead == 0xF0 ? 0x90 : 0x80
        let upper: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
        guard second >= lower, second <= upper, byte(index &+ 2) & 0xC0 == 0x80,
            byte(index &+ 3) & 0xC0 == 0x80
        else { return 0 }
        return 4
    }

    // MARK: - Long lines

    /// A warning for the first line longer than `limit` bytes, nil when none is: such a line is
    /// kept whole, but it is almost always a minified or broken file.
    ///
    /// Lines are not walked one by one: the line starting at `start` is short exactly when a newline
    /// lies within its first `limit + 1` bytes, and the last such newline (found scanning back from
    /// `start + limit`, a few bytes in ordinary text) ends every line in between, so each step jumps
    /// about `limit` bytes and a page is done in a handful of steps.
    public static func longLine(in bytes: [UInt8], file: String, limit: Int) -> Diagnostic? {
        guard bytes.count > limit else { return nil }
        return bytes.withUnsafeBytes { buffer -> Diagnostic? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            var start = 0
            while count - start > limit {
                var probe = start + limit
                while probe >= start, base.load(fromByteOffset: probe, as: UInt8.self) != 0x0A { probe -= 1 }
                if probe >= start { start = probe + 1; continue }
                // No newline in the first limit + 1 bytes: this line is the long one.
                let searchFrom = start + max(limit + 1, 0)
                let end =
                    memchr(base + searchFrom, 0x0A, count - searchFrom).map { base.distance(to: UnsafeRawPointer($0)) } ?? count
                let line = line(of: start, in: buffer)
                return Diagnostic(
                    .warning, file: file, line: line,
                    "line \(line) is \(formatBytes(end - start)) long (over \(formatBytes(limit))); it is kept whole")
            }
            return nil
        }
    }

    // MARK: - Helpers

    /// The 1-based line holding byte `offset`.
    public static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBytes { line(of: offset, in: $0) }
    }

    /// The 1-based line holding byte `offset` of `buffer`: one plus the newlines before it.
    static func line(of offset: Int, in buffer: UnsafeRawBufferPointer) -> Int {
        var newlines = 0
        for byte in buffer.prefix(max(offset, 0)) { newlines &+= byte == 0x0A ? 1 : 0 }
        return newlines + 1
    }

    /// "1.0 MB", "64 KB", "120 bytes": sizes as a person reads them.
    public static func formatBytes(_ count: Int) -> String {
        if count >= 1 << 20 {
            let tenths = (count * 10) / (1 << 20)
            return "\(tenths / 10).\(tenths % 10) MB"
        }
        if count >= 1 << 10 { return "\(count / 1024) KB" }
        return "\(count) bytes"
    }
}
