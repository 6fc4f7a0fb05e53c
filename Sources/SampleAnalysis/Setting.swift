/// One thing a sample sets: a property by assignment or a call argument, with the expression as written.
struct Setting: Hashable {
    /// Shared by Swift and Objective-C twins: `damping`, `offset ← UIOffset(vertical:)`, `animate(withDuration:)`.
    var key: String
    var expression: String
    var line: Int
}
