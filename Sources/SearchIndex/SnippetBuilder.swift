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
    /// A passage with this many distinct clauses ends the search (the most the section can show).
    var enough: Int

    /// The first letters of each clause's token (and of its other spelling), lowercased as the
    /// analyzer folds words: a fragment holding none of them cannot match (`mayMatch`).
    private let needles: [[UInt8]]

    init(analyzer: Analyzer, query: SearchQuery, api: String?, enough: Int? = nil) {
        self.analyzer = analyzer
        self.query = query
        self.api = api
        self.enough = enough ?? query.clauses.count
        needles = query.clauses.flatMap { clause in ([clause.tokens.first] + [clause.variant]).compactMap { $0 } }
            .map(SnippetBuilder.needle)
    }

    /// A stem's first letters: stemmers change endings, so the page's word begins with them (two
    /// for Devanagari, whose vowel signs vary between spellings; three otherwise).
    static func needle(_ token: String) -> [UInt8] {
        let scalars = Array(token.unicodeScalars)
        let count = scalars.first.map { Script.of($0) == .devanagari } == true ? 2 : 3
        return Array(Analyzer.string(scalars.prefix(count)[...]).utf8)
    }

    /// Whether `text` may hold a match: it contains one of the needles once folded. Full analysis
    /// (stemming every word) is most of a snippet's cost, and most fragments of a hit do not match.
    func mayMatch(_ text: String) -> Bool {
        let haystack = Array(Analyzer.folded(Array(text.unicodeScalars)[...]).utf8)
        return needles.contains { needle in
            guard let first = needle.first, needle.count <= haystack.count else { return false }
            var index = 0
            while index + needle.count <= haystack.count {
                if haystack[index] == first && haystack[index..<(index + needle.count)].elementsEqual(needle) { return true }
                index += 1
            }
            return false
        }
    }

    /// Longest excerpt in bytes before a line is cut around its match.
    static let maximumBytes = 240

    struct Candidate {
        var line: Int
        var text: String
    }

    /// One place a snippet may show: a line of a fragment, or a window of a long line.
    struct Passage {
        var candidate: Candidate
        /// Byte range of the passage in the candidate's text.
        var start: Int, end: Int
        /// Every match inside it.
        var ranges: [Range<Int>]
        var distinct: Int
    }

    /// The snippet of a section from its prose and code fragments and heading: the passage (a
    /// line, or a window of a long line: a code match shows its code line) holding the most distinct
    /// query clauses, every match in it highlighted. Body text comes before the heading on a tie,
    /// since the heading is printed beside every hit anyway.
    func snippet(heading: Candidate?, prose: [Candidate], code: [Candidate], fallbackLine: Int) -> Snippet {
        let candidates = prose + code + (heading.map { [$0] } ?? [])
        var best: Passage?
        // First the fragments that may match; all of them if none did (a full-width word, say).
        for screened in [true, false] where best == nil {
            for candidate in candidates {
                guard let passage = bestPassage(in: candidate, screened: screened),
                    passage.distinct > (best?.distinct ?? 0)
                else { continue }
                best = passage
                // Analysis is the cost of a snippet: stop at the first passage holding every clause the section matched.
                if passage.distinct >= enough { break }
            }
        }
        if let best {
            return excerpt(best)
        }
        // A section found through its API list alone: show the code line naming the API.
        for name in [api, query.clauses.count == 1 ? query.text : nil].compactMap({ $0 }) {
            if let found = apiOccurrence(name, in: code) {
                return excerpt(found.candidate, ranges: [found.range])
            }
        }
        let first = heading ?? prose.first ?? code.first ?? Candidate(line: fallbackLine, text: "")
        return excerpt(first, ranges: [])
    }

    /// The passage of `candidate` with the most distinct clauses (the earliest of equals), nil when
    /// nothing matches. Lines are analyzed one at a time (a word never spans a line break), only those
    /// that may match when `screened`, and the search ends at a passage holding `enough` clauses.
    func bestPassage(in candidate: Candidate, screened: Bool = false) -> Passage? {
        let bytes = Array(candidate.text.utf8)
        var best: Passage?
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            guard lineEnd > lineStart, !screened || mayMatch(line) else { continue }
            let inLine = query.clauseMatches(in: analyzer.tokens(in: line)).map { match in
                (clause: match.clause, range: (match.range.lowerBound + lineStart)..<(match.range.upperBound + lineStart))
            }
            for (start, end) in windows(lineStart, lineEnd, inLine.map(\.range), text: candidate.text) {
                let inside = inLine.filter { $0.range.lowerBound >= start && $0.range.upperBound <= end }
                let distinct = Set(inside.map(\.clause)).count
                if distinct > (best?.distinct ?? 0) {
                    best = Passage(
                        candidate: candidate, start: start, end: end,
                        ranges: SnippetBuilder.merged(inside.map(\.range)), distinct: distinct)
                }
            }
            if (best?.distinct ?? 0) >= enough { break }
        }
        return best
    }

    /// The windows of a line to consider: the line itself when short enough, else one window of
    /// `maximumBytes` beginning a little before each match.
    private func windows(_ lineStart: Int, _ lineEnd: Int, _ ranges: [Range<Int>], text: String) -> [(Int, Int)] {
        guard !ranges.isEmpty else { return [] }
        guard lineEnd - lineStart > SnippetBuilder.maximumBytes else { return [(lineStart, lineEnd)] }
        return ranges.map { range in
            let start = SnippetBuilder.boundary(text, max(lineStart, range.lowerBound - SnippetBuilder.maximumBytes / 3))
            return (start, SnippetBuilder.boundary(text, min(lineEnd, start + SnippetBuilder.maximumBytes)))
        }
    }

    // MARK: - Excerpts

    /// A passage as a snippet: its text (leading blanks dropped, "…" where a long line was cut) and its line.
    func excerpt(_ passage: Passage) -> Snippet {
        let bytes = Array(passage.candidate.text.utf8)
        var lineStart = passage.start
        while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var lineEnd = passage.end
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
        var start = passage.start
        while start < passage.end && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        let prefix = passage.start > lineStart ? "…" : ""
        let suffix = passage.end < lineEnd ? "…" : ""
        let line = passage.candidate.line + bytes[0..<passage.start].filter { $0 == 0x0A }.count
        let shift = prefix.utf8.count - start
        let highlights = passage.ranges.filter { $0.lowerBound >= start && $0.upperBound <= passage.end }
            .map { [$0.lowerBound + shift, $0.upperBound + shift] }
        let text = prefix + String(decoding: bytes[start..<passage.end], as: UTF8.self) + suffix
        return Snippet(text: text, line: line, highlights: highlights)
    }

    /// The line of `candidate` holding the first of `ranges` (its first line when there is none),
    /// cut around that range when long.
    func excerpt(_ candidate: Candidate, ranges: [Range<Int>]) -> Snippet {
        let bytes = Array(candidate.text.utf8)
        let anchor = ranges.first ?? 0..<0
        var lineStart = anchor.lowerBound
        while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var lineEnd = anchor.lowerBound
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
        let window = windows(lineStart, lineEnd, [anchor], text: candidate.text)[0]
        return excerpt(
            Passage(candidate: candidate, start: window.0, end: window.1, ranges: ranges, distinct: ranges.isEmpty ? 0 : 1))
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
            for start in 0...(haystack.count - needle.count) where haystack[start..<(start + needle.count)].elementsEqual(needle)
            {
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
