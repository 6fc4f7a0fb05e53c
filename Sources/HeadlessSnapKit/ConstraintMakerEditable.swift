import HeadlessUIKit

/// A related maker line: adjust it with `offset`, `inset`, `multipliedBy`, `dividedBy`, `priority`.
public class ConstraintMakerEditable: ConstraintMakerFinalizable {
    @discardableResult
    public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.offset = amount
        return self
    }

    @discardableResult
    public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.inset = amount.constraintInsetSides
        return self
    }

    @discardableResult
    public func multipliedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.multiplier = amount
        return self
    }

    @discardableResult
    public func dividedBy(_ amount: CGFloat) -> ConstraintMakerEditable {
        description.multiplier = 1 / amount
        return self
    }

    @discardableResult
    public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
        description.priority = amount
        return self
    }
}
