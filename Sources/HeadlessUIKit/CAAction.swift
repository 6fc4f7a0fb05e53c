/// Something a layer runs when one of its properties changes (Core Animation's `CAAction`).
/// `CAAnimation` runs by adding itself for the changed key; `NSNull` does nothing, so
/// `layer.actions = ["position": NSNull()]` turns that implicit animation off, as on Apple's platforms.
public protocol CAAction: AnyObject {
    /// Runs the action for `event` (a property name) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}
