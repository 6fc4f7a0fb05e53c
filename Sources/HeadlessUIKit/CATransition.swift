/// A transition animation for a layer's change of content (Core Animation's `CATransition`):
/// recorded with its timing and delegate calls; it changes no property, and the cross-fade or push
/// itself is not rendered.
open class CATransition: CAAnimation {
    /// The kind of transition (`.fade` by default).
    open var type: CATransitionType = .fade
    /// Its direction.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts (0…1).
    open var startProgress: Float = 0
    /// Where it ends (0…1).
    open var endProgress: Float = 1

    override class func makeBlank() -> CAAnimation { CATransition() }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }
}

/// The key Core Animation uses for a layer's transition animation.
public let kCATransition = "transition"
