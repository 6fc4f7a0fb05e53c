import DocumentModel

/// The writing system of a character, which decides the analyzer of the word it stands in.
///
/// The query side cannot know which page a word will match, so both sides pick rules by script:
/// Cyrillic words are Russian, Devanagari Hindi, Han Chinese, and Latin words English or code.
enum Script: Equatable {
    /// ASCII letters, digits and `_`, and the accented Latin letters: English words and code identifiers.
    case latin
    case cyrillic
    case devanagari
    case han
    /// Letters of any other script (Greek, Arabic, …): lowercased, kept whole.
    case otherLetter
    /// A combining mark: it belongs to the word before it, whatever that word's script.
    case mark
    /// Spaces, punctuation, symbols: never part of a token.
    case separator

    /// The script of one scalar.
    static func of(_ scalar: Unicode.Scalar) -> Script {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return .latin
            default: return .separator
            }
        }
        switch value {
        case 0x0300...0x036F: return .mark
        case 0x00C0...0x024F where value != 0xD7 && value != 0xF7: return .latin
        case 0x0400...0x045F: return .cyrillic
        case 0x0460...0x052F: return scalar.properties.isAlphabetic ? .cyrillic : (isMark(scalar) ? .mark : .separator)
        // The dandas (।, ॥) and the abbreviation sign end a Devanagari sentence, they are not letters.
        case 0x0964, 0x0965, 0x0970: return .separator
        case 0x0900...0x097F, 0xA8E0...0xA8FF: return .devanagari
        case _ where HanIdeographs.contains(value): return .han
        // Zero-width joiners shape Devanagari conjuncts inside a word.
        case 0x200C, 0x200D: return .mark
        default:
            if isMark(scalar) { return .mark }
            return scalar.properties.isAlphabetic ? .otherLetter : .separator
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// The language whose analyzer handles words of this script.
    var language: Language {
        switch self {
        case .cyrillic: return .ru
        case .devanagari: return .hi
        case .han: return .zh
        case .latin: return .en
        case .otherLetter, .mark, .separator: return .und
        }
    }
}
