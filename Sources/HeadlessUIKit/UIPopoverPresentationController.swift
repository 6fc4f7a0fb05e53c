/// Where a popover points (UIKit's `UIPopoverPresentationController`). On a phone, the engine's
/// idiom, controllers present as sheets and `popoverPresentationController` is nil, so the usual
/// `alert.popoverPresentationController?.sourceView = view` compiles and does nothing, as there.
open class UIPopoverPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` it points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item it points at.
    open var barButtonItem: UIBarButtonItem?

    /// A controller for `presentedViewController` (never made by the engine itself on a phone).
    public init() {}
}
