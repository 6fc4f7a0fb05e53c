import CodeLexer
import SampleAnalysis

/// The scenario `verify` writes itself for a Swift sample that no scenario, twin or waiver covers: the
/// smoke tier. It compiles the sample verbatim in the host its kind needs and drives it the way an
/// app would (the host is shown, time passes), checking nothing but that it ran.
///
/// Design: like rustdoc's hidden lines, the context is put around the sample, never into it. The host
/// follows the sample's shape: declarations stay at file scope (a view controller they declare is
/// shown), members go into a `UIViewController` subclass (a `UIView` subclass when they override
/// `draw(_:)` or `layoutSubviews()`), and statements into a method of such a controller, called once it
/// is on screen.
public enum SmokeScenario {
    /// Where the sample is placed.
    public enum Host: String, Sendable, Codable {
        case fileScope = "file scope"
        case viewController = "a UIViewController subclass"
        case view = "a UIView subclass"
        case method = "a method of a UIViewController subclass"
        case appDelegate = "an app delegate"
    }

    /// The file name the smoke scenario of the sample with `fingerprint` carries in messages (it has no
    /// file of its own); unique, so a compiler error in its context names its sample.
    static func file(for fingerprint: String) -> String { "(smoke scenario of \(fingerprint))" }

    /// The host for a sample of `kind` with `text`.
    public static func host(kind: SampleKind, text: String) -> Host {
        switch kind {
        case .types, .program, .declarations, .methods, .other: return .fileScope
        case .members:
            if isAppDelegateCode(text) { return .appDelegate }
            let drawsItself = text.contains("func draw(_") || text.contains("func layoutSubviews()")
            return drawsItself ? .view : .viewController
        case .statements: return .method
        }
    }

    /// The controller class a host of members is a subclass of: a page that overrides a table's (or collection
    /// view's) data source methods wrote them in a `UITableViewController` (`UICollectionViewController`)
    /// subclass, where they are methods of the superclass; in a plain `UIViewController` host `override` has
    /// nothing to override. Without such overrides the host is a plain controller, since a subclass of those
    /// controllers could not declare the same methods without `override`.
    static func controllerClass(for texts: [String]) -> String {
        let text = texts.joined(separator: "\n")
        if text.contains("override func tableView(") || text.contains("override func numberOfSections(in tableView") {
            return "UITableViewController"
        }
        if text.contains("override func collectionView(") || text.contains("override func numberOfSections(in collectionView") {
            return "UICollectionViewController"
        }
        return "UIViewController"
    }

    /// Members of an app delegate: the launch and life-cycle methods UIKit calls on it.
    static func isAppDelegateCode(_ text: String) -> Bool {
        [
            "func application(_", "func applicationDidBecomeActive(", "func applicationWillResignActive(",
            "func applicationDidEnterBackground(", "func applicationWillEnterForeground(", "func applicationWillTerminate("
        ]
        .contains { text.contains($0) }
    }

    /// An outlet a storyboard would connect, which the smoke run connects to a fresh view instead.
    public struct Outlet: Hashable, Sendable {
        public var name: String
        public var type: String
        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
        /// How the stub is listed under the sample's result.
        public var description: String { "\(name) = \(type)()" }
    }

    /// What a scenario for one sample is made of: the host with the sample in it, and the drive.
    public struct Parts: Sendable {
        public var host: Host
        /// The scenario file's lines before `verify`: the host, with `// @sample` placeholders.
        public var body: [String]
        /// The lines of `verify` that make the host, show it and let time pass.
        public var drive: [String]
        public var outlets: [Outlet]
        /// Whether there is a `host` whose view can be described (a shown view controller or view).
        public var hasHostView: Bool
    }

    /// The host and drive for `sample`. `context` holds the samples before it on its page it needs: the members
    /// and statements among them are placed before it in the same host, since a page often declares an
    /// outlet or a view in one block and uses it in the next.
    /// `declaring` are names the sample uses but nothing declares, with the type their use implies: the
    /// host declares them, each a fresh view in its view.
    public static func parts(
        for sample: VerifiableSample, kind: SampleKind, context: [VerifiableSample] = [],
        seconds: Int = 1, declaring inferred: [Outlet] = []
    ) -> Parts {
        let fingerprint = sample.fingerprint
        let host = host(kind: kind, text: sample.text)
        // A block of bare declarations (`var animator: UIDynamicAnimator!`) reads as statements, but above a
        // controller's methods it is the controller's properties.
        let contextMembers =
            host == .fileScope
            ? []
            : context.filter { other in
                (other.kind == .members && Self.host(kind: other.kind, text: other.text) == .viewController)
                    || (host == .viewController && other.kind == .statements && Self.declaresOnly(other.text))
            }
        let contextStatements = host == .method ? context.filter { $0.kind == .statements } : []
        let memberLines = contextMembers.map { "    // @sample \($0.fingerprint)" }
        let controller = controllerClass(for: ([sample] + contextMembers).map(\.text))
        let run = "Stage.run(for: \(seconds))"
        var body: [String]
        var drive: [String]
        var hasHostView = true
        switch host {
        case .fileScope:
            body = ["// @sample \(fingerprint)"]
            if let controller = declaredViewController(in: sample.text) {
                drive = ["let host = \(controller)()", "SHOW", run]
            } else {
                drive = []
                hasHostView = false
            }
        case .viewController:
            body = ["class SampleHost: \(controller) {"] + memberLines + ["    // @sample \(fingerprint)", "}"]
            drive = ["let host = SampleHost()", "SHOW", run]
        case .view:
            body = ["class SampleHost: UIView {", "    // @sample \(fingerprint)", "}"]
            drive = [
                "let controller = UIViewController()", "Stage.show(controller)",
                "let host = SampleHost(frame: CGRect(x: 0, y: 0, width: 320, height: 240))",
                "controller.view.addSubview(host)", "host.setNeedsLayout()", "host.layoutIfNeeded()",
                "host.draw(host.bounds)", run
            ]
        case .appDelegate:
            // As a project template declares it; the window is the delegate's own, unless the sample declares it.
            let declaresWindow = sample.text.contains("var window")
            body =
                ["class SampleHost: UIResponder, UIApplicationDelegate {"] + (declaresWindow ? [] : ["    var window: UIWindow?"])
                + ["    // @sample \(fingerprint)", "}"]
            drive = ["let host = SampleHost()", "UIApplication.shared.simulateLaunch(with: host)", run]
            hasHostView = false
        case .method:
            body =
                ["class SampleHost: \(controller) {"] + memberLines + ["    func runSample() {"]
                + contextStatements.map { "        // @sample \($0.fingerprint)" }
                + ["        // @sample \(fingerprint)", "    }", "}"]
            drive = ["let host = SampleHost()", "SHOW", "host.runSample()", run]
        }
        // Outlets are connected before the view loads, as a storyboard does, and kept alive (they are often weak).
        let outlets =
            host == .view || host == .appDelegate
            ? [] : Self.outlets(in: ([sample] + contextMembers).map(\.text).joined(separator: "\n"))
        var show: [String] = []
        for outlet in outlets {
            show += [
                "let stub_\(outlet.name) = \(outlet.type)()", "keptStubs.append(stub_\(outlet.name))",
                "host.\(outlet.name) = stub_\(outlet.name)"
            ]
        }
        show.append("Stage.show(host)")
        for outlet in outlets {
            show.append("if stub_\(outlet.name).superview == nil { host.view.addSubview(stub_\(outlet.name)) }")
        }
        let declared = host == .method || host == .viewController ? inferred : []
        if !declared.isEmpty, let open = body.firstIndex(where: { $0 == "class SampleHost: \(controller) {" }) {
            body.insert(contentsOf: declared.map { "    var \($0.name): \($0.type)! = \($0.type)()" }, at: open + 1)
            for stub in declared {
                show.append("if host.\(stub.name).superview == nil { host.view.addSubview(host.\(stub.name)) }")
            }
        }
        drive = drive.flatMap { $0 == "SHOW" ? show : [$0] }
        if !outlets.isEmpty { body.append("static var keptStubs: [AnyObject] = []") }
        // Types and extensions the sample builds on stand at file scope, before the host.
        let contextFileScope = context.filter { Self.host(kind: $0.kind, text: $0.text) == .fileScope && $0.kind != .statements }
        body = contextFileScope.map { "// @sample \($0.fingerprint)" } + body
        return Parts(host: host, body: body, drive: drive, outlets: outlets + declared, hasHostView: hasHostView)
    }

    /// The view whose tree a scenario of `parts` describes.
    static func describedView(_ parts: Parts) -> String { parts.host == .view ? "host" : "host.view" }

    /// The smoke scenario for `sample`. With `probe`, it also reports the host's view tree as it is shown
    /// and after time has run, in two expectations' details (what `doctool scenario new` writes down).
    public static func make(
        for sample: VerifiableSample, kind: SampleKind, context: [VerifiableSample] = [],
        probe: Bool = false, declaring inferred: [Outlet] = []
    ) -> Scenario {
        let fingerprint = sample.fingerprint
        let parts = parts(for: sample, kind: kind, context: context, seconds: probe ? runSeconds : 1, declaring: inferred)
        var drive = parts.drive
        if probe && parts.hasHostView {
            let view = describedView(parts)
            // After the sample ran, before time passes.
            let running = drive.lastIndex { $0.hasPrefix("Stage.run(for:") } ?? drive.count
            drive.insert("let stateBefore = Stage.describe(\(view))", at: running)
            drive += [
                "expect.that(true, \"\(probeBefore)\", detail: stateBefore)",
                "expect.that(true, \"\(probeAfter)\", detail: Stage.describe(\(view)))"
            ]
        }
        var text = ["import Foundation"] + parts.body
        text.append("static func verify(_ expect: Expectations) {")
        text += drive.map { "    " + $0 }
        text += ["    expect.that(true, \"the sample compiled and ran in \(parts.host.rawValue)\")", "}"]
        let lines = text.enumerated().map { offset, line -> Scenario.Line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            let placed = trimmed.hasPrefix("// @sample ") ? String(trimmed.dropFirst("// @sample ".count)) : nil
            return Scenario.Line(number: offset + 1, text: line, sampleFingerprint: placed)
        }
        let stubs = parts.outlets.isEmpty ? "" : "; stubs: " + parts.outlets.map(\.description).joined(separator: ", ")
        return Scenario(
            name: name(for: fingerprint), file: file(for: fingerprint),
            summary: "smoke: compiled verbatim in \(parts.host.rawValue) and run\(stubs)",
            covers: [Scenario.Coverage(fingerprint: fingerprint, sampleID: sample.id, line: 0)], ports: [],
            expectedFailure: nil, errata: [], lines: lines)
    }

    /// The simulated seconds a probe (and the scenario written from it) lets pass.
    public static let runSeconds = 2

    /// The promises under which a probe reports the view tree.
    public static let probeBefore = "state before time runs", probeAfter = "state after the run"

    /// A stub for each name the compiler could not find in `sample`, of the type its use implies; nil when
    /// there is no such name or one of them implies no type (a stub for only some would not compile either).
    public static func inferredStubs(for sample: VerifiableSample, diagnostics: [CompilerDiagnostic]) -> [Outlet]? {
        let names = Verifier.undeclaredNames(in: diagnostics)
        let stubs = names.compactMap { name in inferredType(of: name, in: sample.text).map { Outlet(name: name, type: $0) } }
        return !names.isEmpty && stubs.count == names.count ? stubs : nil
    }

    /// The view type a name's use implies (`myLabel.text = …` → `UILabel`), from its name's ending, then
    /// from the members used on it; nil when neither says (or the type is one the engine lacks).
    public static func inferredType(of name: String, in text: String) -> String? {
        let endings: [(String, String)] = [
            ("Label", "UILabel"), ("label", "UILabel"), ("Button", "UIButton"), ("button", "UIButton")
        ]
        for (ending, type) in endings where name.hasSuffix(ending) { return type }
        let members: [(String, String)] = [
            (".text", "UILabel"), (".textColor", "UILabel"), (".numberOfLines", "UILabel"), (".font", "UILabel"),
            (".textAlignment", "UILabel"), (".setTitle(", "UIButton"), (".addTarget(", "UIButton"),
            (".setTitleColor(", "UIButton")
        ]
        for (member, type) in members where text.contains(name + member) { return type }
        if name.hasSuffix("View") || name.hasSuffix("view") { return "UIView" }
        let viewMembers = [
            ".backgroundColor", ".frame", ".center", ".alpha", ".transform", ".layer", ".addSubview(", ".bounds", ".isHidden"
        ]
        return viewMembers.contains { text.contains(name + $0) } ? "UIView" : nil
    }

    /// `@IBOutlet weak var name: UIType!` declarations of UIKit views.
    static func outlets(in text: String) -> [Outlet] {
        var outlets: [Outlet] = []
        for line in text.split(separator: "\n") where line.contains("@IBOutlet") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "\t" })
            guard let varIndex = words.firstIndex(of: "var"), varIndex + 2 < words.count else { continue }
            let name = String(words[varIndex + 1])
            var type = String(words[varIndex + 2])
            guard type.hasSuffix("!") || type.hasSuffix("?") else { continue }
            type.removeLast()
            guard type.hasPrefix("UI"), type.allSatisfy({ $0.isLetter || $0.isNumber }),
                name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else { continue }
            outlets.append(Outlet(name: name, type: type))
        }
        return outlets
    }

    /// The scenario name of the smoke run of the sample with `fingerprint`.
    static func name(for fingerprint: String) -> String { "smoke-" + fingerprint }

    /// Whether every line of `text` with code declares a property (`let`/`var`, with attributes and modifiers).
    static func declaresOnly(_ text: String) -> Bool {
        let modifiers: Set<Substring> = [
            "private", "fileprivate", "internal", "public", "lazy", "weak", "unowned", "static",
            "final", "@IBOutlet", "@objc"
        ]
        var any = false
        // Comments (a block comment's every line) are not code; CodeLexer knows where they are.
        var tokenizer = CodeTokenizer(rules: .swift)
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = tokenizer.code(ofLine: String(raw))
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let keyword = words.first(where: { !modifiers.contains($0) }) else { continue }
            guard keyword == "var" || keyword == "let" else { return false }
            any = true
        }
        return any
    }

    /// The first `UIViewController` subclass the sample declares with no initializer arguments needed.
    static func declaredViewController(in text: String) -> String? {
        let controllers: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController"]
        for line in text.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "," || $0 == "{" || $0 == "\t" })
            guard let classIndex = words.firstIndex(of: "class"), classIndex + 2 < words.count else { continue }
            if controllers.contains(String(words[classIndex + 2])) { return String(words[classIndex + 1]) }
        }
        return nil
    }
}
