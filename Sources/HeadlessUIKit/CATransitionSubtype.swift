/// The direction of a `CATransition` (Core Animation's `CATransitionSubtype`): a string-valued name, as Apple's typed constants are.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `fromRight`.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// `fromLeft`.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// `fromTop`.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// `fromBottom`.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}
