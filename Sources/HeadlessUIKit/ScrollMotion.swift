/// How a scroll view's content moves on the simulated clock when no finger holds it: an
/// animated offset or zoom change, or the deceleration after a drag.
///
/// Deceleration, per axis: the velocity `v` (points/ms) keeps `rate` of itself each millisecond
/// (`UIScrollView.decelerationRate`), so over a tick of `dt` ms the content moves by the exact
/// integral `v · (rate^dt − 1) / ln rate`, and in all `v / −ln rate`. An axis stops when what is
/// left to travel is under half a point, and lands on its target. Past an edge (with `bounces`),
/// content moving outward loses velocity faster (`outsideRate`, 0.97 a millisecond: a 3 points/ms
/// flick overshoots about 100 points); once it stops or turns, it springs back to the edge on a
/// critically damped `SpringMotion` settling in `bounceDuration`. Without `bounces` it stops at the
/// edge. Paging and a target the delegate changed are reached by steering: the velocity is set so
/// the decay lands on the target (at `pagingRate` when paging, UIKit's `.fast`).
///
/// Trade-off: UIKit does not document its bounce curve or overshoot; these constants give
/// plausible, deterministic motion that always comes to rest within the limits.
final class ScrollMotion: SimulationParticipant {
    /// Duration of `setContentOffset(_:animated:)` and `setZoomScale(_:animated:)` (ease in-out).
    static let animationDuration: TimeInterval = 0.3
    /// How long the content takes to spring back inside the limits.
    static let bounceDuration: TimeInterval = 0.5
    /// Per-millisecond velocity kept while moving outward past an edge.
    static let outsideRate = 0.97
    /// Per-millisecond rate used to steer onto a page.
    static let pagingRate = Double(UIScrollView.DecelerationRate.fast.rawValue)
    /// Release speed (points/ms) above which paging moves on to the next page.
    static let pagingFlickVelocity: CGFloat = 0.3
    /// An axis stops when less than this is left to travel.
    static let restDistance = 0.5
    /// An outward overshoot turns back below this speed (points/ms).
    static let turnSpeed = 0.01

    /// The whole distance a decay at `velocity` points/ms travels.
    static func decayTravel(velocity: CGFloat, rate: Double) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return CGFloat(Double(velocity) / -log(rate))
    }

    private enum Kind {
        case animation(from: CGPoint, to: CGPoint)
        case zoom(from: CGFloat, to: CGFloat)
        case deceleration
    }

    private weak var scrollView: UIScrollView?
    private let kind: Kind
    private let startTime: TimeInterval
    private var axes: [AxisDecay] = []

    init(animatingFrom from: CGPoint, to: CGPoint, in scrollView: UIScrollView) {
        self.scrollView = scrollView
        kind = .animation(from: from, to: to)
        startTime = SimulationClock.shared.now
    }

    init(zoomingFrom from: CGFloat, to: CGFloat, in scrollView: UIScrollView) {
        self.scrollView = scrollView
        kind = .zoom(from: from, to: to)
        startTime = SimulationClock.shared.now
    }

    init(releasingAt offset: CGPoint, velocity: CGPoint, target: CGPoint, steerToTarget: Bool, in scrollView: UIScrollView) {
        self.scrollView = scrollView
        kind = .deceleration
        startTime = SimulationClock.shared.now
        let rate = steerToTarget && scrollView.isPagingEnabled ? Self.pagingRate : Double(scrollView.decelerationRate.rawValue)
        let low = scrollView.minimumOffset, high = scrollView.maximumOffset
        axes = [
            AxisDecay(
                position: Double(offset.x), velocity: Double(velocity.x), target: Double(target.x),
                low: Double(low.x), high: Double(high.x), rate: rate, steer: steerToTarget, bounces: scrollView.bounces),
            AxisDecay(
                position: Double(offset.y), velocity: Double(velocity.y), target: Double(target.y),
                low: Double(low.y), high: Double(high.y), rate: rate, steer: steerToTarget, bounces: scrollView.bounces)
        ]
    }

    /// Whether a release needs no motion at all (inside the limits, on target, slow).
    var isAtRest: Bool { axes.allSatisfy { $0.isAtRest } }

    func simulationClockDidTick(_ clock: SimulationClock, interval: TimeInterval) {
        guard let view = scrollView else { return clock.unregister(self) }
        let elapsed = clock.now - startTime
        switch kind {
        case let .animation(from, to):
            let progress = CGFloat(
                TimingCurve.easeInOut.value(at: elapsed / Self.animationDuration, duration: Self.animationDuration))
            view.contentOffset = CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
            if elapsed >= Self.animationDuration - 1e-9 { finish(view) }
        case let .zoom(from, to):
            let progress = CGFloat(
                TimingCurve.easeInOut.value(at: elapsed / Self.animationDuration, duration: Self.animationDuration))
            view.applyZoom(from + (to - from) * progress)
            if elapsed >= Self.animationDuration - 1e-9 { finish(view) }
        case .deceleration:
            for index in axes.indices { axes[index].advance(milliseconds: interval * 1000, now: clock.now) }
            view.contentOffset = CGPoint(x: CGFloat(axes[0].position), y: CGFloat(axes[1].position))
            if isAtRest { finish(view) }
        }
    }

    private func finish(_ view: UIScrollView) {
        SimulationClock.shared.unregister(self)
        if view.motion === self { view.motion = nil }
        switch kind {
        case .animation:
            view.delegate?.scrollViewDidEndScrollingAnimation(view)
        case .zoom:
            view.delegate?.scrollViewDidEndZooming(view, with: view.delegate?.viewForZooming(in: view), atScale: view.zoomScale)
        case .deceleration:
            view.isDecelerating = false
            view.delegate?.scrollViewDidEndDecelerating(view)
        }
    }
}

/// One axis of a deceleration (see `ScrollMotion`).
struct AxisDecay {
    var position: Double
    var velocity: Double
    let target: Double
    let low: Double, high: Double
    let rate: Double
    let bounces: Bool
    private var spring: (from: Double, edge: Double, start: TimeInterval)?
    private(set) var isAtRest = false

    init(position: Double, velocity: Double, target: Double, low: Double, high: Double, rate: Double, steer: Bool, bounces: Bool)
    {
        self.position = position
        self.target = target
        self.low = low
        self.high = high
        self.rate = rate
        self.bounces = bounces
        // Steering: the velocity whose decay travels exactly to the target.
        self.velocity = steer ? (target - position) * -log(rate) : velocity
        settleIfSlow(now: SimulationClock.shared.now)
    }

    private var isOutside: Bool { position < low - 1e-9 || position > high + 1e-9 }

    mutating func advance(milliseconds dt: Double, now: TimeInterval) {
        guard !isAtRest else { return }
        if let spring = spring {
            let elapsed = now - spring.start
            if elapsed >= ScrollMotion.bounceDuration - 1e-9 {
                position = spring.edge
                isAtRest = true
            } else {
                let motion = SpringMotion(dampingRatio: 1, duration: ScrollMotion.bounceDuration, initialVelocity: 0)
                position = spring.edge + (spring.from - spring.edge) * motion.displacement(at: elapsed)
            }
            return
        }
        let outward = (position > high && velocity > 0) || (position < low && velocity < 0)
        let r = outward ? ScrollMotion.outsideRate : rate
        let factor = pow(r, dt)
        position += velocity * (factor - 1) / log(r)
        velocity *= factor
        if !bounces && isOutside {
            position = min(max(position, low), high)
            velocity = 0
        }
        settleIfSlow(now: now)
    }

    /// Stops a slow axis on its target, or starts the spring back when it is past an edge and not moving out.
    private mutating func settleIfSlow(now: TimeInterval) {
        if isOutside {
            let outward = (position > high && velocity > 0) || (position < low && velocity < 0)
            if !outward || abs(velocity) < ScrollMotion.turnSpeed {
                spring = (position, position > high ? high : low, now)
                velocity = 0
            }
            return
        }
        let remaining = rate > 0 && rate < 1 ? abs(velocity / -log(rate)) : 0
        if remaining < ScrollMotion.restDistance {
            // Land on the target when it lies ahead within reach; otherwise stop here.
            if abs(target - position) < 2 * ScrollMotion.restDistance + remaining, target >= low - 1e-9, target <= high + 1e-9 {
                position = target
            }
            velocity = 0
            isAtRest = true
        }
    }
}
