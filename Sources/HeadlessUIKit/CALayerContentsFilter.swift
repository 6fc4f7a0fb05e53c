/// How contents are filtered when scaled (Core Animation's `CALayerContentsFilter`): a string-valued name, as Apple's typed constants are.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `linear`.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// `nearest`.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// `trilinear`.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
