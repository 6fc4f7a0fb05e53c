// MARK: - Scrolling gestures (issue 21, part 3: scroll, table and collection views)

extension SimulatedUser {
    /// The finger's starting point for a scroll: the centre of what the scroll view shows now.
    private func visibleCentre(of scrollView: UIScrollView) -> CGPoint {
        CGPoint(x: scrollView.bounds.midX, y: scrollView.bounds.midY)
    }

    /// Drags the content of `scrollView` so its offset grows by `offset` (the finger moves the
    /// opposite way), over `duration`, coming to a stop before lifting: no deceleration follows,
    /// only a bounce back if the drag went past an edge.
    public func scroll(_ scrollView: UIScrollView, by offset: CGPoint, duration: TimeInterval = 0.5) {
        let start = scrollView.convert(visibleCentre(of: scrollView), to: window)
        let end = CGPoint(x: start.x - offset.x, y: start.y - offset.y)
        pan(from: start, to: end, duration: duration, releaseVelocity: .zero)
    }

    /// Flicks `scrollView`: a quick 0.1 s stroke that lets go while the content moves at
    /// `velocity` points per second (positive y scrolls towards the end: the finger moves up),
    /// so the scroll view decelerates from there. Returns at release; let time pass with `wait(_:)`.
    public func flick(_ scrollView: UIScrollView, velocity: CGPoint) {
        let stroke: TimeInterval = 0.1
        let start = scrollView.convert(visibleCentre(of: scrollView), to: window)
        let fingerVelocity = CGPoint(x: -velocity.x, y: -velocity.y)
        let end = CGPoint(x: start.x + fingerVelocity.x * CGFloat(stroke), y: start.y + fingerVelocity.y * CGFloat(stroke))
        pan(from: start, to: end, duration: stroke, releaseVelocity: fingerVelocity)
    }

    /// Pinches `scrollView` to `scale` (clamped to its zoom limits) over `duration`: the engine
    /// models one finger, so the pinch is scripted on the scroll view rather than sent as touches.
    /// The delegate hears `scrollViewWillBeginZooming`, `scrollViewDidZoom` each tick and
    /// `scrollViewDidEndZooming(_:with:atScale:)`. Nothing happens without `viewForZooming(in:)`.
    public func pinch(_ scrollView: UIScrollView, toScale scale: CGFloat, duration: TimeInterval = 0.3) {
        guard let view = scrollView.delegate?.viewForZooming(in: scrollView) else { return }
        scrollView.stopMotion()
        let from = scrollView.zoomScale
        let target = min(max(scale, scrollView.minimumZoomScale), scrollView.maximumZoomScale)
        scrollView.isZooming = true
        scrollView.delegate?.scrollViewWillBeginZooming(scrollView, with: view)
        let steps = max(1, Int((duration * SimulationClock.ticksPerSecond).rounded()))
        for step in 1...steps {
            SimulationClock.shared.step()
            scrollView.applyZoom(from + (target - from) * CGFloat(step) / CGFloat(steps))
        }
        scrollView.isZooming = false
        scrollView.delegate?.scrollViewDidEndZooming(scrollView, with: view, atScale: scrollView.zoomScale)
    }
}
