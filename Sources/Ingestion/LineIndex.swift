import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Byte offsets of each line of a file, counted the way libxml2 counts (a line ends at LF).
///
/// The HTML ingester uses it for a page decoded from a legacy charset: its blocks' offsets are in the
/// decoded text, so their ranges are the file's whole lines, found here without decoding any line.
struct LineIndex: Sendable {
    let file: String
    /// Byte offset where line `i + 1` starts.
    private(set) var starts: [Int] = [0]
    /// Byte offset one past the last byte of line `i + 1`, line terminator (LF or CRLF) excluded.
    private(set) var ends: [Int] = []

    init(file: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        if let base = bytes.baseAddress {
            var offset = 0
            let count = bytes.count
            while offset < count, let hit = memchr(base + offset, 0x0A, count - offset) {
                let newline = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                ends.append(newline > 0 && bytes[newline - 1] == 0x0D ? newline - 1 : newline)
                starts.append(newline + 1)
                offset = newline + 1
            }
        }
        ends.append(bytes.count)
    }

    var lineCount: Int { starts.count }

    /// The source range of lines `first...last`, clamped to the file.
    func range(_ first: Int, _ last: Int) -> SourceRange {
        let first = min(max(first, 1), lineCount)
        let last = min(max(last, first), lineCount)
        return SourceRange(
            file: file, firstLine: first, lastLine: last,
            byteStart: starts[first - 1], byteEnd: ends[last - 1])
    }
}
