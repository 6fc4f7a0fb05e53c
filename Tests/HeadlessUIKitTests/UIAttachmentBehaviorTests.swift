import XCTest
import HeadlessUIKit

final class UIAttachmentBehaviorTests: DynamicsTestCase {
    /// Successive maxima of x − rest (time, value), interpolation-free.
    private func peaks(_ xs: [Double], rest: Double) -> [(Int, Double)] {
        var result: [(Int, Double)] = []
        for i in 1..<(xs.count - 1) where xs[i] - rest > 0 && xs[i] >= xs[i - 1] && xs[i] > xs[i + 1] {
            result.append((i, xs[i] - rest))
        }
        return result
    }

    func testSpringOscillatesAtFrequencyWithItsDampingRatio() {
        let view = makeView(CGRect(x: 220, y: 380, width: 40, height: 40))  // centre (240, 400)
        let animator = UIDynamicAnimator(referenceView: reference)
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 100, y: 400))
        XCTAssertEqual(attachment.length, 140, accuracy: 1e-9)
        attachment.length = 100
        attachment.frequency = 1.5
        attachment.damping = 0.05
        animator.addBehavior(attachment)
        var xs: [Double] = []
        for _ in 0..<600 { SimulationClock.shared.step(); xs.append(Double(view.center.x)) }
        // Zero crossings upward through the rest position give the period.
        var crossings: [Double] = []
        for i in 1..<xs.count where xs[i - 1] < 200 && xs[i] >= 200 {
            crossings.append(Double(i - 1) + (200 - xs[i - 1]) / (xs[i] - xs[i - 1]))
        }
        XCTAssertGreaterThan(crossings.count, 8)
        let period = (crossings.last! - crossings.first!) / Double(crossings.count - 1) / 60
        let zeta = 0.05
        XCTAssertEqual(1 / period, 1.5 * (1 - zeta * zeta).squareRoot(), accuracy: 1.5 * 0.02)
        // Logarithmic decrement between successive peaks gives the damping ratio.
        let p = peaks(xs, rest: 200)
        let delta = log(p[1].1 / p[4].1) / 3
        let measuredZeta = delta / (4 * .pi * .pi + delta * delta).squareRoot()
        XCTAssertEqual(measuredZeta, zeta, accuracy: 0.02)
    }

    func testRigidAttachmentKeepsLengthAndFollowsAMovedAnchor() {
        let view = makeView(CGRect(x: 280, y: 180, width: 40, height: 40))  // centre (300, 200)
        let animator = UIDynamicAnimator(referenceView: reference)
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 200, y: 200))
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        for _ in 0..<120 {
            SimulationClock.shared.step()
            let d = hypot(view.center.x - 200, view.center.y - 200)
            XCTAssertEqual(d, 100, accuracy: 2)
        }
        attachment.anchorPoint = CGPoint(x: 200, y: 400)
        let properties = UIDynamicItemBehavior(items: [view])
        properties.resistance = 2
        animator.addBehavior(properties)
        SimulationClock.shared.run(for: 6)
        XCTAssertEqual(view.center.x, 200, accuracy: 2)
        XCTAssertEqual(view.center.y, 500, accuracy: 2)
    }

    func testItemToItemAndLimitAttachment() {
        let a = makeView(CGRect(x: 80, y: 80, width: 40, height: 40))
        let b = makeView(CGRect(x: 180, y: 80, width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        let rope = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
        XCTAssertEqual(rope.attachedBehaviorType, .items)
        animator.addBehavior(rope)
        let properties = UIDynamicItemBehavior(items: [a, b])
        animator.addBehavior(properties)
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: b)
        SimulationClock.shared.run(for: 1)
        XCTAssertLessThanOrEqual(hypot(a.center.x - b.center.x, a.center.y - b.center.y), 102)
        XCTAssertGreaterThan(a.center.x, 100, "the rope pulled a along")
    }
}

final class UIAttachmentJointKindsTests: DynamicsTestCase {
    func testPinLetsTheItemSwingAboutTheAnchor() {
        let post = makeView(CGRect(x: 180, y: 80, width: 40, height: 40))  // centre (200, 100)
        let bob = makeView(CGRect(x: 280, y: 80, width: 40, height: 40))  // centre (300, 100)
        let animator = UIDynamicAnimator(referenceView: reference)
        let anchored = UIDynamicItemBehavior(items: [post])
        anchored.isAnchored = true
        animator.addBehavior(anchored)
        animator.addBehavior(UIGravityBehavior(items: [bob]))
        animator.addBehavior(
            UIAttachmentBehavior.pinAttachment(with: bob, attachedTo: post, attachmentAnchor: CGPoint(x: 250, y: 100)))
        var lowest: CGFloat = 0
        for _ in 0..<60 {
            SimulationClock.shared.step()
            XCTAssertEqual(hypot(bob.center.x - 250, bob.center.y - 100), 50, accuracy: 1)
            lowest = max(lowest, bob.center.y)
        }
        XCTAssertGreaterThan(lowest, 145, "the bob swung down under the pin")
        XCTAssertEqual(post.center.x, 200)
    }

    func testFixedAttachmentMovesTwoItemsAsOne() {
        let a = makeView(CGRect(x: 80, y: 80, width: 40, height: 40))
        let b = makeView(CGRect(x: 120, y: 80, width: 40, height: 40))
        let animator = UIDynamicAnimator(referenceView: reference)
        animator.addBehavior(
            UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 120, y: 100)))
        let push = UIPushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.1)
        animator.addBehavior(push)
        SimulationClock.shared.run(for: 1)
        XCTAssertEqual(b.center.x - a.center.x, 40 * cos(atan2(a.transform.b, a.transform.a)), accuracy: 1)
        XCTAssertEqual(atan2(a.transform.b, a.transform.a), atan2(b.transform.b, b.transform.a), accuracy: 0.01)
        XCTAssertGreaterThan(a.center.y, 100, "the pair moved together")
    }

    func testSlidingAttachmentKeepsTheItemOnItsAxisWithinRange() {
        let view = makeView(CGRect(x: 80, y: 80, width: 40, height: 40))  // centre (100, 100)
        let animator = UIDynamicAnimator(referenceView: reference)
        let slide = UIAttachmentBehavior.slidingAttachment(
            with: view, attachmentAnchor: CGPoint(x: 100, y: 100),
            axisOfTranslation: CGVector(dx: 1, dy: 1))
        slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 100)
        animator.addBehavior(slide)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        for _ in 0..<120 {
            SimulationClock.shared.step()
            XCTAssertEqual(view.center.x - 100, view.center.y - 100, accuracy: 1, "stays on the diagonal")
        }
        XCTAssertEqual(hypot(view.center.x - 100, view.center.y - 100), 100, accuracy: 2, "stopped at the range's end")
        XCTAssertEqual(atan2(view.transform.b, view.transform.a), 0, accuracy: 0.01)
    }
}
