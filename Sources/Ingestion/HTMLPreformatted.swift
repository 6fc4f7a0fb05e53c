import DocumentModel

/// The text of a `pre` as collected, with where each piece came from in the file.
struct HTMLPreformatted {
    var text: [UInt8] = []
    var hint: CodeHint?
    /// Each piece's offset in `text` and its place in the file.
    private var pieces: [(offset: Int, span: HTMLTextSpan)] = []

    init(hint: CodeHint?) {
        self.hint = hint
    }

    mutating func reset(hint: CodeHint?) {
        self.hint = hint
        text.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
    }

    mutating func append(_ chunk: UnsafeBufferPointer<UInt8>, span: HTMLTextSpan) {
        pieces.append((text.count, span))
        text.append(contentsOf: chunk)
    }

    /// A `<br>` inside the `pre`: a line break whose source is the tag.
    mutating func append(newlineFrom start: Int, to end: Int) {
        pieces.append((text.count, HTMLTextSpan(markupFrom: start, to: end)))
        text.append(0x0A)
    }

    /// The file offset of `text` byte `offset`.
    func source(of offset: Int) -> Int {
        guard let piece = piece(containing: offset) else { return pieces.first?.span.start ?? 0 }
        return piece.span.source(of: offset - piece.offset)
    }

    /// The file offset one past `text` bytes `..<offset`.
    func sourceEnd(of offset: Int) -> Int {
        guard offset > 0, let piece = piece(containing: offset - 1) else { return source(of: offset) }
        return piece.span.sourceEnd(of: offset - piece.offset)
    }

    private func piece(containing offset: Int) -> (offset: Int, span: HTMLTextSpan)? {
        var low = 0, high = pieces.count - 1
        var found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if pieces[middle].offset <= offset { found = middle; low = middle + 1 } else { high = middle - 1 }
        }
        return found.map { pieces[$0] }
    }
}
