import HeadlessUIKit

/// What a scenario's driver does with the app: show a view controller, let time pass, act as the user.
///
/// Everything runs on `SimulationClock.shared`, so a scenario is deterministic: the same sample
/// gives the same frames on every run.
public enum Stage {
    /// Shows `controller` as the root of a new key window that fills the screen (375×667 points),
    /// as an app's scene does at launch, and lets one frame pass so it loads, appears and lays out.
    @discardableResult
    public static func show(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        SimulationClock.shared.step()
        return window
    }

    /// Lets `seconds` of simulated time pass.
    public static func run(for seconds: TimeInterval) {
        SimulationClock.shared.run(for: seconds)
    }

    /// Lets time pass until `condition` holds, at most `limit` seconds; returns whether it held.
    @discardableResult
    public static func run(until condition: () -> Bool, limit: TimeInterval) -> Bool {
        SimulationClock.shared.run(until: condition, limit: limit)
    }

    /// Lets time pass until `animator` pauses (every item at rest), at most `limit` seconds.
    @discardableResult
    public static func runUntilPaused(_ animator: UIDynamicAnimator, limit: TimeInterval) -> Bool {
        run(until: { !animator.isRunning }, limit: limit)
    }

    /// The simulated user of `window`: taps and pans delivered through it.
    public static func user(of window: UIWindow) -> SimulatedUser {
        SimulatedUser(window: window)
    }

    /// Simulated seconds since the scenario started.
    public static var now: TimeInterval { SimulationClock.shared.now }

    /// The view tree under `view`, one line a view, indented by depth: its class, frame, and alpha,
    /// transform, hidden and background colour where they are not the defaults. What a scenario's author
    /// reads to write `expect.near` from facts (`doctool scenario new` writes it into the new file).
    public static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        func number(_ value: CGFloat) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: rounded)
        }
        func visit(_ view: UIView, depth: Int) {
            let frame = view.frame
            var line =
                String(repeating: "  ", count: depth)
                + "\(type(of: view)) frame (\(number(frame.origin.x)), \(number(frame.origin.y)), "
                + "\(number(frame.size.width)), \(number(frame.size.height)))"
            if view.alpha != 1 { line += " alpha \(number(view.alpha))" }
            let transform = view.transform
            if transform != .identity {
                line +=
                    " transform [\(number(transform.a)) \(number(transform.b)) \(number(transform.c)) \(number(transform.d)) \(number(transform.tx)) \(number(transform.ty))]"
            }
            if view.isHidden { line += " hidden" }
            lines.append(line)
            for subview in view.subviews { visit(subview, depth: depth + 1) }
        }
        visit(view, depth: 0)
        return lines.joined(separator: "\n")
    }
}
