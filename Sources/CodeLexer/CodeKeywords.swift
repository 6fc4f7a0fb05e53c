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
}

/// The keyword table of each dialect: every word once, with the roles it has.
///
/// One table per language, so that the readers, the sample analysis and the alignment no longer keep
/// lists of their own that drift apart; each asks for the words with the role it needs (`words(_:with:)`).
/// A word both languages have (`self`, `nil`, `if`) is in both tables.
public enum CodeKeywords {
    /// Swift's words (keywords, contextual keywords, attribute and directive names written without `@`/`#`).
    public static let swift: [(word: String, roles: KeywordRoles)] = [
        ("let", [.reserved, .startsStatement, .boilerplate]), ("var", [.reserved, .startsStatement, .boilerplate]),
        ("func", [.reserved, .startsStatement, .boilerplate]),
        ("class", [.reserved, .declaresType, .startsStatement, .boilerplate]),
        ("struct", [.reserved, .declaresType, .startsStatement, .boilerplate]),
        ("enum", [.reserved, .declaresType, .startsStatement, .boilerplate]),
        ("protocol", [.reserved, .declaresType, .startsStatement, .boilerplate]),
        ("extension", [.reserved, .declaresType, .startsStatement, .boilerplate]),
        ("return", [.reserved, .startsStatement, .boilerplate]), ("if", [.reserved, .startsStatement]),
        ("else", [.reserved, .startsStatement, .boilerplate]), ("guard", [.reserved, .startsStatement, .boilerplate]),
        ("for", [.reserved, .startsStatement, .boilerplate]), ("in", [.reserved]),
        ("while", [.reserved, .startsStatement, .boilerplate]), ("repeat", [.reserved, .startsStatement]),
        ("switch", [.reserved, .startsStatement, .boilerplate]),
        ("case", [.reserved, .startsStatement, .boilerplate]),
        ("default", [.reserved, .startsStatement, .boilerplate]),
        ("break", [.reserved, .startsStatement, .boilerplate]),
        ("continue", [.reserved, .startsStatement, .boilerplate]), ("fallthrough", [.reserved, .startsStatement]),
        ("where", [.reserved, .boilerplate]), ("as", [.reserved]), ("is", [.reserved]),
        ("try", [.reserved, .startsStatement, .boilerplate]), ("throw", [.reserved, .startsStatement]),
        ("throws", [.reserved, .boilerplate]), ("rethrows", [.reserved]), ("do", [.reserved, .startsStatement]),
        ("catch", [.reserved, .startsStatement, .boilerplate]),
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
        ("typealias", [.reserved, .declaresType, .startsStatement, .boilerplate]),
        ("required", [.reserved, .startsStatement, .boilerplate]),
        ("convenience", [.reserved, .startsStatement, .boilerplate]), ("dynamic", [.reserved]),
        ("optional", [.reserved, .boilerplate]), ("indirect", [.reserved]), ("some", [.reserved]),
        ("any", [.reserved]), ("async", [.reserved]), ("await", [.reserved]),
        ("defer", [.reserved, .startsStatement, .boilerplate]), ("subscript", [.reserved]), ("_", [.reserved]),
        ("associatedtype", [.reserved, .startsStatement]), ("operator", [.reserved]),
        ("precedencegroup", [.reserved]), ("actor", [.reserved, .declaresType]), ("nonisolated", [.reserved]),
        ("nonmutating", [.startsStatement]), ("objc", [.boilerplate]), ("selector", [.boilerplate]),
    ]

    /// Objective-C's words (C's keywords and types, Objective-C's literals, property attributes and
    /// `@` keywords written without `@`, preprocessor words).
    public static let objectiveC: [(word: String, roles: KeywordRoles)] = [
        ("self", [.reserved, .startsStatement, .boilerplate]), ("super", [.reserved, .startsStatement, .boilerplate]),
        ("nil", [.reserved, .startsStatement, .boilerplate]), ("Nil", [.reserved]),
        ("YES", [.reserved, .boilerplate]), ("NO", [.reserved, .boilerplate]), ("TRUE", [.reserved, .boilerplate]),
        ("FALSE", [.reserved, .boilerplate]), ("NULL", [.reserved, .boilerplate]),
        ("return", [.reserved, .startsStatement, .boilerplate]), ("if", [.reserved, .startsStatement]),
        ("else", [.reserved, .startsStatement, .boilerplate]), ("for", [.reserved, .startsStatement, .boilerplate]),
        ("while", [.reserved, .startsStatement, .boilerplate]), ("do", [.reserved, .startsStatement]),
        ("switch", [.reserved, .startsStatement, .boilerplate]),
        ("case", [.reserved, .startsStatement, .boilerplate]),
        ("default", [.reserved, .startsStatement, .boilerplate]),
        ("break", [.reserved, .startsStatement, .boilerplate]),
        ("continue", [.reserved, .startsStatement, .boilerplate]), ("in", [.reserved]), ("id", [.reserved]),
        ("instancetype", [.reserved, .boilerplate]), ("void", [.reserved, .startsStatement, .boilerplate]),
        ("int", [.reserved]), ("float", [.reserved]), ("double", [.reserved]), ("char", [.reserved]),
        ("long", [.reserved]), ("short", [.reserved]), ("unsigned", [.reserved, .startsStatement]),
        ("signed", [.reserved]), ("const", [.reserved, .startsStatement]),
        ("static", [.reserved, .startsStatement, .boilerplate]), ("sizeof", [.reserved]), ("typeof", [.reserved]),
        ("__weak", [.reserved, .startsStatement]), ("__strong", [.reserved, .startsStatement]),
        ("__block", [.reserved, .startsStatement]), ("__typeof", [.reserved]),
        ("nonatomic", [.reserved, .boilerplate]), ("atomic", [.reserved, .boilerplate]),
        ("strong", [.reserved, .boilerplate]), ("weak", [.reserved, .startsStatement, .boilerplate]),
        ("assign", [.reserved, .boilerplate]), ("copy", [.reserved, .boilerplate]),
        ("readonly", [.reserved, .boilerplate]), ("readwrite", [.reserved, .boilerplate]),
        ("getter", [.reserved, .boilerplate]), ("setter", [.reserved, .boilerplate]), ("retain", [.reserved]),
        ("nullable", [.reserved]), ("nonnull", [.reserved]), ("_Nullable", [.reserved]), ("_Nonnull", [.reserved]),
        ("struct", [.reserved, .startsStatement, .boilerplate]),
        ("enum", [.reserved, .startsStatement, .boilerplate]), ("typedef", [.reserved, .startsStatement]),
        ("goto", [.reserved]), ("true", [.reserved, .startsStatement, .boilerplate]),
        ("false", [.reserved, .startsStatement, .boilerplate]), ("bool", [.reserved]), ("extern", [.reserved]),
        ("inline", [.reserved]), ("volatile", [.reserved]), ("auto", [.reserved]), ("register", [.reserved]),
        ("_cmd", [.reserved]), ("alloc", [.reserved, .boilerplate]), ("new", [.reserved, .boilerplate]),
        ("end", [.boilerplate]), ("implementation", [.boilerplate]), ("interface", [.boilerplate]),
        ("mark", [.boilerplate]), ("optional", [.boilerplate]), ("pragma", [.boilerplate]),
        ("property", [.boilerplate]), ("selector", [.boilerplate]), ("unsafe_unretained", [.boilerplate]),
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

    /// Whether `word` is in the table of `dialect`.
    public static func isKeyword(_ word: String, in dialect: CodeDialect) -> Bool {
        dialect == .swift ? swiftWords.contains(word) : objectiveCWords.contains(word)
    }

    private static let swiftWords = words(.swift)
    private static let objectiveCWords = words(.objectiveC)

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
