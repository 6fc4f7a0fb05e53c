import DocumentModel

/// Turns text into index tokens; the very same analyzer runs when a section is indexed and when a
/// query is parsed, so a query word and the page word it should find meet as the same token.
///
/// The text is cut into words by script (`Script`), and each word goes through the analyzer of
/// its language (`analyzeWord(_:language:)`, the one place that maps a language to its rules):
/// - Russian: lowercase, ё→е, Snowball "russian" (квадрата, квадратом → квадрат).
/// - English and code (Latin script): identifiers kept whole and split at camelCase, `_` and
///   digit boundaries (UIFieldBehavior → uifieldbehavior, ui, field, behavior); plain words and
///   identifier parts go through Snowball "english" (porter2); numbers like 0.8 stay whole.
/// - Hindi: Devanagari words stay whole with their vowel signs (M* marks), then Snowball "hindi"
///   when this libstemmer has it.
/// - Chinese: overlapping bigrams over each run of Han characters (a lone character stays a
///   unigram), so any two-character query such as 重力 matches wherever it occurs.
///
/// Picking rules by script rather than by page language keeps a query (whose language is unknown)
/// and a page consistent: a Russian page that quotes `UIView` indexes it exactly as code does.
/// A class because it owns its C stemmers; not shared between threads.
public final class Analyzer {
    /// Bumped whenever the tokens for some text change: an index built by another version is rebuilt.
    public static let version = 1

    private let russian: Stemmer?
    private let english: Stemmer?
    private let hindi: Stemmer?

    public init() {
        russian = Stemmer(algorithm: "russian")
        english = Stemmer(algorithm: "english")
        // Present in the Snowball 2.x libstemmer on this machine; without it Hindi words stay whole.
        hindi = Stemmer(algorithm: "hindi")
    }

    /// Whether Hindi words are stemmed (false: kept whole) with the system's libstemmer.
    public var stemsHindi: Bool { hindi != nil }

    // MARK: - Text to tokens

    /// The tokens of `text`, in order, with UTF-8 offsets into `text`.
    public func tokens(in text: String) -> [Token] {
        var tokens: [Token] = []
        forEachWord(in: text) { word, script, start in
            analyzeWord(word, language: script.language, script: script, start: start, into: &tokens)
        }
        return tokens
    }

    /// The index text of `text`: its token texts joined by single spaces (what FTS5 stores).
    public func indexText(_ text: String) -> String {
        tokens(in: text).map(\.text).joined(separator: " ")
    }

    // MARK: - Words by script

    /// Calls `body` with each word of `text` (a maximal run of one script, combining marks
    /// included), its script and the UTF-8 offset of its first byte.
    func forEachWord(in text: String, _ body: (Substring.UnicodeScalarView, Script, Int) -> Void) {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var offset = 0
        while index < scalars.endIndex {
            let script = Script.of(scalars[index])
            guard script != .separator, script != .mark else {
                offset += UTF8.width(scalars[index])
                index = scalars.index(after: index)
                continue
            }
            let start = index, startOffset = offset
            let startsWithDigit = script == .latin && ("0"..."9").contains(scalars[index])
            while index < scalars.endIndex {
                let scalar = scalars[index]
                let next = Script.of(scalar)
                var inWord = next == script || next == .mark
                // A decimal point between digits stays inside a number (0.8, 30.0).
                if !inWord, startsWithDigit, scalar == ".", index > start,
                   ("0"..."9").contains(scalars[scalars.index(before: index)]) {
                    let after = scalars.index(after: index)
                    inWord = after < scalars.endIndex && ("0"..."9").contains(scalars[after])
                }
                guard inWord else { break }
                offset += UTF8.width(scalar)
                index = scalars.index(after: index)
            }
            body(Substring(scalars[start..<index]).unicodeScalars, script, startOffset)
        }
    }

    // MARK: - One word, by language

    /// The one function that maps a language to its rules; `start` is the word's UTF-8 offset.
    func analyzeWord(_ word: Substring.UnicodeScalarView, language: Language, script: Script, start: Int,
                     into tokens: inout [Token]) {
        let end = start + word.reduce(0) { $0 + UTF8.width($1) }
        switch language {
        case .ru:
            let folded = String(String(word).lowercased().map { $0 == "ё" ? "е" : $0 })
            tokens.append(Token(text: russian?.stem(folded) ?? folded, byteStart: start, byteEnd: end, language: .ru))
        case .hi:
            let whole = String(word)
            tokens.append(Token(text: hindi?.stem(whole) ?? whole, byteStart: start, byteEnd: end, language: .hi))
        case .zh:
            appendBigrams(word, start: start, into: &tokens)
        case .en:
            appendLatin(word, start: start, end: end, into: &tokens)
        case .und:
            tokens.append(Token(text: String(word).lowercased(), byteStart: start, byteEnd: end, language: .und))
        }
    }

    /// Overlapping bigrams of a Han run; a single character stays a unigram.
    private func appendBigrams(_ word: Substring.UnicodeScalarView, start: Int, into tokens: inout [Token]) {
        let characters = Array(word.filter { Script.of($0) == .han })
        let widths = characters.map { UTF8.width($0) }
        var offset = start
        if characters.count == 1 {
            tokens.append(Token(text: String(characters[0]), byteStart: start, byteEnd: start + widths[0], language: .zh))
            return
        }
        for index in 0..<max(0, characters.count - 1) {
            var pair = String.UnicodeScalarView()
            pair.append(characters[index])
            pair.append(characters[index + 1])
            tokens.append(Token(text: String(pair), byteStart: offset, byteEnd: offset + widths[index] + widths[index + 1],
                                language: .zh))
            offset += widths[index]
        }
    }

    /// A Latin word: a number, a plain English word (stemmed), or an identifier (whole + parts).
    private func appendLatin(_ word: Substring.UnicodeScalarView, start: Int, end: Int, into tokens: inout [Token]) {
        let whole = String(word).lowercased()
        if let first = word.first, ("0"..."9").contains(first) {
            tokens.append(Token(text: whole, byteStart: start, byteEnd: end, language: .en))
            return
        }
        let parts = Analyzer.identifierParts(word)
        if parts.count < 2 {
            tokens.append(Token(text: stemEnglish(whole), byteStart: start, byteEnd: end, language: .en))
            return
        }
        tokens.append(Token(text: whole, byteStart: start, byteEnd: end, language: .en))
        for part in parts {
            let text = String(String.UnicodeScalarView(word[part.range])).lowercased()
            tokens.append(Token(text: stemEnglish(text), byteStart: start + part.byteOffset,
                                byteEnd: start + part.byteOffset + part.byteLength, language: .en))
        }
    }

    private func stemEnglish(_ word: String) -> String {
        // Digits and underscores are not English; the stemmer would leave them alone anyway.
        english?.stem(word) ?? word
    }

    /// One piece of an identifier: its scalar range and byte span relative to the identifier.
    struct IdentifierPart {
        var range: Range<Substring.UnicodeScalarView.Index>
        var byteOffset: Int
        var byteLength: Int
    }

    /// Splits an identifier where programmers see word boundaries: `_`, lower→Upper,
    /// the last capital of an acronym before a lowercase letter (UIField → UI, Field), letter↔digit.
    static func identifierParts(_ word: Substring.UnicodeScalarView) -> [IdentifierPart] {
        enum Kind { case upper, lower, digit, underscore }
        func kind(_ scalar: Unicode.Scalar) -> Kind {
            if scalar == "_" { return .underscore }
            if ("0"..."9").contains(scalar) { return .digit }
            return scalar.properties.isUppercase ? .upper : .lower
        }
        var parts: [IdentifierPart] = []
        var partStart: Substring.UnicodeScalarView.Index?
        var partOffset = 0
        var offset = 0
        var previous: Kind?
        var index = word.startIndex
        func close(at end: Substring.UnicodeScalarView.Index, endOffset: Int) {
            if let begin = partStart, begin < end {
                parts.append(IdentifierPart(range: begin..<end, byteOffset: partOffset, byteLength: endOffset - partOffset))
            }
            partStart = nil
        }
        while index < word.endIndex {
            let current = kind(word[index])
            let next = word.index(after: index)
            let following = next < word.endIndex ? kind(word[next]) : nil
            if current == .underscore {
                close(at: index, endOffset: offset)
            } else {
                var boundary = false
                switch (previous, current) {
                case (.lower?, .upper), (.digit?, .upper), (.digit?, .lower), (.upper?, .digit), (.lower?, .digit):
                    boundary = true
                case (.upper?, .upper):
                    boundary = following == .lower
                default:
                    boundary = false
                }
                if boundary { close(at: index, endOffset: offset) }
                if partStart == nil {
                    partStart = index
                    partOffset = offset
                }
            }
            previous = current == .underscore ? nil : current
            offset += UTF8.width(word[index])
            index = next
        }
        close(at: word.endIndex, endOffset: offset)
        return parts
    }
}
