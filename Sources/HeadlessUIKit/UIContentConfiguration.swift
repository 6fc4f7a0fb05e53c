/// Describes a view's content and makes the view that shows it (UIKit's `UIContentConfiguration`).
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// The configuration for `state` (selected, highlighted…).
    func updated(for state: UIConfigurationState) -> Self
}

/// A view made by a content configuration (UIKit's `UIContentView`).
public protocol UIContentView: AnyObject {
    /// What the view shows; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
}

/// The state a configuration is updated for (UIKit's `UIConfigurationState`).
public protocol UIConfigurationState {}

/// A cell's state (UIKit's `UICellConfigurationState`).
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var isSelected = false
    public var isHighlighted = false
    public var isEditing = false
    public var isDisabled = false
    public var isSwiped = false
    public init() {}
}
