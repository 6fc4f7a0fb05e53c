/// Insets for each edge named by reading direction (UIKit's `NSDirectionalEdgeInsets`). The engine lays
/// out left to right only, so `leading` is the left edge and `trailing` the right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { top = 0; leading = 0; bottom = 0; trailing = 0 }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// All insets zero.
    public static let zero = NSDirectionalEdgeInsets()
}
