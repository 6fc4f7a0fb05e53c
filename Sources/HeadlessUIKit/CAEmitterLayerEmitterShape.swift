/// The shape particles are emitted from (Core Animation's `CAEmitterLayerEmitterShape`): a string-valued name, as Apple's typed constants are.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `point`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// `line`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// `rectangle`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// `cuboid`.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// `circle`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// `sphere`.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}
