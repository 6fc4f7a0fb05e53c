/// The share sheet (UIKit's `UIActivityViewController`), recorded: the items and activities are
/// stored, presenting it is an ordinary modal presentation (`presentedViewController` records it),
/// and `SimulatedUser.completeActivity(_:completed:)` stands for the user picking a service: the sheet
/// is dismissed and `completionWithItemsHandler` called with that type (an application activity of
/// that type is prepared and performed first). Nothing is shared anywhere.
open class UIActivityViewController: UIViewController {
    /// The handler's type: the activity chosen (nil when cancelled), whether it completed, returned items, an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// The items to share, as given.
    public let activityItems: [Any]
    /// The app's own services, as given.
    public let applicationActivities: [UIActivity]?
    /// Services not to offer; stored.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called when the user picked a service (or cancelled) and the sheet went away.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Storyboards do not exist here; present for subclasses, as in UIKit.
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// The user chose `activityType` (nil: cancelled): the sheet is dismissed, then the handler runs.
    func userFinished(_ activityType: UIActivity.ActivityType?, completed: Bool) {
        let finish: (Bool) -> Void = { [weak self] didComplete in
            guard let self = self else { return }
            self.dismiss(animated: true) {
                self.completionWithItemsHandler?(activityType, didComplete, nil, nil)
            }
        }
        if let type = activityType, let activity = applicationActivities?.first(where: { $0.activityType == type }) {
            activity.onFinish = finish
            activity.prepare(withActivityItems: activityItems)
            activity.perform()
        } else {
            finish(completed)
        }
    }
}
