/// A constraint's priority (UIKit's `UILayoutPriority`); the solver applies higher priorities first.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The priority, 1...1000.
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    /// 1000.
    public static let required = UILayoutPriority(1000)
    /// 750.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250.
    public static let defaultLow = UILayoutPriority(250)
    /// 50.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Ordered by value.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
