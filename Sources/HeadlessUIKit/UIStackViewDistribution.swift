extension UIStackView {
    /// How arranged views share the stack's length along its axis (UIKit's `UIStackView.Distribution`,
    /// Apple's raw values).
    public enum Distribution: Int, Sendable {
        /// Views keep their intrinsic sizes; the one with the lowest hugging priority stretches into extra
        /// room, the one with the lowest compression resistance shrinks when they do not fit.
        case fill = 0
        /// Every visible view gets the same length.
        case fillEqually
        /// Lengths proportional to the views' intrinsic sizes, filling the stack.
        case fillProportionally
        /// Views keep their intrinsic sizes; the room left is shared equally between them (at least `spacing`).
        case equalSpacing
        /// Centres equally far apart, while keeping at least `spacing` between the views.
        case equalCentering
    }
}
