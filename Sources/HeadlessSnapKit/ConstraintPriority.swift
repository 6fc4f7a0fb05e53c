import HeadlessUIKit

/// A SnapKit priority (`.required`, `.high`, `.medium`, `.low`, or a number).
public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable {
    /// The priority, 1...1000.
    public let value: Float
    public init(_ value: Float) { self.value = value }
    public init(floatLiteral value: Float) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Float(value) }

    /// 1000.
    public static let required = ConstraintPriority(1000)
    /// 750.
    public static let high = ConstraintPriority(750)
    /// 500.
    public static let medium = ConstraintPriority(500)
    /// 250.
    public static let low = ConstraintPriority(250)
}
