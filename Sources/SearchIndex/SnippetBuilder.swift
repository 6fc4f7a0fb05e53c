/// Cuts a snippet out of a hit's text and marks the words the query matched.
///
/// The index stores analyzed tokens, not positions into the page, so the snippet re-analyzes the
/// hit's original text with the same analyzer: every token carries its byte offsets, and the tokens
/// the query matches are the words to highlight (an identifier part highlights only that part).
struct SnippetBuilder {
    let analyzer: Analyzer
    let query: SearchQuery
    /// The `--api` filter, highlighted in code when the query itself matched nothing there.
    let api: String?

    /// Longest excerpt in bytes before a line is cut around its match.
    static let maximumBytes = 240

    struct Candidate {
        var line: Int
        var text: String
    }

    /// The snippet of a section from its prose and code fragments and heading.
    func snippet(heading: Candidate?, prose: [Candidate], code: [Candidate], fallbackLine: Int) -> Snippet {
        var best: (candidate: Candidate, ranges: [Range<Int>], distinct: Int)?
        for candidate in prose + code + (heading.map { [$0] } ?? []) {
            let matched = query.matches(in: analyzer.tokens(in: candidate.text))
            if matched.clauses > (best?.distinct ?? 0) {
                best = (candidate, matched.ranges, matched.clauses)
            }
            // Analysis is the cost of a snippet: stop at the first fragment matching every clause.
            if matched.clauses == query.clauses.count && matched.clauses > 0 { break }
        }
        if let best {
            return excerpt(best.candidate, ranges: SnippetBuilder.merged(best.ranges))
        }
        if let api, let found = apiOccurrence(api, in: code) {
            return excerpt(found.candidate, ranges: [found.range])
        }
        let first = heading ?? prose.first ?? code.first ?? Candidate(line: fallbackLine, text: "")
        return excerpt(first, ranges: [])
    }

    // MARK: - Excerpts

    /// The source line holding the first range (cut around it when long), with ranges re-based.
    func excerpt(_ candidate: Candidate, ranges: [Range<Int>]) -> Snippet {
        let bytes = Array(candidate.text.utf8)
        let anchor = ranges.first?.lowerBound ?? 0
        var lineStart = anchor
        while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var lineEnd = anchor
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let line = candidate.line + bytes[0..<lineStart].filter { $0 == 0x0A }.count
        while lineStart < lineEnd && (bytes[lineStart] == 0x20 || bytes[lineStart] == 0x09) { lineStart += 1 }

        var start = lineStart, end = lineEnd
        var prefix = "", suffix = ""
        if end - start > SnippetBuilder.maximumBytes {
            start = SnippetBuilder.boundary(candidate.text, max(lineStart, anchor - SnippetBuilder.maximumBytes / 3))
            end = SnippetBuilder.boundary(candidate.text, min(lineEnd, start + SnippetBuilder.maximumBytes))
            if start > lineStart { prefix = "…" }
            if end < lineEnd { suffix = "…" }
        }
        let shift = prefix.utf8.count - start
        let highlights = ranges.filter { $0.lowerBound >= start && $0.upperBound <= end }
            .map { [$0.lowerBound + shift, $0.upperBound + shift] }
        let text = prefix + String(decoding: bytes[start..<end], as: UTF8.self) + suffix
        return Snippet(text: text, line: line, highlights: highlights)
    }

    /// The first code line that names the API (its base name, case-insensitively).
    func apiOccurrence(_ api: String, in code: [Candidate]) -> (candidate: Candidate, range: Range<Int>)? {
        let keys = SearchSchema.apiKeys(api)
        let needle = Array((keys.count > 1 ? keys[1] : keys[0]).utf8)
        guard !needle.isEmpty else { return nil }
        for candidate in code {
            let haystack = Array(candidate.text.lowercased().utf8)
            // Lowercasing may change byte lengths outside ASCII; only trust it when it did not.
            guard haystack.count == candidate.text.utf8.count, haystack.count >= needle.count else { continue }
            for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle) {
                return (candidate, start..<(start + needle.count))
            }
        }
        return nil
    }

    // MARK: - Helpers

    /// Sorted ranges with overlaps joined (an identifier and its parts overlap).
    static func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Moves byte offset `index` of `text` back to the start of the character (grapheme cluster) it falls in,
    /// so a cut never separates a letter from its vowel sign or accent (a Hindi excerpt must not start with `ी`).
    static func boundary(_ text: String, _ index: Int) -> Int {
        let utf8 = text.utf8
        let offset = min(max(index, 0), utf8.count)
        var position = utf8.index(utf8.startIndex, offsetBy: offset)
        // First back to a scalar's start, then scalar by scalar to a character's start.
        while String.Index(position, within: text.unicodeScalars) == nil { position = utf8.index(before: position) }
        while String.Index(position, within: text) == nil { position = text.unicodeScalars.index(before: position) }
        return utf8.distance(from: utf8.startIndex, to: position)
    }
}
