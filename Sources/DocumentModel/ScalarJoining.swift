/// Scalars known never to join a neighbour into one `Character`, so byte-level readers of text can skip asking the
/// `Character` rules about them.
public enum ScalarJoining {
    /// Russian letters, Devanagari letters, typographic and CJK punctuation, Han ideographs, full-width forms: the
    /// bulk of the corpus's non-ASCII text. None is a combining, spacing or prepended mark or a joiner, so none forms
    /// one `Character` with the scalar before or after it (the tests check every one against the `Character` rules).
    @inline(__always)
    public static func isKnownBase(_ value: UInt32) -> Bool {
        switch value {
        case 0x400...0x482, 0x48A...0x52F, 0x904...0x939, 0x2010...0x2027, 0x3001...0x3003, 0x3008...0x3011,
            0x4E00...0x9FFF, 0xFF01...0xFF5E:
            return true
        default:
            return false
        }
    }

    /// Whether `first` and `second` form one `Character` (known bases answered without asking).
    public static func joins(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        if isKnownBase(first.value) || isKnownBase(second.value) { return false }
        var pair = String(first)
        pair.unicodeScalars.append(second)
        return pair.count == 1
    }
}
