/// How a layer's contents are placed in its bounds (`contentsGravity`) (Core Animation's `CALayerContentsGravity`): a string-valued name, as Apple's typed constants are.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `center`.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// `top`.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// `bottom`.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// `left`.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// `right`.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// `topLeft`.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// `topRight`.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// `bottomLeft`.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// `bottomRight`.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// `resize`.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// `resizeAspect`.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// `resizeAspectFill`.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
