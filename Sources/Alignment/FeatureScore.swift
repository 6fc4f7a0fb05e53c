/// One feature's verdict on a link: a value from 0 (no agreement) to 1 (full agreement) and why.
public struct FeatureScore: Hashable, Codable, Sendable {
    public var kind: FeatureKind
    public var value: Double
    /// What was compared, in words ("2/2 code blocks identical", "shares UIFieldBehaviors, FaceTime").
    public var detail: String

    public init(kind: FeatureKind, value: Double, detail: String) {
        self.kind = kind
        self.value = value
        self.detail = detail
    }

    /// `code 1.00 (2/2 code blocks identical)`.
    public var reason: String {
        "\(kind.rawValue) \(Rounding.text(value)) (\(detail))"
    }
}
