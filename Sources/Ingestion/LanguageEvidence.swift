import DocumentModel

/// What a piece of text shows about its natural language: letters per script, and for Latin text,
/// how many plain words are English and how many belong to another Latin-script language.
///
/// Identifiers (`UIDynamicAnimator`, `iOS`, `sqView`, `a.b`, `snake_case`, numbers) are set aside
/// before anything is counted, so Latin API names inside Russian, Hindi or Chinese prose never outvote
/// the prose. Evidence adds up (`+`), so several texts can be judged as one.
public struct LanguageEvidence: Sendable, Hashable {
    /// Cyrillic letters.
    public var cyrillic = 0
    /// Cyrillic letters that Russian does not use (і ї є ґ ў ј љ њ ђ ћ џ): Ukrainian, Belarusian, Serbian, …
    public var nonRussianCyrillic = 0
    /// Devanagari letters and vowel signs.
    public var devanagari = 0
    /// Han ideographs.
    public var han = 0
    /// Hiragana and katakana: Japanese, even when Han characters outnumber them.
    public var kana = 0
    /// Hangul, Arabic, Hebrew, Greek, Thai and any other script.
    public var otherScript = 0
    /// Plain Latin words (not identifiers).
    public var latinWords = 0
    /// The letters of those words.
    public var latinLetters = 0
    /// Those words found in the English word list (directly or after removing an inflection).
    public var englishWords = 0
    /// Those words that are function words of another Latin-script language, or carry diacritics.
    public var otherLatinWords = 0

    /// No evidence at all.
    public init() {}

    // MARK: - Gathering

    /// The evidence in `text`.
    public init(_ text: String) {
        var text = text
        text.withUTF8 { scan($0) }
    }

    /// The evidence in UTF-8 `bytes` (the same as in the text they decode to).
    init(bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    /// The evidence in UTF-8 `bytes`, for callers that hold the bytes and not a `String`.
    init(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        scan(bytes)
    }

    /// Adds the evidence in UTF-8 `bytes` to this evidence: the same as adding `LanguageEvidence(bytes)`.
    mutating func add(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        scan(bytes)
    }

    /// One pass over the UTF-8 bytes: ASCII handled byte by byte, other scalars decoded by hand (this runs
    /// over every prose block of every page, and iterating `unicodeScalars` costs several times more).
    /// A Latin run is always a contiguous stretch of the input, so it is judged where it lies, never copied.
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        LanguageLexicon.withTable { table in
            let count = bytes.count
            var index = 0
            // Where the open Latin run starts, -1 when there is none.
            var runStart = -1
            scanning: while index < count {
                let byte = base[index]
                if byte < 0x80 {
                    if LanguageEvidence.isASCIIWordByte(byte) {
                        if runStart < 0 { runStart = index }
                        index += 1
                        // The run's end eight bytes at a time, then byte by byte near the end of the text.
                        while index + 8 <= count {
                            let chunk = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                            let stops = LanguageEvidence.nonWordLanes(chunk)
                            if stops != 0 {
                                index += stops.trailingZeroBitCount >> 3
                                continue scanning
                            }
                            index += 8
                        }
                        while index < count, LanguageEvidence.isASCIIWordByte(base[index]) { index += 1 }
                        continue
                    }
                    if runStart >= 0 {
                        addLatin(base, runStart, index, table)
                        runStart = -1
                    }
                    index += 1
                    continue
                }
                // A run of the letters most non-Latin prose is made of, counted without general decoding.
                var letter = countCommonLetter(base, count, at: index)
                if letter > 0 {
                    if runStart >= 0 {
                        addLatin(base, runStart, index, table)
                        runStart = -1
                    }
                    repeat {
                        index += letter
                        letter = index < count ? countCommonLetter(base, count, at: index) : 0
                    } while letter > 0
                    continue
                }
                let (value, length) = LanguageEvidence.decode(base, count, at: index)
                // Latin letters with diacritics (not × and ÷) and the typographic apostrophe stay inside words.
                if (value >= 0xC0 && value <= 0x24F && value != 0xD7 && value != 0xF7) || value == 0x2019 {
                    if runStart < 0 { runStart = index }
                    index += length
                    continue
                }
                if runStart >= 0 {
                    addLatin(base, runStart, index, table)
                    runStart = -1
                }
                index += length
                // Russian, Han and Devanagari letters (most non-Latin text) first, the rest by `countScript`.
                if value >= 0x410 && value <= 0x44F {
                    cyrillic += 1
                } else if value >= 0x4E00 && value <= 0x9FFF {
                    han += 1
                } else if value >= 0x900 && value <= 0x963 {
                    devanagari += 1
                } else if value >= 0x370 {
                    countScript(value)
                }
            }
            if runStart >= 0 { addLatin(base, runStart, count, table) }
        }
    }

    /// Letters, digits and the characters that glue identifiers and contractions together: `_ . ' -`
    /// (false for every byte from 0x80), as two 64-bit masks instead of a chain of comparisons.
    @inline(__always)
    static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        let digits: UInt64 = 0x3FF << 48
        let low: UInt64 = digits | 1 << 0x27 | 1 << 0x2D | 1 << 0x2E  // 0-9 ' - .
        let letters: UInt64 = 0x3FF_FFFF
        let high: UInt64 = letters << 1 | 1 << 31 | letters << 33  // A-Z _ a-z
        guard byte < 0x80 else { return false }
        return ((byte < 0x40 ? low : high) >> UInt64(byte & 0x3F)) & 1 != 0
    }

    /// Counts the scalar at `index` when it is a Russian letter other than ё/Ё, a Han ideograph of U+4000–U+9FFF,
    /// or a counted Devanagari letter of U+0900–U+097F, and returns its length; returns 0, counting nothing,
    /// for anything else. Each case reads the bytes exactly as `decode` would and counts what `countScript`
    /// would count for the value they decode to.
    @inline(__always)
    private mutating func countCommonLetter(_ base: UnsafePointer<UInt8>, _ count: Int, at index: Int) -> Int {
        let lead = base[index]
        if lead == 0xD0 || lead == 0xD1 {
            guard index + 1 < count else { return 0 }
            let next = base[index + 1]
            // D0 90–BF is U+0410–U+043F, D1 80–8F is U+0440–U+044F.
            guard lead == 0xD0 ? next >= 0x90 && next <= 0xBF : next >= 0x80 && next <= 0x8F else { return 0 }
            cyrillic += 1
            return 2
        }
        if lead >= 0xE4 && lead <= 0xE9 {
            // U+4000–U+9FFF whatever the next two bytes: all Han but the hexagrams U+4DC0–U+4DFF (E4 B7 xx).
            guard index + 2 < count, lead != 0xE4 || base[index + 1] & 0x3F != 0x37 else { return 0 }
            han += 1
            return 3
        }
        if lead == 0xE0 {
            guard index + 2 < count else { return 0 }
            let second = base[index + 1]
            let low = base[index + 2] & 0x3F
            // E0 A4 xx is U+0900–U+093F; E0 A5 xx is U+0940–U+097F, counted but for U+0964–U+0970.
            guard second == 0xA4 || (second == 0xA5 && (low <= 0x23 || low >= 0x31)) else { return 0 }
            devanagari += 1
            return 3
        }
        return 0
    }

    /// The high bit of each byte of `chunk` (eight bytes, the first in the low byte) that is not an ASCII
    /// word byte (`isASCIIWordByte`), zero for none. Lane arithmetic on the low seven bits cannot carry
    /// into the next lane: a lane is at most 0x7F and each constant added at most 0x80.
    @inline(__always)
    static func nonWordLanes(_ chunk: UInt64) -> UInt64 {
        let highs: UInt64 = 0x8080_8080_8080_8080
        let low = chunk & 0x7F7F_7F7F_7F7F_7F7F
        // 0-9: at least 0x30 and not above 0x39.
        let digits = (low &+ 0x5050_5050_5050_5050) & ~(low &+ 0x4646_4646_4646_4646)
        // A-Z and a-z: with 0x20 set, at least 0x61 and not above 0x7A.
        let folded = low | 0x2020_2020_2020_2020
        let letters = (folded &+ 0x1F1F_1F1F_1F1F_1F1F) & ~(folded &+ 0x0505_0505_0505_0505)
        // _ . ' -: a lane equal to the byte XORs to zero, and zero plus 0x7F is the only sum without the high bit.
        let underscore = ~((low ^ 0x5F5F_5F5F_5F5F_5F5F) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let dot = ~((low ^ 0x2E2E_2E2E_2E2E_2E2E) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let apostrophe = ~((low ^ 0x2727_2727_2727_2727) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let hyphen = ~((low ^ 0x2D2D_2D2D_2D2D_2D2D) &+ 0x7F7F_7F7F_7F7F_7F7F)
        let word = (digits | letters | underscore | dot | apostrophe | hyphen) & ~chunk & highs
        return ~word & highs
    }

    /// The scalar starting at `index` and its length in bytes (U+FFFD and 1 for a malformed sequence).
    @inline(__always)
    private static func decode(_ bytes: UnsafePointer<UInt8>, _ count: Int, at index: Int) -> (UInt32, Int) {
        let byte = bytes[index]
        switch byte {
        case 0xC0...0xDF where index + 1 < count:
            return (UInt32(byte & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        case 0xE0...0xEF where index + 2 < count:
            return (UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        case 0xF0...0xF7 where index + 3 < count:
            return (
                UInt32(byte & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F), 4
            )
        default:
            return (0xFFFD, 1)
        }
    }

    /// Counts a non-Latin letter by script.
    @inline(__always)
    private mutating func countScript(_ value: UInt32) {
        func isAlphabetic() -> Bool { Unicode.Scalar(value)?.properties.isAlphabetic ?? false }
        switch value {
        case 0x410...0x44F, 0x401, 0x451:  // Russian alphabet
            cyrillic += 1
        case 0x900...0x963, 0x971...0x97F, 0xA8E0...0xA8FF:  // Devanagari without punctuation and digits
            devanagari += 1
        case _ where HanIdeographs.contains(value): han += 1
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x31F0...0x31FF, 0xFF66...0xFF9D: kana += 1
        // Punctuation, digits and spaces that prose in these scripts is full of (dandas, dashes, quotes, CJK
        // and full-width punctuation): not letters, so the property lookup below is skipped for them.
        case 0x964...0x970, 0x2000...0x206F, 0x3000...0x3004, 0x3008...0x3020, 0xFF01...0xFF20, 0xFF3B...0xFF40,
            0xFF5B...0xFF65:
            return
        case 0x400...0x52F:
            guard isAlphabetic() else { return }
            cyrillic += 1
            switch value {
            // і ї є ґ ў ј љ њ ђ ћ џ and capitals; ё (0x451) and Ё (0x401) are Russian.
            case 0x402, 0x404, 0x406...0x40B, 0x40E, 0x40F, 0x452, 0x454, 0x456...0x45B, 0x45E, 0x45F, 0x490, 0x491:
                nonRussianCyrillic += 1
            default: break
            }
        default:
            if isAlphabetic() { otherScript += 1 }
        }
    }

    /// Counts the Latin run `start..<end` of `base` unless it is an identifier. The run is read in place:
    /// only its first byte may be a capital (any later one makes it an identifier), so lowercasing it means
    /// lowercasing that byte as the word list is consulted.
    private mutating func addLatin(
        _ base: UnsafePointer<UInt8>, _ runStart: Int, _ runEnd: Int,
        _ table: LanguageLexicon.Table
    ) {
        var start = runStart
        var end = runEnd
        // Trim ".", "-", "'" and the UTF-8 right single quote (E2 80 99) at both ends.
        while start < end {
            let byte = base[start]
            if byte == 0x2E || byte == 0x2D || byte == 0x27 { start += 1; continue }
            if byte == 0xE2, start + 2 < end { start += 3; continue }
            break
        }
        while end > start {
            let byte = base[end - 1]
            if byte == 0x2E || byte == 0x2D || byte == 0x27 { end -= 1; continue }
            if end - start >= 3, base[end - 3] == 0xE2, base[end - 2] == 0x80, byte == 0x99 { end -= 3; continue }
            break
        }
        guard start < end else { return }
        var letters = 0
        var diacritics = false
        var hasCurlyApostrophe = false
        // The FNV-1a hash of the lowercased word and of the word without its last one, two and three
        // bytes, gathered in the same pass (see `LanguageLexicon.Table.classify`).
        var hash = LanguageLexicon.seed
        var less1 = LanguageLexicon.seed, less2 = LanguageLexicon.seed, less3 = LanguageLexicon.seed
        for index in start..<end {
            var byte = base[index]
            switch byte {
            case 0x61...0x7A: letters += 1
            case 0x30...0x39, 0x5F, 0x2E: return  // digits, snake_case, a.b: identifier
            case 0x41...0x5A:
                if index > start { return }  // camelCase, UIKit, iOS: identifier
                letters += 1
                byte |= 0x20
            case 0xE2: hasCurlyApostrophe = true  // ’ inside a contraction
            case 0xC0...0xFF: letters += 1; diacritics = true  // a Latin letter with a diacritic
            default: break  // ', -, continuation bytes
            }
            less3 = less2
            less2 = less1
            less1 = hash
            hash = LanguageLexicon.step(hash, byte)
        }
        guard letters > 0 else { return }
        latinWords += 1
        latinLetters += letters
        if diacritics {
            otherLatinWords += 1
            return
        }
        let kind: LanguageLexicon.Kind
        if hasCurlyApostrophe {
            // "don’t" is looked up as "don't" (rare enough for a scratch array).
            var plain: [UInt8] = []
            var index = start
            while index < end {
                if base[index] == 0xE2 { plain.append(0x27); index += 3 } else { plain.append(base[index]); index += 1 }
            }
            kind = plain.withUnsafeBufferPointer { table.classify($0) }
        } else {
            kind = table.classify(
                hash: hash, less1: less1, less2: less2, less3: less3,
                word: UnsafeBufferPointer(start: base + start, count: end - start))
        }
        switch kind {
        case .english: englishWords += 1
        case .other: otherLatinWords += 1
        case .unlisted: break
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
                return kana * 10 >= han + kana ? .und : .zh  // kana in the mix: Japanese
            }
            // Ukrainian writes і/ї/є in about one letter in fifteen; one such letter in a Russian paragraph is a name.
            if best == cyrillic { return nonRussianCyrillic * 30 >= cyrillic ? .und : .ru }
            if best == devanagari { return .hi }
            return .und
        }
        guard latinWords > 0, englishWords > 0, englishWords > otherLatinWords else { return .und }
        return 3 * englishWords >= latinWords ? .en : .und
    }
}
