import HeadlessUIKit

/// The `make` in `view.snp.makeConstraints { make in … }`: each attribute starts a line.
public final class ConstraintMaker {
    let view: UIView
    var descriptions: [ConstraintDescription] = []

    init(view: UIView) { self.view = view }

    private func start(_ attributes: ConstraintAttributes) -> ConstraintMakerExtendable {
        let description = ConstraintDescription(view: view, attributes: attributes)
        descriptions.append(description)
        return ConstraintMakerExtendable(description)
    }

    /// Starts a line constraining `left`.
    public var left: ConstraintMakerExtendable { start(.left) }
    /// Starts a line constraining `top`.
    public var top: ConstraintMakerExtendable { start(.top) }
    /// Starts a line constraining `right`.
    public var right: ConstraintMakerExtendable { start(.right) }
    /// Starts a line constraining `bottom`.
    public var bottom: ConstraintMakerExtendable { start(.bottom) }
    /// Starts a line constraining `leading`.
    public var leading: ConstraintMakerExtendable { start(.leading) }
    /// Starts a line constraining `trailing`.
    public var trailing: ConstraintMakerExtendable { start(.trailing) }
    /// Starts a line constraining `width`.
    public var width: ConstraintMakerExtendable { start(.width) }
    /// Starts a line constraining `height`.
    public var height: ConstraintMakerExtendable { start(.height) }
    /// Starts a line constraining `centerX`.
    public var centerX: ConstraintMakerExtendable { start(.centerX) }
    /// Starts a line constraining `centerY`.
    public var centerY: ConstraintMakerExtendable { start(.centerY) }
    /// Starts a line constraining `edges`.
    public var edges: ConstraintMakerExtendable { start(.edges) }
    /// Starts a line constraining `horizontalEdges`.
    public var horizontalEdges: ConstraintMakerExtendable { start(.horizontalEdges) }
    /// Starts a line constraining `verticalEdges`.
    public var verticalEdges: ConstraintMakerExtendable { start(.verticalEdges) }
    /// Starts a line constraining `size`.
    public var size: ConstraintMakerExtendable { start(.size) }
    /// Starts a line constraining `center`.
    public var center: ConstraintMakerExtendable { start(.center) }

    /// Runs the closure and returns the constraints its lines describe (not yet active).
    static func constraints(for view: UIView, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        let maker = ConstraintMaker(view: view)
        closure(maker)
        return maker.descriptions.map { description in
            if let made = description.constraint { return made }
            let made = Constraint(description: description)
            description.constraint = made
            return made
        }
    }
}
