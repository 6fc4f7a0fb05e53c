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
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !words.isEmpty else { return nil }
        let key = boilerplateKey(line)
        if boilerplate.contains(key) { return "boilerplate" }
        if words.count <= 40, containsCookieWord(line.lowercased()) { return "cookie-banner" }
        if words.count <= 14, !endsLikeSentence(line, words: words.count), containsDate(line) { return "date-line" }
        if isBreadcrumb(line) { return "breadcrumb" }
        if context.isFirstLine, context.nextIsHeadingCandidate, platformTags.contains(key) { return "topic-tag" }
        if words.count <= 12, key.hasPrefix("©") || key.hasPrefix("copyright ") || key.hasPrefix("(c) ") { return "copyright" }
        return nil
    }

    // MARK: - Word lists

    /// Template words, lowercased, in the four corpus languages.
    static let boilerplate: Set<String> = [
        "quote", "categories", "category", "archive", "archives", "tags", "tag", "share", "share this", "comments",
        "leave a comment", "leave a reply", "reply", "menu", "home", "search", "next", "previous", "next post",
        "previous post", "older posts", "newer posts", "read more", "continue reading", "back to top", "skip to content",
        "subscribe", "related posts", "recent posts", "popular posts", "table of contents", "contents", "posted in",
        "цитата", "цитировать", "категории", "рубрики", "архив", "архивы", "теги", "метки", "поделиться", "комментарии",
        "главная", "меню", "поиск", "далее", "назад", "читать далее", "содержание", "ответить",
        "उद्धरण", "श्रेणियाँ", "श्रेणियां", "संग्रह", "पुरालेख", "टैग", "साझा करें", "टिप्पणियाँ", "टिप्पणियां", "मुखपृष्ठ",
        "引用", "分类", "归档", "标签", "分享", "评论", "首页", "上一篇", "下一篇", "阅读全文", "目录", "搜索", "回复",
    ]

    /// Topic tags a Q&A or documentation site prints above a page title.
    static let platformTags: Set<String> = [
        "ios", "macos", "ipados", "tvos", "watchos", "visionos", "swift", "objective-c", "xcode", "uikit", "swiftui",
        "cocoa", "cocoa touch", "android", "kotlin", "java",
    ]

    /// Lowercased, trailing arrows/triangles/colons and surrounding spaces removed: "Archive ↓" → "archive".
    static func boilerplateKey(_ line: String) -> String {
        let decorations: Set<Character> = ["↓", "↑", "→", "←", "›", "»", "▼", "▾", "▸", "▲", "⌄", "+", ":", "：", "|", " ", "\t"]
        var text = Substring(line.lowercased())
        while let last = text.last, decorations.contains(last) { text = text.dropLast() }
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        return String(text)
    }

    private static func containsCookieWord(_ lower: String) -> Bool {
        lower.contains("cookie") || lower.contains("куки") || lower.contains("कुकी")
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
        "नवंबर", "दिसंबर",
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
                    || (groups[0] == 4 && groups[1] <= 2 && groups[2] <= 2) {
                    return true
                }
            }
            if groups.count >= 2, separators.first == "年" { return true }
            index = max(cursor, index + 1)
        }
        let lower = line.lowercased()
        guard hasYear(scalars) else { return false }
        let tokens = lower.split(whereSeparator: { !$0.isLetter })
        return tokens.contains { monthNames.contains(String($0)) }
    }

    private static func hasYear(_ scalars: [Unicode.Scalar]) -> Bool {
        var run = 0
        var value = 0
        for scalar in scalars + [" "] {
            if isDigit(scalar) {
                run += 1
                value = value * 10 + Int(scalar.value - 0x30)
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
        for separator in [" › ", " » ", " > ", " / ", " → ", " | ", " :: "] {
            let parts = line.split(separator: separator, omittingEmptySubsequences: false)
            if parts.count >= 3, parts.allSatisfy({ part in
                let words = part.split(separator: " ").count
                return words >= 1 && words <= 5 && !part.contains(".")
            }) {
                return true
            }
        }
        return false
    }
}
