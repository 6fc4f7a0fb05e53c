// MARK: - Keywords

/// What a keyword is to the readers of code; a word can be several.
public struct KeywordRoles: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A word of the language that is never a name a sample declares or uses (symbol extraction).
    public static let reserved = KeywordRoles(rawValue: 1 << 0)
    /// Introduces a type declaration (`class`, `struct`, …): the word after it is a type's name.
    public static let declaresType = KeywordRoles(rawValue: 1 << 1)
    /// Starting a line as a keyword, it makes the line code (the line classifier of the readers).
    public static let startsStatement = KeywordRoles(rawValue: 1 << 2)
    /// So common in samples that it says nothing about which sample it is (the alignment's code signals).
    public static let boilerplate = KeywordRoles(rawValue: 1 << 3)
    /// Followed by `(`, it opens a condition or an operand, not a call (`if (`, `return (`, `sizeof(`).
    public static let notACall = KeywordRoles(rawValue: 1 << 4)
    /// A compiler directive's or preprocessor's word after `#` (`#if`, `#pragma`, `#available`).
    public static let directive = KeywordRoles(rawValue: 1 << 5)
    /// Opens a nominal type, the kind of declaration that can hold stored members (`class`, `struct`, `enum`,
    /// `protocol`, `actor`): what a program assembler keeps at file scope or nests in a namespace.
    public static let opensNominalType = KeywordRoles(rawValue: 1 << 6)
    /// The word after it names what the line declares or extends (`let x`, `func f`, `extension UIColor`).
    public static let namesDeclaration = KeywordRoles(rawValue: 1 << 7)
}

/// The keyword table of each dialect: every word once, with the roles it has.
///
/// One table per language, so that the readers, the sample analysis and the alignment no longer keep
/// lists of their own that drift apart; each asks for the words with the role it needs (`words(_:with:)`).
/// A word both languages have (`self`, `nil`, `if`) is in both tables.
public enum CodeKeywords {
    /// Swift's words (keywords, contextual keywords, attribute and directive names written without `@`/`#`).
    public static let swift: [(word: String, roles: KeywordRoles)] = [
        ("let", [.reserved, .startsStatement, .boilerplate, .namesDeclaration]),
        ("var", [.reserved, .startsStatement, .boilerplate, .namesDeclaration]),
        ("func", [.reserved, .startsStatement, .boilerplate, .namesDeclaration]),
        ("class", [.reserved, .declaresType, .startsStatement, .boilerplate, .opensNominalType, .namesDeclaration]),
        ("struct", [.reserved, .declaresType, .startsStatement, .boilerplate, .opensNominalType, .namesDeclaration]),
        ("enum", [.reserved, .declaresType, .startsStatement, .boilerplate, .opensNominalType, .namesDeclaration]),
        ("protocol", [.reserved, .declaresType, .startsStatement, .boilerplate, .opensNominalType, .namesDeclaration]),
        ("extension", [.reserved, .declaresType, .startsStatement, .boilerplate, .namesDeclaration]),
        ("return", [.reserved, .notACall, .startsStatement, .boilerplate]),
        ("if", [.reserved, .notACall, .startsStatement, .directive]),
        ("else", [.reserved, .startsStatement, .boilerplate, .directive]),
        ("guard", [.reserved, .notACall, .startsStatement, .boilerplate]),
        ("for", [.reserved, .notACall, .startsStatement, .boilerplate]), ("in", [.reserved, .notACall]),
        ("while", [.reserved, .notACall, .startsStatement, .boilerplate]), ("repeat", [.reserved, .startsStatement]),
        ("switch", [.reserved, .notACall, .startsStatement, .boilerplate]),
        ("case", [.reserved, .startsStatement, .boilerplate]),
        ("default", [.reserved, .startsStatement, .boilerplate]),
        ("break", [.reserved, .startsStatement, .boilerplate]),
        ("continue", [.reserved, .startsStatement, .boilerplate]), ("fallthrough", [.reserved, .startsStatement]),
        ("where", [.reserved, .notACall, .boilerplate]), ("as", [.reserved, .notACall]),
        ("is", [.reserved, .notACall]), ("try", [.reserved, .notACall, .startsStatement, .boilerplate]),
        ("throw", [.reserved, .startsStatement]), ("throws", [.reserved, .boilerplate]), ("rethrows", [.reserved]),
        ("do", [.reserved, .startsStatement]), ("catch", [.reserved, .notACall, .startsStatement, .boilerplate]),
        ("import", [.reserved, .startsStatement, .boilerplate]),
        ("self", [.reserved, .startsStatement, .boilerplate]), ("Self", [.reserved, .boilerplate]),
        ("super", [.reserved, .startsStatement, .boilerplate]), ("true", [.reserved, .startsStatement, .boilerplate]),
        ("false", [.reserved, .startsStatement, .boilerplate]), ("nil", [.reserved, .startsStatement, .boilerplate]),
        ("init", [.reserved, .startsStatement, .boilerplate]), ("deinit", [.reserved, .startsStatement]),
        ("lazy", [.reserved, .startsStatement, .boilerplate]), ("weak", [.reserved, .startsStatement, .boilerplate]),
        ("unowned", [.reserved, .startsStatement]), ("override", [.reserved, .startsStatement, .boilerplate]),
        ("final", [.reserved, .startsStatement, .boilerplate]),
        ("private", [.reserved, .startsStatement, .boilerplate]), ("fileprivate", [.reserved, .startsStatement]),
        ("public", [.reserved, .startsStatement, .boilerplate]),
        ("internal", [.reserved, .startsStatement, .boilerplate]), ("open", [.reserved, .startsStatement]),
        ("static", [.reserved, .startsStatement, .boilerplate]), ("mutating", [.reserved, .startsStatement]),
        ("inout", [.reserved, .boilerplate]), ("get", [.reserved, .startsStatement, .boilerplate]),
        ("set", [.reserved, .startsStatement, .boilerplate]), ("willSet", [.reserved, .startsStatement]),
        ("didSet", [.reserved, .startsStatement]),
        ("typealias", [.reserved, .declaresType, .startsStatement, .boilerplate, .namesDeclaration]),
        ("required", [.reserved, .startsStatement, .boilerplate]),
        ("convenience", [.reserved, .startsStatement, .boilerplate]), ("dynamic", [.reserved]),
        ("optional", [.reserved, .boilerplate]), ("indirect", [.reserved]), ("some", [.reserved]),
        ("any", [.reserved]), ("async", [.reserved]), ("await", [.reserved, .notACall]),
        ("defer", [.reserved, .startsStatement, .boilerplate]), ("subscript", [.reserved]), ("_", [.reserved]),
        ("associatedtype", [.reserved, .startsStatement]), ("operator", [.reserved]),
        ("precedencegroup", [.reserved]), ("actor", [.reserved, .declaresType, .opensNominalType, .namesDeclaration]),
        ("nonisolated", [.reserved]),
        ("nonmutating", [.startsStatement]), ("objc", [.boilerplate]), ("selector", [.boilerplate, .directive]),
        ("endif", [.directive]), ("available", [.directive]), ("sourceLocation", [.directive]),
        ("error", [.directive]), ("warning", [.directive])
    ]

    /// Objective-C's words (C's keywords and types, Objective-C's literals, property attributes and
    /// `@` keywords written without `@`, preprocessor words).
    public static let objectiveC: [(word: String, roles: KeywordRoles)] = [
        ("self", [.reserved, .startsStatement, .boilerplate]), ("super", [.reserved, .startsStatement, .boilerplate]),
        ("nil", [.reserved, .startsStatement, .boilerplate]), ("Nil", [.reserved]),
        ("YES", [.reserved, .boilerplate]), ("NO", [.reserved, .boilerplate]), ("TRUE", [.reserved, .boilerplate]),
        ("FALSE", [.reserved, .boilerplate]), ("NULL", [.reserved, .boilerplate]),
        ("return", [.reserved, .notACall, .startsStatement, .boilerplate]),
        ("if", [.reserved, .notACall, .startsStatement, .directive]),
        ("else", [.reserved, .startsStatement, .boilerplate, .directive]),
        ("for", [.reserved, .notACall, .startsStatement, .boilerplate]),
        ("while", [.reserved, .notACall, .startsStatement, .boilerplate]), ("do", [.reserved, .startsStatement]),
        ("switch", [.reserved, .notACall, .startsStatement, .boilerplate]),
        ("case", [.reserved, .startsStatement, .boilerplate]),
        ("default", [.reserved, .startsStatement, .boilerplate]),
        ("break", [.reserved, .startsStatement, .boilerplate]),
        ("continue", [.reserved, .startsStatement, .boilerplate]), ("in", [.reserved]), ("id", [.reserved]),
        ("instancetype", [.reserved, .boilerplate]), ("void", [.reserved, .startsStatement, .boilerplate]),
        ("int", [.reserved]), ("float", [.reserved]), ("double", [.reserved]), ("char", [.reserved]),
        ("long", [.reserved]), ("short", [.reserved]), ("unsigned", [.reserved, .startsStatement]),
        ("signed", [.reserved]), ("const", [.reserved, .startsStatement]),
        ("static", [.reserved, .startsStatement, .boilerplate]), ("sizeof", [.reserved, .notACall]),
        ("typeof", [.reserved, .notACall]), ("__weak", [.reserved, .startsStatement]),
        ("__strong", [.reserved, .startsStatement]), ("__block", [.reserved, .startsStatement]),
        ("__typeof", [.reserved, .notACall]), ("nonatomic", [.reserved, .boilerplate]),
        ("atomic", [.reserved, .boilerplate]), ("strong", [.reserved, .boilerplate]),
        ("weak", [.reserved, .startsStatement, .boilerplate]), ("assign", [.reserved, .boilerplate]),
        ("copy", [.reserved, .boilerplate]), ("readonly", [.reserved, .boilerplate]),
        ("readwrite", [.reserved, .boilerplate]), ("getter", [.reserved, .boilerplate]),
        ("setter", [.reserved, .boilerplate]), ("retain", [.reserved]), ("nullable", [.reserved]),
        ("nonnull", [.reserved]), ("_Nullable", [.reserved]), ("_Nonnull", [.reserved]),
        ("struct", [.reserved, .startsStatement, .boilerplate]),
        ("enum", [.reserved, .startsStatement, .boilerplate]), ("typedef", [.reserved, .startsStatement]),
        ("goto", [.reserved]), ("true", [.reserved, .startsStatement, .boilerplate]),
        ("false", [.reserved, .startsStatement, .boilerplate]), ("bool", [.reserved]), ("extern", [.reserved]),
        ("inline", [.reserved]), ("volatile", [.reserved]), ("auto", [.reserved]), ("register", [.reserved]),
        ("_cmd", [.reserved]), ("alloc", [.reserved, .boilerplate]), ("new", [.reserved, .boilerplate]),
        ("end", [.boilerplate]), ("implementation", [.boilerplate]), ("interface", [.boilerplate]),
        ("mark", [.boilerplate]), ("optional", [.boilerplate]), ("pragma", [.boilerplate, .directive]),
        ("property", [.boilerplate]), ("selector", [.boilerplate]), ("unsafe_unretained", [.boilerplate]),
        ("catch", [.notACall, .startsStatement, .boilerplate]),
        ("import", [.startsStatement, .boilerplate, .directive]), ("include", [.directive]), ("define", [.directive]),
        ("undef", [.directive]), ("ifdef", [.directive]), ("ifndef", [.directive]), ("elif", [.directive]),
        ("endif", [.directive]), ("error", [.directive]), ("warning", [.directive])
    ]

    /// The table of `dialect`.
    public static func table(_ dialect: CodeDialect) -> [(word: String, roles: KeywordRoles)] {
        dialect == .swift ? swift : objectiveC
    }

    /// The words of `dialect` that have any of `roles` (every word when `roles` is empty).
    public static func words(_ dialect: CodeDialect, with roles: KeywordRoles = []) -> Set<String> {
        Set(table(dialect).filter { roles.isEmpty || !$0.roles.isDisjoint(with: roles) }.map(\.word))
    }

    /// The words of either dialect that have any of `roles`.
    public static func words(with roles: KeywordRoles) -> Set<String> {
        words(.swift, with: roles).union(words(.objectiveC, with: roles))
    }

    /// Whether `word` is a reserved word of `dialect` (what the tokenizer reads as a `.keyword`). The other
    /// words of a table (`error` after `#`, `copy` in a property's attributes) are names elsewhere.
    public static func isKeyword(_ word: String, in dialect: CodeDialect) -> Bool {
        dialect == .swift ? swiftWords.contains(word) : objectiveCWords.contains(word)
    }

    private static let swiftWords = words(.swift, with: .reserved)
    private static let objectiveCWords = words(.objectiveC, with: .reserved)

    // MARK: - The byte path

    /// `isKeyword` for a word's UTF-8 bytes, without building a `String`: the tokenizer asks for every word.
    /// The same tables, bucketed by first byte (tests compare the two on every word and on near misses).
    public static func isKeyword(_ word: UnsafeBufferPointer<UInt8>, in dialect: CodeDialect) -> Bool {
        guard let first = word.first, first < 0x80 else { return false }
        let buckets = dialect == .swift ? swiftBuckets : objectiveCBuckets
        for keyword in buckets[Int(first)] where keyword.count == word.count && keyword.elementsEqual(word) {
            return true
        }
        return false
    }

    /// `words` of a dialect as bytes, bucketed by first byte.
    public static func buckets(_ words: Set<String>) -> [[[UInt8]]] {
        var table = [[[UInt8]]](repeating: [], count: 128)
        for word in words.sorted() {
            let bytes = Array(word.utf8)
            if let first = bytes.first, first < 0x80 { table[Int(first)].append(bytes) }
        }
        return table
    }

    private static let swiftBuckets = buckets(swiftWords)
    private static let objectiveCBuckets = buckets(objectiveCWords)
}
