// MARK: - Site boilerplate in pages saved as plain text

/// Recognises site chrome among a plain-text page's lines: the words a blog template prints around
/// every post ("Quote", "Categories", "Archive ↓"), date lines, breadcrumbs, cookie banners, and the
/// platform tag a Q&A site prints above the title ("iOS"). An ordered table; the first rule that fires names itself.
enum PlainTextChrome {
    /// Where a line stands, for the rules that need it.
    struct Context {
        /// The line is the page's first non-blank line.
        var isFirstLine: Bool
        /// The next non-blank line could be a heading.
        var nextIsHeadingCandidate: Bool
    }

    /// The name of the rule that makes `line` chrome, nil when it is not chrome.
    static func rule(for line: String, context: Context) -> String? {
        var contiguous = line
        return contiguous.withUTF8 { rule(for: line, bytes: $0, context: context) }
    }

    /// The rules on the line's UTF-8 bytes: the checks that see every text line are byte-wise, because
    /// `String`'s character-level operations (and hashing non-ASCII strings, which normalises them) cost
    /// more than all the rest of a page's classification.
    private static func rule(for line: String, bytes: UnsafeBufferPointer<UInt8>, context: Context) -> String? {
        var highBits: UInt64 = 0
        let words = LineClassifierFeatures.countWords(bytes, highBits: &highBits)
        // Every rule is about short lines; the longest, a cookie banner, stays under 40 words.
        guard words > 0, words <= 40 else { return nil }
        // Template words and topic tags are short: the key is only worth building for short lines.
        let key: UInt64? = words <= 4 && bytes.count <= 48 ? LanguageLexicon.hash(boilerplateKey(line)[...]) : nil
        if let key, boilerplate.contains(key) { return "boilerplate" }
        if containsCookieWord(bytes) { return "cookie-banner" }
        if words <= 14, bytes.contains(where: { $0 >= 0x30 && $0 <= 0x39 }), !endsLikeSentence(line, words: words),
            containsDate(line)
        {
            return "date-line"
        }
        if words <= 30, hasSpacedSeparator(bytes), isBreadcrumb(line) { return "breadcrumb" }
        if context.isFirstLine, context.nextIsHeadingCandidate, words <= 2, let key, platformTags.contains(key) {
            return "topic-tag"
        }
        if words <= 12, line.hasPrefix("©") || bytes.starts(with: "copyright ".utf8, by: { $0 | 0x20 == $1 }) {
            return "copyright"
        }
        return nil
    }

    // MARK: - Word lists

    /// Template words, lowercased, in the four corpus languages.
    static let boilerplateWords: [String] = [
        "quote", "categories", "category", "archive", "archives", "tags", "tag", "share", "share this", "comments",
        "leave a comment", "leave a reply", "reply", "menu", "home", "search", "next", "previous", "next post",
        "previous post", "older posts", "newer posts", "read more", "continue reading", "back to top", "skip to content",
        "subscribe", "related posts", "recent posts", "popular posts", "table of contents", "contents", "posted in",
        "цитата", "цитировать", "категории", "рубрики", "архив", "архивы", "теги", "метки", "поделиться", "комментарии",
        "главная", "меню", "поиск", "далее", "назад", "читать далее", "содержание", "ответить",
        "उद्धरण", "श्रेणियाँ", "श्रेणियां", "संग्रह", "पुरालेख", "टैग", "साझा करें", "टिप्पणियाँ", "टिप्पणियां", "मुखपृष्ठ",
        "引用", "分类", "归档", "标签", "分享", "评论", "首页", "上一篇", "下一篇", "阅读全文", "目录", "搜索", "回复"
    ]

    /// Topic tags a Q&A or documentation site prints above a page title.
    static let platformTagWords: [String] = [
        "ios", "macos", "ipados", "tvos", "watchos", "visionos", "swift", "objective-c", "xcode", "uikit", "swiftui",
        "cocoa", "cocoa touch", "android", "kotlin", "java"
    ]

    /// Both lists as hashes of their UTF-8 bytes (see `LanguageLexicon.hash`).
    private static let boilerplate: Set<UInt64> = Set(boilerplateWords.map { LanguageLexicon.hash(Array($0.utf8)[...]) })
    private static let platformTags: Set<UInt64> = Set(platformTagWords.map { LanguageLexicon.hash(Array($0.utf8)[...]) })

    /// Lowercased UTF-8, trailing arrows/triangles/colons and surrounding spaces removed: "Archive ↓" → "archive".
    /// Only Latin and Russian capitals are lowered (the template words have no other cased letters), byte-wise.
    static func boilerplateKey(_ line: String) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(line.utf8.count)
        var iterator = line.utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case 0x41...0x5A:
                key.append(byte | 0x20)
            case 0xD0:
                // U+0410–U+042F (А–Я) → U+0430–U+044F; U+0400–U+040F (Ѐ–Џ) → U+0450–U+045F.
                guard let next = iterator.next() else { key.append(byte); break }
                switch next {
                case 0x90...0x9F: key.append(0xD0); key.append(next + 0x20)
                case 0xA0...0xAF: key.append(0xD1); key.append(next - 0x20)
                case 0x80...0x8F: key.append(0xD1); key.append(next + 0x10)
                default: key.append(0xD0); key.append(next)
                }
            default:
                key.append(byte)
            }
        }
        var trimmed = true
        while trimmed {
            trimmed = false
            if let last = key.last, last == 0x20 || last == 0x09 || last == 0x3A || last == 0x2B || last == 0x7C {
                key.removeLast()
                trimmed = true
            } else if let decoration = decorations.first(where: {
                key.count >= $0.count && key.suffix($0.count).elementsEqual($0)
            }) {
                key.removeLast(decoration.count)
                trimmed = true
            }
        }
        let start = key.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) ?? key.endIndex
        return Array(key[start...])
    }

    /// Arrows, triangles and the full-width colon that templates put after a word ("Archive ↓").
    private static let decorations: [[UInt8]] = ["↓", "↑", "→", "←", "›", "»", "▼", "▾", "▸", "▲", "⌄", "："].map {
        Array($0.utf8)
    }

    /// A cookie banner: the word "cookie" (or its Russian or Hindi spelling) together with a consent cue, so
    /// that prose about HTTP cookies is not taken for one. The first test looks only at bytes that can start
    /// one of the words, since it runs on every text line.
    private static func containsCookieWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        for index in bytes.indices {
            let byte = bytes[index]
            // "coo" in any case; "к"/"К" (D0 BA, D0 9A); "क" (E0 A4 95). Lines are full of "c" and of the Cyrillic and
            // Devanagari lead bytes alone, so the next byte is checked before any word is compared.
            switch byte {
            case 0x43, 0x63:
                guard index + 2 < bytes.count, bytes[index + 1] | 0x20 == 0x6F, bytes[index + 2] | 0x20 == 0x6F else { continue }
            case 0xD0: guard index + 1 < bytes.count, bytes[index + 1] == 0xBA || bytes[index + 1] == 0x9A else { continue }
            case 0xE0: guard index + 2 < bytes.count, bytes[index + 1] == 0xA4, bytes[index + 2] == 0x95 else { continue }
            default: continue
            }
            let rest = UnsafeBufferPointer(rebasing: bytes[index...])
            if cookieWords.contains(where: { rest.starts(with: $0, by: sameLetter) }) {
                found = true
                break
            }
        }
        return found && consentCues.contains { contains(bytes, $0) }
    }

    private static let cookieWords: [[UInt8]] = ["cookie", "куки", "Куки", "कुकी"].map { Array($0.utf8) }
    private static let consentCues: [[UInt8]] = [
        "accept", "consent", "agree", "privacy", "policy", "we use", "использ", "соглас", "सहमत", "स्वीकार"
    ].map { Array($0.utf8) }

    /// Equal bytes, or ASCII letters equal but for case.
    private static func sameLetter(_ a: UInt8, _ b: UInt8) -> Bool {
        a == b || (LineClassifierFeatures.isLetter(a) && a | 0x20 == b | 0x20)
    }

    /// Byte-wise substring search (no Foundation, no Unicode normalisation); ASCII letters match in either case.
    private static func contains(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        let first = needle[0]
        let folds = LineClassifierFeatures.isLetter(first)
        outer: for start in 0...(haystack.count - needle.count) {
            let byte = haystack[start]
            guard byte == first || (folds && byte | 0x20 == first | 0x20) else { continue }
            for offset in 1..<needle.count {
                let a = haystack[start + offset]
                let b = needle[offset]
                if a != b && !(LineClassifierFeatures.isLetter(a) && a | 0x20 == b | 0x20) { continue outer }
            }
            return true
        }
        return false
    }

    /// Ends with sentence punctuation; a final "." counts only after four words ("Posted 19.04.2021." is a date line).
    private static func endsLikeSentence(_ line: String, words: Int) -> Bool {
        guard let last = line.last(where: { $0 != " " && $0 != "\t" }) else { return false }
        if last == "." { return words >= 4 }
        return last == "。" || last == "।" || last == "!" || last == "?"
    }

    // MARK: - Dates

    private static let monthNames: [String] = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября",
        "декабря", "जनवरी", "फ़रवरी", "फरवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर",
        "नवंबर", "दिसंबर"
    ]

    /// A numeric date (19.04.2021, 2021-04-19, 04/19/2021, 2021年4月19日) or a month name next to a year.
    static func containsDate(_ line: String) -> Bool {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard isDigit(scalars[index]) else { index += 1; continue }
            // Read up to three digit groups joined by one separator each.
            var groups: [Int] = []
            var separators: [Unicode.Scalar] = []
            var cursor = index
            while cursor < scalars.count {
                let start = cursor
                while cursor < scalars.count, isDigit(scalars[cursor]) { cursor += 1 }
                groups.append(cursor - start)
                guard groups.count < 3, cursor + 1 < scalars.count, isDigit(scalars[cursor + 1]) else { break }
                let separator = scalars[cursor]
                guard [".", "/", "-", "年", "月"].contains(separator) else { break }
                separators.append(separator)
                cursor += 1
            }
            if groups.count == 3, Set(separators).count == 1 || separators == ["年", "月"] {
                if (groups[0] <= 2 && groups[1] <= 2 && (groups[2] == 4 || groups[2] == 2))
                    || (groups[0] == 4 && groups[1] <= 2 && groups[2] <= 2)
                {
                    return true
                }
            }
            if groups.count >= 2, separators.first == "年" { return true }
            index = max(cursor, index + 1)
        }
        guard hasYear(scalars) else { return false }
        // Month names next to the year: compare letter runs, lowercased one short token at a time.
        var token = String.UnicodeScalarView()
        for scalar in scalars + [" "] {
            if scalar.properties.isAlphabetic || (0x900...0x97F).contains(scalar.value) {
                token.append(scalar)
            } else if !token.isEmpty {
                if token.count <= 9, monthNames.contains(String(token).lowercased()) { return true }
                token = String.UnicodeScalarView()
            }
        }
        return false
    }

    /// A run of exactly four digits between 1970 and 2099.
    static func hasYear(_ scalars: [Unicode.Scalar]) -> Bool {
        var run = 0
        var value = 0
        for scalar in scalars + [" "] {
            if isDigit(scalar) {
                run += 1
                // Only a four-digit run can be a year: longer runs stop accumulating, so a line of
                // digits from a stranger cannot overflow the value.
                if run <= 4 { value = value * 10 + Int(scalar.value - 0x30) }
            } else {
                if run == 4, (1970...2099).contains(value) { return true }
                run = 0
                value = 0
            }
        }
        return false
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    // MARK: - Breadcrumbs

    /// "Home › Blog › iOS", "Главная / Статьи / iOS": two or more spaced separators between short parts.
    static func isBreadcrumb(_ line: String) -> Bool {
        let tokens = line.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
        guard let separator = tokens.first(where: isSeparator) else { return false }
        var parts = 0
        var wordsInPart = 0
        for token in tokens {
            if token.elementsEqual(separator) {
                guard (1...5).contains(wordsInPart) else { return false }
                parts += 1
                wordsInPart = 0
            } else {
                if token.contains(0x2E) || isSeparator(token) { return false }
                wordsInPart += 1
            }
        }
        guard (1...5).contains(wordsInPart) else { return false }
        return parts + 1 >= 3
    }

    /// A separator between spaces somewhere in the line: the cheap test before `isBreadcrumb`.
    private static func hasSpacedSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == 0x20 {
                for separator in separators {
                    let end = index + 1 + separator.count
                    if end < bytes.count, bytes[end] == 0x20,
                        UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]).elementsEqual(separator)
                    {
                        return true
                    }
                }
            }
            index += 1
        }
        return false
    }

    /// Breadcrumb separators, standing between spaces.
    private static let separators: [[UInt8]] = ["›", "»", ">", "/", "→", "|", "::"].map { Array($0.utf8) }

    private static func isSeparator(_ token: Substring.UTF8View) -> Bool {
        separators.contains { token.elementsEqual($0) }
    }
}
