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
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return Diagnostic(.error, file: file, line: 1,
                              "the file is UTF-16 or UTF-32 encoded (byte-order mark); save it as UTF-8")
        }
        let found = bytes.withUnsafeBytes { buffer -> Int? in
            guard let base = buffer.baseAddress, let hit = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
        guard let nul = found else { return nil }
        return Diagnostic(.error, file: file, line: line(of: nul, in: bytes),
                          "binary file (a NUL byte at byte offset \(nul)); not a page, so it is not indexed")
    }

    // MARK: - UTF-8

    /// The offset of the first byte that does not start a valid UTF-8 sequence, nil when all are valid.
    public static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = 0
            while index < count {
                // Fast path: eight ASCII bytes at a time.
                if index + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 { index += 8; continue }
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; upper = 0x9F   // no UTF-16 surrogates
                case 0xF0: length = 4; lower = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; upper = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = buffer[index + 1]
                guard second >= lower, second <= upper else { return index }
                for offset in 2..<max(2, length) where buffer[index + offset] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
    }

    /// An error naming the line of the first invalid UTF-8 sequence, nil when the bytes are valid.
    public static func utf8Problem(in bytes: [UInt8], file: String) -> Diagnostic? {
        guard let offset = firstInvalidUTF8(in: bytes) else { return nil }
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        return Diagnostic(.error, file: file, line: line(of: offset, in: bytes),
                          "invalid UTF-8 (byte 0x\(hex) at offset \(offset)); save the file as UTF-8")
    }

    // MARK: - Long lines

    /// A warning for the first line longer than `limit` bytes, nil when none is: such a line is
    /// kept whole, but it is almost always a minified or broken file.
    public static func longLine(in bytes: [UInt8], file: String, limit: Int) -> Diagnostic? {
        guard bytes.count > limit else { return nil }
        return bytes.withUnsafeBytes { buffer -> Diagnostic? in
            guard let base = buffer.baseAddress else { return nil }
            var line = 1
            var start = 0
            while start <= buffer.count {
                let end: Int
                if let hit = memchr(base + start, 0x0A, buffer.count - start) {
                    end = base.distance(to: UnsafeRawPointer(hit))
                } else {
                    end = buffer.count
                }
                if end - start > limit {
                    return Diagnostic(.warning, file: file, line: line,
                                      "line \(line) is \(formatBytes(end - start)) long (over \(formatBytes(limit))); it is kept whole")
                }
                line += 1
                start = end + 1
            }
            return nil
        }
    }

    // MARK: - Helpers

    /// The 1-based line holding byte `offset`.
    static func line(of offset: Int, in bytes: [UInt8]) -> Int {
        var line = 1
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A { line += 1 }
        return line
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
