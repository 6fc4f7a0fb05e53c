/// Delivers touch events the way UIKit does: hit-test at touch-down, gesture recognizers first
/// (hit view's and ancestors'), arbitration when one begins, then the hit view's touch methods
/// unless a recognizer that cancels touches in view has recognized.
enum TouchDispatcher {
    static func deliver(_ event: UIEvent, in window: UIWindow) {
        let touches = event.touches.sorted { $0.sequence < $1.sequence }
        for touch in touches where touch.phase == .began {
            attach(touch, in: window, event: event)
        }

        // Recognizers first.
        var recognizers: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.gestureRecognizers ?? [] where !recognizers.contains(where: { $0 === recognizer }) {
                recognizers.append(recognizer)
            }
        }
        for recognizer in recognizers {
            guard recognizer.isEnabled, recognizer.view != nil else { continue }
            let mine = Set(touches.filter { touch in touch.gestureRecognizers?.contains { $0 === recognizer } ?? false })
            let before = recognizer.state
            guard before == .possible || before == .began || before == .changed else { continue }
            switch mine.first?.phase ?? .stationary {
            case .began: recognizer.touchesBegan(mine, with: event)
            case .moved, .stationary: recognizer.touchesMoved(mine, with: event)
            case .ended: recognizer.touchesEnded(mine, with: event)
            case .cancelled: recognizer.touchesCancelled(mine, with: event)
            }
            if before == .possible && (recognizer.state == .began || recognizer.state == .ended) {
                claim(by: recognizer, among: recognizers, touches: mine, event: event)
            }
        }
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            for recognizer in touch.gestureRecognizers ?? [] {
                if recognizer.touches.contains(where: { $0 === touch }) {
                    recognizer.lastCentroid = recognizer.centroid
                    recognizer.touches.removeAll { $0 === touch }
                }
            }
        }

        // Then the hit view, through the responder chain.
        for touch in touches where !touch.isCancelledForView {
            guard let view = touch.view else { continue }
            let set: Set<UITouch> = [touch]
            switch touch.phase {
            case .began: view.touchesBegan(set, with: event)
            case .moved, .stationary: view.touchesMoved(set, with: event)
            case .ended: view.touchesEnded(set, with: event)
            case .cancelled: view.touchesCancelled(set, with: event)
            }
        }

        // A recognizer that has ended, been cancelled or failed is reset to `.possible` once the event is handled,
        // as UIKit does at the end of the run-loop turn (a failed one only when its touches are gone, so it cannot
        // recognize again within the same touches).
        for recognizer in recognizers where recognizer.touches.isEmpty {
            if recognizer.state == .ended || recognizer.state == .cancelled || recognizer.state == .failed {
                recognizer.reset()
            }
        }
    }

    private static func attach(_ touch: UITouch, in window: UIWindow, event: UIEvent) {
        let hit = window.hitTest(touch.windowLocation, with: event)
        touch.view = hit
        var list: [UIGestureRecognizer] = []
        var view = hit
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true { list.append(recognizer) }
            }
            view = current.superview
        }
        for recognizer in list {
            if recognizer.state == .ended || recognizer.state == .failed || recognizer.state == .cancelled {
                recognizer.reset()
            }
            recognizer.touches.append(touch)
            recognizer.canBegin = { [weak touch] candidate in
                if !(candidate.delegate?.gestureRecognizerShouldBegin(candidate) ?? true) { return false }
                if let hitView = touch?.view, !hitView.gestureRecognizerShouldBegin(candidate) { return false }
                if let own = candidate.view, own !== touch?.view, !own.gestureRecognizerShouldBegin(candidate) { return false }
                // Another recognizer on these touches already won, unless both may recognize together.
                for other in touch?.gestureRecognizers ?? [] where other !== candidate {
                    if other.state == .began || other.state == .changed || other.state == .ended,
                        !simultaneous(candidate, other)
                    {
                        return false
                    }
                }
                return true
            }
        }
        touch.gestureRecognizers = list
    }

    private static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// A recognizer left `.possible`: the others waiting on the same touches fail, and the hit view's
    /// touches are cancelled if it cancels touches in view.
    private static func claim(
        by winner: UIGestureRecognizer, among recognizers: [UIGestureRecognizer],
        touches: Set<UITouch>, event: UIEvent
    ) {
        for other in recognizers where other !== winner && other.state == .possible {
            if !simultaneous(winner, other), touches.contains(where: { t in other.touches.contains { $0 === t } }) {
                other.setState(.failed)
            }
        }
        guard winner.cancelsTouchesInView else { return }
        for touch in touches where !touch.isCancelledForView {
            touch.isCancelledForView = true
            if touch.phase != .began, let view = touch.view { view.touchesCancelled([touch], with: event) }
        }
    }
}
