#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The character set an HTML page declares for itself: `<meta charset="…">`,
/// `<meta http-equiv="Content-Type" content="…; charset=…">` or an XML declaration's `encoding`.
///
/// Browsers look only at the first 1024 bytes; we look at 4096 because saved pages often put a
/// long comment or script first.
public enum HTMLCharset {
    /// How much of the page is searched for a declaration.
    static let headLength = 4096

    /// The declared charset, lowercased, with the 1-based line of the declaration; nil when none.
    ///
    /// `charset=` anywhere in the head wins over `encoding=`; after the marker, quotes and spaces are
    /// skipped and the name is the run of letters, digits and `-_.:` that follows (a marker with no
    /// name after it is passed over). Matching ignores ASCII case and reads the page in place.
    public static func declared(in bytes: [UInt8]) -> (name: String, line: Int)? {
        bytes.withUnsafeBufferPointer { buffer -> (name: String, line: Int)? in
            let head = UnsafeBufferPointer(rebasing: buffer.prefix(headLength))
            for marker in ["charset=", "encoding="] {
                if let found = declaration(marked: Array(marker.utf8), in: head) { return found }
            }
            return nil
        }
    }

    /// True for the names of UTF-8 (which needs no conversion).
    public static func isUTF8(_ name: String) -> Bool { name == "utf-8" || name == "utf8" }

    /// True for the names of the 16- and 32-bit encodings (UTF-16, UTF-32, UCS-2, UCS-4 and their
    /// byte-order variants), in which no declaration could be read as ASCII bytes.
    public static func isWide(_ name: String) -> Bool {
        let compact = String(name.filter { $0 != "-" && $0 != "_" })
        return ["utf16", "utf32", "ucs2", "ucs4"].contains { compact.hasPrefix($0) }
    }

    // MARK: - Search

    /// The first `marker` (lowercase, ending in `=`) in `head` that a name follows, with that name
    /// and its line. The scan jumps from one `=` to the next with `memchr` and compares the bytes
    /// before it, so it costs next to nothing on a page that declares nothing.
    private static func declaration(marked marker: [UInt8], in head: UnsafeBufferPointer<UInt8>)
        -> (name: String, line: Int)?
    {
        guard let base = head.baseAddress else { return nil }
        var equals = marker.count - 2  // an `=` before this cannot end the marker
        while equals + 1 < head.count,
            let hit = memchr(base + equals + 1, 0x3D, head.count - equals - 1)
        {
            equals = UnsafePointer<UInt8>(base).distance(to: hit.assumingMemoryBound(to: UInt8.self))
            let index = equals + 1 - marker.count
            var matched = 0
            while matched < marker.count - 1, lowercased(head[index + matched]) == marker[matched] { matched += 1 }
            guard matched == marker.count - 1 else { continue }
            var cursor = equals + 1
            while cursor < head.count, head[cursor] == 0x22 || head[cursor] == 0x27 || head[cursor] == 0x20 {
                cursor += 1
            }
            let nameStart = cursor
            while cursor < head.count, isNameByte(lowercased(head[cursor])) { cursor += 1 }
            guard cursor > nameStart else { continue }
            let name = String(decoding: head[nameStart..<cursor].lazy.map(lowercased), as: UTF8.self)
            var line = 1
            for byte in head[..<index] where byte == 0x0A { line += 1 }
            return (name, line)
        }
        return nil
    }

    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F
            || byte == 0x2E || byte == 0x3A
    }
}
