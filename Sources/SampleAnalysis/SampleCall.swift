/// A method, function or initializer call in a sample, named the way Swift spells it.
///
/// Objective-C messages are converted through Swift's import rules (`addBehavior:` → `addBehavior(_:)`,
/// `[[UIView alloc] initWithFrame:]` → `UIView(frame:)`), so twins can be compared name for name.
public struct SampleCall: Hashable, Codable, Sendable {
    /// The base name (`addBehavior`, `UIView` for an initializer).
    public var base: String
    /// The argument labels, `_` for an unlabelled one.
    public var labels: [String]
    /// The receiver's last name component, normalised (`self.animator?` → `animator`, `_button` → `button`), "" when none.
    public var receiver: String
    /// As written in the source (`addBehavior:`, `setTextColor(_:for:)`).
    public var spelling: String
    /// The 1-based source line of the call.
    public var line: Int

    public init(base: String, labels: [String], receiver: String, spelling: String, line: Int) {
        self.base = base
        self.labels = labels
        self.receiver = receiver
        self.spelling = spelling
        self.line = line
    }

    /// `base(label:label:)`.
    public var swiftName: String {
        "\(base)(\(labels.map { "\($0):" }.joined()))"
    }
}
