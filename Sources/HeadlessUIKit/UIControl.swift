/// A control that sends actions for events (UIKit's `UIControl`): target–action and `UIAction`s,
/// touch tracking that produces `.touchDown`, `.touchUpInside`/`.touchUpOutside`, and the
/// enabled/highlighted/selected state.
open class UIControl: UIView {
    /// Control events (UIKit's raw values).
    public struct Event: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched down inside.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (tap count > 1).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved back inside.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside: the usual "tap".
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The touch was cancelled (e.g. a recognizer took it).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action (sent with `.touchUpInside` here).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key was tapped in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Control states (UIKit's raw values).
    public struct State: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No flags.
        public static let normal = State([])
        /// A touch is down inside.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (never set here).
        public static let focused = State(rawValue: 1 << 3)
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let hasTarget: Bool
        let action: Selector
        let events: Event
    }
    private var targetActions: [TargetAction] = []
    private var actions: [(action: UIAction, events: Event)] = []

    /// Disabled controls ignore touches and show `.disabled`.
    open var isEnabled = true { didSet { stateDidChange() } }
    /// The selected state.
    open var isSelected = false { didSet { stateDidChange() } }
    /// Highlighted while a touch is down inside.
    open var isHighlighted = false { didSet { stateDidChange() } }
    /// True between touch-down and touch-up.
    public private(set) var isTracking = false
    /// Whether the tracked touch is inside the bounds.
    public private(set) var isTouchInside = false

    /// The state flags derived from enabled, highlighted and selected.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when enabled/selected/highlighted change, so subclasses refresh their look.
    func stateDidChange() {}

    // MARK: - Target–action

    /// Adds `action` on `target` (held weakly) for `controlEvents`. See `Selector` for how
    /// `#selector(...)` is written without the Objective-C runtime.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.append(TargetAction(target: object, hasTarget: object != nil, action: action, events: controlEvents))
    }

    /// The closure overload: `button.addTarget(self, action: { me, sender in me.buttonTapped() }, for: .touchUpInside)`.
    /// The target is held weakly and handed to the closure, so the closure need not capture it.
    open func addTarget<Target: AnyObject>(
        _ target: Target, action: @escaping (Target, UIControl) -> Void,
        for controlEvents: UIControl.Event
    ) {
        addTarget(target, action: Selector(targetHandler: action), for: controlEvents)
    }

    /// Removes the actions for `controlEvents` whose target is `target` (every target when nil).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            (object == nil || entry.target === object) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// The targets registered (identities).
    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { ObjectIdentifier($0) } }.map { AnyHashable($0) })
    }

    /// The closure-based form (iOS 14): `button.addAction(UIAction { _ in … }, for: .touchUpInside)`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    /// Removes a `UIAction`.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Sends every action registered for any of `controlEvents`, in registration order.
    open func sendActions(for controlEvents: UIControl.Event) {
        sendActions(for: controlEvents, event: nil)
    }

    func sendActions(for controlEvents: UIControl.Event, event: UIEvent?) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.sender = self
            entry.action.handler(entry.action)
        }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            if entry.hasTarget {
                // A target that has gone away gets nothing (UIKit holds targets weakly).
                guard let target = entry.target else { continue }
                sendAction(entry.action, to: target, for: event)
            } else if entry.action.ignoresTarget {
                entry.action.perform(target: nil, sender: self, event: event)
            } else {
                // A nil target: the first responder in the chain from the control that has the method.
                var responder: UIResponder? = self
                while let candidate = responder {
                    if entry.action.perform(target: candidate, sender: self, event: event) { break }
                    responder = candidate.next
                }
            }
        }
    }

    /// Whether any target–action or `UIAction` is registered for one of `controlEvents`.
    func hasActions(for controlEvents: UIControl.Event) -> Bool {
        actions.contains { !$0.events.isDisjoint(with: controlEvents) }
            || targetActions.contains { !$0.events.isDisjoint(with: controlEvents) }
    }

    // MARK: - Tracking (UIKit's overridable hooks, called from the touch methods below)

    /// A touch began; return false to stop tracking it (`continueTracking`/`endTracking` are not called).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch moved; return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Performs one action on `target` with this control as sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        action.perform(target: target.map { $0 as AnyObject }, sender: self, event: event)
    }

    // MARK: - Touch tracking

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
        trackingHooks = beginTracking(touch, with: event)
    }

    /// Whether `continueTracking`/`endTracking` are still called for the current touch.
    private var trackingHooks = false

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = point(inside: touch.location(in: self), with: event)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside && !wasInside { sendActions(for: .touchDragEnter, event: event) }
        if !inside && wasInside { sendActions(for: .touchDragExit, event: event) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, event: event)
        if trackingHooks { trackingHooks = continueTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTracking = false
        isHighlighted = false
        let inside = point(inside: touch.location(in: self), with: event)
        if trackingHooks { endTracking(touch, with: event) }
        trackingHooks = false
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        if trackingHooks { cancelTracking(with: event) }
        trackingHooks = false
        sendActions(for: .touchCancel, event: event)
    }

    /// Controls win over single-tap recognizers of their ancestors, as in UIKit (iOS 6 and later).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
            tap.numberOfTapsRequired == 1
        {
            return false
        }
        return true
    }
}
