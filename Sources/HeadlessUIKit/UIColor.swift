/// A colour in sRGB with alpha. Compared by components, so tests can assert `backgroundColor == .orange`.
open class UIColor: Equatable, CustomStringConvertible {
    /// sRGB components and alpha, 0...1.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// The tile of a pattern colour (`init(patternImage:)`), whose components are black.
    let pattern: UIImage?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        pattern = nil
    }

    /// A colour that tiles `image` (UIKit's pattern colour). It has no RGB components of its own:
    /// `getRed(_:green:blue:alpha:)` returns false and its components read as opaque black.
    public init(patternImage image: UIImage) {
        red = 0; green = 0; blue = 0; alpha = 1
        pattern = image
    }

    /// A colour from hue, saturation and brightness (HSB, each 0...1; hue 1 is red again),
    /// converted to sRGB with the standard hexcone formula.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// The same colour in another colour space's spelling (Display P3 is treated as sRGB here).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Hue, saturation and brightness (inverse of `init(hue:saturation:brightness:alpha:)`);
    /// false for a pattern colour.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard pattern == nil else { return false }
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == red {
                h = (green - blue) / delta
            } else if maximum == green {
                h = (blue - red) / delta + 2
            } else {
                h = (red - green) / delta + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = self.alpha
        return true
    }

    /// The grey level (mean of the components) and alpha; false for a pattern colour.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard pattern == nil else { return false }
        white?.pointee = (red + green + blue) / 3
        alpha?.pointee = self.alpha
        return true
    }

    /// A grey of brightness `white`.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Equal when all four components are.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        lhs.pattern === rhs.pattern && lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue
            && lhs.alpha == rhs.alpha
    }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let pattern = pattern { return UIColor(patternImage: pattern) }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The components, for messages.
    public var description: String { "UIColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    // MARK: - Core Graphics bridge

    /// The same colour as a `CGColor`, for `layer.borderColor = UIColor.red.cgColor`.
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 0]
        self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    /// Components in 0...255 (how design tools and Apple's colour tables write them).
    convenience init(r255 r: CGFloat, _ g: CGFloat, _ b: CGFloat, alpha: CGFloat = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    /// UIKit's component accessor; succeeds for every colour but a pattern, since colours are stored as sRGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard pattern == nil else { return false }
        red?.pointee = self.red; green?.pointee = self.green; blue?.pointee = self.blue; alpha?.pointee = self.alpha
        return true
    }

    // UIKit's named colours (values as Apple documents them).
    /// UIKit's `.black`.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// UIKit's `.white`.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// UIKit's `.clear`.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// UIKit's `.gray`.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// UIKit's `.lightGray`.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// UIKit's `.darkGray`.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// UIKit's `.red`.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// UIKit's `.green`.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// UIKit's `.blue`.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// UIKit's `.orange`.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// UIKit's `.yellow`.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// UIKit's `.purple`.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// UIKit's `.cyan`.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// UIKit's `.magenta`.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// UIKit's `.brown`.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }

    // MARK: - System colours (iOS light-appearance values, as Apple's Human Interface Guidelines list them)

    /// UIKit's `.systemRed`.
    public class var systemRed: UIColor { UIColor(r255: 255, 59, 48) }
    /// UIKit's `.systemOrange`.
    public class var systemOrange: UIColor { UIColor(r255: 255, 149, 0) }
    /// UIKit's `.systemYellow`.
    public class var systemYellow: UIColor { UIColor(r255: 255, 204, 0) }
    /// UIKit's `.systemGreen`.
    public class var systemGreen: UIColor { UIColor(r255: 52, 199, 89) }
    /// UIKit's `.systemMint`.
    public class var systemMint: UIColor { UIColor(r255: 0, 199, 190) }
    /// UIKit's `.systemTeal`.
    public class var systemTeal: UIColor { UIColor(r255: 48, 176, 199) }
    /// UIKit's `.systemCyan`.
    public class var systemCyan: UIColor { UIColor(r255: 50, 173, 230) }
    /// UIKit's `.systemBlue`.
    public class var systemBlue: UIColor { UIColor(r255: 0, 122, 255) }
    /// UIKit's `.systemIndigo`.
    public class var systemIndigo: UIColor { UIColor(r255: 88, 86, 214) }
    /// UIKit's `.systemPurple`.
    public class var systemPurple: UIColor { UIColor(r255: 175, 82, 222) }
    /// UIKit's `.systemPink`.
    public class var systemPink: UIColor { UIColor(r255: 255, 45, 85) }
    /// UIKit's `.systemBrown`.
    public class var systemBrown: UIColor { UIColor(r255: 162, 132, 94) }
    /// UIKit's `.systemGray`.
    public class var systemGray: UIColor { UIColor(r255: 142, 142, 147) }
    /// UIKit's `.systemGray2`.
    public class var systemGray2: UIColor { UIColor(r255: 174, 174, 178) }
    /// UIKit's `.systemGray3`.
    public class var systemGray3: UIColor { UIColor(r255: 199, 199, 204) }
    /// UIKit's `.systemGray4`.
    public class var systemGray4: UIColor { UIColor(r255: 209, 209, 214) }
    /// UIKit's `.systemGray5`.
    public class var systemGray5: UIColor { UIColor(r255: 229, 229, 234) }
    /// UIKit's `.systemGray6`.
    public class var systemGray6: UIColor { UIColor(r255: 242, 242, 247) }
    /// UIKit's `.systemBackground` (light appearance).
    public class var systemBackground: UIColor { .white }
    /// UIKit's `.secondarySystemBackground`.
    public class var secondarySystemBackground: UIColor { UIColor(r255: 242, 242, 247) }
    /// UIKit's `.tertiarySystemBackground`.
    public class var tertiarySystemBackground: UIColor { .white }
    /// UIKit's `.systemGroupedBackground`.
    public class var systemGroupedBackground: UIColor { UIColor(r255: 242, 242, 247) }
    /// UIKit's `.secondarySystemGroupedBackground`.
    public class var secondarySystemGroupedBackground: UIColor { .white }
    /// UIKit's `.tertiarySystemGroupedBackground`.
    public class var tertiarySystemGroupedBackground: UIColor { UIColor(r255: 242, 242, 247) }
    /// UIKit's `.tertiaryLabel`.
    public class var tertiaryLabel: UIColor { UIColor(r255: 60, 60, 67, alpha: 0.3) }
    /// UIKit's `.quaternaryLabel`.
    public class var quaternaryLabel: UIColor { UIColor(r255: 60, 60, 67, alpha: 0.18) }
    /// UIKit's `.placeholderText`.
    public class var placeholderText: UIColor { UIColor(r255: 60, 60, 67, alpha: 0.3) }
    /// UIKit's `.separator`.
    public class var separator: UIColor { UIColor(r255: 60, 60, 67, alpha: 0.29) }
    /// UIKit's `.opaqueSeparator`.
    public class var opaqueSeparator: UIColor { UIColor(r255: 198, 198, 200) }
    /// UIKit's `.systemFill`.
    public class var systemFill: UIColor { UIColor(r255: 120, 120, 128, alpha: 0.2) }
    /// UIKit's `.darkText`.
    public class var darkText: UIColor { .black }
    /// UIKit's `.lightText`.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// UIKit's `.label` (light appearance).
    public class var label: UIColor { .black }
    /// UIKit's `.secondaryLabel`.
    public class var secondaryLabel: UIColor { UIColor(r255: 60, 60, 67, alpha: 0.6) }
    /// UIKit's `.link`.
    public class var link: UIColor { UIColor(r255: 0, 122, 255) }
    /// UIKit's `.tintColor` (light appearance).
    public class var tintColor: UIColor { .systemBlue }
}
