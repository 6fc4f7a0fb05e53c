// @scenario displaying-animation-custom-modal-transition
// @summary Tapping the centred "Go" button presents ViewController2 full screen; being its own transitioning delegate it hands UIKit a CustomAnimator, whose transition lasts 0.6 s: the green view starts above its place, scaled to 0.6 and transparent, and a spring (damping ratio 0.5, so it overshoots) brings it down to its final position, transform identity and alpha 1; the animator's completion completes the transition, so the second view controller is presented, filling the screen. The transitionDuration(using:) fragment returns 0.6 s.
// @covers c6cc3654d1cafae0 displaying-animation-in-ios/en/customizing-view-controller-transitions/1
// @covers 3d876c88dcd3ef1a displaying-animation-in-ios/en/customizing-view-controller-transitions/2

// The full sample (`import SnapKit` hoisted, `#selector` rewritten mechanically).
// @sample 3d876c88dcd3ef1a

// The fragment is the first method of the page's animation controller, an NSObject subclass.
class DraftAnimator: NSObject {
    // @sample c6cc3654d1cafae0
}

/// What the screen shows of `view`: its presentation layer (the model value when nothing animates).
static func shown(_ view: UIView) -> CALayer { view.layer.presentation() ?? view.layer }

static func verify(_ expect: Expectations) {
    expect.near(CGFloat(DraftAnimator().transitionDuration(using: nil)), 0.6, within: 1e-9,
                "the fragment: the transition lasts 0.6 seconds")

    let controller = ViewController()
    let window = Stage.show(controller)
    let screen = window.bounds
    let button = controller.btn
    expect.near(button.center, controller.view.center, within: 0.5, "the Go button is centred (make.center.equalToSuperview())")
    expect.that(button.bounds.width > 0 && button.bounds.height > 0, "the Go button has a size (its title's)",
                detail: "\(button.bounds)")

    let user = Stage.user(of: window)
    user.touchDown(at: button.center)
    Stage.run(for: 1.0 / 60.0)
    user.liftTouch()
    let start = Stage.now
    guard let second = controller.presentedViewController as? ViewController2 else {
        expect.that(false, "tapping Go presents ViewController2", detail: "presented: \(String(describing: controller.presentedViewController))")
        return
    }
    expect.that(second.transitioningDelegate === second, "ViewController2 is its own transitioning delegate")
    let green = second.view!
    expect.that(green.superview != nil && green.window === window, "the second view is in the transition's container, on screen")

    // The first frame: where the animation starts (scaled 0.6, 200 points up, transparent).
    Stage.run(for: 1.0 / 60.0)
    let early = shown(green)
    let earlyScale = hypot(early.affineTransform().a, early.affineTransform().b)
    expect.that(early.affineTransform().ty < -150, "the view comes from above (translated about 200 points up)",
                detail: "presentation transform \(early.affineTransform())")
    expect.that(earlyScale < 0.75, "the view starts scaled down (0.6)", detail: "scale \(earlyScale)")
    expect.that(early.opacity < 0.3, "the view starts (nearly) transparent (alpha 0)", detail: "opacity \(early.opacity)")

    // The whole flight, tick by tick, until the transition completes.
    var largestScale: CGFloat = 0
    var highestTop: CGFloat = .greatestFiniteMagnitude
    var completedAt: TimeInterval?
    let done = Stage.run(until: {
        let layer = shown(green)
        let t = layer.affineTransform()
        largestScale = max(largestScale, hypot(t.a, t.b))
        highestTop = min(highestTop, layer.frame.minY)
        if completedAt == nil && !second.isBeingPresented { completedAt = Stage.now - start }
        return completedAt != nil && Stage.now - start > 0.7
    }, limit: 3)
    expect.that(done, "the transition completes (the animator's completion calls completeTransition)",
                detail: "isBeingPresented \(second.isBeingPresented) at t = \(Stage.now - start) s")
    expect.near(CGFloat(completedAt ?? -1), 0.6, within: 2.5 / 60, "it completes when the 0.6 s animation ends")
    expect.that(largestScale > 1.0 + 1e-3, "the spring (damping ratio 0.5) overshoots: the view grows past its final size before settling",
                detail: "largest scale \(largestScale)")
    expect.that(highestTop < 0, "it starts above its final position (its top above the screen's top)", detail: "highest top \(highestTop)")

    expect.that(controller.presentedViewController === second && second.presentingViewController === controller,
                "the second view controller is presented by the first")
    expect.that(green.transform == .identity, "the view ends with the identity transform", detail: "\(green.transform)")
    expect.near(CGFloat(shown(green).opacity), 1, within: 1e-4, "the view ends fully opaque (alpha 1)")
    expect.near(green.frame.origin, .zero, within: 0.5, "the view ends at its final position, the screen's origin")
    expect.near(green.frame.width, screen.width, within: 0.5, "the view fills the screen's width (.fullScreen)")
    expect.near(green.frame.height, screen.height, within: 0.5, "the view fills the screen's height (.fullScreen)")
    expect.that(green.backgroundColor == .systemGreen, "the presented view is green")
}
