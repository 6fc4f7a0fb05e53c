/// Which parts of a shape layer's path are inside (Core Animation's `CAShapeLayerFillRule`): a string-valued name, as Apple's typed constants are.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `non-zero`.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// `even-odd`.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
