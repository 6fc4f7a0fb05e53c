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
///   unigram), so any two-character query such as 重力 matches wherever it occurs. Full-width
///   forms (ＵＩＶｉｅｗ, １２) are read as their ASCII letters and digits first, in every language.
///
/// Variant spellings: Russian ё/е are one letter (folded in every token, so an exact match). Hindi
/// loanwords are spelled several ways (एनिमेशन, एनीमेशन): `hindiVariant(_:)` folds the common
/// alternations, and the index keeps the folded form of each Hindi token it changes in a column
/// of its own, matched as a second tier below the exact spelling (`SearchQuery`).
///
/// Picking rules by script rather than by page language keeps a query (whose language is unknown)
/// and a page consistent: a Russian page that quotes `UIView` indexes it exactly as code does.
/// A class because it owns its C stemmers; not shared between threads.
public final class Analyzer {
    /// Bumped whenever the tokens for some text change: an index built by another version is rebuilt.
    public static let version = 2

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
        var scalars = Array(text.unicodeScalars)
        // offsets[i] is the UTF-8 offset of scalars[i]; offsets[count] is the text's byte length.
        var offsets = [Int](repeating: 0, count: scalars.count + 1)
        for (index, scalar) in scalars.enumerated() { offsets[index + 1] = offsets[index] + UTF8.width(scalar) }
        // Full-width ASCII (U+FF01…FF5E, common in Chinese text) read as ASCII; offsets stay the text's own.
        if scalars.contains(where: { $0.value &- 0xFF01 <= 0x5D }) {
            scalars = scalars.map { $0.value &- 0xFF01 <= 0x5D ? Unicode.Scalar($0.value - 0xFEE0)! : $0 }
        }
        forEachWord(scalars) { range, script in
            analyzeWord(scalars[range], language: script.language, offsets: offsets, into: &tokens)
        }
        return tokens
    }

    /// The index texts of `text` split in two: its words (identifiers whole) and the parts of its
    /// identifiers, each space-joined: what FTS5 stores. The index keeps them in separate columns so that a phrase
    /// of words stays a phrase of adjacent tokens: parts between two identifiers would lengthen
    /// every phrase that crosses code, and each extra token is one more doclist to read.
    /// `variants` holds the folded form of each Hindi token `hindiVariant` changes, behind `variantMarker`.
    public func indexTexts(_ text: String) -> (words: String, parts: String, variants: String) {
        var words: [String] = [], parts: [String] = [], variants: [String] = []
        for token in tokens(in: text) {
            if token.isIdentifierPart { parts.append(token.text) } else { words.append(token.text) }
            if token.language == .hi, let variant = Analyzer.hindiVariant(token.text) {
                variants.append(Analyzer.variantMarker + variant)
            }
        }
        return (words.joined(separator: " "), parts.joined(separator: " "), variants.joined(separator: " "))
    }

    // MARK: - Variant spellings

    /// Prefixed to a folded spelling in the index (U+0970, which the analyzer never puts in a token):
    /// a term of its own, so its document frequency says at once whether any page has another spelling.
    public static let variantMarker = "\u{0970}"

    /// The Hindi spelling alternations folded together: short and long i and u (ि/ी, ु/ू, इ/ई, उ/ऊ),
    /// candrabindu and anusvara (ँ/ं), and the nukta (ज़/ज, precomposed or not), each to one form.
    static let hindiFolds: [UInt32: UInt32?] = [
        0x093F: 0x0940, 0x0941: 0x0942, 0x0907: 0x0908, 0x0909: 0x090A, 0x0901: 0x0902, 0x093C: nil,
        0x0958: 0x0915, 0x0959: 0x0916, 0x095A: 0x0917, 0x095B: 0x091C, 0x095C: 0x0921, 0x095D: 0x0922,
        0x095E: 0x092B, 0x095F: 0x092F
    ]

    /// A Hindi token with `hindiFolds` applied, nil when that changes nothing.
    public static func hindiVariant(_ token: String) -> String? {
        guard token.unicodeScalars.contains(where: { hindiFolds[$0.value] != nil }) else { return nil }
        var folded = String.UnicodeScalarView()
        for scalar in token.unicodeScalars {
            if let fold = hindiFolds[scalar.value] {
                if let value = fold, let replacement = Unicode.Scalar(value) { folded.append(replacement) }
            } else {
                folded.append(scalar)
            }
        }
        return String(folded)
    }

    // MARK: - Stopwords

    /// `Stopwords.words` as this analyzer's tokens (Chinese as written: its query words are ICU's).
    private lazy var stopwordTokens: Set<String> = {
        var tokens = Set<String>()
        for (language, words) in Stopwords.words where language != .zh {
            for word in words { tokens.formUnion(self.tokens(in: word).map(\.text)) }
        }
        return tokens
    }()

    /// Whether a query token (a plain word, not part of an identifier) is a stopword.
    func isStopword(token: Token) -> Bool {
        !token.isIdentifierPart && token.language != .zh && stopwordTokens.contains(token.text)
    }

    /// Whether one dictionary word of a Chinese query is a stopword.
    func isStopword(piece: String) -> Bool {
        Stopwords.chinese.contains(piece)
    }

    // MARK: - Words by script

    /// Calls `body` with the range of each word (a maximal run of one script, combining marks
    /// included) and its script.
    func forEachWord(_ scalars: [Unicode.Scalar], _ body: (Range<Int>, Script) -> Void) {
        var index = 0
        let count = scalars.count
        while index < count {
            let script = Script.of(scalars[index])
            guard script != .separator, script != .mark else {
                index += 1
                continue
            }
            let start = index
            let startsWithDigit = script == .latin && Analyzer.isDigit(scalars[index])
            index += 1
            while index < count {
                let scalar = scalars[index]
                let next = Script.of(scalar)
                var inWord = next == script || next == .mark
                // A decimal point between digits stays inside a number (0.8, 30.0).
                if !inWord, startsWithDigit, scalar == ".", Analyzer.isDigit(scalars[index - 1]) {
                    inWord = index + 1 < count && Analyzer.isDigit(scalars[index + 1])
                }
                guard inWord else { break }
                index += 1
            }
            body(start..<index, script)
        }
    }

    // MARK: - One word, by language

    /// The one function that maps a language to its rules; `offsets` maps scalar indices to UTF-8 offsets.
    func analyzeWord(_ word: ArraySlice<Unicode.Scalar>, language: Language, offsets: [Int], into tokens: inout [Token]) {
        let start = offsets[word.startIndex], end = offsets[word.endIndex]
        switch language {
        case .ru:
            let folded = Analyzer.folded(word)
            tokens.append(Token(text: russian?.stem(folded) ?? folded, byteStart: start, byteEnd: end, language: .ru))
        case .hi:
            let whole = Analyzer.string(word)
            tokens.append(Token(text: hindi?.stem(whole) ?? whole, byteStart: start, byteEnd: end, language: .hi))
        case .zh:
            appendBigrams(word, offsets: offsets, into: &tokens)
        case .en:
            appendLatin(word, offsets: offsets, into: &tokens)
        case .und:
            tokens.append(Token(text: Analyzer.folded(word), byteStart: start, byteEnd: end, language: .und))
        }
    }

    /// Overlapping bigrams of a Han run (marks inside it are dropped); a single character stays a unigram.
    private func appendBigrams(_ word: ArraySlice<Unicode.Scalar>, offsets: [Int], into tokens: inout [Token]) {
        let indices = word.indices.filter { Script.of(word[$0]) == .han }
        if indices.count == 1 {
            let index = indices[0]
            tokens.append(
                Token(
                    text: Analyzer.string(word[index...index]), byteStart: offsets[index],
                    byteEnd: offsets[index + 1], language: .zh))
            return
        }
        for position in 0..<max(0, indices.count - 1) {
            let first = indices[position], second = indices[position + 1]
            var pair: [UInt8] = []
            pair.reserveCapacity(8)
            Analyzer.appendUTF8(word[first], to: &pair)
            Analyzer.appendUTF8(word[second], to: &pair)
            tokens.append(
                Token(
                    text: String(decoding: pair, as: UTF8.self), byteStart: offsets[first], byteEnd: offsets[second + 1],
                    language: .zh))
        }
    }

    /// A Latin word: a number, a plain English word (stemmed), or an identifier (whole + parts).
    private func appendLatin(_ word: ArraySlice<Unicode.Scalar>, offsets: [Int], into tokens: inout [Token]) {
        let start = offsets[word.startIndex], end = offsets[word.endIndex]
        let whole = Analyzer.folded(word)
        if let first = word.first, Analyzer.isDigit(first) {
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
            tokens.append(
                Token(
                    text: stemEnglish(Analyzer.folded(word[part])), byteStart: offsets[part.lowerBound],
                    byteEnd: offsets[part.upperBound], language: .en, isIdentifierPart: true))
        }
    }

    private func stemEnglish(_ word: String) -> String {
        english?.stem(word) ?? word
    }

    // MARK: - Characters

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value &- 0x30 < 10 }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 3)
        for scalar in scalars { appendUTF8(scalar, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Lowercased, with ё folded to е (Russian writes both for one letter). ASCII, Latin-1 and
    /// Cyrillic take a fast path; any other scalar uses Unicode's lowercase mapping. Built as UTF-8
    /// bytes: this runs for every word indexed and every word of every snippet.
    static func folded(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count * 2)
        for scalar in scalars {
            let value = scalar.value
            switch value {
            case 0x41...0x5A, 0x410...0x42F:
                appendUTF8(Unicode.Scalar(value + 0x20)!, to: &bytes)
            case 0xC0...0xDE where value != 0xD7:
                appendUTF8(Unicode.Scalar(value + 0x20)!, to: &bytes)
            case 0x401, 0x451:
                appendUTF8("е", to: &bytes)
            case 0x400...0x40F:
                appendUTF8(Unicode.Scalar(value + 0x50)!, to: &bytes)
            case 0...0x7F, 0x430...0x44F, 0x452...0x45F:
                appendUTF8(scalar, to: &bytes)
            default:
                if scalar.properties.changesWhenLowercased {
                    for lower in scalar.properties.lowercaseMapping.unicodeScalars { appendUTF8(lower, to: &bytes) }
                } else {
                    appendUTF8(scalar, to: &bytes)
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @inline(__always)
    static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    /// Splits an identifier where programmers see word boundaries: `_`, lower→Upper,
    /// the last capital of an acronym before a lowercase letter (UIField → UI, Field), letter↔digit.
    /// Returns the parts' scalar index ranges.
    static func identifierParts(_ word: ArraySlice<Unicode.Scalar>) -> [Range<Int>] {
        enum Kind { case upper, lower, digit, underscore }
        func kind(_ scalar: Unicode.Scalar) -> Kind {
            if scalar == "_" { return .underscore }
            if isDigit(scalar) { return .digit }
            if scalar.isASCII { return scalar.value &- 0x41 < 26 ? .upper : .lower }
            return scalar.properties.isUppercase ? .upper : .lower
        }
        var parts: [Range<Int>] = []
        var partStart: Int?
        var previous: Kind?
        func close(at end: Int) {
            if let begin = partStart, begin < end { parts.append(begin..<end) }
            partStart = nil
        }
        for index in word.indices {
            let current = kind(word[index])
            if current == .underscore {
                close(at: index)
                previous = nil
                continue
            }
            let following = index + 1 < word.endIndex ? kind(word[index + 1]) : nil
            let boundary: Bool
            switch (previous, current) {
            case (.lower?, .upper), (.digit?, .upper), (.digit?, .lower), (.upper?, .digit), (.lower?, .digit):
                boundary = true
            case (.upper?, .upper):
                boundary = following == .lower
            default:
                boundary = false
            }
            if boundary { close(at: index) }
            if partStart == nil { partStart = index }
            previous = current
        }
        close(at: word.endIndex)
        return parts
    }
}
