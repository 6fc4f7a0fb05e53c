/// A vertical anchor: top, bottom, centerY (UIKit's `NSLayoutYAxisAnchor`).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
