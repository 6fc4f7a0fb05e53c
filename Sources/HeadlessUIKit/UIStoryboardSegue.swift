/// A transition between two scenes of a storyboard (UIKit's `UIStoryboardSegue`).
///
/// `perform()` shows the destination the way the segue's kind says (see `StoryboardDefinition`); a
/// subclass overrides it, as in UIKit. An unwind segue first calls its action method on the
/// destination (the ancestor that implements it), then pops back to it in a navigation stack
/// and/or dismisses what it presented.
open class UIStoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: UIViewController
    /// The controller it shows (for an unwind segue: the ancestor it returns to).
    public let destination: UIViewController
    private let performHandler: ((UIStoryboardSegue) -> Void)?
    /// Set for an unwind segue: the action called on `destination`.
    var unwindAction: Selector?

    /// A segue whose `perform()` a subclass provides (required so a storyboard can make a custom class).
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
    }

    /// A segue that runs `performHandler` when performed.
    public init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping (UIStoryboardSegue) -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
    }

    /// Shows the destination (or, for an unwind segue, calls the action and goes back).
    open func perform() {
        if let action = unwindAction {
            action.perform(target: destination, sender: self)
            unwind()
        } else {
            performHandler?(self)
        }
    }

    /// Back to `destination`: dismiss what it (or its container) presented, pop its navigation stack to it.
    private func unwind() {
        if let navigation = destination.navigationController ?? (destination as? UINavigationController),
            navigation.viewControllers.contains(where: { $0 === destination })
        {
            if navigation.presentedViewController != nil {
                navigation.dismiss(animated: true)
            } else if destination.presentedViewController != nil {
                destination.dismiss(animated: true)
            }
            navigation.popToViewController(destination, animated: true)
        } else if destination.presentedViewController != nil {
            destination.dismiss(animated: true)
        }
    }

    /// The unwind destination: the first controller above `source` — down its navigation stack, then
    /// up through parents and presenters — whose `canPerformUnwindSegueAction(_:from:sender:)` says yes.
    static func unwindDestination(for action: Selector, from source: UIViewController) -> UIViewController? {
        var candidates: [UIViewController] = []
        var current: UIViewController? = source
        while let controller = current {
            if let navigation = controller.navigationController,
                let index = navigation.viewControllers.firstIndex(where: { $0 === controller })
            {
                candidates += navigation.viewControllers[..<index].reversed()
            }
            if let parent = controller.parent { candidates.append(parent) }
            current = controller.parent ?? controller.presentingViewController
            if let presenter = controller.presentingViewController, controller.parent == nil {
                candidates.append(presenter)
            }
        }
        return candidates.first { $0 !== source && $0.canPerformUnwindSegueAction(action, from: source, sender: nil) }
    }
}
