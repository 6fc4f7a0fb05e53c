extension UIView {
    /// Options for `UIView.animateKeyframes` (UIKit's `UIView.KeyframeAnimationOptions`, same raw values).
    ///
    /// The overall timing follows the `UIView.AnimationOptions` curve bits (ease-in-out when none,
    /// so `KeyframeAnimationOptions(rawValue: AnimationOptions.curveLinear.rawValue)` makes it linear,
    /// as on iOS); keyframes interpolate linearly within it (`.calculationModeLinear`, the only mode modelled).
    public struct KeyframeAnimationOptions: OptionSet {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    }
}
