/// A set of touches delivered together (UIKit's `UIEvent`, touches type only).
public final class UIEvent {
    /// UIKit's event types; the headless engine produces `.touches` only.
    public enum EventType: Int {
        case touches, motion, remoteControl, presses
    }

    /// Always `.touches`.
    public let type: EventType = .touches
    /// The simulated time of the event.
    public internal(set) var timestamp: TimeInterval
    var touches: Set<UITouch>

    init(touches: Set<UITouch>, timestamp: TimeInterval) {
        self.touches = touches
        self.timestamp = timestamp
    }

    /// The touches in the event.
    public var allTouches: Set<UITouch>? { touches }

    /// The touches that began in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }

    /// The touches in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? { touches.filter { $0.window === window } }
}
