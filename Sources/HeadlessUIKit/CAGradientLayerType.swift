/// The shape of a gradient layer's gradient (Core Animation's `CAGradientLayerType`): a string-valued name, as Apple's typed constants are.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `axial`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// `radial`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// `conic`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
