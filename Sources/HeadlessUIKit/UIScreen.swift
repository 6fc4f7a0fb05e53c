/// The device screen (UIKit's `UIScreen`).
///
/// The headless engine models one phone: 375 × 667 points at scale 2 (the 4.7-inch iPhone
/// 6/7/8/SE 2 size), portrait, so sample layouts land where they would on that device.
public final class UIScreen: UITraitEnvironment {
    /// The one screen.
    public static let main = UIScreen()

    /// 375 × 667 points.
    public let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// Pixels per point.
    public let scale: CGFloat = 2
    /// Same as `scale`.
    public var nativeScale: CGFloat { scale }
    /// The screen in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// Frames per second of the simulated display (the clock's tick rate).
    public var maximumFramesPerSecond: Int { Int(SimulationClock.ticksPerSecond) }

    /// The screen's brightness, 0...1 (stored).
    public var brightness: CGFloat = 0.5

    /// The device's traits: a compact-width phone, regular height in portrait and compact in
    /// landscape (`UIDevice.current.simulateOrientation(_:)`); the bounds stay portrait.
    public var traitCollection: UITraitCollection {
        .device(landscape: SimulationClock.shared.mainLoop.application.interfaceIsLandscape)
    }

    /// Called after the traits changed (nothing to do for the screen).
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    private init() {}
}
