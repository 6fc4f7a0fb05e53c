/// Whether a keyframe animation along a path turns the layer to its tangent (Core Animation's `CAAnimationRotationMode`): a string-valued name, as Apple's typed constants are.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `auto`.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// `autoReverse`.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
