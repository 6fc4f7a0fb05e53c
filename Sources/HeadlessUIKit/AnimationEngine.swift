// MARK: - The engine behind UIView.animate and UIViewPropertyAnimator

/// Records property changes made inside animation blocks and finishes groups on the simulated clock.
///
/// Design: the model value is set at once (UIKit does the same), each change inside an animation
/// block becomes an additive record on the view, and a view's presentation value is computed on
/// demand from the clock's time — so sampling at any time is exact and costs nothing per tick.
/// Completions are collected during the tick and called after every finished group is removed,
/// so a completion that starts the next animation starts it at this tick's time.
final class AnimationEngine {
    /// Groups whose animation blocks are executing now (innermost last; nil = performWithoutAnimation).
    static var captureStack: [AnimationGroup?] = []
    static var capturing: AnimationGroup? { captureStack.last ?? nil }
    /// Set while a percent-driven interactive transition runs `animateTransition(using:)`.
    static var captureDriver: InteractiveDriver?

    var blockGroups: [BlockAnimationGroup] = []
    var runningAnimators: [UIViewPropertyAnimator] = []
    var drivers: [InteractiveDriver] = []
    /// Completions of groups that animated nothing: UIKit still calls them, on the next turn.
    var immediateCompletions: [(Bool) -> Void] = []
    /// Layer animations (`CALayer.add(_:forKey:)`) and `CATransaction`s.
    let layers = LayerAnimationRunner()

    /// Called from the didSet of every animatable UIView property.
    static func record(_ view: UIView, _ property: AnimatedProperty, from: [Double], to: [Double]) {
        guard let group = capturing else { return }
        let delta = AnimationVector.delta(property, from: from, to: to)
        guard delta.contains(where: { $0 != 0 }) else { return }
        view.propertyAnimations.append(
            PropertyAnimation(
                property: property, delta: delta, from: from, to: to,
                group: group, startFraction: group.joiningFraction))
        group.attach(view)
    }

    /// Runs `animations` capturing its changes into `group`.
    static func capture(into group: AnimationGroup?, _ animations: () -> Void) {
        captureStack.append(group)
        defer { captureStack.removeLast() }
        animations()
    }

    func add(_ group: BlockAnimationGroup) {
        if group.hasRecords {
            blockGroups.append(group)
        } else if let completion = group.completion {
            immediateCompletions.append(completion)
        }
    }

    func tick(now: TimeInterval, interval: TimeInterval) {
        for driver in drivers { driver.advance(by: interval) }
        var completions: [() -> Void] = []
        let pending = immediateCompletions
        immediateCompletions.removeAll()
        for completion in pending { completions.append { completion(true) } }

        var kept: [BlockAnimationGroup] = []
        for group in blockGroups {
            if !group.hasRecords {
                // Every record was removed (removeAllAnimations): UIKit reports finished = false.
                if let completion = group.completion { completions.append { completion(false) } }
            } else if group.isDone(at: now) {
                let reversed = (group.driver?.direction ?? 1) < 0
                group.settle(at: reversed ? .start : .end, now: now)
                if let completion = group.completion { completions.append { completion(true) } }
            } else {
                kept.append(group)
            }
        }
        blockGroups = kept
        drivers.removeAll { driver in !blockGroups.contains { $0.driver === driver } && driver.direction != 0 }

        for animator in runningAnimators { animator.advance(now: now, interval: interval, completions: &completions) }
        runningAnimators.removeAll { !$0.isRunning }

        for completion in completions { completion() }
        layers.tick(now: now)
    }

    func reset() {
        for group in blockGroups { group.detachAll() }
        blockGroups.removeAll()
        runningAnimators.removeAll()
        drivers.removeAll()
        immediateCompletions.removeAll()
        layers.reset()
    }
}
