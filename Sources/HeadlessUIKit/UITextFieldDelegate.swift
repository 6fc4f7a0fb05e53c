/// Told about a text field's editing, in UIKit's order (see `UITextField`). Every method is optional.
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before editing begins; false keeps the field from becoming first responder.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began (the field is first responder).
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Asked before editing ends; false keeps the field first responder.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason; by default calls `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Asked before typed text replaces `range` (UTF-16 offsets) with `string`; false drops the keystroke.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection moved (after every change of the text here).
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Asked before the clear button empties the field.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The return key was tapped; false keeps the field from sending `.editingDidEndOnExit`.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
