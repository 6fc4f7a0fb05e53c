/// The kind of a `CATransition` (Core Animation's `CATransitionType`): a string-valued name, as Apple's typed constants are.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `fade`.
    public static let fade = CATransitionType(rawValue: "fade")
    /// `moveIn`.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// `push`.
    public static let push = CATransitionType(rawValue: "push")
    /// `reveal`.
    public static let reveal = CATransitionType(rawValue: "reveal")
}
