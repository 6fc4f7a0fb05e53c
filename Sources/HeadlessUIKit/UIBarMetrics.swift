/// Which bar height a background image is for (UIKit's `UIBarMetrics`).
public enum UIBarMetrics: Int {
    case `default` = 0
    case compact = 1
    case defaultPrompt = 101
    case compactPrompt = 102
}
