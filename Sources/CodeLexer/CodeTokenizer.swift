// MARK: - Reading code into tokens

/// Reads Swift or Objective-C code into `CodeToken`s, line by line, carrying an open block comment or
/// multi-line string from one line to the next.
///
/// The one reading of comments and literals in doctool: the sample analysis, the line classifier's code
/// view, the program assembler's brace depths and the runtime rewriter all skip strings and comments by it.
/// It reads UTF-8 bytes, as the Swift compiler does: every delimiter is ASCII, and a non-ASCII scalar is
/// never one (a combining mark after a quote does not hide the quote, as it would from a `Character` loop).
///
/// Lenient, as the readers of pages must be: an unclosed string ends with its line (a sample cut from a
/// page may lose its closing quote), and nothing throws.
public struct CodeTokenizer: Sendable {
    public var rules: LexingRules
    /// The depth of a block comment open at the end of the last line read (0: none).
    public private(set) var blockCommentDepth = 0
    /// The `#` count of a multi-line string open at the end of the last line read (nil: none).
    public private(set) var openStringHashes: Int?

    public init(rules: LexingRules) {
        self.rules = rules
    }

    /// Whether a comment or a string runs on past the last line read.
    public var isInsideToken: Bool { blockCommentDepth > 0 || openStringHashes != nil }

    // MARK: - Whole texts

    /// The tokens of `text`, with byte offsets in the text and 1-based line numbers from `firstLine`.
    public static func tokens(in text: String, rules: LexingRules, firstLine: Int = 1) -> [CodeToken] {
        var text = text
        return text.withUTF8 { bytes -> [CodeToken] in
            var tokenizer = CodeTokenizer(rules: rules)
            var result: [CodeToken] = []
            var lineStart = 0
            var number = firstLine
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                var position = 0
                while var token = tokenizer.next(in: line, at: &position) {
                    token.start += lineStart
                    token.end += lineStart
                    token.line = number
                    result.append(token)
                }
                lineStart = lineEnd + 1
                number += 1
            }
            return result
        }
    }

    /// The tokens of one line (no line feed), offsets within the line; carries state on to the next line.
    public mutating func tokens(ofLine line: String, number: Int = 1) -> [CodeToken] {
        var line = line
        return line.withUTF8 { tokens(ofLine: $0, number: number) }
    }

    /// The tokens of one line given as UTF-8 bytes (no line feed), offsets within the line.
    public mutating func tokens(ofLine bytes: UnsafeBufferPointer<UInt8>, number: Int = 1) -> [CodeToken] {
        var result: [CodeToken] = []
        var position = 0
        while var token = next(in: bytes, at: &position) {
            token.line = number
            result.append(token)
        }
        return result
    }

    // MARK: - Code without comments and string contents

    /// Appends `line` (no line feed) to `code` with comments removed and the contents of literals emptied
    /// (`"Tap Me"` → `""`, `@"a"` → `@""`): what a rule that must not match inside prose reads. A literal
    /// keeps the delimiters on this line: its opening one if it opens here, its closing one if it closes here.
    public mutating func appendCode(ofLine line: UnsafeBufferPointer<UInt8>, to code: inout [UInt8]) {
        var position = 0
        var copied = 0
        while let token = next(in: line, at: &position) {
            switch token.kind {
            case .lineComment, .blockComment:
                code.append(contentsOf: UnsafeBufferPointer(rebasing: line[copied..<token.start]))
                copied = token.end
            case .string, .character:
                code.append(contentsOf: UnsafeBufferPointer(rebasing: line[copied..<token.start]))
                let quote: UInt8 = token.kind == .string ? 0x22 : 0x27
                // A multi-line string's delimiters are three quotes; the rest have one (and the `@` or `#`s).
                var isMultiline = token.isContinued
                var openEnd = token.start
                if !token.isContinued {
                    while openEnd < token.end, line[openEnd] != quote { openEnd += 1 }
                    isMultiline =
                        rules.multilineStrings && openEnd + 2 < token.end
                        && line[openEnd + 1] == 0x22 && line[openEnd + 2] == 0x22
                    openEnd = min(openEnd + (isMultiline ? 3 : 1), token.end)
                    code.append(contentsOf: UnsafeBufferPointer(rebasing: line[token.start..<openEnd]))
                }
                if token.isClosed, token.end > openEnd {
                    var closeStart = token.end - 1
                    while closeStart > openEnd, line[closeStart] != quote { closeStart -= 1 }
                    if isMultiline { closeStart = max(openEnd, closeStart - 2) }
                    code.append(contentsOf: UnsafeBufferPointer(rebasing: line[closeStart..<token.end]))
                }
                copied = token.end
            default:
                break
            }
        }
        code.append(contentsOf: UnsafeBufferPointer(rebasing: line[copied..<line.count]))
    }

    /// `appendCode(ofLine:to:)` for a `String` line.
    public mutating func code(ofLine line: String) -> String {
        var line = line
        var code: [UInt8] = []
        line.withUTF8 { appendCode(ofLine: $0, to: &code) }
        return String(decoding: code, as: UTF8.self)
    }

    // MARK: - One token

    /// The next token of `line` (no line feed) at or after `position`, which it moves past the token; nil at
    /// the end of the line. Offsets are within the line, and `line` is 0 (the callers number lines).
    public mutating func next(in line: UnsafeBufferPointer<UInt8>, at position: inout Int) -> CodeToken? {
        let count = line.count
        // An open comment or string goes on from the line's start (an empty line leaves it open).
        if position == 0, count > 0 {
            if blockCommentDepth > 0 {
                let end = blockCommentEnd(line, from: 0)
                position = end
                return CodeToken(
                    kind: .blockComment, start: 0, end: end, line: 0,
                    isClosed: blockCommentDepth == 0, isContinued: true)
            }
            if let hashes = openStringHashes {
                let end = multilineStringEnd(line, from: 0, hashes: hashes)
                position = end
                return CodeToken(
                    kind: .string, start: 0, end: end, line: 0,
                    isClosed: openStringHashes == nil, isContinued: true)
            }
        }
        // Blanks between tokens.
        while position < count, Self.isBlank(line[position]) { position += 1 }
        guard position < count else { return nil }
        let start = position
        let byte = line[start]
        let following: UInt8 = start + 1 < count ? line[start + 1] : 0
        func token(_ kind: CodeToken.Kind, _ end: Int, closed: Bool = true) -> CodeToken {
            position = end
            return CodeToken(kind: kind, start: start, end: end, line: 0, isClosed: closed)
        }
        switch byte {
        case 0x2F where following == 0x2F && !(rules.urlSlashes && start > 0 && line[start - 1] == 0x3A):  // //
            return token(.lineComment, count)
        case 0x2F where following == 0x2A:  // /*
            blockCommentDepth = 1
            let end = blockCommentEnd(line, from: start + 2)
            return token(.blockComment, end, closed: blockCommentDepth == 0)
        case 0x22:  // "
            return string(line, start: start, hashes: 0, quote: start, position: &position)
        case 0x40 where rules.atStrings && following == 0x22:  // @"
            return string(line, start: start, hashes: 0, quote: start + 1, position: &position)
        case 0x27 where rules.characterLiterals:  // '
            let (end, closed) = quotedEnd(line, from: start + 1, quote: 0x27, hashes: 0)
            return token(.character, end, closed: closed)
        case 0x23:  // #
            var quote = start
            while quote < count, line[quote] == 0x23 { quote += 1 }
            if rules.rawStrings, quote < count, line[quote] == 0x22 {
                return string(line, start: start, hashes: quote - start, quote: quote, position: &position)
            }
            if Self.isIdentifierStart(following) { return token(.directive, wordEnd(line, from: start + 1)) }
            return token(.punctuation, start + 1)
        case 0x40 where Self.isIdentifierStart(following):  // @word
            return token(.attribute, wordEnd(line, from: start + 1))
        case 0x60 where rules.dialect == .swift:  // `name`
            var end = start + 1
            while end < count, line[end] != 0x60 { end += 1 }
            return end < count ? token(.identifier, end + 1) : token(.punctuation, start + 1)
        case 0x24 where rules.dialect == .swift && (Self.isIdentifierStart(following) || Self.isDigit(following)):
            return token(.identifier, wordEnd(line, from: start + 1))  // $0, $value
        case 0x30...0x39:
            var end = start + 1
            while end < count {
                let next = line[end]
                if Self.isIdentifier(next) { end += 1; continue }
                if next == 0x2E, end + 1 < count, Self.isDigit(line[end + 1]) { end += 1; continue }
                break
            }
            return token(.number, end)
        case _ where Self.isIdentifierStart(byte):
            let end = wordEnd(line, from: start + 1)
            if let dialect = rules.dialect,
                CodeKeywords.isKeyword(UnsafeBufferPointer(rebasing: line[start..<end]), in: dialect)
            {
                return token(.keyword, end)
            }
            return token(.identifier, end)
        case 0x80...:
            var end = start + 1
            while end < count, line[end] & 0xC0 == 0x80 { end += 1 }
            return token(.other, end)
        default:
            return token(.punctuation, start + 1)
        }
    }

    // MARK: - Literals and comments only

    /// `next(in:at:)` for a reader that wants only literals and comments: the next `.string`, `.character`,
    /// `.lineComment` or `.blockComment` token at or after `position`, the tokens between passed over.
    ///
    /// The byte path of `next`, kept here beside it and compared with it by the tests: a run of bytes none of
    /// which `mayOpenLiteral` marks is whole tokens of names, numbers, punctuation and other scalars (no such
    /// token holds a marked byte), so it is skipped eight bytes at a time and `next` reads from the marked byte.
    public mutating func nextLiteralOrComment(in line: UnsafeBufferPointer<UInt8>, at position: inout Int) -> CodeToken? {
        // An open comment or string goes on from the line's start.
        if position == 0, isInsideToken { return next(in: line, at: &position) }
        guard let base = line.baseAddress else { return nil }
        let count = line.count
        let mask = Self.markMask(rules)
        return Self.marks.withUnsafeBufferPointer { marks -> CodeToken? in
            while true {
                while position + 8 <= count {
                    var marked: UInt8 = 0
                    for offset in 0..<8 { marked |= marks[Int(base[position + offset])] }
                    if marked & mask != 0 { break }
                    position += 8
                }
                while position < count, marks[Int(base[position])] & mask == 0 { position += 1 }
                guard let token = next(in: line, at: &position) else { return nil }
                switch token.kind {
                case .string, .character, .lineComment, .blockComment: return token
                default: continue
                }
            }
        }
    }

    /// Whether `byte` may start a literal, a comment or a token that may hold one, under `rules`: `"` and `/`
    /// always, `'` with character literals, `#` with raw strings, `@` with `@"…"` strings, `` ` `` in Swift
    /// (a name in backticks holds any byte). Every other token is made of bytes none of which this marks. So a
    /// line none of whose bytes is marked has no literal or comment (unless one goes on from the line before):
    /// a caller that reads every byte of the line anyway may add the marks up on the way and not ask at all.
    public static func mayOpenLiteral(_ byte: UInt8, rules: LexingRules) -> Bool {
        marks[Int(byte)] & markMask(rules) != 0
    }

    /// The `mayOpenLiteral` marks: one bit per form (see `markMask`).
    private static let marks: [UInt8] = {
        var marks = [UInt8](repeating: 0, count: 256)
        marks[0x22] = 1  // "
        marks[0x2F] = 1  // /
        marks[0x27] = 2  // '
        marks[0x23] = 4  // #
        marks[0x40] = 8  // @
        marks[0x60] = 16  // `
        return marks
    }()

    /// The bits of `marks` that `rules` read.
    @inline(__always)
    private static func markMask(_ rules: LexingRules) -> UInt8 {
        1 | (rules.characterLiterals ? 2 : 0) | (rules.rawStrings ? 4 : 0) | (rules.atStrings ? 8 : 0)
            | (rules.dialect == .swift ? 16 : 0)
    }

    /// The offsets of the backslashes that escape a byte in the literal `token` of `line` (a `.string` or
    /// `.character` token of one line, not a line of a multi-line string): the ones `next` skipped the byte
    /// after. None under `BackslashRule.guardsQuote`, which skips no byte.
    public func escapingBackslashes(of token: CodeToken, in line: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard rules.backslash == .escapesNext, !token.isContinued else { return [] }
        let quote: UInt8 = token.kind == .character ? 0x27 : 0x22
        var index = token.start
        while index < token.end, line[index] != quote { index += 1 }
        let hashes = index - token.start - (line[token.start] == 0x40 ? 1 : 0)
        var result: [Int] = []
        index += 1
        while index < token.end {
            if line[index] == 0x5C, Self.hashes(line, at: index + 1, count: hashes) {
                result.append(index)
                index += 2 + hashes
                continue
            }
            index += 1
        }
        return result
    }

    // MARK: - Literals and comments

    /// A string token opening at `start` whose (first) quote is at `quote`, with `hashes` raw-string `#`s.
    private mutating func string(
        _ line: UnsafeBufferPointer<UInt8>, start: Int, hashes: Int, quote: Int,
        position: inout Int
    ) -> CodeToken {
        let count = line.count
        if rules.multilineStrings, quote + 2 < count, line[quote + 1] == 0x22, line[quote + 2] == 0x22 {
            openStringHashes = hashes
            let end = multilineStringEnd(line, from: quote + 3, hashes: hashes)
            position = end
            return CodeToken(kind: .string, start: start, end: end, line: 0, isClosed: openStringHashes == nil)
        }
        let (end, closed) = quotedEnd(line, from: quote + 1, quote: 0x22, hashes: hashes)
        position = end
        return CodeToken(kind: .string, start: start, end: end, line: 0, isClosed: closed)
    }

    /// The end of a one-line literal whose contents start at `from`: past its closing quote (and `hashes`
    /// `#`s), or the line's end when it does not close. A backslash (followed by `hashes` `#`s) escapes the
    /// byte after it.
    private func quotedEnd(_ line: UnsafeBufferPointer<UInt8>, from: Int, quote: UInt8, hashes: Int) -> (Int, Bool) {
        let count = line.count
        var index = from
        if rules.backslash == .guardsQuote {
            while index < count {
                if line[index] == quote, index == from || line[index - 1] != 0x5C { return (index + 1, true) }
                index += 1
            }
            return (count, false)
        }
        while index < count {
            let byte = line[index]
            if byte == 0x5C, Self.hashes(line, at: index + 1, count: hashes) {
                index = min(index + 2 + hashes, count)
                continue
            }
            if byte == quote, Self.hashes(line, at: index + 1, count: hashes) { return (index + 1 + hashes, true) }
            index += 1
        }
        return (count, false)
    }

    /// The end of the part of a multi-line string on this line from `from`; clears `openStringHashes` when the
    /// string closes here.
    private mutating func multilineStringEnd(_ line: UnsafeBufferPointer<UInt8>, from: Int, hashes: Int) -> Int {
        let count = line.count
        var index = from
        while index < count {
            let byte = line[index]
            if byte == 0x5C, Self.hashes(line, at: index + 1, count: hashes) {
                index = min(index + 2 + hashes, count)
                continue
            }
            if byte == 0x22, index + 2 < count, line[index + 1] == 0x22, line[index + 2] == 0x22,
                Self.hashes(line, at: index + 3, count: hashes)
            {
                openStringHashes = nil
                return index + 3 + hashes
            }
            index += 1
        }
        openStringHashes = hashes
        return count
    }

    /// The end of the part of an open block comment on this line from `from`; updates `blockCommentDepth`.
    private mutating func blockCommentEnd(_ line: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        let count = line.count
        var index = from
        while index < count {
            let byte = line[index]
            let following: UInt8 = index + 1 < count ? line[index + 1] : 0
            if byte == 0x2A, following == 0x2F {
                blockCommentDepth -= 1
                index += 2
                if blockCommentDepth == 0 { return index }
                continue
            }
            if rules.nestedBlockComments, byte == 0x2F, following == 0x2A {
                blockCommentDepth += 1
                index += 2
                continue
            }
            index += 1
        }
        return count
    }

    // MARK: - Bytes

    private func wordEnd(_ line: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        var end = from
        while end < line.count, Self.isIdentifier(line[end]) { end += 1 }
        return end
    }

    /// Whether `count` `#`s stand at `index`.
    @inline(__always)
    private static func hashes(_ line: UnsafeBufferPointer<UInt8>, at index: Int, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= line.count else { return false }
        for offset in 0..<count where line[index + offset] != 0x23 { return false }
        return true
    }

    @inline(__always) static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C || byte == 0x0D
    }
    // The ASCII byte classes of code, one definition for the scanners of every module (inlinable: they run per byte).
    @inlinable @inline(__always) public static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    @inlinable @inline(__always) public static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || byte == 0x5F
    }
    @inlinable @inline(__always) public static func isIdentifier(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    /// The ASCII byte that is the whole of `character`, nil for any other character. A character of one UTF-8 byte
    /// is one ASCII scalar; `Character.asciiValue` would first compare the character with "\r\n" as a string.
    @inlinable @inline(__always) public static func asciiByte(of character: Character) -> UInt8? {
        let utf8 = character.utf8
        return utf8.count == 1 ? utf8.first : nil
    }
}
