/// How a line that does not fit is broken or truncated (UIKit's `NSLineBreakMode`, Apple's raw values).
public enum NSLineBreakMode: Int {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
