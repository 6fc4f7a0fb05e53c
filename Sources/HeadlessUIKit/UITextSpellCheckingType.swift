/// Spell checking (UIKit's `UITextSpellCheckingType`; stored).
public enum UITextSpellCheckingType: Int {
    case `default`, no, yes
}
