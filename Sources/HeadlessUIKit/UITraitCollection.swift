/// The environment's traits (UIKit's `UITraitCollection`): size classes, idiom, appearance, scale.
///
/// The engine's device is an iPhone in portrait (see `UIScreen`): horizontally compact, vertically
/// regular, light, scale 2, Large text. In landscape (`UIDevice.current.simulateOrientation(_:)`)
/// the 4.7-inch phone is compact in both directions, as Apple's size-class table lists.
/// A collection made from one trait leaves the others unspecified, as in UIKit.
public final class UITraitCollection: Equatable, CustomStringConvertible {
    /// The horizontal size class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The vertical size class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// The device idiom.
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point (0: unspecified).
    public let displayScale: CGFloat

    init(
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        idiom: UIUserInterfaceIdiom = .unspecified, style: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 0
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        userInterfaceIdiom = idiom
        userInterfaceStyle = style
        displayScale = scale
    }

    /// A collection with no trait specified.
    public convenience init() { self.init(horizontal: .unspecified) }
    /// Only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontal: horizontalSizeClass) }
    /// Only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(vertical: verticalSizeClass) }
    /// Only the idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    /// Only the appearance.
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }
    /// Only the scale.
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }

    /// The traits of `collections` combined; a later collection's specified traits win.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var idiom = UIUserInterfaceIdiom.unspecified, style = UIUserInterfaceStyle.unspecified, scale: CGFloat = 0
        for c in collections {
            if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
            if c.userInterfaceIdiom != .unspecified { idiom = c.userInterfaceIdiom }
            if c.userInterfaceStyle != .unspecified { style = c.userInterfaceStyle }
            if c.displayScale != 0 { scale = c.displayScale }
        }
        self.init(horizontal: h, vertical: v, idiom: idiom, style: style, scale: scale)
    }

    /// Whether every trait `trait` specifies has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let t = trait else { return true }
        return (t.horizontalSizeClass == .unspecified || t.horizontalSizeClass == horizontalSizeClass)
            && (t.verticalSizeClass == .unspecified || t.verticalSizeClass == verticalSizeClass)
            && (t.userInterfaceIdiom == .unspecified || t.userInterfaceIdiom == userInterfaceIdiom)
            && (t.userInterfaceStyle == .unspecified || t.userInterfaceStyle == userInterfaceStyle)
            && (t.displayScale == 0 || t.displayScale == displayScale)
    }

    /// Whether the colour appearance differs from `other`'s.
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != other?.userInterfaceStyle
    }

    /// The device's traits now (the screen's).
    public static var current: UITraitCollection { UIScreen.main.traitCollection }

    /// The device's traits in portrait or landscape.
    static func device(landscape: Bool) -> UITraitCollection {
        UITraitCollection(
            horizontal: .compact, vertical: landscape ? .compact : .regular, idiom: .phone, style: .light,
            scale: UIScreen.main.scale)
    }

    public static func == (lhs: UITraitCollection, rhs: UITraitCollection) -> Bool {
        lhs.horizontalSizeClass == rhs.horizontalSizeClass && lhs.verticalSizeClass == rhs.verticalSizeClass
            && lhs.userInterfaceIdiom == rhs.userInterfaceIdiom && lhs.userInterfaceStyle == rhs.userInterfaceStyle
            && lhs.displayScale == rhs.displayScale
    }

    public var description: String {
        "<UITraitCollection h=\(horizontalSizeClass) v=\(verticalSizeClass) idiom=\(userInterfaceIdiom) style=\(userInterfaceStyle) scale=\(displayScale)>"
    }
}
