/// How a text layer aligns its lines (Core Animation's `CATextLayerAlignmentMode`): a string-valued name, as Apple's typed constants are.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// `natural`.
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// `left`.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// `right`.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// `center`.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// `justified`.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}
