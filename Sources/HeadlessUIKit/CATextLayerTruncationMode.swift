/// Where a text layer truncates text that does not fit (Core Animation's `CATextLayerTruncationMode`): a string-valued name, as Apple's typed constants are.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `none`.
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// `start`.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// `end`.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// `middle`.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
