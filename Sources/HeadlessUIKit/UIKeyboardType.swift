/// The kind of keyboard a text input asks for (UIKit's `UIKeyboardType`, Apple's raw values; stored).
public enum UIKeyboardType: Int {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}
