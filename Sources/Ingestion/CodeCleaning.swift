#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Code text as a page shows it, cleaned the same way for every format, working on UTF-8 bytes
/// because code blocks are the bulk of a tutorial page.
enum CodeCleaning {
    /// Non-breaking spaces (U+00A0, which pages use to indent code) become spaces; trailing blanks
    /// on each line go; blank lines at either end go. Returns the text with the count of lines
    /// dropped at the start, so the caller can keep its line numbers right, and the bytes of `bytes` the
    /// kept lines span (from the first kept line's start to the last one's last non-blank byte).
    static func clean(_ bytes: [UInt8]) -> (text: String, droppedLeadingLines: Int, lineCount: Int, kept: Range<Int>) {
        bytes.withUnsafeBufferPointer { input in
            guard let base = input.baseAddress, input.count > 0 else { return ("", 0, 0, 0..<0) }
            let count = input.count
            // Most code has no NBSP: then every kept line is one `memcpy` into the string.
            let hasNBSP = memchr(base, 0xC2, count) != nil
            var droppedLeading = 0
            var keptLines = 0  // lines up to the last one with content
            var pendingBlankLines = 0  // blank lines after it, kept only if content follows
            var keptStart = 0, keptEnd = 0
            // The cleaned text is never longer than the input: written straight into the string's storage.
            let text = String(unsafeUninitializedCapacity: count) { output -> Int in
                guard let out = output.baseAddress else { return 0 }
                var written = 0
                var start = 0
                while start <= count {
                    let end =
                        memchr(base + start, 0x0A, count - start)
                        .map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? count
                    // Trim trailing blanks (space, tab, CR, NBSP) of this line.
                    var last = end
                    while last > start {
                        let byte = base[last - 1]
                        if byte == 0x20 || byte == 0x09 || byte == 0x0D { last -= 1; continue }
                        if byte == 0xA0, last - 2 >= start, base[last - 2] == 0xC2 { last -= 2; continue }
                        break
                    }
                    if last == start {
                        if keptLines == 0 { droppedLeading += 1 } else { pendingBlankLines += 1 }
                    } else {
                        if keptLines > 0 {
                            for _ in 0...pendingBlankLines {
                                out[written] = 0x0A
                                written += 1
                            }
                        } else {
                            keptStart = start
                        }
                        keptEnd = last
                        keptLines += pendingBlankLines + 1
                        pendingBlankLines = 0
                        if !hasNBSP {
                            memcpy(out + written, base + start, last - start)
                            written += last - start
                        } else {
                            var index = start
                            while index < last {
                                if base[index] == 0xC2, index + 1 < last, base[index + 1] == 0xA0 {
                                    out[written] = 0x20
                                    index += 2
                                } else {
                                    out[written] = base[index]
                                    index += 1
                                }
                                written += 1
                            }
                        }
                    }
                    start = end + 1
                }
                return written
            }
            return (text, keptLines == 0 ? 0 : droppedLeading, keptLines, keptStart..<keptEnd)
        }
    }
}
