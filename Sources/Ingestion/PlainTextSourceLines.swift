// MARK: - Cutting block text out of a SourceText quickly

extension SourceText {
    /// The text of lines `first...last` joined with "\n": what `text(lines:_:)` returns, built into one
    /// pre-sized buffer (code blocks are most of a page's bytes, and the general join allocates per line).
    func joinedText(lines first: Int, _ last: Int) -> String {
        var size = last - first
        for index in (first - 1)...(last - 1) { size += lines[index].text.utf8.count }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        for index in (first - 1)...(last - 1) {
            if index > first - 1 { bytes.append(0x0A) }
            var line = lines[index].text
            line.withUTF8 { bytes.append(contentsOf: $0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
