import DocumentModel
import SampleAnalysis
@testable import Verification
import XCTest

/// How a smoke run places a sample with no scenario (no compiler needed).
final class SmokeScenarioTests: XCTestCase {
    private func sample(_ id: String, _ text: String, kind: SampleKind = .statements) -> VerifiableSample {
        VerifiableSample(
            id: id, fingerprint: String(format: "%016x", abs(id.hashValue) % 100_000), language: .swift, text: text,
            range: SourceRange(file: "corpus/t/en.md", firstLine: 1, lastLine: 1, byteStart: 0, byteEnd: 0), kind: kind)
    }

    func testTheHostFollowsTheSamplesShape() {
        XCTAssertEqual(SmokeScenario.host(kind: .statements, text: "view.alpha = 0"), .method)
        XCTAssertEqual(SmokeScenario.host(kind: .members, text: "override func viewDidLoad() {}"), .viewController)
        XCTAssertEqual(SmokeScenario.host(kind: .members, text: "override func draw(_ rect: CGRect) {}"), .view)
        XCTAssertEqual(SmokeScenario.host(kind: .types, text: "class A {}"), .fileScope)
        XCTAssertEqual(
            SmokeScenario.declaredViewController(in: "final class GameViewController: UIViewController {"), "GameViewController")
        XCTAssertNil(SmokeScenario.declaredViewController(in: "class Cell: UITableViewCell {"))
    }

    /// Only the earlier samples of the section that declare what this one uses are its context.
    func testContextIsTheEarlierSamplesThatDeclareWhatTheSampleUses() {
        let declares = sample("t/en/s/1", "let square = UIView()")
        let unrelated = sample("t/en/s/2", "this is not Swift at all")
        let other = sample("t/en/other/1", "let square = UILabel()")
        let uses = sample("t/en/s/3", "square.alpha = 0")
        let context = Verifier.earlierInSection(uses, among: [declares, unrelated, other, uses])
        XCTAssertEqual(context.map(\.id), ["t/en/s/1"])
        XCTAssertEqual(Verifier.earlierInSection(declares, among: [declares, uses]).map(\.id), [])
    }

    /// Names still missing are looked for in the page's earlier sections, except bare declarations there
    /// (`var gravity: UIGravityBehavior!`, set by code of their own example: alone they would be nil).
    func testContextFallsBackToEarlierSectionsButNotToTheirBareDeclarations() {
        let crate = sample("t/en/setup/1", "let crate = UIView(frame: .zero)")
        let bare = sample("t/en/setup/2", "var gravity: UIGravityBehavior!")
        let uses = sample("t/en/later/1", "crate.alpha = 0\ngravity.magnitude = 2")
        XCTAssertEqual(Verifier.earlierInSection(uses, among: [crate, bare, uses]).map(\.id), ["t/en/setup/1"])
        let sameSection = sample("t/en/later/0", "var gravity: UIGravityBehavior!")
        XCTAssertEqual(
            Verifier.earlierInSection(uses, among: [crate, bare, sameSection, uses]).map(\.id),
            ["t/en/setup/1", "t/en/later/0"], "the section's own declarations are its context")
    }

    /// An extension the page declares is context for the code that uses it, placed at file scope.
    func testAnExtensionIsContextForCodeThatUsesIt() {
        let extensionSample = sample(
            "t/en/hex/1", "extension UIColor {\n    convenience init(hex: Int) { self.init(white: 1, alpha: 1) }\n}",
            kind: .types)
        let uses = sample("t/en/hex/2", "view.backgroundColor = UIColor(hex: 0x336699)")
        let context = Verifier.earlierInSection(uses, among: [extensionSample, uses])
        XCTAssertEqual(context.map(\.id), ["t/en/hex/1"])
        let parts = SmokeScenario.parts(for: uses, kind: .statements, context: context)
        XCTAssertEqual(parts.body.first, "// @sample \(extensionSample.fingerprint)", "\(parts.body)")
    }

    /// The handler a `#selector` names, shown in a later block of the section, joins the host.
    func testALaterBlockDeclaringTheSelectorsMethodIsContext() {
        let setup = sample(
            "t/en/tap/1",
            "let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))\nview.addGestureRecognizer(tap)")
        let handler = sample("t/en/tap/2", "@objc func handleTap(_ recognizer: UITapGestureRecognizer) {\n}", kind: .members)
        let elsewhere = sample("t/en/other/1", "@objc func handleTap(_ r: UITapGestureRecognizer) {}", kind: .members)
        XCTAssertEqual(Verifier.smokeContext(setup, among: [setup, handler, elsewhere]).map(\.id), ["t/en/tap/2"])
        XCTAssertEqual(Verifier.selectorTargets(in: "x(#selector(self.go)); y(#selector(Foo.bar(_:)))"), ["go", "bar"])
        let parts = SmokeScenario.parts(for: setup, kind: .statements, context: [handler])
        XCTAssertTrue(parts.body.contains("    // @sample \(handler.fingerprint)"), "\(parts.body)")
    }

    /// A block of bare declarations is the controller's properties when the sample is a controller's methods.
    func testBareDeclarationsBecomePropertiesOfAControllerHost() {
        let properties = sample("t/en/s/1", "@IBOutlet weak var ball: UIView!\nvar animator: UIDynamicAnimator!")
        let method = sample(
            "t/en/s/2", "override func viewDidLoad() {\n    animator = UIDynamicAnimator(referenceView: view)\n}", kind: .members)
        let parts = SmokeScenario.parts(for: method, kind: .members, context: [properties])
        XCTAssertEqual(parts.host, .viewController)
        let body = parts.body.joined(separator: "\n")
        XCTAssertTrue(body.contains("class SampleHost: UIViewController {\n    // @sample \(properties.fingerprint)"), body)
        XCTAssertTrue(SmokeScenario.declaresOnly("private lazy var a = 1\n// note\nlet b: Int"))
        XCTAssertFalse(SmokeScenario.declaresOnly("var a = 1\na += 1"))
        // Comments are CodeLexer's: a block comment's lines are not code, a `//` inside a string is not a comment.
        XCTAssertTrue(SmokeScenario.declaresOnly("/* the outlets\n   animator below */\nvar animator: UIDynamicAnimator!"))
        XCTAssertTrue(SmokeScenario.declaresOnly("let url = \"https://example.com\" // the page"))
        XCTAssertFalse(SmokeScenario.declaresOnly("let a = 1 /* then */\na.run()"))
    }

    /// A declared name is the word after any keyword the table says names a declaration, aliases and actors too.
    func testDeclaredNamesFollowTheKeywordTable() {
        XCTAssertEqual(
            Verifier.declaredNames(in: "typealias Handler = () -> Void\nactor Store {}\nextension UIColor {}\nlet a = 1"),
            ["Handler", "Store", "UIColor", "a"])
    }

    /// Overridden data source methods were written in a table (collection) view controller: that is the host's
    /// superclass; the same methods without `override` keep a plain controller.
    func testOverriddenDataSourceMethodsGetATableOrCollectionControllerHost() {
        let table = sample(
            "t/en/s/1",
            "override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {\n    return 3\n}",
            kind: .members)
        XCTAssertTrue(SmokeScenario.parts(for: table, kind: .members).body.contains("class SampleHost: UITableViewController {"))
        let grid = sample(
            "t/en/s/2",
            "override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }",
            kind: .members)
        XCTAssertTrue(
            SmokeScenario.parts(for: grid, kind: .members).body.contains("class SampleHost: UICollectionViewController {"))
        let plain = sample(
            "t/en/s/3", "func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {\n    return 3\n}",
            kind: .members)
        XCTAssertTrue(SmokeScenario.parts(for: plain, kind: .members).body.contains("class SampleHost: UIViewController {"))
    }

    /// App-delegate methods get an app delegate as their host, launched as UIKit launches it.
    func testAppDelegateMembersAreLaunchedInAnAppDelegate() {
        let text =
            "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n    window = UIWindow()\n    return true\n}"
        XCTAssertEqual(SmokeScenario.host(kind: .members, text: text), .appDelegate)
        XCTAssertEqual(
            SmokeScenario.host(kind: .members, text: "func applicationDidEnterBackground(_ application: UIApplication) {}"),
            .appDelegate)
        XCTAssertEqual(SmokeScenario.host(kind: .members, text: "func viewDidLoad() {}"), .viewController)
        let sample = VerifiableSample(
            id: "t/en/a/1", fingerprint: "ab", language: .swift, text: text,
            range: SourceRange(
                file: "corpus/t/en.md",
                firstLine: 1, lastLine: 4, byteStart: 0, byteEnd: 0), kind: .members)
        let parts = SmokeScenario.parts(for: sample, kind: .members)
        XCTAssertEqual(parts.body.first, "class SampleHost: UIResponder, UIApplicationDelegate {")
        XCTAssertTrue(parts.body.contains("    var window: UIWindow?"))
        XCTAssertTrue(parts.drive.contains("UIApplication.shared.simulateLaunch(with: host)"))
    }

    /// Both workers compile from the first round on a large collection; a small page stays one compiler run.
    func testTheSharedProgramsAreCutIntoOneGroupPerJob() {
        let programs = Array(0..<1000)
        XCTAssertEqual(Verifier.parts(of: programs, jobs: 2).map(\.count), [500, 500])
        XCTAssertEqual(Verifier.parts(of: programs, jobs: 2).flatMap { $0 }, programs, "in order, each once")
        XCTAssertEqual(Verifier.parts(of: Array(0..<101), jobs: 3).map(\.count), [34, 34, 33])
        XCTAssertEqual(Verifier.parts(of: Array(0..<97), jobs: 3).map(\.count), [33, 32, 32], "never under 32")
        XCTAssertEqual(Verifier.parts(of: Array(0..<40), jobs: 2).map(\.count), [40])
        XCTAssertEqual(Verifier.parts(of: programs, jobs: 1).map(\.count), [1000])
        XCTAssertEqual(Verifier.parts(of: [Int](), jobs: 2).count, 0)
    }

    func testAnExtensionOrAModuleTheEngineLacksCompilesAlone() {
        let header = "import UIKit\nimport ScenarioSupport\n"
        XCTAssertFalse(Verifier.compilesAlone(header + "enum S {\n    let v = UIView()\n}"))
        XCTAssertTrue(Verifier.compilesAlone(header + "extension UIColor {\n}\nenum S {}"))
        XCTAssertTrue(Verifier.compilesAlone(header + "public extension UIColor {\n}\nenum S {}"))
        XCTAssertTrue(Verifier.compilesAlone(header + "import UIKit.UIGestureRecognizerSubclass\nenum S {}"))
        XCTAssertTrue(Verifier.compilesAlone(header + "import MapKit\nenum S {}"))
        XCTAssertTrue(Verifier.compilesAlone(header + "import struct Combine.Published\nenum S {}"))
        XCTAssertFalse(Verifier.compilesAlone(header + "import Foundation\nimport QuartzCore\nenum S {}"))
    }

    /// A compiler that never ran (or crashed) has not judged the page: the sample fails, so CI does not pass.
    func testACompilerRunWithoutAnErrorAtALineIsAFailureNotThePages() {
        let page = sample("t/en/a/1", "let v = UIView()")
        let plan = SmokePlan(candidates: [page], pageSamples: [page])
        let unstarted = plan.compileFailure(
            page.fingerprint, [], output: "doctool-sandbox: cannot run /opt/x/swiftc: No such file or directory\n")
        XCTAssertEqual(unstarted.status, .failed)
        XCTAssertNil(unstarted.cause)
        XCTAssertTrue(unstarted.detail.contains("cannot run /opt/x/swiftc"), unstarted.detail)
        let stopped = plan.compileFailure(
            page.fingerprint, [], output: "<unknown>:0: warning: x\nswiftc was stopped after 600 s (the compiler's time limit)")
        XCTAssertEqual(stopped.status, .failed)
        XCTAssertTrue(stopped.detail.hasSuffix("swiftc was stopped after 600 s (the compiler's time limit)"), stopped.detail)
        // An engine that cannot be loaded would make every sample COMPILE: that is verification failing too.
        let unloadable = CompilerDiagnostic(
            file: "/sandbox/Scenario_smoke_1.swift", line: 2, column: 8, severity: .error,
            message: "no such module 'ScenarioSupport'")
        XCTAssertEqual(plan.compileFailure(page.fingerprint, [unloadable], output: "").status, .failed)
        // An error at the page's line is the smoke tier's to classify.
        let error = CompilerDiagnostic(
            file: "corpus/t/en.md", line: 1, column: 9, severity: .error, message: "cannot find 'UIView' in scope")
        XCTAssertEqual(plan.compileFailure(page.fingerprint, [error], output: "").status, .smokeCompile)
    }

    /// A smoke run stops at `smokeTimeoutSeconds`, or at the scenarios' limit when that is lower.
    func testTheSmokeLimitIsTheLowerOfTheTwo() {
        let toolchain = EngineToolchain(
            swiftc: URL(fileURLWithPath: "/usr/bin/swiftc"), productsDirectory: URL(fileURLWithPath: "/nonexistent"))
        var verifier = Verifier(
            toolchain: toolchain, sandbox: Sandbox(isolation: .none, sharedFolders: []),
            runner: ScenarioRunner(timeoutSeconds: 30))
        XCTAssertEqual(verifier.smokeRunner.timeoutSeconds, Verifier.defaultSmokeTimeoutSeconds)
        verifier.smokeTimeoutSeconds = 7
        XCTAssertEqual(verifier.smokeRunner.timeoutSeconds, 7)
        verifier.runner.timeoutSeconds = 2
        XCTAssertEqual(verifier.smokeRunner.timeoutSeconds, 2)
    }

    /// The runtime names the page by its `#fileID` (`Module/en.md`); the report names it by its path.
    func testACrashNamesThePageByItsPath() {
        XCTAssertEqual(
            SmokePlan.pagePaths(in: "crashed: Samples/en.md:10: Fatal error: nil", file: "corpus/t/en.md"),
            "crashed: corpus/t/en.md:10: Fatal error: nil")
        XCTAssertEqual(
            SmokePlan.pagePaths(in: "Index out of range at corpus/t/en.md:12", file: "corpus/t/en.md"),
            "Index out of range at corpus/t/en.md:12")
        // A topic folder with a hyphen: its last part is not a `#fileID` of its own.
        XCTAssertEqual(
            SmokePlan.pagePaths(
                in: "Fatal error: Index out of range at corpus/table-views/en.md:127",
                file: "corpus/table-views/en.md"),
            "Fatal error: Index out of range at corpus/table-views/en.md:127")
    }

    func testTheTypeOfAnUndeclaredNameComesFromItsNameOrItsUse() {
        XCTAssertEqual(SmokeScenario.inferredType(of: "titleLabel", in: ""), "UILabel")
        XCTAssertEqual(SmokeScenario.inferredType(of: "greeting", in: "greeting.text = \"Hi\""), "UILabel")
        XCTAssertEqual(SmokeScenario.inferredType(of: "go", in: "go.setTitle(\"Go\", for: .normal)"), "UIButton")
        XCTAssertEqual(SmokeScenario.inferredType(of: "box", in: "box.backgroundColor = .red"), "UIView")
        XCTAssertEqual(SmokeScenario.inferredType(of: "redView", in: ""), "UIView")
        XCTAssertNil(SmokeScenario.inferredType(of: "count", in: "count += 1"))
    }

    func testOutletsAreConnectedToFreshViewsAndListed() {
        let members = sample(
            "t/en/s/1", "@IBOutlet weak var titleLabel: UILabel!\n@IBOutlet var button: UIButton?\nvar count = 0",
            kind: .members)
        let scenario = SmokeScenario.make(for: members, kind: .members)
        let text = scenario.lines.map(\.text).joined(separator: "\n")
        XCTAssertTrue(text.contains("host.titleLabel = stub_titleLabel"), text)
        XCTAssertTrue(text.contains("host.button = stub_button"), text)
        XCTAssertTrue(scenario.summary.contains("stubs: titleLabel = UILabel(), button = UIButton()"), scenario.summary)
        XCTAssertEqual(scenario.lines.compactMap(\.sampleFingerprint), [members.fingerprint])
    }
}

/// The Swift 2–4 renames, on lines real tutorial pages hold.
final class SwiftRenamesTests: XCTestCase {
    private func modernized(_ text: String) -> String {
        var result = text
        for erratum in SwiftRenames.errata(for: text, fingerprint: "f") {
            XCTAssertTrue(result.contains(erratum.original), "\(erratum.original) applies to what the earlier errata left")
            result = result.replacingOccurrences(of: erratum.original, with: erratum.replacement)
        }
        return result
    }

    func testRealLinesBecomeSwift5() {
        XCTAssertEqual(modernized("view.backgroundColor = UIColor.redColor()"), "view.backgroundColor = UIColor.red")
        XCTAssertEqual(
            modernized("let r = CGRectMake(0, 0, view.frame.width / 2, max(10, 20))"),
            "let r = CGRect(x: 0, y: 0, width: view.frame.width / 2, height: max(10, 20))")
        XCTAssertEqual(
            modernized("button.addTarget(self, action: #selector(tap), forControlEvents: .TouchUpInside)"),
            "button.addTarget(self, action: #selector(tap), for: .touchUpInside)")
        XCTAssertEqual(modernized("button.setTitle(\"Go\", forState: .Normal)"), "button.setTitle(\"Go\", for: .normal)")
        XCTAssertEqual(modernized("let w = UIScreen.mainScreen().bounds.width"), "let w = UIScreen.main.bounds.width")
        XCTAssertEqual(modernized("UIApplication.sharedApplication().openURL(url)"), "UIApplication.shared.openURL(url)")
        XCTAssertEqual(
            modernized("self.presentViewController(alert, animated: true, completion: nil)"),
            "self.present(alert, animated: true, completion: nil)")
        XCTAssertEqual(modernized("let x = CGRectGetMidX(view.bounds)"), "let x = view.bounds.midX")
        XCTAssertEqual(
            modernized("layer.borderColor = UIColor.blackColor().CGColor"), "layer.borderColor = UIColor.black.cgColor")
        XCTAssertEqual(modernized("imageView.contentMode = .ScaleAspectFit"), "imageView.contentMode = .scaleAspectFit")
        XCTAssertEqual(modernized("[NSFontAttributeName: font]"), "[NSAttributedString.Key.font: font]")
        XCTAssertEqual(
            modernized("v.transform = CGAffineTransformMakeRotation(CGFloat(M_PI))"),
            "v.transform = CGAffineTransform(rotationAngle: CGFloat(M_PI))")
        // String selectors become #selector, and the method they name is marked @objc when the sample declares it.
        XCTAssertEqual(
            modernized(
                "let tap = UITapGestureRecognizer(target: self, action: \"viewTapped:\")\nfunc viewTapped(sender: UITapGestureRecognizer) {}"
            ),
            "let tap = UITapGestureRecognizer(target: self, action: #selector(viewTapped))\n@objc func viewTapped(sender: UITapGestureRecognizer) {}"
        )
        XCTAssertEqual(
            modernized("button.addTarget(self, action: \"go\", forControlEvents: .TouchUpInside)"),
            "button.addTarget(self, action: #selector(go), for: .touchUpInside)")
        XCTAssertEqual(
            modernized(
                "Timer.scheduledTimer(timeInterval: 1, target: self, selector: Selector(\"tick\"), userInfo: nil, repeats: true)\n@objc func tick() {}"
            ),
            "Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)\n@objc func tick() {}"
        )
        // Modern code and look-alikes are left alone.
        XCTAssertTrue(
            SwiftRenames.errata(for: "view.backgroundColor = .red\nlet s: State = .NormalState", fingerprint: "f").isEmpty)
        XCTAssertTrue(SwiftRenames.errata(for: "label.text = \"action: done\"\nlet s = Selector(name)", fingerprint: "f").isEmpty)
    }
}

/// Selectors checked against the methods the code declares.
final class SelectorCheckTests: XCTestCase {
    func testASelectorMustNameADeclaredMethodWithItsLabels() {
        let sample = """
            let tap = UITapGestureRecognizer(target: self, action: #selector(handleTap(_:)))
            button.addTarget(self, action: #selector(self.pressed(sender:)), for: .touchUpInside)
            let pan = UIPanGestureRecognizer(target: self, action: #selector(moved))
            @objc func handleTap(recognizer: UITapGestureRecognizer) {}
            @objc func pressed(sender: UIButton) {}
            """
        let findings = SelectorCheck.findings(in: sample, context: "@objc func moved() {}")
        XCTAssertEqual(findings.map(\.line), [1])
        XCTAssertEqual(findings.first?.declared, ["handleTap(recognizer:)"])
        XCTAssertTrue(findings.first?.message.contains("the code declares `handleTap(recognizer:)`") ?? false)
        XCTAssertEqual(
            SelectorCheck.findings(in: "action: #selector(gone(_:))").first?.message,
            "`#selector(gone(_:))` names a method that is not declared: no method of that name is declared")
        XCTAssertEqual(
            SelectorCheck.declaredMethods(in: "func f<T>(_ a: T, for b: [Int: (Int, Int)], c: Int) {}").first?.labels,
            ["_", "for", "c"])
        XCTAssertTrue(
            SelectorCheck.findings(in: "#selector(ViewController.tapped)").isEmpty, "another type's method is not checked")
        // By its base name alone: found when any method of that name is declared, named when none is.
        XCTAssertEqual(
            SelectorCheck.findings(in: "action: #selector(zoom)").first?.message,
            "`#selector(zoom)` names a method that is not declared: no method of that name is declared")
        XCTAssertTrue(
            SelectorCheck.findings(in: "action: #selector(zoom)", context: "func zoom(_ g: UIPinchGestureRecognizer) {}").isEmpty)
    }
}
