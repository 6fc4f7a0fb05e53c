import CodeLexer
import DocumentModel
import Foundation

/// Decides the language of a piece of code from the code itself.
///
/// Two ordered tables. Whole-text rules come first and are decisive (valid JSON, a backtrace, a shell prompt).
/// Otherwise every line is matched against weighted marker rules; each language's score is the sum of its markers'
/// weights, and the highest score wins. Markers shared by C and Objective-C (a trailing `;`) count for both, and C
/// wins only when no Objective-C-only marker fired. The verdict names the strongest marker rule of the winner and
/// the lines it fired on. Labels and fence hints are deliberately not inputs for the languages these rules know: a
/// page that fences Objective-C as ```swift must not fool the classifier (the caller compares the verdict with the
/// hint). A label naming a language no rule knows (```lua, ```java) decides instead: nothing in the tables could
/// confirm or refute it, and their Swift and C markers fire on most C-family and scripting code.
public enum LanguageClassifier {
    // MARK: - Rule tables

    struct Marker: Sendable {
        let id: String
        let languages: [CodeLanguage]
        let weight: Int
        let pattern: Pattern
        let summary: String

        /// The pattern is given the marker's required literals and words (`Pattern.mayMatch`: a cheap test that
        /// skips most regex runs).
        init(id: String, languages: [CodeLanguage], weight: Int, pattern: Pattern, summary: String) {
            self.id = id
            self.languages = languages
            self.weight = weight
            self.pattern = pattern.requiring(Marker.requirements[id] ?? [], words: Marker.wordRequirements[id] ?? [])
            self.summary = summary
        }

        /// Each literal set is implied by its pattern (a test checks this on every code line of the corpus and on
        /// lines written to fire each marker): where the pattern needs one of several words, the words are listed
        /// rather than a punctuation mark most lines have.
        static let requirements: [String: [String]] = [
            "objc.directive": ["@"], "objc.import": ["#import"], "objc.method": ["-", "+"], "objc.selector": ["@selector"],
            "objc.message": ["["], "objc.literal": ["@\"", "@[", "@(", "@{"], "objc.pointer-declaration": ["*"],
            "objc.block": ["^"], "objc.pragma": ["#pragma"], "objc.boolean": ["YES", "NO"],
            "objc.cg-function": ["Make", "CGRectGet", "NSLog"],
            "c.semicolon": [";"],
            "c.typed-declaration": [
                "int", "char", "float", "double", "long", "short", "void", "size_t", "CGFloat", "Integer",
                "BOOL", "NSTimeInterval", "CGPoint", "CGRect", "CGSize", "UIEdgeInsets", "UIOffset"
            ],
            "c.include": ["#include"], "c.main": ["main"],
            "c.stdlib": ["printf", "malloc", "calloc", "free", "memcpy", "strlen", "strcmp", "sizeof"], "c.arrow": ["->"],
            "swift.func": ["func"], "swift.import": ["import"], "swift.selector": ["#selector"], "swift.attribute": ["@"],
            "swift.let-var": ["let", "var"], "swift.type-declaration": ["class", "struct", "enum", "protocol", "extension"],
            "swift.closure-in": ["{"], "swift.optional-binding": ["guard", "if"], "swift.override": ["override", "init"],
            "swift.labeled-argument": [":"], "swift.optional-chain": ["?"], "swift.return-arrow": ["->"],
            "swift.dot-shorthand": ["."], "swift.statement-without-semicolon": ["(", "="],
            "python.def": ["def"], "python.from-import": ["from"], "python.import": ["import"],
            "python.block-colon": ["if", "else", "for", "while", "with", "try", "except", "finally", "class"],
            "python.constant": ["None", "True", "False", "elif", "self"], "shell.variable": ["$"],
            "c.preprocessor": ["#"], "kotlin.fun": ["fun"], "kotlin.val": ["val"],
            "kotlin.float-literal": ["0f", "1f", "2f", "3f", "4f", "5f", "6f", "7f", "8f", "9f"]
        ]

        /// Whole words of which the line must hold one, for patterns that need a word standing alone (a command at
        /// the start of the line). With no such test, `shell.command` ran its pattern on every line of code: 9,029
        /// runs on the 348-page collection, 160 of them matches.
        static let wordRequirements: [String: [String]] = [
            "shell.command": [
                "cd", "ls", "echo", "export", "brew", "pod", "git", "mkdir", "rm", "cp", "mv", "chmod", "curl", "wget",
                "xcodebuild", "xcrun", "swift", "carthage", "npm", "apt", "make", "cat", "grep"
            ]
        ]
    }

    static let markers: [Marker] = [
        // Objective-C
        Marker(
            id: "objc.directive", languages: [.objc], weight: 5,
            pattern: Pattern(
                #"^\s*@(interface|implementation|protocol|property|end|optional|required|synthesize|dynamic|class)\b"#),
            summary: "Objective-C @ directive"),
        Marker(
            id: "objc.import", languages: [.objc], weight: 5, pattern: Pattern(#"^\s*#import\s*[<"]"#),
            summary: "#import"),
        Marker(
            id: "objc.method", languages: [.objc], weight: 5, pattern: Pattern(#"^\s*[-+]\s*\(\s*[\w\s<>*]+\)\s*\w+"#),
            summary: "Objective-C method signature"),
        Marker(
            id: "objc.selector", languages: [.objc], weight: 4, pattern: Pattern(#"@selector\("#),
            summary: "@selector"),
        Marker(
            id: "objc.message", languages: [.objc], weight: 3,
            pattern: Pattern(#"\[(?!\s*(weak|unowned)\b)\s*[\w.\]\[]+\]?\s+[A-Za-z_]\w*\s*[:\]]"#),
            summary: "message send [receiver selector]"),
        Marker(
            id: "objc.literal", languages: [.objc], weight: 3, pattern: Pattern(#"@["\[({]"#),
            summary: "Objective-C literal @\"…\"/@[…]"),
        Marker(
            id: "objc.pointer-declaration", languages: [.objc], weight: 3,
            pattern: Pattern(#"^\s*((__weak|__strong|__block|const|static)\s+)*[A-Z]\w*(\s*<[^>]*>)?\s*\*\s*\w+\s*(=|;)"#),
            summary: "pointer declaration Type *name"),
        Marker(
            id: "objc.block", languages: [.objc], weight: 2, pattern: Pattern(#"\^\s*(\{|\()"#),
            summary: "block literal ^{ }"),
        Marker(
            id: "objc.pragma", languages: [.objc], weight: 3, pattern: Pattern(#"^\s*#pragma\s+mark"#),
            summary: "#pragma mark"),
        Marker(
            id: "objc.boolean", languages: [.objc], weight: 1, pattern: Pattern(#"\b(YES|NO)\b"#),
            summary: "YES/NO"),
        Marker(
            id: "objc.cg-function", languages: [.objc], weight: 1,
            pattern: Pattern(
                #"\b(CGRectMake|CGPointMake|CGSizeMake|CGVectorMake|UIEdgeInsetsMake|UIOffsetMake|CGRectGet\w+|NSLog)\s*\("#),
            summary: "C geometry function"),
        // Shared by C and Objective-C
        Marker(
            id: "c.semicolon", languages: [.c, .objc], weight: 1, pattern: Pattern(#";\s*$"#),
            summary: "statement ends with ;"),
        Marker(
            id: "c.typed-declaration", languages: [.c, .objc], weight: 2,
            pattern: Pattern(
                #"^\s*((unsigned|signed|const|static)\s+)*(int|char|float|double|long|short|void|size_t|u?int\d+_t|CGFloat|NSInteger|NSUInteger|BOOL|NSTimeInterval|CGPoint|CGRect|CGSize|UIEdgeInsets|UIOffset)\s*\**\s*\w+\s*(\[[^\]]*\])?\s*(=|;)"#
            ),
            summary: "C typed declaration"),
        Marker(
            id: "c.preprocessor", languages: [.c, .objc], weight: 4,
            pattern: Pattern(#"^\s*#\s*(define|undef|ifdef|ifndef|if|elif|endif|error)\b"#), summary: "C preprocessor directive"),
        // C
        Marker(id: "c.include", languages: [.c], weight: 5, pattern: Pattern(#"^\s*#include\s*[<"]"#), summary: "#include"),
        Marker(id: "c.main", languages: [.c], weight: 4, pattern: Pattern(#"\bint\s+main\s*\("#), summary: "int main("),
        Marker(
            id: "c.stdlib", languages: [.c], weight: 3,
            pattern: Pattern(#"\b(printf|fprintf|sprintf|malloc|calloc|free|memcpy|strlen|strcmp|sizeof)\s*\("#),
            summary: "C standard library call"),
        Marker(id: "c.arrow", languages: [.c], weight: 2, pattern: Pattern(#"\w->\w"#), summary: "pointer member ->"),
        // Swift
        Marker(id: "swift.func", languages: [.swift], weight: 4, pattern: Pattern(#"\bfunc\s+\w+"#), summary: "func declaration"),
        Marker(
            id: "swift.import", languages: [.swift], weight: 4, pattern: Pattern(#"^\s*import\s+[A-Z]\w*\s*$"#),
            summary: "import Module"),
        Marker(id: "swift.selector", languages: [.swift], weight: 4, pattern: Pattern(#"#selector\("#), summary: "#selector"),
        Marker(
            id: "swift.attribute", languages: [.swift], weight: 4,
            pattern: Pattern(
                #"@(IBOutlet|IBAction|objc|escaping|discardableResult|available|MainActor|objcMembers|State|Published)\b"#),
            summary: "Swift attribute"),
        Marker(
            id: "swift.let-var", languages: [.swift], weight: 3,
            pattern: Pattern(
                #"^\s*((private|fileprivate|public|internal|open|static|weak|unowned|lazy|final|override|@\w+)\s+)*(let|var)\s+[\w(]"#
            ),
            summary: "let/var declaration"),
        Marker(
            id: "swift.type-declaration", languages: [.swift], weight: 3,
            pattern: Pattern(
                #"^\s*((final|public|open|private|fileprivate|internal)\s+)*(class|struct|enum|protocol|extension)\s+\w+(\s*:\s*[\w, .]+)?\s*\{?\s*(\})?\s*$"#
            ),
            summary: "type declaration"),
        Marker(
            id: "swift.closure-in", languages: [.swift], weight: 3,
            pattern: Pattern(#"\{\s*(\[[^\]]*\]\s*)?(\([\w\s,]*\)|[\w\s,]+)?\s*\bin\s*$"#),
            summary: "closure { … in"),
        Marker(
            id: "swift.optional-binding", languages: [.swift], weight: 3,
            pattern: Pattern(#"\bguard\s+let\b|\bif\s+let\b|\bguard\b.*\belse\s*\{"#), summary: "guard/if let"),
        Marker(
            id: "swift.override", languages: [.swift], weight: 3,
            pattern: Pattern(#"\boverride\s+func\b|\brequired\s+init\b|\bconvenience\s+init\b"#), summary: "override/required"),
        Marker(
            id: "swift.labeled-argument", languages: [.swift], weight: 2,
            pattern: Pattern(#"\w\(\s*[a-z_]\w*:\s*[^:\s]|,\s*[a-z_]\w*:\s+[^:\s]"#), summary: "labelled argument f(label: x)"),
        Marker(
            id: "swift.optional-chain", languages: [.swift], weight: 2,
            pattern: Pattern(#"\w\?\.\w|\bas[?!]\s|\?\?\s"#), summary: "optional chaining ?. / as? / ??"),
        Marker(
            id: "swift.return-arrow", languages: [.swift], weight: 1, pattern: Pattern(#"\)\s*->\s*[\w\[(]"#),
            summary: "-> return type"),
        Marker(
            id: "swift.dot-shorthand", languages: [.swift], weight: 1,
            pattern: Pattern(#"[:(=,]\s*\.[a-z]\w*\b(?!\s*\()"#), summary: "implicit member .name"),
        Marker(
            id: "swift.statement-without-semicolon", languages: [.swift], weight: 1,
            pattern: Pattern(#"(\w\(.*\)|[\w\])]\s*=\s*[^=;{]*[^\s;{,=|&+\-*/(\[])\s*$"#),
            summary: "call or assignment without ;"),
        // Python
        Marker(
            id: "python.def", languages: [.python], weight: 5,
            pattern: Pattern(#"^\s*def\s+\w+\s*\(.*\)\s*(->\s*[\w\[\], .]+)?:\s*$"#), summary: "def f(…):"),
        Marker(
            id: "python.from-import", languages: [.python], weight: 5, pattern: Pattern(#"^\s*from\s+[\w.]+\s+import\s+"#),
            summary: "from … import"),
        Marker(
            id: "python.import", languages: [.python], weight: 2,
            pattern: Pattern(#"^\s*import\s+[a-z_][\w.]*(\s+as\s+\w+)?(\s*,\s*[a-z_][\w.]*)*\s*$"#), summary: "import module"),
        Marker(
            id: "python.block-colon", languages: [.python], weight: 2,
            pattern: Pattern(#"^\s*(if|elif|else|for|while|with|try|except|finally|class)\b[^{;]*:\s*$"#),
            summary: "block statement ending with :"),
        Marker(
            id: "python.constant", languages: [.python], weight: 1,
            pattern: Pattern(#"\b(None|True|False|elif|self\.\w+\s*=\s*\w+$)\b"#),
            summary: "None/True/False"),
        // Kotlin (so that its `fun`/`val` code is not taken for Swift)
        Marker(
            id: "kotlin.fun", languages: [.kotlin], weight: 5,
            pattern: Pattern(#"^\s*((private|public|internal|override|suspend|inline)\s+)*fun\s+(<[^>]*>\s*)?[\w.]+\s*\("#),
            summary: "fun declaration"),
        Marker(
            id: "kotlin.val", languages: [.kotlin], weight: 3, pattern: Pattern(#"^\s*(private\s+)?val\s+\w+\s*(:|=)"#),
            summary: "val declaration"),
        // `120f` is no Swift literal; on a line with no `;` it is not C's or Objective-C's either (Android
        // snippets beside Swift: `view.animate().translationY(120f)`, which otherwise reads as Swift calls).
        Marker(
            id: "kotlin.float-literal", languages: [.kotlin], weight: 2, pattern: Pattern(#"^[^;]*\b\d+(\.\d+)?f\b[^;]*$"#),
            summary: "float literal 120f without ;"),
        // Shell
        Marker(
            id: "shell.command", languages: [.shell], weight: 3,
            pattern: Pattern(
                #"^\s*(\$\s+)?(sudo\s+)?(cd|ls|echo|export|brew|pod|git|mkdir|rm|cp|mv|chmod|curl|wget|xcodebuild|xcrun|swift|carthage|npm|apt-get|apt|make|cat|grep)(\s|$)"#
            ),
            summary: "shell command"),
        Marker(
            id: "shell.variable", languages: [.shell], weight: 2, pattern: Pattern(#"\$\{?[A-Za-z_]\w*"#),
            summary: "$VARIABLE")
    ]

    /// Whole-text rules, in order; the first that matches decides.
    static let decisiveRules: [(id: String, language: CodeLanguage, summary: String, test: @Sendable ([CodeLine]) -> [Int]?)] = [
        (
            "json.parses", .json, "the text is valid JSON",
            { lines in
                // Most samples do not open with a brace or bracket: told by their first character, not a joined copy.
                let opening = lines.lazy.flatMap(\.text.unicodeScalars).first {
                    !CharacterSet.whitespacesAndNewlines.contains($0)
                }
                guard opening == "{" || opening == "[" else { return nil }
                let text = lines.map(\.text).joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
                guard let first = text.first, first == "{" || first == "[",
                    (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])) != nil
                else { return nil }
                return lines.filter { !$0.isBlank }.map(\.number)
            }
        ),
        (
            "trace.frames", .stackTrace, "backtrace frames, crash or fatal-error lines",
            { lines in
                let nonBlank = lines.filter { !$0.isBlank }
                let hits = nonBlank.filter { tracePattern.matches($0.text) }.map(\.number)
                // A single pasted line counts when it is one (Xcode's "Thread 1: Fatal error: …").
                return (hits.count >= 2 && hits.count * 2 >= nonBlank.count) || (hits.count == 1 && nonBlank.count == 1)
                    ? hits : nil
            }
        ),
        (
            "shell.prompt", .shell, "a shell prompt or shebang opens the text",
            { lines in
                guard let first = lines.first(where: { !$0.isBlank }) else { return nil }
                return shellPromptPattern.matches(first.text) ? [first.number] : nil
            }
        )
    ]

    /// A backtrace frame, crash or fatal-error line; lldb marks the selected thread and frame with `*`.
    /// Each alternative holds one of the literals (most lines hold none, and skip the regex).
    private static let tracePattern = Pattern(
        #"^\s*(\*\s*)?(\d+\s+\S+\s+0x[0-9a-fA-F]+|frame #\d+:|thread #\d+|\*\*\* Terminating app|Thread \d+( Crashed)?:|Thread \d+: (Fatal error|EXC_\w+)|Fatal error:|libc\+\+abi|\*\*\* First throw call stack|Exception Type:|at \S+\.(swift|m):\d+)"#,
        requiring: [
            "0x", "frame #", "thread #", "Thread ", "Terminating app", "Fatal error:", "libc++abi", "First throw call stack",
            "Exception Type:", ".swift:", ".m:"
        ]
    )
    /// A shell prompt or shebang.
    private static let shellPromptPattern = Pattern(#"^\s*(\$ |% |#!/(usr/)?bin/(env\s+)?(ba|z)?sh)"#)

    /// Every rule id, decisive rules first: what `Decision.rule` can say.
    public static var ruleIDs: [String] {
        ["hint.label-only"] + decisiveRules.map(\.id) + markers.map(\.id) + ["hint.no-markers", "unknown.no-markers"]
            + PageContext.ruleIDs
    }

    /// The languages some rule of the tables can recognise from the code.
    static let recognisable: Set<CodeLanguage> = Set(markers.flatMap(\.languages) + decisiveRules.map(\.language))

    /// The language `hint` names when no rule could recognise it from the code, so that the label decides
    /// (`hint.label-only`); nil for a hint naming no language, or one the rules know.
    public static func labelOnlyLanguage(_ hint: String?) -> CodeLanguage? {
        guard let hint, let language = CodeLanguage(hint: hint), !recognisable.contains(language) else { return nil }
        return language
    }

    /// Whether markers fire on `lines` and every one of them is shared by C and Objective-C (and counts for no
    /// other language): code that is valid as either, which `PageContext` lets the page decide.
    static func firesOnlySharedMarkers(_ lines: [CodeLine]) -> Bool {
        var fired = false
        for line in lines where !line.isCodeEmpty {
            for index in line.markerHits ?? markerHits(line.code) {
                guard Set(markers[index].languages) == [.c, .objc] else { return false }
                fired = true
            }
        }
        return fired
    }

    // MARK: - Scores

    /// Each language's marker score over `lines`, with the markers that fired and where.
    static func scores(_ lines: [CodeLine]) -> [CodeLanguage: (score: Int, hits: [(marker: Marker, line: Int)])] {
        var result: [CodeLanguage: (score: Int, hits: [(marker: Marker, line: Int)])] = [:]
        for line in lines where !line.isCodeEmpty {
            for marker in (line.markerHits ?? markerHits(line.code)).map({ markers[$0] }) {
                for language in marker.languages {
                    // Changed in place: an entry taken out and stored back shares its hits with the table while
                    // it is appended to, so every append copied them all (a block of many lines took minutes).
                    result[language, default: (0, [])].score += marker.weight
                    result[language, default: (0, [])].hits.append((marker, line.number))
                }
            }
        }
        return result
    }

    /// The markers that fire on one line of comment-free code (string delimiters kept: literal markers need `@"`).
    static func markerHits(_ code: String) -> [Int] {
        // Lines of braces and brackets alone (a quarter of a typical sample) carry no marker. Told by the bytes: every
        // byte one of these is every character one of them (any other character has another byte).
        let bytes = Array(code.utf8)
        if bytes.allSatisfy({ Self.punctuationOnly.contains($0) }) {
            return bytes.contains(UInt8(ascii: ";")) ? markers.indices.filter { markers[$0].id == "c.semicolon" } : []
        }
        return markers.indices.filter { markers[$0].pattern.matches(code, bytes: bytes) }
    }

    /// The bytes of a line that carries no marker but `c.semicolon`.
    private static let punctuationOnly: Set<UInt8> = Set(" \t{}()[];".utf8)

    /// `lines` with their marker hits computed, for callers that score the same lines more than once.
    ///
    /// `known` keeps the hits of code already scored: a page repeats its lines (`}`, `animator.addBehavior(gravity)`, whole
    /// copies of a sample), and matching every marker's pattern against each was a tenth of indexing a long page.
    static func scored(_ lines: [CodeLine], known: inout [String: [Int]]) -> [CodeLine] {
        lines.map { line in
            var line = line
            if line.markerHits == nil {
                if line.isCodeEmpty {
                    line.markerHits = []
                } else if let hits = known[line.code] {
                    line.markerHits = hits
                } else {
                    let hits = markerHits(line.code)
                    known[line.code] = hits
                    line.markerHits = hits
                }
            }
            return line
        }
    }

    /// The winning language of `lines` by marker score, or nil when no marker fired.
    static func winner(_ lines: [CodeLine]) -> (
        language: CodeLanguage, score: Int, runnerUp: Int,
        hits: [(marker: Marker, line: Int)]
    )? {
        let table = scores(lines)
        let objcOnly = table[.objc]?.hits.contains { !$0.marker.languages.contains(.c) } ?? false
        let cOnly = table[.c]?.hits.contains { !$0.marker.languages.contains(.objc) } ?? false
        var ranked = table.map { (language: $0.key, score: $0.value.score, hits: $0.value.hits) }
        ranked.sort {
            ($0.score, tieOrder($0.language, objcOnly: objcOnly, cOnly: cOnly)) > (
                $1.score, tieOrder($1.language, objcOnly: objcOnly, cOnly: cOnly)
            )
        }
        guard let best = ranked.first, best.score > 0 else { return nil }
        // C and Objective-C share markers: with no Objective-C-only evidence, it is C.
        if best.language == .objc && !objcOnly, let c = table[.c] {
            return (.c, c.score, ranked.dropFirst().first?.score ?? 0, c.hits)
        }
        let runnerUp =
            ranked.dropFirst().first {
                !($0.language == .c && best.language == .objc) && !($0.language == .objc && best.language == .c)
            }?.score ?? 0
        return (best.language, best.score, runnerUp, best.hits)
    }

    private static func tieOrder(_ language: CodeLanguage, objcOnly: Bool, cOnly: Bool) -> Int {
        switch language {
        case .objc: return objcOnly ? 6 : 3
        case .swift: return 5
        case .c: return cOnly ? 7 : 4
        default: return 1
        }
    }

    // MARK: - Entry points

    /// The language of `text` (whose first line is `firstLine` in its file); `hint` is used when it names a language
    /// no rule recognises, or when the code has no marker at all.
    public static func classify(_ text: String, firstLine: Int = 1, hint: String? = nil) -> Decision<CodeLanguage> {
        classify(lines: CodeLine.lines(of: text, firstLine: firstLine), hint: hint)
    }

    static func classify(lines: [CodeLine], hint: String?) -> Decision<CodeLanguage> {
        if let hint, let language = labelOnlyLanguage(hint) {
            return Decision(
                language, rule: "hint.label-only",
                reason: "the page's label says \(hint); no rule recognises \(language.rawValue) code, so the label decides")
        }
        for rule in decisiveRules {
            if let hitLines = rule.test(lines) {
                return Decision(rule.language, rule: rule.id, reason: rule.summary, lines: Array(hitLines.prefix(8)))
            }
        }
        guard let best = winner(lines) else {
            if let hint, let language = CodeLanguage(hint: hint) {
                return Decision(
                    language, rule: "hint.no-markers",
                    reason: "no language marker in the code; the page's label says \(hint)")
            }
            return Decision(.unknown, rule: "unknown.no-markers", reason: "no rule recognised the code")
        }
        // Report the marker that contributed most, and the lines where the winner's markers fired.
        var weightByMarker: [String: Int] = [:]
        for hit in best.hits { weightByMarker[hit.marker.id, default: 0] += hit.marker.weight }
        let top = best.hits.map(\.marker).max { (weightByMarker[$0.id]!, $1.id) < (weightByMarker[$1.id]!, $0.id) }!
        let topLines = best.hits.filter { $0.marker.id == top.id }.map(\.line)
        let otherLines = best.hits.map(\.line)
        let decisive = Array(Set(Array(topLines.prefix(4)) + Array(otherLines.prefix(4)))).sorted()
        let reason =
            "\(best.language.rawValue) markers score \(best.score) vs \(best.runnerUp) for the next language; strongest: \(top.summary)"
        return Decision(best.language, rule: top.id, reason: reason, lines: decisive)
    }
}

extension Array where Element == UInt8 {
    /// Whether `word` (not empty) occurs with no ASCII letter, digit or `_` just before or after it.
    func contains(word: [UInt8]) -> Bool {
        guard !word.isEmpty, word.count <= count else { return false }
        var start = 0
        while start + word.count <= count {
            guard let offset = self[start...].firstIndex(of: word[0]), offset + word.count <= count else { return false }
            if self[offset..<offset + word.count].elementsEqual(word),
                offset == 0 || !CodeTokenizer.isIdentifier(self[offset - 1]),
                offset + word.count == count || !CodeTokenizer.isIdentifier(self[offset + word.count])
            {
                return true
            }
            start = offset + 1
        }
        return false
    }

    /// Whether `needle` (not empty) occurs in these bytes. C's `memchr` and `memcmp`: every marker of every code
    /// line is looked up, and a loop over slices was a quarter of `doctool check`'s time in debug builds (the tests).
    func contains(bytes needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= count else { return false }
        return withUnsafeBytes { haystack in
            needle.withUnsafeBytes { needle in
                let base = haystack.baseAddress!
                var start = 0
                let lastStart = haystack.count - needle.count
                while start <= lastStart {
                    guard let found = memchr(base + start, Int32(first), lastStart - start + 1) else { return false }
                    let offset = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(found, needle.baseAddress!, needle.count) == 0 { return true }
                    start = offset + 1
                }
                return false
            }
        }
    }
}
