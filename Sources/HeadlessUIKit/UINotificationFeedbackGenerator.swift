/// Plays success/warning/error haptics (UIKit's `UINotificationFeedbackGenerator`), recorded in `HapticEvent.recorded`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Notification kinds (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int {
        case success, warning, error
    }

    /// Plays the haptic for `notificationType` (recorded with the time).
    open func notificationOccurred(_ notificationType: FeedbackType) {
        HapticEvent.record("notification(\(notificationType))")
    }
}
