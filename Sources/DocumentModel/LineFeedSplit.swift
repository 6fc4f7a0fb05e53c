extension StringProtocol {
    /// `split(separator: "\n", maxSplits:omittingEmptySubsequences:)`, found by looking at UTF-8 bytes.
    ///
    /// Splitting a `String` on the `Character` "\n" walks grapheme clusters, and that walk was the most costly
    /// part of reading numbers, anchors and previews out of a page (callgrind, 2026-12-02). A line feed is a
    /// grapheme cluster of its own (Unicode's rule GB4/GB5: every break after a control), except in "\r\n",
    /// which is one `Character` the `Character` split does not split at; so text without a carriage return is
    /// split at its 0x0A bytes with the same pieces, and text with one goes the `Character` way.
    public func splitAtLineFeeds(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [Substring] {
        let whole = Substring(self)
        if whole.utf8.contains(0x0D) {
            return whole.split(separator: "\n", maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
        }
        return whole.utf8.split(separator: 0x0A, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmptySubsequences)
            .map { Substring($0) }
    }
}
