/// The character set an HTML page declares for itself: `<meta charset="…">`,
/// `<meta http-equiv="Content-Type" content="…; charset=…">` or an XML declaration's `encoding`.
///
/// Browsers look only at the first 1024 bytes; we look at 4096 because saved pages often put a
/// long comment or script first.
public enum HTMLCharset {
    /// The declared charset, lowercased, with the 1-based line of the declaration; nil when none.
    public static func declared(in bytes: [UInt8]) -> (name: String, line: Int)? {
        let head = bytes.prefix(4096).map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
        for marker in ["charset=", "encoding="] {
            let needle = Array(marker.utf8)
            var index = 0
            while index + needle.count <= head.count {
                if head[index] == needle[0], Array(head[index..<(index + needle.count)]) == needle {
                    var cursor = index + needle.count
                    while cursor < head.count, head[cursor] == 0x22 || head[cursor] == 0x27 || head[cursor] == 0x20 {
                        cursor += 1
                    }
                    var name: [UInt8] = []
                    while cursor < head.count, isNameByte(head[cursor]) { name.append(head[cursor]); cursor += 1 }
                    if !name.isEmpty {
                        let line = 1 + head[..<index].filter { $0 == 0x0A }.count
                        return (String(decoding: name, as: UTF8.self), line)
                    }
                }
                index += 1
            }
        }
        return nil
    }

    /// True for the names of UTF-8 (which needs no conversion).
    public static func isUTF8(_ name: String) -> Bool { name == "utf-8" || name == "utf8" }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x5F
            || byte == 0x2E || byte == 0x3A
    }
}
