/// The pan recognizer every scroll view owns: a `UIPanGestureRecognizer` that also tells its
/// scroll view when a finger lands and lifts, so `isTracking` holds for the whole touch and a
/// touch stops a moving scroll view, as in UIKit.
final class ScrollPanRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.fingerDidLand()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        scrollView?.fingerDidLift()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        scrollView?.fingerDidLift()
    }

    override func reset() {
        super.reset()
        resetTracking()
    }
}

extension ScrollPanRecognizer {
    /// A recognizer that failed (a tap, or another recognizer won) is reset once its touch is gone.
    func resetTracking() { scrollView?.fingerDidLift() }
}
