import HeadlessUIKit

/// `view.snp`: make, remake, update and remove a view's SnapKit constraints, and name its
/// attributes for other views' constraints (`other.snp.bottom`).
public struct ConstraintViewDSL {
    /// The view whose constraints this DSL makes.
    public let view: UIView

    /// Adds the constraints the closure describes and switches the view to Auto Layout.
    public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        let made = ConstraintMaker.constraints(for: view, closure)
        view.translatesAutoresizingMaskIntoConstraints = false
        for constraint in made { constraint.activate() }
        ConstraintRegistry.add(made, to: view)
    }

    /// Like `makeConstraints`, but first removes every constraint this DSL made for the view.
    public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(closure)
    }

    /// Updates the constants of existing constraints with the same attributes and target;
    /// adds the ones that do not exist yet (SnapKit 5 behaviour).
    public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
        let fresh = ConstraintMaker.constraints(for: view, closure)
        var added: [Constraint] = []
        let existing = ConstraintRegistry.constraints(of: view).flatMap(\.layoutConstraints)
        for constraint in fresh {
            var allMatched = true
            for layout in constraint.layoutConstraints {
                if let match = existing.first(where: {
                    $0.firstAttribute == layout.firstAttribute && $0.secondItem === layout.secondItem
                        && $0.secondAttribute == layout.secondAttribute && $0.multiplier == layout.multiplier
                }) {
                    match.constant = layout.constant
                } else {
                    allMatched = false
                }
            }
            if !allMatched { added.append(constraint) }
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        for constraint in added { constraint.activate() }
        ConstraintRegistry.add(added, to: view)
    }

    /// Deactivates every constraint this DSL made for the view.
    public func removeConstraints() {
        for constraint in ConstraintRegistry.constraints(of: view) { constraint.deactivate() }
        ConstraintRegistry.remove(from: view)
    }

    // MARK: - Attributes for other views' constraints

    /// This view's `left`, for another view's `equalTo(_:)`.
    public var left: ConstraintItem { ConstraintItem(view: view, attributes: .left) }
    /// This view's `top`, for another view's `equalTo(_:)`.
    public var top: ConstraintItem { ConstraintItem(view: view, attributes: .top) }
    /// This view's `right`, for another view's `equalTo(_:)`.
    public var right: ConstraintItem { ConstraintItem(view: view, attributes: .right) }
    /// This view's `bottom`, for another view's `equalTo(_:)`.
    public var bottom: ConstraintItem { ConstraintItem(view: view, attributes: .bottom) }
    /// This view's `leading`, for another view's `equalTo(_:)`.
    public var leading: ConstraintItem { ConstraintItem(view: view, attributes: .leading) }
    /// This view's `trailing`, for another view's `equalTo(_:)`.
    public var trailing: ConstraintItem { ConstraintItem(view: view, attributes: .trailing) }
    /// This view's `width`, for another view's `equalTo(_:)`.
    public var width: ConstraintItem { ConstraintItem(view: view, attributes: .width) }
    /// This view's `height`, for another view's `equalTo(_:)`.
    public var height: ConstraintItem { ConstraintItem(view: view, attributes: .height) }
    /// This view's `centerX`, for another view's `equalTo(_:)`.
    public var centerX: ConstraintItem { ConstraintItem(view: view, attributes: .centerX) }
    /// This view's `centerY`, for another view's `equalTo(_:)`.
    public var centerY: ConstraintItem { ConstraintItem(view: view, attributes: .centerY) }
    /// This view's `edges`, for another view's `equalTo(_:)`.
    public var edges: ConstraintItem { ConstraintItem(view: view, attributes: .edges) }
    /// This view's `size`, for another view's `equalTo(_:)`.
    public var size: ConstraintItem { ConstraintItem(view: view, attributes: .size) }
    /// This view's `center`, for another view's `equalTo(_:)`.
    public var center: ConstraintItem { ConstraintItem(view: view, attributes: .center) }
}

extension UIView {
    /// SnapKit's entry point: `view.snp.makeConstraints { make in … }`.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(view: self) }
}
