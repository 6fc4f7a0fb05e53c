import XCTest
@testable import HeadlessUIKit

/// Stack views in the shapes tutorials build them, shown in a window: the frames come out as UIKit's
/// rules give and no constraint conflict is logged.
final class StackViewTutorialLayoutTests: AppModelTestCase {
    final class SignUpViewController: UIViewController {
        let stackView = UIStackView()
        let emailField = UITextField()
        let termsSwitch = UISwitch()
        let submitButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            stackView.axis = .vertical
            stackView.spacing = 16
            stackView.translatesAutoresizingMaskIntoConstraints = false
            emailField.placeholder = "you@example.com"
            submitButton.setTitle("Create account", for: .normal)
            [emailField, termsSwitch, submitButton].forEach { stackView.addArrangedSubview($0) }
            view.addSubview(stackView)
            NSLayoutConstraint.activate([
                stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 24),
                stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -24),
                stackView.centerYAnchor.constraint(equalTo: view.centerYAnchor)
            ])
        }
    }

    func testAFormStackInAWindow() {
        // 375-point screen: the column is 375 − 48 = 327 wide at x 24. Its height is its content's:
        // field + switch + button heights + 2 × 16, centred on the screen's middle (333.5).
        let controller = SignUpViewController()
        show(controller)
        clock.step()
        let stack = controller.stackView
        let heights = [controller.emailField, controller.termsSwitch, controller.submitButton].map(\.intrinsicContentSize.height)
        let expectedHeight = heights.reduce(0, +) + 32
        XCTAssertEqual(stack.frame.minX, 24)
        XCTAssertEqual(stack.frame.width, 327)
        XCTAssertEqual(stack.frame.height, expectedHeight, accuracy: 1e-9)
        XCTAssertEqual(stack.frame.midY, 333.5, accuracy: 1e-9)
        XCTAssertEqual(controller.termsSwitch.frame.width, 327, "alignment .fill stretches across")
        XCTAssertEqual(controller.submitButton.frame.minY, heights[0] + heights[1] + 32, accuracy: 1e-9)
        XCTAssertEqual(UIApplication.shared.consoleMessages, [])
        // Hiding the switch on the next turn: the button moves up by the switch's height and one gap.
        controller.termsSwitch.isHidden = true
        clock.step()
        XCTAssertEqual(controller.submitButton.frame.minY, heights[0] + 16, accuracy: 1e-9)
        XCTAssertEqual(stack.frame.height, heights[0] + heights[2] + 16, accuracy: 1e-9)
        XCTAssertEqual(UIApplication.shared.consoleMessages, [])
    }

    func testAHiddenViewWithARequiredHeightConflictsAsInUIKit() {
        // UIKit's famous "UISV-hiding" conflict: a hidden view's zero height against a required height.
        let fixed = UIView()
        fixed.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let stack = UIStackView(arrangedSubviews: [fixed, UILabel()])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        fixed.isHidden = true
        stack.layoutIfNeeded()
        XCTAssertEqual(UIApplication.shared.consoleMessages.count, 1)
        XCTAssertTrue(
            UIApplication.shared.consoleMessages.first?.hasPrefix("Unable to simultaneously satisfy constraints") ?? false)
    }
}
