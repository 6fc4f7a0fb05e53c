#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Byte-level text helpers of the HTML ingester: HTML's whitespace, trimming, collapsing, counting lines.
enum HTMLText {
    /// HTML's whitespace: space, LF, tab, CR, form feed.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C
    }

    /// The length of the UTF-8 sequence a byte starts (1 for a byte that starts none).
    static func utf8Length(leading byte: UInt8) -> Int {
        byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
    }

    /// The characters in `text[from..<to]` (UTF-8 bytes that are not continuation bytes).
    static func characters(in text: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        count(
            in: text, from: from, to: to,
            lanes: { chunk in (chunk & SIMD16(repeating: 0xC0)) .!= SIMD16(repeating: 0x80) },
            byte: { $0 & 0xC0 != 0x80 })
    }

    /// The LFs in `text[from..<to]`.
    static func newlines(in text: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        count(in: text, from: from, to: to, lanes: { chunk in chunk .== SIMD16(repeating: 0x0A) }, byte: { $0 == 0x0A })
    }

    /// The bytes of `text[from..<to]` that match, sixteen at a time (`lanes` and `byte` say the same thing).
    @inline(__always)
    private static func count(
        in text: UnsafeBufferPointer<UInt8>, from: Int, to: Int,
        lanes matches: (SIMD16<UInt8>) -> SIMDMask<SIMD16<Int8>>, byte: (UInt8) -> Bool
    ) -> Int {
        guard let base = text.baseAddress, to > from else { return 0 }
        let raw = UnsafeRawPointer(base)
        let one = SIMD16<UInt8>(repeating: 1), zero = SIMD16<UInt8>()
        var count = 0
        var index = from
        while index &+ 16 <= to {
            // Lane counts in bytes, summed before they can wrap (255 blocks at most).
            var lanes = SIMD16<UInt8>()
            var blocks = 0
            while blocks < 255, index &+ 16 <= to {
                let chunk = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                lanes &+= zero.replacing(with: one, where: matches(chunk))
                index &+= 16
                blocks &+= 1
            }
            for lane in 0..<16 { count &+= Int(lanes[lane]) }
        }
        while index < to {
            if byte(base[index]) { count &+= 1 }
            index &+= 1
        }
        return count
    }

    /// The offset of the first byte of `text[from..<to]` that is not HTML whitespace, `to` (or the text's
    /// end) when there is none.
    static func firstNonSpace(in text: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var index = from
        while index < to, index < text.count, isSpace(text[index]) { index += 1 }
        return index
    }

    static func lastNonBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = bytes.count - 1
        while index >= 0 {
            if !isSpace(bytes[index]) { return index }
            index -= 1
        }
        return nil
    }

    /// Bytes as text without whitespace at either end.
    static func trimmed(_ bytes: [UInt8]) -> String {
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x0A { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0A { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Text with every run of whitespace (`&nbsp;` included) as one space, trimmed.
    static func collapsed(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var pending = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isNBSP = byte == 0xC2 && index + 1 < bytes.count && bytes[index + 1] == 0xA0
            if isSpace(byte) || isNBSP {
                pending = !out.isEmpty
                index += isNBSP ? 2 : 1
                continue
            }
            if pending { out.append(0x20); pending = false }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
