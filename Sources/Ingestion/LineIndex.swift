import DocumentModel

/// Byte offsets of each line of a file, counted the way libxml2 counts (a line ends at LF).
///
/// The HTML ingester gets line numbers from libxml2 and turns them into byte ranges here without
/// decoding every line to a `String` (which `SourceText` does, and which costs for 50 MB pages).
struct LineIndex: Sendable {
    let file: String
    /// Byte offset where line `i + 1` starts.
    private(set) var starts: [Int] = [0]
    /// Byte offset one past the last byte of line `i + 1`, line terminator (LF or CRLF) excluded.
    private(set) var ends: [Int] = []

    init(file: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        var offset = 0
        let count = bytes.count
        while offset < count {
            if bytes[offset] == 0x0A {
                ends.append(offset > 0 && bytes[offset - 1] == 0x0D ? offset - 1 : offset)
                starts.append(offset + 1)
            }
            offset += 1
        }
        ends.append(count)
    }

    var lineCount: Int { starts.count }

    /// The source range of lines `first...last`, clamped to the file.
    func range(_ first: Int, _ last: Int) -> SourceRange {
        let first = min(max(first, 1), lineCount)
        let last = min(max(last, first), lineCount)
        return SourceRange(file: file, firstLine: first, lastLine: last,
                           byteStart: starts[first - 1], byteEnd: ends[last - 1])
    }
}
