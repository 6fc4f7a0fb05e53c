import DocumentModel
@testable import Ingestion
import XCTest
import TestSupport

/// `LanguageEvidence` checked against the implementation it replaced (kept below, unchanged but for
/// its name): the byte-level rewrite must count exactly the same on any input, not just on the cases
/// `LanguageIdentifierTests` states by hand.
final class LanguageEvidenceTests: XCTestCase {
    // MARK: - Generated text

    /// Pieces chosen for the scanner's edges: word bytes that glue identifiers (`_ . ' -`), the typographic
    /// apostrophe, Latin letters with diacritics next to × and ÷, Russian and non-Russian Cyrillic,
    /// Devanagari letters, signs, dandas and digits, Han, kana, Hangul, Greek, lone combining marks,
    /// non-ASCII spaces, emoji, words of both word lists with and without inflections, API names.
    static let pieces: [String] = [
        "a", "I", "the", "The", "animation", "Animations", "animated", "animating", "bounces", "bounced", "quickly",
        "properties", "property", "timer", "easier", "uses", "used", "collisions", "views", "done", "ties", "sing",
        "les", "und", "der", "Die", "para", "het", "est", "für", "très", "café", "Ça", "naïve", "×", "÷", "ß",
        "don’t", "it’s", "’", "'", "''", "-", "--", ".", "..", "_", "a.b", "snake_case", "x1", "42", "3.14",
        "UIView", "iOS", "sqView", "UIDynamicAnimator", "CGRect(x:", "view.frame", "e.g.", "’s", "’’",
        " ", "  ", "\t", "\n", "\r", "\u{00A0}", "\u{3000}", "\u{2003}", ",", ";", ":", "!", "?", "(", ")", "«", "»", "—",
        "“", "”", "°", "Привет", "мир", "ёлка", "Ёж", "і", "ї", "є", "ґ", "ў", "ј", "Ђ", "Ѣ", "Ѳ", "ӂ", "\u{0483}", "\u{0488}",
        "परिचय", "गिरने", "का", "वर्ग", "।", "॥", "०१२", "\u{0970}", "\u{093F}", "\u{0901}", "ॐ", "\u{A8F2}",
        "属性", "创建动画", "，", "。", "（", "）", "々", "〇", "ひらがな", "カタカナ", "ｶﾀ", "ㇰ", "한국어", "Ελληνικά", "عربى", "ไทย",
        "\u{0301}", "\u{200D}", "\u{FE0F}", "😀", "👍🏽", "𠀀", "\u{2019}", "\u{2018}", "ǅ", "ɐ", "Ȁ", "\u{024F}", "\u{0250}",
        "//", "/*", "*/", "*", " * ", "http://", "://", "#"
    ]

    static func generated(count: Int, seed: UInt64, maxPieces: Int = 24) -> [String] {
        var random = SeededGenerator(seed: seed)
        var texts: [String] = ["", " ", "\u{0301}", "\u{093F}", "’", "'", ".", "-"]
        for _ in 0..<count {
            var text = ""
            for _ in 0..<random.below(maxPieces) {
                text += random.pick(pieces)
                if random.below(3) == 0 { text += " " }
            }
            texts.append(text)
        }
        return texts
    }

    static func counts(_ evidence: LanguageEvidence) -> [Int] {
        [
            evidence.cyrillic, evidence.nonRussianCyrillic, evidence.devanagari, evidence.han, evidence.kana,
            evidence.otherScript,
            evidence.latinWords, evidence.latinLetters, evidence.englishWords, evidence.otherLatinWords
        ]
    }

    static func counts(_ evidence: ReferenceLanguageEvidence) -> [Int] {
        [
            evidence.cyrillic, evidence.nonRussianCyrillic, evidence.devanagari, evidence.han, evidence.kana,
            evidence.otherScript,
            evidence.latinWords, evidence.latinLetters, evidence.englishWords, evidence.otherLatinWords
        ]
    }

    /// Asserts the evidence of `text` (and of its bytes) is the reference's, counter by counter.
    @discardableResult
    static func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let expected = counts(ReferenceLanguageEvidence(text))
        let actual = counts(LanguageEvidence(text))
        let fromBytes = counts(LanguageEvidence(bytes: Array(text.utf8)[...]))
        XCTAssertEqual(actual, expected, String(text.prefix(300)).debugDescription, file: file, line: line)
        XCTAssertEqual(fromBytes, expected, String(text.prefix(300)).debugDescription, file: file, line: line)
        XCTAssertEqual(
            LanguageEvidence(text).language, ReferenceLanguageEvidence(text).language, String(text.prefix(300)).debugDescription,
            file: file, line: line)
        return actual == expected && fromBytes == expected
    }

    func testMatchesReferenceOnGeneratedText() {
        for text in Self.generated(count: 30_000, seed: 7) where !Self.check(text) { return }
    }

    func testMatchesReferenceOnLongGeneratedText() {
        for text in Self.generated(count: 300, seed: 11, maxPieces: 600) where !Self.check(text) { return }
    }

    /// The scalars worth trying one by one: planes 0–3 (every script, all Han extensions, those past the
    /// counted range included) and the tags and variation selectors of plane 14. Planes 4–13 are unassigned
    /// and 15–16 private use; the whole range would take minutes in a debug build.
    static let assignedPlanes = Array(UInt32(0)...0x3FFFF) + Array(UInt32(0xE0000)...0xE01EF)

    /// Each of those scalars, alone and between Latin letters: each script range and each property
    /// lookup the counting makes.
    func testMatchesReferenceOnEveryScalar() {
        var mismatches = 0
        for value in Self.assignedPlanes {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let alone = String(Character(scalar))
            let text = "ab" + alone + "cd " + alone
            if Self.counts(LanguageEvidence(text)) != Self.counts(ReferenceLanguageEvidence(text)) {
                mismatches += 1
                if mismatches < 10 { XCTFail("U+\(String(value, radix: 16))") }
            }
        }
        XCTAssertEqual(mismatches, 0)
    }

    /// Arbitrary bytes, not only UTF-8: the byte entry point is handed slices of files.
    func testMatchesReferenceOnRandomBytes() {
        var random = SeededGenerator(seed: 99)
        let alphabet: [UInt8] = [
            0x20, 0x27, 0x2D, 0x2E, 0x5F, 0x30, 0x41, 0x5A, 0x61, 0x65, 0x73, 0x79, 0x80, 0x99, 0xBF,
            0xC0, 0xC3, 0xC9, 0xCA, 0xD0, 0xD1, 0xD2, 0xD7, 0xE0, 0xE2, 0xE3, 0xE4, 0xA4, 0xA5, 0xF0, 0xF4, 0xFF
        ]
        for _ in 0..<30_000 {
            let bytes = (0..<random.below(20)).map { _ in
                random.below(4) == 0 ? UInt8(truncatingIfNeeded: random.next()) : random.pick(alphabet)
            }
            let expected = Self.counts(ReferenceLanguageEvidence(bytes: bytes))
            let actual = Self.counts(LanguageEvidence(bytes: bytes[...]))
            XCTAssertEqual(actual, expected, "\(bytes)")
            if actual != expected { return }
        }
    }

    // MARK: - Eight bytes at a time

    /// The eight-byte test agrees with the byte test in every lane, for every byte value next to any other.
    func testNonWordLanesAgreeWithTheByteTest() {
        var random = SeededGenerator(seed: 3)
        var chunks: [UInt64] = (0..<50_000).map { _ in random.next() }
        for value in UInt64(0)...255 {
            for lane in UInt64(0)..<8 {
                chunks.append(0x6161_6161_6161_6161 & ~(0xFF << (lane * 8)) | value << (lane * 8))
                chunks.append(0x2020_2020_2020_2020 & ~(0xFF << (lane * 8)) | value << (lane * 8))
                chunks.append(0xFFFF_FFFF_FFFF_FFFF & ~(0xFF << (lane * 8)) | value << (lane * 8))
            }
        }
        for chunk in chunks {
            let lanes = LanguageEvidence.nonWordLanes(chunk)
            for lane in UInt64(0)..<8 {
                let byte = UInt8(truncatingIfNeeded: chunk >> (lane * 8))
                let stops = lanes >> (lane * 8 + 7) & 1 == 1
                XCTAssertEqual(stops, !LanguageEvidence.isASCIIWordByte(byte), "\(String(chunk, radix: 16)) lane \(lane)")
                if stops == LanguageEvidence.isASCIIWordByte(byte) { return }
            }
            XCTAssertEqual(lanes & 0x7F7F_7F7F_7F7F_7F7F, 0)
        }
    }

    // MARK: - The shipped corpus

    /// Every block of the five seed pages, every line, and each page whole.
    func testMatchesReferenceOnCorpus() throws {
        for path in PlainTextSeed.all {
            let bytes = try PlainTextSeed.bytes(path)
            let page = String(decoding: bytes, as: UTF8.self)
            Self.check(page)
            for line in page.split(separator: "\n", omittingEmptySubsequences: false) where !Self.check(String(line)) { return }
            for block in try PlainTextSeed.parse(path).sections.flatMap(\.allBlocks) where !Self.check(block.text) { return }
        }
    }
}

// MARK: - The implementation before the byte-level rewrite (the reference)

struct ReferenceLanguageEvidence {
    /// Cyrillic letters.
    var cyrillic = 0
    /// Cyrillic letters that Russian does not use (і ї є ґ ў ј љ њ ђ ћ џ): Ukrainian, Belarusian, Serbian, …
    var nonRussianCyrillic = 0
    /// Devanagari letters and vowel signs.
    var devanagari = 0
    /// Han ideographs.
    var han = 0
    /// Hiragana and katakana: Japanese, even when Han characters outnumber them.
    var kana = 0
    /// Hangul, Arabic, Hebrew, Greek, Thai and any other script.
    var otherScript = 0
    /// Plain Latin words (not identifiers).
    var latinWords = 0
    /// The letters of those words.
    var latinLetters = 0
    /// Those words found in the English word list (directly or after removing an inflection).
    var englishWords = 0
    /// Those words that are function words of another Latin-script language, or carry diacritics.
    var otherLatinWords = 0

    /// No evidence at all.
    init() {}

    // MARK: - Gathering

    /// The evidence in `text`.
    init(_ text: String) {
        var text = text
        text.withUTF8 { scan($0) }
    }

    /// The evidence in UTF-8 `bytes` (the same as in the text they decode to).
    init(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    /// One pass over the UTF-8 bytes: ASCII handled byte by byte, other scalars decoded by hand (this runs
    /// over every prose block of every page, and iterating `unicodeScalars` costs several times more).
    private mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) {
        // The current Latin run, reused between words to keep allocation out of the loop.
        var word: [UInt8] = []
        word.reserveCapacity(32)
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if ReferenceLanguageEvidence.isASCIIWordByte(byte) {
                    // The whole run of ASCII word bytes in one copy.
                    let runStart = index
                    index += 1
                    while index < count, bytes[index] < 0x80, ReferenceLanguageEvidence.isASCIIWordByte(bytes[index]) {
                        index += 1
                    }
                    word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    continue
                } else if !word.isEmpty {
                    addLatin(&word)
                    word.removeAll(keepingCapacity: true)
                }
                index += 1
                continue
            }
            let (value, length) = ReferenceLanguageEvidence.decode(bytes, at: index)
            // Latin letters with diacritics (not × and ÷) and the typographic apostrophe stay inside words.
            if ((0xC0...0x24F).contains(value) && value != 0xD7 && value != 0xF7) || value == 0x2019 {
                word.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                index += length
                continue
            }
            if !word.isEmpty {
                addLatin(&word)
                word.removeAll(keepingCapacity: true)
            }
            index += length
            if value >= 0x370 { countScript(value) }
        }
        if !word.isEmpty { addLatin(&word) }
    }

    /// Letters, digits and the characters that glue identifiers and contractions together: `_ . ' -`.
    @inline(__always)
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == 0x5F || (byte >= 0x30 && byte <= 0x39) || byte == 0x2E
            || byte == 0x27 || byte == 0x2D
    }

    /// The scalar starting at `index` and its length in bytes (U+FFFD and 1 for a malformed sequence).
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let byte = bytes[index]
        let count = bytes.count
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
    private mutating func countScript(_ value: UInt32) {
        func isAlphabetic() -> Bool { Unicode.Scalar(value)?.properties.isAlphabetic ?? false }
        switch value {
        case 0x410...0x44F, 0x401, 0x451:  // Russian alphabet
            cyrillic += 1
        case 0x400...0x52F:
            guard isAlphabetic() else { return }
            cyrillic += 1
            switch value {
            // і ї є ґ ў ј љ њ ђ ћ џ and capitals; ё (0x451) and Ё (0x401) are Russian.
            case 0x402, 0x404, 0x406...0x40B, 0x40E, 0x40F, 0x452, 0x454, 0x456...0x45B, 0x45E, 0x45F, 0x490, 0x491:
                nonRussianCyrillic += 1
            default: break
            }
        case 0x900...0x963, 0x971...0x97F, 0xA8E0...0xA8FF:  // Devanagari without punctuation and digits
            devanagari += 1
        case _ where HanIdeographs.contains(value): han += 1  // the one table (tested against Unicode in DocumentModel)
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x31F0...0x31FF, 0xFF66...0xFF9D: kana += 1
        default:
            if isAlphabetic() { otherScript += 1 }
        }
    }

    /// Counts one Latin run (UTF-8) unless it is an identifier. Lowercases the run in place: it is the
    /// caller's scratch buffer, and a fresh array per word would dominate the cost of English prose.
    private mutating func addLatin(_ raw: inout [UInt8]) {
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
        var hasCurlyApostrophe = false
        for index in start..<end {
            let byte = raw[index]
            switch byte {
            case 0x30...0x39, 0x5F, 0x2E: return  // digits, snake_case, a.b: identifier
            case 0x41...0x5A:
                if index > start { return }  // camelCase, UIKit, iOS: identifier
                letters += 1
                raw[index] = byte | 0x20
            case 0x61...0x7A: letters += 1
            case 0xE2: hasCurlyApostrophe = true  // ’ inside a contraction
            case 0xC0...0xFF: letters += 1; diacritics = true  // a Latin letter with a diacritic
            default: break  // ', -, continuation bytes
            }
        }
        guard letters > 0 else { return }
        latinWords += 1
        latinLetters += letters
        if diacritics {
            otherLatinWords += 1
            return
        }
        if hasCurlyApostrophe {
            // "don’t" is looked up as "don't".
            var plain: [UInt8] = []
            var index = start
            while index < end {
                if raw[index] == 0xE2 { plain.append(0x27); index += 3 } else { plain.append(raw[index]); index += 1 }
            }
            count(plain[...])
        } else {
            count(raw[start..<end])
        }
    }

    private mutating func count(_ word: ArraySlice<UInt8>) {
        switch ReferenceLanguageLexicon.listed[ReferenceLanguageLexicon.hash(word)] {
        case 1: englishWords += 1
        case 2: otherLatinWords += 1
        default: if ReferenceLanguageLexicon.isEnglish(word) { englishWords += 1 }
        }
    }

    // MARK: - Combining and deciding

    /// Evidence of both texts together.
    static func + (lhs: ReferenceLanguageEvidence, rhs: ReferenceLanguageEvidence) -> ReferenceLanguageEvidence {
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
    var hasEvidence: Bool {
        cyrillic + devanagari + han + kana + otherScript > 0 || englishWords + otherLatinWords > 0
    }

    /// The language the evidence points to.
    ///
    /// Non-Latin scripts decide when their weight is at least a third of the plain Latin letters (a Han
    /// character weighs three letters: one carries about a word); otherwise Latin words decide, English only
    /// when enough of them are English words and they outnumber other languages' words.
    var language: Language {
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

enum ReferenceLanguageLexicon {
    // MARK: - Lookup by hash

    /// The word lists as 64-bit FNV-1a hashes of their UTF-8 bytes. Looking a word up then costs one pass
    /// over its bytes and no `String` at all, which matters because every Latin word of every block is
    /// looked up (with up to eight suffix-stripped variants). With a few hundred words in 2^64 values a
    /// collision is not a practical concern.
    static let english: Set<UInt64> = Set(LanguageLexicon.englishWords.map { hash(Array($0.utf8)[...]) })
    /// Both lists in one table (1 English, 2 other): most words are answered by this single lookup.
    static let listed: [UInt64: UInt8] = {
        var table: [UInt64: UInt8] = [:]
        for word in LanguageLexicon.englishWords { table[hash(Array(word.utf8)[...])] = 1 }
        for word in LanguageLexicon.otherLatinWords { table[hash(Array(word.utf8)[...])] = 2 }
        return table
    }()

    static func hash(_ bytes: ArraySlice<UInt8>, appending extra: UInt8? = nil) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        if let extra {
            value ^= UInt64(extra)
            value = value &* 0x0000_0100_0000_01B3
        }
        return value
    }

    /// True when the lowercased ASCII word, or its stem after removing a common English suffix, is English.
    static func isEnglish(_ word: ArraySlice<UInt8>) -> Bool {
        if english.contains(hash(word)) { return true }
        let count = word.count
        guard count > 3 else { return false }
        func endsWith(_ suffix: StaticString) -> Bool {
            let length = suffix.utf8CodeUnitCount
            guard count > length + 2 else { return false }
            let bytes = suffix.utf8Start
            var offset = 0
            for byte in word.suffix(length) {
                if byte != bytes[offset] { return false }
                offset += 1
            }
            return true
        }
        func stemIsEnglish(dropping length: Int) -> Bool {
            let stem = word.dropLast(length)
            return english.contains(hash(stem)) || english.contains(hash(stem, appending: 0x65))  // + "e"
        }
        if endsWith("ies"), english.contains(hash(word.dropLast(3), appending: 0x79)) { return true }  // + "y"
        if endsWith("ing"), stemIsEnglish(dropping: 3) { return true }
        if endsWith("es"), stemIsEnglish(dropping: 2) { return true }
        if endsWith("ed"), stemIsEnglish(dropping: 2) { return true }
        if endsWith("ly"), stemIsEnglish(dropping: 2) { return true }
        if endsWith("er"), stemIsEnglish(dropping: 2) { return true }
        if endsWith("s"), stemIsEnglish(dropping: 1) { return true }
        if endsWith("d"), stemIsEnglish(dropping: 1) { return true }
        return false
    }
}
