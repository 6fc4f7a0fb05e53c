/// Animations that run together on the group's timeline (Core Animation's `CAAnimationGroup`).
/// The children's times are relative to the group; they are cut off where the group ends; a child
/// with no duration of its own lasts as long as the group. Only the group's delegate is told of
/// its start and stop.
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?

    override class func makeBlank() -> CAAnimation { CAAnimationGroup() }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func resolve(duration defaultDuration: CFTimeInterval, timing: CAMediaTimingFunction?) {
        super.resolve(duration: defaultDuration, timing: timing)
        for child in animations ?? [] where child.duration <= 0 { child.duration = duration }
    }

    override func apply(to layer: CALayer, atParentTime t: CFTimeInterval) {
        guard let state = state(atParentTime: t) else { return }
        for child in animations ?? [] { child.apply(to: layer, atParentTime: state.time) }
    }
}
