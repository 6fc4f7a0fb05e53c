/// A description of a font (UIKit's `UIFontDescriptor`), reduced to what the engine's fonts
/// carry: family, size, and the bold / italic / monospace traits. `UIFont(descriptor:size:)`
/// makes the system font with those traits.
public final class UIFontDescriptor {
    /// Font traits (UIKit's `UIFontDescriptor.SymbolicTraits`, Apple's raw values).
    public struct SymbolicTraits: OptionSet, Hashable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The size in points (0: unspecified).
    public let pointSize: CGFloat
    /// The traits.
    public let symbolicTraits: SymbolicTraits
    /// The weight the descriptor asks for.
    let weight: UIFont.Weight

    init(pointSize: CGFloat, traits: SymbolicTraits, weight: UIFont.Weight) {
        self.pointSize = pointSize
        symbolicTraits = traits
        self.weight = weight
    }

    /// The descriptor of a Dynamic Type style at the default content size.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    /// The same font with `symbolicTraits` (replacing the old ones); never nil here.
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let weight: UIFont.Weight =
            symbolicTraits.contains(.traitBold) ? max(self.weight, .bold) : (self.weight >= .bold ? .regular : self.weight)
        return UIFontDescriptor(pointSize: pointSize, traits: symbolicTraits, weight: weight)
    }

    /// The same font at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, traits: symbolicTraits, weight: weight)
    }
}

extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight >= .bold { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if isMonospaced { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(pointSize: pointSize, traits: traits, weight: weight)
    }

    /// The system font the descriptor describes, at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        let traits = descriptor.symbolicTraits
        let mono = traits.contains(.traitMonoSpace), italic = traits.contains(.traitItalic)
        let face = descriptor.weight.faceName + (italic ? "Italic" : "")
        self.init(
            systemName: (mono ? ".SFMono-" : ".SFUI-") + face, size: size, weight: descriptor.weight, monospaced: mono,
            italic: italic)
    }
}
