/// Autocorrection (UIKit's `UITextAutocorrectionType`; stored, typed text is not changed).
public enum UITextAutocorrectionType: Int {
    case `default`, no, yes
}
