import CLibXML2
import DocumentModel
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an element's attributes say, read straight from libxml2's name/value list (no `String` unless
/// a value is wanted): code-language hints, site chrome, list and table rows.
enum HTMLAttributes {
    /// libxml2's attributes of one start tag: name, value, name, value…, then nil.
    typealias List = UnsafeMutablePointer<UnsafePointer<xmlChar>?>?

    /// An attribute's value from libxml2's name/value list; "" for an attribute without a value.
    static func value(_ attributes: List, _ name: StaticString) -> String? {
        rawValue(attributes, name).map { $0.map { String(cString: $0) } ?? "" }
    }

    /// The first attribute named `name`, as libxml2 holds its value: nil when there is no such attribute,
    /// `.some(nil)` when it has no value.
    static func rawValue(_ attributes: List, _ name: StaticString) -> UnsafePointer<xmlChar>?? {
        guard let attributes else { return nil }
        var index = 0
        while let attributeName = attributes[index] {
            if strcmp(attributeName, name.utf8Start) == 0 { return .some(attributes[index + 1]) }
            index += 2
        }
        return nil
    }

    static let hintNames: [StaticString] = ["data-lang", "data-language", "class"]

    /// `class="language-swift"`, `lang-objc`, `highlight-source-swift`, `data-lang`: the hint a page gives on the element.
    static func codeHint(dataLang: String?, dataLanguage: String?, classes: String?) -> CodeHint? {
        if let language = dataLang ?? dataLanguage, !language.isEmpty {
            return CodeHint(
                raw: language, normalized: CodeLabels.normalizedLabel(language) ?? language.lowercased(),
                range: nil)
        }
        guard let classes, classes.utf8.contains(0x2D) else { return nil }
        for token in classes.utf8.split(separator: 0x20) {
            for prefix in hintPrefixes where token.starts(with: prefix) {
                let language = String(decoding: token.dropFirst(prefix.count), as: UTF8.self)
                guard !language.isEmpty else { continue }
                return CodeHint(
                    raw: String(decoding: token, as: UTF8.self),
                    normalized: CodeLabels.normalizedLabel(language) ?? language.lowercased(), range: nil)
            }
        }
        return nil
    }

    static let hintPrefixes: [[UInt8]] = [Array("language-".utf8), Array("lang-".utf8), Array("highlight-source-".utf8)]

    /// Boxes a site puts around its pages, whatever element they use: a landmark `role`, or a class or id
    /// token (split at spaces and underscores, any case) that names navigation, or contains "breadcrumb"
    /// or "cookie".
    ///
    /// This runs for every inline and container element that has attributes: on a documentation page
    /// that is every highlighted `<span class>`, so ASCII values (all real ones) are read as bytes in
    /// place. A value with other bytes goes through `isChromeByText`, the same rule on `String`s,
    /// where Unicode case folding and `Character` boundaries apply.
    static func isChrome(_ attributes: List) -> Bool {
        let role = rawValue(attributes, "role"), classes = rawValue(attributes, "class"), id = rawValue(attributes, "id")
        guard role != nil || classes != nil || id != nil else { return false }
        // A role value is compared as it is; only ASCII bytes can spell one of the four roles.
        if case .some(.some(let value)) = role, chromeRoles.contains(where: { strcmp(value, $0.utf8Start) == 0 }) {
            return true
        }
        guard classes != nil || id != nil else { return false }
        let classBytes = bytes(classes), idBytes = bytes(id)
        guard isASCII(classBytes), isASCII(idBytes) else { return isChromeByText(attributes) }
        return hasChromeToken(classBytes) || hasChromeToken(idBytes)
    }

    /// Whether a link is a heading's permalink marker (Sphinx's `headerlink` ¶, the `#` or icon of `anchor`,
    /// `header-anchor`, `anchorjs-link`, `hash-link`): not part of the heading's text.
    static func isPermalink(_ attributes: List) -> Bool {
        // Every link of a page asks: a class without "link" or "anchor" in it is answered without a `String`.
        hasClass(attributes, in: permalinkClasses, ifContaining: ["link", "anchor"])
    }

    /// Whether an element is the line-number gutter of a code listing (Pygments' `linenos`/`linenodiv`, `gutter`,
    /// `line-numbers`, `lineno`): numbers, not text of the page.
    static func isLineNumberGutter(_ attributes: List) -> Bool {
        hasClass(attributes, in: gutterClasses, ifContaining: ["line", "gutter"])
    }

    /// Whether one of the element's class tokens (any case) is in `classes`. The raw value must first hold one of
    /// `fragments` (case-sensitively: these markers' class names are lowercase by convention), a test that costs
    /// no `String` for the many elements it rules out.
    private static func hasClass(_ attributes: List, in classes: Set<String>, ifContaining fragments: [StaticString]) -> Bool {
        guard case .some(.some(let raw)) = rawValue(attributes, "class") else { return false }
        let mayHold = fragments.contains { fragment in
            raw.withMemoryRebound(to: CChar.self, capacity: 1) {
                strstr($0, UnsafeRawPointer(fragment.utf8Start).assumingMemoryBound(to: CChar.self))
            } != nil
        }
        guard mayHold, let value = value(attributes, "class") else { return false }
        return value.split(whereSeparator: { $0 == " " || $0 == "\t" }).contains { classes.contains($0.lowercased()) }
    }

    static let gutterClasses: Set<String> = ["linenos", "linenodiv", "gutter", "line-numbers", "lineno", "linenumber"]

    static let permalinkClasses: Set<String> = [
        "headerlink", "anchor", "header-anchor", "heading-anchor", "anchorjs-link", "hash-link"
    ]

    /// The landmark roles of site chrome.
    static let chromeRoles: [StaticString] = ["navigation", "banner", "contentinfo", "complementary"]
    /// Class or id tokens that are site chrome when they are the whole token.
    static let chromeTokens: [StaticString] = [
        "navbar", "sidebar", "site-header", "site-footer", "menu", "nav", "footer",
        "share", "social", "pagination", "categories", "archive"
    ]
    /// Class or id fragments that are site chrome anywhere in a token.
    static let chromeFragments: [StaticString] = ["breadcrumb", "cookie"]

    /// `isChrome` read through `String`s: the definition, used for values that are not ASCII.
    static func isChromeByText(_ attributes: List) -> Bool {
        if let role = value(attributes, "role"), chromeRoles.map({ $0.description }).contains(role) {
            return true
        }
        let classes = value(attributes, "class"), id = value(attributes, "id")
        guard classes != nil || id != nil else { return false }
        let words = ((classes ?? "") + " " + (id ?? "")).lowercased()
        for token in words.split(whereSeparator: { $0 == " " || $0 == "_" }) {
            if chromeFragments.contains(where: { token.contains($0.description) }) { return true }
            if chromeTokens.map({ $0.description }).contains(String(token)) { return true }
        }
        return false
    }

    /// An attribute's value as bytes: empty for an attribute that is absent or has no value.
    private static func bytes(_ value: UnsafePointer<xmlChar>??) -> UnsafeBufferPointer<UInt8> {
        guard case .some(.some(let pointer)) = value else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(start: pointer, count: strlen(pointer))
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Whether ASCII `bytes` hold a chrome token, tokens being split at spaces and underscores.
    private static func hasChromeToken(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x20, bytes[end] != 0x5F { end += 1 }
            if end > start {
                let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if chromeFragments.contains(where: { contains(token, $0) }) { return true }
                if chromeTokens.contains(where: { equals(token, $0) }) { return true }
            }
            start = end + 1
        }
        return false
    }

    /// Whether ASCII `token`, lowercased, is `word` (lowercase).
    private static func equals(_ token: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard token.count == word.utf8CodeUnitCount else { return false }
        return matches(token, at: 0, word)
    }

    /// Whether ASCII `token`, lowercased, contains `word` (lowercase).
    private static func contains(_ token: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard token.count >= length else { return false }
        for start in 0...(token.count - length) where matches(token, at: start, word) { return true }
        return false
    }

    private static func matches(_ token: UnsafeBufferPointer<UInt8>, at start: Int, _ word: StaticString) -> Bool {
        let letters = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount {
            var byte = token[start + offset]
            if byte >= 0x41, byte <= 0x5A { byte |= 0x20 }
            if byte != letters[offset] { return false }
        }
        return true
    }

    /// A list item (`li`, `dt`, `dd`) or a table row (`tr`).
    static func isRow(_ name: UnsafePointer<xmlChar>, isTable: Bool) -> Bool {
        isTable ? strcmp(name, "tr") == 0 : (strcmp(name, "li") == 0 || strcmp(name, "dt") == 0 || strcmp(name, "dd") == 0)
    }

    /// Elements between a list or table and its rows.
    static func isRowContainer(_ name: UnsafePointer<xmlChar>) -> Bool {
        for container in ["thead", "tbody", "tfoot", "ul", "ol", "div"] where strcmp(name, container) == 0 { return true }
        return false
    }
}
