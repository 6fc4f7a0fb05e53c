/// A literal value a sample gives to a property or an argument (`damping = 0.1`, `CGRect(width: 300.0)`).
///
/// Keys are normalised the way Swift imports Objective-C (`_button` → `button`, `isActive` → `active`,
/// `CGRectMake` → `CGRect(x:y:width:height:)`), so a Swift sample and its Objective-C twin produce the same keys.
public struct SampleConstant: Hashable, Codable, Sendable {
    /// What the value sets: a property (`damping`), or `target ← Callee(label:)` for an argument.
    public var key: String
    /// The value, normalised: a number in shortest form (`0.1`, `30`), `true`/`false`, or `UIColor.red`.
    public var value: String
    /// The number, when the value is numeric (for tolerant comparison).
    public var number: Double?
    /// The 1-based source line.
    public var line: Int
    /// The source expression as written (`30.0`, `M_PI_4`, `[UIColor redColor]`).
    public var source: String

    public init(key: String, value: String, number: Double?, line: Int, source: String) {
        self.key = key
        self.value = value
        self.number = number
        self.line = line
        self.source = source
    }

    /// `key = value`, the form reports use.
    public var description: String { "\(key) = \(value)" }
}
