extension UIDevice {
    /// The battery's state (UIKit's `UIDevice.BatteryState`, Apple's raw values).
    public enum BatteryState: Int {
        case unknown, unplugged, charging, full
    }
}
