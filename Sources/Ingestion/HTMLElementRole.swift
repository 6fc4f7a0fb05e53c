import CLibXML2

/// What an HTML element does to the flow of a page, looked up from its name without making a
/// `String` (libxml2's HTML parser gives lowercase names; this runs once per element).
enum HTMLElementRole: Sendable, Equatable {
    case drop, document, head, title, chrome, header, heading(Int), preformatted, list, table, container, lineBreak,
        image, codeInline, link, inline, rule

    /// True for roles that add to the current run of inline text instead of opening a block.
    var isInline: Bool {
        switch self {
        case .inline, .codeInline, .link, .image, .lineBreak: return true
        default: return false
        }
    }

    static func of(name: UnsafePointer<xmlChar>) -> HTMLElementRole {
        roles[NameKey(name)] ?? .inline
    }

    // MARK: - The table

    /// The first eight bytes of a name packed in an integer, plus its length.
    struct NameKey: Hashable {
        var prefix: UInt64
        var length: Int

        init(_ name: UnsafePointer<UInt8>) {
            var prefix: UInt64 = 0
            var length = 0
            while name[length] != 0 {
                if length < 8 { prefix |= UInt64(name[length]) << UInt64(8 * length) }
                length += 1
            }
            self.prefix = prefix
            self.length = length
        }

        init(_ name: String) {
            var bytes = Array(name.utf8)
            bytes.append(0)
            self = bytes.withUnsafeBufferPointer { NameKey($0.baseAddress!) }
        }
    }

    private static let roles: [NameKey: HTMLElementRole] = {
        var table: [NameKey: HTMLElementRole] = [:]
        func add(_ role: HTMLElementRole, _ names: [String]) {
            for name in names { table[NameKey(name)] = role }
        }
        add(
            .drop,
            [
                "script", "style", "noscript", "template", "iframe", "object", "embed", "svg", "canvas", "button",
                "input", "select", "textarea", "link", "meta", "base"
            ])
        add(.document, ["html"])
        add(.head, ["head"])
        add(.title, ["title"])
        add(.chrome, ["nav", "aside", "footer", "form", "menu"])
        add(.header, ["header"])
        for level in 1...6 { table[NameKey("h\(level)")] = .heading(level) }
        add(.preformatted, ["pre", "listing", "xmp", "plaintext"])
        add(.list, ["ul", "ol", "dl"])
        add(.table, ["table"])
        add(.lineBreak, ["br"])
        add(.image, ["img"])
        add(.codeInline, ["code", "kbd", "samp", "tt"])
        add(.link, ["a"])
        add(.rule, ["hr"])
        add(
            .container,
            [
                "p", "div", "section", "article", "main", "body", "blockquote", "figure", "figcaption", "center",
                "address", "details", "summary", "li", "dd", "dt", "fieldset", "caption", "td", "th", "tr",
                "thead", "tbody", "tfoot"
            ])
        return table
    }()
}
