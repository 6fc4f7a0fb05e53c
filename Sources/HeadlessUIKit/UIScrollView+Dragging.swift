// MARK: - Dragging and release (driven by the scroll view's pan recognizer)

extension UIScrollView {
    /// UIKit's rubber-band constant: how stiffly the content resists a drag past an edge.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// The offset an excess `excess` past an edge shows, over a dimension `dimension`.
    static func rubberBand(_ excess: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(excess) * rubberBandCoefficient / dimension + 1)) * dimension
        return excess < 0 ? -magnitude : magnitude
    }

    func fingerDidLand() {
        isTracking = true
        touchStoppedScrolling = motion != nil
        // A finger on moving content stops it where it is (no delegate calls, as in UIKit).
        stopMotion()
    }

    func fingerDidLift() {
        guard isTracking else { return }
        isTracking = false
        // Stopped outside the limits by a touch, and not dragged: the content bounces back.
        if !isDragging, motion == nil, clampedOffset(contentOffset) != contentOffset {
            release(velocity: .zero, notifyDrag: false)
        }
    }

    func handlePan() {
        switch scrollPan.state {
        case .began:
            stopMotion()
            dragStartOffset = contentOffset
            isDragging = true
            if keyboardDismissMode != .none { _ = endEditing(true) }
            delegate?.scrollViewWillBeginDragging(self)
            followFinger()
        case .changed:
            followFinger()
        case .ended:
            followFinger()
            let finger = scrollPan.velocity(in: self)
            // Content moves against the finger; velocity is reported in points per millisecond, as UIKit does.
            let velocity = CGPoint(x: scrollsHorizontally ? -finger.x / 1000 : 0, y: scrollsVertically ? -finger.y / 1000 : 0)
            release(velocity: velocity, notifyDrag: true)
        case .cancelled, .failed:
            release(velocity: .zero, notifyDrag: true)
        default:
            break
        }
    }

    /// The offset under the finger: the drag's translation from where it started, rubber-banded past the edges.
    private func followFinger() {
        let translation = scrollPan.translation(in: self)
        let wanted = CGPoint(
            x: scrollsHorizontally ? dragStartOffset.x - translation.x : contentOffset.x,
            y: scrollsVertically ? dragStartOffset.y - translation.y : contentOffset.y)
        let low = minimumOffset, high = maximumOffset
        contentOffset = CGPoint(
            x: constrain(wanted.x, low.x, high.x, dimension: bounds.width),
            y: constrain(wanted.y, low.y, high.y, dimension: bounds.height))
        refreshControl?.scrollViewWasPulled(self)
    }

    private func constrain(_ value: CGFloat, _ low: CGFloat, _ high: CGFloat, dimension: CGFloat) -> CGFloat {
        if value < low { return bounces ? low + UIScrollView.rubberBand(value - low, dimension: dimension) : low }
        if value > high { return bounces ? high + UIScrollView.rubberBand(value - high, dimension: dimension) : high }
        return value
    }

    /// The end of a drag: the delegate sees the velocity and the resting offset (and may change
    /// it), then `scrollViewDidEndDragging(_:willDecelerate:)`, then deceleration if any.
    func release(velocity: CGPoint, notifyDrag: Bool) {
        // A refresh this pull started now moves the top limit down (see `UIRefreshControl`).
        refreshControl?.triggeredThisDrag = false
        let (free, resting) = restingTarget(velocity: velocity)
        var target = resting
        let proposed = target
        if notifyDrag {
            withUnsafeMutablePointer(to: &target) { pointer in
                delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
            }
        }
        // Steer onto the target when something other than the edges moved it off the free decay's
        // end: the delegate, paging, or a collection view layout's `targetContentOffset`.
        let steer = target != proposed || isPagingEnabled || proposed != clampedOffset(free)
        let newMotion = ScrollMotion(
            releasingAt: contentOffset, velocity: velocity, target: target,
            steerToTarget: steer, in: self)
        let willDecelerate = !newMotion.isAtRest
        if notifyDrag {
            isDragging = false
            delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        }
        guard willDecelerate else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(newMotion)
    }

    /// Where a free decay from a release at `velocity` (points/ms) would end, and where the
    /// content will come to rest, inside the limits.
    private func restingTarget(velocity: CGPoint) -> (free: CGPoint, resting: CGPoint) {
        let rate = Double(decelerationRate.rawValue)
        let travel = CGPoint(
            x: ScrollMotion.decayTravel(velocity: velocity.x, rate: rate),
            y: ScrollMotion.decayTravel(velocity: velocity.y, rate: rate))
        let free = CGPoint(x: contentOffset.x + travel.x, y: contentOffset.y + travel.y)
        guard isPagingEnabled else { return (free, clampedOffset(restingOffset(forProposed: free, velocity: velocity))) }
        let page = CGPoint(
            x: pageTarget(contentOffset.x, velocity.x, page: bounds.width, origin: minimumOffset.x),
            y: pageTarget(contentOffset.y, velocity.y, page: bounds.height, origin: minimumOffset.y))
        return (free, clampedOffset(page))
    }

    /// Paging: the next page in a flick's direction; for a slow release (under
    /// `ScrollMotion.pagingFlickVelocity` points/ms), the page more than half on screen.
    private func pageTarget(_ offset: CGFloat, _ velocity: CGFloat, page: CGFloat, origin: CGFloat) -> CGFloat {
        guard page > 0 else { return offset }
        let position = (offset - origin) / page
        let index: CGFloat
        if velocity > ScrollMotion.pagingFlickVelocity {
            index = position.rounded(.down) + 1
        } else if velocity < -ScrollMotion.pagingFlickVelocity {
            index = position.rounded(.up) - 1
        } else {
            index = position.rounded()
        }
        return origin + index * page
    }
}
