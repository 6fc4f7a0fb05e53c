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
        // The current Latin run, as UTF-8, reused between words to keep allocation out of the loop.
        var word: [UInt8] = []
        word.reserveCapacity(32)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if LanguageEvidence.isLatinWordScalar(value) {
                if value < 0x80 {
                    word.append(UInt8(value))
                } else {
                    word.append(contentsOf: Array(String(scalar).utf8))
                }
                continue
            }
            if !word.isEmpty { addLatin(word); word.removeAll(keepingCapacity: true) }
            guard value >= 0x370 else { continue }
            switch value {
            case 0x410...0x44F, 0x401, 0x451:                                 // Russian alphabet
                cyrillic += 1
            case 0x400...0x52F:
                guard scalar.properties.isAlphabetic else { continue }
                cyrillic += 1
                switch value {
                // і ї є ґ ў ј љ њ ђ ћ џ and capitals; ё (0x451) and Ё (0x401) are Russian.
                case 0x402, 0x404, 0x406...0x40B, 0x40E, 0x40F, 0x452, 0x454, 0x456...0x45B, 0x45E, 0x45F, 0x490, 0x491:
                    nonRussianCyrillic += 1
                default: break
                }
            case 0x900...0x963, 0x971...0x97F, 0xA8E0...0xA8FF:                // Devanagari without punctuation and digits
                devanagari += 1
            case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2FA1F: han += 1
            case 0x3041...0x3096, 0x30A1...0x30FA, 0x31F0...0x31FF, 0xFF66...0xFF9D: kana += 1
            default:
                if scalar.properties.isAlphabetic { otherScript += 1 }
            }
        }
        if !word.isEmpty { addLatin(word) }
    }

    /// Latin letters, digits and the characters that glue identifiers and contractions together.
    private static func isLatinWordScalar(_ value: UInt32) -> Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2E, 0x27, 0x2019, 0x2D: return true
        case 0xC0...0x24F: return value != 0xD7 && value != 0xF7                // × and ÷ are not letters
        default: return false
        }
    }

    /// Counts one Latin run (UTF-8) unless it is an identifier.
    private mutating func addLatin(_ raw: [UInt8]) {
        var start = 0
        var end = raw.count
        // Trim ".", "-", "'" and the UTF-8 right single quote (E2 80 99) at both ends.
        while start < end {
            if raw[start] == 0x2E || raw[start] == 0x2D || raw[start] == 0x27 { start += 1; continue }
            if raw[start] == 0xE2, start + 2 < end { start += 3; continue }
            break
        }
        while end > start {
            if raw[end - 1] == 0x2E || raw[end - 1] == 0x2D || raw[end - 1] == 0x27 { end -= 1; continue }
            if end - start >= 3, raw[end - 3] == 0xE2, raw[end - 2] == 0x80, raw[end - 1] == 0x99 { end -= 3; continue }
            break
        }
        guard start < end else { return }
        var letters = 0
        var diacritics = false
        var lower: [UInt8] = []
        lower.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = raw[index]
            switch byte {
            case 0x30...0x39, 0x5F, 0x2E: return                             // digits, snake_case, a.b: identifier
            case 0x41...0x5A:
                if index > start { return }                                  // camelCase, UIKit, iOS: identifier
                letters += 1
                lower.append(byte | 0x20)
            case 0x61...0x7A:
                letters += 1
                lower.append(byte)
            case 0xE2:                                                       // ’ inside a contraction
                lower.append(0x27)
                index += 3
                continue
            case 0xC0...0xFF:                                                // first byte of a Latin letter with a diacritic
                letters += 1
                diacritics = true
            case 0x80...0xBF:
                break                                                        // continuation byte
            default:
                lower.append(byte)                                           // ' and -
            }
            index += 1
        }
        guard letters > 0 else { return }
        latinWords += 1
        latinLetters += letters
        if diacritics {
            otherLatinWords += 1
            return
        }
        if LanguageLexicon.isOtherLatin(lower[...]) {
            otherLatinWords += 1
        } else if LanguageLexicon.isEnglish(lower[...]) {
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
