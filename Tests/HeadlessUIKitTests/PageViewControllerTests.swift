import XCTest
@testable import HeadlessUIKit

final class PageViewControllerTests: AppModelTestCase {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [TracingViewController]
        var log: [String] = []
        init(trace: TracingViewController.Trace) {
            pages = (0..<3).map { TracingViewController("P\($0)", trace: trace) }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
            -> UIViewController?
        {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
            -> UIViewController?
        {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
        func pageViewController(
            _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]
        ) {
            log.append("will \((pendingViewControllers.first as? TracingViewController)?.name ?? "?")")
        }
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {
            log.append("did finished=\(finished) completed=\(completed)")
        }
    }

    private func makePages() -> (UIWindow, UIPageViewController, Pages, TracingViewController.Trace) {
        let trace = TracingViewController.Trace()
        let source = Pages(trace: trace)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false, completion: nil)
        return (show(pager), pager, source, trace)
    }

    func testASwipeTurnsThePageAndTellsTheDelegate() {
        let (window, pager, source, trace) = makePages()
        XCTAssertEqual(source.pages[0].appearance, .appeared)
        XCTAssertEqual(pager.pageIndicator?.count, 3)
        trace.lines.removeAll()
        SimulatedUser(window: window).swipe(pager, .forward)
        XCTAssertTrue(pager.viewControllers?.first === source.pages[1])
        XCTAssertEqual(source.log, ["will P1", "did finished=true completed=true"])
        XCTAssertEqual(
            trace.lines.filter { !$0.contains("Move") },
            ["P1.viewDidLoad", "P1.viewWillAppear", "P0.viewWillDisappear", "P1.viewDidAppear", "P0.viewDidDisappear"])
        XCTAssertEqual(source.pages[1].view.frame, pager.view.bounds)
        XCTAssertNil(source.pages[0].view.superview)
        XCTAssertNil(source.pages[0].parent)
        SimulatedUser(window: window).swipe(pager, .reverse)
        XCTAssertTrue(pager.viewControllers?.first === source.pages[0])
    }

    func testAShortDragSpringsBackAndTheFirstPageHasNothingBefore() {
        let (window, pager, source, _) = makePages()
        let user = SimulatedUser(window: window)
        user.pan(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 240, y: 300), duration: 0.5, releaseVelocity: .zero)
        user.wait(0.3)
        XCTAssertTrue(pager.viewControllers?.first === source.pages[0])
        XCTAssertEqual(source.log, ["will P1", "did finished=true completed=false"])
        XCTAssertEqual(source.pages[0].appearance, .appeared)
        XCTAssertEqual(source.pages[1].appearance, .disappeared)
        XCTAssertNil(source.pages[1].view.superview)
        source.log.removeAll()
        user.swipe(pager, .reverse)
        XCTAssertEqual(source.log, [], "no page before the first")
    }

    func testSetViewControllersAnimatesWithoutTheDelegate() {
        let (_, pager, source, _) = makePages()
        var finished: Bool?
        pager.setViewControllers([source.pages[2]], direction: .forward, animated: true) { finished = $0 }
        XCTAssertNil(finished)
        clock.run(for: 0.3)
        XCTAssertEqual(finished, true)
        XCTAssertTrue(pager.viewControllers?.first === source.pages[2])
        XCTAssertEqual(source.log, [])
        XCTAssertEqual(pager.transitionStyle, .scroll)
        XCTAssertEqual(pager.spineLocation, .none)
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .vertical,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        XCTAssertEqual(curl.spineLocation, .mid)
        XCTAssertEqual(curl.navigationOrientation, .vertical)
    }
}
