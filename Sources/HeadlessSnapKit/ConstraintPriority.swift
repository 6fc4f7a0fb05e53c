import HeadlessUIKit

/// A SnapKit priority (`.required`, `.high`, `.medium`, `.low`, or a number).
public struct ConstraintPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable {
    public let value: Float
    public init(_ value: Float) { self.value = value }
    public init(floatLiteral value: Float) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Float(value) }

    public static let required = ConstraintPriority(1000)
    public static let high = ConstraintPriority(750)
    public static let medium = ConstraintPriority(500)
    public static let low = ConstraintPriority(250)
}
