import DocumentModel

/// The inline content gathered since the last block boundary, as UTF-8 bytes.
struct HTMLInlineRun {
    /// Whitespace collapsed, `<br>` as a newline, `&nbsp;` as a space: what prose shows.
    var prose: [UInt8] = []
    /// Text as written (newlines kept, `<br>` as a newline): what a code run shows.
    var verbatim: [UInt8] = []
    /// Whitespace was seen after the last word: a space goes before the next one.
    var pendingSpace = false
    /// File offsets of the first content byte and one past the last.
    var start: Int?
    var end = 0
    /// Non-blank text outside `code`/`kbd` elements, and outside both code and links.
    var hasTextOutsideCode = false
    var hasPlainText = false
    var hasLineBreak = false
    var mediaURLs: [String] = []
    var codeHint: CodeHint?

    mutating func mark(_ from: Int, _ to: Int) {
        if start == nil { start = from }
        end = max(end, to)
    }

    /// Empty again, keeping the buffers' memory for the next run (a page has thousands of runs).
    mutating func reset() {
        if start == nil, prose.isEmpty, verbatim.isEmpty, codeHint.isNone, !pendingSpace, !hasLineBreak, mediaURLs.isEmpty {
            return  // nothing was added: most block boundaries follow another
        }
        prose.removeAll(keepingCapacity: true)
        verbatim.removeAll(keepingCapacity: true)
        pendingSpace = false
        start = nil
        end = 0
        hasTextOutsideCode = false
        hasPlainText = false
        hasLineBreak = false
        if !mediaURLs.isEmpty { mediaURLs.removeAll() }
        codeHint = nil
    }
}
