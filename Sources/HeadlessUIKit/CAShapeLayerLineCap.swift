/// How a shape layer's open strokes end (Core Animation's `CAShapeLayerLineCap`): a string-valued name, as Apple's typed constants are.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `butt`.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// `round`.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// `square`.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
