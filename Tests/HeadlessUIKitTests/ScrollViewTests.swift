import XCTest
@testable import HeadlessUIKit

/// UIScrollView's documented rules: the offset is the bounds' origin, drags follow the finger and
/// rubber-band past the edges, flicks decelerate at `decelerationRate` and rest within the limits,
/// paging lands on pages, zoom scales the zoom view, and the delegate hears it all in UIKit's order.
final class ScrollViewTests: AppModelTestCase {
    final class Recorder: UIScrollViewDelegate {
        var calls: [String] = []
        var zoomView: UIView?
        var reportedVelocity: CGPoint = .zero
        var reportedTarget: CGPoint = .zero
        var replacementTarget: CGPoint?
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            if calls.last != "didScroll" { calls.append("didScroll") }
        }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            calls.append("willEndDragging")
            reportedVelocity = velocity
            reportedTarget = targetContentOffset.pointee
            if let replacement = replacementTarget { targetContentOffset.pointee = replacement }
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            calls.append("didEndDragging(\(decelerate))")
        }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
        func scrollViewDidZoom(_ scrollView: UIScrollView) {
            if calls.last != "didZoom" { calls.append("didZoom") }
        }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            calls.append("didEndZooming(\(scale))")
        }
    }

    /// A 375 × 600 scroll view over 375 × 2000 points of content, on screen.
    private func makeScrollView(_ recorder: Recorder) -> (UIScrollView, SimulatedUser) {
        let controller = UIViewController()
        let window = show(controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
        scrollView.contentSize = CGSize(width: 375, height: 2000)
        scrollView.delegate = recorder
        controller.view.addSubview(scrollView)
        return (scrollView, SimulatedUser(window: window))
    }

    func testContentOffsetIsTheBoundsOriginAndMovesSubviews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 300))
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.addSubview(scrollView)
        let child = UIView(frame: CGRect(x: 0, y: 150, width: 10, height: 10))
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        XCTAssertEqual(scrollView.bounds.origin, CGPoint(x: 0, y: 120))
        XCTAssertEqual(child.convert(CGPoint.zero, to: container), CGPoint(x: 0, y: 30))
        XCTAssertTrue(scrollView.hitTest(CGPoint(x: 5, y: 155), with: nil) === child)
        scrollView.bounds.origin = CGPoint(x: 0, y: 10)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 10))
    }

    func testLimitsIncludeTheContentInset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        XCTAssertEqual(scrollView.adjustedContentInset, scrollView.contentInset)
        XCTAssertEqual(scrollView.minimumOffset, CGPoint(x: 0, y: -20))
        XCTAssertEqual(scrollView.maximumOffset, CGPoint(x: 0, y: 230))
        XCTAssertFalse(scrollView.scrollsHorizontally)
        XCTAssertTrue(scrollView.scrollsVertically)
    }

    func testAnimatedSetContentOffsetRunsOnTheClock() {
        let recorder = Recorder()
        let (scrollView, _) = makeScrollView(recorder)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        XCTAssertEqual(scrollView.contentOffset, .zero, "nothing moves before the clock runs")
        clock.run(for: 0.15)
        XCTAssertGreaterThan(scrollView.contentOffset.y, 100)
        XCTAssertLessThan(scrollView.contentOffset.y, 200)
        clock.run(for: 0.2)
        XCTAssertEqual(scrollView.contentOffset.y, 300)
        XCTAssertEqual(recorder.calls, ["didScroll", "didEndScrollingAnimation"])
        scrollView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 40)
    }

    func testSlowDragFollowsTheFingerAndCallsTheDelegateInOrder() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        user.scroll(scrollView, by: CGPoint(x: 0, y: 200))
        XCTAssertEqual(scrollView.contentOffset.y, 200, accuracy: 0.01)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(recorder.reportedVelocity, .zero)
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertFalse(scrollView.isTracking)
        XCTAssertFalse(scrollView.isDecelerating)
    }

    func testTrackingAndDraggingDuringADrag() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        let start = scrollView.convert(CGPoint(x: 187, y: 300), to: nil)
        user.touchDown(at: start)
        XCTAssertTrue(scrollView.isTracking)
        XCTAssertFalse(scrollView.isDragging)
        for step in 1...10 {
            clock.step()
            user.moveTouch(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 5))
        }
        XCTAssertTrue(scrollView.isDragging)
        XCTAssertEqual(scrollView.contentOffset.y, 50, accuracy: 0.01)
        user.liftTouch()
        XCTAssertFalse(scrollView.isTracking)
    }

    func testFlickDeceleratesAtTheRateAndStopsOnTheReportedTarget() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        user.flick(scrollView, velocity: CGPoint(x: 0, y: 1000))
        XCTAssertEqual(recorder.reportedVelocity.y, 1.0, accuracy: 0.01, "points per millisecond")
        let released = scrollView.contentOffset.y
        // 1 point/ms at 0.998 a millisecond travels 1 / −ln 0.998 ≈ 499.5 points.
        XCTAssertEqual(recorder.reportedTarget.y - released, 499.5, accuracy: 0.5)
        XCTAssertTrue(scrollView.isDecelerating)
        XCTAssertEqual(
            recorder.calls,
            [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating"
            ])
        // After one second of decay the velocity kept is 0.998^1000 ≈ 13.5 %: 86.5 % of the way.
        clock.run(for: 1)
        XCTAssertEqual(scrollView.contentOffset.y - released, 499.5 * (1 - pow(0.998, 1000)), accuracy: 1)
        XCTAssertTrue(clock.run(until: { !scrollView.isDecelerating }, limit: 10))
        XCTAssertEqual(scrollView.contentOffset.y, recorder.reportedTarget.y)
        XCTAssertEqual(recorder.calls.suffix(2), ["didScroll", "didEndDecelerating"])
    }

    func testFastRateStopsSooner() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        scrollView.decelerationRate = .fast
        user.flick(scrollView, velocity: CGPoint(x: 0, y: 1000))
        XCTAssertEqual(recorder.reportedTarget.y - scrollView.contentOffset.y, 1 / -log(0.99), accuracy: 0.5)
    }

    func testFlickPastTheEndOvershootsAndRestsAtTheEdge() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        scrollView.contentOffset = CGPoint(x: 0, y: 1300)
        user.flick(scrollView, velocity: CGPoint(x: 0, y: 3000))
        XCTAssertEqual(recorder.reportedTarget.y, 1400, "the target is clamped to the edge")
        var furthest: CGFloat = 0
        XCTAssertTrue(
            clock.run(
                until: {
                    furthest = max(furthest, scrollView.contentOffset.y)
                    return !scrollView.isDecelerating
                }, limit: 10))
        XCTAssertGreaterThan(furthest, 1400, "bounces past the edge")
        XCTAssertLessThan(furthest, 1600)
        XCTAssertEqual(scrollView.contentOffset.y, 1400)
    }

    func testWithoutBouncesTheDragStopsAtTheEdge() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        scrollView.bounces = false
        user.scroll(scrollView, by: CGPoint(x: 0, y: -100))
        XCTAssertEqual(scrollView.contentOffset.y, 0)
    }

    func testDragPastTheTopRubberBandsThenBouncesBack() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        let start = scrollView.convert(CGPoint(x: 187, y: 100), to: nil)
        user.touchDown(at: start)
        for step in 1...20 {
            clock.step()
            user.moveTouch(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 10))
        }
        // 200 points past the top of a 600-point view: (1 − 1 / (200 · 0.55 / 600 + 1)) · 600 ≈ 93.0.
        XCTAssertEqual(scrollView.contentOffset.y, -92.96, accuracy: 0.05)
        clock.step()
        user.moveTouch(to: CGPoint(x: start.x, y: start.y + 200))
        user.liftTouch()
        XCTAssertTrue(scrollView.isDecelerating)
        clock.run(for: ScrollMotion.bounceDuration + 0.1)
        XCTAssertEqual(scrollView.contentOffset.y, 0)
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    func testPagingLandsOnThePageInTheFlicksDirection() {
        let recorder = Recorder()
        let controller = UIViewController()
        let window = show(controller)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        scrollView.contentSize = CGSize(width: 1500, height: 400)
        scrollView.isPagingEnabled = true
        scrollView.delegate = recorder
        controller.view.addSubview(scrollView)
        let user = SimulatedUser(window: window)
        user.flick(scrollView, velocity: CGPoint(x: 800, y: 0))
        XCTAssertEqual(recorder.reportedTarget, CGPoint(x: 300, y: 0))
        XCTAssertTrue(clock.run(until: { !scrollView.isDecelerating }, limit: 5))
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 300, y: 0))
        // A slow drag past half a page settles on the nearer page.
        user.scroll(scrollView, by: CGPoint(x: 200, y: 0))
        XCTAssertTrue(clock.run(until: { !scrollView.isDecelerating }, limit: 5))
        XCTAssertEqual(scrollView.contentOffset.x, 600)
    }

    func testDelegateMayMoveTheTarget() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        recorder.replacementTarget = CGPoint(x: 0, y: 250)
        user.flick(scrollView, velocity: CGPoint(x: 0, y: 1500))
        XCTAssertTrue(clock.run(until: { !scrollView.isDecelerating }, limit: 10))
        XCTAssertEqual(scrollView.contentOffset.y, 250)
    }

    func testATouchStopsDeceleration() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        user.flick(scrollView, velocity: CGPoint(x: 0, y: 2000))
        clock.run(for: 0.2)
        user.touchDown(at: CGPoint(x: 100, y: 300))
        let stopped = scrollView.contentOffset
        clock.run(for: 0.5)
        XCTAssertEqual(scrollView.contentOffset, stopped)
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertTrue(scrollView.touchStoppedScrolling)
        user.liftTouch()
        XCTAssertFalse(recorder.calls.contains("didEndDecelerating"))
    }

    func testContentThatFitsDoesNotScrollUnlessAlwaysBounce() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        scrollView.contentSize = CGSize(width: 375, height: 300)
        user.scroll(scrollView, by: CGPoint(x: 0, y: 100))
        XCTAssertEqual(scrollView.contentOffset, .zero)
        XCTAssertEqual(recorder.calls, [])
        scrollView.alwaysBounceVertical = true
        user.scroll(scrollView, by: CGPoint(x: 0, y: 100))
        XCTAssertTrue(clock.run(until: { !scrollView.isDecelerating }, limit: 5))
        XCTAssertEqual(scrollView.contentOffset, .zero, "bounced back")
        XCTAssertEqual(recorder.calls.first, "willBeginDragging")
    }

    func testZoomScalesTheZoomViewAndTheContentSize() {
        let recorder = Recorder()
        let (scrollView, user) = makeScrollView(recorder)
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        scrollView.addSubview(image)
        recorder.zoomView = image
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        scrollView.zoomScale = 2
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 800, height: 600))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 800, height: 600))
        scrollView.zoomScale = 10
        XCTAssertEqual(scrollView.zoomScale, 4, "clamped to the maximum")
        recorder.calls.removeAll()
        scrollView.setZoomScale(1, animated: true)
        clock.run(for: 0.4)
        XCTAssertEqual(scrollView.zoomScale, 1)
        XCTAssertEqual(recorder.calls, ["didZoom", "didEndZooming(1.0)"])
        user.pinch(scrollView, toScale: 3)
        XCTAssertEqual(scrollView.zoomScale, 3)
        XCTAssertEqual(image.frame.size, CGSize(width: 1200, height: 900))
    }

    func testScrollRectToVisibleMovesTheLeastDistance() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 50), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 450)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 460, width: 100, height: 10), animated: false)
        XCTAssertEqual(scrollView.contentOffset.y, 450)
    }
}

/// Pull to refresh: a pull past the trigger distance sends `.valueChanged` once, the content rests
/// below the control while refreshing, and `endRefreshing()` brings it back.
final class RefreshControlTests: AppModelTestCase {
    final class Target {
        var refreshes = 0
        func refresh(_ sender: UIRefreshControl) { refreshes += 1 }
    }

    func testPullToRefresh() {
        let controller = UITableViewController(style: .plain)
        let window = show(controller)
        let table = controller.tableView!
        let control = UIRefreshControl()
        let target = Target()
        control.addTarget(target, action: Selector(Target.refresh(_:)), for: .valueChanged)
        table.refreshControl = control
        XCTAssertTrue(control.superview === table)
        let user = SimulatedUser(window: window)
        user.scroll(table, by: CGPoint(x: 0, y: -60))
        XCTAssertEqual(target.refreshes, 0, "a short pull does not refresh")
        XCTAssertTrue(clock.run(until: { !table.isDecelerating }, limit: 2))
        user.scroll(table, by: CGPoint(x: 0, y: -400))
        XCTAssertEqual(target.refreshes, 1, "one event per pull")
        XCTAssertTrue(control.isRefreshing)
        XCTAssertTrue(clock.run(until: { !table.isDecelerating }, limit: 2))
        XCTAssertEqual(table.contentOffset.y, -60, "the content rests below the control")
        XCTAssertEqual(table.adjustedContentInset.top, 60)
        control.endRefreshing()
        clock.run(for: 0.4)
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertFalse(control.isRefreshing)
        control.beginRefreshing()
        XCTAssertEqual(target.refreshes, 1, "beginRefreshing in code sends nothing")
    }
}
