/// How a shape layer's stroke joins segments (Core Animation's `CAShapeLayerLineJoin`): a string-valued name, as Apple's typed constants are.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `miter`.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// `round`.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// `bevel`.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
