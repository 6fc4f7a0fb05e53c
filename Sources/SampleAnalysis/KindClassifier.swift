import DocumentModel

/// Decides a sample's kind (types, members, statements, declarations, methods, program) from its outermost lines.
///
/// Ordered tables per language; the first rule whose test holds decides. Only lines at the outermost level count
/// (no open brace or parenthesis before them), so what is inside a type or function never changes the verdict.
public enum KindClassifier {
    struct Rule: Sendable {
        let id: String
        let kind: SampleKind
        let summary: String
        /// Returns the deciding lines when the rule holds.
        let test: @Sendable ([CodeLine]) -> [Int]?
    }

    // MARK: - Line shapes

    static let swiftImport = Pattern(#"^\s*(@testable\s+)?import\s+\w+"#, requiring: ["import"])
    static let swiftTypeDeclaration = Pattern(
        #"^\s*((@\w+(\([^)]*\))?|public|open|internal|private|fileprivate|final|indirect)\s+)*(class|struct|enum|protocol|extension|actor|typealias)\s+\w"#
    )
    static let swiftDeclaration = Pattern(
        #"^\s*((@\w+(\([^)]*\))?|public|open|internal|private|fileprivate|final|static|class|override|lazy|weak|unowned|required|convenience|mutating|dynamic|optional)\s+)*(let|var|func|init|deinit|subscript)\b"#
    )
    static let swiftMemberOnly = Pattern(
        #"^\s*((@\w+(\([^)]*\))?|public|open|internal|private|fileprivate|final|static|class|override|lazy|weak|unowned|required|convenience|mutating|dynamic|optional)\s+)*(func|init|deinit|subscript)\b|^\s*(@IBOutlet|@IBAction|@objc|override|lazy|required|weak)\b"#
    )
    static let swiftAnyDeclaration = Pattern(swiftDeclaration.regex.pattern + "|" + swiftTypeDeclaration.regex.pattern)
    static let attributeOnly = Pattern(#"^\s*(@\w+(\([^)]*\))?\s*)+$"#)
    /// Lines that only close or open a scope (`}`, `{`, `}()`, `})`), which say nothing about the kind.
    static let punctuationOnly = Pattern(#"^[\s{}()\[\];,]*$"#)

    static let objcImport = Pattern(
        #"^\s*(#import|#include|@import)\b|\bint\s+main\s*\("#, requiring: ["import", "#include", "main"])
    static let objcTypeDirective = Pattern(#"^\s*@(interface|implementation)\s+\w"#, requiring: ["@interface", "@implementation"])
    static let objcHeaderDeclaration = Pattern(
        #"^\s*(@property\b|@optional\b|@required\b|@protocol\b|@end\b|@class\b|[-+]\s*\(.*\)[^{]*;\s*$)"#)
    static let objcMethodDefinition = Pattern(#"^\s*[-+]\s*\([^;]*$"#)

    static func outermost(_ lines: [CodeLine]) -> [CodeLine] {
        lines.filter { $0.isTopLevel && !$0.isCodeEmpty && !punctuationOnly.matches($0.code) && !attributeOnly.matches($0.code) }
    }

    static func all(_ lines: [CodeLine], _ pattern: Pattern) -> [Int]? {
        let outer = outermost(lines)
        guard !outer.isEmpty, outer.allSatisfy({ pattern.matches($0.code) }) else { return nil }
        return outer.map(\.number)
    }

    static func any(_ lines: [CodeLine], _ pattern: Pattern) -> [Int]? {
        let hits = outermost(lines).filter { pattern.matches($0.code) }.map(\.number)
        return hits.isEmpty ? nil : hits
    }

    // MARK: - Tables

    static let swiftRules: [Rule] = [
        Rule(id: "kind.swift.import", kind: .program, summary: "imports a module at the top level") { any($0, swiftImport) },
        Rule(
            id: "kind.swift.type-declarations", kind: .types,
            summary: "every outermost line declares a type, extension or protocol"
        ) { all($0, swiftTypeDeclaration) },
        Rule(
            id: "kind.swift.members", kind: .members,
            summary:
                "outermost lines are member declarations (func, init, override, @IBOutlet, lazy var) without an enclosing type"
        ) { lines in
            guard all(lines, swiftAnyDeclaration) != nil else { return nil }
            return any(lines, swiftMemberOnly)
        },
        Rule(
            id: "kind.swift.statements", kind: .statements,
            summary: "outermost lines are statements that need an enclosing function"
        ) { lines in
            outermost(lines).map(\.number).isEmpty ? nil : Array(outermost(lines).map(\.number).prefix(6))
        }
    ]

    static let objcRules: [Rule] = [
        Rule(id: "kind.objc.import", kind: .program, summary: "#import or main() at the top level") { any($0, objcImport) },
        Rule(
            id: "kind.objc.interface-implementation", kind: .types,
            summary: "@interface or @implementation of a class"
        ) { any($0, objcTypeDirective) },
        Rule(
            id: "kind.objc.header-declarations", kind: .declarations,
            summary: "only @property lines, method prototypes or a @protocol"
        ) { all($0, objcHeaderDeclaration) },
        Rule(
            id: "kind.objc.method-definitions", kind: .methods,
            summary: "method definitions without their @implementation"
        ) { any($0, objcMethodDefinition) },
        Rule(
            id: "kind.objc.statements", kind: .statements,
            summary: "statements that need an enclosing method"
        ) { lines in
            outermost(lines).isEmpty ? nil : Array(outermost(lines).map(\.number).prefix(6))
        }
    ]

    /// Every rule id, in table order.
    public static var ruleIDs: [String] { swiftRules.map(\.id) + objcRules.map(\.id) + ["kind.other-language"] }

    // MARK: - Entry points

    /// The kind of `text` (first line `firstLine`) written in `language`.
    public static func classify(_ text: String, firstLine: Int = 1, language: CodeLanguage) -> Decision<SampleKind> {
        classify(lines: CodeLine.lines(of: text, firstLine: firstLine), language: language)
    }

    static func classify(lines: [CodeLine], language: CodeLanguage) -> Decision<SampleKind> {
        let rules: [Rule]
        switch language {
        case .swift: rules = swiftRules
        case .objc: rules = objcRules
        default:
            return Decision(.other, rule: "kind.other-language", reason: "kinds describe Swift and Objective-C context only")
        }
        for rule in rules {
            if let hit = rule.test(lines) {
                return Decision(rule.kind, rule: rule.id, reason: rule.summary, lines: Array(hit.prefix(8)))
            }
        }
        return Decision(.statements, rule: rules.last!.id, reason: "no outermost code line", lines: [])
    }
}
