/// Recognizes a gesture from touches and sends its action (UIKit's `UIGestureRecognizer`).
///
/// Recognizers receive the touches that hit their view or a descendant (before the view does).
/// Continuous gestures go `.possible → .began → .changed… → .ended`; discrete ones go
/// `.possible → .ended` (`.recognized`). The action is sent on each of began, changed, ended and
/// cancelled. When one recognizer begins, the others on the same touches fail unless a delegate
/// allows simultaneous recognition, and the hit view gets `touchesCancelled` if
/// `cancelsTouchesInView`. A finished recognizer is reset to `.possible` (`reset()`) once the event that finished it
/// has been handled and it tracks no touch.
open class UIGestureRecognizer: Hashable {
    // MARK: - Identity (UIKit objects are NSObjects: equal only to themselves)

    /// Identity equality, as NSObject's default `isEqual(_:)`.
    public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// UIKit's recognizer states.
    public enum State: Int {
        case possible, began, changed, ended, cancelled, failed
        /// Discrete gestures end in this state (same as `.ended`).
        public static var recognized: State { .ended }
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }
    private var targetActions: [TargetAction] = []

    /// Where the recognizer is in its state machine.
    public internal(set) var state: State = .possible
    /// The view the recognizer is attached to.
    public internal(set) weak var view: UIView?
    /// Disabled recognizers receive no touches; disabling a running one cancels it.
    open var isEnabled = true {
        didSet { if !isEnabled && (state == .began || state == .changed) { setState(.cancelled) } }
    }
    /// Can veto beginning, touches, and allow simultaneous recognition.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// When recognized, the hit view gets `touchesCancelled` instead of further touches.
    open var cancelsTouchesInView = true
    /// A name for messages.
    open var name: String?

    /// Touches currently tracked (window coordinates live in each UITouch).
    var touches: [UITouch] = []

    /// A recognizer sending `action` to `target` (held weakly); see `Selector`.
    public init(target: Any?, action: Selector?) {
        if let target = target, let action = action { addTarget(target, action: action) }
    }

    /// A recognizer with no action yet.
    public convenience init() { self.init(target: nil, action: nil) }

    // MARK: - Target–action

    /// Adds an action (see `Selector` for the form `#selector(...)` takes without Objective-C).
    open func addTarget(_ target: Any, action: Selector) {
        targetActions.append(TargetAction(target: target as AnyObject, action: action))
    }

    /// The closure overload: `pan.addTarget(self) { me, recognizer in me.handlePan(recognizer) }`;
    /// the target is held weakly and handed to the closure.
    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target, UIGestureRecognizer) -> Void) {
        addTarget(target, action: Selector(targetHandler: action))
    }

    /// Removes the actions of `target` (all when nil).
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { object == nil || $0.target === object }
    }

    /// Moves to `newState`, sending the actions for the states UIKit reports.
    func setState(_ newState: State) {
        state = newState
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for entry in targetActions {
                entry.action.perform(target: entry.target, sender: self)
            }
        case .possible, .failed:
            break
        }
    }

    // MARK: - Location

    /// The centroid of the tracked touches in `view`'s coordinates (window coordinates when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return lastCentroid.map { convertFromWindow($0, to: view) } ?? .zero }
        return convertFromWindow(centroid, to: view)
    }

    /// One tracked touch's location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        touches[touchIndex].location(in: view)
    }

    /// How many touches are tracked now.
    open var numberOfTouches: Int { touches.count }

    var centroid: CGPoint {
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }
    /// Where the touches were when they lifted (UIKit still reports it after `.ended`).
    var lastCentroid: CGPoint?

    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view = view else { return point }
        return view.convert(point, from: nil)
    }

    /// A window-space vector expressed in `view`'s coordinates.
    func convertVectorFromWindow(_ vector: CGPoint, to view: UIView?, at origin: CGPoint) -> CGPoint {
        guard let view = view else { return vector }
        let a = view.convert(origin, from: nil)
        let b = view.convert(CGPoint(x: origin.x + vector.x, y: origin.y + vector.y), from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    func convertVectorToWindow(_ vector: CGPoint, from view: UIView?, at windowOrigin: CGPoint) -> CGPoint {
        guard let view = view else { return vector }
        let a = view.convert(windowOrigin, from: nil)
        let b = view.convert(CGPoint(x: a.x + vector.x, y: a.y + vector.y), to: nil)
        return CGPoint(x: b.x - windowOrigin.x, y: b.y - windowOrigin.y)
    }

    // MARK: - Subclass hooks (UIGestureRecognizerSubclass)

    /// Subclass hook: touches began.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: touches ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Subclass hook: touches cancelled (cancels a running gesture, fails a possible one).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { setState(.cancelled) } else if state == .possible { setState(.failed) }
    }

    /// Back to `.possible`, forgetting tracked touches.
    open func reset() {
        state = .possible
        touches.removeAll()
        lastCentroid = nil
    }

    /// Whether the recognizer may leave `.possible` now: its delegate and the hit view agree and
    /// no other recognizer on these touches has already claimed them.
    var canBegin: ((UIGestureRecognizer) -> Bool)?

    /// Moves from `.possible` to `target` (`.began` or `.ended`) if allowed, else fails.
    func tryToRecognize(as target: State) {
        if let canBegin = canBegin, !canBegin(self) {
            setState(.failed)
        } else {
            setState(target)
        }
    }
}
