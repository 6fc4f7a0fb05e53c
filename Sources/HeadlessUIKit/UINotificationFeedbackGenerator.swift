/// Plays success/warning/error haptics (UIKit's `UINotificationFeedbackGenerator`), recorded in `HapticEvent.recorded`.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// Notification kinds (UIKit's `UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        HapticEvent.record("notification(\(notificationType))")
    }
}
