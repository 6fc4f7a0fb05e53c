/// An object a dynamic animator can move (UIKit's `UIDynamicItem`): views, or custom objects that map
/// `center` and `transform` onto something else.
///
/// The animator reads `center`, `bounds` and `transform` when the item joins it (or on
/// `updateItem(usingCurrentState:)`) and writes `center` and `transform` back after every step.
public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// How the item collides; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The convex outline used with `.path`, in coordinates whose origin is the item's centre.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}
