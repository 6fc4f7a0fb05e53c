// MARK: - Cutting block text out of a SourceText quickly

extension SourceText {
    /// The text of lines `first...last` joined with "\n": what `text(lines:_:)` returns, written straight
    /// into one pre-sized string (code blocks are most of a page's bytes; the general join grows and copies).
    func joinedText(lines first: Int, _ last: Int) -> String {
        var size = last - first
        for index in (first - 1)...(last - 1) { size += lines[index].text.utf8.count }
        return String(unsafeUninitializedCapacity: size) { buffer in
            var offset = 0
            for index in (first - 1)...(last - 1) {
                if index > first - 1 {
                    buffer[offset] = 0x0A
                    offset += 1
                }
                var line = lines[index].text
                line.withUTF8 { bytes in
                    guard let base = bytes.baseAddress, let target = buffer.baseAddress else { return }
                    (target + offset).update(from: base, count: bytes.count)
                    offset += bytes.count
                }
            }
            return offset
        }
    }
}
