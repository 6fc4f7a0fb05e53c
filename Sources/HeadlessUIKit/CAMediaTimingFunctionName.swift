/// The named timing curves of `CAMediaTimingFunction(name:)` (Core Animation's `CAMediaTimingFunctionName`): a string-valued name, as Apple's typed constants are.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `linear`.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// `easeIn`.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// `easeOut`.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// `easeInEaseOut`.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// `default`.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
