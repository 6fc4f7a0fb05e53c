/// A view's content hugging and compression resistance priorities, per axis. UIKit's defaults for
/// views made in code: hugging `.defaultLow` (250), compression resistance `.defaultHigh` (750).
struct ContentPriorities {
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compressionResistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
}

extension UIView {
    /// How strongly the view resists growing beyond its intrinsic size along `axis`.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.hugging[axis.rawValue]
    }

    /// Sets the hugging priority; the superview relays out (a stack view picks which view stretches by it).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.hugging[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        contentPriorities.compressionResistance[axis.rawValue]
    }

    /// Sets the compression resistance priority; the superview relays out.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        contentPriorities.compressionResistance[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }
}
