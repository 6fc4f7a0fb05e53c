// Foundation on Linux has no Objective-C selectors, so `addObserver(_:selector:name:object:)` — how
// most tutorials observe the keyboard — is missing. This is that call on the engine's `Selector`
// (see `Selector` for how `#selector(keyboardWillShow(_:))` is rewritten): the method gets the
// `Notification` as its argument. The observer is held weakly and an observer that has gone away
// gets nothing, as Foundation does since iOS 9. Limitation: `removeObserver(self)` is Foundation's
// own and does not know these registrations; `removeSelectorObservers(_:)` removes them.
extension NotificationCenter {
    private static var selectorObservers: [ObjectIdentifier: [NSObjectProtocol]] = [:]

    /// Calls `aSelector` on `observer` (held weakly) with each notification named `aName` from `anObject`.
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        let target = observer as AnyObject
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak target] notification in
            guard let target = target else { return }
            aSelector.perform(target: target, sender: notification)
        }
        NotificationCenter.selectorObservers[ObjectIdentifier(target), default: []].append(token)
    }

    /// Removes every registration `addObserver(_:selector:name:object:)` made for `observer` (engine only).
    public func removeSelectorObservers(_ observer: Any) {
        let key = ObjectIdentifier(observer as AnyObject)
        for token in NotificationCenter.selectorObservers[key] ?? [] { removeObserver(token) }
        NotificationCenter.selectorObservers[key] = nil
    }
}
