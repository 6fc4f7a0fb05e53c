extension UIView {
    /// Options for `UIView.animateKeyframes` (UIKit's `UIView.KeyframeAnimationOptions`, same raw values).
    ///
    /// The overall timing follows the `UIView.AnimationOptions` curve bits (ease-in-out when none,
    /// so `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` makes it linear,
    /// as on iOS); keyframes interpolate linearly within it (`.calculationModeLinear`, the only mode modelled).
    public struct KeyframeAnimationOptions: OptionSet {
        /// UIKit's raw bits.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// UIKit's `layoutSubviews` option.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// UIKit's `allowUserInteraction` option.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// UIKit's `beginFromCurrentState` option.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// UIKit's `repeat` option.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// UIKit's `autoreverse` option.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// UIKit's `overrideInheritedDuration` option.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// UIKit's `calculationModeLinear` option.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    }
}
