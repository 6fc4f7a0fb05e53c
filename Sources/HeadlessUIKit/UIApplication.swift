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
}
