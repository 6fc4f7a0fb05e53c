import DocumentModel

/// Words of prose and headings that survive translation: API names, product names, numbers.
///
/// In prose written in a non-Latin script (Russian, Hindi, Chinese), every Latin word is such an anchor
/// ("UIFieldBehaviors", "FaceTime", the «Sticky Corners» a translator left in English). In Latin-script
/// prose (an English original) ordinary words would be noise, so only identifier-shaped words count
/// (an inner capital, a digit or an underscore: "UIKit", "WWDC", "M_PI").
public enum TextAnchors {
    /// The anchors of `text`, lowercased so "Sticky Corners" and "sticky corners" agree.
    public static func anchors(in text: String) -> Set<String> {
        var latinLetters = 0
        var otherLetters = 0
        // Letters are counted as scalars: an ASCII letter is Latin, any other alphabetic scalar that is not a
        // combining mark (a Hindi vowel sign belongs to the consonant before it) is another script's. Counting
        // `Character`s instead found grapheme boundaries first, which was most of the cost of anchors on
        // Russian, Hindi and Chinese pages (perf, 2026-12-04), and gave the same share.
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 {
                if (value | 0x20) >= 0x61 && (value | 0x20) <= 0x7A { latinLetters += 1 }
            } else if isOtherScriptLetter(scalar) {
                otherLetters += 1
            }
        }
        // A heading of a Russian page can be mostly Latin ("Эффект «Sticky Corners» с использованием
        // UIFieldBehaviors"); any real share of another script means the Latin words were left untranslated.
        let proseIsLatin = otherLetters * 10 < latinLetters
        return identifierAnchors(in: text, identifierShapedOnly: proseIsLatin)
    }

    /// A letter of a script other than ASCII Latin: Cyrillic's basic letters and the CJK ideographs without a
    /// table lookup, nor General Punctuation (dashes and quotes of English prose; no scalar there is
    /// alphabetic), any other scalar by its Unicode properties (alphabetic, and not a mark): below U+3000 from
    /// `belowCJK`, made of them once.
    @inline(__always)
    static func isOtherScriptLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0410...0x044F, 0x4E00...0x9FFF: return true
        case 0x2000...0x206F: return false
        case ..<0x3000: return belowCJK[Int(scalar.value)]
        default: return isLetterByProperties(scalar)
        }
    }

    /// Alphabetic, and not a mark (a Hindi vowel sign belongs to the consonant before it).
    static func isLetterByProperties(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        guard properties.isAlphabetic else { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: return true
        }
    }

    /// `isLetterByProperties` of every scalar below U+3000 (Latin supplements, Greek, Cyrillic, Devanagari…):
    /// looking the properties up scalar by scalar was 1.3% of a from-scratch run of 3,499 pages (perf, 2026-12-07).
    static let belowCJK: [Bool] = (0..<0x3000).map { value in
        Unicode.Scalar(UInt32(value)).map(isLetterByProperties) ?? false
    }

    /// The lowercased identifiers (`CodeTokens.identifiers`) of at least three letters that are not stop
    /// words, only the identifier-shaped ones when asked. Read as bytes, and a word is made a `String` only
    /// when it is kept: in English prose most words are not identifier-shaped, and making each one a string
    /// to reject it was most of the cost of anchors (callgrind, 2026-12-02).
    static func identifierAnchors(in text: String, identifierShapedOnly: Bool) -> Set<String> {
        var text = text
        return text.withUTF8 { bytes -> Set<String> in
            @inline(__always) func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
            @inline(__always) func isLetter(_ byte: UInt8) -> Bool {
                isUpper(byte) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
            }
            @inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
            var result: Set<String> = []
            var lowered: [UInt8] = []
            var index = 0
            while index < bytes.count {
                guard isLetter(bytes[index]) else {
                    index += 1
                    continue
                }
                let start = index
                var shaped = false
                index += 1
                while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) {
                    // The shape `isIdentifierShaped` gives an ASCII word: a capital after its first letter, a digit or `_`.
                    if isUpper(bytes[index]) || isDigit(bytes[index]) || bytes[index] == 0x5F { shaped = true }
                    index += 1
                }
                if bytes[start] == 0x5F { shaped = true }
                guard index - start >= 3, shaped || !identifierShapedOnly else { continue }
                lowered.removeAll(keepingCapacity: true)
                for byte in bytes[start..<index] { lowered.append(isUpper(byte) ? byte | 0x20 : byte) }
                let word = String(decoding: lowered, as: UTF8.self)
                if !stopWords.contains(word) { result.insert(word) }
            }
            return result
        }
    }

    /// A word with a capital after its first letter, a digit or an underscore: how code names and acronyms look.
    public static func isIdentifierShaped(_ word: String) -> Bool {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            // The identifiers `anchors` passes are ASCII, where these are the bytes A-Z, 0-9 and _.
            return word.utf8.dropFirst().contains { $0 >= 0x41 && $0 <= 0x5A }
                || word.utf8.contains { ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
        }
        return word.dropFirst().contains { $0.isUppercase } || word.contains { $0.isNumber || $0 == "_" }
    }

    /// English words a machine translation leaves in place that say nothing about the section.
    static let stopWords: Set<String> = [
        "the", "and", "for", "with", "this", "that", "you", "are", "not", "from", "http", "https", "www", "com"
    ]
}
