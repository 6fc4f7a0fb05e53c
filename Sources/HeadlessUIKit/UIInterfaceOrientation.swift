/// The orientation of the app's interface (UIKit's `UIInterfaceOrientation`, Apple's raw values).
public enum UIInterfaceOrientation: Int {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    /// Portrait or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Either landscape.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
