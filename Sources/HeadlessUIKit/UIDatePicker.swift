/// A date and time picker (UIKit's `UIDatePicker`).
///
/// Deterministic by design: a new picker's `date` is the engine's fixed "now",
/// 2026-01-01 00:00:00 UTC plus the simulated clock's time (`UIDatePicker.simulatedNow`),
/// not the wall clock. `date` is clamped to `minimumDate...maximumDate`; setting it in code
/// (`date`, `setDate(_:animated:)`) sends nothing, while a user's pick
/// (`SimulatedUser.pick(_:in:)`) sets the clamped date (rounded down to `minuteInterval` in the
/// modes that show time) and sends `.valueChanged`.
open class UIDatePicker: UIControl {
    /// What the picker shows (UIKit's `UIDatePicker.Mode`, Apple's raw values).
    public enum Mode: Int {
        case time, date, dateAndTime, countDownTimer, yearAndMonth = 4269
    }

    /// 2026-01-01 00:00:00 UTC.
    static let epoch = Date(timeIntervalSince1970: 1_767_225_600)

    /// The engine's "now": the epoch plus the simulated clock's time.
    public static var simulatedNow: Date { epoch.addingTimeInterval(SimulationClock.shared.now) }

    private var storedDate: Date = UIDatePicker.simulatedNow
    /// The date, clamped to the limits; setting it sends nothing.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue) }
    }
    /// What is picked.
    open var datePickerMode: Mode = .dateAndTime
    /// The preferred look (stored).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The look used (`.wheels` for `.automatic`).
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle }
    /// The earliest date allowed.
    open var minimumDate: Date? { didSet { storedDate = clamped(storedDate) } }
    /// The latest date allowed.
    open var maximumDate: Date? { didSet { storedDate = clamped(storedDate) } }
    /// Minutes between selectable times, 1...30 (other values are ignored, as in UIKit).
    open var minuteInterval = 1 { didSet { if minuteInterval < 1 || minuteInterval > 30 { minuteInterval = oldValue } } }
    /// The count-down duration in seconds (`.countDownTimer`; clamped to 0...23 h 59 min).
    open var countDownDuration: TimeInterval = 0 {
        didSet { countDownDuration = min(max(countDownDuration, 0), 86_340) }
    }
    /// Stored.
    open var locale: Locale?
    /// The calendar (Gregorian by default).
    open var calendar: Calendar! = Calendar(identifier: .gregorian)
    /// Stored.
    open var timeZone: TimeZone?

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the date (clamped) without sending `.valueChanged`.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    private func clamped(_ value: Date) -> Date {
        var result = value
        if let minimum = minimumDate, result < minimum { result = minimum }
        if let maximum = maximumDate, result > maximum { result = maximum }
        return result
    }

    /// The user's pick: clamped, rounded down to the minute interval when time shows, then `.valueChanged`.
    func userPick(_ value: Date) {
        var picked = value
        if datePickerMode == .time || datePickerMode == .dateAndTime {
            let step = TimeInterval(minuteInterval * 60)
            picked = Date(timeIntervalSince1970: (picked.timeIntervalSince1970 / step).rounded(.down) * step)
        }
        storedDate = clamped(picked)
        sendActions(for: .valueChanged)
    }

    /// 320 × 216 for wheels; the compact style is a 150 × 34 button.
    open override var intrinsicContentSize: CGSize {
        datePickerStyle == .compact ? CGSize(width: 150, height: 34) : CGSize(width: 320, height: 216)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
