/// A storyboard (UIKit's `UIStoryboard`), resolved through the registry a scenario fills with
/// `UIStoryboard.register(_:name:)` (see `StoryboardDefinition`). A name or identifier that is not
/// registered is a precondition failure naming it, where UIKit raises NSInvalidArgumentException.
/// The registry outlives `SimulationClock.reset()`, like the image registry; registering a name again replaces it.
open class UIStoryboard {
    private static var registry: [String: StoryboardDefinition] = [:]

    /// Registers what the storyboard file `name` would hold.
    public static func register(_ definition: StoryboardDefinition, name: String = "Main") {
        registry[name] = definition
    }

    /// The storyboard's name.
    public let name: String
    let definition: StoryboardDefinition

    /// The storyboard `name` (the bundle is ignored: the registry is the only bundle).
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let definition = Self.registry[name] else {
            preconditionFailure(
                "Could not find a storyboard named '\(name)' in bundle: register it with UIStoryboard.register(_:name:)")
        }
        self.name = name
        self.definition = definition
    }

    /// A new instance of the initial scene's controller; nil when the storyboard has no initial scene.
    open func instantiateInitialViewController() -> UIViewController? {
        definition.initialViewControllerIdentifier.map { instantiateViewController(withIdentifier: $0) }
    }

    /// A new instance of scene `identifier`'s controller, outlets connected.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let scene = definition.scenes[identifier] else {
            preconditionFailure("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return adopt(scene.make(), as: identifier, scene: scene)
    }

    /// A new instance of scene `identifier` as `ViewController` (iOS 13): made by `creator` when given
    /// (with a fresh `NSCoder`, as a storyboard would pass its decoder), else by the scene; the outlets
    /// are connected either way. A controller of another type is a precondition failure, as UIKit raises.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String,
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let scene = definition.scenes[identifier] else {
            preconditionFailure("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        let made: UIViewController
        if let creator = creator {
            guard let created = creator(NSCoder()) else {
                preconditionFailure("the creator for storyboard scene '\(identifier)' returned nil")
            }
            made = created
        } else {
            made = scene.make()
        }
        guard let controller = adopt(made, as: identifier, scene: scene) as? ViewController else {
            preconditionFailure("storyboard scene '\(identifier)' is a \(type(of: made)), not a \(ViewController.self)")
        }
        return controller
    }

    /// Marks `controller` as scene `identifier` of this storyboard and connects its outlets.
    private func adopt(_ controller: UIViewController, as identifier: String, scene: StoryboardDefinition.Scene)
        -> UIViewController
    {
        scene.connect(controller)
        controller.storyboard = self
        controller.storyboardSceneIdentifier = identifier
        return controller
    }

    /// The segue `identifier` leaving `source`'s scene, with a fresh destination (nil when there is none).
    func makeSegue(_ identifier: String, from source: UIViewController) -> UIStoryboardSegue? {
        guard
            let entry = definition.segues.first(where: {
                $0.identifier == identifier && $0.source == source.storyboardSceneIdentifier
            })
        else { return nil }
        if let action = entry.unwindAction {
            guard let destination = UIStoryboardSegue.unwindDestination(for: action, from: source) else {
                preconditionFailure("unwind segue '\(identifier)': no view controller above \(source) implements \(action.name)")
            }
            let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination)
            segue.unwindAction = action
            return segue
        }
        let destination = instantiateViewController(withIdentifier: entry.destination ?? "")
        switch entry.kind {
        case .custom(let type):
            return type.init(identifier: identifier, source: source, destination: destination)
        case .show:
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { segue in
                segue.source.show(segue.destination, sender: nil)
            }
        case .showDetail:
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { segue in
                segue.source.showDetailViewController(segue.destination, sender: nil)
            }
        case .presentModally(let style):
            return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) { segue in
                if style != .automatic { segue.destination.modalPresentationStyle = style }
                segue.source.present(segue.destination, animated: true)
            }
        }
    }
}
