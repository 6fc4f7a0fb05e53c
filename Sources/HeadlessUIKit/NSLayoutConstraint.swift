/// An equality between two layout attributes (UIKit's `NSLayoutConstraint`):
/// `first.attribute = multiplier × second.attribute + constant`.
///
/// Only `.equal` relations exist here: the solver (`LayoutSolver`) handles centre, size and edge
/// equalities, so inequality constraints fail to compile instead of being silently ignored.
open class NSLayoutConstraint: CustomStringConvertible, Hashable {
    // MARK: - Identity (UIKit objects are NSObjects: equal only to themselves)

    /// Identity equality, as NSObject's default `isEqual(_:)`.
    public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Layout attributes (UIKit's raw values).
    public enum Attribute: Int {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case notAnAttribute = 0
    }

    /// Relations; only equality is modelled.
    public enum Relation: Int {
        case equal = 0
    }

    /// The constrained view.
    public private(set) weak var firstItem: AnyObject?
    /// The constrained attribute.
    public let firstAttribute: Attribute
    /// Always `.equal`.
    public let relation: Relation
    /// The view related to (nil for a constant).
    public private(set) weak var secondItem: AnyObject?
    /// Its attribute (`.notAnAttribute` for a constant).
    public let secondAttribute: Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// The offset; changing it relays out on the next run-loop turn.
    open var constant: CGFloat { didSet { reportedBroken = false; invalidate() } }
    /// Higher priorities are solved first; conflicting lower ones are dropped.
    open var priority: UILayoutPriority = .required { didSet { invalidate() } }
    /// A name for messages.
    open var identifier: String?
    /// Set once the solver has dropped this constraint in a conflict (the warning is logged once).
    var reportedBroken = false
    /// The view holding the constraint while active (the items' closest common ancestor).
    private weak var holder: UIView?

    var firstView: UIView? { firstItem as? UIView }
    var secondView: UIView? { secondItem as? UIView }

    public var description: String {
        let first = firstItem.map { "\(type(of: $0))" } ?? "nil"
        let rhs = secondItem.map { "\(type(of: $0)).\(secondAttribute) × \(multiplier) + " } ?? ""
        return "<NSLayoutConstraint \(first).\(firstAttribute) == \(rhs)\(constant)>"
    }

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
    }

    /// Activating installs the constraint on the items' closest common ancestor; it is an error
    /// (UIKit raises) when they have none.
    open var isActive: Bool {
        get { holder != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// Activates each constraint.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    private func activate() {
        guard holder == nil, let first = firstView else { return }
        var ancestor: UIView? = first
        if let second = secondView {
            ancestor = nil
            var candidate: UIView? = first
            while let current = candidate {
                if second.isDescendant(of: current) { ancestor = current; break }
                candidate = current.superview
            }
            guard ancestor != nil else {
                preconditionFailure(
                    "Unable to activate constraint with anchors \(first).\(firstAttribute) and "
                        + "\(second).\(secondAttribute) because they have no common ancestor. Does the constraint or "
                        + "its anchors reference items in different view hierarchies? That's illegal.")
            }
        }
        holder = ancestor
        ancestor?.constraints.append(self)
        invalidate()
    }

    private func deactivate() {
        guard let view = holder else { return }
        view.constraints.removeAll { $0 === self }
        holder = nil
        invalidate()
    }

    /// Marks every affected view for layout.
    private func invalidate() {
        for view in [firstView, secondView].compactMap({ $0 }) {
            view.setNeedsLayout()
            view.superview?.setNeedsLayout()
        }
        holder?.setNeedsLayout()
    }
}

extension UIView {
    /// Installs already-made constraints (the pre-iOS 8 spelling of activation).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates the constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates the constraint.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates the constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// UIKit removes constraints between a view leaving its superview and views outside it.
    func deactivateConstraintsLeaving(_ parent: UIView) {
        var ancestor: UIView? = parent
        while let current = ancestor {
            for constraint in current.constraints {
                let items = [constraint.firstView, constraint.secondView].compactMap { $0 }
                let inside = items.filter { $0.isDescendant(of: self) }
                if !inside.isEmpty && inside.count < items.count { constraint.isActive = false }
            }
            ancestor = current.superview
        }
    }
}
