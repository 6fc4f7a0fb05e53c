/// A running count of some bytes of a text (newlines, characters) up to an offset. Blocks come in page
/// order, so each question is answered by counting on from the last one: a page is counted about once.
struct HTMLCountingCursor {
    private var offset = 0
    private var counted = 0

    /// The matching bytes before `target` (clamped to the text), counted by `counter` from the last offset.
    @inline(__always)
    mutating func count(
        upTo target: Int, in text: UnsafeBufferPointer<UInt8>,
        by counter: (UnsafeBufferPointer<UInt8>, Int, Int) -> Int
    ) -> Int {
        let target = min(max(target, 0), text.count)
        if target >= offset {
            counted += counter(text, offset, target)
        } else {
            counted -= counter(text, target, offset)
        }
        offset = target
        return counted
    }
}
