/// The app-wide state UIKit keeps outside any one view: the first responder, the keyboard, what
/// `UIApplication` recorded. Held by the main loop, so `SimulationClock.reset()` starts it afresh.
struct ApplicationState {
    /// The responder that has the keyboard focus (`becomeFirstResponder()`), held weakly as UIKit does.
    weak var firstResponder: UIResponder?
    /// `UIApplication.delegate`, held weakly as UIKit does (the app's `main` keeps it alive there).
    weak var delegate: UIApplicationDelegate?
    /// Set while focus moves to a text input, so the resigning one leaves the keyboard up.
    var focusMovesToTextInput = false
    /// The frame of the on-screen keyboard in screen coordinates, nil while it is hidden.
    var keyboardFrame: CGRect?
    /// URLs given to `UIApplication.open(_:options:completionHandler:)`, in order.
    var openedURLs: [URL] = []
    /// `UIApplication.isIdleTimerDisabled`.
    var isIdleTimerDisabled = false
    /// `UIApplication.applicationIconBadgeNumber`.
    var applicationIconBadgeNumber = 0
    /// `UIApplication.isNetworkActivityIndicatorVisible`.
    var isNetworkActivityIndicatorVisible = false
    /// The device orientation (`UIDevice.current.orientation`).
    var orientation: UIDeviceOrientation = .portrait
    /// Whether the interface is in landscape (follows the last valid device orientation).
    var interfaceIsLandscape = false
    /// Nesting count of `beginGeneratingDeviceOrientationNotifications()`.
    var orientationNotificationRequests = 0
    /// `UIDevice.isBatteryMonitoringEnabled`.
    var isBatteryMonitoringEnabled = false
    /// `UIDevice.isProximityMonitoringEnabled`.
    var isProximityMonitoringEnabled = false
}
