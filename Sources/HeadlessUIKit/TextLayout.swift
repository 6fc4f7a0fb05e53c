/// Lays text out in lines with `UIFont`'s metric model: the one line-breaking rule of the engine,
/// shared by `UILabel`, `UITextView`, `UITextField` and `NSAttributedString.size()`.
///
/// Breaking is greedy, as TextKit's is for Latin text: a line takes characters until the next one
/// would pass the width; it then breaks after the last space on the line (`.byWordWrapping` and the
/// truncating modes), or before the character when the line has no space or the mode is
/// `.byCharWrapping`. Spaces at the end of a line take no width. A newline always ends a line.
/// With a line limit the text stops at that many lines (the last one is truncated when drawn, so
/// its width is at most the limit).
struct TextLayout {
    /// One laid-out line: the characters it holds, its width and its height.
    struct Line: Equatable {
        var range: Range<Int>
        var width: CGFloat
        var height: CGFloat
    }

    let lines: [Line]

    /// Rounds a measured length up to whole points, as UIKit reports text sizes; sums of advances
    /// within a millionth of a point above a whole number count as that number (0.57 × 10 × 10 is 57).
    static func roundUp(_ length: CGFloat) -> CGFloat { (length - 1e-6).rounded(.up) }

    /// The bounding size, rounded up to whole points as UIKit reports text sizes.
    var size: CGSize {
        guard !lines.isEmpty else { return .zero }
        let width = lines.map(\.width).max() ?? 0
        let height = lines.reduce(CGFloat(0)) { $0 + $1.height }
        return CGSize(width: TextLayout.roundUp(width), height: TextLayout.roundUp(height))
    }

    /// Lays out `characters`, each drawn in its font, in lines at most `width` wide (nil: unlimited),
    /// at most `maximumLines` of them (0: unlimited).
    init(
        characters: [(Character, UIFont)], width: CGFloat?, maximumLines: Int,
        lineBreakMode: NSLineBreakMode = .byWordWrapping, emptyLineFont: UIFont
    ) {
        var lines: [Line] = []
        var start = 0
        var lineWidth: CGFloat = 0
        var lineHeight: CGFloat = 0
        // Index just after the last space on the line, and the line's width up to the space.
        var breakAfter: Int?
        var widthAtBreak: CGFloat = 0
        var index = 0
        let limit = width.map { max(0, $0) }
        func finish(at end: Int, width: CGFloat) {
            let height = lineHeight > 0 ? lineHeight : emptyLineFont.lineHeight
            lines.append(Line(range: start..<end, width: width, height: height))
        }
        // Widths of characters in [from, to), leaving trailing spaces out.
        func measure(_ from: Int, _ to: Int) -> (width: CGFloat, height: CGFloat) {
            var width: CGFloat = 0, pending: CGFloat = 0, height: CGFloat = 0
            for i in from..<to {
                let (character, font) = characters[i]
                height = max(height, font.lineHeight)
                if character == " " {
                    pending += font.advance(of: character)
                } else {
                    width += pending + font.advance(of: character)
                    pending = 0
                }
            }
            return (width, height)
        }
        while index < characters.count {
            let (character, font) = characters[index]
            if character == "\n" || character == "\r\n" {
                finish(at: index, width: measure(start, index).width)
                start = index + 1; lineWidth = 0; lineHeight = 0; breakAfter = nil
                index += 1
                continue
            }
            let advance = font.advance(of: character)
            let isSpace = character == " "
            if let limit = limit, !isSpace, index > start, measure(start, index).width + advance > limit + 0.0001 {
                if lineBreakMode != .byCharWrapping, let cut = breakAfter, cut > start {
                    finish(at: cut, width: widthAtBreak)
                    start = cut
                } else {
                    finish(at: index, width: measure(start, index).width)
                    start = index
                }
                let rest = measure(start, index)
                lineWidth = rest.width; lineHeight = rest.height; breakAfter = nil
            }
            lineHeight = max(lineHeight, font.lineHeight)
            lineWidth += advance
            index += 1
            if isSpace {
                breakAfter = index
                widthAtBreak = measure(start, index).width
            }
        }
        if start < characters.count || lines.isEmpty || characters.last?.0 == "\n" {
            if !characters.isEmpty { finish(at: characters.count, width: measure(start, characters.count).width) }
        }
        if maximumLines > 0, lines.count > maximumLines {
            lines.removeLast(lines.count - maximumLines)
            if let limit = limit, let last = lines.last {
                // The truncated last line fills the width (its tail is cut and an ellipsis drawn).
                lines[lines.count - 1].width = limit
                lines[lines.count - 1].range = last.range
            }
        }
        self.lines = lines
    }

    /// Lays out `text` in one font.
    init(text: String, font: UIFont, width: CGFloat?, maximumLines: Int, lineBreakMode: NSLineBreakMode = .byWordWrapping) {
        self.init(
            characters: text.map { ($0, font) }, width: width, maximumLines: maximumLines,
            lineBreakMode: lineBreakMode, emptyLineFont: font)
    }
}
