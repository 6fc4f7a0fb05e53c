// Views are dynamic items, as in UIKit: the animator moves `center` and rotates `transform`.
extension UIView: UIDynamicItem {}
