import XCTest
@testable import HeadlessUIKit

final class LayoutTests: AppModelTestCase {
    /// The Russian page's presenting controller (the sample's misspelt `setTextColor` fails to compile, so it is left out).
    final class PresentingViewController: UIViewController {
        lazy var button: UIButton = {
            let button = UIButton()
            button.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(button)
            button.centerXAnchor.constraint(equalTo: self.view.centerXAnchor).isActive = true
            button.centerYAnchor.constraint(equalTo: self.view.centerYAnchor).isActive = true
            button.setTitle("Present", for: .normal)
            return button
        }()

        override func viewDidLoad() {
            super.viewDidLoad()
            _ = button
        }
    }

    func testCentreConstraintsCentreAButtonAtItsIntrinsicSize() {
        let controller = PresentingViewController()
        show(controller)
        XCTAssertEqual(controller.button.center, CGPoint(x: 187.5, y: 333.5))
        XCTAssertEqual(controller.button.bounds.size, controller.button.intrinsicContentSize)
        XCTAssertEqual(controller.button.constraints.count, 0, "held by the common ancestor")
        XCTAssertEqual(controller.view.constraints.count, 2)
    }

    func testSizeAndEdgeConstraints() {
        let controller = UIViewController()
        show(controller)
        let root: UIView = controller.view
        let box = UIView(), below = UIView(), half = UIView()
        for view in [box, below, half] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 100),
            box.heightAnchor.constraint(equalToConstant: 50),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            below.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            below.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            below.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            below.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 2),
            half.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalTo: half.widthAnchor),
            half.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            half.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(box.frame, CGRect(x: 16, y: 20, width: 100, height: 50))
        XCTAssertEqual(below.frame, CGRect(x: 16, y: 78, width: 343, height: 100))
        XCTAssertEqual(half.frame, CGRect(x: 93.75, y: 667 - 187.5, width: 187.5, height: 187.5))
    }

    func testChangingAConstantRelaysOutOnTheNextTurnAndCanBeAnimated() {
        let controller = UIViewController()
        show(controller)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 0)
        NSLayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10)
        ])
        clock.step()
        XCTAssertEqual(box.frame.minY, 0)
        top.constant = 100
        XCTAssertEqual(box.frame.minY, 0)
        clock.step()
        XCTAssertEqual(box.frame.minY, 100)
        top.constant = 300
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { controller.view.layoutIfNeeded() })
        XCTAssertEqual(box.frame.minY, 300)
        clock.run(for: 0.5)
        XCTAssertEqual(box.layer.presentation()!.frame.minY, 200, accuracy: 1e-6)
        top.isActive = false
        XCTAssertEqual(controller.view.constraints.count, 1, "the leading constraint; constant sizes live on the box")
        XCTAssertEqual(box.constraints.count, 2)
    }

    func testLayoutSubviewsOptionAnimatesConstrainedChildrenWithTheirParent() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalTo: root.widthAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor)
        ])
        root.layoutIfNeeded()
        UIView.animate(
            withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear],
            animations: {
                root.bounds.size.width = 300
            })
        XCTAssertEqual(child.bounds.width, 300)
        clock.run(for: 0.5)
        XCTAssertEqual(child.layer.presentation()!.bounds.width, 200, accuracy: 1e-6)
    }

    func testLabelPinnedByItsCentreTakesItsTextSize() {
        let controller = UIViewController()
        show(controller)
        let label = UILabel()
        label.textColor = .blue
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        label.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor).isActive = true
        label.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor).isActive = true
        label.text = "Swipe Down From Top"
        clock.step()
        XCTAssertEqual(label.bounds.size, label.intrinsicContentSize)
        XCTAssertEqual(label.center, CGPoint(x: 187.5, y: 333.5))
    }

    func testConstraintsToAViewThatLeavesAreDeactivated() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = UIView(), b = UIView()
        root.addSubview(a)
        root.addSubview(b)
        let link = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        link.isActive = true
        XCTAssertTrue(link.isActive)
        b.removeFromSuperview()
        XCTAssertFalse(link.isActive)
    }

    func testItemAttributeInitializerAndPriorities() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let weak = view.widthAnchor.constraint(equalToConstant: 10)
        weak.priority = .defaultLow
        let strong = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 40)
        NSLayoutConstraint.activate([
            weak, strong,
            view.heightAnchor.constraint(equalTo: view.widthAnchor),
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor)
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 80, y: 80, width: 40, height: 40), "the required constraint wins")
        XCTAssertEqual(UIApplication.shared.consoleMessages.count, 1, "the broken constraint is logged once")
        XCTAssertTrue(UIApplication.shared.consoleMessages[0].hasPrefix("Unable to simultaneously satisfy constraints"))
        root.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(UIApplication.shared.consoleMessages.count, 1)
    }
}
