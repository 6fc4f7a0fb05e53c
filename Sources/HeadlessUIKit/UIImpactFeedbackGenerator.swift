/// Plays impact haptics (UIKit's `UIImpactFeedbackGenerator`); each `impactOccurred` is recorded
/// in `HapticEvent.recorded` and in `impacts` with the simulated time.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// Impact weights (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int {
        case light, medium, heavy, soft, rigid
    }

    /// The impact weight.
    public let style: FeedbackStyle
    /// (time, intensity) of every impact this generator played.
    public private(set) var impacts: [(time: TimeInterval, intensity: CGFloat)] = []

    /// A generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public convenience override init() { self.init(style: .medium) }

    /// Plays a full-intensity impact (recorded with the time).
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact of `intensity` (0...1).
    open func impactOccurred(intensity: CGFloat) {
        let clamped = min(1, max(0, intensity))
        impacts.append((SimulationClock.shared.now, clamped))
        HapticEvent.record(clamped == 1 ? "impact(\(style))" : "impact(\(style), intensity \(clamped))")
    }
}
