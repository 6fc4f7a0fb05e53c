extension UIView {
    /// Ends editing in this view's hierarchy: the first responder inside it resigns. With `force`
    /// it resigns without asking its delegate's `…ShouldEndEditing`, as UIKit documents. Returns
    /// whether it resigned (true when nothing inside was editing).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let responder = SimulationClock.shared.mainLoop.application.firstResponder as? UIView,
            responder === self || responder.isDescendant(of: self)
        else { return true }
        guard force else { return responder.resignFirstResponder() }
        SimulationClock.shared.mainLoop.application.firstResponder = nil
        if let field = responder as? UITextField {
            field.endEditingSequence()
        } else if let view = responder as? UITextView {
            view.endEditingSequence()
        }
        return true
    }
}
