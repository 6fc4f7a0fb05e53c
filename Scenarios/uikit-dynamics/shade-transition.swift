// @scenario uikit-dynamics-shade-transition
// @summary An interactive "shade" transition like the iOS Notifications screen: a pan from the top of the screen pulls the shade view controller down with the finger; on release UIDynamicBehaviors (an attachment and a collision boundary) finish the presentation when the pan ends moving down with the shade more than half on screen (the shade bounces on the bottom edge, with a haptic, and ends filling the screen), and otherwise pull the shade back up and cancel; a pan from the bottom of the shown shade pushes it back up and dismisses it.
// @covers ed063ac75f642650 uikit-dynamics/*/uidynamicbehaviors/1 (ru, hi copies)
// @covers 7769166d648bbf5f uikit-dynamics/*/uidynamicbehaviors/3 (ru, hi copies)
// @covers 37a7b5b899c4d8e8 uikit-dynamics/*/uidynamicbehaviors/5 (ru, hi copies)
// @expect-failure the second pan crashes: ShadeAnimator ends each transition with `self.animator = nil`, but its `lazy var animator: UIDynamicAnimator!` is not re-initialised after nil is assigned (a Swift lazy property runs its initialiser once; the Objective-C twin's getter recreates the animator), so the next release unwraps nil at `animator.addBehavior(self)` — a pull that was let go too early (cancelled) can never be followed by one that presents
// @erratum 37a7b5b899c4d8e8 replace `self.transitionContext = transitionContext` with `self.transitionContext = transitionContext; self.animator = UIDynamicAnimator(referenceView: containerView)`

// @sample ed063ac75f642650

// @sample 7769166d648bbf5f

// @sample 37a7b5b899c4d8e8

// The page does not show ShadeViewController: "in this example simply a view controller with a label".
class ShadeViewController: UIViewController
{
    let label = UILabel()

    override func viewDidLoad()
    {
        super.viewDidLoad()
        view.backgroundColor = .gray
        label.text = "Shade"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        label.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        label.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
    }
}

/// Moves the finger in a straight line over `seconds`, one sample per tick, without lifting it.
static func drag(_ user: SimulatedUser, to end: CGPoint, from start: CGPoint, seconds: TimeInterval) {
    let steps = Int((seconds * SimulationClock.ticksPerSecond).rounded())
    for step in 1...steps {
        SimulationClock.shared.step()
        let s = CGFloat(step) / CGFloat(steps)
        user.moveTouch(to: CGPoint(x: start.x + (end.x - start.x) * s, y: start.y + (end.y - start.y) * s))
    }
}

static func verify(_ expect: Expectations) {
    let controller = ViewController()
    let window = Stage.show(controller)
    let user = Stage.user(of: window)
    let screen = window.bounds
    let shade = controller.shadeVC
    expect.that(controller.label.text == "Swipe Down From Top", "the presenting view controller asks to swipe down from the top")

    // 1. A small, slow pull from the top: the shade follows the finger, then springs back up and
    //    the presentation is cancelled.
    user.touchDown(at: CGPoint(x: 187.5, y: 40))
    drag(user, to: CGPoint(x: 187.5, y: 140), from: CGPoint(x: 187.5, y: 40), seconds: 0.8)
    expect.that(controller.presentedViewController === shade && shade.isBeingPresented,
                "a pan starting near the top begins presenting the shade (interactively)")
    expect.that(controller.presentingAnimator.transitionContext?.isInteractive ?? false,
                "the presentation is driven by the interactive ShadeAnimator")
    expect.near(shade.view.frame.maxY, 160, within: 0.5, "the shade's bottom edge follows 20 points below the finger")
    expect.near(shade.view.frame.minX, 0, within: 0.5, "the shade spans the screen's width")
    // The finger rests, then lifts: no downward speed, the shade less than half on screen.
    for _ in 0..<6 { SimulationClock.shared.step(); user.moveTouch(to: CGPoint(x: 187.5, y: 140)) }
    user.liftTouch()
    var highest = CGFloat.infinity
    let cancelled = Stage.run(until: {
        if shade.view.superview != nil { highest = min(highest, shade.view.center.y) }
        return controller.presentedViewController == nil
    }, limit: 8)
    expect.that(cancelled, "released slowly, the presentation is cancelled", detail: "t = \(Stage.now) s")
    expect.that(highest < 0, "the shade is pulled back up above the screen", detail: "highest centre y \(highest)")
    expect.that(shade.view.superview == nil && shade.presentingViewController == nil,
                "the cancelled shade is removed; nothing is presented")
    expect.that(window.subviews.count == 1 && window.subviews.first === controller.view,
                "the presentation is undone: only the presenting view is left in the window",
                detail: "\(window.subviews.count) subviews")
    expect.that(controller.view.window === window && controller.view.frame == screen,
                "the presenting view stays in place")

    // 2. A fast pull down from the top past the middle: the shade drops, bounces on the bottom
    //    edge (a light haptic) and the presentation completes with the shade filling the screen.
    let hapticsBefore = HapticEvent.recorded.count
    user.pan(from: CGPoint(x: 187.5, y: 30), to: CGPoint(x: 187.5, y: 450), duration: 0.3,
             releaseVelocity: CGPoint(x: 0, y: 1500))
    expect.that(controller.presentedViewController === shade, "a fast pan from the top presents the shade")
    var lowestBottom = -CGFloat.infinity
    var firstBottomContact: TimeInterval?
    let presented = Stage.run(until: {
        lowestBottom = max(lowestBottom, shade.view.frame.maxY)
        if firstBottomContact == nil && shade.view.frame.maxY >= screen.maxY - 1 { firstBottomContact = Stage.now }
        return !shade.isBeingPresented
    }, limit: 8)
    expect.that(presented, "the presentation transition completes", detail: "t = \(Stage.now) s")
    expect.that(controller.presentedViewController === shade && shade.presentingViewController === controller,
                "afterwards the shade is the presented view controller")
    expect.that(shade.view.window === window, "the shade is on screen")
    expect.near(shade.view.frame.origin, .zero, within: 0.5, "the shade ends in its final frame (origin)")
    expect.near(shade.view.frame.width, screen.width, within: 0.5, "the shade ends in its final frame (width)")
    expect.near(shade.view.frame.height, screen.height, within: 0.5, "the shade ends in its final frame (height)")
    expect.near(lowestBottom, screen.maxY, within: 2, "the shade comes down to the bottom edge (the collision boundary)")
    // The haptic comes with the bounce: within two ticks of the shade first reaching the bottom edge.
    let impacts = HapticEvent.recorded.dropFirst(hapticsBefore).filter { $0.kind == "impact(light)" }
    let atBounce = firstBottomContact.map { bounce in impacts.contains { abs($0.time - bounce) <= 2.5 / 60 } } ?? false
    expect.that(atBounce, "hitting the bottom edge plays a light impact haptic",
                detail: "bottom reached at \(String(describing: firstBottomContact)) s; haptics \(Array(impacts))")

    // 3. A fast push up from the bottom of the shade: it flies back above the screen and the
    //    dismissal completes.
    Stage.run(for: 0.5)
    user.pan(from: CGPoint(x: 187.5, y: 650), to: CGPoint(x: 187.5, y: 150), duration: 0.3,
             releaseVelocity: CGPoint(x: 0, y: -1500))
    expect.that(shade.isBeingDismissed, "a pan starting near the bottom of the shade begins dismissing it")
    let dismissed = Stage.run(until: { controller.presentedViewController == nil }, limit: 8)
    expect.that(dismissed, "the dismissal completes: presentedViewController is nil", detail: "t = \(Stage.now) s")
    expect.that(shade.view.superview == nil, "the shade's view is removed")
    expect.that(window.subviews.count == 1 && window.subviews.first === controller.view,
                "only the presenting view is left in the window", detail: "\(window.subviews.count) subviews")
    expect.that(controller.view.window === window && controller.view.frame == screen,
                "the presenting view controller's view stays in place, filling the screen")
}
