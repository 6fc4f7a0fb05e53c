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
        for character in text where character.isLetter {
            if character.isASCII { latinLetters += 1 } else { otherLetters += 1 }
        }
        // A heading of a Russian page can be mostly Latin ("Эффект «Sticky Corners» с использованием
        // UIFieldBehaviors"); any real share of another script means the Latin words were left untranslated.
        let proseIsLatin = otherLetters * 10 < latinLetters
        var result: Set<String> = []
        for word in CodeTokens.identifiers(in: text) where word.count >= 3 {
            if proseIsLatin && !isIdentifierShaped(word) { continue }
            if stopWords.contains(word.lowercased()) { continue }
            result.insert(word.lowercased())
        }
        return result
    }

    /// A word with a capital after its first letter, a digit or an underscore: how code names and acronyms look.
    public static func isIdentifierShaped(_ word: String) -> Bool {
        word.dropFirst().contains { $0.isUppercase } || word.contains { $0.isNumber || $0 == "_" }
    }

    /// English words a machine translation leaves in place that say nothing about the section.
    static let stopWords: Set<String> = ["the", "and", "for", "with", "this", "that", "you", "are", "not", "from", "http", "https", "www", "com"]
}
