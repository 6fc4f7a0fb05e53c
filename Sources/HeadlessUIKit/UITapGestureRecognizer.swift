/// Recognizes one or more taps (UIKit's `UITapGestureRecognizer`): discrete, so the action is sent
/// once, with state `.ended`, when the last required tap lifts.
///
/// A tap fails if the finger moves more than 10 points; taps of a multi-tap must follow within 0.35 s.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed to recognize.
    open var numberOfTapsRequired = 1
    /// Stored; one finger is modelled.
    open var numberOfTouchesRequired = 1
    static let allowableMovement: CGFloat = 10
    static let maximumTapInterval: TimeInterval = 0.35

    private var tapCount = 0
    private var start = CGPoint.zero
    private var lastTapEnd: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        if let last = lastTapEnd, event.timestamp - last > Self.maximumTapInterval { tapCount = 0 }
        start = touch.windowLocation
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if hypot(centroid.x - start.x, centroid.y - start.y) > Self.allowableMovement { setState(.failed) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        lastCentroid = centroid
        tapCount += 1
        lastTapEnd = event.timestamp
        if tapCount >= numberOfTapsRequired {
            self.touches.removeAll()
            tryToRecognize(as: .ended)
        }
    }

    open override func reset() {
        super.reset()
        tapCount = 0
        lastTapEnd = nil
    }
}
