/// A Core Graphics colour (`CGColor`), which Foundation on Linux lacks: sRGB components with alpha.
///
/// `CALayer.borderColor`, `shadowColor` and `backgroundColor` hold this type, so
/// `layer.borderColor = UIColor.red.cgColor` compiles and round-trips through `UIColor(cgColor:)`.
public final class CGColor: Equatable, CustomStringConvertible {
    /// Red, green, blue, alpha.
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?[3] ?? 0 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, gray, gray, alpha]
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func copy(alpha: CGFloat) -> CGColor? {
        guard let c = components else { return nil }
        return CGColor(red: c[0], green: c[1], blue: c[2], alpha: alpha)
    }

    public var description: String { "CGColor(\(components ?? []))" }
}
