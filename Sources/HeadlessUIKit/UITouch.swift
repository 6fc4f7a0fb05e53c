/// One finger on the screen (UIKit's `UITouch`), created by `SimulatedUser` and delivered by `UIWindow.sendEvent(_:)`.
public final class UITouch: Hashable {
    /// The phases of a touch, with UIKit's names.
    public enum Phase: Int {
        case began, moved, stationary, ended, cancelled
    }

    /// The simulated time of the latest change.
    public internal(set) var timestamp: TimeInterval
    /// Began, moved, ended or cancelled.
    public internal(set) var phase: Phase
    /// How many quick taps in a row this touch belongs to.
    public internal(set) var tapCount: Int
    /// The window the touch started in.
    public internal(set) weak var window: UIWindow?
    /// The view the touch started in (the hit-test result at touch-down).
    public internal(set) weak var view: UIView?
    /// Gesture recognizers receiving this touch (the hit view's and its ancestors').
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// Position in window coordinates now and at the previous event.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    /// Set once a recognizer that cancels touches in view has claimed this touch.
    var isCancelledForView = false
    /// Creation order, so simultaneous touches are delivered deterministically.
    let sequence: Int
    private static var counter = 0

    init(windowLocation: CGPoint, timestamp: TimeInterval, window: UIWindow?, tapCount: Int = 1) {
        self.windowLocation = windowLocation
        self.previousWindowLocation = windowLocation
        self.timestamp = timestamp
        self.phase = .began
        self.window = window
        self.tapCount = tapCount
        UITouch.counter += 1
        sequence = UITouch.counter
    }

    /// The touch's position in `view`'s coordinates (window coordinates when `view` is nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let view = view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    /// Where the touch was at the previous event.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view = view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: nil)
    }

    public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
