import XCTest
@testable import HeadlessUIKit

/// Storyboards resolved through a scenario's registry: scenes, outlets, segues and unwinding.
final class StoryboardSegueTests: AppModelTestCase {
    class ListViewController: UIViewController {
        var log: [String] = []
        var allowDetail = true
        var unwoundFrom: UIViewController?

        override func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool {
            log.append("should \(identifier)")
            return allowDetail
        }

        override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            log.append("prepare \(segue.identifier ?? "")")
            if let detail = segue.destination as? DetailViewController {
                detail.item = sender as? String
            } else if let navigation = segue.destination as? UINavigationController,
                let editor = navigation.topViewController as? DetailViewController
            {
                editor.item = "new"
            }
        }

        func unwindToList(_ segue: UIStoryboardSegue) {
            log.append("unwind from \(type(of: segue.source))")
            unwoundFrom = segue.source
        }
    }

    class DetailViewController: UIViewController {
        var item: String?
        var nameLabel: UILabel!
        var labelAtLoad: UILabel?
        override func viewDidLoad() {
            super.viewDidLoad()
            labelAtLoad = nameLabel
        }
    }

    override func setUp() {
        super.setUp()
        var board = StoryboardDefinition(initial: "Nav")
        board.scene(
            "Nav",
            {
                UINavigationController(
                    rootViewController: UIStoryboard(name: "Main", bundle: nil)
                        .instantiateViewController(withIdentifier: "List"))
            })
        board.scene("List", ListViewController.self)
        board.scene("Detail", DetailViewController.self, outlets: { $0.nameLabel = UILabel() })
        board.scene("Editor", { UINavigationController(rootViewController: DetailViewController()) })
        board.segue("showDetail", from: "List", to: "Detail", kind: .show)
        board.segue("addItem", from: "List", to: "Editor", kind: .presentModally(.fullScreen))
        board.unwindSegue("backToList", from: "Detail", action: Selector(ListViewController.unwindToList(_:)))
        UIStoryboard.register(board, name: "Main")
    }

    private func launch() -> (UIWindow, UINavigationController, ListViewController) {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let navigation = storyboard.instantiateInitialViewController() as! UINavigationController
        let window = show(navigation)
        return (window, navigation, navigation.topViewController as! ListViewController)
    }

    func testScenesAreFreshInstancesWithOutletsConnectedBeforeTheViewLoads() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let first = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
        let second = storyboard.instantiateViewController(withIdentifier: "Detail")
        XCTAssertFalse(first === second)
        XCTAssertNotNil(first.nameLabel)
        _ = first.view
        XCTAssertNotNil(first.labelAtLoad, "connected before viewDidLoad")
        XCTAssertTrue(first.storyboard === storyboard)
        XCTAssertEqual(first.storyboardSceneIdentifier, "Detail")
    }

    func testTheTypedInstantiationTakesACreatorAndStillConnectsOutlets() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        var coderSeen = false
        let detail: DetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
            coderSeen = true
            let controller = DetailViewController(coder: coder)
            controller?.item = "injected"
            return controller
        }
        XCTAssertTrue(coderSeen)
        XCTAssertEqual(detail.item, "injected")
        XCTAssertNotNil(detail.nameLabel, "the storyboard's outlets are connected to the creator's controller too")
        let plain = storyboard.instantiateViewController(identifier: "List") as ListViewController
        XCTAssertEqual(plain.storyboardSceneIdentifier, "List")
    }

    func testPerformSegueRunsPrepareThenShowsWithoutAskingShould() {
        let (_, navigation, list) = launch()
        list.allowDetail = false
        list.performSegue(withIdentifier: "showDetail", sender: "apples")
        XCTAssertEqual(list.log, ["prepare showDetail"], "Apple: shouldPerformSegue is not called for performSegue")
        let detail = navigation.topViewController as? DetailViewController
        XCTAssertEqual(detail?.item, "apples")
        XCTAssertNotNil(detail?.nameLabel)
    }

    func testAControlTriggeredSegueAsksShouldPerformFirst() {
        let (window, navigation, list) = launch()
        let user = SimulatedUser(window: window)
        list.allowDetail = false
        XCTAssertFalse(user.triggerSegue("showDetail", from: list))
        XCTAssertTrue(navigation.topViewController === list)
        list.allowDetail = true
        XCTAssertTrue(user.triggerSegue("showDetail", from: list, sender: "pears"))
        XCTAssertEqual(list.log, ["should showDetail", "should showDetail", "prepare showDetail"])
        XCTAssertEqual((navigation.topViewController as? DetailViewController)?.item, "pears")
    }

    func testModalSegueToANavigationControllerAndUnwinding() {
        let (_, navigation, list) = launch()
        list.performSegue(withIdentifier: "addItem", sender: nil)
        let presented = try! XCTUnwrap(list.presentedViewController as? UINavigationController)
        XCTAssertEqual(presented.modalPresentationStyle, .fullScreen)
        XCTAssertEqual((presented.topViewController as? DetailViewController)?.item, "new")
        clock.run(for: 0.6)
        list.dismiss(animated: false)

        list.performSegue(withIdentifier: "showDetail", sender: "figs")
        clock.run(for: 0.4)
        let detail = navigation.topViewController!
        detail.performSegue(withIdentifier: "backToList", sender: nil)
        XCTAssertTrue(list.unwoundFrom === detail, "the action runs on the ancestor that implements it")
        XCTAssertEqual(list.log.last, "unwind from DetailViewController")
        clock.run(for: 0.4)
        XCTAssertTrue(navigation.topViewController === list, "then the stack pops back to it")
    }

    func testCustomSegueClassPerforms() {
        final class Instant: UIStoryboardSegue {
            override func perform() { source.present(destination, animated: false) }
        }
        var board = StoryboardDefinition(initial: "A")
        board.scene("A", { UIViewController() })
        board.scene("B", { UIViewController() })
        board.segue("jump", from: "A", to: "B", kind: .custom(Instant.self))
        UIStoryboard.register(board, name: "Custom")
        let a = UIStoryboard(name: "Custom", bundle: .main).instantiateInitialViewController()!
        show(a)
        a.performSegue(withIdentifier: "jump", sender: nil)
        XCTAssertNotNil(a.presentedViewController)
        XCTAssertFalse(a.presentedViewController?.isBeingPresented ?? true, "presented at once by the custom class")
        let manual = UIStoryboardSegue(identifier: "x", source: a, destination: UIViewController()) { segue in
            XCTAssertEqual(segue.identifier, "x")
        }
        manual.perform()
    }
}
