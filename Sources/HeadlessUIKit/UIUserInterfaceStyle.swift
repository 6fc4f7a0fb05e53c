/// Light or dark appearance (UIKit's `UIUserInterfaceStyle`, Apple's raw values).
public enum UIUserInterfaceStyle: Int {
    case unspecified = 0, light = 1, dark = 2
}
