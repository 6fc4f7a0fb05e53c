/// How a date picker is drawn (UIKit's `UIDatePickerStyle`, Apple's raw values).
public enum UIDatePickerStyle: Int {
    case automatic, wheels, compact, inline
}
