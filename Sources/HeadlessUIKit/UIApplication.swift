/// The app object (UIKit's `UIApplication`): the windows made visible on the shared clock.
public final class UIApplication {
    /// The app.
    public static let shared = UIApplication()

    private init() {}

    /// Visible windows, in the order they were made visible (cleared by `SimulationClock.reset()`).
    public var windows: [UIWindow] { SimulationClock.shared.mainLoop.windows }

    /// The window that last received `makeKeyAndVisible()` or `makeKey()`.
    public var keyWindow: UIWindow? { SimulationClock.shared.mainLoop.keyWindow }

    /// The warnings UIKit would log to the console, in order: presenting from a view not in a window
    /// or while already presenting, and constraints broken to resolve a conflict. Scenarios can
    /// report them; UIKit itself carries on, and so does the engine.
    public var consoleMessages: [String] { SimulationClock.shared.mainLoop.consoleMessages }

    /// The app's delegate: set by `simulateLaunch(with:)` or by a scenario (weak, as UIKit's).
    public var delegate: UIApplicationDelegate? {
        get { state.delegate }
        set { state.delegate = newValue }
    }

    private var state: ApplicationState {
        get { SimulationClock.shared.mainLoop.application }
        set { SimulationClock.shared.mainLoop.application = newValue }
    }

    // MARK: - Opening URLs (recorded, never opened)

    /// Options for `open(_:options:completionHandler:)` (UIKit's `UIApplication.OpenExternalURLOptionsKey`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app handles universal links for the URL.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    /// Records `url` in `openedURLs` and calls `completion` on the next run-loop turn with true
    /// (the simulated system opens every URL it is given), as UIKit calls it asynchronously on the main queue.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {
        state.openedURLs.append(url)
        guard let completion = completion else { return }
        let clock = SimulationClock.shared
        clock.mainLoop.schedule(after: 0, now: clock.now) { completion(true) }
    }

    /// The pre-iOS 10 spelling; records `url` and returns true.
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        state.openedURLs.append(url)
        return true
    }

    /// True for any URL with a scheme (the simulated device has an app for every scheme).
    public func canOpenURL(_ url: URL) -> Bool { url.scheme != nil }

    /// The URLs the app asked to open, in order (engine only).
    public var openedURLs: [URL] { state.openedURLs }

    // MARK: - App-wide settings (stored)

    /// Whether the screen is kept from dimming.
    public var isIdleTimerDisabled: Bool {
        get { state.isIdleTimerDisabled }
        set { state.isIdleTimerDisabled = newValue }
    }

    /// The number on the app's icon (0: none).
    public var applicationIconBadgeNumber: Int {
        get { state.applicationIconBadgeNumber }
        set { state.applicationIconBadgeNumber = newValue }
    }

    /// Whether the network activity spinner shows.
    public var isNetworkActivityIndicatorVisible: Bool {
        get { state.isNetworkActivityIndicatorVisible }
        set { state.isNetworkActivityIndicatorVisible = newValue }
    }

    /// The app's state (UIKit's `UIApplication.State`).
    public enum State: Int {
        case active, inactive, background
    }

    /// Always `.active`: a scenario's app is in the foreground.
    public var applicationState: State { .active }

    /// The interface orientation, following the device (see `UIDevice.simulateOrientation(_:)`).
    public var statusBarOrientation: UIInterfaceOrientation {
        switch UIDevice.current.orientation {
        case .portraitUpsideDown: return .portraitUpsideDown
        case .landscapeLeft: return .landscapeRight
        case .landscapeRight: return .landscapeLeft
        default: return state.interfaceIsLandscape ? .landscapeRight : .portrait
        }
    }

    /// Simulates low memory (engine only): tells the delegate, posts `didReceiveMemoryWarningNotification`, then calls
    /// `didReceiveMemoryWarning()` on the view controller of every view on screen, as UIKit does.
    public func simulateMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        func visit(_ view: UIView) {
            view.owningViewController?.didReceiveMemoryWarning()
            view.subviews.forEach(visit)
        }
        windows.forEach(visit)
    }

    // MARK: - Life-cycle notifications (names only: a scenario posts them to simulate the event)

    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
