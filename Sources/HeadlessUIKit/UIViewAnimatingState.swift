/// A property animator's state (UIKit's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int {
    /// Not started, or finished: animations not yet applied or already settled.
    case inactive
    /// Started or paused: animations applied, running or scrubbable.
    case active
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped
}
