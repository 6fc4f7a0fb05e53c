import DocumentModel

/// Decides how a page was saved, from its file extension and, when that is missing or says only
/// "text", from its first bytes.
public enum FormatDetector {
    /// The format an extension names (without the dot, any case); nil for extensions that are not pages.
    public static func format(forExtension pathExtension: String) -> DocumentFormat? {
        switch pathExtension.lowercased() {
        case "html", "htm", "xhtml", "shtml": return .html
        case "md", "markdown", "mdown", "mkd": return .markdown
        case "txt", "text": return .plainText
        default: return nil
        }
    }

    /// The format of a page: HTML markup at the top wins over a `.txt` or missing extension
    /// (saved pages often end up as `.txt`); otherwise the extension decides; a page without a
    /// known extension is sniffed for Markdown structure and falls back to plain text.
    public static func detect(path: String, bytes: [UInt8]) -> DocumentFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let pathExtension = name.contains(".") ? String(name.split(separator: ".").last ?? "") : ""
        let byExtension = format(forExtension: pathExtension)
        if byExtension == .html || byExtension == .markdown { return byExtension! }
        if looksLikeHTML(bytes) { return .html }
        if byExtension == .plainText { return .plainText }
        return looksLikeMarkdown(bytes) ? .markdown : .plainText
    }

    // MARK: - Sniffing

    /// `<!doctype html`, `<html` or `<?xml … <html` at the start (after a BOM and whitespace).
    public static func looksLikeHTML(_ bytes: [UInt8]) -> Bool {
        let head = lowercasedHead(bytes, count: 512)
        return head.hasPrefix("<!doctype html") || head.hasPrefix("<html") || head.hasPrefix("<head")
            || (head.hasPrefix("<?xml") && head.contains("<html"))
    }

    /// Front matter, an ATX heading or a code fence on a line of the first 4 KB.
    public static func looksLikeMarkdown(_ bytes: [UInt8]) -> Bool {
        let head = lowercasedHead(bytes, count: 4096)
        if head.hasPrefix("---\n") || head.hasPrefix("---\r\n") { return true }
        for line in head.split(separator: "\n") {
            if line.hasPrefix("# ") || line.hasPrefix("## ") || line.hasPrefix("```") || line.hasPrefix("~~~") {
                return true
            }
        }
        return false
    }

    private static func lowercasedHead(_ bytes: [UInt8], count: Int) -> String {
        var head = bytes.prefix(count)
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        let text = String(decoding: head, as: UTF8.self)
        return String(text.drop(while: { $0.isWhitespace })).lowercased()
    }
}
