/// Recognizes a drag (UIKit's `UIPanGestureRecognizer`): begins once the touch has moved 10 points,
/// then reports translation and velocity until the finger lifts.
///
/// Velocity is the motion between the last two touch samples (points per second), so a scripted
/// pan that ends moving at V reports about V at `.ended`.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Stored; one finger is modelled.
    open var minimumNumberOfTouches = 1
    /// Stored; one finger is modelled.
    open var maximumNumberOfTouches = Int.max
    /// UIKit's hysteresis before a pan begins.
    static let beginDistance: CGFloat = 10

    /// Window-space point that translation is measured from.
    private var anchor = CGPoint.zero
    private var windowVelocity = CGPoint.zero
    private var previous: (location: CGPoint, time: TimeInterval)?

    /// How far the touches have moved since the gesture began (or `setTranslation`), in `view`'s coordinates.
    open func translation(in view: UIView?) -> CGPoint {
        let current = touches.isEmpty ? (lastCentroid ?? anchor) : centroid
        return convertVectorFromWindow(CGPoint(x: current.x - anchor.x, y: current.y - anchor.y), to: view, at: anchor)
    }

    /// Makes `translation(in: view)` equal `translation` now (usually `.zero`, for incremental moves).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = touches.isEmpty ? (lastCentroid ?? anchor) : centroid
        let offset = convertVectorToWindow(translation, from: view, at: current)
        anchor = CGPoint(x: current.x - offset.x, y: current.y - offset.y)
    }

    /// Points per second in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        convertVectorFromWindow(windowVelocity, to: view, at: touches.isEmpty ? (lastCentroid ?? anchor) : centroid)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        anchor = touch.windowLocation
        previous = (touch.windowLocation, touch.timestamp)
        windowVelocity = .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let location = centroid
        if let previous = previous, event.timestamp > previous.time {
            let dt = CGFloat(event.timestamp - previous.time)
            windowVelocity = CGPoint(x: (location.x - previous.location.x) / dt, y: (location.y - previous.location.y) / dt)
        }
        previous = (location, event.timestamp)
        switch state {
        case .possible:
            if hypot(location.x - anchor.x, location.y - anchor.y) >= Self.beginDistance {
                tryToRecognize(as: .began)
            }
        case .began, .changed:
            setState(.changed)
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        lastCentroid = centroid
        switch state {
        case .began, .changed:
            self.touches.removeAll()
            setState(.ended)
        case .possible:
            setState(.failed)
        default:
            break
        }
    }

    open override func reset() {
        super.reset()
        previous = nil
        windowVelocity = .zero
    }
}
