/// An on/off switch (UIKit's `UISwitch`), 51 × 31 points whatever its frame says, as in UIKit.
///
/// A tap (touch down and lift inside) toggles it and sends `.valueChanged`; `isOn` and
/// `setOn(_:animated:)` in code change the state and send nothing, as Apple documents.
open class UISwitch: UIControl {
    /// UIKit's fixed switch size.
    static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on; setting it sends no event.
    open var isOn = false
    /// The "on" track colour (UIKit's default green when nil).
    open var onTintColor: UIColor?
    /// The thumb colour (white when nil).
    open var thumbTintColor: UIColor?
    /// A title (Mac Catalyst; stored).
    open var title: String?
    /// Stored (iOS 7 and later ignore it).
    open var onImage: UIImage?
    /// Stored (iOS 7 and later ignore it).
    open var offImage: UIImage?

    /// A switch at `frame.origin`, sized 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Sets the state without sending `.valueChanged` (the animation is not modelled).
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// 51 × 31.
    open override var intrinsicContentSize: CGSize { UISwitch.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// Lifting inside after a touch toggles and sends `.valueChanged` (before `.touchUpInside`, as UIKit does).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch = touch, point(inside: touch.location(in: self), with: event) else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
