import XCTest
@testable import HeadlessUIKit

final class ClockRunLoopTests: AppModelTestCase {
    func testResetDropsAnimationsAndTheirRecords() {
        let view = UIView()
        view.alpha = 0
        var called = false
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { _ in called = true })
        clock.run(for: 0.5)
        clock.reset()
        XCTAssertEqual(view.layer.presentation()!.opacity, 1)
        clock.run(for: 1)
        XCTAssertFalse(called)
    }

    func testAnimationCompletionsRunBeforeTheLayoutPassOfTheSameTick() {
        final class Recording: UIViewController {
            var events: [String] = []
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); events.append("layout") }
        }
        let controller = Recording()
        show(controller)
        controller.events.removeAll()
        UIView.animate(
            withDuration: 0.1, animations: { controller.view.alpha = 0.5 },
            completion: { _ in
                controller.events.append("completion")
                controller.view.setNeedsLayout()
            })
        clock.run(for: 0.1)
        XCTAssertEqual(controller.events, ["completion", "layout"])
    }

    func testTheClockKeepsItsFixedRate() {
        XCTAssertEqual(UIScreen.main.maximumFramesPerSecond, 60)
        clock.run(for: 1)
        XCTAssertEqual(clock.tickCount, 60)
    }
}
