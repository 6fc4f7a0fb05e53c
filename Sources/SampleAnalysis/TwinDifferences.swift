import DocumentModel

/// What names one Swift/Objective-C twin difference: its category, the twins' short fingerprints (Swift first,
/// then the Objective-C implementation and its header) and its subject (`SampleFinding.subject`).
///
/// Written `twin-constant 8ac9eadc4eaa7ef9+155dfddf49fb1a45 damping`. Structure, not wording: the values that
/// differ are in the code, so the fingerprints change when they do; the message may be reworded freely.
public struct TwinDifferenceKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var category: SampleFinding.Category
    public var fingerprints: [String]
    public var subject: String

    public init(category: SampleFinding.Category, fingerprints: [String], subject: String) {
        self.category = category
        self.fingerprints = fingerprints
        self.subject = subject
    }

    /// The key of a twin finding; nil for other findings, or when a sample it names is not in `fingerprints`
    /// (sample id → full fingerprint).
    public init?(_ finding: SampleFinding, fingerprints: [String: String]) {
        guard finding.category.isTwin, let subject = finding.subject else { return nil }
        var short: [String] = []
        for id in finding.sampleIDs {
            guard let fingerprint = fingerprints[id] else { return nil }
            short.append(ShortFingerprint.of(fingerprint))
        }
        self.init(category: finding.category, fingerprints: short, subject: subject)
    }

    /// `category fingerprint+fingerprint subject`.
    public var description: String { "\(category.rawValue) \(fingerprints.joined(separator: "+")) \(subject)" }

    public static func < (lhs: TwinDifferenceKey, rhs: TwinDifferenceKey) -> Bool { lhs.description < rhs.description }

    /// Whether a declared key names this one: the same category and subject, and fingerprints that agree digit
    /// for digit as far as the declaration gives them (`ShortFingerprint.agrees`).
    func isNamed(by declared: TwinDifferenceKey) -> Bool {
        category == declared.category && subject == declared.subject && fingerprints.count == declared.fingerprints.count
            && zip(fingerprints, declared.fingerprints).allSatisfy { ShortFingerprint.agrees($1, with: $0) }
    }
}

extension SampleReport {
    /// Each twin difference's key with its first occurrence and the pair it was found in: the translated copies
    /// of one pair have the same fingerprints, so they share a key.
    public func twinDifferences() -> [TwinDifferenceKey: (finding: SampleFinding, pair: TwinPair)] {
        let fingerprints = Dictionary(samples.map { ($0.id, $0.fingerprint) }, uniquingKeysWith: { first, _ in first })
        var result: [TwinDifferenceKey: (finding: SampleFinding, pair: TwinPair)] = [:]
        for pair in twins {
            for finding in pair.findings {
                guard let key = TwinDifferenceKey(finding, fingerprints: fingerprints), result[key] == nil else { continue }
                result[key] = (finding, pair)
            }
        }
        return result
    }
}

/// `Scenarios/twin-differences.txt`: the twin differences declared as known, so that `check` tells new ones from
/// old. One declaration a line, `key # message`: the key (`TwinDifferenceKey`) is what is matched, the message
/// after ` # ` is for the reader; other lines starting with `#` are comments.
///
/// Until 2026-12 a line named its difference by the message's wording (`twin-constant F+F damping: Swift sets
/// 3.0, Objective-C sets 0.3`), so rewording a message broke users' files. Such a line is still understood, once:
/// it declares the difference whose message it gives, and it is reported as `oldForm` with the line that
/// replaces it, which `doctool samples --upgrade-twin-differences` writes.
public struct TwinDifferenceDeclarations: Sendable {
    /// One declaration: its 1-based line, the key as written, and the whole line as written.
    public struct Declaration: Sendable {
        public var line: Int
        public var key: TwinDifferenceKey
        public var text: String
    }

    /// In file order; a line given twice is kept once, at its first line.
    public private(set) var declarations: [Declaration] = []
    /// Lines that are neither a declaration nor a comment (1-based line, text).
    public private(set) var unreadable: [(line: Int, text: String)] = []

    public init() {}

    /// Reads the file's text (LF or CRLF).
    public init(text: String) {
        var seen: Set<String> = []
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let keyText = Self.keyText(of: line)
            guard seen.insert(keyText).inserted else { continue }
            if let key = Self.key(parsing: keyText) {
                declarations.append(Declaration(line: offset + 1, key: key, text: line))
            } else {
                unreadable.append((offset + 1, line))
            }
        }
    }

    /// The line that declares `finding`: its key, then its message (without line numbers, which move) as the comment.
    public static func line(declaring finding: SampleFinding, key: TwinDifferenceKey) -> String {
        "\(key) # \(messageWithoutPlaces(finding.message))"
    }

    /// How the declarations name the current differences.
    public struct Matching: Sendable {
        /// Current key → the line that declares it.
        public var declaredAt: [TwinDifferenceKey: Int] = [:]
        /// Declared lines that name more than one current difference (they need longer fingerprints), with them.
        public var ambiguous: [(line: Int, text: String, named: [TwinDifferenceKey])] = []
        /// Declared lines that name no current difference.
        public var stale: [(line: Int, text: String)] = []
        /// Declared lines in the old form (keyed on the message's wording), with the line that replaces each.
        public var oldForm: [(line: Int, text: String, replacement: String)] = []
        /// Lines that are not a declaration at all.
        public var unreadable: [(line: Int, text: String)] = []

        public init(unreadable: [(line: Int, text: String)] = []) { self.unreadable = unreadable }
    }

    /// Matches the declarations against the current differences (key → a finding that has it).
    public func match(_ current: [TwinDifferenceKey: SampleFinding]) -> Matching {
        var matching = Matching(unreadable: unreadable)
        let keys = current.keys.sorted()
        for declaration in declarations {
            let named = keys.filter { $0.isNamed(by: declaration.key) }
            switch named.count {
            case 1:
                matching.declaredAt[named[0]] = declaration.line
            case 0:
                // The old form: the message's wording (without places) where the subject now stands.
                let old = keys.filter { key in
                    var worded = declaration.key
                    worded.subject = key.subject
                    return key.isNamed(by: worded) && Self.messageWithoutPlaces(current[key]!.message) == declaration.key.subject
                }
                if old.count == 1 {
                    matching.declaredAt[old[0]] = declaration.line
                    matching.oldForm.append(
                        (declaration.line, declaration.text, Self.line(declaring: current[old[0]]!, key: old[0])))
                } else {
                    matching.stale.append((declaration.line, declaration.text))
                }
            default:
                matching.ambiguous.append((declaration.line, declaration.text, named))
            }
        }
        return matching
    }

    /// The file's text with each old-form line replaced by its key and comment; every other line as it was.
    public static func upgrading(_ text: String, _ matching: Matching) -> String {
        let replacements = Dictionary(matching.oldForm.map { ($0.line, $0.replacement) }, uniquingKeysWith: { first, _ in first })
        let crlf = text.contains("\r\n")
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        let upgraded: [String] = lines.enumerated().map { offset, line in replacements[offset + 1] ?? String(line) }
        return upgraded.joined(separator: crlf ? "\r\n" : "\n")
    }

    // MARK: - Reading a line

    /// The part of a line before its ` # ` comment.
    static func keyText(of line: String) -> String {
        guard let comment = line.range(of: " # ") else { return line }
        return line[..<comment.lowerBound].trimmingCharacters(in: .whitespaces)
    }

    /// `category fingerprint+… subject`; nil when the category is not a twin category, a fingerprint is not hex,
    /// or the subject is missing.
    static func key(parsing text: String) -> TwinDifferenceKey? {
        let fields = text.split(separator: " ", maxSplits: 2)
        guard fields.count == 3, let category = SampleFinding.Category(rawValue: String(fields[0])), category.isTwin else {
            return nil
        }
        let fingerprints = fields[1].split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard fingerprints.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isHexDigit) }) else { return nil }
        let subject = fields[2].trimmingCharacters(in: .whitespaces)
        guard !subject.isEmpty else { return nil }
        return TwinDifferenceKey(category: category, fingerprints: fingerprints, subject: subject)
    }

    /// A message without its ` (line 12)` and ` (ru.txt:40)` places, which move whenever the page is edited.
    static func messageWithoutPlaces(_ message: String) -> String {
        var result = ""
        var rest = Substring(message)
        while let open = rest.range(of: " (") {
            result += rest[..<open.lowerBound]
            let inside = rest[open.upperBound...]
            if let close = inside.firstIndex(of: ")"), Self.isPlace(inside[..<close]) {
                rest = inside[inside.index(after: close)...]
            } else {
                result += " ("
                rest = inside
            }
        }
        return result + rest
    }

    /// `line 12`, or `file:12` with no space or parenthesis in `file`.
    private static func isPlace(_ text: Substring) -> Bool {
        func isNumber(_ digits: Substring) -> Bool { !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber } }
        if text.hasPrefix("line ") { return isNumber(text.dropFirst(5)) }
        guard let colon = text.lastIndex(of: ":"), colon != text.startIndex, isNumber(text[text.index(after: colon)...]) else {
            return false
        }
        return !text[..<colon].contains { $0.isWhitespace || $0 == "(" || $0 == ")" }
    }
}
