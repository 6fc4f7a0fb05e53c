/// A service a share sheet offers (UIKit's `UIActivity`); an app subclasses it for its own services.
open class UIActivity {
    /// A service's identifier (UIKit's `UIActivity.ActivityType`, with the system's raw values).
    public struct ActivityType: RawRepresentable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// The kind of activity (`.action` or `.share`).
    public enum Category: Int {
        case action, share
    }

    /// An activity.
    public init() {}

    /// Its category (action by default).
    open class var activityCategory: Category { .action }
    /// Its identifier.
    open var activityType: ActivityType? { nil }
    /// Its title in the sheet.
    open var activityTitle: String? { nil }
    /// Its image in the sheet.
    open var activityImage: UIImage? { nil }
    /// Whether it can act on `activityItems`.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before `perform()`.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Does the work, then calls `activityDidFinish(_:)`.
    open func perform() { activityDidFinish(false) }
    /// Tells the share sheet the activity is done.
    open func activityDidFinish(_ completed: Bool) { onFinish?(completed) }
    /// Set by the share sheet that runs the activity.
    var onFinish: ((Bool) -> Void)?
}
