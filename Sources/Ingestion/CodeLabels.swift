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
        let key = normalizedKey(line)
        guard !key.isEmpty, key.utf8.count <= 64 else { return nil }
        if let known = table[key] { return known }
        // "Swift 5", "swift 4.2", "Swift 3.0": a version number after the name keeps it a label.
        let parts = key.split(separator: " ")
        if parts.count == 2, table[String(parts[0])] == "swift",
           parts[1].utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }) {
            return "swift"
        }
        return nil
    }

    /// Every label spelling this recogniser accepts, with its normalized language, sorted by spelling.
    public static var knownLabels: [(label: String, language: String)] {
        table.map { (label: $0.key, language: $0.value) }.sorted { $0.label < $1.label }
    }

    // MARK: - Normalisation

    /// Lowercased, trimmed, one trailing colon removed, runs of spaces collapsed, hyphen variants unified.
    static func normalizedKey(_ line: String) -> String {
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        // Lowercase ASCII by hand: `lowercased()` is slow, and most candidate lines are ASCII code.
        let lower = line.utf8.allSatisfy({ $0 < 0x80 }) ? line : line.lowercased()
        for var scalar in lower.unicodeScalars {
            if scalar.value >= 0x41 && scalar.value <= 0x5A { scalar = Unicode.Scalar(scalar.value | 0x20)! }
            switch scalar {
            case " ", "\t", "\u{00A0}", "\u{3000}", "\u{FEFF}":
                pendingSpace = !scalars.isEmpty
            default:
                if pendingSpace { scalars.append(" "); pendingSpace = false }
                // Machine translation and word processors turn "-" into look-alikes.
                switch scalar {
                case "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}", "\u{FF0D}":
                    scalars.append("-")
                default:
                    scalars.append(scalar)
                }
            }
        }
        var key = String(scalars)
        if key.hasSuffix(":") || key.hasSuffix("：") { key.removeLast() }
        while key.hasSuffix(" ") { key.removeLast() }
        return key
    }

    // MARK: - Spellings

    /// Label spellings (already normalised) and what they mean. Translations are the ones machine
    /// translation actually produces: "Swift" is also an English adjective, so translators render it as
    /// the bird (ru "стриж"), "fast" (hi "तीव्र", zh "迅速"); "Objective" becomes "goal" (hi "उद्देश्य", zh "目标", ru "цель").
    private static let table: [String: String] = {
        var table: [String: String] = [:]
        let swift = ["swift", "стриж", "свифт", "तीव्र", "स्विफ्ट", "迅速", "斯威夫特", "雨燕"]
        let objc = ["objective-c", "objective c", "objectivec", "objc", "obj-c", "obj c",
                    "objective-с", "цель-c", "цель-с", "цель c", "цель с", "объектив-c", "объектив-с",
                    "उद्देश्य सी", "उद्देश्य-सी", "उद्देश्य-c", "उद्देश्य c", "ऑब्जेक्टिव-सी", "ऑब्जेक्टिव सी",
                    "目标-c", "目标c", "目标 c"]
        let others: [String: [String]] = [
            "javascript": ["javascript", "js", "джаваскрипт", "जावास्क्रिप्ट"],
            "typescript": ["typescript", "ts"],
            "shell": ["shell", "bash", "sh", "zsh", "terminal", "console", "command line", "терминал", "консоль",
                      "खोल", "टर्मिनल", "终端", "命令行"],
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
            "rust": ["rust"],
        ]
        for word in swift { table[word] = "swift" }
        for word in objc { table[word] = "objc" }
        for (language, words) in others {
            for word in words { table[word] = language }
        }
        return table
    }()
}
