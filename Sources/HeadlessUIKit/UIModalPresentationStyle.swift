/// How a presented view controller covers the screen (UIKit's `UIModalPresentationStyle`).
///
/// Headless approximation: every style fills the window; `.fullScreen` and `.currentContext`
/// remove the presenter's view when the transition completes (so the presenter gets
/// `viewWillDisappear`/`viewDidDisappear`), all others leave it in place, as on iOS.
public enum UIModalPresentationStyle: Int {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2

    /// Whether the presenting view controller's view leaves the window once presentation ends.
    var removesPresentersView: Bool { self == .fullScreen || self == .currentContext }
}
