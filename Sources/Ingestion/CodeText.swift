#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Code text as a page shows it, cleaned the same way for every format, working on UTF-8 bytes
/// because code blocks are the bulk of a tutorial page.
enum CodeText {
    /// Non-breaking spaces (U+00A0, which pages use to indent code) become spaces; trailing blanks
    /// on each line go; blank lines at either end go. Returns the text with the count of lines
    /// dropped at the start, so the caller can keep its line numbers right, and the bytes of `bytes` the
    /// kept lines span (from the first kept line's start to the last one's last non-blank byte).
    static func clean(_ bytes: [UInt8]) -> (text: String, droppedLeadingLines: Int, lineCount: Int, kept: Range<Int>) {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var droppedLeading = 0
        var keptLines = 0          // lines up to the last one with content
        var pendingBlankLines = 0  // blank lines after it, kept only if content follows
        var keptStart = 0, keptEnd = 0
        bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress else { return }
            let count = input.count
            var start = 0
            while start <= count {
                let end = memchr(base + start, 0x0A, count - start)
                    .map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? count
                // Trim trailing blanks (space, tab, CR, NBSP) of this line.
                var last = end
                while last > start {
                    let byte = input[last - 1]
                    if byte == 0x20 || byte == 0x09 || byte == 0x0D { last -= 1; continue }
                    if byte == 0xA0, last - 2 >= start, input[last - 2] == 0xC2 { last -= 2; continue }
                    break
                }
                if last == start {
                    if keptLines == 0 { droppedLeading += 1 } else { pendingBlankLines += 1 }
                } else {
                    if keptLines > 0 {
                        out.append(contentsOf: repeatElement(0x0A, count: pendingBlankLines + 1))
                    } else {
                        keptStart = start
                    }
                    keptEnd = last
                    keptLines += pendingBlankLines + 1
                    pendingBlankLines = 0
                    let line = UnsafeBufferPointer(rebasing: input[start..<last])
                    if memchr(line.baseAddress!, 0xC2, line.count) == nil {
                        out.append(contentsOf: line)
                    } else {
                        var index = 0
                        while index < line.count {
                            if line[index] == 0xC2, index + 1 < line.count, line[index + 1] == 0xA0 {
                                out.append(0x20)
                                index += 2
                            } else {
                                out.append(line[index])
                                index += 1
                            }
                        }
                    }
                }
                start = end + 1
            }
        }
        return (String(decoding: out, as: UTF8.self), keptLines == 0 ? 0 : droppedLeading, keptLines, keptStart..<keptEnd)
    }
}
