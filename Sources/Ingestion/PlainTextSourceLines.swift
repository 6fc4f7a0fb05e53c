#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// MARK: - Cutting block text out of a SourceText quickly

extension SourceText {
    /// The text of lines `first...last` (1-based) joined with "\n", made in one step.
    ///
    /// When the lines end in LF alone, that text is exactly the file's bytes from the first line's start
    /// to the last line's end, decoded once (code blocks are most of a page's bytes). Decoding the span
    /// whole equals decoding line by line, because an invalid UTF-8 sequence never swallows an ASCII
    /// byte such as LF. Lines ending in CRLF or CR are copied without their CRs.
    func joinedText(lines first: Int, _ last: Int) -> String {
        let start = lines.starts[first - 1], end = lines.ends[last - 1]
        guard start < end else { return String(repeating: "\n", count: last - first) }
        let hasCR = bytes.withUnsafeBytes { memchr($0.baseAddress! + start, 0x0D, end - start) != nil }
        guard hasCR else { return String(decoding: bytes[start..<end], as: UTF8.self) }
        var joined: [UInt8] = []
        joined.reserveCapacity(end - start)
        for index in (first - 1)...(last - 1) {
            if index > first - 1 { joined.append(0x0A) }
            joined.append(contentsOf: bytes[lines.starts[index]..<lines.ends[index]])
        }
        return String(decoding: joined, as: UTF8.self)
    }

    /// Line `index`'s (0-based) bytes from `from` to `to`, offsets counted from the line's start, as text.
    func text(ofLine index: Int, from: Int, to: Int) -> String {
        let start = lines.starts[index]
        return String(decoding: bytes[(start + from)..<(start + to)], as: UTF8.self)
    }
}
