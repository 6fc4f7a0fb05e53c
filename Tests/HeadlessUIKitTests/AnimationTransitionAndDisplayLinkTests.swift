import XCTest
@testable import HeadlessUIKit

final class AnimationTransitionAndDisplayLinkTests: AppModelTestCase {
    func testTransitionWithAViewAppliesAtOnceAndCompletesAfterTheDuration() {
        let label = UILabel()
        var finishedAt: TimeInterval?
        UIView.transition(
            with: label, duration: 0.5, options: [.transitionCrossDissolve],
            animations: {
                label.text = "Done"
                label.alpha = 0.5
            },
            completion: { finished in
                XCTAssertTrue(finished)
                finishedAt = SimulationClock.shared.now
            })
        XCTAssertEqual(label.text, "Done")
        XCTAssertEqual(label.layer.presentation()!.opacity, 0.5)
        clock.run(for: 0.5)
        XCTAssertEqual(finishedAt ?? -1, 0.5, accuracy: 1e-9)
    }

    func testTransitionFromViewToViewSwapsThemInPlace() {
        let parent = UIView(), back = UIView(), from = UIView(), front = UIView(), to = UIView()
        [back, from, front].forEach(parent.addSubview)
        var done = false
        UIView.transition(from: from, to: to, duration: 0.3, options: [.transitionFlipFromLeft]) { _ in done = true }
        XCTAssertTrue(parent.subviews == [back, to, front])
        XCTAssertNil(from.superview)
        clock.run(for: 0.3)
        XCTAssertTrue(done)
        UIView.transition(from: to, to: from, duration: 0, options: [.showHideTransitionViews])
        XCTAssertTrue(to.isHidden)
        XCTAssertFalse(from.isHidden)
    }

    final class Ticker {
        var stamps: [TimeInterval] = []
        func step(displayLink: CADisplayLink) { stamps.append(displayLink.timestamp) }
    }

    func testDisplayLinkFiresEveryFrameUntilInvalidated() {
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, selector: Selector(Ticker.step(displayLink:)))
        link.add(to: .main, forMode: .default)
        clock.run(for: 0.1)
        XCTAssertEqual(ticker.stamps.count, 6)
        XCTAssertEqual(ticker.stamps.last ?? -1, 0.1, accuracy: 1e-9)
        XCTAssertEqual(link.duration, 1.0 / 60, accuracy: 1e-12)
        link.isPaused = true
        clock.run(for: 0.1)
        XCTAssertEqual(ticker.stamps.count, 6)
        link.isPaused = false
        link.preferredFramesPerSecond = 30
        clock.run(for: 0.1)
        XCTAssertEqual(ticker.stamps.count, 9)
        link.invalidate()
        clock.run(for: 0.1)
        XCTAssertEqual(ticker.stamps.count, 9)
    }
}
