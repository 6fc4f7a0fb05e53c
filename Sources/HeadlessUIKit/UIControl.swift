/// A control that sends actions for events (UIKit's `UIControl`): target–action and `UIAction`s,
/// touch tracking that produces `.touchDown`, `.touchUpInside`/`.touchUpOutside`, and the
/// enabled/highlighted/selected state.
open class UIControl: UIView {
    /// Control events (UIKit's raw values).
    public struct Event: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Control states (UIKit's raw values).
    public struct State: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
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

    open var isEnabled = true { didSet { stateDidChange() } }
    open var isSelected = false { didSet { stateDidChange() } }
    open var isHighlighted = false { didSet { stateDidChange() } }
    public private(set) var isTracking = false
    public private(set) var isTouchInside = false

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

    /// Removes the actions for `controlEvents` whose target is `target` (every target when nil).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { entry in
            (object == nil || entry.target === object) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { $0.target.map { ObjectIdentifier($0) } }.map { AnyHashable($0) })
    }

    /// The closure-based form (iOS 14): `button.addAction(UIAction { _ in … }, for: .touchUpInside)`.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

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
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let inside = point(inside: touch.location(in: self), with: event)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        if inside && !wasInside { sendActions(for: .touchDragEnter, event: event) }
        if !inside && wasInside { sendActions(for: .touchDragExit, event: event) }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside, event: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTracking = false
        isHighlighted = false
        let inside = point(inside: touch.location(in: self), with: event)
        sendActions(for: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside, event: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel, event: event)
    }

    /// Controls win over single-tap recognizers of their ancestors, as in UIKit (iOS 6 and later).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1 { return false }
        return true
    }
}
