/// Where on the emitter shape particles are born (Core Animation's `CAEmitterLayerEmitterMode`): a string-valued name, as Apple's typed constants are.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `points`.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// `outline`.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// `surface`.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// `volume`.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
