/// The look of a navigation bar, toolbar or tab bar (UIKit's `UIBarStyle`); stored.
public enum UIBarStyle: Int {
    case `default` = 0
    case black = 1
    /// Deprecated; the same as `.black` with `isTranslucent`.
    case blackTranslucent = 2
}
