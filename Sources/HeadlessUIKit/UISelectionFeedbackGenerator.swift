/// Plays the selection-change tick (UIKit's `UISelectionFeedbackGenerator`), recorded in `HapticEvent.recorded`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick (recorded with the time).
    open func selectionChanged() {
        HapticEvent.record("selection")
    }
}
