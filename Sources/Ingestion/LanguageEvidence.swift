import DocumentModel

/// What a piece of text shows about its natural language: letters per script, and for Latin text,
/// how many plain words are English and how many belong to another Latin-script language.
///
/// Identifiers (`UIDynamicAnimator`, `iOS`, `sqView`, `a.b`, `snake_case`, numbers) are set aside
/// before anything is counted, so Latin API names inside Russian, Hindi or Chinese prose never outvote
/// the prose. Evidence adds up, which is how a whole document is judged from its blocks.
public struct LanguageEvidence: Sendable, Hashable {
    public var cyrillic = 0
    /// Cyrillic letters that Russian does not use (і ї є ґ ў ј љ њ ђ ћ џ): Ukrainian, Belarusian, Serbian, …
    public var nonRussianCyrillic = 0
    public var devanagari = 0
    public var han = 0
    /// Hiragana and katakana: Japanese, even when Han characters outnumber them.
    public var kana = 0
    /// Hangul, Arabic, Hebrew, Greek, Thai and any other script.
    public var otherScript = 0
    /// Plain Latin words (not identifiers), their letters, and how many are English or another language's.
    public var latinWords = 0
    public var latinLetters = 0
    public var englishWords = 0
    public var otherLatinWords = 0

    public init() {}

    // MARK: - Gathering

    /// The evidence in `text`.
    public init(_ text: String) {
        var word = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if isLatinWordScalar(scalar) {
                word.append(scalar)
                continue
            }
            if !word.isEmpty { addLatin(word); word = String.UnicodeScalarView() }
            guard value >= 0x370, scalar.properties.isAlphabetic else { continue }
            switch value {
            case 0x400...0x52F:
                cyrillic += 1
                switch value {
                // і ї є ґ ў ј љ њ ђ ћ џ and capitals; ё (0x451) and Ё (0x401) are Russian.
                case 0x402, 0x404, 0x406...0x40B, 0x40E, 0x40F, 0x452, 0x454, 0x456...0x45B, 0x45E, 0x45F, 0x490, 0x491:
                    nonRussianCyrillic += 1
                default: break
                }
            case 0x900...0x97F, 0xA8E0...0xA8FF: devanagari += 1
            case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FA1F: han += 1
            case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: kana += 1
            default: otherScript += 1
            }
        }
        if !word.isEmpty { addLatin(word) }
    }

    /// Latin letters, digits and the characters that glue identifiers and contractions together.
    private func isLatinWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E, 0x27, 0x2019, 0x2D: return true
        case 0xC0...0x24F: return scalar.properties.isAlphabetic
        default: return false
        }
    }

    private mutating func addLatin(_ raw: String.UnicodeScalarView) {
        var scalars = Substring(String(raw)).unicodeScalars[...]
        let edge: Set<Unicode.Scalar> = [".", "-", "'", "\u{2019}"]
        while let first = scalars.first, edge.contains(first) { scalars = scalars.dropFirst() }
        while let last = scalars.last, edge.contains(last) { scalars = scalars.dropLast() }
        guard let first = scalars.first else { return }
        var letters = 0
        var diacritics = 0
        for (offset, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x30...0x39, 0x5F: return                                   // digits, snake_case: identifier
            case 0x2E: return                                                // a.b: identifier
            case 0x41...0x5A where offset > 0: return                        // camelCase, UIKit, iOS: identifier
            case 0x41...0x5A, 0x61...0x7A: letters += 1
            case 0xC0...0x24F: letters += 1; diacritics += 1
            default: break
            }
        }
        _ = first
        guard letters > 0 else { return }
        latinWords += 1
        latinLetters += letters
        let lower = String(String.UnicodeScalarView(scalars)).lowercased().replacingApostrophes
        if diacritics > 0 || LanguageLexicon.otherLatin.contains(lower) {
            otherLatinWords += 1
        } else if LanguageLexicon.isEnglish(lower) {
            englishWords += 1
        }
    }

    // MARK: - Combining and deciding

    /// Evidence of both texts together.
    public static func + (lhs: LanguageEvidence, rhs: LanguageEvidence) -> LanguageEvidence {
        var sum = lhs
        sum.cyrillic += rhs.cyrillic
        sum.nonRussianCyrillic += rhs.nonRussianCyrillic
        sum.devanagari += rhs.devanagari
        sum.han += rhs.han
        sum.kana += rhs.kana
        sum.otherScript += rhs.otherScript
        sum.latinWords += rhs.latinWords
        sum.latinLetters += rhs.latinLetters
        sum.englishWords += rhs.englishWords
        sum.otherLatinWords += rhs.otherLatinWords
        return sum
    }

    /// True when the text says anything about its language: letters of a non-Latin script, or Latin
    /// words found in either word list. A bare API name ("UIDynamicItemBehavior") has none.
    public var hasEvidence: Bool {
        cyrillic + devanagari + han + kana + otherScript > 0 || englishWords + otherLatinWords > 0
    }

    /// The language the evidence points to.
    ///
    /// Non-Latin scripts decide when their weight is at least a third of the plain Latin letters (a Han
    /// character weighs three letters: one carries about a word); otherwise Latin words decide, English only
    /// when enough of them are English words and they outnumber other languages' words.
    public var language: Language {
        let nativeWeight = cyrillic + devanagari + 3 * (han + kana) + otherScript
        if nativeWeight > 0, 3 * nativeWeight >= latinLetters {
            let best = max(cyrillic, devanagari, 3 * (han + kana), otherScript)
            if best == 3 * (han + kana) {
                return kana * 10 >= han + kana ? .und : .zh          // kana in the mix: Japanese
            }
            if best == cyrillic { return nonRussianCyrillic > 0 ? .und : .ru }
            if best == devanagari { return .hi }
            return .und
        }
        guard latinWords > 0, englishWords > 0, englishWords > otherLatinWords else { return .und }
        return 3 * englishWords >= latinWords ? .en : .und
    }
}

extension String {
    fileprivate var replacingApostrophes: String {
        contains("\u{2019}") ? String(map { $0 == "\u{2019}" ? "'" : $0 }) : self
    }
}
