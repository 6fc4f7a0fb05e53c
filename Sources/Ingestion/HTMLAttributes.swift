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
        guard let attributes else { return nil }
        var index = 0
        while let attributeName = attributes[index] {
            if strcmp(attributeName, name.utf8Start) == 0 {
                return attributes[index + 1].map { String(cString: $0) } ?? ""
            }
            index += 2
        }
        return nil
    }

    static let hintNames: [StaticString] = ["data-lang", "data-language", "class"]

    /// The index of the attribute's name in libxml2's name/value list.
    static func entry(_ attributes: List, _ name: StaticString) -> Int? {
        guard let attributes else { return nil }
        var index = 0
        while let attributeName = attributes[index] {
            if strcmp(attributeName, name.utf8Start) == 0 { return index }
            index += 2
        }
        return nil
    }

    /// `class="language-swift"`, `lang-objc`, `highlight-source-swift`, `data-lang`: the hint a page gives on the element.
    static func codeHint(dataLang: String?, dataLanguage: String?, classes: String?) -> CodeHint? {
        if let language = dataLang ?? dataLanguage, !language.isEmpty {
            return CodeHint(raw: language, normalized: CodeLabels.normalizedLabel(language) ?? language.lowercased(),
                            range: nil)
        }
        guard let classes, classes.utf8.contains(0x2D) else { return nil }
        for token in classes.utf8.split(separator: 0x20) {
            for prefix in hintPrefixes where token.starts(with: prefix) {
                let language = String(decoding: token.dropFirst(prefix.count), as: UTF8.self)
                guard !language.isEmpty else { continue }
                return CodeHint(raw: String(decoding: token, as: UTF8.self),
                                normalized: CodeLabels.normalizedLabel(language) ?? language.lowercased(), range: nil)
            }
        }
        return nil
    }

    static let hintPrefixes: [[UInt8]] = [Array("language-".utf8), Array("lang-".utf8), Array("highlight-source-".utf8)]

    /// Boxes a site puts around its pages, whatever element they use.
    static func isChrome(_ attributes: List) -> Bool {
        if let role = value(attributes, "role"), ["navigation", "banner", "contentinfo", "complementary"].contains(role) {
            return true
        }
        let classes = value(attributes, "class"), id = value(attributes, "id")
        guard classes != nil || id != nil else { return false }
        let words = ((classes ?? "") + " " + (id ?? "")).lowercased()
        for token in words.split(whereSeparator: { $0 == " " || $0 == "_" }) {
            if token.contains("breadcrumb") || token.contains("cookie") { return true }
            if ["navbar", "sidebar", "site-header", "site-footer", "menu", "nav", "footer", "share", "social",
                "pagination", "categories", "archive"].contains(String(token)) {
                return true
            }
        }
        return false
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
