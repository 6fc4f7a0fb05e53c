/// Which Swift a Swift sample was written for, judged from evidence in the code.
public enum SwiftEra: String, Codable, Sendable, CaseIterable {
    /// Swift 2 spellings (`UIColor.orangeColor()`, `CGRectMake` in Swift, `M_PI`): does not compile with Swift 3 or later.
    case swift2
    /// Relies on Swift 3's implicit `@objc` (a `#selector` target not marked `@objc`): stopped compiling in Swift 4 (SE-0160).
    case swift3
    /// Nothing that stops it compiling with current Swift.
    case modern
}
