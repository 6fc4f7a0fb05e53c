/// The title of the return key (UIKit's `UIReturnKeyType`, Apple's raw values; stored).
public enum UIReturnKeyType: Int {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
