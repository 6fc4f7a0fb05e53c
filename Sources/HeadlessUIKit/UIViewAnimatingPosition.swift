/// Where a property animator's animations ended (UIKit's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int {
    case end, start, current
}
