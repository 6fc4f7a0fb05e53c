/// The status bar's look (UIKit's `UIStatusBarStyle`, Apple's raw values).
public enum UIStatusBarStyle: Int {
    case `default` = 0, lightContent = 1, darkContent = 3
}
