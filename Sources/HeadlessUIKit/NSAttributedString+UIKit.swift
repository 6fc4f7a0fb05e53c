// UIKit's string measurement (`NSAttributedString` and `NSString` drawing additions), on the metric
// model of `UIFont` and the line breaking of `TextLayout`. Characters without a font attribute are
// measured in TextKit's default font, Helvetica 12 (here: the 12-point system font).
extension NSAttributedString {
    /// Each character with the font it is drawn in.
    func charactersWithFonts(defaultFont: UIFont = .systemFont(ofSize: 12)) -> [(Character, UIFont)] {
        var result: [(Character, UIFont)] = []
        var offset = 0
        for character in string {
            let font =
                length > 0 && offset < length
                ? (attribute(.font, at: offset, effectiveRange: nil) as? UIFont) ?? defaultFont : defaultFont
            result.append((character, font))
            offset += character.utf16.count
        }
        return result
    }

    /// The paragraph style of the first character, if any.
    var firstParagraphStyle: NSParagraphStyle? {
        length > 0 ? attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle : nil
    }

    /// Laid out at most `width` wide (nil: on one line per paragraph).
    func layout(width: CGFloat?, maximumLines: Int = 0, defaultFont: UIFont = .systemFont(ofSize: 12)) -> TextLayout {
        TextLayout(
            characters: charactersWithFonts(defaultFont: defaultFont), width: width, maximumLines: maximumLines,
            lineBreakMode: firstParagraphStyle?.lineBreakMode ?? .byWordWrapping, emptyLineFont: defaultFont)
    }

    /// The size of the string on one line per paragraph.
    public func size() -> CGSize { layout(width: nil).size }

    /// The rectangle the string needs: wrapped at `size.width` with `.usesLineFragmentOrigin`,
    /// else on one line. Unlike `size()`, the result is not rounded (as in UIKit: callers `ceil` it).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        context: NSStringDrawingContext?
    ) -> CGRect {
        let width: CGFloat? = options.contains(.usesLineFragmentOrigin) ? size.width : nil
        let laidOut = layout(width: width)
        let w = laidOut.lines.map(\.width).max() ?? 0
        var h = laidOut.lines.reduce(CGFloat(0)) { $0 + $1.height }
        if let spacing = firstParagraphStyle?.lineSpacing, laidOut.lines.count > 1 {
            h += spacing * CGFloat(laidOut.lines.count - 1)
        }
        let rect = CGRect(x: 0, y: 0, width: w, height: h)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// The size of the string on one line in the attributes' font.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// The rectangle the string needs in the attributes' font (see `NSAttributedString`'s).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(
            with: size, options: options,
            context: context)
    }
}

extension String {
    /// The size of the string on one line in the attributes' font (`"Hi".size(withAttributes: [.font: font])`).
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string needs in the attributes' font.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSMutableAttributedString {
    /// An empty string to append to (Foundation on Linux lacks the argument-less initializer).
    public convenience init() { self.init(string: "") }
}
