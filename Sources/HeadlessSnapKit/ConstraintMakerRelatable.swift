import HeadlessUIKit

/// A maker line waiting for its relation. Only equality exists: the layout engine solves
/// equalities, so `lessThanOrEqualTo`/`greaterThanOrEqualTo` fail to compile rather than do nothing.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        description.target = other
        return ConstraintMakerEditable(description)
    }

    @discardableResult
    public func equalToSuperview() -> ConstraintMakerEditable {
        guard let superview = description.view.superview else {
            fatalError("Expected superview but found nil when attempting make constraint `equalToSuperview`.")
        }
        description.target = superview
        return ConstraintMakerEditable(description)
    }
}
