/// What an animation shows outside its active time (`fillMode`) (Core Animation's `CAMediaTimingFillMode`): a string-valued name, as Apple's typed constants are.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `removed`.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// `forwards`.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// `backwards`.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// `both`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
