/// The programming language of a code sample, decided from the code itself.
public enum CodeLanguage: String, Codable, Sendable, CaseIterable, Comparable {
    case swift
    case objc
    case c
    case python
    case kotlin
    case shell
    case json
    /// A crash log or backtrace pasted as code.
    case stackTrace = "stack-trace"
    /// No rule recognised the text.
    case unknown

    /// Declaration order (Swift first), for sorting.
    public static func < (lhs: CodeLanguage, rhs: CodeLanguage) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// The language a page label or fence hint names ("swift", "objc", "objective-c", "sh", …), nil when it names none we know.
    public init?(hint: String) {
        switch Self.trimmingSpaces(hint.lowercased()) {
        case "swift": self = .swift
        case "objc", "objective-c", "objectivec", "obj-c", "objective c", "m": self = .objc
        case "c", "h": self = .c
        case "python", "py", "python3": self = .python
        case "shell", "sh", "bash", "zsh", "console", "terminal": self = .shell
        case "json": self = .json
        case "kotlin", "kt": self = .kotlin
        default: return nil
        }
    }

    /// `text` without the tabs, space separators (Unicode Zs) and zero-width spaces at either end, as
    /// Foundation's `trimmingCharacters(in: .whitespaces)` trims them; DocumentModel does without Foundation.
    static func trimmingSpaces(_ text: String) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
