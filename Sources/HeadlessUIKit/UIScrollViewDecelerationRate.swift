extension UIScrollView {
    /// How fast a flicked scroll view slows down: the fraction of its velocity kept each
    /// millisecond (UIKit's `UIScrollView.DecelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default, 0.998 a millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// Quicker stops, 0.99 a millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// When the scroll view adds the safe area to `contentInset` (stored: the engine's safe area is zero).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// Whether dragging dismisses the keyboard (`.onDrag` resigns the first responder when a drag begins).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive
    }

    /// The scroll indicators' colour scheme (stored).
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }
}
