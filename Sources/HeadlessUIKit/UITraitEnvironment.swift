/// Something that has traits (UIKit's `UITraitEnvironment`): screens, views, view controllers.
public protocol UITraitEnvironment: AnyObject {
    /// The current traits.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
