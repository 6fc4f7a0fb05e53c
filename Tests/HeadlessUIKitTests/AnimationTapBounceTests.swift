import XCTest
@testable import HeadlessUIKit
import HeadlessSnapKit

/// The English blog's bounce sample, run as written (selector rewritten; print replaced by a log).
final class AnimationTapBounceTests: AppModelTestCase {
    final class ViewController: UIViewController {
        var log: [(String, TimeInterval)] = []

        let sqView: UIView = {
            let v = UIView()
            v.backgroundColor = .red
            v.alpha = 0
            v.isUserInteractionEnabled = true
            return v
        }()

        override func viewDidLoad() {
            super.viewDidLoad()

            view.addSubview(sqView)
            sqView.snp.makeConstraints { (make) in
                make.center.equalTo(view)
                make.size.equalTo(200)
            }

            let sqTap = UITapGestureRecognizer(target: self, action: Selector(Self.handleTap))
            sqView.addGestureRecognizer(sqTap)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            UIView.animate(withDuration: 0.8) {
                self.sqView.alpha = 1.0
            }
        }

        func handleTap() {
            log.append(("tap", SimulationClock.shared.now))
            UIView.animate(
                withDuration: 0.1, delay: 0, options: [.curveEaseOut],
                animations: {
                    self.sqView.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                },
                completion: { finished in
                    self.log.append(("down finished \(finished)", SimulationClock.shared.now))
                    UIView.animate(
                        withDuration: 0.1, delay: 0, options: [.curveEaseOut],
                        animations: {
                            self.sqView.transform = CGAffineTransform.identity
                        },
                        completion: { finished in
                            self.log.append(("Route to VC \(finished)", SimulationClock.shared.now))
                        })
                })
        }
    }

    func testTapScaledViewReturnsToIdentityAfterBothChainedAnimations() {
        let controller = ViewController()
        let window = show(controller)
        XCTAssertEqual(controller.sqView.frame, CGRect(x: 87.5, y: 233.5, width: 200, height: 200))
        clock.run(for: 1)
        XCTAssertEqual(controller.sqView.layer.presentation()!.opacity, 1)

        SimulatedUser(window: window).tap(at: CGPoint(x: 187.5, y: 333.5))
        XCTAssertEqual(controller.log.map(\.0), ["tap"])
        let tapTime = controller.log[0].1
        XCTAssertEqual(controller.sqView.transform, CGAffineTransform(scaleX: 0.9, y: 0.9), "model value set at once")

        clock.run(for: 0.05)
        let midway = controller.sqView.layer.presentation()!.affineTransform().scaleX
        XCTAssertLessThan(midway, 0.95, "ease-out is past half way at half time")
        XCTAssertGreaterThan(midway, 0.9)

        clock.run(for: 0.2)
        XCTAssertEqual(controller.log.map(\.0), ["tap", "down finished true", "Route to VC true"])
        XCTAssertEqual(controller.log[1].1 - tapTime, 0.1, accuracy: 1e-9)
        XCTAssertEqual(controller.log[2].1 - tapTime, 0.2, accuracy: 1e-9)
        XCTAssertEqual(controller.sqView.transform, .identity)
        XCTAssertEqual(controller.sqView.layer.presentation()!.affineTransform(), .identity)
    }
}
