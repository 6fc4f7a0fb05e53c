/// A font (UIKit's `UIFont`), reduced to what layout needs: the point size.
///
/// Text metrics are deterministic approximations of San Francisco: each character advances
/// 0.55 × point size and a line is 1.2 × point size tall (rounded up to whole points).
public final class UIFont: Equatable {
    public let pointSize: CGFloat
    public let fontName: String

    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        pointSize = fontSize
    }

    private init(systemName: String, size: CGFloat) {
        fontName = systemName
        pointSize = size
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI-Regular", size: fontSize) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(systemName: ".SFUI-Bold", size: fontSize) }
    public static var systemFontSize: CGFloat { 17 }
    public static var labelFontSize: CGFloat { 17 }
    public static var buttonFontSize: CGFloat { 18 }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(systemName: fontName, size: fontSize) }

    /// The size of `text` on one line.
    func size(of text: String) -> CGSize {
        CGSize(width: (CGFloat(text.count) * pointSize * 0.55).rounded(.up), height: (pointSize * 1.2).rounded(.up))
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool { lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize }
}
