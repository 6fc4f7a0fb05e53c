/// The kind of device (UIKit's `UIUserInterfaceIdiom`, Apple's raw values).
public enum UIUserInterfaceIdiom: Int {
    case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6
}
