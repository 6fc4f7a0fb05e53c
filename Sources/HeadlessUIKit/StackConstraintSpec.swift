/// One constraint a stack view generates, as plain values: the stack compares the new list with the
/// last one and rebuilds its constraints only when something changed (so a layout pass that changes
/// nothing does not mark the views for layout again).
struct StackConstraintSpec: Equatable {
    let first: UIView
    let firstAttribute: NSLayoutConstraint.Attribute
    let second: UIView?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: UILayoutPriority
    /// UIKit's identifier for this kind of generated constraint ("UISV-spacing", …), shown in messages.
    let identifier: String

    static func == (lhs: StackConstraintSpec, rhs: StackConstraintSpec) -> Bool {
        lhs.first === rhs.first && lhs.firstAttribute == rhs.firstAttribute && lhs.second === rhs.second
            && lhs.secondAttribute == rhs.secondAttribute && lhs.multiplier == rhs.multiplier
            && lhs.constant == rhs.constant && lhs.priority == rhs.priority && lhs.identifier == rhs.identifier
    }

    /// The inactive constraint.
    func makeConstraint() -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: .equal, toItem: second,
            attribute: secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }
}
