/// Scripted touch input for scenarios and tests: taps and pans delivered through the window
/// exactly as UIKit delivers real touches, advancing `SimulationClock.shared` as the finger moves.
///
/// Touch samples arrive once per clock tick (60 Hz). Points are in window coordinates unless a
/// view is given. A pan follows a cubic Hermite path from `start` whose final velocity is
/// `releaseVelocity`, and its last sample moves exactly `releaseVelocity` × one tick onto `end`
/// (a straight, constant-speed path when it is nil), so the recognizer sees `.began`,
/// `.changed`…, `.ended` and reports the release velocity, consistent with the path.
///
/// ```
/// let user = SimulatedUser(window: window)
/// user.tap(at: CGPoint(x: 187.5, y: 333.5))
/// user.pan(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 400), duration: 0.3,
///          releaseVelocity: CGPoint(x: 0, y: 1500))
/// ```
public final class SimulatedUser {
    /// The window touches go to.
    public let window: UIWindow
    private var touch: UITouch?
    private var lastTapEnd: (time: TimeInterval, location: CGPoint, count: Int)?

    /// How long a finger rests on the glass during `tap(at:)`.
    public static let tapDuration: TimeInterval = 0.05

    /// A user touching `window`.
    public init(window: UIWindow) { self.window = window }

    /// A user of the key window, if there is one.
    public convenience init?() {
        guard let window = UIApplication.shared.keyWindow else { return nil }
        self.init(window: window)
    }

    private var clock: SimulationClock { SimulationClock.shared }

    private func windowPoint(_ point: CGPoint, in view: UIView?) -> CGPoint {
        guard let view = view else { return point }
        return view.convert(point, to: window)
    }

    // MARK: - Primitives

    /// Puts a finger down now.
    public func touchDown(at point: CGPoint, in view: UIView? = nil) {
        let location = windowPoint(point, in: view)
        var taps = 1
        if let last = lastTapEnd, clock.now - last.time <= UITapGestureRecognizer.maximumTapInterval,
            hypot(location.x - last.location.x, location.y - last.location.y) <= 45
        {
            taps = last.count + 1
        }
        let newTouch = UITouch(windowLocation: location, timestamp: clock.now, window: window, tapCount: taps)
        touch = newTouch
        window.sendEvent(UIEvent(touches: [newTouch], timestamp: clock.now))
    }

    /// Moves the finger now (no time passes).
    public func moveTouch(to point: CGPoint, in view: UIView? = nil) {
        guard let touch = touch else { return }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = windowPoint(point, in: view)
        touch.timestamp = clock.now
        touch.phase = .moved
        window.sendEvent(UIEvent(touches: [touch], timestamp: clock.now))
    }

    /// Lifts the finger now.
    public func liftTouch() {
        guard let touch = touch else { return }
        touch.timestamp = clock.now
        touch.phase = .ended
        window.sendEvent(UIEvent(touches: [touch], timestamp: clock.now))
        lastTapEnd = (clock.now, touch.windowLocation, touch.tapCount)
        self.touch = nil
    }

    /// The system takes the touch away (e.g. an incoming call).
    public func cancelTouch() {
        guard let touch = touch else { return }
        touch.timestamp = clock.now
        touch.phase = .cancelled
        window.sendEvent(UIEvent(touches: [touch], timestamp: clock.now))
        self.touch = nil
    }

    /// Lets time pass with the finger (if any) resting.
    public func wait(_ duration: TimeInterval) {
        clock.run(for: duration)
    }

    // MARK: - Gestures

    /// Touch down, rest `tapDuration`, lift; `count` taps 0.1 s apart.
    public func tap(at point: CGPoint, in view: UIView? = nil, count: Int = 1) {
        for index in 0..<max(1, count) {
            if index > 0 { clock.run(for: 0.1) }
            touchDown(at: point, in: view)
            clock.run(for: Self.tapDuration)
            liftTouch()
        }
    }

    /// Taps the centre of `view` (where it is on screen now, transform included).
    public func tap(on view: UIView, count: Int = 1) {
        tap(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view, count: count)
    }

    /// Drags from the centre of `view` by `translation` (window points), then lifts.
    public func drag(_ view: UIView, by translation: CGPoint, duration: TimeInterval, releaseVelocity: CGPoint? = nil) {
        let start = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        pan(
            from: start, to: CGPoint(x: start.x + translation.x, y: start.y + translation.y), duration: duration,
            releaseVelocity: releaseVelocity)
    }

    /// Touches down at `start`, moves to `end` over `duration` (one sample per tick), lifts.
    public func pan(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval,
        releaseVelocity: CGPoint? = nil, in view: UIView? = nil
    ) {
        let a = windowPoint(start, in: view), b = windowPoint(end, in: view)
        let steps = max(1, Int((duration * SimulationClock.ticksPerSecond).rounded()))
        let chord = CGPoint(x: b.x - a.x, y: b.y - a.y)
        // Hermite tangents (per unit of the path parameter): leave along the chord, arrive at the release velocity.
        let m0 = chord
        let releaseWindow = releaseVelocity.map { velocity -> CGPoint in
            guard let view = view else { return velocity }
            let p = view.convert(end, to: window)
            let q = view.convert(CGPoint(x: end.x + velocity.x, y: end.y + velocity.y), to: window)
            return CGPoint(x: q.x - p.x, y: q.y - p.y)
        }
        // With a release velocity V the last sample moves exactly V · tick, so the velocity the
        // recognizer measures from the last two samples is V; the path before it is a Hermite curve.
        let tick = CGFloat(SimulationClock.tickInterval)
        let curveSteps = releaseWindow != nil && steps >= 2 ? steps - 1 : steps
        let curveEnd = releaseWindow.map { CGPoint(x: b.x - $0.x * tick, y: b.y - $0.y * tick) } ?? b
        let curveTime = CGFloat(curveSteps) * tick
        let m1 = releaseWindow.map { CGPoint(x: $0.x * curveTime, y: $0.y * curveTime) } ?? chord
        touchDown(at: a)
        for step in 1...steps {
            clock.step()
            guard step <= curveSteps else {
                moveTouch(to: b)
                continue
            }
            let s = CGFloat(step) / CGFloat(curveSteps)
            let s2 = s * s, s3 = s2 * s
            let h00 = 2 * s3 - 3 * s2 + 1, h10 = s3 - 2 * s2 + s, h01 = -2 * s3 + 3 * s2, h11 = s3 - s2
            let point = CGPoint(
                x: h00 * a.x + h10 * m0.x + h01 * curveEnd.x + h11 * m1.x,
                y: h00 * a.y + h10 * m0.y + h01 * curveEnd.y + h11 * m1.y)
            moveTouch(to: point)
        }
        liftTouch()
    }

    // MARK: - Text and controls (part 3)

    /// How long one keystroke takes in `type(_:)`.
    public static let keystrokeInterval: TimeInterval = 0.1

    /// Types `text` into the first responder, one character per keystroke `keystrokeInterval`
    /// apart, as the keyboard delivers it (`UIKeyInput.insertText(_:)`: a text field's delegate
    /// is asked before each character, and `"\n"` is the return key); `"\u{8}"` is the delete key.
    /// Returns false (and types nothing) when no text input is first responder.
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard let input = SimulationClock.shared.mainLoop.application.firstResponder as? UIKeyInput else { return false }
        for character in text {
            if character == "\u{8}" { input.deleteBackward() } else { input.insertText(String(character)) }
            clock.run(for: Self.keystrokeInterval)
        }
        return true
    }

    /// Taps a switch (which toggles it and sends `.valueChanged`).
    public func toggle(_ control: UISwitch) { tap(on: control) }

    /// Drags a slider's thumb from where it is to where `value` puts it over `duration`
    /// (touches through the window, so `.valueChanged` arrives as the thumb moves).
    public func slide(_ slider: UISlider, to value: Float, duration: TimeInterval = 0.3) {
        let span = slider.maximumValue - slider.minimumValue
        let target = min(max(value, slider.minimumValue), slider.maximumValue)
        var end = slider.thumbCenter(for: target)
        // A nudge past the end stop makes sure the extreme values are reached despite rounding.
        if span > 0, target == slider.maximumValue { end.x += 1 } else if span > 0, target == slider.minimumValue { end.x -= 1 }
        pan(from: slider.thumbCenter(for: slider.value), to: end, duration: duration, in: slider)
    }

    /// Taps segment `index` of a segmented control.
    public func tap(segment index: Int, of control: UISegmentedControl) {
        let frame = control.segmentFrame(at: index)
        tap(at: CGPoint(x: frame.midX, y: frame.midY), in: control)
    }

    /// Taps the plus half of a stepper.
    public func tapIncrement(of stepper: UIStepper) {
        tap(at: CGPoint(x: stepper.bounds.width * 0.75, y: stepper.bounds.midY), in: stepper)
    }

    /// Taps the minus half of a stepper.
    public func tapDecrement(of stepper: UIStepper) {
        tap(at: CGPoint(x: stepper.bounds.width * 0.25, y: stepper.bounds.midY), in: stepper)
    }

    /// Holds the plus (or minus) half of a stepper for `duration`, so autorepeat steps.
    public func holdStepper(_ stepper: UIStepper, increment: Bool, for duration: TimeInterval) {
        touchDown(at: CGPoint(x: stepper.bounds.width * (increment ? 0.75 : 0.25), y: stepper.bounds.midY), in: stepper)
        clock.run(for: duration)
        liftTouch()
    }

    /// Spins a picker's wheel to `row`; the delegate hears of it once the wheel settles.
    public func spin(_ picker: UIPickerView, toRow row: Int, inComponent component: Int) {
        picker.userSpin(toRow: row, inComponent: component)
    }

    /// Picks `date` in a date picker (clamped to its limits), which sends `.valueChanged`.
    public func pick(_ date: Date, in picker: UIDatePicker) {
        clock.run(for: UIPickerView.settleDuration)
        picker.userPick(date)
    }
}
