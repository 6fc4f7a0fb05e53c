// MARK: - Cutting block text out of a SourceText quickly

extension SourceText {
    /// The text of lines `first...last` joined with "\n": what `text(lines:_:)` returns, built into one
    /// pre-sized buffer (code blocks are most of a page's bytes, and the general join allocates per line).
    func joinedText(lines first: Int, _ last: Int) -> String {
        var size = last - first
        for index in (first - 1)...(last - 1) { size += lines[index].text.utf8.count }
        var text = String()
        text.reserveCapacity(size)
        for index in (first - 1)...(last - 1) {
            if index > first - 1 { text.append("\n") }
            text.append(lines[index].text)
        }
        return text
    }
}
