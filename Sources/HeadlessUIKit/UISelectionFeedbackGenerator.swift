/// Plays the selection-change tick (UIKit's `UISelectionFeedbackGenerator`), recorded in `HapticEvent.recorded`.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {
        HapticEvent.record("selection")
    }
}
