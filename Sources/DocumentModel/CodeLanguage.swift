/// The programming language of a code sample, decided from the code itself, or from the page's label for a
/// language whose code the classifier has no rules for (C++, Java, JavaScript, Go, …: tutorial pages show them
/// beside Swift, and taking a labelled Lua block for Swift would hand it to the compiler).
public enum CodeLanguage: String, Codable, Sendable, CaseIterable, Comparable {
    case swift
    case objc
    case c
    case python
    case kotlin
    case shell
    case json
    case cpp
    case csharp
    case java
    case javascript
    case typescript
    case go
    case rust
    case ruby
    case php
    case dart
    case lua
    case html
    case css
    case xml
    case yaml
    case sql
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
        case "kotlin", "kt", "kts": self = .kotlin
        case "cpp", "c++", "cxx", "cc", "hpp": self = .cpp
        case "csharp", "c#", "cs": self = .csharp
        case "java": self = .java
        case "javascript", "js", "jsx", "mjs", "node": self = .javascript
        case "typescript", "ts", "tsx": self = .typescript
        case "go", "golang": self = .go
        case "rust", "rs": self = .rust
        case "ruby", "rb": self = .ruby
        case "php": self = .php
        case "dart": self = .dart
        case "lua": self = .lua
        case "html", "htm", "xhtml": self = .html
        case "css", "scss", "less": self = .css
        case "xml", "plist", "svg", "xaml": self = .xml
        case "yaml", "yml": self = .yaml
        case "sql", "sqlite", "mysql", "postgresql", "psql": self = .sql
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
