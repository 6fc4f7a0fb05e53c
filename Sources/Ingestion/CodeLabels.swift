import DocumentModel

/// Recognises a line that names a code language, in any of the corpus's languages,
/// including machine-translated labels ("стриж", "तीव्र", "迅速" = Swift; "उद्देश्य सी" = Objective-C).
///
/// A label is a whole line: the name alone, in any letter case, optionally followed by a colon and
/// (for Swift) a version number. A sentence that merely contains the word ("Swift is fast.") is not a label,
/// which is why matching is on the whole normalised line and never on a substring.
public enum CodeLabels {
    /// The normalized language ("swift", "objc", …) when `line` is a label line, else nil.
    public static func normalizedLabel(_ line: String) -> String? {
        if line.utf8.count > 64, exceedsKeyLimit(line) { return nil }
        let key = normalizedKey(line)
        guard !key.isEmpty, key.count <= 64 else { return nil }
        if let known = byHash[LanguageLexicon.hash(key[...])] { return known }
        // "Swift 5", "swift 4.2", "Swift 3.0": a version number after the name keeps it a label.
        if let space = key.lastIndex(of: 0x20), byHash[LanguageLexicon.hash(key[..<space])] == "swift",
            key[(space + 1)...].allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E })
        {
            return "swift"
        }
        return nil
    }

    /// True when `line`'s key must be longer than the 64 bytes a label can have, decided without building it:
    /// every scalar other than a blank gives the key at least one byte, and only one (a final colon) is dropped.
    /// Scalars whose first byte could start a blank (space, tab, NBSP, U+3000, U+FEFF) are not counted.
    static func exceedsKeyLimit(_ line: String) -> Bool {
        var scalars = 0
        for byte in line.utf8 where byte & 0xC0 != 0x80 {
            switch byte {
            case 0x20, 0x09, 0xC2, 0xE3, 0xEF: continue
            default: scalars += 1
            }
            if scalars > 65 { return true }
        }
        return false
    }

    /// Every label spelling this recogniser accepts, with its normalized language, sorted by spelling.
    public static var knownLabels: [(label: String, language: String)] {
        table.map { (label: $0.key, language: $0.value) }.sorted { $0.label < $1.label }
    }

    // MARK: - Normalisation

    /// The line's UTF-8 bytes lowercased, trimmed, one trailing colon removed, runs of spaces collapsed to one,
    /// hyphen look-alikes unified. Bytes rather than a `String`: labels are looked up by the hash of these
    /// bytes, because hashing a non-ASCII `String` normalises it first, and this runs on many short lines.
    /// (Spellings are therefore matched as written in NFC, which is how all four languages are typed.)
    static func normalizedKey(_ line: String) -> [UInt8] {
        asciiCyrillicKey(line) ?? scalarKey(line)
    }

    /// `normalizedKey` made byte by byte, for lines of ASCII, Russian-range Cyrillic (U+0400–U+045F),
    /// Devanagari and CJK with no blank other than space and tab: the lines a page is made of. Nil when the
    /// line has anything else, which `scalarKey` then handles.
    static func asciiCyrillicKey(_ line: String) -> [UInt8]? {
        var key: [UInt8] = []
        key.reserveCapacity(line.utf8.count)
        var pendingSpace = false
        var utf8 = line.utf8.makeIterator()
        while let byte = utf8.next() {
            if byte == 0x20 || byte == 0x09 {
                pendingSpace = !key.isEmpty
                continue
            }
            if pendingSpace { key.append(0x20); pendingSpace = false }
            switch byte {
            case 0x41...0x5A:
                key.append(byte | 0x20)
            case 0x00...0x7F:
                key.append(byte)
            case 0xD0:
                // U+0400–U+043F: Ѐ–Џ (D0 80–8F) → ѐ–џ (D1 90–9F); А–П (D0 90–9F) → а–п (D0 B0–BF);
                // Р–Я (D0 A0–AF) → р–я (D1 80–8F); а–п unchanged.
                guard let next = utf8.next() else { return nil }
                switch next {
                case 0x80...0x8F: key.append(0xD1); key.append(next + 0x10)
                case 0x90...0x9F: key.append(0xD0); key.append(next + 0x20)
                case 0xA0...0xAF: key.append(0xD1); key.append(next - 0x20)
                case 0xB0...0xBF: key.append(0xD0); key.append(next)
                default: return nil
                }
            case 0xD1:
                // U+0440–U+045F are lowercase already; U+0460 and on have case pairs of their own.
                guard let next = utf8.next(), (0x80...0x9F).contains(next) else { return nil }
                key.append(0xD1); key.append(next)
            case 0xE0:
                // Devanagari, U+0900–U+097F (E0 A4 80 – E0 A5 BF): no case.
                guard let second = utf8.next(), second == 0xA4 || second == 0xA5, let third = utf8.next(),
                    third & 0xC0 == 0x80
                else { return nil }
                key.append(0xE0); key.append(second); key.append(third)
            case 0xE4...0xE9:
                // U+4000–U+9FFF: CJK, no case.
                guard let second = utf8.next(), second & 0xC0 == 0x80, let third = utf8.next(),
                    third & 0xC0 == 0x80
                else { return nil }
                key.append(byte); key.append(second); key.append(third)
            default:
                return nil
            }
        }
        if key.last == 0x3A { key.removeLast() }
        while key.last == 0x20 { key.removeLast() }
        return key
    }

    /// `normalizedKey` scalar by scalar, for any line.
    static func scalarKey(_ line: String) -> [UInt8] {
        var bytes: [UInt8] = []
        var pendingSpace = false
        for scalar in lowercasedScalars(line) {
            switch scalar {
            case " ", "\t", "\u{00A0}", "\u{3000}", "\u{FEFF}":
                pendingSpace = !bytes.isEmpty
            default:
                if pendingSpace { bytes.append(0x20); pendingSpace = false }
                switch scalar {
                // Machine translation and word processors turn "-" into look-alikes.
                case "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}", "\u{FF0D}":
                    bytes.append(0x2D)
                default:
                    if scalar.value < 0x80 {
                        bytes.append(UInt8(scalar.value))
                    } else {
                        bytes.append(contentsOf: String(scalar).utf8)
                    }
                }
            }
        }
        if bytes.last == 0x3A {
            bytes.removeLast()
        } else if bytes.count >= 3, bytes.suffix(3).elementsEqual("：".utf8) {
            bytes.removeLast(3)
        }
        while bytes.last == 0x20 { bytes.removeLast() }
        return bytes
    }

    /// `line.lowercased()` scalar by scalar, with ASCII and Russian letters mapped by hand: the general
    /// method is slow, and only Latin and Cyrillic labels and template words have case.
    static func lowercasedScalars(_ line: String) -> String.UnicodeScalarView {
        var result = String.UnicodeScalarView()
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x41...0x5A, 0x410...0x42F: result.append(Unicode.Scalar(scalar.value + 0x20)!)
            case 0x400...0x40F: result.append(Unicode.Scalar(scalar.value + 0x50)!)
            case 0...0x7F, 0x900...0x97F, 0x3000...0x9FFF: result.append(scalar)
            default:
                if scalar.properties.changesWhenLowercased {
                    result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
                } else {
                    result.append(scalar)
                }
            }
        }
        return result
    }

    /// `table` keyed by the FNV-1a hash of each spelling's UTF-8 bytes (see `normalizedKey`).
    private static let byHash: [UInt64: String] = Dictionary(
        uniqueKeysWithValues: table.map { (LanguageLexicon.hash(Array($0.key.utf8)[...]), $0.value) })

    // MARK: - Spellings

    /// Label spellings (already normalised) and what they mean. Translations are the ones machine
    /// translation actually produces: "Swift" is also an English adjective, so translators render it as
    /// the bird (ru "стриж"), "fast" (hi "तीव्र", zh "迅速"); "Objective" becomes "goal" (hi "उद्देश्य", zh "目标", ru "цель").
    private static let table: [String: String] = {
        var table: [String: String] = [:]
        let swift = ["swift", "стриж", "свифт", "तीव्र", "स्विफ्ट", "迅速", "斯威夫特", "雨燕"]
        let objc = [
            "objective-c", "objective c", "objectivec", "objc", "obj-c", "obj c",
            "objective-с", "цель-c", "цель-с", "цель c", "цель с", "объектив-c", "объектив-с",
            "उद्देश्य सी", "उद्देश्य-सी", "उद्देश्य-c", "उद्देश्य c", "ऑब्जेक्टिव-सी", "ऑब्जेक्टिव सी",
            "目标-c", "目标c", "目标 c"
        ]
        let others: [String: [String]] = [
            "javascript": ["javascript", "js", "джаваскрипт", "जावास्क्रिप्ट"],
            "typescript": ["typescript", "ts"],
            "shell": [
                "shell", "bash", "sh", "zsh", "terminal", "console", "command line", "терминал", "консоль",
                "खोल", "टर्मिनल", "终端", "命令行"
            ],
            "json": ["json"],
            "c": ["c", "си", "सी"],
            "cpp": ["c++", "cpp", "objective-c++", "objective c++"],
            "python": ["python", "питон", "पायथन", "अजगर"],
            "ruby": ["ruby", "रूबी"],
            "kotlin": ["kotlin"],
            "java": ["java", "जावा"],
            "xml": ["xml", "plist"],
            "html": ["html"],
            "css": ["css"],
            "yaml": ["yaml", "yml"],
            "sql": ["sql"],
            "csharp": ["c#"],
            "go": ["golang"],
            "rust": ["rust"]
        ]
        for word in swift { table[word] = "swift" }
        for word in objc { table[word] = "objc" }
        for (language, words) in others {
            for word in words { table[word] = language }
        }
        return table
    }()
}
