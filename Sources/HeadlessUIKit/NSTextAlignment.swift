/// Text alignment (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int {
    case left, center, right, justified, natural
}
