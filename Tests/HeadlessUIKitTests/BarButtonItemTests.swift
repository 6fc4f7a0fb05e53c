import XCTest
@testable import HeadlessUIKit

final class BarButtonItemTests: AppModelTestCase {
    class ListViewController: UIViewController {
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "List"
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .add, target: self,
                action: Selector(Self.addTapped))
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                title: "Sort", style: .plain, target: self,
                action: Selector(Self.sortTapped(_:)))
            toolbarItems = [
                UIBarButtonItem.flexibleSpace(),
                UIBarButtonItem(
                    image: UIImage(systemName: "trash"), style: .plain, target: nil,
                    action: Selector(Self.trashTapped))
            ]
        }

        func addTapped() { log.append("add") }
        func sortTapped(_ sender: UIBarButtonItem) { log.append("sort \(sender.title ?? "")") }
        func trashTapped() { log.append("trash") }
    }

    func testTappingAnItemSendsItsActionToItsTarget() {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = show(navigation)
        let user = SimulatedUser(window: window)
        XCTAssertTrue(user.tap(list.navigationItem.rightBarButtonItem!))
        XCTAssertTrue(user.tapBarButton("Sort"))
        XCTAssertEqual(list.log, ["add", "sort Sort"])
        list.navigationItem.rightBarButtonItem?.isEnabled = false
        XCTAssertFalse(user.tap(list.navigationItem.rightBarButtonItem!), "a disabled item ignores taps")
        XCTAssertEqual(list.log.count, 2)
    }

    func testANilTargetGoesUpTheResponderChainFromTheController() {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = show(navigation)
        let trash = list.toolbarItems![1]
        let user = SimulatedUser(window: window)
        XCTAssertFalse(user.tap(trash), "the toolbar is hidden")
        navigation.isToolbarHidden = false
        XCTAssertTrue(user.tap(trash))
        XCTAssertEqual(list.log, ["trash"])
        XCTAssertFalse(user.tap(list.toolbarItems![0]), "a space is not a button")
    }

    func testAnItemOfACoveredControllerIsNotOnScreen() {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = show(navigation)
        let add = list.navigationItem.rightBarButtonItem!
        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertFalse(SimulatedUser(window: window).tap(add))
        XCTAssertTrue(SimulatedUser(window: window).tapBackButton(of: navigation))
        clock.run(for: 0.4)
        XCTAssertTrue(SimulatedUser(window: window).tap(add))
        XCTAssertEqual(list.log, ["add"])
    }

    func testPrimaryActionAndCustomView() {
        let host = UIViewController()
        let navigation = UINavigationController(rootViewController: host)
        let window = show(navigation)
        var fired: [String] = []
        let done = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in fired.append("done") })
        XCTAssertEqual(done.style, .done)
        XCTAssertNil(done.title, "system items have no title")
        XCTAssertEqual(done.displayedTitle, "Done")
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 300, y: 27, width: 60, height: 30)
        button.addAction(UIAction { _ in fired.append("custom") }, for: .touchUpInside)
        let custom = UIBarButtonItem(customView: button)
        host.navigationItem.rightBarButtonItems = [done]
        host.navigationItem.leftBarButtonItem = custom
        navigation.navigationBar.addSubview(button)  // where the bar would lay it out
        let user = SimulatedUser(window: window)
        XCTAssertTrue(user.tapBarButton("Done"))
        XCTAssertTrue(user.tap(custom))
        XCTAssertEqual(fired, ["done", "custom"])
    }

    func testStandaloneToolbar() {
        final class Editor: UIViewController {
            var saved = 0
            let toolbar = UIToolbar()
            override func viewDidLoad() {
                super.viewDidLoad()
                toolbar.frame = CGRect(x: 0, y: 623, width: 375, height: 44)
                toolbar.setItems(
                    [UIBarButtonItem(barButtonSystemItem: .save, target: self, action: Selector(Self.save))], animated: false)
                view.addSubview(toolbar)
            }
            func save() { saved += 1 }
        }
        let editor = Editor()
        let window = show(editor)
        XCTAssertTrue(SimulatedUser(window: window).tapBarButton("Save"))
        XCTAssertEqual(editor.saved, 1)
        XCTAssertEqual(UIToolbar().frame.height, 44)
    }

    func testSpellingsCompile() {
        let items: [UIBarButtonItem] = [
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(title: "Edit", style: .done, target: nil, action: nil),
            UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil),
            UIBarButtonItem(customView: UISwitch()),
            UIBarButtonItem(title: "Go", image: nil, primaryAction: UIAction(title: "Go") { _ in }),
            UIBarButtonItem.fixedSpace(20)
        ]
        items[1].tintColor = .systemBlue
        items[1].setTitleTextAttributes([.foregroundColor: UIColor.red], for: .normal)
        XCTAssertNotNil(items[1].titleTextAttributes(for: .normal))
        XCTAssertEqual(items[5].width, 20)
        XCTAssertEqual(items[4].title, "Go")
        let bar = UINavigationBar()
        bar.barTintColor = .black
        bar.tintColor = .white
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        let item = UINavigationItem(title: "Title")
        item.prompt = "Prompt"
        item.titleView = UILabel()
        item.backBarButtonItem = UIBarButtonItem(title: "", style: .plain, target: nil, action: nil)
        item.hidesBackButton = true
        item.setRightBarButtonItems(items, animated: true)
        bar.pushItem(item, animated: false)
        XCTAssertNil(bar.displayedTitle, "a title view replaces the title")
        XCTAssertEqual(bar.popItem(animated: false)?.prompt, "Prompt")
    }
}
