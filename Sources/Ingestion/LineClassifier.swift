import CodeLexer

/// Tells code from text line by line, for pages saved with no markup.
///
/// Two passes. The first looks at a line alone and runs an ordered table of rules (the first that
/// fires decides, and the verdict names it, so a surprising verdict can be traced to its rule). The
/// second looks at neighbours: a line the first pass could not call code is code when it stands inside
/// brackets opened by the code line just above it, or when it is indented and sits between code lines.
/// The classifier never splits code by programming language: that is the sample classifier's job.
public enum LineClassifier {
    /// What a line is.
    public enum Kind: String, Sendable, Hashable {
        /// Nothing but whitespace (spaces, tabs, no-break and ideographic spaces).
        case blank
        /// A line of a code sample, comments included.
        case code
        /// Anything else: headings, prose, labels, URLs, chrome.
        case text
    }

    /// The rule that decided a verdict, in the order the rules run.
    public enum Rule: String, Sendable, Hashable, CaseIterable {
        case blank
        /// A code-language label line ("Swift", "стриж"): text, never code.
        case label
        /// A URL alone on the line.
        case url
        /// `//`, `/*`, `*/` at the start.
        case comment
        /// `#pragma`, `#import`, `#if`, …
        case preprocessor
        /// `@interface`, `@property`, `@end`, `@objc`, …
        case directive
        /// `- (void)viewDidLoad`, `+ (instancetype)shared`.
        case objcMethod = "objc-method"
        /// Cyrillic, Devanagari, Han, … letters outside comments and strings: natural language.
        case naturalLanguage = "natural-language"
        /// A line of only brackets and separators, or starting with a closing brace.
        case brace
        /// Ends with `;`, `{` or `}`.
        case terminator
        /// Ends with an opening bracket, `=`, `,` after code, `||`, `&&`, `->` or `\`: the statement continues.
        case continuation
        /// Starts with a Swift/Objective-C/C keyword used as a keyword.
        case keyword
        /// `[receiver message…]` at the start.
        case message
        /// `something { args in`: a Swift closure header.
        case closure
        /// `a.b = c`, `Type *name = …`, `Type name = …`.
        case assignment
        /// `a.b(c)`: a call statement.
        case call
        /// `.member…` or an operator at the start: the previous statement continues.
        case member
        /// `label: value` argument of a call split over lines, `initWithItem:view`.
        case argument
        /// Dense code punctuation and few plain words.
        case symbols
        /// None of the code rules fired.
        case prose
        /// Context: inside brackets the code line above opened.
        case insideBrackets = "inside-brackets"
        /// Context: indented, between code lines.
        case indentedInCode = "indented-in-code"
    }

    /// A line's kind and the rule that decided it.
    public struct Verdict: Sendable, Hashable {
        /// What the line is.
        public var kind: Kind
        /// The rule that said so.
        public var rule: Rule
        /// A verdict (tests and other ingesters build them to compare).
        public init(kind: Kind, rule: Rule) {
            self.kind = kind
            self.rule = rule
        }
    }

    // MARK: - Entry points

    /// The verdict on one line seen alone (no context).
    public static func classify(_ line: String) -> Verdict {
        LineClassifierFeatures(line).verdict
    }

    /// Verdicts for a page's lines in order, neighbours taken into account.
    public static func classify(lines: [String]) -> [Verdict] {
        var scratch: [UInt8] = []
        let features = lines.map { LineClassifierFeatures($0, scratch: &scratch) }
        return classify(features: features)
    }

    /// The code blocks among verdicts (0-based line indices): maximal runs of code lines, blank lines inside
    /// a run included, blank lines at its ends not. Any text line ends a run; runs are never split by language.
    public static func codeRuns(_ verdicts: [Verdict]) -> [ClosedRange<Int>] {
        var runs: [ClosedRange<Int>] = []
        var index = 0
        while index < verdicts.count {
            guard verdicts[index].kind == .code else { index += 1; continue }
            let end = codeRunEnd(verdicts, from: index)
            runs.append(index...end)
            index = end + 1
        }
        return runs
    }

    /// The last line of the code run that starts at `start` (which must be a code line).
    static func codeRunEnd(_ verdicts: [Verdict], from start: Int) -> Int {
        var last = start
        var cursor = start + 1
        while cursor < verdicts.count, verdicts[cursor].kind != .text {
            if verdicts[cursor].kind == .code { last = cursor }
            cursor += 1
        }
        return last
    }

    /// The text of a code line's `//` or `/* */` comment, without the comment markers; "" when it has none.
    public static func commentText(_ line: String) -> String {
        LineClassifierFeatures(line).commentText(line)
    }

    static func classify(features: [LineClassifierFeatures]) -> [Verdict] {
        var verdicts = features.map(\.verdict)
        var depth = 0
        var previousWasCode = false
        for index in verdicts.indices {
            let line = features[index]
            switch verdicts[index].kind {
            case .blank:
                previousWasCode = false
                continue
            case .code:
                break
            case .text:
                guard verdicts[index].rule == .prose else { depth = 0; previousWasCode = false; continue }
                if previousWasCode && depth > 0 {
                    verdicts[index] = Verdict(kind: .code, rule: .insideBrackets)
                } else if line.indent > 0, previousCodeLine(verdicts, before: index), nextCodeLine(verdicts, after: index) {
                    verdicts[index] = Verdict(kind: .code, rule: .indentedInCode)
                } else {
                    depth = 0
                    previousWasCode = false
                    continue
                }
            }
            depth = max(0, depth + line.bracketDelta)
            previousWasCode = true
        }
        return verdicts
    }

    private static func previousCodeLine(_ verdicts: [Verdict], before index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0 {
            if verdicts[cursor].kind != .blank { return verdicts[cursor].kind == .code }
            cursor -= 1
        }
        return false
    }

    private static func nextCodeLine(_ verdicts: [Verdict], after index: Int) -> Bool {
        var cursor = index + 1
        while cursor < verdicts.count {
            if verdicts[cursor].kind != .blank { return verdicts[cursor].kind == .code }
            cursor += 1
        }
        return false
    }

    // MARK: - The rule table

    /// The bytes the rules read: a line without surrounding whitespace, and the same with strings and comments cut out.
    typealias Bytes = UnsafeBufferPointer<UInt8>

    static func verdict(_ line: LineClassifierFeatures, trimmed t: Bytes, code: Bytes) -> Verdict {
        guard !t.isEmpty else { return Verdict(kind: .blank, rule: .blank) }
        func text(_ rule: Rule) -> Verdict { Verdict(kind: .text, rule: rule) }
        func isCode(_ rule: Rule) -> Verdict { Verdict(kind: .code, rule: rule) }

        // Labels are one to three words ("Swift", "उद्देश्य सी", "Swift 4.2") and start with a letter, so no rule
        // before "natural-language" can fire on one and no code rule after it does; the label check therefore
        // runs only where a line would otherwise be called text, which keeps code lines fast.
        func isLabel() -> Bool {
            line.wordCount <= 3 && t.count <= (line.hasNativeLetters ? 40 : 16) && line.symbolCount == 0
                && (t[0] >= 0x80 || LineClassifierFeatures.isLetter(t[0]))
                && !CodeLabels.normalizedLabel(String(decoding: t, as: UTF8.self)).isNone
        }
        if isURL(t) { return text(.url) }
        if startsWith(t, "//") || startsWith(t, "/*") || startsWith(t, "*/") { return isCode(.comment) }
        if code.isEmpty { return isCode(.comment) }
        if isPreprocessor(t) { return isCode(.preprocessor) }
        if t[0] == 0x40, t.count > 1, LineClassifierFeatures.isLetter(t[1]) { return isCode(.directive) }
        if isObjCMethod(t) { return isCode(.objcMethod) }
        if line.hasNativeLetters { return text(isLabel() ? .label : .naturalLanguage) }
        if isBraceLine(code) { return isCode(.brace) }
        let last = code[code.count - 1]
        if last == 0x3B || last == 0x7B || last == 0x7D { return isCode(.terminator) }
        if endsWithContinuation(code, symbolCount: line.symbolCount) { return isCode(.continuation) }
        if startsWithKeyword(code, t, line: line) { return isCode(.keyword) }
        if isMessageSend(code) { return isCode(.message) }
        if isClosureHeader(code) { return isCode(.closure) }
        if isAssignment(code) { return isCode(.assignment) }
        if isCall(code) { return isCode(.call) }
        if isMemberContinuation(code) { return isCode(.member) }
        if isArgument(code) { return isCode(.argument) }
        if line.symbolCount >= 3, plainWordRatio(t) < 0.5 { return isCode(.symbols) }
        return text(isLabel() ? .label : .prose)
    }

    // MARK: - Rules

    private static func startsWith(_ bytes: Bytes, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let p = prefix.utf8Start
        for index in 0..<count where bytes[index] != p[index] { return false }
        return true
    }

    private static func endsWith(_ bytes: Bytes, _ suffix: StaticString) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let p = suffix.utf8Start
        let offset = bytes.count - count
        for index in 0..<count where bytes[offset + index] != p[index] { return false }
        return true
    }

    /// One token, an http(s) or www address.
    static func isURL(_ t: Bytes) -> Bool {
        guard startsWith(t, "http://") || startsWith(t, "https://") || startsWith(t, "www.") else { return false }
        return !t.contains(0x20)
    }

    /// The words after `#` of Swift's compiler directives and C's preprocessor (the lexer's table).
    private static let preprocessorWords: Set<String> = CodeKeywords.words(with: .directive)

    private static func isPreprocessor(_ t: Bytes) -> Bool {
        guard t.first == 0x23 else { return false }
        return preprocessorWords.contains(leadingIdentifier(t, from: 1))
    }

    private static func isObjCMethod(_ t: Bytes) -> Bool {
        guard t[0] == 0x2D || t[0] == 0x2B else { return false }
        var index = 1
        while index < t.count, t[index] == 0x20 { index += 1 }
        return index < t.count && t[index] == 0x28
    }

    /// Only brackets, separators and `^` (an Objective-C block opener), or a line starting with `}`.
    private static func isBraceLine(_ code: Bytes) -> Bool {
        if code[0] == 0x7D { return true }
        return code.allSatisfy { isOneOf($0, "{}()[];,^ ") }
    }

    private static func endsWithContinuation(_ code: Bytes, symbolCount: Int) -> Bool {
        let last = code[code.count - 1]
        if last == 0x28 || last == 0x5B || last == 0x5C { return true }
        if last == 0x3D { return code.count >= 2 }
        if endsWith(code, "||") || endsWith(code, "&&") || endsWith(code, "->") { return true }
        // A trailing comma continues an argument list only when the line already looks like code.
        if last == 0x2C { return symbolCount >= 1 }
        return false
    }

    /// The words that make a line code when it starts with one used as a keyword (the lexer's table).
    private static let keywords: Set<String> = CodeKeywords.words(with: .startsStatement)

    /// `keywords` as bytes, bucketed by first byte: the lookup runs on every code line, and a `Set<String>`
    /// lookup would build and hash a `String` each time.
    private static let keywordsByFirstByte: [[[UInt8]]] = CodeKeywords.buckets(keywords)

    /// A keyword used as one: followed by nothing, a space, or code punctuation, on a line that is not
    /// shaped like an English sentence ("for more details see the guide." starts with "for" too).
    private static func startsWithKeyword(_ code: Bytes, _ t: Bytes, line: LineClassifierFeatures) -> Bool {
        var after = 0
        while after < code.count, LineClassifierFeatures.isIdentifier(code[after]) { after += 1 }
        guard after > 0, code[0] < 0x80,
            keywordsByFirstByte[Int(code[0])].contains(where: { keyword in
                keyword.count == after && keyword.elementsEqual(code[0..<after])
            })
        else { return false }
        if after < code.count {
            let next = code[after]
            guard isOneOf(next, " ({:?!.<\t") else { return false }
        }
        // "do it once." and "if possible." start with keywords too; no statement ends with a full stop
        // (a final "!" or "?" is Swift's unwrapping: `var squareView:UIView!`).
        if line.symbolCount == 0, line.wordCount >= 2, code[code.count - 1] == 0x2E { return false }
        if line.symbolCount > 0 || line.wordCount <= 4 { return true }
        if code.last == 0x3A { return true }  // `case .a, .b, .c:`
        if hasMemberToken(code) { return true }
        return !(code.last == 0x2E || code.last == 0x21 || code.last == 0x3F)
            && plainWordRatio(t) < 0.8
    }

    /// `[receiver selector` or `[receiver selector:` at the start.
    private static func isMessageSend(_ code: Bytes) -> Bool {
        guard code[0] == 0x5B else { return false }
        var index = 1
        while index < code.count, code[index] == 0x5B || code[index] == 0x20 { index += 1 }
        let receiverStart = index
        while index < code.count, LineClassifierFeatures.isIdentifier(code[index]) || code[index] == 0x2E { index += 1 }
        guard index > receiverStart, index < code.count, code[index] == 0x20 || code[index] == 0x5D else { return false }
        if code[index] == 0x5D { return index + 1 < code.count }  // `[[X alloc] init]`-style chains
        while index < code.count, code[index] == 0x20 { index += 1 }
        let selectorStart = index
        while index < code.count, LineClassifierFeatures.isIdentifier(code[index]) { index += 1 }
        guard index > selectorStart else { return false }
        return index == code.count || code[index] == 0x3A || code[index] == 0x5D
    }

    /// `… { (make) in`, `… { [weak self] _ in`, `… { finished in`.
    private static func isClosureHeader(_ code: Bytes) -> Bool {
        guard endsWith(code, " in"), let brace = code.lastIndex(of: 0x7B) else { return false }
        return code[(brace + 1)...].allSatisfy {
            LineClassifierFeatures.isIdentifier($0) || isOneOf($0, " ()[],:")
        }
    }

    /// `lvalue = value` where lvalue is a member chain (`a.b[c]?.d`) or a declaration (`Type *name`, `Type name`).
    private static func isAssignment(_ code: Bytes) -> Bool {
        var index = 0
        guard skipChain(code, &index) else { return false }
        var spaces = skipSpaces(code, &index)
        if index < code.count, code[index] != 0x3D, !isCompoundAssign(code, index) {
            // A declaration: `Type *name`, `Type name`, `Type<Args> *name`.
            if code[index] == 0x3C, let close = code[index...].firstIndex(of: 0x3E) {
                index = close + 1; _ = skipSpaces(code, &index)
            }
            if index < code.count, code[index] == 0x2A {
                index += 1; _ = skipSpaces(code, &index)
            } else if spaces == 0 {
                return false
            }
            guard skipChain(code, &index) else { return false }
            spaces = skipSpaces(code, &index)
        }
        guard index < code.count else { return false }
        if code[index] == 0x3D {
            return index + 1 < code.count && code[index + 1] != 0x3D
        }
        return isCompoundAssign(code, index)
    }

    private static func isCompoundAssign(_ code: Bytes, _ index: Int) -> Bool {
        guard index + 1 < code.count, code[index + 1] == 0x3D else { return false }
        return isOneOf(code[index], "+-*/%|&")
    }

    /// `chain(args)` possibly followed by more `.member(args)`, and nothing else.
    private static func isCall(_ code: Bytes) -> Bool {
        var index = 0
        guard skipChain(code, &index), index < code.count, code[index] == 0x28 else { return false }
        let last = code[code.count - 1]
        return last == 0x29 || last == 0x5D || ((last == 0x21 || last == 0x3F) && code.count >= 2 && code[code.count - 2] == 0x29)
    }

    private static func isMemberContinuation(_ code: Bytes) -> Bool {
        if code[0] == 0x2E, code.count > 1, LineClassifierFeatures.isIdentifierStart(code[1]) { return true }
        if startsWith(code, "|| ") || startsWith(code, "&& ") || startsWith(code, "? ") || startsWith(code, ": ") { return true }
        return false
    }

    /// `name:value` with no space (an Objective-C selector part), or `name: …` ending like an argument list.
    private static func isArgument(_ code: Bytes) -> Bool {
        guard code[0] >= 0x61 && code[0] <= 0x7A else { return false }
        var index = 0
        while index < code.count, LineClassifierFeatures.isIdentifier(code[index]) { index += 1 }
        guard index < code.count, code[index] == 0x3A, index + 1 < code.count else { return false }
        if code[index + 1] != 0x20 { return !code.contains(0x20) || code.last == 0x5D || code.last == 0x29 }
        let last = code[code.count - 1]
        return last == 0x29 || last == 0x5D || last == 0x2C
    }

    // MARK: - Scanning helpers

    /// `byte` is one of the ASCII characters of `set` (no allocation, unlike an array literal's `contains`).
    @inline(__always)
    private static func isOneOf(_ byte: UInt8, _ set: StaticString) -> Bool {
        let start = set.utf8Start
        for index in 0..<set.utf8CodeUnitCount where start[index] == byte { return true }
        return false
    }

    private static func leadingIdentifier(_ bytes: Bytes, from start: Int) -> String {
        var index = start
        while index < bytes.count, LineClassifierFeatures.isIdentifier(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Skips `a.b?.c![0]`; false when no identifier starts at `index`.
    private static func skipChain(_ code: Bytes, _ index: inout Int) -> Bool {
        guard index < code.count, LineClassifierFeatures.isIdentifierStart(code[index]) else { return false }
        while index < code.count {
            let byte = code[index]
            if LineClassifierFeatures.isIdentifier(byte) || byte == 0x2E || byte == 0x3F || byte == 0x21 {
                index += 1
            } else if byte == 0x5B, let close = code[index...].firstIndex(of: 0x5D) {
                index = close + 1
            } else {
                break
            }
        }
        return true
    }

    @discardableResult
    private static func skipSpaces(_ code: Bytes, _ index: inout Int) -> Int {
        let start = index
        while index < code.count, code[index] == 0x20 || code[index] == 0x09 { index += 1 }
        return index - start
    }

    /// A token like `.began` or `view.frame`: a dot between or before identifier characters.
    private static func hasMemberToken(_ code: Bytes) -> Bool {
        for index in code.indices.dropLast() where code[index] == 0x2E {
            if LineClassifierFeatures.isIdentifierStart(code[index + 1]) { return true }
        }
        return false
    }

    /// The share of tokens that are plain words: letters only, with at most a trailing `, . : ; ! ?`
    /// or an inner apostrophe or hyphen. Identifiers (`sqView`, `a.b`, `f(x)`) are not plain words.
    static func plainWordRatio(_ t: Bytes) -> Double {
        var tokens = 0
        var plain = 0
        var index = 0
        while index < t.count {
            while index < t.count, t[index] == 0x20 || t[index] == 0x09 { index += 1 }
            guard index < t.count else { break }
            let start = index
            while index < t.count, t[index] != 0x20, t[index] != 0x09 { index += 1 }
            tokens += 1
            var end = index
            if end - start > 1, isOneOf(t[end - 1], ",.:;!?") { end -= 1 }
            var isPlain = true
            var uppercaseInside = false
            for position in start..<end {
                let byte = t[position]
                if byte >= 0x80 || LineClassifierFeatures.isLetter(byte) {
                    if position > start, byte >= 0x41 && byte <= 0x5A { uppercaseInside = true }
                    continue
                }
                if (byte == 0x27 || byte == 0x2D), position > start, position < end - 1 { continue }
                isPlain = false
                break
            }
            if isPlain && !uppercaseInside { plain += 1 }
        }
        return tokens == 0 ? 0 : Double(plain) / Double(tokens)
    }
}
