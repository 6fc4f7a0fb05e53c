import HeadlessUIKit

/// The constraints one maker line produced (`make.edges.equalToSuperview().constraint`),
/// which can be deactivated, reactivated and updated later.
public final class Constraint {
    public let layoutConstraints: [NSLayoutConstraint]
    let attributes: ConstraintAttributes
    let description: ConstraintDescription

    init(description: ConstraintDescription) {
        self.description = description
        attributes = description.attributes
        layoutConstraints = description.makeLayoutConstraints()
    }

    public var isActive: Bool { layoutConstraints.contains { $0.isActive } }

    public func activate() { NSLayoutConstraint.activate(layoutConstraints) }
    public func deactivate() { NSLayoutConstraint.deactivate(layoutConstraints) }

    /// Replaces the offset (for every attribute of the line).
    @discardableResult
    public func update(offset amount: ConstraintOffsetTarget) -> Constraint {
        description.offset = amount
        description.inset = (0, 0, 0, 0)
        refreshConstants()
        return self
    }

    /// Replaces the inset.
    @discardableResult
    public func update(inset amount: ConstraintInsetTarget) -> Constraint {
        description.inset = amount.constraintInsetSides
        description.offset = 0
        refreshConstants()
        return self
    }

    private func refreshConstants() {
        let fresh = description.makeLayoutConstraints()
        for (old, new) in zip(layoutConstraints, fresh) { old.constant = new.constant }
    }
}
