import DocumentModel

/// A file's decoded text with a line table that keeps each line's byte range in the original bytes,
/// so every block can point back at its exact source.
public struct SourceText: Sendable {
    /// One source line, without its line terminator.
    public struct Line: Sendable {
        /// 1-based line number.
        public var number: Int
        public var text: String
        /// Byte offset of the line's first byte in the file, and one past its last (terminator excluded).
        public var byteStart: Int
        public var byteEnd: Int
    }

    public var file: String
    public var lines: [Line]

    /// Splits UTF-8 bytes into lines at LF, CRLF or lone CR. Invalid UTF-8 sequences are
    /// decoded as U+FFFD (the caller reports that the file was not valid UTF-8).
    public init(file: String, utf8 bytes: [UInt8]) {
        self.file = file
        var lines: [Line] = []
        var start = 0
        var index = 0
        let count = bytes.count
        func emit(_ end: Int) {
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            lines.append(Line(number: lines.count + 1, text: text, byteStart: start, byteEnd: end))
        }
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                emit(index)
                index += (byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < count { emit(count) }
        self.lines = lines
    }

    /// Convenience for tests and generated input.
    public init(file: String, text: String) {
        self.init(file: file, utf8: Array(text.utf8))
    }

    /// The source range of lines `first...last` (1-based, inclusive).
    public func range(lines first: Int, _ last: Int) -> SourceRange {
        SourceRange(file: file, firstLine: first, lastLine: last,
                    byteStart: lines[first - 1].byteStart, byteEnd: lines[last - 1].byteEnd)
    }

    /// The text of lines `first...last` joined with "\n".
    public func text(lines first: Int, _ last: Int) -> String {
        lines[(first - 1)...(last - 1)].map(\.text).joined(separator: "\n")
    }
}
