/// Automatic capitalisation (UIKit's `UITextAutocapitalizationType`; stored, typed text is not changed).
public enum UITextAutocapitalizationType: Int {
    case none, words, sentences, allCharacters
}
