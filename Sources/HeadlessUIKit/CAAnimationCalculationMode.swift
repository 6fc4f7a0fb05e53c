/// How a keyframe animation computes values between keyframes (Core Animation's `CAAnimationCalculationMode`): a string-valued name, as Apple's typed constants are.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `linear`.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// `discrete`.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// `paced`.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// `cubic`.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// `cubicPaced`.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
