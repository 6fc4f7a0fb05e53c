/// One token of Swift or Objective-C code: its kind, its UTF-8 byte range and its 1-based line.
///
/// A token never spans a line feed: a block comment or a multi-line string that runs over lines is one token
/// per line, `isClosed` false on every line but its last. Every reader of code here works line by line
/// (depths before a line, rewrites of a line), and a token per line keeps their offsets within one line.
public struct CodeToken: Hashable, Sendable {
    public enum Kind: UInt8, Hashable, Sendable {
        /// `[A-Za-z_][A-Za-z0-9_]*`, or a Swift name in backticks.
        case identifier
        /// An identifier in the dialect's keyword table (`CodeKeywords`).
        case keyword
        /// A numeric literal (`0.5`, `0x1F`, `40.0f`, `1_000`).
        case number
        /// A string literal, its delimiters included (`"a"`, `@"a"`, `#"a"#`, a line of a `"""` string).
        case string
        /// A C character literal (`'a'`).
        case character
        /// `// …` up to the end of the line.
        case lineComment
        /// `/* … */`, or the part of one on this line.
        case blockComment
        /// `@` and a word: `@objc`, `@IBOutlet`, `@interface`, `@property`.
        case attribute
        /// `#` and a word: `#selector`, `#if`, `#import`, `#pragma`.
        case directive
        /// Any other ASCII byte: brackets, operators, separators (one byte each).
        case punctuation
        /// A non-ASCII scalar outside literals and comments (one scalar each).
        case other
    }

    public var kind: Kind
    /// UTF-8 byte offsets in the text that was read.
    public var start: Int
    public var end: Int
    /// 1-based line.
    public var line: Int
    /// For literals and block comments: whether the closing delimiter is on this line. True for the rest.
    public var isClosed: Bool
    /// For literals and block comments: whether the token opened on an earlier line.
    public var isContinued: Bool

    public init(kind: Kind, start: Int, end: Int, line: Int, isClosed: Bool = true, isContinued: Bool = false) {
        self.kind = kind
        self.start = start
        self.end = end
        self.line = line
        self.isClosed = isClosed
        self.isContinued = isContinued
    }

    /// The UTF-8 byte range.
    public var range: Range<Int> { start..<end }
    /// A comment of either kind.
    public var isComment: Bool { kind == .lineComment || kind == .blockComment }
    /// A string or character literal.
    public var isLiteral: Bool { kind == .string || kind == .character }
}
