import HeadlessUIKit

/// What one maker line says, filled in as the chain is written and turned into constraints after
/// the `makeConstraints` closure returns (so `.offset` and `.multipliedBy` can come last).
final class ConstraintDescription {
    let view: UIView
    var attributes: ConstraintAttributes
    var target: ConstraintRelatableTarget?
    var offset: ConstraintOffsetTarget = 0
    var inset: (top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) = (0, 0, 0, 0)
    var multiplier: CGFloat = 1
    var priority: ConstraintPriority = .required
    var constraint: Constraint?

    init(view: UIView, attributes: ConstraintAttributes) {
        self.view = view
        self.attributes = attributes
    }

    /// SnapKit's rule for insets: edges move inwards, sizes shrink by both sides, centres shift
    /// by half the difference of opposite sides.
    private func insetConstant(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        switch attribute {
        case .left, .leading: return inset.left
        case .top: return inset.top
        case .right, .trailing: return -inset.right
        case .bottom: return -inset.bottom
        case .width: return -(inset.left + inset.right)
        case .height: return -(inset.top + inset.bottom)
        case .centerX: return (inset.left - inset.right) / 2
        case .centerY: return (inset.top - inset.bottom) / 2
        case .notAnAttribute: return 0
        }
    }

    private func offsetConstant(for attribute: NSLayoutConstraint.Attribute) -> CGFloat {
        if let scalar = constraintScalar(offset) { return scalar }
        let horizontal = [.left, .right, .leading, .trailing, .centerX, .width].contains(attribute)
        if let point = offset as? CGPoint { return horizontal ? point.x : point.y }
        if let size = offset as? CGSize { return horizontal ? size.width : size.height }
        return 0
    }

    /// The `NSLayoutConstraint`s this line describes.
    func makeLayoutConstraints() -> [NSLayoutConstraint] {
        guard let target = target else {
            preconditionFailure("SnapKit: `make.\(attributes)` has no relation; finish it with equalTo(…) or equalToSuperview()")
        }
        var result: [NSLayoutConstraint] = []
        for attribute in attributes.layoutAttributes {
            let horizontal = [.left, .right, .leading, .trailing, .centerX, .width].contains(attribute)
            let isSize = attribute == .width || attribute == .height
            var toView: UIView?
            var toAttribute = attribute
            var constant: CGFloat = 0
            switch target {
            case let other as UIView:
                toView = other
            case let item as ConstraintItem:
                toView = item.view
                let targets = item.attributes.layoutAttributes
                // One target attribute relates to every source attribute; otherwise match like for like.
                toAttribute = targets.count == 1 ? targets[0] : (targets.contains(attribute) ? attribute : targets[0])
            case let size as CGSize:
                guard isSize else { toView = view.superview; break }
                constant = horizontal ? size.width : size.height
            case let point as CGPoint:
                toView = isSize ? nil : view.superview
                constant = horizontal ? point.x : point.y
            default:
                let scalar = constraintScalar(target) ?? 0
                if isSize {
                    constant = scalar
                } else {
                    // SnapKit relates a number on a position to the superview's same attribute.
                    toView = view.superview
                    constant = scalar
                }
            }
            if toView == nil && !isSize {
                preconditionFailure("SnapKit: \(attribute) of \(view) needs a superview to relate a constant to")
            }
            let layout = NSLayoutConstraint(
                item: view, attribute: attribute, relatedBy: .equal, toItem: toView,
                attribute: toView == nil ? .notAnAttribute : toAttribute,
                multiplier: toView == nil ? 1 : multiplier,
                constant: constant + offsetConstant(for: attribute) + insetConstant(for: attribute))
            layout.priority = UILayoutPriority(priority.value)
            result.append(layout)
        }
        return result
    }
}
