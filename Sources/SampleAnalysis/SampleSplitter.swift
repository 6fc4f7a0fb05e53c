import DocumentModel

/// Splits a code block into samples where the language changes with no label in between (a Swift fragment
/// followed by its Objective-C version), or where Objective-C statements are followed by header declarations.
///
/// A block is cut only at a blank line at the outermost level (no open brace, parenthesis or bracket), and only
/// between paragraphs whose language is clear (score ≥ 3 and at least twice the next language's), so a real
/// Swift or Objective-C type is never cut in two by an ambiguous paragraph inside it.
public enum SampleSplitter {
    /// One piece of a block: its first and last line (1-based, in the file) and the language that decided the cut.
    public struct Piece: Hashable, Sendable {
        /// First line of the piece, 1-based, in the file.
        public var firstLine: Int
        /// Last line of the piece (inclusive).
        public var lastLine: Int
        /// The language of the paragraphs that decided the piece, nil when no paragraph was clear.
        public var language: CodeLanguage?
    }

    /// The pieces of `text`, whose first line is `firstLine` in its file; blank lines at either end are dropped.
    public static func split(_ text: String, firstLine: Int) -> [Piece] {
        split(lines: CodeLine.lines(of: text, firstLine: firstLine))
    }

    static func split(lines: [CodeLine]) -> [Piece] {
        let paragraphs = self.paragraphs(lines)
        guard !paragraphs.isEmpty else { return [] }
        let languages: [CodeLanguage?] = paragraphs.map(clearLanguage)

        // Group paragraphs into runs of one language; unclear paragraphs join the run before them.
        var groups: [(paragraphs: [[CodeLine]], language: CodeLanguage?)] = []
        for (paragraph, language) in zip(paragraphs, languages) {
            if var last = groups.last, language == nil || last.language == nil || last.language == language {
                last.paragraphs.append(paragraph)
                if last.language == nil { last.language = language }
                groups[groups.count - 1] = last
            } else {
                groups.append(([paragraph], language))
            }
        }

        // Within Objective-C, statements and header declarations are different samples (they need different context).
        var pieces: [Piece] = []
        for group in groups {
            var current: [[CodeLine]] = []
            var currentShape: Shape = .neither
            func flush() {
                guard let first = current.first?.first, let last = current.last?.last else { return }
                pieces.append(Piece(firstLine: first.number, lastLine: last.number, language: group.language))
                current = []
                currentShape = .neither
            }
            for paragraph in group.paragraphs {
                let shape = group.language == .objc ? objcShape(paragraph) : .neither
                if !current.isEmpty, shape != .neither, currentShape != .neither, shape != currentShape {
                    flush()
                }
                if shape != .neither { currentShape = shape }
                current.append(paragraph)
            }
            flush()
        }
        return pieces
    }

    // MARK: - Paragraphs

    /// Runs of non-blank lines separated by blank lines at the outermost level.
    static func paragraphs(_ lines: [CodeLine]) -> [[CodeLine]] {
        var result: [[CodeLine]] = []
        var current: [CodeLine] = []
        for line in lines {
            if line.isBlank {
                if line.isTopLevel, !current.isEmpty { result.append(current); current = [] }
                continue
            }
            current.append(line)
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The paragraph's language when the evidence is clear.
    static func clearLanguage(_ paragraph: [CodeLine]) -> CodeLanguage? {
        guard let best = LanguageClassifier.winner(paragraph), best.score >= 3, best.score >= 2 * best.runnerUp else {
            return nil
        }
        return best.language
    }

    enum Shape { case declarations, statements, neither }

    static let declarationLine = Pattern(#"^\s*(@property\b|@optional\b|@required\b|@protocol\b|@end\b|[-+]\s*\(.*\)[^{]*;\s*$)"#)
    static let structureLine = Pattern(#"^\s*(@\w+|#\w+|[-+]\s*\()"#)

    static func objcShape(_ paragraph: [CodeLine]) -> Shape {
        let code = paragraph.filter { !$0.isCodeEmpty }
        guard !code.isEmpty else { return .neither }
        if code.allSatisfy({ declarationLine.matches($0.code) }) { return .declarations }
        if code.allSatisfy({ !structureLine.matches($0.code) }) && code.contains(where: { $0.code.contains(";") }) {
            return .statements
        }
        return .neither
    }
}
