/// The look of a tab bar (UIKit's `UITabBarAppearance`, iOS 13): stored.
open class UITabBarAppearance: UIBarAppearance {}
