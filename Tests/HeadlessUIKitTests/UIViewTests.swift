import XCTest
@testable import HeadlessUIKit

final class UIViewTests: AppModelTestCase {
    // MARK: - Geometry

    func testFrameCenterAndBoundsStayConsistent() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.center = CGPoint(x: 200, y: 200)
        XCTAssertEqual(view.frame, CGRect(x: 150, y: 175, width: 100, height: 50))
        view.bounds.size = CGSize(width: 40, height: 40)
        XCTAssertEqual(view.frame, CGRect(x: 180, y: 180, width: 40, height: 40))
    }

    func testTransformScalesFrameAboutTheCentreButNotBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(view.frame, CGRect(x: 25, y: 25, width: 50, height: 50))
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        XCTAssertEqual(view.frame.width, 100 * 2.0.squareRoot(), accuracy: 1e-9)
        XCTAssertEqual(view.frame.midX, 50, accuracy: 1e-9)
    }

    func testConvertGoesThroughSuperviewsAndTransforms() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let box = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(box)
        box.addSubview(inner)
        XCTAssertEqual(inner.convert(CGPoint.zero, to: root), CGPoint(x: 110, y: 210))
        XCTAssertEqual(root.convert(CGPoint(x: 110, y: 210), to: inner), .zero)
        XCTAssertEqual(inner.convert(CGPoint.zero, to: nil), CGPoint(x: 110, y: 210))
        XCTAssertEqual(inner.convert(inner.bounds, to: root), CGRect(x: 110, y: 210, width: 20, height: 20))
        box.transform = CGAffineTransform(scaleX: 2, y: 2)
        // The box's centre (150, 250) is fixed; its local (0,0) is now 100 points up-left of it.
        XCTAssertEqual(box.convert(CGPoint.zero, to: root), CGPoint(x: 50, y: 150))
        XCTAssertEqual(box.convert(CGPoint(x: 50, y: 150), from: root), .zero)
    }

    func testHitTestFindsTheFrontmostInteractiveViewAndSkipsHiddenOnes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        root.addSubview(back)
        root.addSubview(front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === back)
        back.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        back.isUserInteractionEnabled = true
        back.alpha = 0
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 500, y: 50), with: nil))
    }

    // MARK: - Hierarchy

    func testAddSubviewMovesAViewBetweenParentsAndKeepsOrder() {
        let a = UIView(), b = UIView(), child = UIView(), other = UIView()
        a.addSubview(child)
        a.addSubview(other)
        b.addSubview(child)
        XCTAssertTrue(child.superview === b)
        XCTAssertEqual(a.subviews.count, 1)
        a.insertSubview(child, at: 0)
        XCTAssertTrue(a.subviews.first === child)
        a.bringSubviewToFront(child)
        XCTAssertTrue(a.subviews.last === child)
        XCTAssertTrue(child.isDescendant(of: a))
        child.tag = 7
        XCTAssertTrue(a.viewWithTag(7) === child)
        child.removeFromSuperview()
        XCTAssertNil(child.superview)
    }

    func testViewsCompareByIdentityLikeNSObjects() {
        let parent = UIView(), a = UIView(), b = UIView()
        parent.addSubview(a)
        XCTAssertTrue(parent.subviews.contains(a))
        XCTAssertFalse(parent.subviews.contains(b))
        XCTAssertEqual(parent.subviews.firstIndex(of: a), 0)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(Set([a, a, b]).count, 2)
    }

    final class Tracker: UIView {
        var moves: [CGPoint] = []
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            moves.append(touches.first!.location(in: self))
        }
    }

    func testViewsReceiveTouchMovesInTheirOwnCoordinates() {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let tracker = Tracker(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(tracker)
        SimulatedUser(window: window).pan(from: CGPoint(x: 110, y: 110), to: CGPoint(x: 170, y: 110), duration: 0.1)
        XCTAssertEqual(tracker.moves.count, 6)
        XCTAssertEqual(tracker.moves.last, CGPoint(x: 70, y: 10))
    }

    // MARK: - Appearance

    func testLayerMirrorsTheViewAndStoresDrawingProperties() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.layer.cornerRadius = 15
        view.layer.masksToBounds = true
        view.layer.borderColor = UIColor.blue.cgColor
        view.layer.borderWidth = 1
        view.backgroundColor = .green
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertEqual(view.layer.borderColor, UIColor.blue.cgColor)
        XCTAssertEqual(view.layer.backgroundColor, UIColor.green.cgColor)
        XCTAssertEqual(view.layer.position, view.center)
        view.layer.position = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 100))
        view.alpha = 0.5
        XCTAssertEqual(view.layer.opacity, 0.5)
        XCTAssertEqual(UIColor(cgColor: UIColor.orange.cgColor), .orange)
    }

    func testTintColorIsInheritedUntilSet() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        XCTAssertEqual(child.tintColor, .systemBlue)
        parent.tintColor = .red
        XCTAssertEqual(child.tintColor, .red)
        child.tintColor = .white
        XCTAssertEqual(child.tintColor, .white)
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        parent.addSubview(button)
        parent.tintColor = .green
        XCTAssertEqual(button.titleLabel?.textColor, .green, "tintColorDidChange reaches inheriting descendants")
    }

    func testSystemColoursHaveApplesValues() {
        XCTAssertEqual(UIColor.systemGreen, UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1))
        XCTAssertEqual(UIColor.systemBlue, UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1))
        XCTAssertNotEqual(UIColor.systemRed, UIColor.red)
    }

    func testLabelSizeToFitUsesItsText() {
        let label = UILabel()
        XCTAssertEqual(label.intrinsicContentSize, .zero)
        label.text = "Swipe Down From Top"
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, label.intrinsicContentSize)
        XCTAssertGreaterThan(label.bounds.width, 100)
        XCTAssertFalse(label.isUserInteractionEnabled)
        XCTAssertEqual(UIView().intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    // MARK: - Layout

    final class CountingView: UIView {
        var layouts = 0
        override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
    }

    func testSetNeedsLayoutRunsLayoutSubviewsOnceOnTheNextTurn() {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(view)
        clock.step()
        let after = view.layouts
        XCTAssertEqual(after, 1)
        view.setNeedsLayout()
        view.setNeedsLayout()
        XCTAssertEqual(view.layouts, after)
        clock.step()
        XCTAssertEqual(view.layouts, after + 1)
        clock.step()
        XCTAssertEqual(view.layouts, after + 1)
        view.bounds.size = CGSize(width: 20, height: 20)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, after + 2)
    }
}
