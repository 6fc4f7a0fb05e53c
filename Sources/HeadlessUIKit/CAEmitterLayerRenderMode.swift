/// The order particles are composited in (Core Animation's `CAEmitterLayerRenderMode`): a string-valued name, as Apple's typed constants are.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `unordered`.
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// `oldestFirst`.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// `oldestLast`.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// `backToFront`.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// `additive`.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
