/// Paragraph layout attributes (UIKit's `NSParagraphStyle`); immutable, see `NSMutableParagraphStyle`.
/// `lineSpacing` and `paragraphSpacing` are added to measured heights; the others are stored.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The default style: natural alignment, word wrapping, no extra spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Points between lines of a paragraph.
    open internal(set) var lineSpacing: CGFloat = 0
    /// Points after the paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// Points before the paragraph.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0
    /// The text alignment.
    open internal(set) var alignment: NSTextAlignment = .natural
    /// How lines break.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Indent of the first line.
    open internal(set) var firstLineHeadIndent: CGFloat = 0
    /// Indent of the other lines.
    open internal(set) var headIndent: CGFloat = 0
    /// Trailing indent.
    open internal(set) var tailIndent: CGFloat = 0
    /// Line height multiple (0: none).
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// Minimum line height (0: none).
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// Maximum line height (0: none).
    open internal(set) var maximumLineHeight: CGFloat = 0

    public override init() { super.init() }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.assign(from: self)
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.assign(from: self)
        return copy
    }

    func assign(from other: NSParagraphStyle) {
        lineSpacing = other.lineSpacing; paragraphSpacing = other.paragraphSpacing
        paragraphSpacingBefore = other.paragraphSpacingBefore; alignment = other.alignment
        lineBreakMode = other.lineBreakMode; firstLineHeadIndent = other.firstLineHeadIndent
        headIndent = other.headIndent; tailIndent = other.tailIndent; lineHeightMultiple = other.lineHeightMultiple
        minimumLineHeight = other.minimumLineHeight; maximumLineHeight = other.maximumLineHeight
    }
}
