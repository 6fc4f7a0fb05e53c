extension UIView {
    /// Options for `UIView.animate` (UIKit's `UIView.AnimationOptions`, same raw values).
    ///
    /// Modelled: the four curves, `.repeat`, `.autoreverse`, `.allowUserInteraction` (without it the
    /// animating views ignore touches), `.overrideInheritedDuration`/`.overrideInheritedCurve` (nested
    /// blocks otherwise inherit the outer timing), `.layoutSubviews`. `.beginFromCurrentState` is accepted and has no further effect:
    /// animations are additive, so a new one always starts from what is on screen, as on iOS 8 and later.
    public struct AnimationOptions: OptionSet {
        /// UIKit's raw bits.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// UIKit's `layoutSubviews` option.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// UIKit's `allowUserInteraction` option.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// UIKit's `beginFromCurrentState` option.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// UIKit's `repeat` option.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// UIKit's `autoreverse` option.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// UIKit's `overrideInheritedDuration` option.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// UIKit's `overrideInheritedCurve` option.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// UIKit's `showHideTransitionViews` option.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// UIKit's `transitionFlipFromLeft` option (no imagery is modelled).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// UIKit's `transitionFlipFromRight` option (no imagery is modelled).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// UIKit's `transitionCurlUp` option (no imagery is modelled).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// UIKit's `transitionCurlDown` option (no imagery is modelled).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// UIKit's `transitionCrossDissolve` option (no imagery is modelled).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// UIKit's `transitionFlipFromTop` option (no imagery is modelled).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// UIKit's `transitionFlipFromBottom` option (no imagery is modelled).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// UIKit's `curveEaseInOut` option.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// UIKit's `curveEaseIn` option.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// UIKit's `curveEaseOut` option.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// UIKit's `curveLinear` option.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The curve these options select (ease-in-out when none is given).
        var curve: UIView.AnimationCurve {
            UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 3)) ?? .easeInOut
        }
    }
}
