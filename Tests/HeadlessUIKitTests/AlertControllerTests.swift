import XCTest
@testable import HeadlessUIKit

final class AlertControllerTests: AppModelTestCase {
    final class Host: UIViewController {
        var log: [String] = []
        var followUp: UIViewController?

        func askToDelete() {
            let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
            alert.addAction(
                UIAlertAction(title: "Delete", style: .destructive) { [unowned self] action in
                    self.log.append("handler \(action.title ?? "") presented=\(self.presentedViewController != nil)")
                    let next = UIViewController()
                    self.followUp = next
                    self.present(next, animated: false)
                })
            present(alert, animated: true)
        }
    }

    func testTappingAnActionDismissesThenRunsItsHandler() {
        let host = Host()
        let window = show(host)
        host.askToDelete()
        let alert = try! XCTUnwrap(host.presentedViewController as? UIAlertController)
        XCTAssertEqual(alert.actions.map { $0.style }, [.cancel, .destructive])
        XCTAssertEqual(alert.message, "This cannot be undone.")
        XCTAssertEqual(alert.preferredStyle, .alert)
        XCTAssertTrue(host.view.window === window, "an alert leaves the presenter's view in place")
        XCTAssertEqual(host.appearance, .appeared)
        XCTAssertTrue(SimulatedUser(window: window).tapAlertAction("Delete"))
        XCTAssertEqual(host.log, ["handler Delete presented=false"], "the handler runs after the dismissal")
        XCTAssertTrue(host.presentedViewController === host.followUp, "so it may present again")
    }

    func testTextFieldsTakeTypingAndTheHandlerReadsThem() {
        let host = UIViewController()
        let window = show(host)
        var entered: String?
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Your name" }
        alert.addTextField()
        let ok = UIAlertAction(title: "OK", style: .default) { _ in entered = alert.textFields?.first?.text }
        alert.addAction(ok)
        alert.preferredAction = ok
        host.present(alert, animated: true)
        clock.run(for: 0.3)
        XCTAssertEqual(alert.textFields?.count, 2)
        XCTAssertEqual(alert.textFields?.first?.placeholder, "Your name")
        XCTAssertTrue(alert.textFields?.first?.isFirstResponder ?? false, "the first field has the keyboard")
        let user = SimulatedUser(window: window)
        user.type("Ada")
        user.tapAlertAction("OK")
        XCTAssertEqual(entered, "Ada")
        XCTAssertNil(host.presentedViewController)
    }

    func testDisabledAndMissingActionsCannotBeTapped() {
        let host = UIViewController()
        let window = show(host)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let save = UIAlertAction(title: "Save", style: .default)
        save.isEnabled = false
        alert.addAction(save)
        host.present(alert, animated: true)
        let user = SimulatedUser(window: window)
        XCTAssertFalse(user.tapAlertAction("Save"))
        XCTAssertFalse(user.tapAlertAction("Nope"))
        XCTAssertTrue(host.presentedViewController === alert)
        XCTAssertNil(alert.popoverPresentationController, "no popover on a phone")
        alert.popoverPresentationController?.sourceView = host.view
    }

    func testActivityViewControllerIsRecordedAndCompletes() {
        let host = UIViewController()
        let window = show(host)
        let url = URL(string: "https://example.com")!
        let share = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop, .print]
        var result: (UIActivity.ActivityType?, Bool)?
        share.completionWithItemsHandler = { type, completed, _, _ in result = (type, completed) }
        host.present(share, animated: true)
        XCTAssertTrue(host.presentedViewController === share)
        XCTAssertEqual(share.activityItems.count, 2)
        XCTAssertTrue(SimulatedUser(window: window).completeActivity(.copyToPasteboard))
        XCTAssertEqual(result?.0, .copyToPasteboard)
        XCTAssertEqual(result?.1, true)
        XCTAssertNil(host.presentedViewController)
    }
}
