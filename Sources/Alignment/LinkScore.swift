/// The combined score of one link and the features behind it.
public struct LinkScore: Hashable, Codable, Sendable {
    /// Weighted mean of the applicable features, 0...1.
    public var value: Double
    public var features: [FeatureScore]

    public init(value: Double, features: [FeatureScore]) {
        self.value = value
        self.features = features
    }

    /// The feature of a kind, if it applied.
    public func feature(_ kind: FeatureKind) -> FeatureScore? {
        features.first { $0.kind == kind }
    }

    /// The value of a feature, 0 when it did not apply.
    public func value(of kind: FeatureKind) -> Double {
        feature(kind)?.value ?? 0
    }

    /// The features as reasons, strongest evidence first (content before place and size).
    public var reasons: [String] {
        features.filter { $0.value > 0 || $0.kind == .codeIdentity }.map(\.reason)
    }
}
