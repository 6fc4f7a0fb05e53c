/// A font (UIKit's `UIFont`): a name, a point size and a weight, with deterministic metrics.
///
/// The metric model (one definition, used by every text view of the engine through `TextLayout`):
/// - a line is `1.2 × pointSize` tall: `ascender = 0.95 × pointSize`, `descender = −0.25 × pointSize`,
///   `leading = 0`, so `lineHeight = ascender − descender` (San Francisco 17 pt measures 20.29;
///   the model gives 20.4);
/// - `capHeight = 0.7 × pointSize`, `xHeight = 0.52 × pointSize` (SF: 0.70 and 0.53);
/// - each character advances `pointSize × (0.55 + 0.05 × weight)` where `weight` is the
///   `UIFont.Weight` raw value (regular 0, bold 0.4: 0.55 and 0.57 of the size), and a wide East
///   Asian character (CJK ideographs, kana, Hangul, full-width forms) or an emoji advances a full
///   `pointSize`. A monospaced font advances `0.6 × pointSize` for every narrow character.
/// Widths of a line are summed unrounded and rounded up to whole points only where a size is
/// reported, as UIKit's `intrinsicContentSize` is.
public final class UIFont: Equatable, Hashable {
    /// The size in points.
    public let pointSize: CGFloat
    /// The font's full name (`.SFUI-Regular`, or what `init(name:size:)` was given).
    public let fontName: String
    /// The font's weight (`.regular` for named fonts).
    let weight: UIFont.Weight
    /// Whether every narrow character has the same advance.
    let isMonospaced: Bool
    /// Whether the font is an italic face.
    let isItalic: Bool

    /// A named font. Every name resolves (the engine has no font files), measured with the
    /// regular-weight metrics; a name containing "Bold" gets the bold advance.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        pointSize = fontSize
        weight = fontName.contains("Bold") ? .bold : .regular
        isMonospaced = fontName.contains("Mono") || fontName.contains("Courier") || fontName.contains("Menlo")
        isItalic = fontName.contains("Italic")
    }

    init(
        systemName: String, size: CGFloat, weight: UIFont.Weight = .regular, monospaced: Bool = false,
        italic: Bool = false
    ) {
        fontName = systemName
        pointSize = size
        self.weight = weight
        isMonospaced = monospaced
        isItalic = italic
    }

    // MARK: - System fonts

    /// The system font (San Francisco) in its regular weight.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    /// The system font in `weight`.
    public class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemName: ".SFUI-" + weight.faceName, size: fontSize, weight: weight)
    }

    /// The bold system font.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    /// The italic system font.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(systemName: ".SFUI-RegularItalic", size: fontSize, italic: true)
    }

    /// The system font with digits of equal width (measured like the system font).
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemName: ".SFUI-" + weight.faceName, size: fontSize, weight: weight)
    }

    /// The monospaced system font (SF Mono).
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(systemName: ".SFMono-" + weight.faceName, size: fontSize, weight: weight, monospaced: true)
    }

    /// The Dynamic Type font for `style` at the default (Large) content size, with Apple's sizes
    /// and weights (body 17 regular, headline 17 semibold, …).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let (size, weight) = style.defaultMetrics
        return systemFont(ofSize: size, weight: weight)
    }

    /// The same, for a trait collection (the engine has one content size).
    public class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style)
    }

    /// 14 points, UIKit's standard system font size.
    public class var systemFontSize: CGFloat { 14 }
    /// 12 points.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// 17 points, the size of label text.
    public class var labelFontSize: CGFloat { 17 }
    /// 18 points.
    public class var buttonFontSize: CGFloat { 18 }

    /// The family names (the engine knows the system family only).
    public class var familyNames: [String] { ["System Font"] }

    /// The family name.
    public var familyName: String { fontName.hasPrefix(".SF") ? "System Font" : fontName }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(systemName: fontName, size: fontSize, weight: weight, monospaced: isMonospaced, italic: isItalic)
    }

    // MARK: - Metrics (see the model above)

    /// Top of the tallest glyphs above the baseline.
    public var ascender: CGFloat { pointSize * 0.95 }
    /// Bottom of the lowest glyphs below the baseline (negative).
    public var descender: CGFloat { pointSize * -0.25 }
    /// Extra space between lines (none in the model).
    public var leading: CGFloat { 0 }
    /// The height of a line: `ascender − descender`.
    public var lineHeight: CGFloat { ascender - descender }
    /// The height of capital letters.
    public var capHeight: CGFloat { pointSize * 0.7 }
    /// The height of lowercase letters.
    public var xHeight: CGFloat { pointSize * 0.52 }

    /// How far `character` advances the pen.
    func advance(of character: Character) -> CGFloat {
        if character.isWide { return pointSize }
        if isMonospaced { return pointSize * 0.6 }
        return pointSize * (0.55 + 0.05 * weight.rawValue)
    }

    /// The size of `text` on one line (the width rounded up, one line tall rounded up).
    func size(of text: String) -> CGSize {
        let width = text.reduce(CGFloat(0)) { $0 + advance(of: $1) }
        return CGSize(width: TextLayout.roundUp(width), height: TextLayout.roundUp(lineHeight))
    }

    /// Equal when name, size and weight are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    /// Hashes name and size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }
}

extension Character {
    /// Whether the character takes a full em: East Asian wide and full-width forms, and emoji.
    var isWide: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
