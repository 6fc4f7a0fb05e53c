#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One text event's place in the file: where its bytes are, when they are the file's own.
struct HTMLTextSpan {
    let start: Int
    let end: Int
    /// Offset in the file of the chunk's first byte when the chunk is a copy of the file's bytes; nil
    /// for an entity or anything libxml2 changed, which maps to the whole span.
    let copyStart: Int?

    init(start: Int, end: Int, chunk: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>) {
        self.end = end
        let count = chunk.count
        var copyStart: Int?
        if count > 0, end - start >= count, end <= text.count, let textBase = text.baseAddress, let chunkBase = chunk.baseAddress
        {
            // Usually the span is exactly the chunk; a skipped newline after `<pre>` can come before it.
            if memcmp(textBase + (end - count), chunkBase, count) == 0 {
                copyStart = end - count
            } else if memcmp(textBase + start, chunkBase, count) == 0 {
                copyStart = start
            }
        }
        self.copyStart = copyStart
        // libxml2 skips blanks between some items without an event (before the root element, say), so an
        // entity's span can begin with them: the entity itself starts at the first other byte.
        self.start = copyStart == nil ? HTMLText.firstNonSpace(in: text, from: start, to: end) : start
    }

    /// Text that markup stands for (a `<br>`'s line break): it maps to the whole tag.
    init(markupFrom start: Int, to end: Int) {
        self.start = start
        self.end = end
        self.copyStart = nil
    }

    /// The file offset of chunk byte `index`.
    func source(of index: Int) -> Int {
        copyStart.map { $0 + index } ?? start
    }

    /// The file offset one past chunk bytes `..<index`.
    func sourceEnd(of index: Int) -> Int {
        copyStart.map { $0 + index } ?? end
    }
}
