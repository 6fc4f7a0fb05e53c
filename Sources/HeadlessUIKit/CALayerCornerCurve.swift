/// The curve of a layer's rounded corners (Core Animation's `CALayerCornerCurve`): a string-valued name, as Apple's typed constants are.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `circular`.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// `continuous`.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
