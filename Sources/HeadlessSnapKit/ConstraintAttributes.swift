import HeadlessUIKit

/// The attributes a SnapKit maker line constrains (`make.left.top…`), as a set.
public struct ConstraintAttributes: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)

    public static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    public static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let size: ConstraintAttributes = [.width, .height]
    public static let center: ConstraintAttributes = [.centerX, .centerY]

    /// The single attributes in a fixed order (so constraints are created deterministically).
    var layoutAttributes: [NSLayoutConstraint.Attribute] {
        let table: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
            (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
            (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}
