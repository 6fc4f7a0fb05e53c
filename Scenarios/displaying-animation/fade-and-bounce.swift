// @scenario displaying-animation-fade-and-bounce
// @summary The red 200×200 square, laid out centred with SnapKit, starts transparent and fades in to alpha 1 over 0.8 s when the view appears; a tap scales it down to 0.9 (ease-out, 0.1 s) and, in the first animation's completion, back to identity (0.1 s), whose completion routes on at 0.2 s. The fade fragment (UIView.animate, 0.8 s) and the UIViewPropertyAnimator refactoring of the bounce (down 0.1 s ease-out, then up 0.1 s ease-in, chained by completions) do the same on a square of their own.
// @covers dc7cf5af72447ae0 displaying-animation-in-ios/en/using-uiview-animate-and-uiviewpropertyanimator/1
// @covers 373134e6e40e4ba4 displaying-animation-in-ios/en/using-uiview-animate-and-uiviewpropertyanimator/2
// @covers faa4b038fcb2b2b1 displaying-animation-in-ios/en/using-uiview-animate-and-uiviewpropertyanimator/3

// The full sample: a view controller with `import SnapKit` (hoisted) and `#selector` rewritten mechanically.
// @sample 373134e6e40e4ba4

// The two fragments are statements of a view controller that has `sqView` (as the full sample has):
// the fade of the first one, the property-animator bounce in place of `handleTap`'s body.
class FragmentController: UIViewController {
    let sqView: UIView = {
        let v = UIView(frame: CGRect(x: 87.5, y: 233.5, width: 200, height: 200))
        v.alpha = 0
        return v
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sqView)
    }

    func fadeIn() {
        // @sample dc7cf5af72447ae0
    }

    func bounce() {
        // @sample faa4b038fcb2b2b1
    }
}

/// The scale the transform applies along x (the samples only scale uniformly).
static func scale(_ t: CGAffineTransform) -> CGFloat { hypot(t.a, t.b) }

/// What the screen shows of `view`: its presentation layer (the model value when nothing animates).
static func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

/// Checks the fade of `view` that starts now: half-way through it is partly visible, after 0.8 s fully.
static func expectFade(_ expect: Expectations, _ view: UIView, label: String) {
    expect.near(view.alpha, 1, within: 0.0001, "\(label): the model alpha is 1 at once (the block sets it)")
    Stage.run(for: 0.4)
    let halfway = CGFloat(shown(view).opacity)
    expect.that(halfway > 0.05 && halfway < 0.95, "\(label): half-way through the 0.8 s fade the square is partly visible",
                detail: "opacity at 0.4 s \(halfway)")
    Stage.run(for: 0.3)
    let late = CGFloat(shown(view).opacity)
    expect.that(late < 1 - 1e-4, "\(label): the fade is still running at 0.7 s (it lasts 0.8 s)", detail: "opacity \(late)")
    Stage.run(for: 0.12)
    expect.near(CGFloat(shown(view).opacity), 1, within: 1e-4, "\(label): after 0.8 s the square is fully opaque (alpha 1)")
}

/// Samples the on-screen scale every tick for `seconds` and returns (time, scale) pairs from `start`.
static func watchScale(_ view: UIView, from start: TimeInterval, seconds: TimeInterval) -> [(TimeInterval, CGFloat)] {
    var trace: [(TimeInterval, CGFloat)] = []
    Stage.run(until: {
        trace.append((Stage.now - start, scale(shown(view).affineTransform())))
        return Stage.now - start >= seconds
    }, limit: seconds + 1)
    return trace
}

/// Checks a bounce trace: the square shrinks to 0.9 around 0.1 s and is back to identity by 0.2 s.
static func expectBounce(_ expect: Expectations, _ trace: [(TimeInterval, CGFloat)], _ view: UIView, label: String) {
    let smallest = trace.min(by: { $0.1 < $1.1 }) ?? (0, 1)
    expect.near(smallest.1, 0.9, within: 0.01, "\(label): the square scales down to 0.9")
    expect.near(CGFloat(smallest.0), 0.1, within: 1.5 / 60, "\(label): it is smallest when the 0.1 s down animation ends")
    let early = trace.filter { $0.0 > 0.02 && $0.0 < 0.08 }.map(\.1)
    expect.that(!early.isEmpty && early.allSatisfy { $0 < 1 && $0 > 0.9 }, "\(label): it shrinks gradually over the first 0.1 s",
                detail: "scales between 0.02 s and 0.08 s: \(early)")
    let end = trace.last?.1 ?? 0
    expect.near(end, 1, within: 1e-4, "\(label): after 0.2 s the square is back to its original size (identity)")
    expect.that(view.transform == .identity, "\(label): the model transform ends at identity", detail: "\(view.transform)")
}

static func verify(_ expect: Expectations) {
    // The full sample.
    let controller = ViewController()
    let window = Stage.show(controller)
    let square = controller.sqView
    expect.near(square.frame.width, 200, within: 0.01, "the square is 200 points wide (make.size.equalTo(200))")
    expect.near(square.frame.height, 200, within: 0.01, "the square is 200 points high")
    expect.near(square.center, controller.view.center, within: 0.5, "the square is centred in the view (make.center.equalTo(view))")
    let opacityAtStart = CGFloat(shown(square).opacity)
    expect.that(opacityAtStart < 0.1, "the square starts (nearly) transparent (alpha 0)", detail: "opacity one frame after appearing \(opacityAtStart)")
    expectFade(expect, square, label: "viewWillAppear")

    let user = Stage.user(of: window)
    user.touchDown(at: square.center)
    Stage.run(for: 1.0 / 60.0)
    let start = Stage.now
    user.liftTouch()
    expect.that(scale(square.transform) < 0.91, "tap: the tap starts the down animation (model transform 0.9)",
                detail: "\(square.transform)")
    let trace = watchScale(square, from: start, seconds: 0.25)
    expectBounce(expect, trace, square, label: "tap")

    // The fragments, on a controller of their own.
    let fragments = FragmentController()
    Stage.show(fragments)
    fragments.fadeIn()
    expectFade(expect, fragments.sqView, label: "UIView.animate fragment")

    let bounceStart = Stage.now
    fragments.bounce()
    let modelDown = scale(fragments.sqView.transform)
    expect.near(modelDown, 0.9, within: 1e-4, "UIViewPropertyAnimator fragment: startAnimation sets the model transform to 0.9")
    let animatorTrace = watchScale(fragments.sqView, from: bounceStart, seconds: 0.25)
    expectBounce(expect, animatorTrace, fragments.sqView, label: "UIViewPropertyAnimator fragment")
}
