import DocumentModel

/// The text of a `pre` as collected, with where each piece came from in the file.
struct HTMLPreformatted {
    var text: [UInt8] = []
    var hint: CodeHint?
    /// For each piece: its offset in `text`, its span in the file, and whether it is a byte copy.
    private var pieces: [(offset: Int, start: Int, end: Int, isCopy: Bool)] = []

    init(hint: CodeHint?) {
        self.hint = hint
    }

    mutating func reset(hint: CodeHint?) {
        self.hint = hint
        text.removeAll(keepingCapacity: true)
        pieces.removeAll(keepingCapacity: true)
    }

    mutating func append(_ chunk: UnsafeBufferPointer<UInt8>, span: HTMLTextSpan) {
        if let copyStart = span.copyStart {
            pieces.append((text.count, copyStart, copyStart + chunk.count, true))
        } else {
            pieces.append((text.count, span.start, span.end, false))
        }
        text.append(contentsOf: chunk)
    }

    mutating func append(newlineFrom start: Int, to end: Int) {
        pieces.append((text.count, start, end, false))
        text.append(0x0A)
    }

    /// The file offset of `text` byte `offset`.
    func source(of offset: Int) -> Int {
        guard let piece = piece(containing: offset) else { return pieces.first?.start ?? 0 }
        return piece.isCopy ? piece.start + (offset - piece.offset) : piece.start
    }

    /// The file offset one past `text` bytes `..<offset`.
    func sourceEnd(of offset: Int) -> Int {
        guard offset > 0, let piece = piece(containing: offset - 1) else { return source(of: offset) }
        return piece.isCopy ? piece.start + (offset - piece.offset) : piece.end
    }

    private func piece(containing offset: Int) -> (offset: Int, start: Int, end: Int, isCopy: Bool)? {
        var low = 0, high = pieces.count - 1
        var found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if pieces[middle].offset <= offset { found = middle; low = middle + 1 } else { high = middle - 1 }
        }
        return found.map { pieces[$0] }
    }
}
