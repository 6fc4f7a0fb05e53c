/// A plus/minus control (UIKit's `UIStepper`), 94 × 32 points: the left half decrements, the right half increments.
///
/// `value` is clamped to `minimumValue...maximumValue` (0...100, step 1 by default). A touch
/// down on a half steps once and sends `.valueChanged`; with `autorepeat` (the default), holding
/// repeats the step after 0.5 simulated seconds and then every 0.1 s. Past an end the value
/// wraps to the other end only when `wraps` is true; otherwise it stops at the end and a step
/// that changes nothing sends nothing. Setting `value` in code sends nothing.
/// `SimulatedUser.tapIncrement(of:)` and `tapDecrement(of:)` tap the halves.
open class UIStepper: UIControl {
    static let size = CGSize(width: 94, height: 32)
    /// The delay before holding repeats, and the repeat interval.
    static let autorepeatDelay: TimeInterval = 0.5
    static let autorepeatInterval: TimeInterval = 0.1

    private var storedValue: Double = 0
    /// The value, clamped to the range.
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    /// The lowest value (0). Set above `maximumValue`, both take the new value, as Apple documents.
    open var minimumValue: Double = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            value = storedValue
        }
    }
    /// The highest value (100). Set below `minimumValue`, both take the new value.
    open var maximumValue: Double = 100 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            value = storedValue
        }
    }
    /// The step (1); values of 0 or less are ignored (UIKit raises an exception).
    open var stepValue: Double = 1 { didSet { if stepValue <= 0 { stepValue = oldValue } } }
    /// Whether stepping past an end wraps to the other end.
    open var wraps = false
    /// Whether holding repeats.
    open var autorepeat = true
    /// Whether `.valueChanged` is sent while repeating (true) or once on release.
    open var isContinuous = true
    private var touchGeneration = 0
    private var valueAtTouchDown: Double = 0

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UIStepper.size))
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// 94 × 32.
    open override var intrinsicContentSize: CGSize { UIStepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIStepper.size }

    /// One step up (`direction` 1) or down (−1), with wrapping as `wraps` says; returns whether the value changed.
    @discardableResult
    func step(_ direction: Double) -> Bool {
        let old = value
        var next = storedValue + direction * stepValue
        if next > maximumValue + 1e-9 { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue - 1e-9 { next = wraps ? maximumValue : minimumValue }
        value = next
        return value != old
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction: Double = touch.location(in: self).x >= bounds.midX ? 1 : -1
        touchGeneration += 1
        valueAtTouchDown = value
        if step(direction) && isContinuous { sendActions(for: .valueChanged) }
        if autorepeat { scheduleRepeat(direction, generation: touchGeneration, after: UIStepper.autorepeatDelay) }
        return true
    }

    private func scheduleRepeat(_ direction: Double, generation: Int, after delay: TimeInterval) {
        let clock = SimulationClock.shared
        clock.mainLoop.schedule(after: delay, now: clock.now) { [weak self] in
            guard let self = self, self.isTracking, self.touchGeneration == generation else { return }
            if self.step(direction) && self.isContinuous { self.sendActions(for: .valueChanged) }
            self.scheduleRepeat(direction, generation: generation, after: UIStepper.autorepeatInterval)
        }
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        touchGeneration += 1
        if !isContinuous && value != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) { touchGeneration += 1 }
}
