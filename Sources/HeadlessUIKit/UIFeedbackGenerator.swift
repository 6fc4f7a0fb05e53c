/// The base of the haptic feedback generators (UIKit's `UIFeedbackGenerator`).
open class UIFeedbackGenerator {
    /// Whether `prepare()` was called (the Taptic Engine would be spun up).
    public private(set) var isPrepared = false

    /// A generator.
    public init() {}

    /// Readies the engine (recorded in `isPrepared`).
    open func prepare() { isPrepared = true }
}
