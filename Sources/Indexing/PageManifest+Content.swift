import DocumentModel
import Ingestion

/// When a manifest's `format` contradicts what the page holds.
///
/// A declared format overrides detection, so a wrong one turns the page into garbage silently (an HTML page read
/// as Markdown indexes its tags as prose; a text dump read as HTML loses its line breaks). "Contradicts" is kept
/// narrow, so that a declaration is only refused where the content leaves no doubt:
/// - `text` or `markdown`, but the page is an HTML document: it begins (after a byte-order mark and whitespace)
///   with `<!DOCTYPE html`, `<html`, `<head` or an XML declaration before `<html` (`FormatDetector.looksLikeHTML`,
///   the rule detection itself uses). A `<` elsewhere — code, `#import <UIKit/UIKit.h>`, inline HTML in
///   Markdown — is no contradiction.
/// - `html`, but the first `headBytes` hold no HTML markup at all: no `<!--`, no `<!doctype`, and no start or end
///   tag of an HTML element (`<p>`, `</DIV>`, `<a href=…>`: a name from `htmlElements`, in one case, followed by
///   whitespace, `>` or `/`). `Array<Data>`, `<UIKit/UIKit.h>` and `a < b` are not tags.
/// Declaring `markdown` for plain text, or `text` for Markdown, is never a contradiction: each reads the other.
/// An empty, blank or binary page contradicts nothing: the reader refuses it with its own message.
extension PageManifest {
    /// How much of a page the check reads.
    public static let headBytes = 16 << 10

    /// Why `declared` cannot be the format of a page beginning with `head`, in words, or nil when it can be.
    public static func formatContradiction(declared: DocumentFormat, head: [UInt8]) -> String? {
        let head = Array(head.prefix(headBytes))
        // An empty, blank or binary page has no format to contradict; the reader refuses it with its own message.
        if head.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) || head.contains(0) { return nil }
        switch declared {
        case .plainText, .markdown:
            guard FormatDetector.looksLikeHTML(head) else { return nil }
            return "the page is an HTML document (it begins with '\(opening(head))')"
        case .html:
            guard !holdsHTMLMarkup(head) else { return nil }
            let reading =
                FormatDetector.looksLikeMarkdown(head)
                ? "it reads as Markdown (a heading, code fence or front matter)"
                : "it reads as plain text"
            return "the page holds no HTML markup (no tag, comment or doctype in its first \(headBytes >> 10) KB); \(reading)"
        }
    }

    /// The page's first characters, for the message.
    private static func opening(_ head: [UInt8]) -> String {
        var bytes = head.prefix(512)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = String(decoding: bytes, as: UTF8.self).drop(while: { $0.isWhitespace })
        return LocatedJSON.shown(String(text.prefix(while: { $0 != ">" && !$0.isNewline })), limit: 30)
    }

    /// Whether `bytes` hold a comment, a doctype or a tag of an HTML element.
    static func holdsHTMLMarkup(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<") else { continue }
            var start = index + 1
            if start < bytes.count, bytes[start] == UInt8(ascii: "!") {
                let rest = String(decoding: bytes[(start + 1)..<min(bytes.count, start + 9)], as: UTF8.self).lowercased()
                if rest.hasPrefix("--") || rest.hasPrefix("doctype") { return true }
                continue
            }
            if start < bytes.count, bytes[start] == UInt8(ascii: "/") { start += 1 }
            var end = start
            while end < bytes.count, end - start < 12, isNameByte(bytes[end]) { end += 1 }
            guard end > start else { continue }
            if end < bytes.count,
                !(bytes[end] == UInt8(ascii: ">") || bytes[end] == UInt8(ascii: "/")
                    || bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0A || bytes[end] == 0x0D)
            {
                continue
            }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            // One case, as HTML is written (`p`, `P`); a mixed-case name is a type in code (`Array<Data>`).
            guard name == name.lowercased() || name == name.uppercased() else { continue }
            if htmlElements.contains(name.lowercased()) { return true }
        }
        return false
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The elements of the HTML standard (and the obsolete ones saved pages still hold), lowercase.
    static let htmlElements: Set<String> = [
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body",
        "br", "button", "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del",
        "details", "dfn", "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer",
        "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img",
        "input", "ins", "kbd", "label", "legend", "li", "link", "main", "map", "mark", "menu", "meta", "meter", "nav",
        "noscript", "object", "ol", "optgroup", "option", "output", "p", "param", "picture", "pre", "progress", "q",
        "rp", "rt", "ruby", "s", "samp", "script", "search", "section", "select", "slot", "small", "source", "span",
        "strong", "style", "sub", "summary", "sup", "svg", "table", "tbody", "td", "template", "textarea", "tfoot",
        "th", "thead", "time", "title", "tr", "track", "u", "ul", "var", "video", "wbr",
        "acronym", "big", "center", "font", "frame", "frameset", "listing", "marquee", "nobr", "plaintext", "strike",
        "tt", "xmp"
    ]
}
