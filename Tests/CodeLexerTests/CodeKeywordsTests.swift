import XCTest
@testable import CodeLexer

/// The keyword lists the readers kept before the table (copied from the sources they replaced): each site's
/// words, asked of the table by role, must be these exactly, so no classification changes.
final class CodeKeywordsTests: XCTestCase {
    /// `SymbolExtractor.swiftKeywords`.
    static let symbolExtractorSwift: Set<String> = [
        "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "return", "if", "else", "guard",
        "for", "in", "while", "repeat", "switch", "case", "default", "break", "continue", "fallthrough", "where",
        "as", "is", "try", "throw", "throws", "rethrows", "do", "catch", "import", "self", "Self", "super", "true",
        "false", "nil", "init", "deinit", "lazy", "weak", "unowned", "override", "final", "private", "fileprivate",
        "public", "internal", "open", "static", "mutating", "inout", "get", "set", "willSet", "didSet", "typealias",
        "required", "convenience", "dynamic", "optional", "indirect", "some", "any", "async", "await", "defer",
        "subscript", "_", "associatedtype", "operator", "precedencegroup", "actor", "nonisolated"
    ]
    /// `SymbolExtractor.objcKeywords`.
    static let symbolExtractorObjC: Set<String> = [
        "self", "super", "nil", "Nil", "YES", "NO", "TRUE", "FALSE", "NULL", "return", "if", "else", "for", "while",
        "do", "switch", "case", "default", "break", "continue", "in", "id", "instancetype", "void", "int", "float",
        "double", "char", "long", "short", "unsigned", "signed", "const", "static", "sizeof", "typeof", "__weak",
        "__strong", "__block", "__typeof", "nonatomic", "atomic", "strong", "weak", "assign", "copy", "readonly",
        "readwrite", "getter", "setter", "retain", "nullable", "nonnull", "_Nullable", "_Nonnull", "struct", "enum",
        "typedef", "goto", "true", "false", "bool", "extern", "inline", "volatile", "auto", "register", "_cmd",
        "alloc", "new"
    ]
    /// `LineClassifier.keywords` (Ingestion).
    static let lineClassifier: Set<String> = [
        "class", "struct", "enum", "extension", "protocol", "func", "var", "let", "override", "import", "return",
        "if", "else", "for", "while", "switch", "case", "default", "guard", "lazy", "final", "private",
        "fileprivate", "public", "internal", "open", "static", "init", "deinit", "required", "convenience", "weak",
        "unowned", "typealias", "associatedtype", "defer", "do", "catch", "try", "throw", "break", "continue",
        "fallthrough", "repeat", "mutating", "nonmutating", "get", "set", "willSet", "didSet", "self", "super",
        "typedef", "const", "unsigned", "void", "__weak", "__block", "__strong", "nil", "true", "false"
    ]
    /// `CodeTokens.keywords` (Alignment), without its three English words ("with", "and", "the").
    static let codeTokens: Set<String> = [
        "let", "var", "func", "class", "struct", "enum", "protocol", "extension", "return", "self", "Self", "super",
        "init", "override", "lazy", "final", "private", "public", "internal", "static", "import", "for", "while",
        "switch", "case", "default", "break", "continue", "guard", "else", "true", "false", "nil", "weak", "strong",
        "nonatomic", "assign", "readonly", "readwrite", "property", "interface", "implementation", "end", "void",
        "instancetype", "alloc", "new", "YES", "NO", "TRUE", "FALSE", "NULL", "pragma", "mark", "get", "set",
        "required", "convenience", "inout", "throws", "try", "catch", "defer", "where", "typealias", "objc",
        "selector", "copy", "atomic", "unsafe_unretained", "getter", "setter", "optional", "with", "and", "the"
    ]
    /// `SwiftScanner.typeKeywords`.
    static let swiftScannerTypes: Set<String> = [
        "class", "struct", "enum", "protocol", "extension", "typealias", "actor"
    ]

    /// `SwiftScanner.nonCallWords` and `ObjCScanner.nonCallWords`.
    static let swiftScannerNonCalls: Set<String> = [
        "if", "for", "while", "switch", "guard", "return", "catch", "in", "where", "as", "is", "try", "await"
    ]
    static let objcScannerNonCalls: Set<String> = [
        "if", "for", "while", "switch", "return", "sizeof", "typeof", "__typeof", "catch"
    ]
    /// `LineClassifier.preprocessorWords` (Ingestion).
    static let lineClassifierDirectives: Set<String> = [
        "pragma", "import", "include", "define", "undef", "if", "ifdef", "ifndef", "elif", "else", "endif", "error",
        "warning", "available", "selector", "sourceLocation"
    ]

    func testRolesGiveEachReaderItsWords() {
        XCTAssertEqual(CodeKeywords.words(.swift, with: .reserved), Self.symbolExtractorSwift)
        XCTAssertEqual(CodeKeywords.words(.objectiveC, with: .reserved), Self.symbolExtractorObjC)
        XCTAssertEqual(CodeKeywords.words(with: .startsStatement), Self.lineClassifier)
        XCTAssertEqual(CodeKeywords.words(with: .boilerplate), Self.codeTokens.subtracting(["with", "and", "the"]))
        XCTAssertEqual(CodeKeywords.words(.swift, with: .declaresType), Self.swiftScannerTypes)
        XCTAssertEqual(CodeKeywords.words(.swift, with: .notACall), Self.swiftScannerNonCalls)
        XCTAssertEqual(CodeKeywords.words(.objectiveC, with: .notACall), Self.objcScannerNonCalls)
        XCTAssertEqual(CodeKeywords.words(with: .directive), Self.lineClassifierDirectives)
    }

    func testEachWordOncePerTable() {
        for dialect in CodeDialect.allCases {
            let words = CodeKeywords.table(dialect).map(\.word)
            XCTAssertEqual(words.count, Set(words).count, "\(dialect)")
        }
    }

    /// The byte lookup the tokenizer uses answers as the `Set<String>` does, on every word and on near misses.
    func testByteLookupMatchesTheTable() {
        var candidates: Set<String> = ["", "_", "x", "lets", "le", "Let", "self_", "selfx", "ü", "über", "NSObject"]
        for dialect in CodeDialect.allCases {
            for (word, _) in CodeKeywords.table(dialect) {
                candidates.insert(word)
                candidates.insert(word + "s")
                candidates.insert(String(word.dropLast()))
                candidates.insert(word.uppercased())
            }
        }
        for dialect in CodeDialect.allCases {
            for candidate in candidates {
                var copy = candidate
                let byBytes = copy.withUTF8 { CodeKeywords.isKeyword($0, in: dialect) }
                XCTAssertEqual(byBytes, CodeKeywords.isKeyword(candidate, in: dialect), "\(dialect) \(candidate)")
            }
        }
    }
}
