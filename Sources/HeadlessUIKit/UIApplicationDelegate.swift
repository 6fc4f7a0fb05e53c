import Foundation

/// The app's delegate (UIKit's `UIApplicationDelegate`): the calls an app gets as it starts and changes
/// state, in UIKit's order when `UIApplication.simulateLaunch(with:)` starts it.
///
/// UIKit declares these methods (and `window`) `optional`, an Objective-C feature: here each method has a
/// default in an extension (launching returns true), so an app delegate implements only the ones it uses;
/// `window` is the delegate's own stored property, as every template declares it (`var window: UIWindow?`).
public protocol UIApplicationDelegate: AnyObject {
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

extension UIApplication {
    /// Why the app was launched (UIKit's `UIApplication.LaunchOptionsKey`); a simulated launch passes none.
    public struct LaunchOptionsKey: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }

    /// Starts the app with `delegate` (engine only), as UIKit does on launch: `delegate` becomes the
    /// app's delegate, then `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)` (with no options), `applicationDidBecomeActive(_:)`
    /// and `didBecomeActiveNotification`. Returns what the launch methods returned (both must be true).
    @discardableResult
    public func simulateLaunch(with delegate: UIApplicationDelegate) -> Bool {
        self.delegate = delegate
        let willFinish = delegate.application(self, willFinishLaunchingWithOptions: nil)
        let didFinish = delegate.application(self, didFinishLaunchingWithOptions: nil)
        delegate.applicationDidBecomeActive(self)
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        return willFinish && didFinish
    }
}
