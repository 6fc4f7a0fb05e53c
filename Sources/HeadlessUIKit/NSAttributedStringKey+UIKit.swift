// UIKit's attribute keys (Foundation on Linux declares the key type, not the keys). Raw values are
// the ones Apple's frameworks use, so `NSAttributedString.Key(rawValue: "NSFont") == .font`.
extension NSAttributedString.Key {
    /// A `UIFont`; the default is Helvetica 12 in TextKit, the system font here.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// A `UIColor` for the text.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// An `NSNumber` of points added between characters.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// An `NSNumber` holding an `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// A `UIColor` for the underline.
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// An `NSNumber` holding an `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// A `UIColor` for the strikethrough.
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// A `UIColor` for the outline.
    public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
    /// An `NSNumber`: outline width in percent of the font size.
    public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
    /// An `NSNumber` of points the baseline is raised.
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    /// A `URL` or `String` the text links to.
    public static let link = NSAttributedString.Key(rawValue: "NSLink")
    /// An `NSShadow`.
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
    /// An `NSNumber`: 0 no ligatures, 1 default.
    public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
    /// An `NSNumber`: skew applied to glyphs.
    public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
    /// An `NSNumber`: log of the horizontal expansion factor.
    public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
    /// An `NSTextAttachment` (stored; drawn as one character).
    public static let attachment = NSAttributedString.Key(rawValue: "NSAttachment")
}
