/// Scales fonts and values for Dynamic Type (UIKit's `UIFontMetrics`). The engine's content size
/// is always the default (Large), at which UIKit scales by exactly 1, so fonts and values come
/// back unchanged (limited by `maximumPointSize` where given).
public final class UIFontMetrics {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style the metrics follow.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// `font` at the current content size (unchanged at Large).
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled, at most `maximumPointSize` points (0: no limit).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// The same, for a trait collection (there is one content size).
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }

    /// `value` at the current content size (unchanged at Large).
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// The same, for a trait collection.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
