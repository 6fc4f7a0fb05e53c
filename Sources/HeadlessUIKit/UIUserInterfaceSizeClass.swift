/// A size class (UIKit's `UIUserInterfaceSizeClass`, Apple's raw values).
public enum UIUserInterfaceSizeClass: Int {
    case unspecified = 0, compact = 1, regular = 2
}
