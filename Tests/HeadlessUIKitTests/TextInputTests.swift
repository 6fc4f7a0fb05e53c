import XCTest
@testable import HeadlessUIKit

/// UITextField / UITextView: delegate calls and control events in UIKit's order, the keyboard's
/// notifications, typing through `SimulatedUser.type(_:)`.
final class TextInputTests: AppModelTestCase {
    final class FormController: UIViewController, UITextFieldDelegate {
        var log: [String] = []
        var allowBegin = true, allowEnd = true, maxLength = Int.max
        let name = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let email = UITextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
        var observers: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            for field in [name, email] {
                field.borderStyle = .roundedRect
                field.delegate = self
                view.addSubview(field)
            }
            name.addTarget(self, action: Selector(Self.editingChanged(_:)), for: .editingChanged)
            name.addTarget(self, action: Selector(Self.didBegin), for: .editingDidBegin)
            name.addTarget(self, action: Selector(Self.didEnd), for: .editingDidEnd)
            let center = NotificationCenter.default
            for (key, name) in [
                ("willShow", UIResponder.keyboardWillShowNotification), ("didShow", UIResponder.keyboardDidShowNotification),
                ("willHide", UIResponder.keyboardWillHideNotification), ("didHide", UIResponder.keyboardDidHideNotification)
            ] {
                observers.append(
                    center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                        let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
                        self?.log.append("\(key) \(Int(frame.minY))")
                    })
            }
        }

        deinit { observers.forEach(NotificationCenter.default.removeObserver) }

        func editingChanged(_ sender: UITextField) { log.append("changed \(sender.text ?? "")") }
        func didBegin() { log.append("event begin") }
        func didEnd() { log.append("event end") }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
            -> Bool
        {
            log.append("shouldChange \(range.location) \(string)")
            let current = textField.text ?? ""
            guard let r = Range(range, in: current) else { return false }
            return current.replacingCharacters(in: r, with: string).count <= maxLength
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("return")
            textField.resignFirstResponder()
            return true
        }
    }

    func testTappingTypingAndReturningFollowUIKitsOrder() {
        let controller = FormController()
        let window = show(controller)
        let user = SimulatedUser(window: window)
        user.tap(on: controller.name)
        XCTAssertTrue(controller.name.isFirstResponder)
        XCTAssertTrue(controller.name.isEditing)
        XCTAssertEqual(controller.log, ["shouldBegin", "didBegin", "event begin", "willShow 407"])
        controller.log.removeAll()
        user.wait(0.3)
        XCTAssertEqual(controller.log, ["didShow 407"])
        controller.log.removeAll()
        XCTAssertTrue(user.type("Hi"))
        XCTAssertEqual(controller.name.text, "Hi")
        XCTAssertEqual(controller.log, ["shouldChange 0 H", "changed H", "shouldChange 1 i", "changed Hi"])
        controller.log.removeAll()
        user.type("\n")
        XCTAssertEqual(controller.log, ["return", "shouldEnd", "didEnd", "event end", "willHide 667"])
        XCTAssertFalse(controller.name.isFirstResponder)
        XCTAssertFalse(user.type("x"), "nothing has the focus")
    }

    func testTheDelegateCanRefuseBeginningEndingAndKeystrokes() {
        let controller = FormController()
        show(controller)
        controller.allowBegin = false
        XCTAssertFalse(controller.name.becomeFirstResponder())
        XCTAssertFalse(controller.name.isFirstResponder)
        controller.allowBegin = true
        XCTAssertTrue(controller.name.becomeFirstResponder())
        controller.maxLength = 3
        let user = SimulatedUser(window: controller.view.window!)
        user.type("abcdef")
        XCTAssertEqual(controller.name.text, "abc")
        controller.allowEnd = false
        XCTAssertFalse(controller.name.resignFirstResponder())
        XCTAssertFalse(controller.email.becomeFirstResponder(), "the current first responder refuses to resign")
        XCTAssertTrue(controller.view.endEditing(true), "force ends without asking")
        XCTAssertFalse(controller.name.isFirstResponder)
        user.type("\u{8}")
        XCTAssertEqual(controller.name.text, "abc")
    }

    func testMovingTheFocusKeepsTheKeyboardUp() {
        let controller = FormController()
        show(controller)
        controller.name.becomeFirstResponder()
        controller.log.removeAll()
        controller.email.becomeFirstResponder()
        XCTAssertEqual(controller.log, ["shouldBegin", "shouldEnd", "didEnd", "event end", "didBegin"])
        XCTAssertTrue(controller.email.isFirstResponder)
        XCTAssertFalse(controller.name.isFirstResponder)
    }

    func testSettingTextInCodeSendsNothingAndEmptyReadsAsEmptyString() {
        let field = UITextField()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        XCTAssertEqual(field.text, "")
        field.text = "code"
        field.text = nil
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(changes, 0)
    }

    func testEditingDidEndOnExitResignsWhenAnActionIsRegistered() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let controller = UIViewController()
        show(controller)
        controller.view.addSubview(field)
        var exits = 0
        field.becomeFirstResponder()
        field.insertText("\n")
        XCTAssertTrue(field.isFirstResponder, "no action for .editingDidEndOnExit: the field stays")
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        field.insertText("\n")
        XCTAssertEqual(exits, 1)
        XCTAssertFalse(field.isFirstResponder)
    }

    func testTextFieldSizesFollowTheBorderStyle() {
        let field = UITextField()
        field.font = .systemFont(ofSize: 17)
        field.borderStyle = .roundedRect
        XCTAssertEqual(field.intrinsicContentSize.height, 34)
        field.placeholder = "ab"
        XCTAssertEqual(field.intrinsicContentSize.width, 19 + 14)
        XCTAssertEqual(field.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 34)).minX, 7)
    }

    final class NotesController: UIViewController, UITextViewDelegate {
        let notes = UITextView(frame: CGRect(x: 0, y: 80, width: 200, height: 100))
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            notes.delegate = self
            view.addSubview(notes)
        }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            if text == "\n" {
                textView.resignFirstResponder()
                return false
            }
            return true
        }
        func textViewDidChange(_ textView: UITextView) { log.append("changed \(textView.text!)") }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    }

    func testTextViewEditsAndTheReturnKeyPatternDismisses() {
        let controller = NotesController()
        let window = show(controller)
        let user = SimulatedUser(window: window)
        user.tap(on: controller.notes)
        user.type("ok\n")
        XCTAssertEqual(controller.log, ["didBegin", "changed o", "changed ok", "didEnd"])
        XCTAssertEqual(controller.notes.text, "ok")
        controller.notes.isEditable = false
        XCTAssertFalse(controller.notes.becomeFirstResponder())
    }

    func testTextViewHeightFollowsItsTextWhenNotScrolling() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 60, height: 10))
        view.font = .systemFont(ofSize: 10)
        view.isScrollEnabled = false
        view.text = "aaaa bbbb"
        // 60 − 2 × 5 padding = 50: one line of 12 plus 16 of insets.
        XCTAssertEqual(view.intrinsicContentSize.height, 28)
        view.text = "aaaa bbbb cccc"
        XCTAssertEqual(view.intrinsicContentSize.height, 40)
    }
}
