import HeadlessUIKit

/// The attributes a SnapKit maker line constrains (`make.left.top…`), as a set.
public struct ConstraintAttributes: OptionSet, Hashable {
    /// The bit set.
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The `left` attribute.
    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    /// The `top` attribute.
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    /// The `right` attribute.
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    /// The `bottom` attribute.
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    /// The `leading` attribute.
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    /// The `trailing` attribute.
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    /// The `width` attribute.
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    /// The `height` attribute.
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    /// The `centerX` attribute.
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    /// The `centerY` attribute.
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)

    /// `edges`: top, left, bottom, right.
    public static let edges: ConstraintAttributes = [.top, .left, .bottom, .right]
    /// `directionalEdges`: top, leading, bottom, trailing.
    public static let directionalEdges: ConstraintAttributes = [.top, .leading, .bottom, .trailing]
    /// `horizontalEdges`: left, right.
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    /// `verticalEdges`: top, bottom.
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    /// `size`: width, height.
    public static let size: ConstraintAttributes = [.width, .height]
    /// `center`: centerX, centerY.
    public static let center: ConstraintAttributes = [.centerX, .centerY]

    /// The single attributes in a fixed order (so constraints are created deterministically).
    var layoutAttributes: [NSLayoutConstraint.Attribute] {
        let table: [(ConstraintAttributes, NSLayoutConstraint.Attribute)] = [
            (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
            (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY)
        ]
        return table.filter { contains($0.0) }.map(\.1)
    }
}
