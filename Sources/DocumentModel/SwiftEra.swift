/// Which Swift a Swift sample was written for, judged from evidence in the code.
public enum SwiftEra: String, Codable, Sendable, CaseIterable {
    /// Swift 2 spellings (`UIColor.orangeColor()`, `CGRectMake` in Swift, `M_PI`): does not compile with Swift 3 or later.
    case swift2
    /// Swift 3 that later Swift does not accept: implicit `@objc` (a `#selector` target not marked `@objc`, SE-0160),
    /// `NSFontAttributeName`-style keys and `UIKeyboardWillShowNotification`-style names (renamed in Swift 4/4.2),
    /// the Swift 3 betas' `UIColor.red()`.
    case swift3
    /// Nothing that stops it compiling with current Swift.
    case modern
}
