extension UIStackView {
    /// How arranged views sit across the stack's axis (UIKit's `UIStackView.Alignment`, Apple's raw
    /// values; `top` is `leading` and `bottom` is `trailing`, as in UIKit).
    public enum Alignment: Int, Sendable {
        /// Views stretch to the stack's full cross size.
        case fill = 0
        /// Views keep their size, against the leading (vertical stack) or top (horizontal) edge.
        case leading
        /// First baselines in line (horizontal stacks).
        case firstBaseline
        /// Views centred across the axis.
        case center
        /// Views against the trailing (vertical stack) or bottom (horizontal) edge.
        case trailing
        /// Last baselines in line (horizontal stacks).
        case lastBaseline

        /// The same as `leading`.
        public static var top: Alignment { .leading }
        /// The same as `trailing`.
        public static var bottom: Alignment { .trailing }
    }
}
