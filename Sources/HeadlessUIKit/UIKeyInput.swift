/// A responder that takes typed text (UIKit's `UIKeyInput`): what `SimulatedUser.type(_:)` types into.
public protocol UIKeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts typed text at the insertion point (the end: the engine has no selection).
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
