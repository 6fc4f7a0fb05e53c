/// What a storyboard file would say, written by a scenario: the one place where a scenario stands in
/// for a file of the app's (there is no Interface Builder here, and `.storyboard` XML is not read).
///
/// A scene is an identifier and how to make its controller — a closure, or a type made with
/// `init?(coder:)` as a storyboard does — plus the outlets the storyboard would connect (a closure run
/// right after the controller is made, before its view loads). Segues go from one scene to another
/// with a kind; unwind segues name the action method an ancestor implements.
///
/// ```
/// var board = StoryboardDefinition(initial: "List")
/// board.scene("List", ListViewController.self)
/// board.scene("Detail", { DetailViewController() }, outlets: { $0.nameLabel = UILabel() })
/// board.segue("showDetail", from: "List", to: "Detail", kind: .show)
/// board.unwindSegue("unwindToList", from: "Detail", action: Selector(ListViewController.unwindToList(_:)))
/// UIStoryboard.register(board, name: "Main")
/// ```
public struct StoryboardDefinition {
    /// How a segue shows its destination.
    public enum SegueKind {
        /// `show(_:sender:)`: a push inside a navigation controller, else a modal presentation.
        case show
        /// `showDetailViewController(_:sender:)` (a `show` on a phone).
        case showDetail
        /// `present(_:animated:)`, with the destination's presentation style set unless `.automatic`.
        case presentModally(UIModalPresentationStyle)
        /// A segue of the app's own class; its `perform()` does the showing.
        case custom(UIStoryboardSegue.Type)
    }

    struct Scene {
        let make: () -> UIViewController
        /// Connects the outlets of a controller of the scene's type (also one a `creator:` made).
        let connect: (UIViewController) -> Void
    }

    struct Segue {
        let identifier: String
        let source: String
        /// The destination scene; nil for an unwind segue.
        let destination: String?
        let kind: SegueKind
        /// The unwind action an ancestor implements; nil for a forward segue.
        let unwindAction: Selector?
    }

    /// The scene `instantiateInitialViewController()` makes (the arrow in Interface Builder).
    public var initialViewControllerIdentifier: String?
    var scenes: [String: Scene] = [:]
    var segues: [Segue] = []

    /// An empty storyboard whose initial scene will be `initial`.
    public init(initial: String? = nil) {
        initialViewControllerIdentifier = initial
    }

    /// A scene made by `make`, with `outlets` connecting what the storyboard would connect.
    public mutating func scene<Controller: UIViewController>(
        _ identifier: String, _ make: @escaping () -> Controller,
        outlets: ((Controller) -> Void)? = nil
    ) {
        scenes[identifier] = Scene(
            make: make,
            connect: { controller in
                if let typed = controller as? Controller { outlets?(typed) }
            })
    }

    /// A scene of type `Controller`, made with `init?(coder:)` as a storyboard makes it.
    public mutating func scene<Controller: UIViewController>(
        _ identifier: String, _ type: Controller.Type,
        outlets: ((Controller) -> Void)? = nil
    ) {
        scene(
            identifier,
            { () -> Controller in
                guard let controller = Controller(coder: NSCoder()) else {
                    preconditionFailure("storyboard scene '\(identifier)': \(Controller.self).init(coder:) returned nil")
                }
                return controller
            }, outlets: outlets)
    }

    /// A segue `identifier` from scene `source` to scene `destination`.
    public mutating func segue(_ identifier: String, from source: String, to destination: String, kind: SegueKind = .show) {
        segues.append(Segue(identifier: identifier, source: source, destination: destination, kind: kind, unwindAction: nil))
    }

    /// An unwind segue `identifier` from scene `source` (the Exit connection), calling `action` —
    /// a method taking the `UIStoryboardSegue`, written `Selector(Ancestor.unwindToList(_:))` — on the
    /// first ancestor that can perform it.
    public mutating func unwindSegue(_ identifier: String, from source: String, action: Selector) {
        segues.append(Segue(identifier: identifier, source: source, destination: nil, kind: .show, unwindAction: action))
    }
}
