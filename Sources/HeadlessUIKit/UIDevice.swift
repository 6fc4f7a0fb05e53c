/// The device (UIKit's `UIDevice`): the engine's one iPhone running iOS 17.0 (see `UIScreen`).
///
/// Orientation starts as `.portrait` (an app's `UIApplication` begins orientation notifications
/// itself, so apps see a real value); a scenario turns the device with
/// `simulateOrientation(_:)`, which posts `orientationDidChangeNotification` while notifications
/// are being generated and, when the interface turns between portrait and landscape, calls
/// `traitCollectionDidChange(_:)` on every view and view controller on screen. Battery values
/// read as UIKit documents with monitoring off (`-1`, `.unknown`) and as a full battery with it on.
public final class UIDevice {
    /// The device.
    public static let current = UIDevice()

    private init() {}

    private var state: ApplicationState {
        get { SimulationClock.shared.mainLoop.application }
        set { SimulationClock.shared.mainLoop.application = newValue }
    }

    /// "iPhone".
    public var name: String { "iPhone" }
    /// "iPhone".
    public var model: String { "iPhone" }
    /// "iPhone".
    public var localizedModel: String { "iPhone" }
    /// "iOS".
    public var systemName: String { "iOS" }
    /// "17.0".
    public var systemVersion: String { "17.0" }
    /// `.phone`.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// A fixed identifier, so runs are repeatable.
    public var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    /// Multitasking is supported.
    public var isMultitaskingSupported: Bool { true }

    // MARK: - Orientation

    /// The physical orientation.
    public var orientation: UIDeviceOrientation { state.orientation }

    /// Whether orientation notifications are being posted.
    public var isGeneratingDeviceOrientationNotifications: Bool { state.orientationNotificationRequests > 0 }

    /// Starts orientation notifications (calls nest).
    public func beginGeneratingDeviceOrientationNotifications() { state.orientationNotificationRequests += 1 }

    /// Ends one `beginGeneratingDeviceOrientationNotifications()`.
    public func endGeneratingDeviceOrientationNotifications() {
        state.orientationNotificationRequests = max(0, state.orientationNotificationRequests - 1)
    }

    /// Posted on `NotificationCenter.default` (object: the device) when the orientation changes.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    /// Posted when the battery state changes.
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    /// Posted when the battery level changes.
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    /// Posted when the proximity state changes.
    public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")

    /// Turns the device (engine only: a scenario stands in for the user's hand). See the type's comment.
    public func simulateOrientation(_ orientation: UIDeviceOrientation) {
        guard orientation != state.orientation else { return }
        let previousTraits = UIScreen.main.traitCollection
        state.orientation = orientation
        if orientation.isValidInterfaceOrientation { state.interfaceIsLandscape = orientation.isLandscape }
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: self)
        }
        guard UIScreen.main.traitCollection != previousTraits else { return }
        for window in SimulationClock.shared.mainLoop.windows {
            UIDevice.notifyTraitChange(window, previous: previousTraits)
        }
    }

    private static func notifyTraitChange(_ view: UIView, previous: UITraitCollection) {
        view.owningViewController?.traitCollectionDidChange(previous)
        view.traitCollectionDidChange(previous)
        for subview in view.subviews { notifyTraitChange(subview, previous: previous) }
    }

    // MARK: - Battery and proximity

    /// Whether battery values are reported.
    public var isBatteryMonitoringEnabled: Bool {
        get { state.isBatteryMonitoringEnabled }
        set { state.isBatteryMonitoringEnabled = newValue }
    }
    /// −1 while monitoring is off, else 1 (full).
    public var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    /// `.unknown` while monitoring is off, else `.full`.
    public var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    /// Whether the proximity sensor is on (stored).
    public var isProximityMonitoringEnabled: Bool {
        get { state.isProximityMonitoringEnabled }
        set { state.isProximityMonitoringEnabled = newValue }
    }
    /// Nothing is ever near the simulated device.
    public var proximityState: Bool { false }

    /// The keyboard click (silent).
    public func playInputClick() {}
}
