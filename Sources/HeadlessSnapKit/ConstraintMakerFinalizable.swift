import HeadlessUIKit

/// The end of a maker line: gives access to the `Constraint` it makes.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription

    init(_ description: ConstraintDescription) { self.description = description }

    /// The constraint this line makes (created once the `makeConstraints` closure returns;
    /// reading it inside the closure creates it early, which is fine).
    public var constraint: Constraint {
        if let made = description.constraint { return made }
        let made = Constraint(description: description)
        description.constraint = made
        return made
    }
}
