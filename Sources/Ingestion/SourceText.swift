import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's decoded text with a line table that keeps each line's byte range in the original bytes,
/// so every block can point back at its exact source.
///
/// The bytes are kept whole and a line's `text` is decoded when asked for: the plain-text ingester
/// classifies lines straight from the bytes and makes strings only for the blocks it emits, so most
/// lines of a page never become a `String` (making one per line was a tenth of the ingest time).
public struct SourceText: Sendable {
    /// One source line, without its line terminator.
    public struct Line: Sendable {
        /// 1-based line number.
        public var number: Int
        /// Byte offset of the line's first byte in the file, and one past its last (terminator excluded).
        public var byteStart: Int
        public var byteEnd: Int
        /// The whole file (shared, not copied).
        let bytes: [UInt8]

        /// The line's text; an invalid UTF-8 sequence reads as U+FFFD. Decoded on each call.
        public var text: String {
            String(decoding: bytes[byteStart..<byteEnd], as: UTF8.self)
        }
    }

    /// The lines of the file in order, indexed from 0.
    public struct Lines: RandomAccessCollection, Sendable {
        let bytes: [UInt8]
        /// Byte offset where each line starts, and one past its last byte (terminator excluded).
        let starts: [Int]
        let ends: [Int]

        public var startIndex: Int { 0 }
        public var endIndex: Int { starts.count }

        public subscript(index: Int) -> Line {
            Line(number: index + 1, byteStart: starts[index], byteEnd: ends[index], bytes: bytes)
        }
    }

    public var file: String
    /// The file's bytes, as given.
    public let bytes: [UInt8]
    public let lines: Lines
    /// Bytes of the file before `bytes` (a byte-order mark the reader dropped): added to every range made here,
    /// so ranges are offsets into the file itself.
    public var fileOffset = 0

    /// Splits UTF-8 bytes into lines at LF, CRLF or lone CR. Invalid UTF-8 sequences are
    /// decoded as U+FFFD (the caller reports that the file was not valid UTF-8).
    public init(file: String, utf8 bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts: [Int] = []
        var ends: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else { return }
            let count = buffer.count
            // Most files end lines with LF alone: then `memchr` finds every end. A file with any CR
            // takes the byte-by-byte path that knows CRLF and lone CR.
            if memchr(base, 0x0D, count) == nil {
                var start = 0
                while start < count, let hit = memchr(base + start, 0x0A, count - start) {
                    let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                    starts.append(start)
                    ends.append(end)
                    start = end + 1
                }
                if start < count {
                    starts.append(start)
                    ends.append(count)
                }
                return
            }
            var start = 0
            var index = 0
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A || byte == 0x0D {
                    starts.append(start)
                    ends.append(index)
                    index += (byte == 0x0D && index + 1 < count && buffer[index + 1] == 0x0A) ? 2 : 1
                    start = index
                } else {
                    index += 1
                }
            }
            if start < count {
                starts.append(start)
                ends.append(count)
            }
        }
        self.lines = Lines(bytes: bytes, starts: starts, ends: ends)
    }

    /// Convenience for tests and generated input.
    public init(file: String, text: String) {
        self.init(file: file, utf8: Array(text.utf8))
    }

    /// The source range of lines `first...last` (1-based, inclusive).
    public func range(lines first: Int, _ last: Int) -> SourceRange {
        SourceRange(
            file: file, firstLine: first, lastLine: last,
            byteStart: fileOffset + lines.starts[first - 1], byteEnd: fileOffset + lines.ends[last - 1])
    }

    /// The text of lines `first...last` joined with "\n".
    public func text(lines first: Int, _ last: Int) -> String {
        joinedText(lines: first, last)
    }
}
