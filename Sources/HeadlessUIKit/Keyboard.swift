/// The simulated system keyboard: shown when a text input becomes first responder, hidden when
/// the last one resigns, with UIKit's notifications on `NotificationCenter.default`.
///
/// The keyboard of the engine's 4.7-inch phone in portrait is 260 points tall (216 of keys and a
/// 44-point suggestion bar), full width, at the bottom of the screen: `(0, 407, 375, 260)`; it
/// starts (or ends) just below the screen. Showing posts `keyboardWillChangeFrame` then
/// `keyboardWillShow` at once and `keyboardDidChangeFrame` then `keyboardDidShow` 0.25 simulated
/// seconds later (the animation's duration, also in `userInfo`); hiding posts the `…Hide`
/// counterparts. Moving the focus between two text inputs leaves the keyboard up and posts nothing.
enum Keyboard {
    /// The keyboard's height in points.
    static let height: CGFloat = 260
    /// The show and hide animation's duration.
    static let animationDuration: TimeInterval = 0.25

    static var shownFrame: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: screen.height - height, width: screen.width, height: height)
    }

    static var hiddenFrame: CGRect {
        let screen = UIScreen.main.bounds
        return CGRect(x: 0, y: screen.height, width: screen.width, height: height)
    }

    /// Whether the keyboard is up.
    static var isVisible: Bool { SimulationClock.shared.mainLoop.application.keyboardFrame != nil }

    static func show() {
        guard !isVisible else { return }
        SimulationClock.shared.mainLoop.application.keyboardFrame = shownFrame
        post(
            will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification],
            did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification],
            from: hiddenFrame, to: shownFrame)
    }

    static func hide() {
        guard isVisible else { return }
        SimulationClock.shared.mainLoop.application.keyboardFrame = nil
        post(
            will: [UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillHideNotification],
            did: [UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidHideNotification],
            from: shownFrame, to: hiddenFrame)
    }

    /// Hides the keyboard unless the new first responder takes text (called after a resign).
    static func hideIfNoTextInput() {
        let state = SimulationClock.shared.mainLoop.application
        if !state.focusMovesToTextInput && !(state.firstResponder is UIKeyInput) { hide() }
    }

    private static func post(will: [Notification.Name], did: [Notification.Name], from begin: CGRect, to end: CGRect) {
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true)
        ]
        for name in will { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
        let clock = SimulationClock.shared
        clock.mainLoop.schedule(after: animationDuration, now: clock.now) {
            for name in did { NotificationCenter.default.post(name: name, object: nil, userInfo: info) }
        }
    }
}
